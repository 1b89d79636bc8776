"""Tichu on the command line: its simulate, tournament and replay sheet (game/commands
runs them)."""
