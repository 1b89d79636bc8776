"""1000 on the command line: its simulate, tournament and replay (game/commands runs them)."""
