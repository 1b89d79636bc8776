"""What the round keeps between calls to go fast (benchmarks/tichu_engine.py) never shows:
over random rounds, the legal list of the seat to act is, in the same order, the one made
afresh from combos.plays() and the rules (a lead from the seat's filtered list of leads, a
follow from its tables), `over` follows the phase, a give is refused once its seat or card
is taken, and a copy of a round goes on as the round does."""
import copy
import random

import pytest

from game.tichu.engine.cards import RANK_MASK
from game.tichu.engine.combos import BOMB, plays
from game.tichu.engine.match import deal_hands
from game.tichu.engine.round import Action, Phase, Round, TichuError
from game.tichu.engine.rules import TICHU_OPTIONS, TichuRules

from .helpers import snapshot


def fresh_legal(rnd: Round, seat: int) -> list[Action]:
    """The legal list of the seat to act in the play, made from plays() and T16/T17
    without anything the round keeps."""
    hand = rnd.hands[seat]
    top = rnd.top[1] if rnd.top else None
    found = [Action("play", seat, p) for p in plays(hand, top)]
    tail = [] if top is None else [Action("pass", seat)]
    if rnd.wish and hand & RANK_MASK[rnd.wish]:
        wished = RANK_MASK[rnd.wish]
        fulfil = [a for a in found if a.data.cards & wished]
        if fulfil:
            if rnd.rules.wish_bomb == "any_time":
                fulfil += [a for a in found if a.data.kind == BOMB and not a.data.cards & wished]
            found, tail = fulfil, []
    head = [Action("tichu", seat)] if rnd.may_call_tichu(seat) else []
    return head + found + tail


@pytest.mark.parametrize("seed", range(4))
def test_the_kept_lists_are_the_fresh_ones_in_order(seed):
    rng = random.Random(seed)
    for k in range(60):
        rules = TichuRules(**{o.key: rng.choice(o.values) for o in TICHU_OPTIONS})
        rnd = Round(rules, k % 4, deal_hands(rng))
        while not rnd.over:
            assert rnd.over == (rnd.phase is Phase.OVER)
            seat = rnd.waiting()[0]
            legal = rnd.legal_actions(seat)
            if rnd.phase is Phase.PLAY:
                assert legal == fresh_legal(rnd, seat)
                assert rnd.legal_actions(seat) is legal  # kept until the next change
            if rng.random() < 0.05:
                twin = copy.deepcopy(rnd)
                assert twin.legal_actions(seat) == legal
            rnd.apply(legal[rng.randrange(len(legal))])
        assert rnd.over and rnd.phase is Phase.OVER and rnd.waiting() == []


def test_a_give_is_refused_once_its_seat_or_card_is_taken():
    rnd = Round(TichuRules(grand_tichu=False), 0, deal_hands(random.Random(5)))
    give = next(a for a in rnd.legal_actions(0) if a.kind == "give")
    card, to = give.data
    rnd.apply(give)
    again = [a for a in rnd.legal_actions(0) if a.kind == "give"]
    assert all(a.data[1] != to and a.data[0] != card for a in again)
    same_seat = next(a for a in rnd.legal_actions(0) if a.kind == "give")
    before = snapshot(rnd)
    for a in (give,  # the very object taken from the list, given already
              Action("give", 0, (same_seat.data[0], to)),  # another card to the same seat
              Action("give", 0, (card, same_seat.data[1]))):  # the same card to another
        with pytest.raises(TichuError) as e:
            rnd.apply(a)
        assert e.value.rule == "T8"
        assert snapshot(rnd) == before
    rnd.apply(same_seat)  # what is still free may be given
