"""The main menu: the choice of game (every game the registry knows, game/registry.py)
and what to do with it: continue, a new game, past games, statistics, options, rules,
lessons (Learn)."""
from __future__ import annotations

import math
from pathlib import Path
from typing import Optional

import pygame

from game import registry
from game.core.fileio import write_atomic
from game.core.yamlfile import MENU

from .. import theme
from ..assets import CardArt
from ..i18n import tr
from ..saves import SaveError, flush_saves, read_own
from ..widgets import Button
from .base import ButtonScene, Dialog, column, row_of

MENU_FILE = "menu.yaml"  # in the data folder: the game chosen last (`game: tichu`)


def chosen_game(data_dir: Path) -> str:
    """The game the main menu showed last; the first game when the file is missing,
    broken (a broken one is set aside, saves.read_own) or names no game known."""
    data = read_own(Path(data_dir) / MENU_FILE, MENU)
    game = data.get("game") if isinstance(data, dict) else None
    return game if registry.find(game) else registry.default().id


def remember_game(data_dir: Path, game: str) -> None:
    try:
        write_atomic(Path(data_dir) / MENU_FILE, f"game: {game}\n".encode("utf-8"))
    except OSError:
        pass  # a comfort, like the window's size: not worth a message


class MainMenu(ButtonScene):
    name = "menu"

    def __init__(self, app, message: Optional[str] = None):
        super().__init__(app)
        self.messages: list[str] = []
        self.about_game: Optional[str] = None  # the game the messages are about (a save)
        if app.read_only:  # another copy of the game has the data folder
            self.messages.append(app.read_only)
        if message:
            self.messages.append(message)
        self.t = 0.0
        # the game's id: as the command line says (--game), else as last time
        game = getattr(app.options, "game", None)
        self.game = game if registry.find(game) else chosen_game(app.data_dir)

    @property
    def ui(self):
        """The chosen game's scenes (game/ui/description.py)."""
        return registry.game(self.game).ui()

    def enter(self) -> None:
        flush_saves()  # a game just left may still be on its way to the disk
        from game.net.client import leave_all
        leave_all()  # a table at another machine, left for the menu
        from .hosting import close_hosted
        close_hosted()  # and one hosted here
        if self.app.settings_errors:
            self.messages.append(tr("Some settings in {path} were not used:").format(
                path=self.app.settings_file))
            self.messages += self.app.settings_errors[:6]
            self.app.settings_errors = []
        super().enter()

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = self.unit
        can_continue = self.has_save()
        bw, bh = round(420 * max(u, 0.6)), round(64 * max(u, 0.6))
        gap = round(18 * u)
        top = self.buttons_top()
        # the games' row and six rows of buttons, Quit clear of the window's bottom edge
        # (a 16:9 window has less height for its width than the unit assumes)
        rows, margin = 8, round(16 * max(u, 0.6))
        fit = min(1.0, (h - margin - top) / (rows * bh + (rows - 1) * gap + gap // 2))
        bh, gap = round(bh * fit), round(gap * fit)
        choices = registry.games()
        games = row_of([Button(tr(g.title), lambda g=g.id: self.choose(g),
                               toggled=self.game == g.id) for g in choices],
                       w // 2, top, (bw - gap) // 2, bh, gap)  # two share the column's width
        networked = registry.game(self.game).ui().remote_table is not None
        buttons = [
            Button(tr("Continue"), self.continue_game, enabled=can_continue,
                   kind="main" if can_continue else ""),
            Button(tr("New game"), self.new_game, kind="" if can_continue else "main"),
            Button(tr("Host a table"), self.host, enabled=networked),
            Button(tr("Past games"), self.watch),
            Button(tr("Options"), self.options),
            Button(tr("Rules"), self.rules),
            Button(tr("Quit"), self.app.quit, kind="danger"),
        ]
        # the choice of game is drawn above the column but comes after it in the focus
        # order: Up from Continue goes to it, as does Down from Quit
        out = column(buttons, w // 2, top + bh + round(gap * 1.5), bw, bh, gap) + games
        watch = buttons[3]  # Past games shares its row with Statistics
        stats = Button(tr("Statistics"), self.statistics)
        half = (watch.rect.width - gap) // 2
        stats.rect = pygame.Rect(watch.rect.right - half, watch.rect.y, half,
                                 watch.rect.height)
        watch.rect.width = half
        out.insert(4, stats)
        hosting = buttons[2]  # Host a table shares its row with Join a table (game/net)
        join = Button(tr("Join a table"), self.join)
        join.rect = pygame.Rect(hosting.rect.right - half, hosting.rect.y, half,
                                hosting.rect.height)
        hosting.rect.width = half
        out.insert(3, join)
        rules = buttons[5]  # Rules shares its row with Learn: the game's lessons
        learn = Button(tr("Learn"), self.learn, enabled=self.ui.lessons is not None)
        learn.rect = pygame.Rect(rules.rect.right - half, rules.rect.y, half, rules.rect.height)
        rules.rect.width = half
        out.insert(out.index(rules) + 1, learn)
        self.default_focus = 0 if can_continue else 1
        return out

    def buttons_top(self) -> int:
        """Where the buttons start: under the title and its line."""
        h = self.app.screen_size[1]
        below = self.title_y() + self.font(96, True).get_linesize() \
            + self.font(30).get_linesize() + round(16 * self.unit)
        return max(round(h * 0.45), below)

    def title_y(self) -> int:
        return round(self.app.screen_size[1] * 0.33)

    # ------------------------------------------------------------ the chosen game
    def choose(self, game: str) -> None:
        if game != self.game:
            if self.about_game is not None:  # another game's save: not this one's news
                self.messages, self.about_game = [], None
            self.game = game
            remember_game(self.app.data_dir, game)
            if getattr(self.app.options, "game", None) is not None:
                self.app.options.game = game  # back at the menu later, the game chosen now
        self.layout()

    def host(self) -> None:
        """Host a table of the chosen game for players at other machines."""
        from .hosting import HostScene
        self.app.push(HostScene(self.app, self.game))

    def join(self) -> None:
        """Join a table hosted at another machine: its address, code and a name."""
        from .network import JoinScene
        self.app.push(JoinScene(self.app))

    def has_save(self) -> bool:
        return self.ui.has_save(self.app.data_dir)

    def continue_game(self) -> None:
        """The saved game at its table; first who sits where, if its table file could
        not say (seats_problem); else the reason it cannot be continued."""
        flush_saves()  # a game just left may still be on its way to the disk
        ui = self.ui
        try:
            session = ui.resume(self.app.data_dir, read_only=bool(self.app.read_only))
        except SaveError as exc:
            self.messages = [str(exc)]
            self.about_game = self.game
            self.layout()
            return
        if getattr(session, "finished", False):
            # a finished game the games folder could not take was kept as the game in
            # progress (saves.SavedGame.write_save): kept where finished games go now
            session.save()
        if session.seats_problem:  # do not guess who is human: ask
            self.app.push(ui.new_game(self.app, resuming=session))
        else:
            ui.open_table(self.app, session, replace=self)

    def setup_scene(self):
        """The new-game setup of the chosen game."""
        return self.ui.new_game(self.app)

    def new_game(self) -> None:
        if not self.has_save():
            self.app.push(self.setup_scene())
            return
        self.app.push(Dialog(
            self.app, tr("A game is in progress"),
            [tr("A new game takes its place: the game in progress ends and cannot be "
                "continued. (Finished games are kept in the games folder.)")],
            [(tr("New game"), lambda: self.app.push(self.setup_scene()), "danger"),
             (tr("Keep playing"), self.continue_game, "main")],
            escape=lambda: None))

    def watch(self) -> None:
        """The finished games of the chosen game, to watch one again (the viewer)."""
        from .games_list import GamesListScene
        self.app.push(GamesListScene(self.app, self.game))

    def statistics(self) -> None:
        from ..statistics import StatisticsScene
        self.app.push(StatisticsScene(self.app, self.game))

    def options(self) -> None:
        from .options import OptionsScene
        self.app.push(OptionsScene(self.app))

    def rules(self) -> None:
        self.app.push(self.ui.rules_scene(self.app))  # the options in force, for the next game

    def learn(self) -> None:
        """The chosen game's lessons, played at the table (scenes/lessons.py)."""
        from .lessons import LessonsScene
        self.app.push(LessonsScene(self.app, self.game))

    def back(self) -> None:
        self.app.quit()

    def title_fan(self) -> tuple[CardArt, tuple[int, ...]]:
        """The art, sized for this window, and the cards of the fan over the title: the
        chosen game's deck (the menu's own art, so that the table's sizes are not
        disturbed)."""
        ui = self.ui
        art = self.app.card_art(ui.deck, "title")
        art.resize(self.fan_place()[0])
        return art, ui.title_cards

    def fan_place(self) -> tuple[int, float]:
        """The fan's cards' height and the middle card's centre: a fifth of the window
        high, a fifth of the way down; under a message at the top of the window (no room
        for it under the buttons), smaller, between it and the title."""
        h = self.app.screen_size[1]
        size, y = round(h * 0.2), h * 0.2
        banner = self.banner()
        if banner is not None and banner[1].top < self.title_y():
            top = banner[1].bottom + round(12 * self.unit)
            room = self.title_y() - top
            size = max(1, min(size, int(room / 1.3)))  # (tilted, the fan is 1.3 cards high)
            y = top + room * 0.45
        return size, y

    def banner(self) -> Optional[tuple[list[str], pygame.Rect]]:
        """The messages' lines and their box: under the buttons where there is room, else
        at the top of the window, with the fan over the title made smaller under it."""
        if not self.messages:
            return None
        w, h = self.app.screen_size
        f = self.font(20)
        width = round(w * 0.8)
        lines = []
        for m in self.messages:
            lines += theme.wrap(f, m, width - 40)
        box = pygame.Rect(0, 0, width, len(lines) * f.get_linesize() + 30)
        box.midbottom = (w // 2, h - round(20 * self.unit))
        if self.row.buttons and box.top < max(b.rect.bottom for b in self.row.buttons) + 8:
            box.midtop = (w // 2, 8)  # no room under the buttons: over the cards' fan
        return lines, box

    def update(self, dt: float) -> None:
        self.t += dt
        self.title_fan()

    def layout(self) -> None:
        self.title_fan()
        super().layout()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        art, cards = self.title_fan()
        # a fan of five cards over the title, breathing slowly
        n = len(cards)
        middle = self.fan_place()[1]
        logo = []
        for i, c in enumerate(cards):
            img = art.face(c)
            angle = (i - (n - 1) / 2) * 9 + math.sin(self.t * 1.2 + i) * 0.8
            rot = pygame.transform.rotozoom(img, -angle, 1.0)
            cx = w // 2 + (i - (n - 1) / 2) * art.size[0] * 0.42
            cy = middle + abs(i - (n - 1) / 2) * art.size[1] * 0.05
            logo.append(surface.blit(rot, rot.get_rect(center=(cx, cy))))
        title, subtitle = tr(self.ui.name), self.ui.subtitle()
        y = self.title_y()
        logo.append(theme.text(surface, self.font(96, True), title, (w // 2, y), theme.GOLD,
                               "midtop", shadow=True))
        theme.note(surface, "logo", logo[0].unionall(logo[1:]))  # (what a message clears)
        theme.text(surface, self.font(30), subtitle,
                   (w // 2, y + self.font(96, True).get_linesize()), theme.INK, "midtop")
        self.draw_buttons(surface, 28)
        banner = self.banner()
        if banner is not None:
            f = self.font(20)
            lines, box = banner
            theme.panel(surface, box, colour=(70, 20, 20, 220))
            y = box.y + 15
            for line in lines:
                theme.text(surface, f, line, (box.x + 20, y), owner=box)
                y += f.get_linesize()


__all__ = ["MainMenu", "Dialog", "chosen_game", "remember_game", "MENU_FILE"]
