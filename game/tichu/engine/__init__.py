"""Tichu's rules engine: cards.py (cards and masks), combos.py (combinations and the move
generator), round.py (a round's state machine), match.py (rounds to the target)."""
