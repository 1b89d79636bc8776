"""The command-line subcommands of `python -m game` (see game/__main__.py)."""
