"""Tichu at the table: its session (the match, the seats, the order of the table's
decisions, the saves) and its scenes, built from the table kit in game/ui."""
