"""The kit's turn loop: which seat's decision the table takes next, and from whom, for
every game. No pygame.

A seat is played by a human at this screen (the table's controls act for it), by an AI
(its bot thinks off the frame loop, game/ui/thinking.py) or by a player at another
machine (game/net: the answer comes later, over the network). The loop asks each seat
the way it is played, and hands back the next action to apply; nothing here waits.

A game's session keeps this contract (the three sessions and the tests' third game do):
    waiting() -> [seat]      whose decision the table needs now (none between rounds)
    legal(seat) -> [action]  that seat's legal actions now, in or out of turn
    observation(seat)        what the seat may know
    apply(action) -> events  the action applied and saved
    due() / advance()        the next round or deal is to be dealt / deal it
    finished, moves          the game has ended / a count of every change
    think(seat)              a Thinker (or Decided) for an AI seat's decision
    offer(seat)              (optional) a Thinker: does the AI seat act out of turn now?
    player_of(seat)          who sits in the seat (Tichu's tournament moves players)

Order (docs/TICHU_RULES.md T14, as game/tichu/ai/runner.py plays): after every change,
the seats that may act out of turn are asked first, one at a time in seat order after
the first seat the table waits for; the first that acts does. Then the seats the table
waits for, in order.
"""
from __future__ import annotations

import time
from typing import Any, Callable, Optional

HERE, AI, REMOTE = "here", "ai", "remote"
WAIT = object()  # a remote seat has not answered yet
NO = object()  # a remote seat does not act out of turn now

# (seat, out_of_turn) -> an action, WAIT or NO: what the player at another machine said
Remote = Callable[[int, bool], Any]


class TurnLoop:
    """`kind(player)` says how each player is played (HERE, AI or REMOTE); `remote` gives
    the remote players' answers (WAIT while a remote seat that may act out of turn is
    still waited for: the host's bomb window); while `hold()` is true the seats the table
    waits for are not asked yet (the window holds the next play)."""

    def __init__(self, session, kind: Callable[[int], str], remote: Optional[Remote] = None,
                 min_time: float = 0.0, hold: Callable[[], bool] = lambda: False):
        self.session = session
        self.kind = kind
        self.remote = remote
        self.min_time = min_time  # the least time an AI's decision seems to take
        self.hold = hold  # true while the table holds for out-of-turn actions (a window)
        self._key: Optional[int] = None
        self._thinkers: dict[tuple[str, int], Any] = {}
        self._offers: list[int] = []
        self._declined: set[int] = set()

    def seat_kind(self, seat: int) -> str:
        return self.kind(self.session.player_of(seat))

    def forget(self) -> None:
        """Every question is asked afresh (moves were taken back)."""
        self._key = None
        self._thinkers = {}
        self._offers = []

    def _reset(self) -> None:
        session = self.session
        self._key = session.moves
        waiting = session.waiting()
        kept = {}
        if self._simultaneous():
            # decisions made at once (Tichu's Grand Tichu calls and exchange): another
            # seat's call or card does not change what a seat still deciding sees of its
            # own hand, so its bot thinks on (the session says where a bot decides)
            key_of = getattr(session, "decision_key", None)
            for (kind, s), th in self._thinkers.items():
                if kind == "choose" and s in waiting and key_of is not None \
                        and getattr(th, "memo", None) == key_of(s):
                    kept[(kind, s)] = th
        self._thinkers = kept
        self._declined = set()
        self._offers = []
        if waiting:
            seats = _seats(session)
            first = waiting[0]
            for k in range(1, seats):
                s = (first + k) % seats
                if s not in waiting and session.legal(s):
                    self._offers.append(s)

    def _simultaneous(self) -> bool:
        check = getattr(self.session, "simultaneous", None)
        return bool(check()) if check is not None else False

    def idle(self) -> bool:
        """The bots have nothing left to decide until someone acts: every out-of-turn
        question of this position answered, and the table waits for humans only (or is
        over). Known after a step() that gave nothing to apply."""
        session = self.session
        if session.finished or not session.waiting():
            return True
        return (self._key == session.moves and not self.pending_offers()
                and self.working() is None
                and all(self.seat_kind(s) != AI for s in session.waiting()))

    def pending_offers(self) -> list[int]:
        """The AI seats still to say whether they act out of turn in this position."""
        if self._key != self.session.moves:
            self._reset()
        return [s for s in self._offers if self.seat_kind(s) == AI
                and s not in self._declined and hasattr(self.session, "offer")]

    def thinking(self) -> list[int]:
        """The AI seats thinking now (for the table's cue)."""
        return sorted({s for (kind, s), t in self._thinkers.items()
                       if kind == "choose" and not t.done})

    def working(self):
        return next((t for t in self._thinkers.values() if not t.done), None)

    def step(self, now: Optional[float] = None) -> Optional[Any]:
        """The next action to apply, or None while the table waits (for a bot, a remote
        player, or a human here)."""
        session = self.session
        if session.finished or session.due():
            return None
        if self._key != session.moves:
            self._reset()
        for s in self._offers:  # out of turn first, in seat order
            kind = self.seat_kind(s)
            if kind == REMOTE:  # asked every step: its answer may come at any time
                said = self.remote(s, True) if self.remote is not None else NO
                if said is WAIT:
                    return None
                if said is not NO and said in session.legal(s):
                    return said
                continue
            if kind != AI or s in self._declined or not hasattr(session, "offer"):
                continue  # a human here acts through the table's controls
            th = self._thinkers.get(("offer", s))
            if th is None:  # asked this step, answered at the earliest the next
                self._thinkers[("offer", s)] = session.offer(s)
                return None
            if not th.done:
                return None
            self._declined.add(s)
            _remember(session, th)
            if th.result is not None and th.result in session.legal(s):
                return th.result
        if self.hold():
            return None
        now = time.monotonic() if now is None else now
        # the decisions made at once are not shown one by one: no least time for them
        least = 0.0 if self._simultaneous() else self.min_time
        for s in session.waiting():
            kind = self.seat_kind(s)
            if kind == REMOTE:
                said = self.remote(s, False) if self.remote is not None else WAIT
                if said is not WAIT and said is not NO and said in session.legal(s):
                    return said
                continue
            if kind != AI:
                continue
            th = self._thinkers.get(("choose", s))
            if th is None:  # asked this step, taken at the earliest the next
                self._thinkers[("choose", s)] = session.think(s)
                continue
            if th.done and now - th.started >= least:
                if th.result in session.legal(s):
                    _remember(session, th)
                    return th.result
                del self._thinkers[("choose", s)]  # (not to be: think again next step)
        return None


def _seats(session) -> int:
    seats = getattr(session, "seats", None)
    return len(seats) if seats is not None else 0


def _remember(session, thinker) -> None:
    remember = getattr(session, "remember", None)
    if remember is not None:
        remember(thinker)
