"""A seat at another machine's table, for the window (the lobby and the table scenes):
the connection, the lobby as the host last sent it, and the game's states in the order
they came, decoded with the game's own codec. No pygame; nothing here waits: `poll()`
takes what the network thread brought (game/net/transport.py).
"""
from __future__ import annotations

import collections
import hashlib
import queue
import time
import uuid
import weakref
from dataclasses import dataclass, field
from typing import Any, Optional

from game import registry
from game.core.wire import WireError, codec_for

from .protocol import PROTOCOL, QUICK, clean_text, follow_state
from .transport import Client

CONNECTING, SEATED, RECONNECTING, LOST, REFUSED, LEFT = (
    "connecting", "seated", "reconnecting", "lost", "refused", "left")
SAID_FOR = 6.0  # seconds a quick message stays on its sender's plate


_OPEN: "weakref.WeakSet[NetTable]" = weakref.WeakSet()  # the tables joined and not left


def leave_all() -> None:
    """Leave every table joined (the window is back at its main menu, or ends)."""
    for net in list(_OPEN):
        net.close()


def machine_id() -> str:
    """This machine, as the host knows it for a rejoin: the same after a restart."""
    return hashlib.blake2b(str(uuid.getnode()).encode(), digest_size=6).hexdigest()


@dataclass
class State:
    """One change of the table as this seat sees it."""
    v: int
    seat: int
    obs: Any  # the game's observation (decoded)
    legal: list  # the seat's legal actions now (decoded)
    waiting: list
    finished: bool
    round: Optional[int] = None
    dealt: bool = False
    actor: Optional[int] = None  # who just acted, and what, if this seat may see it
    action: Any = None
    shown: bool = False
    window: bool = False
    whole: bool = False  # the whole table (after a join or a drop), not what changed
    past: list = field(default_factory=list)


class NetTable:
    """Joins `host:port` with `code` as `name`; `poll()` keeps `status`, `lobby`,
    `states` (new ones at the end, taken by the table), `said` and `record` current."""

    def __init__(self, host: str, port: int, code: str, name: str, badge: str = "",
                 machine: Optional[str] = None, retries: int = 60):
        self.address = (host, port)
        self.code = code
        self.name = clean_text(name)
        hello = {"t": "hello", "protocol": PROTOCOL, "code": code, "name": self.name,
                 "machine": machine or machine_id(), "badge": clean_text(badge, 24)}
        self.client = Client(host, port, hello, retries=retries)
        self.status = CONNECTING
        self.why = ""  # the last refusal or loss, in the host's or the network's words
        self.player: Optional[int] = None
        self.game: Optional[str] = None
        self.description = None
        self.codec = None
        self.lobby: list[dict] = []
        self.started = False
        self.start: Optional[dict] = None  # the host's "start": names, rules, kinds
        self.states: collections.deque[State] = collections.deque()
        self.said: dict[int, tuple[str, float]] = {}  # seat -> (quick message, when)
        self.record: Optional[str] = None
        self.away: set[int] = set()  # players whose connection dropped
        self.changed = 0  # counts what poll() took in (scenes redraw on it)
        self._obs_json: Optional[dict] = None
        self._legal_json: list = []

    # ------------------------------------------------------------ the connection
    def connect(self) -> None:
        _OPEN.add(self)
        self.client.start()

    def close(self) -> None:
        _OPEN.discard(self)
        if self.status == LEFT:
            return
        if self.status not in (LOST, REFUSED):
            self.client.send({"t": "bye"})
        self.client.close(timeout=2.0)
        self.status = LEFT

    @property
    def over(self) -> bool:
        return self.status in (LOST, REFUSED, LEFT)

    def poll(self, limit: int = 200) -> int:
        """Take what came; the number of things taken."""
        taken = 0
        for _ in range(limit):
            try:
                what, data = self.client.inbound.get_nowait()
            except queue.Empty:
                break
            taken += 1
            self._take(what, data)
        if taken:
            self.changed += 1
        return taken

    def _take(self, what: str, data: Any) -> None:
        if what == "reconnecting":
            if self.status != REFUSED:
                self.status, self.why = RECONNECTING, clean_text(str(data), 120)
            return
        if what in ("lost", "refused"):
            self.status, self.why = (LOST if what == "lost" else REFUSED), \
                clean_text(str(data), 200)
            return
        if what != "message" or not isinstance(data, dict):
            return
        kind = data.get("t")
        try:
            if kind == "welcome":
                self._welcome(data)
            elif kind == "lobby":
                self.lobby = [s for s in data.get("seats", []) if isinstance(s, dict)]
                self.away = {i for i, s in enumerate(self.lobby)
                             if s.get("taken") and not s.get("connected")
                             and s.get("kind") == "open"}
            elif kind == "start":
                self.start, self.started = data, True
            elif kind == "state":
                self._state(data)
            elif kind == "said":
                if data.get("m") in QUICK and isinstance(data.get("seat"), int):
                    self.said[data["seat"]] = (data["m"], time.monotonic())
            elif kind == "seat":
                player = data.get("player")
                if isinstance(player, int):
                    (self.away.discard if data.get("connected") else self.away.add)(player)
            elif kind == "refused":
                self.why = clean_text(str(data.get("why", "")), 200)
            elif kind == "end":
                if isinstance(data.get("record"), str):
                    self.record = data["record"]
        except (KeyError, TypeError, ValueError, WireError) as exc:
            self.why = f"a message from the host could not be read ({exc})"

    def _welcome(self, data: dict) -> None:
        game = data.get("game")
        self.description = registry.find(game) if isinstance(game, str) else None
        if self.description is None:
            self.status, self.why = REFUSED, f"the table plays {clean_text(str(game), 20)}, " \
                                             "which this version does not have"
            self.client.close(timeout=0.1)
            return
        self.game = game
        self.codec = codec_for(self.description)
        self.player = data.get("player")
        self.started = bool(data.get("started"))
        self.status, self.why = SEATED, ""

    def _state(self, data: dict) -> None:
        self._obs_json, self._legal_json = follow_state(self._obs_json, self._legal_json,
                                                        data)
        codec = self.codec
        last = data.get("last") or {}
        state = State(v=data["v"], seat=data["seat"], obs=codec.decode(self._obs_json),
                      legal=[codec.decode(a) for a in self._legal_json],
                      waiting=list(data.get("waiting") or []),
                      finished=bool(data.get("finished")), round=data.get("round"),
                      dealt=bool(data.get("dealt")), actor=last.get("seat"),
                      window=bool(data.get("window")), whole="obs" in data)
        if "a" in last:
            state.action, state.shown = codec.decode(last["a"]), True
        if "past" in data:
            state.past = [codec.decode(o) for o in data["past"]]
        self.states.append(state)

    # ------------------------------------------------------------ saying things
    def ready(self, ready: bool = True) -> None:
        self.client.send({"t": "ready", "ready": ready})

    def ask_start(self) -> None:
        self.client.send({"t": "start"})

    def say(self, key: str) -> None:
        if key in QUICK:
            self.client.send({"t": "say", "m": key})

    def act(self, v: int, action: Any) -> None:
        """`action` made against the state of version `v` (None: not acting out of turn
        now)."""
        self.client.send({"t": "act", "v": v,
                          "a": None if action is None else self.codec.encode(action)})

    def saying(self, seat: int) -> Optional[str]:
        """The quick message on `seat`'s plate now, if any."""
        said = self.said.get(seat)
        if said is None or time.monotonic() - said[1] > SAID_FOR:
            return None
        return said[0]


__all__ = ["NetTable", "State", "machine_id", "leave_all", "CONNECTING", "SEATED", "RECONNECTING",
           "LOST", "REFUSED", "LEFT"]
