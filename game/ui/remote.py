"""A game played at another machine's table (game/net), for every game: what its
session does there, on the seat's picture of the game (the game's mirror: a real match
whose hidden cards are made up, so that the observation of this seat is the host's),
fed by the host's states (game/net/client.py) instead of the engine's own turn loop.

The host decides everything. This player's actions go to it and come back as the next
state; every state is applied to the picture in the order it came, once the table has
shown the one before (its events animate as at a local table). Nothing is saved here
while the game goes on (the host saves); the finished record is kept in this player's
games folder, and counted in its statistics, when the host sends it.

A game's remote session is its own session class with `Joined` first among its bases,
and says how its rounds (or deals) are shown to begin: `_dealt_event()` and
`_deal_anyway()`. Its mirror is a game/core/picture.Picture.
"""
from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any, Optional

from .saves import SeatConfig


def joined_seats(start: dict, me: int, default_level: str) -> list[SeatConfig]:
    """The seats as the host's `start` message tells them: this player's is the human
    here; the host and the players at other machines are humans in the statistics."""
    names = [str(n) for n in start["names"]]
    kinds = start.get("kinds") or ["remote"] * len(names)
    levels = start.get("levels") or [default_level] * len(names)
    return [SeatConfig(n, p == me, levels[p] if kinds[p] == "ai" else default_level,
                       remote=p != me and kinds[p] != "ai")
            for p, n in enumerate(names)]


def open_joined(app, net, make, show, replace=None) -> None:
    """The table of the game `net` joined, in place of `replace` (the lobby): the
    session `make` gives (the game's remote session class), shown by `show` (the game's
    opener of a table), the player's games folder and statistics its own."""
    session = make(net, games_dir=Path(app.data_dir) / "games", data_dir=app.data_dir)
    show(app, session, replace)
    watch(app, net)


def watch(app, net) -> None:
    """Take what the host sends every frame, whatever page is on top (the scoring page
    too: a drop, a quick message), until the table is left."""
    def tick() -> None:
        if net.status == "left":
            app.tickers.remove(tick)
        else:
            net.poll()
    app.tickers.append(tick)


class Joined:
    """The session of a game joined at another machine's table (the mix-in)."""

    remote = True

    def _join(self, net, mirror, problem_type: type, games_dir: Optional[Path],
              data_dir: Optional[Path]) -> None:
        """Set up after the game's own session (on `mirror.match`) is: `net` is the
        NetTable whose game has started and whose first state has come."""
        self.net = net
        self.me = net.player
        self.mirror = mirror
        self.mirror_error = problem_type
        # (nothing is saved here, save() says; the data folder is where this player's
        # statistics count the game after each round, as at a local table)
        self.save_dir = Path(data_dir) if data_dir is not None else None
        from .scenes.network import JoinedView
        self.networked = JoinedView(net, self.player_of, self.waiting, lambda: self.problem)
        self.games_dir = games_dir
        self.kept: Optional[Path] = None
        self.record_taken = False
        self.problem: Optional[str] = None  # the picture could not follow the host
        self.sent_at: Optional[int] = None  # the version this player last answered
        self.state = None  # the last state applied
        self._arriving = None  # the state whose action the table is applying now
        self.outbox: list = []  # this player's decisions still to send
        self.resynced = False  # the picture was made afresh (the table shows it so)
        first = net.states[0]
        try:
            if first.past:
                self.mirror.catch_up(first.past)
            if not first.dealt:  # joined in the middle of a round: the picture of it now
                net.states.popleft()
                self.mirror.start(first.obs)
                self.state = first
        except problem_type as exc:
            self.problem = str(exc)

    # ------------------------------------------------------------ a game's own part
    def _dealt_event(self) -> list:
        """The event that shows the round in progress being dealt."""
        raise NotImplementedError

    def _deal_anyway(self) -> list:
        """A round dealt here from nothing, when the host's could not be pictured (the
        prompt says so): its deal's event."""
        raise NotImplementedError

    def _cleared(self) -> None:
        """A new round begins: what the last one kept goes."""

    # ------------------------------------------------------------ what the table asks
    @property
    def undo_allowed(self) -> bool:
        return False  # at a networked table, as in hot-seat (the others have seen it)

    def can_undo(self) -> bool:
        return False

    def legal(self, seat: int) -> list:
        """The host's word for this player's seat, until it answers; nothing for the
        others (their actions come from the host)."""
        st = self.state
        if st is None or seat != st.seat or self.sent_at == st.v or self.outbox \
                or self.net.states or self.net.status != "seated":
            return []
        return list(st.legal) if self.mirror.in_progress() else []

    @property
    def game_id(self) -> str:
        """The game in the statistics: the table's code, players and rules (the cards
        of the picture are made up, and made again as it goes)."""
        key = repr((self.net.code, self.match.names, repr(self.match.rules),
                    self.match.first_dealer))
        return hashlib.blake2b(key.encode("utf-8"), digest_size=8).hexdigest()

    def conductor(self, min_time: float = 0.0) -> "Feed":
        return Feed(self)

    def ready_for_round(self) -> bool:
        """The host has dealt the next round (the scoring page waits for it)."""
        self.net.poll()
        return any(st.dealt for st in self.net.states) or self.mirror.in_progress()

    # ------------------------------------------------------------ moves
    def _start_next(self) -> list:
        """The next round as the host dealt it (ready_for_round() says it has): its
        deal's event."""
        while self.net.states:
            st = self.net.states.popleft()
            if st.dealt:
                self._cleared()
                self.moves += 1
                self.state = st
                try:
                    return self.mirror.start(st.obs)[:1]
                except self.mirror_error as exc:  # (never seen: the prompt would say it)
                    self.problem = str(exc)
                    return self._deal_anyway()
        if self.mirror.in_progress():  # begun while this player was away
            return self._dealt_event()
        raise self.mirror_error("the host has not dealt the next round yet")

    def apply(self, action: Any) -> list:
        """An action of this player goes to the host (the table shows it when the host
        says it was made); one that came from the host is shown."""
        st = self._arriving
        if st is not None and action is st.action:
            self._arriving = None
            return self._see(st)
        st = self.state
        if st is None or action not in st.legal:
            raise ValueError("not now: the table has moved on")
        if self.sent_at == st.v:  # one answer a state: the next goes with the next state
            self.outbox.append(action)
        else:
            self._send(action)
        return []

    def _send(self, action: Any) -> None:
        self.net.act(self.state.v, action)
        self.sent_at = self.state.v
        self.moves += 1

    def _see(self, st) -> list:
        self.state = st
        self.moves += 1
        if st.whole:
            self.sent_at = None
        try:
            events = self.mirror.see(st.obs, st.action if st.shown else None)
        except self.mirror_error as exc:
            self.problem = str(exc)
            events = []
        # what the player decided at once (Tichu's three cards given) goes one a state
        while self.outbox and not self.net.states:
            action = self.outbox.pop(0)
            if action in st.legal:
                self._send(action)
                break
        return events

    def take(self):
        """The next state from the host, for the table: its action if the table is to
        show one (applied through apply()), else None (a hidden action, applied now)."""
        self.net.poll()
        if self.net.record is not None and not self.record_taken:
            self.problem = self.keep_record() or self.problem
        states = self.net.states
        if not states or states[0].dealt:
            return None  # (a new round waits for the table to deal it)
        st = states.popleft()
        if st.whole:  # after a drop: what was sent may have been lost with the link
            self.sent_at = None
        if st.past or (st.round is not None and st.round != self.mirror.begun()):
            self._rejoin(st)  # the whole table again, after a drop
            return None
        if st.shown and st.action is not None:
            self._arriving = st
            return st.action
        self._see(st)
        return None

    def _rejoin(self, st) -> None:
        self.state = st
        self.moves += 1
        self.resynced = True  # (the table shows the round afresh)
        try:
            self.mirror.rejoin(st.past, st.obs, st.round or self.mirror.begun())
        except self.mirror_error as exc:
            self.problem = str(exc)

    def save(self) -> None:
        pass  # the host saves the game

    # ------------------------------------------------------------ the end
    def keep_record(self) -> Optional[str]:
        """The finished game as the host sent it, kept in this player's games folder;
        what went wrong, or None."""
        record = self.net.record
        if record is None or self.record_taken or self.games_dir is None:
            return None
        self.record_taken = True
        from game.net.bot_player import keep_record
        path, problem = keep_record(Path(self.games_dir), record, self.SUFFIX)
        self.kept = path
        return problem


class Feed:
    """The table's turn loop at a networked table: the next action is the host's."""

    def __init__(self, session: Joined):
        self.session = session
        self.min_time = 0.0
        self._thinkers: dict = {}  # (nothing thinks here: the host's bots think there)

    def step(self, now=None):
        return self.session.take()

    def thinking(self) -> list[int]:
        st = self.session.state
        if st is None or self.session.net.states:
            return []
        # the seats the host waits for that are not played here show the thinking cue
        return [s for s in st.waiting if s != st.seat]

    def working(self):
        return None

    def forget(self) -> None:
        pass

    def idle(self) -> bool:
        return not self.session.net.states

    def pending_offers(self) -> list[int]:
        return []


__all__ = ["Joined", "Feed", "joined_seats", "open_joined", "watch"]
