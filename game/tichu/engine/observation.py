"""What one seat of a Tichu round may see (DESIGN.md: the only view a player gets): its own
hand, what it gave and, once the exchange is over, what it received; every combination
played, the calls, the passes in the current trick, how many cards each seat holds, the
finishing order and the wish in force. Nothing of another hand, and nothing of the cards
given between other seats."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .cards import count
from .combos import Play
from .round import Phase, Round
from .rules import TichuRules


@dataclass(frozen=True)
class Observation:
    seat: int
    rules: TichuRules
    phase: Phase
    waiting: tuple[int, ...]  # the seats whose decision the round needs
    to_act: int  # in the play, the seat whose turn it is; else -1
    hand: int  # mask
    hand_sizes: tuple[int, ...]
    grand: tuple[Optional[bool], ...]  # None: not yet decided
    tichu: tuple[bool, ...]
    gave: tuple[tuple[int, int], ...]  # (to seat, card) this seat has given
    received: tuple[tuple[int, int], ...]  # (from seat, card), once the exchange is over
    trick: tuple[tuple[int, Play], ...]  # the plays of the trick on the table
    top: Optional[tuple[int, Play]]
    passed: tuple[int, ...]  # who passed since the last play
    tricks: tuple[tuple[tuple[tuple[int, Play], ...], int], ...]  # finished: (plays, winner)
    played: int  # mask of every card played so far
    won: tuple[int, ...]  # cards in each seat's tricks (face down in life, but counted)
    out: tuple[int, ...]
    wish: int  # the rank wished and still to be fulfilled, 0: none
    wished: Optional[int]  # what the Mah Jong asked for (0: nothing), None: not played
    pending: int  # the seat that must wish or give the Dragon's trick, else -1


def observe(rnd: Round, seat: int) -> Observation:
    exchanged = rnd.phase not in (Phase.GRAND, Phase.EXCHANGE)
    received = tuple(sorted((s, rnd.gives[s][seat]) for s in range(4)
                            if seat in rnd.gives[s])) if exchanged else ()
    played = 0
    for plays, _ in rnd.tricks:
        for _, p in plays:
            played |= p.cards
    played |= rnd.trick_cards
    return Observation(
        seat=seat, rules=rnd.rules, phase=rnd.phase, waiting=tuple(rnd.waiting()),
        to_act=rnd.to_act if rnd.phase is Phase.PLAY else -1, hand=rnd.hands[seat],
        hand_sizes=tuple(count(h) for h in rnd.hands), grand=tuple(rnd.grand),
        tichu=tuple(rnd.tichu), gave=tuple(sorted(rnd.gives[seat].items())),
        received=received, trick=tuple(rnd.trick), top=rnd.top, passed=tuple(rnd.passed),
        tricks=tuple(rnd.tricks), played=played, won=tuple(rnd.won), out=tuple(rnd.out),
        wish=rnd.wish, wished=rnd.wished, pending=rnd.pending)
