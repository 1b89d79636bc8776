"""Translations of the table's texts: one module per language (see game/ui/i18n.py)."""
