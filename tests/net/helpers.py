"""A networked table on loopback for the tests: a host (game/net/host.py) on a port the OS
gives, pumped on a thread of its own, and bot players (game/net/bot_player.py) or raw
clients joining it. Every wait is for a state, bounded by a deadline that only ends a
test that is stuck."""
from __future__ import annotations

import json
import queue
import threading
import time
from typing import Callable, Optional

from game.net.bot_player import BotPlayer
from game.net.host import OPEN, Host, Player
from game.net.protocol import PROTOCOL
from game.net.transport import Client, Server

LOOPBACK = "127.0.0.1"  # the only address the tests ever talk to
STUCK = 120.0  # seconds after which a test is stuck, not slow


class Table:
    """A host with `players` seats, pumped on its own thread until `close()`."""

    def __init__(self, description, rules, players: Optional[list] = None, seats: int = 0,
                 seed: int = 5, window: float = 30.0, save_dir=None, **kw):
        self.server = Server(LOOPBACK, 0)
        self.port = self.server.start()
        players = players or [Player(OPEN, "") for _ in range(seats)]
        self.host = Host(description, rules, players, self.server, save_dir, seed,
                         window=window, **kw)
        self.lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            with self.lock:
                self.host.pump()
            self._stop.wait(0.002)

    def until(self, test: Callable[[], bool], what: str, stuck: float = STUCK) -> None:
        end = time.monotonic() + stuck
        while time.monotonic() < end:
            with self.lock:
                if test():
                    return
            time.sleep(0.005)
        raise AssertionError(f"stuck waiting for {what}")

    def close(self) -> None:
        self._stop.set()
        self._thread.join(10)
        self.server.stop()


def bots(description, table: Table, names, levels, seeds, **kw) -> list[BotPlayer]:
    """A BotPlayer in each seat (the last asks the host to begin), each playing on a
    thread of its own."""
    out = []
    for i, name in enumerate(names):
        p = BotPlayer(description, LOOPBACK, table.port, table.host.code, name, levels[i],
                      seeds[i], seat=i, start=i == len(names) - 1, **kw)
        p.start()
        out.append(p)
        table.until(lambda: any(q.name == name and q.connected for q in table.host.players),
                    f"{name} to sit down")
    for p in out:
        threading.Thread(target=p.run, args=(time.monotonic() + STUCK,), daemon=True).start()
    return out


class Raw:
    """A client that sends what a test says, exactly, and keeps what comes back."""

    def __init__(self, port: int, code: str, name: str = "Raw", protocol: int = PROTOCOL,
                 hello: bool = True, machine: str = "", **fields):
        message = {"t": "hello", "protocol": protocol, "code": code, "name": name,
                   "machine": machine or "raw-" + name, **fields}
        self.client = Client(LOOPBACK, port, message if hello else {"t": "nonsense"}, retries=0)
        self.got: list = []
        self.client.start()
        if not self.client.connected.wait(STUCK):
            raise AssertionError("stuck connecting")

    def send(self, message) -> None:
        if isinstance(message, str):
            self.client.send_raw(message)
        else:
            self.client.send(message)

    def drain(self) -> None:
        while True:
            try:
                self.got.append(self.client.inbound.get_nowait())
            except queue.Empty:
                return

    def wait_for(self, test: Callable[[tuple], bool], what: str) -> tuple:
        end = time.monotonic() + STUCK
        seen = 0
        while time.monotonic() < end:
            self.drain()
            for i, item in enumerate(self.got[seen:], seen):
                if test(item):
                    del self.got[:i + 1]  # what was waited for is taken
                    return item
            seen = len(self.got)
            time.sleep(0.005)
        raise AssertionError(f"stuck waiting for {what}; got {self.got[-5:]}")

    def refusal(self) -> str:
        item = self.wait_for(lambda i: i[0] == "refused" or (
            i[0] == "message" and i[1].get("t") == "refused"), "a refusal")
        return item[1] if item[0] == "refused" else item[1]["why"]

    def close(self) -> None:
        self.client.close()


def messages(player) -> list[dict]:
    return [m for m in player.messages if isinstance(m, dict)]


def dumps(message: dict) -> str:
    return json.dumps(message)
