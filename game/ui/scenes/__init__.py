"""The scenes of the table (DESIGN.md): each a class on the scene stack."""
