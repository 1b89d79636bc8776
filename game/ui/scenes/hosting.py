"""Hosting a table in the window (game/net/host.py, attached): the page where each seat is
You, Open (a player at another machine takes it) or an AI of a level, and the lobby
showing the address and the code to tell the others, the seats filling up, and Start.
The game then opens at this window's own table, whose turn loop is the host's: the AI
seats think here, the open seats' players answer over the network, and the host is
pumped every frame whatever scene is on top (App.tickers).

Nothing of the game is sent anywhere but to the players who connect; this machine's
addresses are read from its own network interfaces, not looked up.
"""
from __future__ import annotations

import socket
import sys
import time
from pathlib import Path
from typing import Optional

import pygame

from game import registry

from .. import theme
from ..i18n import tr
from ..widgets import Button
from .base import ButtonScene, row_of
from ..saves import ai_name
from .network import _remembered

GRACE = 30.0  # seconds a player who dropped is waited for before an AI plays for them
WINDOW = 1.0  # seconds the table holds after each play for a bomb from another machine

_HOSTED: list = []  # (app, host) of the tables open here


def close_hosted() -> None:
    """Close the tables hosted here (the window is back at its main menu, or ends)."""
    while _HOSTED:
        app, host = _HOSTED.pop()
        if host.pump in app.tickers:
            app.tickers.remove(host.pump)
        if host.session is not None:
            host.session.listeners[:] = [f for f in host.session.listeners
                                         if getattr(f, "__self__", None) is not host]
            host.session.turn_loop = None
        host.outbox.flush(2.0)  # what the players were told goes before the table closes
        host.outbox.close()
        host.server.stop()


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses on its networks (not the loopback), read from its
    interfaces; [] where they cannot be read so."""
    found = []
    try:
        import fcntl
        import struct
        for _, name in socket.if_nameindex():
            s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            try:
                packed = fcntl.ioctl(s.fileno(), 0x8915,  # SIOCGIFADDR
                                     struct.pack("256s", name.encode()[:15]))
                address = socket.inet_ntoa(packed[20:24])
                if not address.startswith("127."):
                    found.append(address)
            except OSError:
                pass
            finally:
                s.close()
    except (ImportError, OSError, AttributeError):
        pass
    return found


def you(name: str) -> str:
    """The player at this screen, by name."""
    return name if name == tr("You") else tr("{name} (you)").format(name=name)


class HostScene(ButtonScene):
    """Who sits where at the table to host: seat 1 is you; each other seat Open or AI."""

    name = "host"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game = registry.game(game_id)
        self.rules = app.rules_of(game_id)
        n = getattr(self.rules, "players", self.game.players[0])
        level = app.settings.ai_level if app.settings.ai_level in self.game.levels \
            else self.game.levels[min(1, len(self.game.levels) - 1)]
        self.kinds = ["here"] + ["open"] * (n - 1)
        self.levels = [level] * n
        self.name_here = _remembered(app.data_dir).get("name") or tr("You")
        self.on_drop = "ai"  # a player who drops: an AI plays for them after GRACE, or wait
        self.problem = ""
        self.saved = self._saved_game()  # (net file, session) of a hosted game left off

    def folder(self) -> Path:
        return Path(self.app.data_dir) / "hosted" / self.game.id

    def _saved_game(self):
        """The game this window hosted and did not finish (it was closed, or killed), with
        who sat where and its code, or None."""
        from game.net.host import read_net_file
        from ..saves import SaveError
        saved = read_net_file(self.folder())
        if saved is None or saved.get("game") != self.game.id \
                or self.game.resume_session is None:
            return None
        try:
            session = self.game.resume_session(self.folder())
        except (SaveError, OSError, ValueError):
            return None
        if session.finished:
            return None
        return saved, session

    def choices(self) -> list[tuple[str, str]]:
        return [("open", "")] + [("ai", level) for level in self.game.levels]

    def cycle(self, s: int) -> None:
        options = self.choices()
        now = (self.kinds[s], self.levels[s] if self.kinds[s] == "ai" else "")
        kind, level = options[(options.index(now) + 1) % len(options)] if now in options \
            else options[0]
        self.kinds[s] = kind
        if level:
            self.levels[s] = level
        self.layout()

    def seat_words(self, s: int) -> str:
        kind = self.kinds[s]
        if kind == "here":
            return you(self.name_here)
        if kind == "open":
            return tr("Open: a player at another machine")
        level = self.levels[s]
        return tr("AI ({level})").format(level=tr(level.title()))

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = self.unit
        bw = round(min(w * 0.8, 700 * max(u, 0.7)))
        bh = max(round(58 * max(u, 0.7)), self.font(24).get_linesize() + 12)
        gap = round(14 * max(u, 0.7))
        y = round(h * 0.22)
        buttons = []
        for s in range(len(self.kinds)):
            label = tr("Seat {n}").format(n=s + 1) + " — " + self.seat_words(s)
            b = Button(label, (lambda s=s: self.cycle(s)), enabled=self.kinds[s] != "here")
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.midtop = (w // 2, y)
            y += bh + gap
            buttons.append(b)
        drop = Button(tr("A player who drops: an AI plays until they are back")
                      if self.on_drop == "ai" else
                      tr("A player who drops: the table waits for them"), self.toggle_drop)
        drop.rect = pygame.Rect(0, 0, bw, bh)
        drop.rect.midtop = (w // 2, y + gap)
        buttons.append(drop)
        y += bh + 2 * gap
        if self.saved is not None:  # the game this window hosted and did not finish
            again = Button(tr("Continue the game hosted before (code {code})").format(
                code=self.saved[0]["code"]), self.continue_saved)
            again.rect = pygame.Rect(0, 0, bw, bh)
            again.rect.midtop = (w // 2, y + gap)
            buttons.append(again)
            y += bh + gap
        act = [Button(tr("Open the table"), self.open_table), Button(tr("Back"), self.back)]
        row_of(act, w // 2, y + gap * 2, round(min(bw // 2 - 10, 320 * max(u, 0.7))), bh,
               round(20 * u))
        self.default_focus = len(buttons)
        return buttons + act

    def toggle_drop(self) -> None:
        self.on_drop = "wait" if self.on_drop == "ai" else "ai"
        self.layout()

    def back(self) -> None:
        self.app.stack.pop(self)

    def continue_saved(self) -> None:
        """The game hosted before goes on, with the same code: the players at other
        machines join again (an AI plays for them meanwhile, or the table waits)."""
        saved, session = self.saved
        players = saved["players"]
        for p in players:
            if p.kind == "open":
                p.dropped_at = time.monotonic()  # away until they join again
        self._open(players, session, saved["code"])

    def open_table(self) -> None:
        if self.saved is None:
            self._open(self._players())
            return
        from .base import Dialog  # a new table's game takes the place of the one saved
        self.app.push(Dialog(self.app, tr("Open a new table?"), [tr(
            "The game hosted before (code {code}) is replaced by the new one.").format(
                code=self.saved[0]["code"])],
            [(tr("Open a new table"), lambda: self._open(self._players())),
             (tr("Back"), lambda: None)], escape=lambda: None))

    def _players(self) -> list:
        from game.net.host import AI, HERE, OPEN, Player
        players = []
        for s, kind in enumerate(self.kinds):
            if kind == "here":
                players.append(Player(HERE, self.name_here, self.levels[s]))
            elif kind == "open":
                players.append(Player(OPEN, "", self.levels[s]))
            else:
                players.append(Player(AI, ai_name(s), self.levels[s]))
        return players

    def _open(self, players: list, session=None, code: Optional[str] = None) -> None:
        from game.net.host import Host
        from game.net.protocol import DEFAULT_PORT
        from game.net.transport import Server
        server = None
        options = self.app.options
        ports = (DEFAULT_PORT, 0) if options.host_port is None else (options.host_port,)
        for port in ports:  # the usual port, else any free one
            server = Server(options.host_bind, port)
            try:
                server.start()
                break
            except OSError as exc:
                server, why = None, exc.strerror or str(exc)
        if server is None:
            self.problem = tr("The table could not be opened: {why}").format(why=why)
            return
        folder = self.folder()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            folder = None
        rules = getattr(session, "rules", self.rules)
        host = Host(self.game, rules, players, server, folder, window=WINDOW, code=code,
                    on_drop=self.on_drop, grace=GRACE, attached=True,
                    idle=self.app.between_frames,
                    log=lambda line: print(f"host: {line}", file=sys.stderr))
        _HOSTED.append((self.app, host))
        self.app.tickers.append(host.pump)
        if session is not None:
            host.start(session)
        self.app.stack.replace(self, HostLobbyScene(self.app, host))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        tf = self.font(60, True)
        g = self.game
        theme.text(surface, tf, tr("Host a table of {game}").format(game=tr(g.title)),
                   (w // 2, round(h * 0.06)), theme.GOLD, "midtop", shadow=True)
        fl = self.font(20)
        words = self.problem or tr(
            "Click a seat to make it open to a player at another machine, or an AI of a "
            "level. The rules are those of Options.")
        for k, line in enumerate(theme.wrap(fl, words, round(w * 0.86))):
            theme.text(surface, fl, line, (w // 2, round(h * 0.93) + k * fl.get_linesize()),
                       theme.INK if self.problem else theme.INK_DIM, "midbottom")
        self.draw_buttons(surface, 24)


class HostedView:
    """What the host's own table shows of the players at other machines (the session's
    `networked`): who dropped, in the prompt and on their plates, and quick messages."""

    def __init__(self, host):
        self.host = host

    def words(self) -> str:
        """Who dropped, while the table waits for them."""
        host = self.host
        waiting = {host.session.player_of(s) for s in host.session.waiting()}
        away = [p for i, p in enumerate(host.players) if p.kind == "open" and p.taken
                and not p.connected and i in waiting]
        if not away:
            return ""
        names = ", ".join(p.name for p in away)
        if all(p.stand_in for p in away):
            return tr("{names} dropped: an AI plays until they are back").format(names=names)
        return tr("{names} dropped: waiting for them to come back").format(names=names)

    def key(self):
        return tuple((p.connected, p.stand_in) for p in self.host.players) + \
            (len(self.host.said),)

    def note(self, seat: int) -> str:
        from game.net.client import SAID_FOR

        from .network import quick_words
        said = self.host.said.get(seat)
        if said is not None and time.monotonic() - said[1] <= SAID_FOR:
            return quick_words(said[0])
        p = self.host.players[self.host.session.player_of(seat)]
        if p.kind == "open" and p.taken and not p.connected:
            return tr("away: an AI plays") if p.stand_in else tr("away")
        return ""

    def say(self, key: str) -> None:
        self.host.say_here(key)


class HostLobbyScene(ButtonScene):
    """The table open here: the address and code to tell the others, the seats, Start."""

    name = "host-lobby"

    def __init__(self, app, host):
        super().__init__(app)
        self.host = host
        bind = app.options.host_bind
        self.addresses = local_addresses() if bind in ("0.0.0.0", "::", "") else [bind]
        self._seen = None

    def update(self, dt: float) -> None:
        host = self.host
        key = (host.started, tuple(tuple(p.public(s).items())
                                   for s, p in enumerate(host.players)))
        if key != self._seen:
            self._seen = key
            self.layout()
        if host.started:
            host.session.networked = HostedView(host)
            ui = self.host.description.ui()
            ui.open_table(self.app, host.session, replace=self)

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = self.unit
        bh = max(round(56 * max(u, 0.7)), self.font(24).get_linesize() + 12)
        waiting = any(p.kind == "open" and not p.taken for p in self.host.players)
        buttons = [Button(tr("Start the game"), self.start, kind="main"),
                   Button(tr("Close the table"), self.back)]
        row_of(buttons, w // 2, round(h * 0.84), round(min(w * 0.3, 340 * max(u, 0.7))), bh,
               round(20 * u))
        self.default_focus = 1 if waiting else 0
        return buttons

    def start(self) -> None:
        self.host.start()

    def back(self) -> None:
        close_hosted()
        self.app.stack.pop(self)

    def seat_words(self, p) -> tuple[str, str]:
        if p.kind == "here":
            return you(p.name), tr("the host")
        if p.kind == "ai":
            level = p.level
            return tr("AI ({level})").format(level=tr(level.title())), ""
        if not p.taken:
            return tr("Open"), tr("waiting for a player")
        return p.name, (tr("ready") if p.ready else tr("not ready")) if p.connected \
            else tr("away")

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        u = self.unit
        host = self.host
        port = host.server.port
        tf, f, fl = self.font(52, True), self.font(28), self.font(22)
        g = host.description
        theme.text(surface, tf, tr("Your table of {game}").format(game=tr(g.title)),
                   (w // 2, round(h * 0.05)), theme.GOLD, "midtop", shadow=True)
        y = round(h * 0.05) + tf.get_linesize() + round(8 * u)
        where = ", ".join(f"{a}:{port}" for a in self.addresses) or \
            tr("this machine's address, port {port}").format(port=port)
        big = self.font(34, True)
        theme.text(surface, big, tr("Code {code}").format(code=host.code), (w // 2, y),
                   theme.INK, "midtop")
        y += big.get_linesize() + round(4 * u)
        words = tr("Players join at {where}").format(where=where)
        if self.addresses and all(a.startswith("127.") or a == "::1" for a in self.addresses):
            # (--bind 127.0.0.1: no other machine can reach this table)
            words = tr("Players join at {where}: from this machine only").format(where=where)
        line = theme.clipped(fl, words, round(w * 0.9))
        theme.text(surface, fl, line, (w // 2, y), theme.INK_DIM, "midtop")
        bw = round(min(w * 0.8, 760 * max(u, 0.7)))
        rh = max(round(64 * max(u, 0.7)), f.get_linesize() + 16)
        top = y + fl.get_linesize() + round(30 * u)
        for i, p in enumerate(host.players):
            r = pygame.Rect(0, 0, bw, rh - round(10 * u))
            r.midtop = (w // 2, top + i * rh)
            theme.panel(surface, r)
            name, state = self.seat_words(p)
            label = tr("Seat {n}").format(n=i + 1)
            theme.text(surface, fl, label, (r.x + round(18 * u), r.centery), theme.INK_DIM,
                       "midleft", owner=r)
            x = r.x + round(18 * u) + fl.size(label)[0] + round(24 * u)
            room = r.right - x - fl.size(state)[0] - round(40 * u)
            theme.text(surface, f, theme.clipped(f, name, room), (x, r.centery), theme.INK,
                       "midleft", owner=r)
            if state:
                theme.text(surface, fl, state, (r.right - round(18 * u), r.centery),
                           theme.GOLD if state in (tr("ready"), tr("the host")) else
                           theme.INK_DIM, "midright", owner=r)
        words = tr("Tell the others the address and the code; they choose Join a table. "
                   "Start when everyone is in: the seats still open are played by the AI.")
        lines = theme.wrap(fl, words, round(w * 0.86))
        y = round(h * 0.82)
        for k, text in enumerate(lines):
            theme.text(surface, fl, text, (w // 2, y - (len(lines) - k) * fl.get_linesize()),
                       theme.INK_DIM, "midtop")
        self.draw_buttons(surface, 24)


__all__ = ["HostScene", "HostLobbyScene", "close_hosted", "local_addresses"]
