"""High card: a third, tiny card game written outside game/ to prove that a game plugs
into the kit (game/registry.py, game/core, game/ui) with no change to the kit.

Two players are dealt `rounds` cards each; each round the leader plays a card, the other
answers, and the higher card wins the round (the leader wins a tie) and leads the next.
The game ends when the hands are played out or a player has won most of the rounds.

engine (rules, match, record), bots, stats and cli import no pygame; ui is the table.
The game is registered by the tests only (tests/test_third_game.py): `HIGHCARD` in
tests/highcard/description.py.
"""
