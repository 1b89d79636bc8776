"""Past games: the finished games of one game (1000, Tichu...) kept in the data folder's
games/, the newest first, a page at a time, each with its date, players and winner; a
click opens it in that game's viewer. A record that cannot be watched is listed greyed,
with the reason."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

import pygame

from game import registry

from .. import theme
from ..i18n import tr
from ..widgets import Button
from .base import ButtonScene, column, row_of


@dataclass(frozen=True)
class Kept:
    """How one game's finished games are found, summed up and opened."""
    suffix: str
    summary: Callable[[Path], tuple[str, bool]]  # the line, and whether it can be watched
    watch: Callable[..., Optional[str]]  # (app, path): the viewer pushed, or why not
    none_yet: Callable[[], str]  # what the page says with no game kept


def kept(game_id: str) -> Kept:
    game = registry.game(game_id)
    ui = game.ui()
    return Kept(game.record_suffix, ui.game_summary, ui.open_record, ui.no_games_yet)


def finished_games(data_dir: Path, suffix: str) -> list[Path]:
    """The finished games of one game kept in the data folder, the newest first."""
    folder = Path(data_dir) / "games"
    try:
        return sorted(folder.glob("*" + suffix), reverse=True)
    except OSError:
        return []


def kept_when(path: Path) -> str:
    """`2026-11-25 14:02` from a kept game's name (2026-11-25-140200.tichu.yaml), or the
    name as it is."""
    stem = path.name.split(".", 1)[0]
    date, clock = stem[:10], stem[11:13] + ":" + stem[13:15]
    return f"{date} {clock}" if clock[:1].isdigit() and clock[-1:].isdigit() else stem


class GamesListScene(ButtonScene):
    """The finished games of `game` to watch, the newest first, a page at a time."""

    name = "games"
    opaque = True

    def __init__(self, app, game: str):
        super().__init__(app)
        self.kept = kept(game)
        self.games = finished_games(app.data_dir, self.kept.suffix)
        self.page = 0
        self.message = ""
        self._summaries: dict[Path, tuple[str, bool]] = {}

    def per_page(self) -> int:
        h = self.app.screen_size[1]
        u = max(self.unit, 0.6)
        return max(3, (h - round(330 * u)) // round(62 * u))

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        n = self.per_page()
        pages = max(1, -(-len(self.games) // n))
        self.page = max(0, min(self.page, pages - 1))
        shown = self.games[self.page * n:(self.page + 1) * n]
        rows = []
        for path in shown:
            if path not in self._summaries:
                self._summaries[path] = self.kept.summary(path)
            words, ok = self._summaries[path]
            rows.append(Button(words, lambda p=path: self.watch(p), enabled=ok))
        out = column(rows, w // 2, round(150 * u), min(w - 60, round(1300 * u)),
                     round(52 * u), round(10 * u))
        nav = [Button(tr("Newer"), lambda: self.turn(-1), enabled=self.page > 0),
               Button(tr("Older"), lambda: self.turn(1), enabled=self.page < pages - 1),
               Button(tr("Back"), self.back)]
        out += row_of(nav, w // 2, h - round(110 * u), round(220 * u), round(56 * u),
                      round(20 * u))
        self.default_focus = 0 if rows else len(out) - 1
        return out

    def turn(self, k: int) -> None:
        self.page += k
        self.layout()

    def watch(self, path: Path) -> None:
        why = self.kept.watch(self.app, path)
        if why is not None:
            self.message = why
            self.layout()

    def back(self) -> None:
        self.app.stack.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        u = max(self.unit, 0.6)
        title = self.font(48, True)
        theme.text(surface, title, tr("Past games"), (w // 2, round(50 * u)), theme.GOLD,
                   "midtop")
        f = self.font(22)
        if not self.games:
            theme.text(surface, f, self.kept.none_yet(), (w // 2, h // 2), theme.INK_DIM,
                       "center")
        if self.message:
            theme.text(surface, f, theme.clipped(f, self.message, w - 40),
                       (w // 2, h - round(150 * u)), theme.RED, "midbottom")
        self.draw_buttons(surface, 22)
