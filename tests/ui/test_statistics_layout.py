"""How the Statistics page (game/ui/statistics.py, drawn with game/ui/charts.py) lays its
figures out: each player's key figures as tiles, the last games' scores as a chart with
a labelled y axis (and a zero line when a score is negative) and the games' dates under
the bars, and the tables side by side where the page is wide, one under the other at
800x600."""
from __future__ import annotations

import pygame

from game.core.tally import GameScore, Overview
from game.tysiacha.stats import Figures
from game.ui.charts import nice_ticks
from game.ui.statistics import StatisticsScene

from .driver import DT, drawn, make_app


def figures(scores: list[int]) -> Figures:
    last = [GameScore(s, f"2026-03-{10 + i:02d} 20:00:00", s >= 1000, False, f"g{i}")
            for i, s in enumerate(scores)]
    return Figures(games=len(scores), won=sum(g.won for g in last),
                   score_total=sum(scores), best=max(last, key=lambda g: g.score),
                   last=last, declared=7, made=5, failed=2, contracts=700)


def page(tmp_path, size, scores=(1015, -120, 640, 1000)):
    """The 1000 page showing Anna's games with these final scores, against Normal."""
    app = make_app(tmp_path, size=size)
    scene = StatisticsScene(app, "tysiacha")
    anna = figures(list(scores))
    scene.view = Overview({"Anna": anna}, {"normal": figures(list(scores))},
                          {"normal": anna}, len(scores))
    app.push(scene)
    app.frame([], DT)
    return app, scene



def texts(rec) -> dict[str, pygame.Rect]:
    """Each text where it is first drawn (the chart comes before the tables' figures)."""
    out: dict[str, pygame.Rect] = {}
    for d in rec.of("text"):
        out.setdefault(d.words, d.rect)
    return out


def test_key_figures_are_a_row_of_tiles(tmp_path):
    app, scene = page(tmp_path, (1920, 1080))
    tiles = drawn(app).of("tile")
    assert [t.words for t in tiles] == ["4", "2", "50%", "634", "1015 · 03-10"]
    assert len({t.rect.y for t in tiles}) == 1  # one row at full HD
    inner = scene.inner()
    assert all(inner.contains(t.rect) for t in tiles)
    # they take the width of the page, not a column of it
    assert tiles[-1].rect.right - tiles[0].rect.left > 0.9 * inner.width


def test_the_chart_has_a_y_axis_with_values_a_zero_line_and_the_games_dates(tmp_path):
    app, scene = page(tmp_path, (1920, 1080))
    shown = texts(drawn(app))
    ticks = nice_ticks(-120, 1015)
    assert ticks[0] < 0 < ticks[-1] and 0 in ticks
    for t in ticks:  # every tick says its value, left of the bars
        assert str(t) in shown, t
    assert shown["0"].y < shown[str(ticks[0])].y  # the values go up the axis
    assert shown[str(ticks[0])].bottom > shown[str(ticks[-1])].bottom
    for day in ("03-10", "03-11", "03-12", "03-13"):  # the games' dates under the bars
        assert day in shown, day
    for score in ("-120", "640"):
        assert score in shown
    assert shown["won"].y == shown["lost"].y > shown["03-10"].y  # the legend, under
    axis = max(shown[str(t)].right for t in ticks)
    assert all(shown[day].left > axis for day in ("03-10", "03-13"))


def test_nice_ticks_are_round_and_cover_the_range():
    assert nice_ticks(0, 1000) == [0, 200, 400, 600, 800, 1000]
    ticks = nice_ticks(-130, 1015)
    assert ticks[0] <= -130 and ticks[-1] >= 1015 and 0 in ticks
    assert len({b - a for a, b in zip(ticks, ticks[1:])}) == 1
    assert len(ticks) <= 8


def test_the_tables_stand_side_by_side_on_a_wide_page(tmp_path):
    app, scene = page(tmp_path, (1920, 1080))
    rec = drawn(app)
    shown = texts(rec)
    inner = scene.inner()
    players, levels = shown["Players"], shown["Against each AI level"]
    assert players.y == levels.y and levels.x >= inner.centerx
    # the page is used across its width: something drawn in each half, down to the tables
    below = [d.rect for d in rec.of("text") if d.rect.y >= levels.y]
    assert sum(r.x > inner.centerx for r in below) >= 10
    assert sum(r.right < inner.centerx for r in below) >= 10


def test_one_column_at_800x600(tmp_path):
    app, scene = page(tmp_path, (800, 600))
    scene.scroll = 10 ** 6
    scene.clamp()
    shown = texts(drawn(app))
    levels = shown["Against each AI level"]
    assert levels.x == scene.inner().x  # under the players' table, not beside it
    assert "Games played" in shown  # the levels' table has every figure
