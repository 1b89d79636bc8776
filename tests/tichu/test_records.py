"""Tichu record text (game/tichu/records.py): the table saves after every action with a
cache of the finished rounds' lines; the text must be the same as made afresh."""
import random

from game.tichu.ai import make_bot
from game.tichu.ai.runner import next_action, play_round
from game.tichu.engine.match import Match
from game.tichu.engine.rules import TichuRules
from game.tichu.records import dump_match_text, load_match, save_match


def test_the_cached_text_is_the_text_made_afresh_at_every_step(tmp_path):
    match = Match(TichuRules(), rng=random.Random(3))
    bots = [make_bot("random", s) for s in range(4)]
    cache: dict = {}
    for _ in range(3):
        play_round(match, bots)
        assert dump_match_text(match, cache) == dump_match_text(match)
    match.start_round()
    for _ in range(30):  # a round in progress is never taken from the cache
        match.apply(next_action(match.round, bots))
        assert dump_match_text(match, cache) == dump_match_text(match)
    path = save_match(match, tmp_path / "g.tichu.yaml")
    again = load_match(path)
    assert [r.history for r in again.rounds] == [r.history for r in match.rounds]
