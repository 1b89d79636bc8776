"""Building Tichu rounds in a chosen state for the rule tests."""
from __future__ import annotations

from game.tichu.engine.cards import DECK, mask_of, parse_card
from game.tichu.engine.combos import identify
from game.tichu.engine.round import Action, Phase, Round, TichuError
from game.tichu.engine.rules import TichuRules


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def fill(hands: list[str]) -> list[list[int]]:
    """Four hands from text, each completed to 14 cards from the unused cards in order
    (so a test names only the cards that matter)."""
    named = [cards(h) for h in hands]
    used = {c for h in named for c in h}
    assert len(used) == sum(len(h) for h in named), "a card named twice"
    spare = [c for c in DECK if c not in used]
    out = []
    for h in named:
        need = 14 - len(h)
        out.append(h + spare[:need])
        spare = spare[need:]
    return out


def in_play(hands: list[str], rules: TichuRules = TichuRules(grand_tichu=False), **kw) -> Round:
    """A round at the start of the play in which each seat holds `hands` (filled to 14)
    after the exchange: the gives are chosen so that the exchange ends with exactly
    these hands. Each seat receives the last three cards of its hand."""
    after = fill(hands)
    receive = {r: after[r][-3:] for r in range(4)}
    # seat s gives to `to` the card `to` receives from s
    gives = {s: {} for s in range(4)}
    for to in range(4):
        senders = [s for s in range(4) if s != to]
        for s, c in zip(senders, receive[to]):
            gives[s][to] = c
    before = []
    for s in range(4):
        kept = [c for c in after[s] if c not in receive[s]]
        before.append(kept + list(gives[s].values()))
    rnd = Round(rules, 0, before)
    if rnd.phase is Phase.GRAND:
        for s in range(4):
            rnd.apply(Action("grand", s, False))
    for s in range(4):
        for to, c in gives[s].items():
            rnd.apply(Action("give", s, (c, to)))
    assert [set(mask_of(h) for h in [after[s]]) for s in range(4)] == \
        [{rnd.hands[s]} for s in range(4)]
    return rnd


def play(rnd: Round, seat: int, text: str, rank: int | None = None):
    """Seat plays these cards (the play they make on the table; `rank`, in whole ranks,
    picks among the Phoenix's readings)."""
    m = mask_of(cards(text))
    top = rnd.top[1] if rnd.top else None
    options = identify(m, top) or identify(m, None)
    assert options, f"{text} is no combination"
    if rank is not None:
        options = [p for p in options if p.rank == 2 * rank]
    return rnd.apply(Action("play", seat, max(options, key=lambda p: p.rank)))


def pass_(rnd: Round, seat: int):
    return rnd.apply(Action("pass", seat))


def assert_illegal(rnd: Round, action: Action, rule: str) -> TichuError:
    """`action` is refused with `rule` and the round is unchanged."""
    before = snapshot(rnd)
    try:
        rnd.apply(action)
    except TichuError as e:
        assert e.rule == rule, (e, rule)
        assert snapshot(rnd) == before
        return e
    raise AssertionError(f"{action} was allowed")


def snapshot(rnd: Round):
    return (rnd.phase, list(rnd.hands), rnd.to_act, rnd.top, rnd.passes, rnd.wish,
            list(rnd.out), list(rnd.won), list(rnd.tichu), list(rnd.grand), rnd.pending,
            [dict(g) for g in rnd.gives], len(rnd.history))


def mid_play(hands: list[str], to_act: int | None = None,
             rules: TichuRules = TichuRules(grand_tichu=False)) -> Round:
    """A round in the play where each seat holds exactly `hands` (not filled up): the
    other cards lie in seat 1's tricks. Seat `to_act` (default: the Mah Jong's holder,
    else 0) is to lead."""
    rnd = in_play(["MJ", "", "", ""], rules)
    masks = [mask_of(cards(h)) for h in hands]
    union = 0
    for m in masks:
        assert not union & m, "a card named twice"
        union |= m
    rnd.hands = masks
    rnd.won = [0, ((1 << 56) - 1) & ~union, 0, 0]
    if to_act is None:
        to_act = next((s for s in range(4) if masks[s] >> 52 & 1), 0)
    rnd.to_act = to_act
    rnd.out = [s for s in range(4) if not masks[s]]
    rnd.version += 1
    return rnd
