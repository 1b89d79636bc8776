"""Tichu, the partnership climbing game (docs/TICHU_RULES.md): engine/ the rules, ai/ the
bots. Nothing here imports 1000's packages."""
