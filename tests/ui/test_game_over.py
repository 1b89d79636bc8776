"""The end of a game (game/ui/scenes/game_over.py, 1000's WinnerScene and Tichu's
TichuGameOver): a win of a player at this screen is celebrated with confetti for a few
seconds, then the screen is still; a loss gets a kind word and no confetti; with the
animations off a win is still from the start; and the confetti is simple shapes only."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.ui import canvas
from game.ui.confetti import Confetti
from game.ui.saves import SeatConfig
from game.ui.tichu.scoring import TichuGameOver
from game.ui.tysiacha.scoring import WinnerScene

from .driver import DT, drawn, make_app


def thousand(winner: int, humans=(0,)):
    """A finished game of 1000 of three (only what the end shows of it)."""
    names = ["Anna", "Boris", "Vera"]
    scores = [880, 850, 860]
    scores[winner] = 1015
    match = SimpleNamespace(winners=(winner,), standing=SimpleNamespace(scores=scores),
                            sheet=[None] * 12)
    seats = [SeatConfig(n, i in humans, None if i in humans else "normal")
             for i, n in enumerate(names)]
    return SimpleNamespace(match=match, seats=seats)


def tichu(winners):
    names = ["Anna", "Boris", "Vera", "Gleb"]
    scores = [1020, 640] if winners == (0, 2) else [640, 1020]
    match = SimpleNamespace(winners=winners, scores=scores, sheet=[None] * 9)
    seats = [SeatConfig(n, i == 0, None if i == 0 else "easy") for i, n in enumerate(names)]
    return SimpleNamespace(match=match, seats=seats,
                           rules=SimpleNamespace(tournament=False))


def shown(app, scene_class, session, speed="normal", size=(1280, 800)):
    app = make_app(app, size=size, speed=speed)
    scene = scene_class(app, session)
    app.push(scene)
    app.frame([], DT)
    return app, scene



def confetti_pieces(rec) -> int:
    return sum(int(d.words) for d in rec.of("confetti"))


def words(rec) -> list[str]:
    return [d.words for d in rec.of("text")]


def still(app) -> bool:
    """Two frames in a row paint nothing: nothing on the screen moves."""
    app.frame([], DT)
    app.frame([], DT)
    return app.canvas.painted == []


@pytest.mark.parametrize("scene_class,session", [(WinnerScene, thousand(0)),
                                                 (TichuGameOver, tichu((0, 2)))],
                         ids=["1000", "tichu"])
def test_a_win_at_this_screen_showers_confetti_then_stands_still(tmp_path, scene_class,
                                                                 session):
    app, scene = shown(tmp_path, scene_class, session)
    assert scene.celebrating
    for _ in range(12):  # (a frame's dt is at most 0.1 s)
        app.frame([], 0.1)
    rec = drawn(app)
    assert confetti_pieces(rec) > 20  # in the window by now
    before = [(p.y, p.x) for p in scene.confetti.pieces]
    app.frame([], 0.1)
    assert [(p.y, p.x) for p in scene.confetti.pieces] != before  # it falls
    assert not still(app)
    assert "Congratulations!" in words(rec)
    for _ in range(80):  # eight seconds: the shower is over by itself
        app.frame([], 0.1)
    assert not scene.celebrating and confetti_pieces(drawn(app)) == 0
    assert still(app)


def test_a_loss_has_a_kind_word_the_standings_and_no_confetti(tmp_path):
    app, scene = shown(tmp_path, WinnerScene, thousand(2))
    assert not scene.celebrating
    rec = drawn(app)
    assert confetti_pieces(rec) == 0
    said = words(rec)
    assert "Well played. The next game may be yours." in said
    assert "Congratulations!" not in said
    assert [w for w in said if w in ("Anna", "Boris", "Vera")] == ["Vera", "Anna", "Boris"]
    assert ["1015", "880", "850"] == [w for w in said if w in ("1015", "880", "850")]
    assert still(app)


def test_with_the_animations_off_a_win_is_still_from_the_start(tmp_path):
    app, scene = shown(tmp_path, WinnerScene, thousand(0), speed="off")
    assert not scene.celebrating and confetti_pieces(drawn(app)) == 0
    assert "Congratulations!" in words(drawn(app))
    assert still(app)


def test_a_game_of_bots_alone_is_neither_celebrated_nor_consoled(tmp_path):
    app, scene = shown(tmp_path, WinnerScene, thousand(1, humans=()))
    assert not scene.celebrating and scene.word() == ""
    assert "Winner: Boris" in words(drawn(app))


def test_the_confetti_is_drawn_with_simple_shapes_only(tmp_path):
    """While it falls the frame holds the same blits as when it is over, and polygons:
    no picture is made for it."""
    app, scene = shown(tmp_path, WinnerScene, thousand(0))
    for _ in range(10):
        app.frame([], 0.1)
    kinds = [what[0] for what, _ in app.canvas.last]
    scene.confetti = None
    app.frame([], DT)
    after = [what[0] for what, _ in app.canvas.last]
    assert kinds.count(canvas.BLIT) == after.count(canvas.BLIT)
    assert kinds.count(canvas.POLYGON) - after.count(canvas.POLYGON) > 20


def test_the_shower_ends_after_its_time_whatever_the_steps():
    rain = Confetti(duration=4.5)
    count = len(rain.pieces)
    for _ in range(100):
        rain.update(0.05)
    assert rain.done and rain.age == 4.5 and len(rain.pieces) == count
