"""Tysiacha (1000): engine/ the rules (docs/RULES.md, R1..R56), ai/ the bots and the
double-dummy solver, records.py the game record files. Nothing here imports Tichu."""
