"""A seat's picture of a Tichu game at a networked table (game/tichu/mirror.py): after
every action of random games, with random rules, each seat's made-up match shows that
seat exactly what the real one does, and scores the same."""
from __future__ import annotations

import random

import pytest

from game.tichu.description import shows_action
from game.tichu.engine.match import Match
from game.tichu.engine.observation import observe
from game.tichu.mirror import Mirror, MirrorError, reconstruct

from .test_random_sim import random_rules

GAMES = 12


def _random_action(rnd, rng):
    seats = [s for s in range(4) if rnd.legal_actions(s)]
    s = rng.choice(rnd.waiting()) if rng.random() < 0.85 else rng.choice(seats)
    return rng.choice(rnd.legal_actions(s))


def _follow(match, mirrors, rng, action=None, joined=None):
    """Every seat's mirror sees the table as it is now (`action` just made)."""
    for seat_player, mirror in enumerate(mirrors):
        seat = match.seating().index(seat_player)
        obs = observe(match.round, seat)
        if len(mirror.match.rounds) < len(match.rounds):
            mirror.start(obs)
        else:
            shown = action if action is not None and shows_action(action, action.seat, seat) \
                else None
            mirror.see(obs, shown)
        assert observe(mirror.round, seat) == obs


def test_every_seat_sees_the_game_as_it_is():
    rng = random.Random(39)
    for _ in range(GAMES):
        rules = random_rules(rng)
        match = Match(rules, rng=random.Random(rng.randrange(1 << 30)))
        mirrors = [Mirror(rules, match.names, seed=p) for p in range(4)]
        for _ in range(rng.randrange(1, 4)):
            match.start_round()
            _follow(match, mirrors, rng)
            while not match.round.over:
                action = _random_action(match.round, rng)
                match.apply(action)
                _follow(match, mirrors, rng, action)
            if match.finished:
                break
        for mirror in mirrors:
            assert mirror.match.sheet == match.sheet
            assert mirror.match.winners == match.winners


def test_a_seat_joining_late_catches_up_on_the_rounds_before():
    rng = random.Random(5)
    rules = random_rules(rng).with_changes(tournament=False)
    match = Match(rules, rng=random.Random(8))
    finished = []
    for _ in range(2):
        match.start_round()
        while not match.round.over:
            match.apply(_random_action(match.round, rng))
        finished.append(observe(match.round, 1))
    match.start_round()
    for _ in range(30):
        match.apply(_random_action(match.round, rng))
    mirror = Mirror(rules, match.names, seed=3)
    mirror.catch_up(finished)
    mirror.start(observe(match.round, 1))
    assert mirror.match.sheet == match.sheet
    assert observe(mirror.round, 1) == observe(match.round, 1)


def test_an_observation_no_round_can_show_is_refused():
    rng = random.Random(1)
    match = Match(random_rules(rng), rng=random.Random(2))
    match.start_round()
    obs = observe(match.round, 0)
    broken = obs.__class__(**{**obs.__dict__, "hand_sizes": (8, 8, 8, 9)})
    with pytest.raises(MirrorError):
        reconstruct(match.rules, 0, broken, rng, tries=5)
