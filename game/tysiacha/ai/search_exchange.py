"""The search bot's exchange (R26): which cards the declarer gives, and to whom, chosen
by simulation.

The rule-based ranking (exchange.ranked_gives) proposes the few pairs of cards most
worth giving; each pair is tried both ways round. For each layout of the defenders'
hands consistent with what the declarer knows (knowledge.py), every option is solved
from the first lead with a zero-window test (dds.py): does the declarer still take the
contract, and a raise above it? The option that makes the contract in the most layouts
wins; the raise breaks ties, then the rule-based ranking. A defender left holding all
four nines may call a redeal (R12): such a layout counts as neither made nor failed.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable, NamedTuple, Optional, Sequence

from ...core.clock import cpu_now
from ..engine.cards import NINES_MASK, cards_of, mask_of
from ..engine.deal import hand_bid_cap
from ..engine.observation import Observation
from .dds import Position, Solver

CANDIDATES = 6  # card pairs (or single cards) from the rule-based ranking
RAISE_STEP = 20  # the raise that breaks ties between options that make the contract
RAISE_WEIGHT = 0.25  # what making that raise adds to an option, per layout
REDEAL_WORTH = 0.4  # a layout in which a defender may call a redeal (R12)


def exchange_options(candidates: Sequence[int], open_seats: Sequence[int]
                     ) -> list[tuple[tuple[int, int], ...]]:
    """Every way to hand the candidate cards to the defenders still to receive one:
    for each candidate mask, its cards in order to `open_seats` and, for two, crossed."""
    options = []
    for m in candidates:
        cards = cards_of(m)
        if len(cards) == 1:
            options.append(((cards[0], open_seats[0]),))
        else:
            a, b = cards
            s, t = open_seats
            options.append(((a, s), (b, t)))
            options.append(((a, t), (b, s)))
    return options


def choose_exchange(obs: Observation, options: list[tuple[tuple[int, int], ...]],
                    layouts: Iterable[dict], solver: Solver, template: Position,
                    deadline: Optional[float] = None) -> tuple[tuple[int, int], ...]:
    """The option (a tuple of (card, seat) gives) that plays best over `layouts` (the
    defenders' hands as {seat: mask}); `options` come best first by the rule-based
    ranking, which breaks ties. Past `deadline` (a cpu_now() value), a layout
    not finished is dropped, once one layout has been finished."""
    return weigh_exchange(obs, options, layouts, solver, template, deadline).best


class Weighing(NamedTuple):
    """What the exchange's layouts came to, per option: `scores` (the measure that
    chooses), the layouts in which the contract is `made`, the raise above it `raised`,
    a defender may call a redeal `redeal`; over `layouts`; `up` the raise tried (0: none
    open), `best` the option chosen."""
    scores: list
    made: list
    raised: list
    redeal: list
    layouts: int
    up: int
    best: tuple


def weigh_exchange(obs: Observation, options: list[tuple[tuple[int, int], ...]],
                   layouts: Iterable[dict], solver: Solver, template: Position,
                   deadline: Optional[float] = None) -> Weighing:
    """choose_exchange with its figures (the hint's reasons are these very counts)."""
    rules = obs.rules
    mine = mask_of(obs.hand)
    contract = obs.contract
    kept = [mine & ~mask_of(c for c, _ in opt) for opt in options]
    up = contract + RAISE_STEP
    higher = [up if up <= hand_bid_cap(rules, hand) else 0 for hand in kept]

    def outcome(i: int, others: dict) -> int:
        """Option i in one layout: 2 if the contract and the raise are reached, 1 the
        contract, 0 neither, -1 a defender may call a redeal."""
        hands = dict(others)
        hands[obs.seat] = kept[i]
        for c, s in options[i]:
            hands[s] |= 1 << c
        if rules.four_nines and any(hands[s] & NINES_MASK == NINES_MASK
                                    for s in hands if s != obs.seat):
            return -1
        pos = replace(template, hands=tuple(hands[s] for s in template.seats))
        if not solver.can_reach(pos, contract):
            return 0
        return 2 if higher[i] and solver.can_reach(pos, higher[i]) else 1

    k = len(options)
    made, raised, redeal = [0] * k, [0] * k, [0] * k
    # 1 a layout the contract is reached, a share more for the raise, REDEAL_WORTH where
    # a defender may call a redeal, else 0 (summed layout by layout, as always)
    worth = {2: 1.0 + RAISE_WEIGHT, 1: 1.0, 0: 0.0, -1: REDEAL_WORTH}
    scores = [0.0] * k
    n = 0
    for others in layouts:
        row = []
        for i in range(k):
            if n and deadline is not None and cpu_now() > deadline:
                break
            row.append(outcome(i, others))
        if len(row) < k:  # out of time: this layout is left out
            break
        n += 1
        for i, o in enumerate(row):
            scores[i] += worth[o]
            made[i] += o > 0
            raised[i] += o == 2
            redeal[i] += o < 0
    best = max(range(k), key=lambda i: (scores[i], -i)) if n else 0
    return Weighing(scores, made, raised, redeal, n, up if any(higher) else 0, options[best])
