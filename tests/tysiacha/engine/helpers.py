"""Small helpers for the rule tests: build deals from explicit cards, play action strings,
check illegal actions, build standings and deal results for scoring.

Hands are written as card names separated by spaces (`"AH 10H KH"`, see cards.parse_card).
"""
from __future__ import annotations

from typing import Iterable, Optional, Sequence

import pytest

from game.tysiacha.engine import IllegalAction, Rules, Standing, mask_of, parse_card
from game.tysiacha.engine.actions import parse_action
from game.tysiacha.engine.cards import FULL_MASK, cards_of
from game.tysiacha.engine.deal import Deal, Phase
from game.tysiacha.engine.dealing import inactive_seat
from game.tysiacha.engine.scoring import DealResult


def cards(text: str) -> list[int]:
    """The cards named in `text` ("AH 10S 9C")."""
    return [parse_card(t) for t in text.split()]


def mask(text: str) -> int:
    cs = cards(text)
    m = mask_of(cs)
    assert m.bit_count() == len(cs), f"a card is named twice in {text!r}"
    return m


def names(m: int) -> str:
    from game.tysiacha.engine.cards import card_name
    return " ".join(card_name(c) for c in cards_of(m))


def rules_with(**changes) -> Rules:
    return Rules().with_changes(**changes)


def standing(players: int = 3, scores=None, barrel=None, zeros=None, rospisat=None,
             deals_played: int = 0) -> Standing:
    """A Standing with the given fields; anything not given as for a new game."""
    new = Standing.new(players)
    return Standing(tuple(scores) if scores is not None else new.scores,
                    tuple(barrel) if barrel is not None else new.barrel,
                    tuple(zeros) if zeros is not None else new.zeros,
                    tuple(rospisat) if rospisat is not None else new.rospisat,
                    deals_played)


def deal_from(hands_text: Sequence[str], prikup_text: str, rules: Optional[Rules] = None,
              standing: Optional[Standing] = None, dealer: int = 0) -> Deal:
    """A Deal from explicit hands (one string per seat; "" for the inactive seat with 4
    players) and prikup. The 24 cards must all be dealt exactly once (R8)."""
    rules = rules or Rules()
    hands = tuple(mask(h) for h in hands_text)
    prikup = mask(prikup_text)
    assert len(hands) == rules.players
    total = prikup
    for h in hands:
        assert total & h == 0, "a card is dealt twice"
        total |= h
    assert total == FULL_MASK, f"cards not dealt: {names(FULL_MASK & ~total)}"
    out = inactive_seat(rules, dealer)
    for s, h in enumerate(hands):
        assert h.bit_count() == (0 if s == out else 7), f"seat {s} must hold 7 cards"
    assert prikup.bit_count() == 3
    return Deal(rules, standing or Standing.new(rules.players), dealer, hands, prikup)


def run(deal, *actions: str) -> list:
    """Apply each action (text, as actions.action_str writes it) for the seat to act;
    return all the events."""
    events = []
    for text in actions:
        events += deal.apply(parse_action(text))
    return events


def legal(deal) -> set[str]:
    from game.tysiacha.engine.actions import action_str
    return {action_str(a) for a in deal.legal_actions()}


def snapshot(deal) -> dict:
    """Every slot of a Deal (or attribute of a Match's deal), copied, for before/after
    comparisons. The legal-action cache is left out: it is not state."""
    out = {}
    for name in Deal.__slots__:
        if name == "_legal":
            continue
        v = getattr(deal, name)
        if isinstance(v, list):
            v = list(v)
        elif isinstance(v, dict):
            v = dict(v)
        out[name] = v
    return out


def assert_illegal(deal, action: str, rule: str, seat: Optional[int] = None) -> IllegalAction:
    """`action` is refused with an IllegalAction naming `rule`, is not among the legal
    actions, and leaves the deal exactly as it was."""
    a = parse_action(action)
    before_legal = list(deal.legal_actions())
    assert a not in before_legal or seat is not None
    before = snapshot(deal)
    with pytest.raises(IllegalAction) as info:
        deal.apply(a, seat)
    assert info.value.rule == rule, f"{action}: {info.value} names {info.value.rule}, not {rule}"
    assert snapshot(deal) == before, f"{action} changed the state"
    assert list(deal.legal_actions()) == before_legal
    return info.value


def bid_forced_and_pass(deal) -> None:
    """The forced bidder bids 100 and the others pass: it is declarer at 100."""
    run(deal, "bid 100", "pass", "pass")


def play_from(hands8: Sequence[str], declarer: int = 0, contract: int = 100,
              rules: Optional[Rules] = None, standing: Optional[Standing] = None,
              gives: Optional[dict] = None) -> Deal:
    """A deal in the PLAY phase, the declarer to lead the first trick, with the given
    8-card hands (one string per seat, 3 players). The declarer is the forehand, wins
    with the forced bid, gives the defenders the last card of their hands (or `gives`
    {seat: card name}) and raises to `contract` if higher than 100."""
    rules = rules or Rules()
    assert rules.players == 3
    hs = [mask(h) for h in hands8]
    assert all(h.bit_count() == 8 for h in hs)
    assert hs[0] | hs[1] | hs[2] == FULL_MASK and hs[0] ^ hs[1] ^ hs[2] == FULL_MASK
    gives = dict(gives or {})
    for s in range(3):
        if s != declarer and s not in gives:
            gives[s] = hands8[s].split()[-1]
    given = {s: parse_card(t) for s, t in gives.items()}
    dealt = list(hs)
    ten = hs[declarer]
    for s, c in given.items():
        assert hs[s] >> c & 1
        dealt[s] &= ~(1 << c)
        ten |= 1 << c
    own = cards_of(hs[declarer])
    prikup = mask_of(own[-3:])  # three of the declarer's own cards came from the prikup
    dealt[declarer] = ten & ~prikup
    dealer = (declarer - 1) % 3
    deal = Deal(rules, standing or Standing.new(3), dealer, tuple(dealt), prikup)
    bid_forced_and_pass(deal)
    if deal.phase is Phase.PRIKUP:
        run(deal, "no redeal")
    from game.tysiacha.engine.cards import card_name
    for s, c in given.items():
        run(deal, f"give {card_name(c)} to {s}")
    run(deal, f"raise {contract}" if contract > 100 else "keep")
    while deal.phase is Phase.REDEAL:
        run(deal, "no redeal")
    assert deal.phase is Phase.PLAY and deal.to_act == declarer
    assert [deal.hands[s] for s in range(3)] == hs
    return deal


def result(outcome: str = "played", declarer: int = 0, contract: int = 100,
           points: Iterable = (100, 10, 10), dealer: int = 2, inactive: int = -1,
           prikup: str | int = 0) -> DealResult:
    """A DealResult for score_deal."""
    pm = mask(prikup) if isinstance(prikup, str) else prikup
    return DealResult(outcome, dealer, declarer, contract, tuple(points), inactive, pm)


def played_out(deal, *plays: str) -> list:
    """Play cards by name ("AH", "KH*"), for whoever is to act."""
    return run(deal, *(f"play {p}" for p in plays))


def action_universe() -> list[int]:
    """Every action number the rules know (and a few off-step bids and raises)."""
    from game.tysiacha.engine import actions as A
    out = list(range(48)) + [A.PASS, A.KEEP, A.ROSPISAT, A.SPISAT, A.REDEAL, A.NO_REDEAL]
    out += [A.bid(v) for v in list(range(5, 705, 5)) + [103, 117, 121]]
    out += [A.give(c, s) for s in range(4) for c in range(24)]
    out += [A.raise_to(v) for v in list(range(5, 705, 5)) + [113, 121]]
    return out


def sweep_illegal(deal) -> dict[str, int]:
    """Apply every action of the universe that is not legal now: each must raise
    IllegalAction naming an R-id and leave the deal as it was. Returns how many times
    each rule was named."""
    import re
    legal_now = set(deal.legal_actions())
    before = snapshot(deal)
    named: dict[str, int] = {}
    for a in action_universe():
        if a in legal_now:
            continue
        with pytest.raises(IllegalAction) as info:
            deal.apply(a)
        rule = info.value.rule
        assert re.fullmatch(r"R\d+", rule), (a, str(info.value))
        named[rule] = named.get(rule, 0) + 1
    assert snapshot(deal) == before
    assert set(deal.legal_actions()) == legal_now
    return named
