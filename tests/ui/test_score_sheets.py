"""The score sheets (1000's and Tichu's, written once with result_table.sheet_rows): a
column per player or team headed by its badges, and a box only as tall as its rows."""
from __future__ import annotations

import pytest

from game.tichu.engine.rules import TichuRules
from game.ui import thinking
from game.ui.saves import SeatConfig
from game.ui.tichu.scoring import TichuSheetScene
from game.ui.tichu.session import Conductor, TichuSession

from .driver import make_app
from .test_text_layout import area, on_one_worker, record, tour
from .test_tichu_session import run


def sheet_parts(frame):
    """The sheet's own badges and its box: drawn by the top scene."""
    top = len(frame.rec.layers) - 1
    badges = [b for b in frame.rec.of("emblem") if b.layer == top]
    box = max((p for p in frame.rec.of("panel") if p.layer == top),
              key=lambda p: area(p.rect, p.rect))
    return badges, box.rect


@on_one_worker((1280, 800))
@pytest.mark.parametrize("route,stop,badges", [("game", "score-sheet", 3),
                                               ("tichu", "tichu-scoring-sheet", 4)])
def test_a_score_sheet_heads_its_columns_with_badges_and_fits_its_rows(route, stop, badges,
                                                                       tmp_path_factory):
    frame = tour((1280, 800), route, tmp_path_factory)[stop]
    found, box = sheet_parts(frame)
    assert len(found) == badges  # 1000: a player's each; Tichu: a team's two, twice
    assert len({b.words for b in found}) == badges
    assert all(box.contains(b.rect) for b in found)
    heads = {b.rect.y for b in found}
    assert len(heads) == 1  # all on the row of heads
    assert box.height < frame.size[1] * 0.6  # a deal or two: not the whole window


def test_the_tournament_sheet_has_a_column_per_player_and_the_totals(tmp_path):
    thinking.use_processes(False)
    try:
        seats = [SeatConfig(n, False, "easy", emblem=e)
                 for n, e in zip(("Ann", "Ben", "Cy", "Di"), ("moon", "rook", "sun", "crown"))]
        session = TichuSession.new(TichuRules(tournament=True), seats, None, seed=3)
        run(session, Conductor(session), lambda: len(session.match.sheet) == 2)
    finally:
        thinking.use_processes(True)
    app = make_app(tmp_path)
    app.push(TichuSheetScene(app, session))
    frame = record(app)
    found, box = sheet_parts(frame)
    assert [b.words for b in sorted(found, key=lambda b: b.rect.x)] == \
        ["moon", "rook", "sun", "crown"]  # the players' own, in their order
    words = [d.words for d in frame.rec.of("text")]
    m = session.match
    for p, name in enumerate(("Ann", "Ben", "Cy", "Di")):
        assert name in words
        assert f"{m.win_points[p]} / {m.tichu_points[p]}" in words  # the totals row
    assert "Σ" in words
    for row in m.sheet:  # each round's points, each player's
        for p in range(4):
            assert f"{row.win_points[p]} / {row.tichu_points[p]}" in words
    assert all(box.contains(b.rect) for b in found)


def test_1000s_sheet_says_what_its_marks_stand_for(tmp_path):
    """The signs after a score (○ a zero, ▣ on the barrel, ✕ rospisat') are explained
    under the sheet, those it shows only."""
    import dataclasses
    import random

    from game.tysiacha.engine import Rules
    from game.ui.saves import default_seats
    from game.ui.tysiacha.overlays import ScoreSheetScene
    from game.ui.tysiacha.session import Session

    session = Session.new(Rules(), default_seats(3), None, seed=5)
    match, rng = session.match, random.Random(5)
    while not match.sheet:
        if match.needs_deal:
            match.start_deal()
        else:
            match.apply(rng.choice(match.legal_actions()))
    app = make_app(tmp_path)

    def words() -> list[str]:
        app.push(ScoreSheetScene(app, session))
        try:
            return [d.words for d in record(app).rec.of("text")]
        finally:
            app.stack.pop()

    assert not any("○" in w for w in words())
    row = match.sheet[0]
    match.sheet[0] = dataclasses.replace(row, marks=(("zero",), ("barrel_on",), ()))
    shown = words()
    assert any("○ zero" in w and "▣ on the barrel" in w and "✕" not in w for w in shown), shown


def test_1000s_plates_say_how_the_deal_went_once_it_is_over():
    """Behind the deal's result the plates no longer say "plays for 120": the declarer
    made or failed the contract (tricks and marriages against it) or gave it up, and a
    defender has so many points."""
    from types import SimpleNamespace

    from game.ui.tysiacha.drawing import TableDrawing

    def plate(seat, outcome="played", taken=(70, 30, 20), melds=()):
        obs = SimpleNamespace(declarer=0, contract=120, outcome=outcome, taken=taken,
                              melds=melds)
        return TableDrawing._result_text(seat, obs)

    assert plate(0) == "failed 120"
    assert plate(0, melds=((0, 2, 60), (1, 0, 40))) == "made 120"  # 70 + 60
    assert plate(1, melds=((1, 0, 40),)) == "70 points"
    assert plate(2) == "20 points"
    assert plate(0, outcome="rospisat") == "rospisat'"
