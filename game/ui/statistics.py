"""The Statistics pages (from the main menu and the game menu) and the counting behind
them, for every game, in one file of the data folder (statistics.yaml, kept by
game/core/stats.py with every game's reader: a store per game would write back the other
games' figures as it read them).

A game's page: for each human player by name, and for the humans against each AI level,
the figures its description lists (1000's: games, wins, scores, contracts, barrels...,
Tichu's: rounds, first out, double wins, calls made, bombs...), each with a small chart
of the last games' final scores, and a Reset (of that game's figures) that asks first.
The figures themselves are each game's (game/<game>/stats.py).
"""
from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Optional

import pygame

from dataclasses import dataclass
from typing import Callable

from game.core.stats import FILE_NAME, Statistics
from game.core.tally import Overview, Tally
from game.settings.schema import GAME_OPTIONS_BY_KEY
from game import registry

from . import canvas
from . import charts
from . import theme
from .i18n import tr
from .scenes.base import Dialog
from .scenes.over_table import ScrollScene, line
from .widgets import Button


AI_LEVELS = GAME_OPTIONS_BY_KEY["ai_level"].values  # easy, normal, hard, expert
_lock = threading.Lock()  # the store is read by the page and written by the counter
_counter: Optional[ThreadPoolExecutor] = None
_news: list[str] = []  # what the counter found wrong with the file, for the table to say


def app_statistics(app) -> Statistics:
    """The statistics file of the data folder, loaded once per data folder (a broken
    file is set aside then, and `problem` says so once). Call it holding `_lock`."""
    path = Path(app.data_dir) / FILE_NAME
    store = getattr(app, "_statistics", None)
    if store is None or store.path != path:
        store = app._statistics = Statistics.load(path, {
            g.stats.kind: g.stats.reader for g in registry.games() if g.stats})
    return store


def count_game(app, session) -> None:
    """After a deal (or a round of Tichu) of a real game (not the demo, not a watched
    one): the game's figures so far into the statistics file, on a thread of its own (a
    file of many games takes a while to load and write, the frame does not wait for it);
    `statistics_news()` says what went wrong."""
    global _counter
    if session.save_dir is None or app.options.demo:
        return
    if _counter is None:
        _counter = ThreadPoolExecutor(max_workers=1, thread_name_prefix="statistics")
    stats = registry.game(session.game).stats
    record, match = stats.record, stats.snapshot(session.match)
    _counter.submit(_count, app, record, session.game_id, match, list(session.seats),
                    session.with_undo)


def _count(app, record, game_id: str, match, seats, with_undo: bool) -> None:
    with _lock:
        store = app_statistics(app)
        record(store, game_id, match, seats, with_undo)
        problem, store.problem = store.problem, None
        if problem or store.error:
            _news.append(problem or store.error)


def statistics_news() -> Optional[str]:
    """The last problem the counter met with the statistics file (once), else None."""
    if not _news:
        return None
    said = _news[-1]
    _news.clear()
    return said


def flush_statistics() -> None:
    """Wait until every deal counted is in the file (the game closing, the tests)."""
    if _counter is not None:
        _counter.submit(lambda: None).result()


def percent(x: Optional[float]) -> str:
    return "—" if x is None else f"{round(100 * x)}%"


def number(x: Optional[float]) -> str:
    return "—" if x is None else f"{x:.0f}"


def best(f: Tally) -> str:
    return "—" if f.best is None else f"{f.best.score} · {f.best.date[5:10]}"


# The figures every game's page opens with (a game's GameUI.figures adds its own after)
GAME_FIGURES = (
    ("Games played", lambda f: str(f.games)),
    ("Games won", lambda f: str(f.won)),
    ("Win rate", lambda f: percent(f.win_rate)),
    ("Average final score", lambda f: number(f.average_score)),
    ("Best game", best),
)
UNDO_FIGURE = ("Games with undo", lambda f: str(f.with_undo))  # and each closes with


def level_name(level: str) -> str:
    """An AI level as the pages show it (Easy, Normal, Hard, Expert), else as written."""
    return tr(level.title()) if level in AI_LEVELS else level


@dataclass(frozen=True)
class Page:
    """One game's page: its kind in the file, its figures and rows, and what it says
    with nothing counted."""

    kind: str
    overview: Callable[[dict], Overview]
    figures: tuple
    none_yet: Callable[[], str]
    scale: int = 1  # the charts' bars reach at least this score (a game's usual target)


def page_of(game_id: str) -> Page:
    game = registry.game(game_id)
    ui = game.ui()
    return Page(game.stats.kind, game.stats.overview, ui.figures, ui.no_statistics_yet,
                ui.score_scale)


READ_HERE = 1 << 20  # a statistics file smaller than this (2,000 games) is read at once


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


class StatisticsScene(ScrollScene):
    """The figures of every game of `game` (a game's id) recorded in the data folder."""

    name = "statistics"

    def __init__(self, app, game: str):
        super().__init__(app)
        self.page = page_of(game)
        self.title = tr("Statistics")
        self.store = None
        self.problem = None
        self.view = None
        self._reading: Optional[threading.Thread] = None
        if _size(Path(app.data_dir) / FILE_NAME) < READ_HERE:
            self._read()
        else:
            # a history of tens of thousands of games takes seconds to read: on a thread
            # of its own, the page says so meanwhile and the window stays alive
            self._reading = threading.Thread(target=self._read, name="statistics-page",
                                             daemon=True)
            self._reading.start()

    def _read(self) -> None:
        flush_statistics()  # the deal just ended is counted
        with _lock:
            store = app_statistics(self.app)
            problem, store.problem = store.problem, None
        self.store = store
        self.view = self._overview()
        self.problem = problem

    @property
    def ready(self) -> bool:
        return self.view is not None

    def update(self, dt: float) -> None:
        if self.ready and self._reading is not None:
            self._reading = None
            self.layout()
        super().update(dt)

    def wait_ready(self, timeout: Optional[float] = None) -> None:
        """(tools and tests) Until the figures are read."""
        if self._reading is not None:
            self._reading.join(timeout)

    def _overview(self):
        """The figures of every game counted: worked out when the page opens and after
        a reset, not every frame (the page draws its rows each frame)."""
        with _lock:
            games = self.store.games(self.page.kind)
        return self.page.overview(games)

    def build(self) -> list[Button]:
        out = super().build()  # Close
        close = out[0]
        reset = Button(tr("Reset"), self.ask_reset,  # (not in a copy that saves nothing)
                       enabled=self.ready and self.view.games > 0
                       and not self.app.read_only)
        reset.rect = close.rect.move(-(close.rect.width + round(16 * self.unit)), 0)
        return out + [reset]

    def ask_reset(self) -> None:
        self.app.push(Dialog(
            self.app, tr("Reset the statistics?"),
            [tr("Every game counted so far is forgotten; the games themselves stay in the "
                "games folder.")],
            [(tr("Reset"), self.reset, "danger"), (tr("Keep them"), lambda: None, "main")],
            escape=lambda: None))

    def reset(self) -> None:
        flush_statistics()
        with _lock:
            self.store.reset(self.page.kind)  # (writes the file)
        self.view = self._overview()
        self.layout()

    def rows(self) -> list:
        """Each player's key figures as tiles, their last games' scores as charts, then
        the rest of the figures as tables: the players' and the levels' side by side
        where the page is wide enough, one under the other where not."""
        f, fb = self.font(22), self.font(22, True)
        out = []
        if not self.ready:
            out.append(line(f, tr("Reading the statistics…"), theme.INK_DIM))
            return out
        if self.problem:
            out.append(line(f, self.problem, theme.RED))
        if self.store.error:
            out.append(line(f, self.store.error, theme.RED))
        view = self.view
        if not view.players and not view.ai_levels:
            out.append(line(f, self.page.none_yet(), theme.INK_DIM))
            return out
        gap = round(40 * max(self.unit, 0.6))
        least = max(480, round(560 * self.unit))  # a table's width, beside another
        tiled = len(GAME_FIGURES)  # every game's own: on the tiles, not again in a table
        if view.players:
            for name, fig in view.players.items():
                out.append(line(self.font(26, True), name, theme.GOLD))
                out.append(charts.tiles(self, [(value(fig), tr(label))
                                               for label, value in GAME_FIGURES],
                                        round(150 * max(self.unit, 0.6))))
            out.append(line(fb, tr("The last games' final scores"), theme.GOLD))
            named = len(view.players) > 1  # (one player's name is over the tiles)
            drawn = [[self.chart(name, fig, named)] for name, fig in view.players.items()]
            for i in range(0, len(drawn), 2):
                out.append(charts.columns(drawn[i:i + 2], gap, least))
        left, right = [], []
        if view.players:
            left = [line(fb, tr("Players"), theme.GOLD),
                    self.table(list(view.players.items()), self.page.figures[tiled:])]
        if view.against_level:
            right = [line(fb, tr("Against each AI level"), theme.GOLD),
                     self.table([(level_name(k), v) for k, v in view.against_level.items()],
                                self.page.figures)]
        out.append(charts.columns([left, right], gap, least))
        return out

    def table(self, columns: list[tuple[str, Tally]], figures: tuple):
        """The figures down, a column per player (or level)."""
        f, fb = self.font(20), self.font(20, True)
        labels = [tr(label) for label, _ in figures]

        def draw(surface, x, y, width):
            lead = min(max(f.size(t)[0] for t in labels) + 24, width // 2)
            col = max(1, (width - lead) // max(1, len(columns)))
            step = f.get_linesize() + 2
            for i, (name, _) in enumerate(columns):
                theme.text(surface, fb, theme.clipped(fb, name, col - 12),
                           (x + lead + i * col, y), theme.GOLD)
            yy = y + fb.get_linesize() + 6
            for r, (label, value) in enumerate(figures):
                if r % 2 == 0:
                    canvas.rect(surface, theme.SHEET_BAND,
                                pygame.Rect(x, yy - 1, width, step))
                theme.text(surface, f, theme.clipped(f, labels[r], lead - 12), (x, yy),
                           theme.INK_DIM)
                for i, (_, fig) in enumerate(columns):
                    theme.text(surface, f, theme.clipped(f, value(fig), col - 12),
                               (x + lead + i * col, yy))
                yy += step
            return yy - y + 12
        return draw

    def chart(self, name: str, fig: Tally, named: bool = True):
        """The last games' final scores of one player as bars over a y axis of scores
        and an x axis of the games' dates, a gold bar for a win."""
        head = [line(self.font(20, True), name, theme.INK)] if named else []
        games = fig.last
        if not games:
            return charts.stacked(head + [line(self.font(18), tr("no finished game yet"),
                                               theme.INK_DIM)])
        points = [(g.score, g.won, g.date[5:10]) for g in games]
        height = round(190 * max(self.unit, 0.6))
        legend = (tr("won"), tr("lost"))
        return charts.stacked(head + [charts.bar_chart(self, points, self.page.scale,
                                                       height, legend)])
