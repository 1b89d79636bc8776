"""`tysiacha serve` as players meet it, in a process of its own on loopback: it opens
the table and says the code, removes what a serve killed while saving left, plays a
whole game with bots joined from elsewhere, and, killed with SIGKILL mid-game and
started again on the same folder, goes on with the saved game under the same code: the
players come back by themselves and the game ends as it would have. `join` plays a seat
from its own process."""
from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import yaml

from game import registry
from game.net.bot_player import BotPlayer, play_here

from .helpers import LOOPBACK, STUCK

ROOT = Path(__file__).resolve().parents[2]
NAMES, LEVELS, SEEDS = ["Anna", "Boris", "Vera"], ["normal"] * 3, [21, 22, 23]


class Serve:
    """A `tysiacha serve` process on a port the OS gives, and what it printed."""

    def __init__(self, tmp_path: Path, *args: str):
        env = dict(os.environ, TYSIACHA_DATA_DIR=str(tmp_path / "data"),
                   TYSIACHA_CONFIG_DIR=str(tmp_path / "config"), PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "game", "serve", "--bind", LOOPBACK, *args],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()
        line = self.wait_for(r"table open on port (\d+), code (\w+)")
        self.port, self.code = int(line[1]), line[2]

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    def wait_for(self, pattern: str):
        end = time.monotonic() + STUCK
        while time.monotonic() < end:
            for line in list(self.lines):
                found = re.search(pattern, line)
                if found:
                    return found
            if self.proc.poll() is not None and not self.lines:
                raise AssertionError(f"serve ended: {self.proc.stderr.read()}")
            time.sleep(0.01)
        raise AssertionError(f"stuck waiting for {pattern!r}; printed {self.lines[-5:]}")

    def end(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(STUCK)
        finally:
            self.proc.stderr.close()


def seat_bots(game, serve: Serve, games: Path) -> list[BotPlayer]:
    players = []
    for i, name in enumerate(NAMES):
        p = BotPlayer(game, LOOPBACK, serve.port, serve.code, name, LEVELS[i], SEEDS[i],
                      machine=f"m{i}", seat=i, start=i == len(NAMES) - 1, games_dir=games)
        p.start()
        serve.wait_for(f"{name} sits down")
        players.append(p)
    for p in players:
        threading.Thread(target=p.run, args=(time.monotonic() + STUCK,), daemon=True).start()
    return players


def test_serve_killed_mid_game_goes_on_from_its_save_and_the_game_ends_as_it_would_have(
        tmp_path):
    game = registry.game("tysiacha")
    folder = tmp_path / "data" / "served" / "tysiacha"
    folder.mkdir(parents=True)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    leftover = folder / f".current.tysiacha.yaml.{dead.pid}-k3j4h5g7.tmp"
    leftover.write_bytes(b"half a save")
    serve = Serve(tmp_path, "--port", "0", "--players", "3", "--seed", "9", "--code", "kq7-m2x")
    assert serve.code == "KQ7M2X" and not leftover.exists()
    players = seat_bots(game, serve, tmp_path / "games")
    try:
        save = folder / "current.tysiacha.yaml"
        end = time.monotonic() + STUCK
        while time.monotonic() < end and (not save.exists() or save.stat().st_size < 1500):
            time.sleep(0.01)  # some way into the game
        serve.proc.kill()  # SIGKILL: no goodbye, no last save
        serve.proc.wait(STUCK)
        serve.proc.stderr.close()
        begun = len(yaml.safe_load(save.read_text())["deals"])  # dealt before the kill
        assert not any(p.ended for p in players)
        again = Serve(tmp_path, "--port", str(serve.port), "--players", "3")
        assert again.code == "KQ7M2X"  # the same table: the players come back by themselves
        again.wait_for("saved game goes on")
        end = time.monotonic() + STUCK
        while time.monotonic() < end and not all(p.ended for p in players):
            time.sleep(0.02)
        assert again.end() == 0
    finally:
        for p in players:
            p.stop()
    assert [p.ended for p in players] == ["over"] * 3
    assert len({p.record for p in players}) == 1
    # the deals begun before the kill went on from the same action as they would have
    # (the deals after them are shuffled afresh: a save keeps the cards dealt, not the
    # shuffle to come, as at Continue)
    here = play_here(game, game.rules({"players": 3}), NAMES, 9, list(zip(LEVELS, SEEDS)))
    played = yaml.safe_load(players[0].record)["deals"]
    assert played[:begun] == yaml.safe_load(here)["deals"][:begun]
    kept = list((folder / "games").iterdir())
    assert len(kept) == 1 and kept[0].read_text() == players[0].record  # the host's too
    assert not (folder / "net-table.yaml").exists() and not save.exists()


def test_join_plays_a_seat_from_a_process_of_its_own(tmp_path):
    serve = Serve(tmp_path, "--port", "0", "--game", "tichu", "--rules", "target=500",
                  "--seed", "3")
    env = dict(os.environ, TYSIACHA_DATA_DIR=str(tmp_path / "joined"))
    try:
        joined = subprocess.Popen(
            [sys.executable, "-m", "game", "join", f"{LOOPBACK}:{serve.port}", "--game",
             "tichu", "--code", serve.code.lower(), "--ai", "normal", "--name", "Rex",
             "--start"], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True)
        out, err = joined.communicate(timeout=STUCK * 2)
    finally:
        serve.end()
    assert joined.returncode == 0, err
    assert "the game is over" in out and err == ""
    kept = list((tmp_path / "joined" / "games").iterdir())
    assert len(kept) == 1 and kept[0].name.endswith(".tichu.yaml")
