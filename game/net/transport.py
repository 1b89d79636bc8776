"""The network's own thread: a WebSocket server (the host) or a connection (a player who
joined), each with an asyncio loop of its own, talking to the rest of the program through
queues, so that a frame never waits on the network (and the host's authority never runs
on the network's thread). The `websockets` library does the framing, the size limits,
the keep-alive pings and the close codes.

Inbound, a queue.Queue of (connection id, what, data): "open" (the peer's address),
"message" (a checked dict, game/net/protocol.py), "closed" (why). Outbound, `send` and
`close` may be called from any thread.
"""
from __future__ import annotations

import asyncio
import itertools
import queue
import threading
import time
from typing import Any, Optional

from websockets.asyncio.client import connect
from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .protocol import MAX_HOST_MESSAGE, MAX_MESSAGE, Refused, dumps, parse, refused

RATE = 20.0  # a client's messages a second, kept up for long
BURST = 40  # and at once
SLOWED_LIMIT = 3.0  # seconds a client is held back (fading) before it is dropped
PING = 10.0  # keep-alive: a peer silent for PING + PING_TIMEOUT is gone
PING_TIMEOUT = 10.0
FLOOD_CLOSE = 1008  # "policy violation"


class Flooded(Refused):
    """A client sent far more than it was asked for, for too long."""


class Throttle:
    """A client's messages: slowed beyond RATE a second (a burst of BURST allowed), and
    dropped once it has been held back more than SLOWED_LIMIT seconds (fading by half
    every ten seconds)."""

    def __init__(self, rate: float = RATE, burst: int = BURST, limit: float = SLOWED_LIMIT):
        self.rate, self.burst, self.limit = rate, burst, limit
        self.tokens = float(burst)
        self.slowed = 0.0
        self.at = time.monotonic()

    def grant(self) -> None:
        """The host sent a state: the client may answer it (a bot answers at once)."""
        self.tokens = min(self.tokens + 1.0, self.burst + 64.0)

    def take(self, now: float) -> float:
        """One message now: how long to wait before reading the next (0: none); raises
        Refused once the client has been held back too long."""
        dt = max(0.0, now - self.at)
        self.at = now
        self.tokens = min(max(self.tokens, self.burst), self.tokens + dt * self.rate)
        self.slowed *= 0.5 ** (dt / 10.0)
        self.tokens -= 1.0
        if self.tokens >= 0:
            return 0.0
        wait = -self.tokens / self.rate
        self.slowed += wait
        if self.slowed > self.limit:
            raise Flooded("too many messages: dropped")
        return wait


class Server:
    """The host's WebSocket server on its own thread."""

    def __init__(self, bind: str = "127.0.0.1", port: int = 0):
        self.bind, self.port = bind, port
        self.inbound: "queue.Queue[tuple[int, str, Any]]" = queue.Queue()
        self.sent_bytes: dict[int, int] = {}  # by connection: what was sent to it
        self._ids = itertools.count(1)
        self._conns: dict[int, Any] = {}
        self._out: dict[int, asyncio.Queue] = {}
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        self._thread: Optional[threading.Thread] = None
        self._ready = threading.Event()
        self._stop: Optional[asyncio.Event] = None
        self.error: Optional[BaseException] = None
        self.addresses: list[tuple[str, int]] = []

    # ---------------------------------------------------------------- life
    def start(self, timeout: float = 10.0) -> int:
        """Listen; the port it listens on (OSError if it cannot)."""
        self._thread = threading.Thread(target=self._run, name="net-server", daemon=True)
        self._thread.start()
        self._ready.wait(timeout)
        if self.error is not None:
            raise self.error
        if not self._ready.is_set():
            raise OSError("the network did not start")
        return self.port

    def stop(self, timeout: float = 5.0) -> None:
        loop = self._loop
        if loop is not None and self._stop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._stop.set)
            except RuntimeError:
                pass
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # (the error is the caller's to report)
            self.error = exc if isinstance(exc, OSError) else OSError(str(exc))
            self._ready.set()

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        async with serve(self._handler, self.bind, self.port, max_size=MAX_MESSAGE,
                         max_queue=8, ping_interval=PING, ping_timeout=PING_TIMEOUT,
                         server_header=None) as server:
            self.addresses = [s.getsockname()[:2] for s in server.sockets]
            self.port = self.addresses[0][1]
            self._ready.set()
            await self._stop.wait()
            for ws in list(self._conns.values()):
                await ws.close(1001, "the host closed the table")

    # ---------------------------------------------------------------- a connection
    async def _handler(self, ws) -> None:
        cid = next(self._ids)
        out: asyncio.Queue = asyncio.Queue()
        self._conns[cid], self._out[cid] = ws, out
        self.sent_bytes[cid] = 0
        peer = ws.remote_address[0] if ws.remote_address else "?"
        self.inbound.put((cid, "open", peer))
        throttle = Throttle()
        sender = asyncio.create_task(self._send_loop(cid, ws, out, throttle))
        why = "closed"
        try:
            async for raw in ws:
                try:
                    wait = throttle.take(time.monotonic())
                    message = parse(raw)
                except Flooded as exc:  # for good: it is not to come back at once
                    why = str(exc)
                    await ws.send(dumps({**refused(why), "final": True}))
                    await ws.close(FLOOD_CLOSE, "too many messages")
                    break
                except Refused as exc:
                    await ws.send(dumps(refused(str(exc))))
                    continue
                self.inbound.put((cid, "message", message))
                if wait:
                    await asyncio.sleep(wait)
        except ConnectionClosed:
            pass
        finally:
            sender.cancel()
            self._conns.pop(cid, None)
            self._out.pop(cid, None)
            self.inbound.put((cid, "closed", why))

    async def _send_loop(self, cid: int, ws, out: asyncio.Queue, throttle: Throttle) -> None:
        try:
            while True:
                item = await out.get()
                if item is None:
                    return
                if isinstance(item, tuple):  # ("close", code, reason)
                    await ws.close(item[1], item[2])
                    return
                self.sent_bytes[cid] = self.sent_bytes.get(cid, 0) + len(item.encode("utf-8"))
                if item.startswith('{"t":"state"'):
                    throttle.grant()
                await ws.send(item)
        except ConnectionClosed:
            pass

    # ---------------------------------------------------------------- from any thread
    def send(self, cid: int, message: dict) -> None:
        self._put(cid, dumps(message))

    def close(self, cid: int, reason: str, code: int = 1000) -> None:
        self._put(cid, ("close", code, reason[:100]))

    def _put(self, cid: int, item) -> None:
        loop, out = self._loop, self._out.get(cid)
        if loop is None or out is None or loop.is_closed():
            return
        try:
            loop.call_soon_threadsafe(out.put_nowait, item)
        except RuntimeError:  # the loop has stopped
            pass


class Client:
    """A player's connection to a host, on its own thread: it connects, says `hello`,
    and passes every message on to `inbound` as ("message", dict); when the connection
    drops it says ("reconnecting", why) and tries again, `retries` times at most, a
    second or two apart (saying hello again), then ("lost", why). A host that refuses
    (a wrong code, a full table) ends it: ("refused", why)."""

    def __init__(self, host: str, port: int, hello: dict, retries: int = 60,
                 open_timeout: float = 5.0):
        self.uri = f"ws://{'[' + host + ']' if ':' in host else host}:{port}/"
        self.hello = dict(hello)
        self.retries = retries
        self.open_timeout = open_timeout
        self.inbound: "queue.Queue[tuple[str, Any]]" = queue.Queue()
        self.received_bytes = 0
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        self._out: Optional[asyncio.Queue] = None
        self._thread: Optional[threading.Thread] = None
        self._closing = False
        self.connected = threading.Event()

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="net-client", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except Exception as exc:  # never a traceback on the player's terminal
            self.inbound.put(("lost", str(exc) or type(exc).__name__))

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._out = asyncio.Queue()
        tries = 0
        why = ""
        while not self._closing:
            try:
                # proxy=None: nothing but the address the player typed is ever contacted
                async with connect(self.uri, proxy=None, open_timeout=self.open_timeout,
                                   max_size=MAX_HOST_MESSAGE, ping_interval=PING,
                                   ping_timeout=PING_TIMEOUT, user_agent_header=None) as ws:
                    tries = 0
                    self.connected.set()
                    await ws.send(dumps(self.hello))
                    refused_why = await self._pump(ws)
                    if refused_why is not None:
                        self.inbound.put(("refused", refused_why))
                        return
                    why = "the connection closed"
            except (OSError, InvalidHandshake, InvalidURI, asyncio.TimeoutError,
                    ConnectionClosed) as exc:
                why = str(exc) or type(exc).__name__
                if isinstance(exc, InvalidURI):
                    self.inbound.put(("lost", why))
                    return
            self.connected.clear()
            if self._closing:
                break
            tries += 1
            if tries > self.retries:
                self.inbound.put(("lost", why))
                return
            self.inbound.put(("reconnecting", why))
            await asyncio.sleep(min(2.0, 0.25 * tries))
        self.inbound.put(("closed", "left the table"))

    async def _pump(self, ws) -> Optional[str]:
        """Messages in and out until the connection ends; the host's reason if it
        refused this player for good."""
        sender = asyncio.create_task(self._send_loop(ws))
        try:
            async for raw in ws:
                if isinstance(raw, bytes):
                    continue
                self.received_bytes += len(raw.encode("utf-8"))
                try:
                    import json
                    message = json.loads(raw)
                except ValueError:
                    continue
                if not isinstance(message, dict):
                    continue
                if message.get("t") == "refused" and message.get("final"):
                    return str(message.get("why", "refused"))[:200]
                self.inbound.put(("message", message))
        except ConnectionClosed:
            pass
        finally:
            sender.cancel()
        return None

    async def _send_loop(self, ws) -> None:
        assert self._out is not None
        try:
            while True:
                item = await self._out.get()
                if item is None:
                    await ws.close(1000, "bye")
                    return
                await ws.send(item)
        except ConnectionClosed:
            pass

    def send(self, message: dict) -> None:
        loop, out = self._loop, self._out
        if loop is None or out is None or loop.is_closed():
            return
        try:
            loop.call_soon_threadsafe(out.put_nowait, dumps(message))
        except RuntimeError:
            pass

    def send_raw(self, text: str) -> None:
        """Exactly `text` (the tests' bad messages)."""
        loop, out = self._loop, self._out
        if loop is not None and out is not None and not loop.is_closed():
            loop.call_soon_threadsafe(out.put_nowait, text)

    def close(self, timeout: float = 5.0) -> None:
        self._closing = True
        loop, out = self._loop, self._out
        if loop is not None and out is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(out.put_nowait, None)
            except RuntimeError:
                pass
        if self._thread is not None:
            self._thread.join(timeout)
