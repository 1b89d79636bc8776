"""The table: pygame lives here and only here (DESIGN.md)."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
