"""A seat at a networked table played by one of the project's bots, with no window: what
`tysiacha join --ai LEVEL` runs, and what the tests and benchmarks/network.py seat at a
host to play whole games through the real protocol. No pygame.

Its bot decides the way the table's AI does (game/ui/thinking.choose), from a seed of its
own and the observation it was sent, so the same seeds make the same game wherever it is
played: `play_here` plays a game on one machine with the same bots, for comparison.
"""
from __future__ import annotations

import queue
import threading
import time
import uuid
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from game.core.fileio import write_atomic
from game.core.wire import WireError, canonical, codec_for
from game.ui import thinking
from game.ui.undo import decision_seed

from .protocol import PROTOCOL, follow_state
from .transport import Client


_KEEPING = threading.Lock()


def decide(description, key: tuple, level: str, seed: int, obs: Any, obs_text: str,
           legal: Sequence[Any], out_of_turn: bool) -> Any:
    """The bot's action (None: it does not act out of turn), seeded by what it sees."""
    reseed = decision_seed(seed, "interject" if out_of_turn else "choose", obs_text)
    return thinking.choose(key, level, seed, obs, list(legal), description.make_bot,
                           interject=out_of_turn, reseed=reseed)


class BotPlayer:
    """Joins `host:port` with `code` as `name` and plays its seat with the bot of `level`
    until the game ends (or `stop()`); `games_dir`: where the finished record is kept.
    With `start` it asks the host to begin once every player seated is ready."""

    def __init__(self, description, host: str, port: int, code: str, name: str,
                 level: str = "normal", seed: int = 0, machine: Optional[str] = None,
                 games_dir: Optional[Path] = None, start: bool = False,
                 seat: Optional[int] = None, log: Callable[[str], None] = lambda s: None):
        self.description = description
        self.codec = codec_for(description)
        self.level, self.seed = level, seed
        self.name = name
        self.games_dir = games_dir
        self.want_start = start
        self.log = log
        self.key = ("net", uuid.uuid4().hex)
        hello = {"t": "hello", "protocol": PROTOCOL, "code": code, "name": name,
                 "machine": machine or uuid.uuid4().hex[:12], "seat": seat}
        self.client = Client(host, port, hello)
        self.player: Optional[int] = None
        self.record: Optional[str] = None
        self.refusals: list[str] = []
        self.messages: list[dict] = []  # every message received (the tests read them)
        self.ended: Optional[str] = None  # why it stopped: "over", "refused: ...", "lost: ..."
        self._asked_start = False
        self._answered = -1
        self.obs: Optional[dict] = None  # the observation as sent (its JSON data)
        self.legal: list = []

    # ------------------------------------------------------------ running
    def start(self) -> None:
        self.client.start()

    def stop(self) -> None:
        self.client.close()

    def run(self, deadline: float) -> Optional[str]:
        """Play until the game ends or `deadline` (time.monotonic()) passes."""
        while self.ended is None and time.monotonic() < deadline:
            self.step(0.05)
        return self.ended

    def step(self, timeout: float = 0.0) -> None:
        """Handle what came (waiting up to `timeout` for it)."""
        try:
            what, data = self.client.inbound.get(timeout=timeout) if timeout else \
                self.client.inbound.get_nowait()
        except queue.Empty:
            return
        while True:
            self.handle(what, data)
            try:
                what, data = self.client.inbound.get_nowait()
            except queue.Empty:
                return

    def handle(self, what: str, data: Any) -> None:
        if what in ("refused", "lost"):
            self.ended = f"{what}: {data}"
            return
        if what != "message":
            return
        self.messages.append(data)
        kind = data.get("t")
        if kind == "welcome":
            if data.get("game") != self.description.id:
                self.ended = f"refused: the table plays {str(data.get('game'))[:20]}"
                return
            self.player = data.get("player")
            self._answered = -1  # a host started again counts its states anew
            if not data.get("started"):
                self.client.send({"t": "ready", "ready": True})
        elif kind == "lobby":
            self._lobby(data)
        elif kind == "state":
            self._state(data)
        elif kind == "refused":
            self.refusals.append(str(data.get("why")))
        elif kind == "end":
            self.record = data.get("record")
            self._keep(self.record)
            self.ended = "over"

    def _lobby(self, data: dict) -> None:
        if not self.want_start or self._asked_start or data.get("started"):
            return
        seats = data.get("seats") or []
        # every player who sat down is ready (the seats nobody took: the AI's, at the start)
        if all(s.get("ready") for s in seats if s.get("taken")):
            self._asked_start = True
            self.client.send({"t": "start"})

    def _state(self, data: dict) -> None:
        v = data["v"]
        try:
            self.obs, self.legal = follow_state(self.obs, self.legal, data)
            obs = self.codec.decode(self.obs)
            legal = [self.codec.decode(a) for a in self.legal]
        except (WireError, ValueError, KeyError) as exc:
            self.log(f"a state could not be read: {exc}")
            return
        if v <= self._answered or data.get("finished"):
            return
        self._answered = v
        seat, waiting = data["seat"], data.get("waiting") or []
        obs_text = canonical(self.obs)
        if legal and waiting and waiting[0] == seat:
            action = decide(self.description, self.key, self.level, self.seed, obs,
                            obs_text, legal, False)
        elif legal and seat not in waiting:
            action = decide(self.description, self.key, self.level, self.seed, obs,
                            obs_text, legal, True)
        elif seat in waiting or not data.get("window"):
            return  # a decision made with the others (Tichu's exchange): in its turn
        else:
            action = None  # the table holds for this answer
        self.client.send({"t": "act", "v": v,
                          "a": None if action is None else self.codec.encode(action)})

    def _keep(self, record: Optional[str]) -> None:
        if record is None or self.games_dir is None:
            return
        _, problem = keep_record(Path(self.games_dir), record,
                                 self.description.record_suffix)
        if problem:
            self.log(problem)


def keep_record(games_dir: Path, record: str, suffix: str):
    """A finished game sent by the host, kept in `games_dir` under a name of its own:
    (the path, None), or (None, what went wrong)."""
    stamp = time.strftime("%Y-%m-%d-%H%M%S")
    path = games_dir / f"{stamp}-net{suffix}"
    with _KEEPING:  # (bots of one process finish at once: each keeps its own file)
        n = 1
        while path.exists():  # two games ended in the same second: keep both
            n += 1
            path = path.with_name(f"{stamp}-net-{n}{suffix}")
        try:
            games_dir.mkdir(parents=True, exist_ok=True)
            write_atomic(path, record.encode("utf-8"))
        except OSError as exc:
            return None, f"the finished game could not be kept in {path} " \
                         f"({exc.strerror or exc})"
    return path, None


def play_here(description, rules, names: Sequence[str], seed: int,
              bots: Sequence[tuple[str, int]], max_steps: int = 100_000) -> str:
    """The same game played on this machine, every seat by the bot (level, seed) that a
    BotPlayer in that seat would be, in the kit's turn loop: the finished record."""
    from game.ui.saves import SeatConfig
    from game.ui.turns import NO, REMOTE, WAIT, TurnLoop

    codec = codec_for(description)
    seats = [SeatConfig(n, True) for n in names]
    session = description.new_session(rules, seats, None, seed)
    token = uuid.uuid4().hex  # each game's bots of its own (thinking keeps bots by key)
    keys = [("here", token, s) for s in range(len(names))]

    def remote(seat: int, out_of_turn: bool):
        player = session.player_of(seat)
        waiting = session.waiting()
        if not out_of_turn and (not waiting or waiting[0] != seat):
            return WAIT
        legal = session.legal(seat)
        obs = session.observation(seat)
        level, bot_seed = bots[player]
        action = decide(description, keys[player], level, bot_seed, obs,
                        canonical(codec.encode(obs)), legal, out_of_turn)
        return NO if action is None else action

    loop = TurnLoop(session, lambda player: REMOTE, remote)
    for _ in range(max_steps):
        if session.finished:
            break
        if session.due():
            session.advance()
            continue
        action = loop.step()
        if action is None:
            raise RuntimeError("the table waits for nobody")
        session.apply(action)
    return session.record_text()
