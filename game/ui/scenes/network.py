"""Joining a table hosted at another machine (game/net): the page where the player types
the host's address, the table code and a name, and the lobby, where the seats fill up,
each player says they are ready, and the game begins (the seeds' /join and /start).
The game's table then opens through its GameUI's `remote_table`.

Nothing here waits on the network: the connection runs on a thread of its own and
each frame takes what came (game/net/client.py).
"""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import pygame

from game import registry
from game.core import yamlfile
from game.core.fileio import write_atomic

from .. import canvas, theme
from ..i18n import tr
from ..widgets import Button, draw_field, edited
from .base import ButtonScene, row_of

JOIN_FILE = "join.yaml"  # the last address and name typed, in the data folder


def _remembered(data_dir: Path) -> dict:
    try:
        data = yamlfile.read(Path(data_dir) / JOIN_FILE, yamlfile.TABLE)
    except yamlfile.ReadError:
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if k in ("address", "name") and isinstance(v, str)}


def _remember(data_dir: Path, address: str, name: str) -> None:
    import yaml
    try:
        write_atomic(Path(data_dir) / JOIN_FILE,
                     yaml.safe_dump({"address": address, "name": name},
                                    allow_unicode=True).encode("utf-8"))
    except OSError:
        pass  # (a convenience: the game goes on without it)


class JoinScene(ButtonScene):
    """Address, table code and name; Join opens the lobby."""

    name = "join"
    FIELDS = ("address", "code", "name")
    MAX = {"address": 80, "code": 9, "name": 24}

    def __init__(self, app, values: Optional[dict] = None):
        super().__init__(app)
        known = _remembered(app.data_dir)
        self.values = dict(values) if values else {
            "address": known.get("address", ""), "code": "", "name": known.get("name", "")}
        self.editing: Optional[str] = "address" if not self.values["address"] else "code"
        self.rects: dict[str, pygame.Rect] = {}
        self.problem = ""

    def enter(self) -> None:
        super().enter()
        pygame.key.start_text_input()

    def labels(self) -> dict[str, str]:
        return {"address": tr("Host's address (and port)"), "code": tr("Table code"),
                "name": tr("Your name")}

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = self.unit
        fw = round(min(w * 0.8, 640 * max(u, 0.7)))
        fh = max(round(56 * max(u, 0.7)), self.font(26).get_linesize() + 14)
        gap = round(34 * max(u, 0.7)) + self.font(20).get_linesize()
        y = round(h * 0.22) + self.font(20).get_linesize()
        for key in self.FIELDS:
            self.rects[key] = pygame.Rect(0, 0, fw, fh)
            self.rects[key].midtop = (w // 2, y)
            y += fh + gap
        ready = all(self.values[k].strip() for k in self.FIELDS)
        buttons = [Button(tr("Join"), self.join, enabled=ready, kind="main"),
                   Button(tr("Back"), self.back)]
        bw = round(min(fw // 2 - 10, 300 * max(u, 0.7)))
        row_of(buttons, w // 2, y, bw, fh, round(20 * u))
        self.default_focus = 0 if ready else -1
        return buttons

    def back(self) -> None:
        self.app.stack.pop(self)

    def join(self) -> None:
        from game.net.protocol import code_text, split_address, valid_code
        try:
            host, port = split_address(self.values["address"].strip())
        except ValueError as exc:
            self.problem = tr("The address is not one to join: {why}").format(why=exc)
            return
        code = code_text(self.values["code"])
        if not valid_code(code):
            self.problem = tr("A table code is the six letters and digits the host shows.")
            return
        name = self.values["name"].strip()
        _remember(self.app.data_dir, self.values["address"].strip(), name)
        from game.net.client import NetTable
        net = NetTable(host, port, code, name)
        net.connect()
        self.problem = ""
        self.app.stack.replace(self, LobbyScene(self.app, net, f"{host}:{port}",
                                                dict(self.values)))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for key, r in self.rects.items():
                if r.collidepoint(event.pos):
                    self.editing = key
                    return True
        if self.editing is not None:
            key = self.editing
            value = edited(self.values[key], event, self.MAX[key])
            if value is not None:
                self.values[key] = value
                self.layout()
                return True
            if event.type == pygame.KEYDOWN:
                if event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
                    step = -1 if event.key == pygame.K_UP or \
                        event.mod & pygame.KMOD_SHIFT else 1
                    i = self.FIELDS.index(key) + step
                    self.editing = self.FIELDS[i] if 0 <= i < len(self.FIELDS) else None
                    return True
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    if all(self.values[k].strip() for k in self.FIELDS):
                        self.join()
                    else:
                        i = self.FIELDS.index(key)
                        self.editing = self.FIELDS[(i + 1) % len(self.FIELDS)]
                    return True
                if event.key == pygame.K_ESCAPE:
                    self.back()
                    return True
                return True  # typing keys belong to the field
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        tf = self.font(60, True)
        theme.text(surface, tf, tr("Join a table"), (w // 2, round(h * 0.06)), theme.GOLD,
                   "midtop", shadow=True)
        f, fl = self.font(26), self.font(20)
        labels = self.labels()
        for key, r in self.rects.items():
            editing = self.editing == key
            theme.text(surface, fl, labels[key], (r.x, r.y - 4), theme.GOLD, "bottomleft")
            draw_field(surface, f, r, self.values[key], editing)
        words = self.problem or tr(
            "The host sees the address and the code on their screen (or in the terminal "
            "where “tysiacha serve” runs). Over the internet, the host's router forwards "
            "the port to the host's machine.")
        colour = theme.INK if self.problem else theme.INK_DIM
        lines = theme.wrap(fl, words, round(w * 0.86))
        for k, text in enumerate(lines):
            y = round(h * 0.95) - (len(lines) - 1 - k) * fl.get_linesize()
            theme.text(surface, fl, text, (w // 2, y), colour, "midbottom")
        self.draw_buttons(surface, 24)


class LobbyScene(ButtonScene):
    """The table's seats as the host tells them, until the game begins."""

    name = "lobby"

    def __init__(self, app, net, address: str, typed: Optional[dict] = None):
        super().__init__(app)
        self.net = net
        self.address = address
        self.typed = typed  # what was typed on the Join page (back to it, to mend it)
        self._seen = -1
        self.problem = ""

    # ------------------------------------------------------------ the loop
    def update(self, dt: float) -> None:
        net = self.net
        net.poll()
        if net.changed != self._seen:
            self._seen = net.changed
            self.layout()
        if net.game and not self.problem and \
                getattr(registry.game(net.game).ui(), "remote_table", None) is None:
            g = registry.game(net.game)
            self.problem = tr("This version cannot show a networked table of {game} yet.") \
                .format(game=tr(g.title))
            net.close()
            self.layout()
            return
        if net.started and net.states and net.status == "seated" and not self.problem:
            self.open_table()

    def open_table(self) -> None:
        opener = registry.game(self.net.game).ui().remote_table
        try:
            opener(self.app, self.net, self)
        except ValueError as exc:  # (the game's picture of the table: MirrorError)
            self.problem = str(exc)
            self.net.close()
            self.layout()

    # ------------------------------------------------------------ buttons
    def me(self) -> Optional[dict]:
        p = self.net.player
        seats = self.net.lobby
        return seats[p] if p is not None and 0 <= p < len(seats) else None

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = self.unit
        bw = round(min(w * 0.28, 340 * max(u, 0.7)))
        bh = max(round(56 * max(u, 0.7)), self.font(24).get_linesize() + 12)
        me = self.me()
        seated = self.net.status == "seated" and me is not None
        ready = bool(me and me.get("ready"))
        buttons = [
            Button(tr("Not ready") if ready else tr("Ready"), self.toggle_ready,
                   enabled=seated and not self.net.started, toggled=ready),
            Button(tr("Start the game"), self.ask_start, enabled=seated and ready
                   and not self.net.started, kind="main"),
            Button(tr("Leave"), self.back),
        ]
        row_of(buttons, w // 2, round(h * 0.84), bw, bh, round(20 * u))
        self.default_focus = 1 if ready else 0
        return buttons

    def toggle_ready(self) -> None:
        me = self.me()
        self.net.ready(not (me and me.get("ready")))

    def ask_start(self) -> None:
        self.net.ask_start()

    def back(self) -> None:
        """Leave: back to the Join page where the host refused or cannot be reached (the
        address or code to mend), else to the menu."""
        trouble = self.net.status in ("refused", "lost") or self.problem
        self.net.close()
        if trouble and self.typed is not None:
            self.app.stack.replace(self, JoinScene(self.app, self.typed))
        else:
            self.app.stack.pop(self)

    # ------------------------------------------------------------ drawing
    def status_line(self) -> tuple[str, tuple]:
        net = self.net
        if self.problem:
            return self.problem, theme.INK
        if net.status == "connecting":
            return tr("Connecting to {address}…").format(address=self.address), theme.INK_DIM
        if net.status == "reconnecting":
            return tr("The connection dropped: reconnecting…"), theme.INK
        if net.status == "refused":
            return tr("The host said no: {why}").format(why=net.why), theme.INK
        if net.status == "lost":
            return tr("The host cannot be reached: {why}").format(why=net.why), theme.INK
        if net.started:
            return tr("The game begins…"), theme.GOLD
        if net.why:
            return net.why, theme.INK
        return tr("When everybody is ready, anyone may start the game. The seats left "
                  "open are played by the AI."), theme.INK_DIM

    def seat_words(self, i: int, seat: dict) -> tuple[str, str]:
        kind = seat.get("kind")
        name = str(seat.get("name") or "")
        if kind == "ai":
            level = str(seat.get("level") or "")
            return tr("AI ({level})").format(level=tr(level.title())), ""
        if kind == "here":
            return name, tr("the host")
        if not seat.get("taken"):
            return tr("Open"), tr("waiting for a player")
        state = tr("ready") if seat.get("ready") else tr("not ready")
        if not seat.get("connected"):
            state = tr("away")
        if i == self.net.player:
            name = tr("{name} (you)").format(name=name)
        return name, state

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        u = self.unit
        tf = self.font(56, True)
        g = registry.find(self.net.game) if self.net.game else None
        title = tr("{game} at {address}").format(game=tr(g.title), address=self.address) \
            if g else tr("Table at {address}").format(address=self.address)
        theme.text(surface, tf, theme.clipped(tf, title, w - 40), (w // 2, round(h * 0.06)),
                   theme.GOLD, "midtop", shadow=True)
        f, fl = self.font(28), self.font(22)
        theme.text(surface, fl, tr("Table code: {code}").format(code=self.net.code),
                   (w // 2, round(h * 0.06) + tf.get_linesize() + round(6 * u)),
                   theme.INK_DIM, "midtop")
        seats = self.net.lobby
        if seats:
            bw = round(min(w * 0.8, 760 * max(u, 0.7)))
            rh = max(round(70 * max(u, 0.7)), f.get_linesize() + fl.get_linesize() // 2 + 16)
            top = round(h * 0.26)
            for i, seat in enumerate(seats):
                r = pygame.Rect(0, 0, bw, rh - round(10 * u))
                r.midtop = (w // 2, top + i * rh)
                mine = i == self.net.player
                theme.panel(surface, r, colour=theme.DIALOG if mine else theme.PANEL)
                if mine:
                    canvas.rect(surface, theme.FOCUS, r, 3, border_radius=10)
                name, state = self.seat_words(i, seat)
                label = tr("Seat {n}").format(n=i + 1)
                theme.text(surface, fl, label, (r.x + round(18 * u), r.centery),
                           theme.INK_DIM, "midleft", owner=r)
                x = r.x + round(18 * u) + fl.size(label)[0] + round(24 * u)
                room = r.right - x - fl.size(state)[0] - round(40 * u)
                theme.text(surface, f, theme.clipped(f, name, room), (x, r.centery),
                           theme.INK, "midleft", owner=r)
                colour = theme.GOLD if state in (tr("ready"), tr("the host")) else \
                    theme.INK_DIM
                theme.text(surface, fl, state, (r.right - round(18 * u), r.centery), colour,
                           "midright", owner=r)
        words, colour = self.status_line()
        lines = theme.wrap(fl, words, round(w * 0.86))
        y = round(h * 0.82)
        for k, text in enumerate(lines):
            theme.text(surface, fl, text, (w // 2, y - (len(lines) - k) * fl.get_linesize()),
                       colour, "midtop")
        self.draw_buttons(surface, 24)


QUICK_WORDS = {  # the quick messages (game/net/protocol.QUICK), in the player's language
    "well_played": lambda: tr("Well played!"),
    "thanks": lambda: tr("Thanks"),
    "oops": lambda: tr("Oops"),
    "hurry": lambda: tr("Hurry up?"),
}


def quick_words(key: str) -> str:
    words = QUICK_WORDS.get(key)
    return words() if words is not None else ""


def say_dialog(app, say):
    """Say…: the quick messages, one click each (no free text at a networked table);
    `say(key)` sends one."""
    from .base import Dialog
    choices = [(quick_words(k), (lambda k=k: say(k))) for k in QUICK_WORDS]
    return Dialog(app, tr("Say to the table"), [], choices + [(tr("Cancel"), lambda: None)],
                  escape=lambda: None)


def say_button(app, view):
    """Say… at a networked table (`view`, the session's `networked`), where Undo is at
    the others."""
    from ..widgets import Button
    return Button(tr("Say…"), lambda: app.push(say_dialog(app, view.say)))


def seat_note(net, player: int) -> str:
    """What a networked table says on a player's plate: a quick message just sent, or
    that the player is away."""
    if player == net.player and net.status == "reconnecting":
        return tr("reconnecting…")
    seat = net.lobby[player] if 0 <= player < len(net.lobby) else {}
    if player in net.away:
        return tr("away: an AI plays") if seat.get("stand_in") else tr("away")
    return ""


def connection_words(net, waiting=()) -> str:
    """The prompt at a networked table while something is wrong with it (this player's
    connection, or one the table waits for: `waiting`, players), else ""."""
    if net.status == "reconnecting":
        return tr("The connection to the host dropped: reconnecting…")
    if net.status == "lost":
        return tr("The host cannot be reached: {why}").format(why=net.why)
    if net.status == "refused":
        return tr("The host said no: {why}").format(why=net.why)
    away = [s for i, s in enumerate(net.lobby) if i in net.away and i in waiting]
    if not away:
        return ""
    names = ", ".join(str(s.get("name") or "") for s in away)
    if all(s.get("stand_in") for s in away):
        return tr("{names} dropped: an AI plays until they are back").format(names=names)
    return tr("{names} dropped: waiting for them to come back").format(names=names)


class JoinedView:
    """What the table shows of a networked table joined here (the session's
    `networked`): the prompt's words while the connection is in trouble, what each plate
    says, the quick messages."""

    def __init__(self, net, player_of, waiting, problem=lambda: None):
        self.net = net
        self.player_of = player_of  # seat -> player
        self.waiting = waiting  # () -> the seats the table waits for
        self.problem = problem  # () -> why the table cannot follow the host, or None

    def words(self) -> str:
        trouble = connection_words(self.net, {self.player_of(s) for s in self.waiting()})
        if trouble:
            return trouble
        problem = self.problem()
        return tr("This table cannot follow the host's: {why}").format(why=problem) \
            if problem else ""

    def key(self):
        net = self.net
        return (net.status, tuple(sorted(net.away)), net.why, self.problem())

    def note(self, seat: int) -> str:
        said = self.net.saying(seat)
        return quick_words(said) if said else seat_note(self.net, self.player_of(seat))

    def say(self, key: str) -> None:
        self.net.say(key)


__all__ = ["JoinScene", "LobbyScene", "JoinedView", "say_dialog", "say_button", "seat_note",
           "quick_words", "connection_words"]
