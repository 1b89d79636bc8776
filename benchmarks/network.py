"""The networked table's figures (issue 39's targets), on loopback only (127.0.0.1, ports
the OS gives):

    python benchmarks/network.py [--game tichu|tysiacha] [--games N] [--seed S]
        [--level LEVEL] [--bomb-window MS]

A `tysiacha serve` process hosts; a bot player (game/net/bot_player.py) in each seat
joins it from this process, each through a relay of its own that counts the bytes that
really cross the wire (WebSocket frames, compressed by permessage-deflate), besides the
JSON text the host sent. It prints:

  latency   from a client sending an action to every other client holding the state
            that action made (its `v`), p50, p95, p99 and the slowest (animations are
            the table's own and not counted; the bots' thinking is not in it: a bot's
            clock starts when its action is sent)
  bytes     sent to each client per round (Tichu) or deal (1000): on the wire and as
            JSON text
  rejoin    a player whose connection drops mid-game and who joins again: from its
            new connection's hello to its table restored (the first state received)
The bots think in this process, on threads; on a busy machine the latency is an upper
bound of what the table adds.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import re
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from tempfile import TemporaryDirectory

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

from game import registry  # noqa: E402
from game.net.bot_player import BotPlayer  # noqa: E402

LOOPBACK = "127.0.0.1"


class Relay:
    """A TCP relay on loopback in front of the host, counting the bytes each way."""

    def __init__(self, port: int):
        self.target = port
        self.down = 0  # host -> client
        self.up = 0
        self.port = 0
        self._ready = threading.Event()
        threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True).start()
        self._ready.wait(10)

    async def _main(self) -> None:
        server = await asyncio.start_server(self._client, LOOPBACK, 0)
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        async with server:
            await server.serve_forever()

    async def _client(self, reader, writer) -> None:
        try:
            r2, w2 = await asyncio.open_connection(LOOPBACK, self.target)
        except OSError:
            writer.close()
            return

        async def pipe(src, dst, up: bool) -> None:
            try:
                while data := await src.read(65536):
                    if up:
                        self.up += len(data)
                    else:
                        self.down += len(data)
                    dst.write(data)
                    await dst.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                dst.close()
        await asyncio.gather(pipe(reader, w2, True), pipe(r2, writer, False))


class TimedBot(BotPlayer):
    """A bot player that notes when it sent each action and when each state came."""

    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.sent_at: dict[int, float] = {}  # v answered -> when
        self.got_at: dict[int, float] = {}  # v -> when it came
        send = self.client.send

        def timed(message):
            if message.get("t") == "act" and message.get("a") is not None:
                self.sent_at[message["v"]] = time.monotonic()
            send(message)
        self.client.send = timed

    def handle(self, what, data):
        if what == "message" and data.get("t") == "state":
            self.got_at.setdefault(data["v"], time.monotonic())
        super().handle(what, data)


def serve(args, folder: Path):
    env = dict(os.environ, TYSIACHA_DATA_DIR=str(folder), PYTHONUNBUFFERED="1",
               TYSIACHA_CONFIG_DIR=str(folder / "config"))
    cmd = [sys.executable, "-m", "game", "serve", "--bind", LOOPBACK, "--port", "0",
           "--game", args.game, "--seed", str(args.seed), "--bomb-window",
           str(args.bomb_window), "--on-drop", "wait"]
    if args.game == "tysiacha":
        cmd += ["--players", "4"]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    found = re.search(r"port (\d+), code (\w+)", line)
    if not found:
        proc.kill()
        raise SystemExit(f"serve did not start: {line!r}")
    threading.Thread(target=lambda: [None for _ in proc.stdout], daemon=True).start()
    return proc, int(found[1]), found[2]


def percentile(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def one_game(args, game, g: int, latencies: list, per_unit: list, rejoins: list) -> None:
    with TemporaryDirectory() as tmp:
        proc, port, code = serve(args, Path(tmp))
        n = 4
        relays = [Relay(port) for _ in range(n)]
        players = []
        try:
            for i in range(n):
                p = TimedBot(game, LOOPBACK, relays[i].port, code, f"P{i}", args.level,
                             1000 * g + i, machine=f"m{i}", seat=i, start=i == n - 1)
                p.start()
                players.append(p)
                while p.player is None:
                    p.step(0.05)
            end = time.monotonic() + 3600
            threads = [threading.Thread(target=p.run, args=(end,), daemon=True)
                       for p in players]
            for t in threads:
                t.start()
            # one player drops half way and joins again
            while time.monotonic() < end and max(players[0].got_at or [0]) < 60:
                time.sleep(0.01)
            gone = players[1]
            gone.stop()
            threads[1].join(10)
            back = TimedBot(game, LOOPBACK, relays[1].port, code, "P1", args.level,
                            1000 * g + 1, machine="m1")
            hello = time.monotonic()
            back.start()
            while back.ended is None and not back.got_at and time.monotonic() < end:
                back.step(0.01)
            rejoins.append(min(back.got_at.values()) - hello)
            players[1] = back
            t = threading.Thread(target=back.run, args=(end,), daemon=True)
            t.start()
            threads[1] = t
            for t in threads:
                t.join()
        finally:
            for p in players:
                p.stop()
            proc.terminate()
            proc.wait(30)
        record = players[0].record or ""
        data = yaml.safe_load(record) if record else {}
        units = len(data.get("rounds") or data.get("deals") or []) or 1
        received = [p.client.received_bytes for p in players]
        received[1] += gone.client.received_bytes  # before the drop, and after
        for i, relay in enumerate(relays):
            per_unit.append((relay.down / units, received[i] / units))
        for p in players:
            for v, sent in p.sent_at.items():
                others = [q.got_at.get(v + 1) for q in players if q is not p]
                if all(o is not None for o in others):
                    latencies.append(max(others) - sent)
        print(f"game {g + 1}: {units} {'rounds' if args.game == 'tichu' else 'deals'}, "
              f"{len(latencies)} actions timed so far", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("tichu", "tysiacha"), default="tichu")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--bomb-window", type=int, default=1000, metavar="MS")
    args = parser.parse_args()
    game = registry.game(args.game)
    latencies: list[float] = []
    per_unit: list[tuple[float, float]] = []
    rejoins: list[float] = []
    for g in range(args.games):
        one_game(args, game, g, latencies, per_unit, rejoins)
    unit = "round" if args.game == "tichu" else "deal"
    ms = [x * 1000 for x in latencies]
    print(f"\n{game.title}, four seats, {args.games} games, seed {args.seed}, bots "
          f"{args.level}, bomb window {args.bomb_window} ms")
    print(f"latency, action to every other client (ms), {len(ms)} actions: "
          f"p50 {percentile(ms, 50):.1f}  p95 {percentile(ms, 95):.1f}  "
          f"p99 {percentile(ms, 99):.1f}  max {max(ms):.1f}   (target: p99 at most 50)")
    wire = [w for w, _ in per_unit]
    text = [t for _, t in per_unit]
    print(f"bytes to a client per {unit}: on the wire mean {statistics.mean(wire) / 1024:.1f} "
          f"KB, most {max(wire) / 1024:.1f} KB; as JSON text mean "
          f"{statistics.mean(text) / 1024:.1f} KB   (target: at most 64 KB a Tichu round)")
    print("rejoin, hello to the table restored (ms): "
          + ", ".join(f"{r * 1000:.0f}" for r in rejoins) + "   (target: within 2000)")


if __name__ == "__main__":
    main()
