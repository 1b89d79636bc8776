"""A round reviewed for one seat (game/tichu/review.py): each decision judged by the Hard
bot's playouts from what that seat knew, the same numbers for the same round every
time, the preferred move better in the search's own numbers, and a bad move found."""
from __future__ import annotations

import random

import pytest

from game.tichu.ai import make_bot
from game.tichu.ai.runner import play_round
from game.tichu.engine.match import Match, deal_hands
from game.tichu.engine.round import Action, Phase
from game.tichu.engine.rules import TichuRules
from game.tichu.review import Budget, RoundRecord, decisions, judge, review_match, \
    review_round, round_record

from .helpers import fill

SMALL = Budget(playouts=24, least=4, deal_layouts=6, confirm=12, confirm_deal=8)


class Caller:
    """A bot that calls Tichu at its first chance, then plays as `bot`."""

    def __init__(self, bot):
        self.bot, self.name = bot, "caller"

    def choose(self, obs, legal):
        call = Action("tichu", obs.seat)
        if call in legal:
            return call
        return self.bot.choose(obs, legal)

    def interject(self, obs, options):
        return self.bot.interject(obs, options)


class Passer:
    """A bot that passes whenever it may and otherwise plays as `bot`; no bombs."""

    def __init__(self, bot):
        self.bot, self.name = bot, "passer"

    def choose(self, obs, legal):
        if obs.phase is Phase.PLAY and Action("pass", obs.seat) in legal:
            return Action("pass", obs.seat)
        return self.bot.choose(obs, [a for a in legal if a.kind != "tichu"] or legal)

    def interject(self, obs, options):
        return None


def played(seat0=None, hands=None, seed: int = 7, rules=TichuRules()) -> Match:
    match = Match(rules, rng=random.Random(seed))
    bots = [make_bot("normal", seed * 10 + s) for s in range(4)]
    if seat0 is not None:
        bots[0] = seat0(bots[0])
    play_round(match, bots, hands=hands or deal_hands(random.Random(seed)))
    return match


@pytest.fixture(scope="module")
def normal_round() -> RoundRecord:
    return round_record(played().rounds[0])


def test_every_decision_of_the_seat_is_found_in_the_round_s_order(normal_round):
    found = decisions(normal_round, 0)
    kinds = [d.kind for d in found]
    assert kinds[:2] == ["grand", "exchange"]
    assert "play" in kinds and "tichu" in kinds  # (called or let go, once)
    assert [d.index for d in found] == sorted(d.index for d in found)
    for d in found:
        assert all(a.seat == 0 for a in d.made)
    exchange = next(d for d in found if d.kind == "exchange")
    assert len(exchange.made) == 3 and {a.data[1] for a in exchange.made} == {1, 2, 3}


def test_the_same_round_gives_the_same_review(normal_round):
    first = review_round(normal_round, 0, SMALL, seed=3)
    again = review_round(normal_round, 0, SMALL, seed=3)
    assert first == again
    assert len(first.judged) == len(decisions(normal_round, 0))


def test_the_preferred_move_scores_better_in_the_search_s_own_numbers(normal_round):
    review = review_round(normal_round, 2, SMALL, seed=1, threshold=0)
    for j in review.judged:
        made = j.options[0]
        assert made[0] == j.made
        if j.preferred is None:
            assert j.cost == 0
            continue
        assert j.preferred in [o for o, _ in j.options[1:]]
        assert j.preferred_value > j.made_value
        assert j.cost == pytest.approx(j.preferred_value - j.made_value)
    costs = [j.cost for j in review.costly]
    assert costs == sorted(costs, reverse=True)


def test_a_doomed_tichu_call_is_reported():
    """Seat 0 holds the lowest cards and calls Tichu in the exchange; its opponents hold
    the Dragon, the Phoenix and the aces."""
    hands = fill(["2S 3H 4D 5C 2H 3D 4C 5S 7H 8D 9C 7S 8H 9D",
                  "DR AS AH KS KH QS",
                  "MJ",
                  "PH AD AC KD KC QD"])
    match = played(Caller, hands=hands)
    rnd = match.rounds[0]
    assert rnd.tichu[0] and rnd.out[0] != 0
    review = review_match(match, 0, 0, SMALL, seed=2)
    call = [j for j in review.costly if j.decision.kind == "tichu"]
    assert len(call) == 1
    j = call[0]
    assert j.made == (Action("tichu", 0),) and j.preferred == ()
    assert j.cost >= 50


def test_passing_with_the_winning_plays_is_reported():
    """Seat 0 holds the Dragon, the Phoenix, aces and kings, and passes whenever it
    may: leaving the tricks to the others costs."""
    hands = fill(["DR PH AS AH AD KS KH KD QS QH JS JH",
                  "", "", ""])
    match = played(Passer, hands=hands, rules=TichuRules(grand_tichu=False))
    review = review_match(match, 0, 0, SMALL, seed=4)
    passes = [j for j in review.costly if j.decision.kind == "play"
              and j.made == (Action("pass", 0),)]
    assert passes and all(j.preferred[0].kind == "play" for j in passes)
    assert review.costly[0].cost >= review.costly[-1].cost


def test_judge_sees_only_the_seat_s_own_cards(normal_round):
    """The other seats' cards, dealt afresh where the seat cannot see them (the two
    other hands swapped after the exchange would not change what seat 0 knows at its
    Grand Tichu answer): the answer is judged the same."""
    grand = next(d for d in decisions(normal_round, 0) if d.kind == "grand")
    dealt = list(normal_round.dealt)
    swapped = RoundRecord(normal_round.rules, normal_round.dealer,
                          (dealt[0], dealt[3], dealt[2], dealt[1]),
                          tuple(a for a in normal_round.actions[:grand.index + 1]))
    assert judge(normal_round, 0, grand, SMALL) == judge(swapped, 0, grand, SMALL)


def test_a_record_the_engine_refuses_is_a_value_error(normal_round):
    broken = RoundRecord(normal_round.rules, normal_round.dealer, normal_round.dealt,
                         normal_round.actions[:3] + (Action("pass", 0),))
    with pytest.raises(ValueError):
        decisions(broken, 0)
    with pytest.raises(ValueError):
        decisions(normal_round, 4)
