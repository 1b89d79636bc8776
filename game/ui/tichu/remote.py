"""A Tichu game played at another machine's table (game/net): the session the table's
scenes show, built on the seat's picture of the game (game/tichu/mirror.py), fed by
the host's states (game/net/client.py) instead of the engine's own turn loop.

The host decides everything. This player's actions go to it and come back as the next
state; every state is applied to the picture in the order it came, once the table has
shown the one before (its events animate as at a local table). Nothing is saved here
while the game goes on (the host saves); the finished record is kept in this player's
games folder, and counted in its statistics, when the host sends it.
"""
from __future__ import annotations

import random
from pathlib import Path
from typing import Optional

from game.tichu.engine.round import Action, Event
from game.tichu.engine.rules import TichuRules
from game.tichu.mirror import Mirror, MirrorError

from ..saves import SeatConfig
from .session import TichuSession


class RemoteTichuSession(TichuSession):
    """The game at the table of `net` (a NetTable whose game has started and whose
    first state has come), seen from its player's seat."""

    remote = True

    def __init__(self, net, games_dir: Optional[Path] = None,
                 data_dir: Optional[Path] = None):
        start = net.start
        rules = TichuRules.from_mapping(start["rules"])
        names = [str(n) for n in start["names"]]
        first_dealer = int((start.get("public") or {}).get("first_dealer", 0)) % 4
        self.net = net
        self.me = net.player
        self.mirror = Mirror(rules, names, first_dealer, seed=random.randrange(1 << 30))
        kinds = start.get("kinds") or ["remote"] * 4
        levels = start.get("levels") or ["normal"] * 4
        seats = [SeatConfig(n, p == self.me, levels[p] if kinds[p] == "ai" else "normal")
                 for p, n in enumerate(names)]
        super().__init__(self.mirror.match, seats, None)
        # (nothing is saved here, save() says; the data folder is where this player's
        # statistics count the game after each round, as at a local table)
        self.save_dir = Path(data_dir) if data_dir is not None else None
        from ..scenes.network import JoinedView
        self.networked = JoinedView(net, self.player, self.waiting, lambda: self.problem)
        self.games_dir = games_dir
        self.kept: Optional[Path] = None
        self.record_taken = False
        self.problem: Optional[str] = None  # the picture could not follow the host
        self.sent_at: Optional[int] = None  # the version this player last answered
        self.state = None  # the last state applied
        self._arriving = None  # the state whose action the table is applying now
        self.outbox: list[Action] = []  # this player's decisions still to send
        self.resynced = False  # the picture was made afresh (the table shows it so)
        first = net.states[0]
        if first.past:
            self.mirror.catch_up(first.past)
        if not first.dealt:  # joined in the middle of a round: the picture of it now
            net.states.popleft()
            self.mirror.start(first.obs)
            self.state = first

    # ------------------------------------------------------------ what the table asks
    @property
    def undo_allowed(self) -> bool:
        return False  # at a networked table, as in hot-seat (the others have seen it)

    def can_undo(self) -> bool:
        return False

    def legal(self, seat: int) -> list[Action]:
        """The host's word for this player's seat, until it answers; nothing for the
        others (their actions come from the host)."""
        st = self.state
        if st is None or seat != st.seat or self.sent_at == st.v or self.outbox \
                or self.net.states or self.net.status != "seated":
            return []
        return list(st.legal) if self.round is not None and not self.round.over else []

    @property
    def game_id(self) -> str:
        """The game in the statistics: the table's code, players and rules (the cards
        of the picture are made up, and made again as it goes)."""
        import hashlib
        key = repr((self.net.code, self.match.names, repr(self.match.rules),
                    self.match.first_dealer))
        return hashlib.blake2b(key.encode("utf-8"), digest_size=8).hexdigest()

    def conductor(self, min_time: float = 0.0) -> "Feed":
        return Feed(self)

    def ready_for_round(self) -> bool:
        """The host has dealt the next round (the scoring page waits for it)."""
        self.net.poll()
        rnd = self.round
        return any(st.dealt for st in self.net.states) or \
            (rnd is not None and not rnd.over)  # (begun while this player was away)

    # ------------------------------------------------------------ moves
    def start_round(self, hands=None) -> list[Event]:
        """The next round as the host dealt it (ready_for_round() says it has)."""
        while self.net.states:
            st = self.net.states.popleft()
            if st.dealt:
                self.history.clear()
                self.moves += 1
                self.state = st
                try:
                    return self.mirror.start(st.obs)[:1]
                except MirrorError as exc:  # (never seen: the prompt would say it)
                    self.problem = str(exc)
                    rnd = self.match.start_round()
                    return [Event("deal", rnd.dealer, tuple(rnd.dealt))]
        rnd = self.round
        if rnd is not None and not rnd.over:  # begun while this player was away
            return [Event("deal", rnd.dealer, tuple(rnd.dealt))]
        raise MirrorError("the host has not dealt the next round yet")

    def apply(self, action: Action) -> list[Event]:
        """An action of this player goes to the host (the table shows it when the host
        says it was made); one that came from the host is shown."""
        st = self._arriving
        if st is not None and action is st.action:
            self._arriving = None
            return self._see(st)
        st = self.state
        if st is None or action.seat != st.seat or action not in st.legal:
            raise ValueError("not now: the table has moved on")
        if self.sent_at == st.v:  # one answer a state: the next goes with the next state
            self.outbox.append(action)
        else:
            self._send(action)
        return []

    def _send(self, action: Action) -> None:
        self.net.act(self.state.v, action)
        self.sent_at = self.state.v
        self.moves += 1

    def _see(self, st) -> list[Event]:
        self.state = st
        self.moves += 1
        if st.whole:
            self.sent_at = None
        try:
            events = self.mirror.see(st.obs, st.action if st.shown else None)
        except MirrorError as exc:
            self.problem = str(exc)
            events = []
        # what the player decided at once (the three cards given) goes one a state
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
            return None  # (a new round waits for the table to deal it: start_round)
        st = states.popleft()
        if st.whole:  # after a drop: what was sent may have been lost with the link
            self.sent_at = None
        if st.past or (st.round is not None and st.round != len(self.match.rounds)):
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
            self.mirror.rejoin(st.past, st.obs, st.round or len(self.match.rounds))
        except MirrorError as exc:
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
        path, problem = keep_record(Path(self.games_dir), record, ".tichu.yaml")
        self.kept = path
        return problem


class Feed:
    """The table's turn loop at a networked table: the next action is the host's."""

    def __init__(self, session: RemoteTichuSession):
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


def open_remote(app, net, replace=None) -> None:
    """The table of the game `net` joined, in place of `replace` (the lobby)."""
    from .table_scene import open_tichu
    session = RemoteTichuSession(net, games_dir=Path(app.data_dir) / "games",
                                 data_dir=app.data_dir)
    open_tichu(app, session, replace)


__all__ = ["RemoteTichuSession", "Feed", "open_remote"]
