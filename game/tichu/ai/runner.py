"""Playing Tichu rounds between bots, with the order of out-of-turn actions of
docs/TICHU_RULES.md T14: before each decision the round waits for, the other seats that
may act out of turn are offered it, in seat order after the seat to act; the first that
takes it acts, and the offers begin again."""
from __future__ import annotations

import time
from typing import Callable, Optional, Sequence

from ..engine.match import Match
from ..engine.observation import observe
from ..engine.round import Action, Phase, Round
from .base import Bot


def next_action(rnd: Round, bots: Sequence[Bot],
                clock: Optional[Callable[[int, float], None]] = None) -> Action:
    """The next action at this table: an out-of-turn one if a bot takes its offer, else
    the decision of the first seat the round waits for. `clock(seat, seconds)` hears
    how long each required decision took."""
    waiting = rnd.waiting()
    first = waiting[0]
    if rnd.phase in (Phase.PLAY, Phase.EXCHANGE):
        for k in range(1, 4):
            s = (first + k) % 4
            if s in waiting:
                continue
            options = rnd.legal_actions(s)
            if options:
                a = bots[s].interject(observe(rnd, s), options)
                if a is not None:
                    return a
    t0 = time.perf_counter()
    a = bots[first].choose(observe(rnd, first), rnd.legal_actions(first))
    if clock is not None:
        clock(first, time.perf_counter() - t0)
    return a


def play_round(match: Match, bots: Sequence[Bot], hands=None, clock=None) -> None:
    """Deal (or take `hands`) and play one round to its end; bots by seat."""
    rnd = match.start_round(hands)
    while not rnd.over:
        match.apply(next_action(rnd, bots, clock))


def play_match(match: Match, bots_by_player: Sequence[Bot], max_rounds: int = 200) -> bool:
    """Play the game to its end (False if it took more than `max_rounds`); bots by
    player, seated as the match seats the players each round."""
    while not match.finished:
        if len(match.rounds) >= max_rounds:
            return False
        seating = match.seating()
        play_round(match, [bots_by_player[p] for p in seating])
    return True
