"""Tichu record text (game/tichu/records.py): the table saves after every action with a
cache in which each round's lines grow an action at a time; the text must be the same as
made afresh, and say what the record's data (engine/record.py) says."""
import random

import yaml

from game.tichu.ai import make_bot
from game.tichu.ai.runner import next_action, play_round
from game.tichu.engine.match import Match
from game.tichu.engine.record import record_data
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
    for _ in range(30):  # a round in progress grows in the cache an action at a time
        match.apply(next_action(match.round, bots))
        text = dump_match_text(match, cache)
        assert text == dump_match_text(match)
        assert yaml.safe_load(text) == record_data(match)
    path = save_match(match, tmp_path / "g.tichu.yaml")
    again = load_match(path)
    assert [r.history for r in again.rounds] == [r.history for r in match.rounds]
