"""The main menu and the new-game setup (who sits where, human or AI and its level)."""
from __future__ import annotations

import math
from pathlib import Path
from typing import Optional

import pygame

from game.core.fileio import write_atomic
from game.core.yamlfile import MENU

from game.tichu.engine.cards import parse_card as parse_tichu_card
from game.tysiacha.engine.cards import parse_card

from .. import canvas
from .. import theme
from ..assets import TICHU_DECK, CardArt
from ..i18n import tr
from game.tysiacha.ai import LEVELS

from ..saves import default_seats, flush_saves, read_own
from ..tysiacha.session import LEVEL_NAMES, SaveError, SeatConfig, Session, \
    has_save
from ..widgets import Button
from .base import ButtonScene, Dialog, column, row_of

TITLE_CARDS = tuple(parse_card(c) for c in ("JS", "QH", "KH", "10D", "AC"))
# Tichu's four special cards and an ace
TICHU_TITLE_CARDS = tuple(parse_tichu_card(c) for c in ("DOG", "MJ", "AS", "PH", "DR"))
GAMES = ("tysiacha", "tichu")  # the main menu's choice of game, 1000 first
MENU_FILE = "menu.yaml"  # in the data folder: the game chosen last (`game: tichu`)


def chosen_game(data_dir: Path) -> str:
    """The game the main menu showed last; 1000 when the file is missing or broken (a
    broken one is set aside, saves.read_own)."""
    data = read_own(Path(data_dir) / MENU_FILE, MENU)
    game = data.get("game") if isinstance(data, dict) else None
    return game if game in GAMES else GAMES[0]


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
        if app.read_only:  # another copy of the game has the data folder
            self.messages.append(app.read_only)
        if message:
            self.messages.append(message)
        self.t = 0.0
        # "tysiacha" (1000) or "tichu": as the command line says (--game), else as last time
        game = getattr(app.options, "game", None)
        self.game = game if game in GAMES else chosen_game(app.data_dir)

    def enter(self) -> None:
        flush_saves()  # a game just left may still be on its way to the disk
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
        games = row_of([
            Button("1000", lambda: self.choose("tysiacha"), toggled=self.game == "tysiacha"),
            Button(tr("Tichu"), lambda: self.choose("tichu"), toggled=self.game == "tichu"),
        ], w // 2, top, (bw - gap) // 2, bh, gap)
        buttons = [
            Button(tr("Continue"), self.continue_game, enabled=can_continue),
            Button(tr("New game"), self.new_game),
            Button(tr("Past games"), self.watch),
            Button(tr("Options"), self.options),
            Button(tr("Rules"), self.rules),
            Button(tr("Quit"), self.app.quit),
        ]
        # the choice of game is drawn above the column but comes after it in the focus
        # order: Up from Continue goes to it, as does Down from Quit
        out = column(buttons, w // 2, top + bh + round(gap * 1.5), bw, bh, gap) + games
        watch = buttons[2]  # Past games shares its row with Statistics
        stats = Button(tr("Statistics"), self.statistics)
        half = (watch.rect.width - gap) // 2
        stats.rect = pygame.Rect(watch.rect.right - half, watch.rect.y, half,
                                 watch.rect.height)
        watch.rect.width = half
        out.insert(3, stats)
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
            self.game = game
            remember_game(self.app.data_dir, game)
            if getattr(self.app.options, "game", None) is not None:
                self.app.options.game = game  # back at the menu later, the game chosen now
        self.layout()

    def has_save(self) -> bool:
        if self.game == "tichu":
            from ..tichu.session import has_save as has_tichu_save
            return has_tichu_save(self.app.data_dir)
        return has_save(self.app.data_dir)

    def continue_game(self) -> None:
        if self.game == "tichu":
            self.continue_tichu()
            return
        from ..tysiacha.table_scene import open_session
        flush_saves()
        try:
            session = Session.resume(self.app.data_dir, read_only=bool(self.app.read_only))
        except SaveError as exc:
            self.messages = [str(exc)]
            self.layout()
            return
        if session.seats_problem:  # do not guess who is human: ask
            self.app.push(NewGameScene(self.app, resuming=session))
            return
        open_session(self.app, session, replace=self)

    def continue_tichu(self) -> None:
        from ..tichu.session import TichuSession
        from .tichu_setup import TichuSetupScene
        flush_saves()
        try:
            session = TichuSession.resume(self.app.data_dir, read_only=bool(self.app.read_only))
        except SaveError as exc:
            self.messages = [str(exc)]
            self.layout()
            return
        if session.seats_problem:  # do not guess who is human: ask
            self.app.push(TichuSetupScene(self.app, resuming=session))
            return
        from ..tichu.table_scene import open_tichu
        open_tichu(self.app, session, replace=self)

    def setup_scene(self):
        """The new-game setup of the chosen game."""
        if self.game == "tichu":
            from .tichu_setup import TichuSetupScene
            return TichuSetupScene(self.app)
        return NewGameScene(self.app)

    def new_game(self) -> None:
        if not self.has_save():
            self.app.push(self.setup_scene())
            return
        self.app.push(Dialog(
            self.app, tr("A game is in progress"),
            [tr("A new game takes its place: the game in progress ends and cannot be "
                "continued. (Finished games are kept in the games folder.)")],
            [(tr("New game"), lambda: self.app.push(self.setup_scene())),
             (tr("Keep playing"), self.continue_game)],
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
        if self.game == "tichu":  # the options in force, for the next game
            from ..tichu.overlays import TichuRulesScene
            self.app.push(TichuRulesScene(self.app, self.app.tichu_rules))
            return
        from ..tysiacha.overlays import RulesScene
        self.app.push(RulesScene(self.app, self.app.rules))

    def back(self) -> None:
        self.app.quit()

    def title_fan(self) -> tuple[CardArt, tuple[int, ...]]:
        """The art, sized for this window, and the cards of the fan over the title: the
        chosen game's deck (Tichu's art is the menu's own, so that the table's sizes are
        not disturbed)."""
        if self.game == "tichu":
            art = getattr(self.app, "_tichu_title_art", None)
            if art is None:
                art = self.app._tichu_title_art = CardArt(TICHU_DECK)
            cards = TICHU_TITLE_CARDS
        else:
            art, cards = self.app.art, TITLE_CARDS
        art.resize(round(self.app.screen_size[1] * 0.2))
        return art, cards

    def update(self, dt: float) -> None:
        self.t += dt
        self.title_fan()

    def layout(self) -> None:
        self.title_fan()
        super().layout()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        u = self.unit
        art, cards = self.title_fan()
        # a fan of five cards over the title, breathing slowly
        n = len(cards)
        for i, c in enumerate(cards):
            img = art.face(c)
            angle = (i - (n - 1) / 2) * 9 + math.sin(self.t * 1.2 + i) * 0.8
            rot = pygame.transform.rotozoom(img, -angle, 1.0)
            cx = w // 2 + (i - (n - 1) / 2) * art.size[0] * 0.42
            cy = h * 0.2 + abs(i - (n - 1) / 2) * art.size[1] * 0.05
            surface.blit(rot, rot.get_rect(center=(cx, cy)))
        if self.game == "tichu":
            title, subtitle = tr("Tichu"), tr("the partnership climbing game")
        else:
            title = tr("Tysiacha")
            subtitle = tr("the card game 1000") + "  ·  Тысяча  ·  Tysiąc"
        y = self.title_y()
        theme.text(surface, self.font(96, True), title, (w // 2, y), theme.GOLD, "midtop",
                   shadow=True)
        theme.text(surface, self.font(30), subtitle,
                   (w // 2, y + self.font(96, True).get_linesize()), theme.INK, "midtop")
        self.draw_buttons(surface, 28)
        if self.messages:
            f = self.font(20)
            width = round(w * 0.8)
            lines = []
            for m in self.messages:
                lines += theme.wrap(f, m, width - 40)
            box = pygame.Rect(0, 0, width, len(lines) * f.get_linesize() + 30)
            box.midbottom = (w // 2, h - round(20 * u))
            if self.row.buttons and box.top < max(b.rect.bottom for b in self.row.buttons) + 8:
                box.midtop = (w // 2, 8)  # no room under the buttons: over the cards' fan
            theme.panel(surface, box, colour=(70, 20, 20, 220))
            y = box.y + 15
            for line in lines:
                theme.text(surface, f, line, (box.x + 20, y), owner=box)
                y += f.get_linesize()


class NewGameScene(ButtonScene):
    """3 or 4 players; each seat human or AI (Easy, Normal, Hard, Expert) with a name.

    With `resuming`, a saved game whose table file could not say who sits where: the
    same seats under the record's names, and Continue goes on with that game."""

    name = "new-game"
    MAX_NAME = 14

    def __init__(self, app, resuming: Optional[Session] = None):
        super().__init__(app)
        self.resuming = resuming
        self.level = app.settings.ai_level
        if resuming is None:
            self.players = app.rules.players
            self.seats = default_seats(4, 1, self.level)
        else:
            self.players = resuming.players
            self.seats = list(resuming.seats)
        self.editing: Optional[int] = None
        self.name_rects: list[pygame.Rect] = []

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        bh = round(56 * u)
        gap = round(14 * u)
        counts = [] if self.resuming else [
            Button(tr("3 players"), lambda: self.set_players(3), toggled=self.players == 3),
            Button(tr("4 players"), lambda: self.set_players(4), toggled=self.players == 4)]
        out = row_of(counts + [
            Button(tr("vs AI"), self.vs_ai),
            Button(tr("Hot-seat"), self.hot_seat),
        ], w // 2, round(h * 0.18), round(230 * u), bh, gap)
        self.name_rects = []
        top = round(h * 0.18) + bh + round(50 * u)
        for s in range(self.players):
            y = top + s * (bh + gap)
            seat = self.seats[s]
            name_rect = pygame.Rect(0, 0, round(360 * u), bh)
            name_rect.topright = (w // 2 - gap, y)
            self.name_rects.append(name_rect)
            kind = Button(tr("Human") if seat.human else tr("AI"),
                          lambda s=s: self.toggle_human(s), toggled=seat.human)
            kind.rect = pygame.Rect(w // 2 + gap, y, round(170 * u), bh)
            level = Button(tr(LEVEL_NAMES[seat.level]), lambda s=s: self.cycle_level(s),
                           visible=not seat.human)
            level.rect = pygame.Rect(kind.rect.right + gap, y, round(190 * u), bh)
            out += [kind, level]
        bottom = top + self.players * (bh + gap) + round(40 * u)
        start = Button(tr("Continue") if self.resuming else tr("Start"), self.start)
        out += row_of([start, Button(tr("Back"), self.back)],
                      w // 2, bottom, round(260 * u), round(64 * u), gap * 2)
        self.default_focus = out.index(start)
        return out

    def set_players(self, n: int) -> None:
        self.players = n
        self.layout()

    def vs_ai(self) -> None:
        if self.resuming:  # the names are the record's
            self.seats = [SeatConfig(c.name, i == 0, c.level) for i, c in enumerate(self.seats)]
        else:
            self.seats = [SeatConfig(self.seats[0].name if self.seats[0].human else tr("You"),
                                     True)] + \
                [SeatConfig(c.name if not c.human else d.name, False, c.level)
                 for c, d in zip(self.seats[1:], default_seats(4, 1, self.level)[1:])]
        self.layout()

    def hot_seat(self) -> None:
        self.seats = [SeatConfig(c.name if self.resuming or c.human and c.name != tr("You")
                                 else f"{tr('Player')} {i + 1}", True, c.level)
                      for i, c in enumerate(self.seats)]
        self.layout()

    def toggle_human(self, s: int) -> None:
        c = self.seats[s]
        self.seats[s] = SeatConfig(c.name, not c.human, c.level)
        self.layout()

    def cycle_level(self, s: int) -> None:
        c = self.seats[s]
        level = LEVELS[(LEVELS.index(c.level) + 1) % len(LEVELS)]
        self.seats[s] = SeatConfig(c.name, c.human, level)
        self.layout()

    def start(self) -> None:
        from ..tysiacha.table_scene import open_session
        if self.resuming:
            session = self.resuming.reseated(self.seats)
            self.app.stack.pop(self)
            open_session(self.app, session, replace=self.app.stack.top)
            return
        seats = []
        for s in range(self.players):
            c = self.seats[s]
            name = c.name.strip() or f"{tr('Player')} {s + 1}"
            seats.append(SeatConfig(name, c.human, c.level))
        rules = self.app.rules
        if rules.players != self.players:
            rules = rules.with_changes(players=self.players)
        session = Session.new(rules, seats, self.app.save_dir, self.app.options.seed)
        self.app.stack.pop(self)
        menu = self.app.stack.top
        open_session(self.app, session, replace=menu)

    def back(self) -> None:
        if self.editing is not None:
            self.editing = None
            return
        self.app.stack.pop(self)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.resuming:
            for s, r in enumerate(self.name_rects):
                if r.collidepoint(event.pos):
                    self.editing = s
                    pygame.key.start_text_input()
                    return True
            self.editing = None
        if self.editing is not None:
            s = self.editing
            c = self.seats[s]
            if event.type == pygame.TEXTINPUT:
                name = (c.name + event.text)[:self.MAX_NAME]
                self.seats[s] = SeatConfig(name, c.human, c.level)
                return True
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_BACKSPACE:
                    self.seats[s] = SeatConfig(c.name[:-1], c.human, c.level)
                    return True
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB,
                                 pygame.K_ESCAPE):
                    self.editing = None
                    return True
                return True  # typing keys belong to the name
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        title = tr("Who sits where?") if self.resuming else tr("New game")
        theme.text(surface, self.font(60, True), title, (w // 2, round(h * 0.06)),
                   theme.GOLD, "midtop", shadow=True)
        f = self.font(26)
        for s, r in enumerate(self.name_rects):
            editing = self.editing == s
            canvas.rect(surface, (250, 248, 238) if editing else (230, 228, 215), r,
                        border_radius=8)
            canvas.rect(surface, theme.FOCUS if editing else theme.GOLD, r, 3 if editing else 1,
                        border_radius=8)
            name = self.seats[s].name + ("|" if editing and (pygame.time.get_ticks() // 500) % 2 else "")
            theme.text(surface, f, name, (r.x + 14, r.centery), (20, 30, 25), "midleft")
            theme.text(surface, self.font(20), tr("Seat {n}").format(n=s + 1),
                       (r.x - 14, r.centery), theme.INK_DIM, "midright")
        if self.resuming:
            hint = tr("The saved game goes on, but {problem}: say which seats are human.") \
                .format(problem=self.resuming.seats_problem)
        else:
            hint = tr("Click a name to change it. Play goes to the left, seat 1 first.")
        f = self.font(20)
        lines = theme.wrap(f, hint, round(w * 0.9))
        for k, line in enumerate(lines):
            y = round(h * 0.95) - (len(lines) - 1 - k) * f.get_linesize()
            theme.text(surface, f, line, (w // 2, y), theme.INK if self.resuming else theme.INK_DIM,
                       "midbottom")
        self.draw_buttons(surface, 24)


__all__ = ["MainMenu", "NewGameScene", "Dialog", "chosen_game", "remember_game", "GAMES",
           "MENU_FILE"]
