"""Screens laid over a game's table, the same for every game: the in-game menu, the
privacy screen of hot-seat games and a page of rows that scrolls (score sheets, rules,
tricks); the end of the game is game_over.py. A game's scenes subclass them and say what is theirs:
which score sheet and rules the menu opens, what the end shows."""
from __future__ import annotations

from typing import Callable, Optional

import pygame

from .. import canvas
from .. import emblems
from .. import theme
from ..i18n import named, tr
from ..widgets import Button
from ..scene import Scene
from .base import ButtonScene, column
from .game_over import GameOverScene, Place  # noqa: F401  (where a game found them first)


class PageOverTable:
    """A page laid over the table (a round's result), mixed into its scene (which has
    `table`): while it is up, the table leaves out the plates and panels it would cut
    in half (SpriteTable.under_page): the page says what they said."""

    def cover(self, box: pygame.Rect) -> None:
        """The page lies at `box` now (each time it is laid out)."""
        self.table.page = box

    def exit(self) -> None:
        self.table.page = None
        super().exit()


class LastTrickAside(Scene):
    """Last trick, asked for while another trick is in play: the last one in a panel of
    its own over the dimmed table (the trick in play stays where it lies), until a click
    or a key. The table says what it is (`last_aside()`: the plays with their players'
    names, who took it, the card art, the trick's place)."""

    opaque = False
    name = "last-trick"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.app.stack.pop(self)
            return True
        return event.type == pygame.MOUSEBUTTONDOWN

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade(surface, theme.DIM)
        self.table.draw_last_aside(surface, *self.table.last_aside())


class TableMenu(ButtonScene):
    """Esc at the table: resume, options, score sheet, rules, screenshot, quit to the menu.
    A game's menu says which score sheet and rules (`sheet`, `rules`)."""

    opaque = False
    name = "game-menu"

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.box = pygame.Rect(0, 0, 0, 0)

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        bw, bh, gap = round(400 * u), round(58 * u), round(14 * u)
        items = [Button(tr("Resume"), self.back), Button(tr("Options"), self.options),
                 Button(tr("Score sheet"), self.sheet), Button(tr("Rules"), self.rules),
                 *self.more(), Button(tr("Save screenshot"), self.shot),
                 Button(tr("Leave the table") if self.networked() else tr("Quit to menu"),
                        self.to_menu), Button(tr("Quit game"), self.app.quit, kind="danger")]
        self.box = pygame.Rect(0, 0, bw + round(80 * u),
                               len(items) * (bh + gap) + round(130 * u))
        self.box.center = (w // 2, h // 2)
        out = column(items, w // 2, self.box.y + round(100 * u), bw, bh, gap)
        self.default_focus = 0
        return out

    def networked(self) -> bool:
        """The game is hosted at another machine (leaving it leaves the table)."""
        return getattr(self.table.session, "networked", None) is not None

    def back(self) -> None:
        self.app.stack.pop(self)

    def options(self) -> None:
        from .options import OptionsScene
        self.app.push(OptionsScene(self.app))

    def more(self) -> list[Button]:
        """Items after Rules: the game's statistics."""
        return [Button(tr("Statistics"), self.statistics)]

    def statistics(self) -> None:
        from ..statistics import StatisticsScene
        self.app.push(StatisticsScene(self.app, self.table.session.game))

    def sheet(self) -> None:
        raise NotImplementedError

    def rules(self) -> None:
        raise NotImplementedError

    def shot(self) -> None:
        self.app.stack.pop(self)
        self.app.screenshot_after_draw(self.app.tell_screenshot)

    def to_menu(self) -> None:
        """The game stays saved; Continue picks it up again."""
        from .menu import MainMenu
        self.app.stack.clear()
        self.app.push(MainMenu(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade(surface, theme.DIM)
        theme.panel(surface, self.box, colour=theme.DIALOG)
        theme.text(surface, self.font(40, True), tr("Paused"),
                   (self.box.centerx, self.box.y + round(28 * self.unit)), theme.GOLD, "midtop",
                   owner=self.box)
        self.draw_buttons(surface, 26)


class PrivacyScreen(ButtonScene):
    """Hot-seat: the table is covered until the next human says they are ready; then the
    table shows their hand (`table.reveal_to`). Esc opens the game's menu (`menu`)."""

    name = "privacy"

    def __init__(self, app, table, seat: int):
        super().__init__(app)
        self.table = table
        self.seat = seat

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        b = Button(tr("I am {name}: show my cards").format(name=self.table.name(self.seat)),
                   self.ready)
        out = column([b], w // 2, round(h * 0.58), round(620 * u), round(70 * u), 0)
        self.default_focus = 0
        return out

    def ready(self) -> None:
        self.table.reveal_to(self.seat)
        self.app.stack.pop(self)

    def menu(self) -> ButtonScene:
        raise NotImplementedError

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.push(self.menu())
            return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        back = self.table.art.back()  # the back of the table's cards, at their size
        for i in range(5):
            surface.blit(back, back.get_rect(center=(w // 2 + (i - 2) * back.get_width() * 0.3,
                                                     round(h * 0.3))))
        # the next player's badge, as a seal on the hidden hand
        size = round(back.get_height() * 0.62)
        seal = pygame.Rect(0, 0, size, size)
        seal.center = (w // 2, round(h * 0.3))
        badge = getattr(self.table, "emblem", emblems.default_emblem)  # (a table may have none)
        emblems.draw_badge(surface, badge(self.seat), seal, self.app.fonts)
        theme.text(surface, self.font(64, True),
                   tr("Pass to {name}").format(name=named(self.table.name(self.seat))),
                   (w // 2, round(h * 0.44)), theme.GOLD, "midtop", shadow=True)
        theme.text(surface, self.font(26), tr("The others look away; click when ready."),
                   (w // 2, round(h * 0.52)), theme.INK, "midtop")
        self.draw_buttons(surface, 26)


class ScrollScene(ButtonScene):
    """A page of rows over the game: the wheel, arrows and Page keys scroll; Esc closes."""

    opaque = False
    name = "page"
    title = ""
    fit = False  # True: the box is only as tall as its rows need (a short sheet, a list)

    def __init__(self, app):
        super().__init__(app)
        self.scroll = 0
        self.box = pygame.Rect(0, 0, 0, 0)
        self.bar = ScrollBar()

    def clamp(self) -> None:
        """Keep the page from scrolling past its end (after a scroll or a resize)."""
        self.scroll = max(0, min(self.scroll, self.total() - self.inner().height))

    def rows(self) -> list:
        """Rows to draw: each a callable (surface, x, y, width) -> height."""
        return []

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        self.box = pygame.Rect(0, 0, min(w - 40, round(1500 * u)), h - round(80 * u))
        if self.fit:  # the title, the rows and the button, at least a third of the window
            spare = self.inner().height - self.total() - round(24 * u)
            self.box.height = max(min(self.box.height, h // 3), self.box.height - max(0, spare))
        return self.centred()

    def centred(self) -> list[Button]:
        """The box (sized) in the middle of the window, with its Close button; the scroll
        kept within the page."""
        w, h = self.app.screen_size
        self.box.center = (w // 2, h // 2)
        close = Button(tr("Close"), self.back)
        close.rect = self.close_rect()
        self.default_focus = 0
        self.clamp()
        return [close]

    def back(self) -> None:
        self.app.stack.pop(self)

    def handle(self, event: pygame.event.Event) -> bool:
        step = round(60 * max(self.unit, 0.6))
        if self.bar.handle(event, self):
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * step)
            self.clamp()
            return True
        if event.type == pygame.KEYDOWN:
            page = max(step, self.inner().height - step)
            moves = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: page,
                     pygame.K_PAGEUP: -page, pygame.K_HOME: -10 ** 9, pygame.K_END: 10 ** 9}
            if event.key in moves:
                self.scroll = max(0, self.scroll + moves[event.key])
                self.clamp()
                return True
        return super().handle(event)

    def total(self) -> int:
        """The height of all the rows."""
        probe = pygame.Surface((1, 1))
        return sum(row(probe, 0, 0, self.inner().width) for row in self.rows())

    def scroll_to(self, anchor: str) -> None:
        """Scroll so that the row marked `anchor` (see `anchored`) is near the top."""
        probe = pygame.Surface((1, 1))
        y = 0
        for row in self.rows():
            if getattr(row, "anchor", None) == anchor:
                self.scroll = max(0, y - self.inner().height // 8)
                self.clamp()
                return
            y += row(probe, 0, 0, self.inner().width)

    def draw(self, surface: pygame.Surface) -> None:
        theme.shade(surface, theme.DIM)
        theme.panel(surface, self.box, colour=theme.DIALOG)
        u = max(self.unit, 0.6)
        theme.text(surface, self.font(40, True), self.title,
                   (self.box.x + round(36 * u), self.box.y + round(20 * u)), theme.GOLD,
                   owner=self.box)
        inner = self.inner()
        clip = surface.get_clip()
        surface.set_clip(inner)
        y = inner.y - self.scroll
        total = 0
        with theme.within(inner):
            for row in self.rows():
                hgt = row(surface, inner.x, y, inner.width)
                y += hgt
                total += hgt
        surface.set_clip(clip)
        self.bar.draw(surface, self.bar_rect(), self.scroll, total, inner.height)
        if total - inner.height > self.scroll:
            more = self.font(18)
            theme.text(surface, more, tr("scroll for more") + " ↓",
                       (self.box.x + round(36 * u), self.close_rect().centery), theme.INK_DIM,
                       "midleft", owner=self.box)
        self.draw_buttons(surface, 24)

    def inner(self) -> pygame.Rect:
        """The part of the box the rows scroll in: below the title, above the button."""
        u = max(self.unit, 0.6)
        top = self.box.y + round(20 * u) + self.font(40, True).get_linesize() + round(16 * u)
        bottom = self.close_rect().top - round(12 * u)
        return pygame.Rect(self.box.x + round(36 * u), top, self.box.width - round(72 * u),
                           bottom - top)

    def bar_rect(self) -> pygame.Rect:
        """The scrollbar's track: in the margin right of the rows."""
        inner = self.inner()
        u = max(self.unit, 0.6)
        w = max(8, round(12 * u))
        return pygame.Rect(inner.right + (self.box.right - inner.right - w) // 2, inner.y, w,
                           inner.height)

    def close_rect(self) -> pygame.Rect:
        u = max(self.unit, 0.6)
        r = pygame.Rect(0, 0, round(200 * u),
                        max(round(52 * u), self.font(24).get_linesize() + 12))
        r.bottomright = (self.box.right - round(24 * u), self.box.bottom - round(18 * u))
        return r


class ScrollBar:
    """The bar beside a list that scrolls: where the view is in the whole, dragged with
    the mouse, or clicked above or below its thumb for a page. The scene it serves has
    `scroll` and `clamp()`; the bar is drawn (and so placed) each frame."""

    def __init__(self) -> None:
        self.track: Optional[pygame.Rect] = None
        self.thumb: Optional[pygame.Rect] = None
        self.grab: Optional[tuple[int, int]] = None  # (mouse y, scroll) when grabbed
        self.span = (0, 0)  # (total, view) when last drawn

    def draw(self, surface: pygame.Surface, track: pygame.Rect, scroll: int, total: int,
             view: int) -> None:
        self.span = (total, view)
        if total <= view or view <= 0:
            self.track = self.thumb = None
            return
        self.track = track
        h = max(track.width * 2, round(track.height * view / total))
        y = track.y + round((track.height - h) * scroll / max(1, total - view))
        self.thumb = pygame.Rect(track.x, y, track.width, h)
        radius = track.width // 2
        theme.note(surface, "panel", track)
        canvas.rect(surface, (38, 62, 50), track, border_radius=radius)
        canvas.rect(surface, theme.GOLD if self.grab else (200, 190, 150), self.thumb,
                    border_radius=radius)

    def handle(self, event: pygame.event.Event, page) -> bool:
        """A press on the track or thumb, a drag, a release; `page` scrolls."""
        if self.track is None:
            self.grab = None
            return False
        total, view = self.span
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.track.inflate(self.track.width, 0).collidepoint(event.pos):
            if self.thumb.collidepoint(event.pos):
                self.grab = (event.pos[1], page.scroll)
            else:  # a page up or down, toward the press
                page.scroll += view if event.pos[1] > self.thumb.centery else -view
                page.clamp()
            return True
        if event.type == pygame.MOUSEMOTION and self.grab is not None:
            y0, s0 = self.grab
            room = max(1, self.track.height - self.thumb.height)
            page.scroll = max(0, s0 + round((event.pos[1] - y0) * (total - view) / room))
            page.clamp()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.grab is not None:
            self.grab = None
            return True
        return False


def anchored(row: Callable, anchor: str) -> Callable:
    """`row` marked with `anchor`, for ScrollScene.scroll_to."""
    row.anchor = anchor
    return row


def line(font, words: str, colour=theme.INK, indent: int = 0) -> Callable:
    """A row of a ScrollScene: `words` wrapped to the page's width."""
    def draw(surface, x, y, width):
        lines = theme.wrap(font, words, width - indent)
        for i, ln in enumerate(lines):
            theme.text(surface, font, ln, (x + indent, y + i * font.get_linesize()), colour)
        return len(lines) * font.get_linesize() + 4
    return draw
