"""The host of a networked table: the only authority. It keeps the seats (here, open for
a player at another machine, or AI), lets players take the open ones with the table code,
starts the game, and from then on checks every action against the engine, runs the AI
seats (game/ui/turns.py, the kit's turn loop), saves after every action, and tells each
player what its seat may know: its observation, its legal actions, and of every action
what the game lets that seat see (GameDescription.shows_action). For every game, through
its description: nothing here names one. No pygame.

`pump()` is called by whoever owns the host (the window's frame loop, or `serve`'s loop):
it takes what the network brought (game/net/transport.py) and steps the table; it never
waits.
"""
from __future__ import annotations

import queue
import random
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional

import yaml

from game.core.fileio import write_atomic
from game.core.wire import WireError, canonical, codec_for
from game.ui.i18n import seat_key
from game.ui.saves import SeatConfig
from game.ui.turns import AI, HERE, NO, REMOTE, WAIT, TurnLoop

from . import protocol
from .netfile import NET_FILE, plain, read_net_data
from .outbox import Outbox
from .protocol import PROTOCOL, QUICK, clean_text, refused, same_code

OPEN = "open"  # a seat kept for a player at another machine


@dataclass
class Player:
    """One seat of the table, as the host keeps it."""

    kind: str  # HERE, OPEN (remote, when taken), AI
    name: str
    level: str = "normal"
    badge: str = ""
    machine: str = ""  # the remote player's machine (a rejoin gives the seat back)
    cid: Optional[int] = None  # its connection now
    ready: bool = False
    taken: bool = False  # a remote player has sat here (the seat is theirs)
    dropped_at: Optional[float] = None
    stand_in: bool = False  # an AI plays for the player who dropped
    own_name: str = ""  # the name the remote player gave, if the table numbered it

    @property
    def connected(self) -> bool:
        return self.cid is not None

    def public(self, seat: int) -> dict:
        return {"seat": seat, "kind": self.kind, "name": self.name, "level": self.level,
                "badge": self.badge, "taken": self.taken, "connected": self.connected,
                "ready": self.ready or self.kind != OPEN, "stand_in": self.stand_in}


@dataclass
class Answer:
    v: int  # the version the player saw
    action: Any  # the action, or NO (not acting out of turn now)


class Host:
    """A table hosted here. `players`: one Player per seat; `make_session(names, seats)`
    starts the game, `log` hears a line for the console (serve) or the screen."""

    def __init__(self, description, rules, players: list[Player], server,
                 save_dir: Optional[Path] = None, seed: Optional[int] = None,
                 code: Optional[str] = None, window: float = 0.0,
                 on_drop: str = "ai", grace: float = 10.0,
                 log: Callable[[str], None] = lambda line: None, attached: bool = False,
                 idle: Optional[threading.Event] = None):
        self.description = description
        self.rules = rules
        self.players = players
        self.server = server
        self.save_dir = Path(save_dir) if save_dir is not None else None
        self.seed = seed
        self.code = code or protocol.new_code()
        self.window = window  # seconds the table holds after a change for a remote bomb
        self.on_drop = on_drop  # "ai": an AI stands in after `grace` seconds; "wait"
        self.grace = grace
        self.log = log
        # attached: a window shows the game here and applies every action itself (its
        # table's turn loop is this host's); the host hears of each through the
        # session's listeners. Else pump() plays the game on (serve, the tests)
        self.attached = attached
        self.codec = None
        self.session = None
        self.loop: Optional[TurnLoop] = None
        self.version = 0  # actions applied (and rounds dealt) since the start
        self.answers: dict[int, Answer] = {}
        self.asked_at: dict[int, int] = {}  # by player: the version its question last changed
        self._legal_now: dict[int, list] = {}  # by player: its legal actions, last told
        self._said_no: set[int] = set()  # remote players who answered this version
        self.changed_at = time.monotonic()
        self.finished_sent = False
        self.cids: dict[int, int] = {}  # connection -> player
        self.said: dict[int, tuple[str, float]] = {}  # seat -> (quick message, when)
        self._sent_obs: dict[int, Any] = {}  # by player: the observation it has
        self._sent_legal: dict[int, str] = {}
        # attached, the messages are made and sent on a thread of their own, between the
        # window's frames (`idle` set); else at once
        self.outbox = Outbox(idle if attached else None, inline=not attached)
        self.rng = random.Random(seed)

    # ------------------------------------------------------------ the lobby
    @property
    def started(self) -> bool:
        return self.session is not None

    def lobby(self) -> dict:
        return {"t": "lobby", "game": self.description.id, "started": self.started,
                "seats": [p.public(s) for s, p in enumerate(self.players)]}

    def broadcast(self, message: dict) -> None:
        for p in self.players:
            if p.cid is not None:
                self._send(p.cid, message)

    def start(self, session=None) -> None:
        """Begin the game (or go on with `session`, a game resumed): the open seats no
        player took are played by the AI."""
        for p in self.players:
            if p.kind == OPEN and not p.taken:
                p.kind, p.name = AI, p.name or "AI"
        if session is None:  # (human: played at this screen)
            seats = [SeatConfig(p.name, p.kind == HERE, p.level, p.badge,
                                remote=p.kind == OPEN) for p in self.players]
            session = self.description.new_session(self.rules, seats, self.save_dir,
                                                   self.seed)
        self.session = session
        self.codec = codec_for(self.description)
        for player, p in enumerate(self.players):
            if p.kind == OPEN and hasattr(session, "bots"):
                # an AI ready to stand in for a player who drops
                session.bots.setdefault(player, (p.level, self.rng.randrange(1 << 30)))
        self.loop = TurnLoop(session, self.kind_of, self.remote_answer, hold=self.holding)
        if self.attached:
            session.turn_loop = self.loop
            session.listeners.append(self._heard)
        self.save_net_file()
        self.broadcast(self.lobby())
        self.broadcast(self._start_message())
        self.log(f"the game of {self.description.title} begins")
        if self.attached and session.due():
            return  # the window deals it (and the host hears of it)
        dealt = session.due()
        if dealt:
            session.advance()
        self._changed(dealt=dealt)

    def _start_message(self) -> dict:
        """The game begins: its players, rules, and what every seat may know of how it
        was set up (the session's `public()`, e.g. the first dealer)."""
        public = getattr(self.session, "public", None)
        return {"t": "start", "game": self.description.id,
                "names": [p.name for p in self.players],
                "kinds": [p.kind if p.kind != OPEN else "remote" for p in self.players],
                "levels": [p.level for p in self.players],
                "rules": plain(self.rules.to_mapping()),
                "public": plain(public()) if public is not None else {}}

    def kind_of(self, player: int) -> str:
        p = self.players[player]
        if p.kind == OPEN:
            return AI if p.stand_in else REMOTE
        return p.kind

    # ------------------------------------------------------------ each step
    def pump(self, limit: int = 200) -> None:
        """Take what the network brought, then let the table go on as far as it can
        without waiting."""
        for _ in range(limit):
            try:
                cid, what, data = self.server.inbound.get_nowait()
            except queue.Empty:
                break
            try:
                self.receive(cid, what, data)
            except Exception as exc:  # a bug with one message must not end the table
                print(f"host: a message could not be handled: {exc!r}", file=sys.stderr)
        self._stand_ins()
        if self.session is None:
            return
        if self.attached:  # the window applies the actions
            if self.session.finished:
                self._finish()
            return
        for _ in range(limit):
            if self.session.finished:
                self._finish()
                return
            if self.session.due():
                self.session.advance()
                self._changed(dealt=True)
                continue
            action = self.loop.step()
            if action is None:
                return
            self._apply(action)

    def _apply(self, action) -> None:
        seat = self._actor(action)
        player = self.session.player_of(seat) if seat is not None else None
        self.session.apply(action)
        if player is not None:
            self.answers.pop(player, None)  # its answer is taken
        self._changed(seat, action)

    def _heard(self, action, seat: Optional[int]) -> None:
        """The window applied `action` of `seat` (None: it dealt a round)."""
        if action is None:
            self._changed(dealt=True)
            return
        self.answers.pop(self.session.player_of(seat), None)
        self._changed(seat, action)

    def _actor(self, action) -> Optional[int]:
        for s in range(len(self.players)):
            if action in self.session.legal(s):
                return s
        return None

    def _changed(self, actor: Optional[int] = None, action: Any = None,
                 dealt: bool = False) -> None:
        """The table changed (`dealt`: a round or deal began): every remote player hears
        what its seat may know, and the answers made against what they no longer see
        are refused."""
        self.version += 1
        self.changed_at = time.monotonic()
        self._said_no = set()
        session = self.session
        for player, p in enumerate(self.players):
            if p.kind != OPEN:  # the AI's and the host's own seats hear nothing
                continue
            seat = self._seat_of(player)
            legal = list(session.legal(seat)) if not session.finished else []
            if self._legal_now.get(player) != legal:  # (the engine's values compared)
                self._legal_now[player] = legal
                self.asked_at[player] = self.version
                stale = self.answers.pop(player, None)
                if stale is not None and p.cid is not None and stale.action is not NO:
                    self._send(p.cid, refused("the table has moved on: look again",
                                              v=self.version))
            if p.cid is None:
                continue
            self._send_state(p.cid, player, seat, legal, actor, action, dealt=dealt)

    def _send_state(self, cid: int, player: int, seat: int, legal: list, actor, action,
                    whole: bool = False, dealt: bool = False) -> None:
        """Tell `player` (in `seat`) what it hears of the table now: its observation (what
        changed since the last, or the whole), its legal actions when they changed, who
        is to act, the action just made as far as it may see it, and which round or deal
        this is (`dealt`: it has just begun). The whole state (a player joining) adds
        how the player saw each round or deal played before, at its end. The table's
        values are taken now; they are turned into JSON where the messages go out
        (_send: off the window's frames when attached)."""
        session = self.session
        head = {"t": "state", "v": self.version, "seat": seat,
                "waiting": session.waiting(), "finished": session.finished}
        rounds = getattr(session, "rounds_begun", None)
        if rounds is not None:
            head["round"] = rounds()
        if dealt:
            head["dealt"] = True
        past = session.past_observations(player) if whole and \
            hasattr(session, "past_observations") else None
        if self.holding():
            head["window"] = True  # the table waits for every remote player's answer
        shown = None
        if actor is not None:
            shows = self.description.shows_action
            shown = actor == seat or (shows is not None and shows(action, actor, seat))
        obs = session.observation(seat)
        self._send(cid, lambda: self._state(player, head, obs, legal, past, actor, action,
                                            shown, whole))

    def _state(self, player: int, head: dict, obs, legal: list, past, actor, action,
               shown, whole: bool) -> dict:
        """The state message of _send_state, in JSON's values."""
        codec = self.codec
        message = dict(head)
        if past is not None:
            message["past"] = [codec.encode(o) for o in past]
        obs = codec.encode(obs)
        delta = None if whole else protocol.changes(self._sent_obs.get(player), obs)
        if delta is None:
            message["obs"] = obs
        else:
            message["changes"] = delta
        self._sent_obs[player] = obs
        encoded = [codec.encode(a) for a in legal]
        key = canonical(encoded)
        if whole or self._sent_legal.get(player) != key:
            message["legal"] = encoded
            self._sent_legal[player] = key
        if actor is not None:
            last = {"seat": actor}
            if shown:
                last["a"] = codec.encode(action)
            message["last"] = last
        return message

    # ------------------------------------------------------------ sending
    def _send(self, cid: int, message) -> None:
        """A message to a player (`message` may be a function making it), in the order
        sent (attached: between the window's frames, game/net/outbox.py)."""
        server = self.server
        self.outbox.later(lambda: server.send(cid, message() if callable(message)
                                              else message))

    def _close(self, cid: int, why: str, code: int = 1000) -> None:
        """A player's connection closed, after what was sent to it before."""
        server = self.server
        self.outbox.later(lambda: server.close(cid, why, code))

    def _seat_of(self, player: int) -> int:
        session = self.session
        for s in range(len(self.players)):
            if session.player_of(s) == player:
                return s
        return player

    def holding(self) -> bool:
        """After each play (a change after which the table waits for one seat), the
        table holds for `window` seconds, for a bomb from another machine (it crosses the
        network), until every remote player not to act has answered. It holds whoever
        has a bomb, so that the pause tells nobody who has one."""
        if self.window <= 0 or not hasattr(self.session, "offer"):
            return False
        if time.monotonic() - self.changed_at >= self.window:
            return False
        waiting = self.session.waiting()
        if len(waiting) != 1:
            return False
        remote = [pl for pl, p in enumerate(self.players)
                  if self.kind_of(pl) == REMOTE and p.connected
                  and self._seat_of(pl) not in waiting]
        return any(pl not in self._said_no and pl not in self.answers for pl in remote)

    def remote_answer(self, seat: int, out_of_turn: bool):
        player = self.session.player_of(seat)
        answer = self.answers.get(player)
        if answer is not None and answer.action is not NO:
            return answer.action
        if out_of_turn:
            if answer is not None or player in self._said_no:
                return NO
            return WAIT if self.holding() else NO
        return WAIT

    def _stand_ins(self) -> None:
        """A player away longer than the grace: an AI plays the seat until they are back
        (unless the host waits)."""
        if self.on_drop != "ai" or self.session is None:
            return
        now = time.monotonic()
        for player, p in enumerate(self.players):
            if p.kind == OPEN and p.taken and not p.connected and not p.stand_in \
                    and p.dropped_at is not None and now - p.dropped_at >= self.grace:
                p.stand_in = True
                self.loop.forget()
                self.log(f"{p.name} is away: an AI plays for them")
                self.broadcast(self.lobby())

    def _finish(self) -> None:
        if self.finished_sent:
            return
        self.finished_sent = True
        self.session.flush()
        self.broadcast({"t": "end", "v": self.version, "record": self.session.record_text()})
        if self.save_dir is not None:  # the game is kept under games/: nothing to go on with
            try:
                (self.save_dir / NET_FILE).unlink(missing_ok=True)
            except OSError:
                pass
        self.log("the game is over")

    # ------------------------------------------------------------ messages
    def receive(self, cid: int, what: str, data: Any) -> None:
        if what == "open":
            return
        if what == "closed":
            self._closed(cid, str(data))
            return
        player = self.cids.get(cid)
        kind = data["t"]
        if kind == "hello":
            self._hello(cid, data)
            return
        if player is None:
            self._refuse(cid, "say hello first, with the table code", final=True)
            return
        if kind == "bye":
            self._close(cid, "bye")
        elif kind == "ready":
            self.players[player].ready = data["ready"]
            self.broadcast(self.lobby())
        elif kind == "start":
            self._start_asked(cid, player)
        elif kind == "say":
            if data["m"] not in QUICK:
                self._refuse(cid, f"no quick message {clean_text(data['m'], 20)!r}")
                return
            self._said(self._seat_of(player) if self.started else player, data["m"])
        elif kind == "act":
            self._act(cid, player, data)

    def _said(self, seat: int, key: str) -> None:
        self.said[seat] = (key, time.monotonic())
        self.broadcast({"t": "said", "seat": seat, "m": key})

    def say_here(self, key: str) -> None:
        """A quick message from the player at the host's own screen."""
        here = next((i for i, p in enumerate(self.players) if p.kind == HERE), None)
        if here is not None and key in QUICK:
            self._said(self._seat_of(here) if self.started else here, key)

    def _refuse(self, cid: int, why: str, final: bool = False, **extra) -> None:
        message = refused(why, **extra)
        if final:
            message["final"] = True
        self._send(cid, message)
        if final:
            self._close(cid, why, 1008)

    def _hello(self, cid: int, data: dict) -> None:
        if cid in self.cids:
            self._refuse(cid, "hello was already said")
            return
        if data["protocol"] != PROTOCOL:
            self._refuse(cid, f"this table speaks protocol {PROTOCOL}, not "
                              f"{data['protocol']}: update the game", final=True)
            return
        if not same_code(data["code"], self.code):
            self._refuse(cid, "wrong table code", final=True)
            return
        name = clean_text(data["name"])
        if not name:
            self._refuse(cid, "a name is needed to sit at the table", final=True)
            return
        machine = clean_text(data.get("machine") or "", 64)
        badge = clean_text(data.get("badge") or "", 24)
        player = self._seat_for(name, machine, data.get("seat"))
        if player is None:
            self._refuse(cid, "no seat is free at this table", final=True)
            return
        p = self.players[player]
        if p.cid is not None and p.cid != cid:  # the same player again: the old link goes
            self.cids.pop(p.cid, None)
            self._close(p.cid, "joined again from elsewhere")
        back = p.taken
        p.cid, p.taken, p.machine, p.dropped_at = cid, True, machine, None
        if not self.started:
            p.name, p.badge = self._unique(name, player), badge
            p.own_name = name if p.name != name else ""
        if p.stand_in:
            p.stand_in = False
            self.loop.forget()
        self.cids[cid] = player
        self._send(cid, {"t": "welcome", "protocol": PROTOCOL,
                         "game": self.description.id, "player": player,
                         "started": self.started})
        self.log(f"{p.name} {'is back' if back else 'sits down'} (seat {player + 1})")
        self.broadcast(self.lobby())
        if self.started:
            self.broadcast({"t": "seat", "player": player, "connected": True})
            self._send(cid, self._start_message())
            seat = self._seat_of(player)
            legal = [] if self.session.finished else list(self.session.legal(seat))
            self._send_state(cid, player, seat, legal, None, None, whole=True)
            if self.session.finished and self.finished_sent:
                self._send(cid, {"t": "end", "v": self.version,
                                 "record": self.session.record_text()})
        self.save_net_file()

    def _unique(self, name: str, player: int) -> str:
        """`name`, or numbered if another seat has it (an AI's in any language, "Boris"
        beside "Borys"; two players called the same): the table tells them apart."""
        taken = {seat_key(q.name) or q.name for i, q in enumerate(self.players) if i != player}
        out, k = name, 2
        while (seat_key(out) or out) in taken:
            out = f"{name} {k}"
            k += 1
        return out

    def _seat_for(self, name: str, machine: str, wanted) -> Optional[int]:
        """The player's own seat again (same name and machine), else the seat asked for
        if it is open, else the first open seat (none once the game has begun)."""
        for i, p in enumerate(self.players):
            if p.kind == OPEN and p.taken and (p.own_name or p.name) == name \
                    and p.machine == machine:
                return i
        if self.started:
            return None
        free = [i for i, p in enumerate(self.players) if p.kind == OPEN and not p.taken]
        if isinstance(wanted, int) and wanted in free:
            return wanted
        return free[0] if free else None

    def _start_asked(self, cid: int, player: int) -> None:
        if self.started:
            self._refuse(cid, "the game has already begun")
            return
        self.players[player].ready = True
        waiting = [p.name for p in self.players
                   if p.kind == OPEN and p.taken and not p.ready]
        if waiting:
            self._refuse(cid, "waiting for " + ", ".join(waiting) + " to be ready")
            self.broadcast(self.lobby())
            return
        self.start()

    def _act(self, cid: int, player: int, data: dict) -> None:
        if not self.started or self.session.finished:
            self._refuse(cid, "the game is not being played")
            return
        seat = self._seat_of(player)
        if data["v"] > self.version:
            self._refuse(cid, "that state was never sent", v=self.version)
            return
        if data["a"] is None:  # no action out of turn now
            if data["v"] == self.version:
                self._said_no.add(player)
            return
        if data["v"] < self.asked_at.get(player, 0):
            self._refuse(cid, "the table has moved on: look again", v=self.version)
            return
        try:
            key = canonical(data["a"])
        except (TypeError, ValueError):
            self._refuse(cid, "not an action")
            return
        for action in self.session.legal(seat):
            try:
                if canonical(self.codec.encode(action)) == key:
                    break
            except WireError:
                continue
        else:
            self._refuse(cid, "not an action this seat may make now", v=self.version)
            return
        self.answers[player] = Answer(data["v"], action)

    def _closed(self, cid: int, why: str) -> None:
        player = self.cids.pop(cid, None)
        if player is None:
            return
        p = self.players[player]
        if p.cid != cid:
            return
        p.cid = None
        if not self.started:  # the seat opens again
            p.taken, p.ready, p.name = False, False, ""
            self.log(f"seat {player + 1} is open again")
        else:
            p.dropped_at = time.monotonic()
            self.log(f"{p.name} dropped ({why})")
            self.broadcast({"t": "seat", "player": player, "connected": False})
        self.answers.pop(player, None)
        self.broadcast(self.lobby())

    # ------------------------------------------------------------ the net file
    def save_net_file(self) -> None:
        """The code and who sits where, beside the saved game: a host started again
        after a crash opens the same table to the same players."""
        if self.save_dir is None:
            return
        data = {"game": self.description.id, "code": self.code,
                "players": [{"kind": p.kind, "name": p.name, "level": p.level,
                             "badge": p.badge, "machine": p.machine, "taken": p.taken,
                             **({"own_name": p.own_name} if p.own_name else {})}
                            for p in self.players]}
        try:
            write_atomic(self.save_dir / NET_FILE,
                         yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
                         .encode("utf-8"))
        except OSError as exc:
            self.log(f"the table could not be saved ({exc.strerror or exc})")


def read_net_file(save_dir: Path) -> Optional[dict]:
    """The table saved beside a game (netfile.py), its players as Players; or None."""
    data = read_net_data(save_dir)
    if data is None:
        return None
    return {**data, "players": [Player(**fields) for fields in data["players"]]}


__all__ = ["Host", "Player", "OPEN", "HERE", "AI", "read_net_file"]
