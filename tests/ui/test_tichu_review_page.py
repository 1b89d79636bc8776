"""Tichu's round review at the table (game/ui/tichu/review_scene.py): the Review button
of the round's result and of the viewer opens the page, the decisions are judged in the
worker while frames go on (the page counts them), and the page shows what
game/tichu/review.py found: each costly decision worst first with the move made and the
one the Hard AI prefers drawn as cards, or the kind line."""
from __future__ import annotations

from concurrent.futures import wait

import pygame
import pytest

from game.tichu.records import load_match, save_match
from game.tichu.review import Budget, review_round, round_record
from game.tichu.viewing import TichuSteps
from game.ui.tichu import review_scene
from game.ui.tichu.review_scene import heading
from game.ui.tichu.viewer import TichuViewerScene

from .driver import DT, HANG, button, click, drawn, key, make_app
from .test_tichu_viewer import played_game
from .tichu_driver import Driver, tichu_app, written

SMALL = Budget(playouts=16, least=4, deal_layouts=4, confirm=8, confirm_deal=4)


@pytest.fixture(scope="module")
def game_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("kept") / "2026-11-25-120000.tichu.yaml"
    save_match(played_game(), path)
    return path


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    monkeypatch.setattr(review_scene, "BUDGET", SMALL)
    review_scene._reviews.clear()


def reviewed(app, page) -> None:
    """Frames until the page has its review, the worker waited on between them."""
    frames = 0
    while page.job.review() is None and not page.job.error:
        app.frame([], DT)
        frames += 1
        pending = page.job.batch.pending()
        if pending:
            wait(pending[:1], timeout=HANG)
        assert frames < 10_000
    assert not page.job.error
    app.frame([], DT)


def shows(app, page, review) -> None:
    texts = written(app)
    if review.costly:
        shown = [t for t in texts if " at stake" in t]
        assert shown == [heading(j) for j in review.costly][:len(shown)] and shown
        assert "Played" in texts and "The Hard AI prefers" in texts
    else:
        assert any(t.startswith("Nothing costly") for t in texts)


def test_the_review_opens_from_the_round_s_result(tmp_path):
    app, session = tichu_app(tmp_path, ["human", "easy", "easy", "easy"])
    driver = Driver(app)
    driver.until(lambda: app.stack.top.name == "tichu-scoring", act=True)
    driver.press("Review")
    page = app.stack.top
    assert page.name == "tichu-review" and page.seat == 0
    app.frame([], DT)
    assert any(t.startswith("The Hard AI is playing each decision out") for t in written(app))
    reviewed(app, page)
    expected = review_round(round_record(session.match.rounds[-1]), 0, SMALL,
                            review_scene.SEED)
    assert page.job.review() == expected
    assert page.title == "Round 1: Anna's decisions"
    shows(app, page, expected)
    if expected.costly:  # the moves drawn as cards on the page
        cards = [d for d in drawn(app).of("card") if page.box.contains(d.rect)]
        assert cards or all(not j.made and not j.preferred for j in expected.costly)
    assert button(page, "Next player") is None  # one human: only their own decisions
    app.frame(key(pygame.K_ESCAPE), DT)
    assert app.stack.top.name == "tichu-scoring"
    driver.press("Review")  # kept: at once the second time
    assert app.stack.top.job.review() == expected


def test_the_review_opens_from_the_viewer_for_each_player(tmp_path, game_file):
    app = make_app(tmp_path)
    final = load_match(game_file)
    app.push(TichuViewerScene(app, TichuSteps(final), game_file))
    app.frame([], DT)
    app.frame(click(button(app.stack.top, "Review").rect.center), DT)
    page = app.stack.top
    assert page.name == "tichu-review" and page.title == "Round 1: Anna's decisions"
    reviewed(app, page)
    shows(app, page, review_round(round_record(final.rounds[0]), 0, SMALL, 0))
    app.frame(click(button(page, "Next player").rect.center), DT)
    assert page.seat == 1 and page.title == "Round 1: Boris's decisions"
    reviewed(app, page)
    shows(app, page, review_round(round_record(final.rounds[0]), 1, SMALL, 0))
    app.frame(click(button(page, "Close").rect.center), DT)
    assert app.stack.top.name == "tichu-viewer"
