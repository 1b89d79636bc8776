"""The replay viewer of 1000 (game/core/steps.py, game/tysiacha/viewing.py,
game/ui/tysiacha/viewer.py, `tysiacha view FILE`): a record stepped forward and back by
action, trick and deal to identical states, played at the animation speed, refused with
one line when it breaks a rule, and listed among the finished games."""
from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.__main__ import main
from game.core.steps import Steps
from game.tysiacha.ai import make_bot
from game.tysiacha.engine import Match, Rules
from game.tysiacha.records import dump_record_text, parse_record_text, save_record
from game.tysiacha.viewing import GameSteps
from game.ui.scenes.games_list import GamesListScene
from game.ui.tysiacha.viewer import ViewerScene, open_record

from .driver import DT, button, key, make_app


def played_game(players: int = 3, seed: int = 5) -> Match:
    match = Match(Rules(players=players), ["Anna", "Boris", "Vera", "Gleb"][:players],
                  random.Random(seed))
    bots = [make_bot("easy", i) for i in range(players)]
    while not match.finished:
        if match.needs_deal:
            match.start_deal()
        s = match.to_act
        match.apply(bots[s].choose(match.observation(s), match.legal_actions()))
    return match


@pytest.fixture(scope="module")
def game_text() -> str:
    return dump_record_text(played_game())


def test_steps_find_the_next_and_the_previous_mark_of_each_level():
    s = Steps(20, {"deal": [0, 10], "trick": [4, 7, 14]})
    assert s.forward(0) == 1 and s.back(0) == 0 and s.forward(20) == 20
    assert [s.forward(p, "trick") for p in (0, 4, 5, 10, 14)] == [4, 7, 7, 14, 20]
    assert [s.back(p, "trick") for p in (4, 7, 10, 11, 0)] == [0, 4, 7, 10, 0]
    assert s.forward(3, "deal") == 10 and s.back(10, "deal") == 0 and s.back(12, "deal") == 10
    assert s.unit(12, "deal") == 1 and s.unit(9, "deal") == 0


def test_each_position_is_the_same_state_reached_forward_or_rebuilt(game_text):
    """match_at(p) equals playing the record's actions one by one from each deal's
    start, and the last position is the whole game."""
    steps = GameSteps(parse_record_text(game_text))
    assert dump_record_text(steps.match_at(steps.last)) == game_text
    for k, start in enumerate(steps.starts):
        live = steps.match_at(start)
        assert len(live.deals) == k + 1 and not live.deal.tricks
        for j, action in enumerate(steps.deal_actions[k], 1):
            live.apply(action)
            if j % 5 == 0 or j == len(steps.deal_actions[k]):
                assert dump_record_text(live) == dump_record_text(steps.match_at(start + j))
    for p in steps.steps.marks["trick"]:
        deal = steps.match_at(p).deal
        assert not deal.trick  # a trick mark is never in the middle of a trick


def test_the_viewer_steps_forward_and_back_to_identical_states(tmp_path, game_text):
    app = make_app(tmp_path)
    steps = GameSteps(parse_record_text(game_text))
    viewer = ViewerScene(app, steps)
    app.push(viewer)
    app.frame([], DT)
    seen = {}
    for _ in range(60):  # forward by actions (→), then by tricks (↓) and deals (Page Down)
        app.frame(key(pygame.K_RIGHT), DT)
        seen[viewer.position] = dump_record_text(viewer.session.match)
    for k in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_DOWN):
        app.frame(key(k), DT)
        seen[viewer.position] = dump_record_text(viewer.session.match)
    assert viewer.position > 60
    for p in sorted(seen, reverse=True):  # back: each state as it was
        while viewer.position > p:
            app.frame(key(pygame.K_LEFT), DT)
        assert dump_record_text(viewer.session.match) == seen[p], p
    app.frame(key(pygame.K_END), DT)
    assert viewer.position == steps.last
    assert dump_record_text(viewer.session.match) == game_text
    app.frame(key(pygame.K_PAGEUP), DT)
    assert viewer.position == steps.starts[-1]
    app.frame(key(pygame.K_HOME), DT)
    assert viewer.position == 0 and not viewer.session.match.deal.bids
    assert viewer.table.open_hands()  # every hand face up


def test_the_viewer_plays_the_game_at_the_animation_speed(tmp_path, game_text):
    app = make_app(tmp_path, speed="fast")
    steps = GameSteps(parse_record_text(game_text))
    viewer = ViewerScene(app, steps)
    app.push(viewer)
    app.frame(key(pygame.K_SPACE), DT)  # Play
    assert viewer.playing and button(viewer, "❚❚ Pause") is not None
    for _ in range(600):
        app.frame([], DT)
    moved = viewer.position
    assert moved > 10
    app.frame(key(pygame.K_SPACE), DT)  # Pause
    for _ in range(120):
        app.frame([], DT)
    assert viewer.position == moved and not viewer.playing


def test_a_record_that_breaks_a_rule_is_refused_with_its_one_line(tmp_path, game_text,
                                                                  capsys):
    bad = game_text.replace("bids: [", "bids: [95, ", 1)
    path = tmp_path / "broken.tysiacha.yaml"
    path.write_text(bad, encoding="utf-8")
    app = make_app(tmp_path)
    why = open_record(app, path)
    assert why is not None and "broken.tysiacha.yaml cannot be watched: deal 1" in why
    assert not app.stack.scenes
    assert main(["view", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"tysiacha view: {path}: deal 1")
    assert path.read_text(encoding="utf-8") == bad  # the file is left as it was


def test_the_list_shows_the_finished_games_newest_first(tmp_path):
    data = tmp_path / "data"
    games = data / "games"
    games.mkdir(parents=True)
    save_record(played_game(3, 1), games / "2026-11-20-101500.tysiacha.yaml")
    save_record(played_game(4, 2), games / "2026-11-22-201000.tysiacha.yaml")
    (games / "2026-11-21-090000.tysiacha.yaml").write_text("rules: {preset: x}\n")
    app = make_app(tmp_path)
    app.push(GamesListScene(app, "tysiacha"))
    app.frame([], DT)
    labels = [b.label for b in app.stack.top.row.buttons]
    assert labels[0].startswith("2026-11-22 20:10 · Anna, Boris, Vera, Gleb · won by ")
    assert labels[1].startswith("2026-11-21 09:00 · cannot be watched: line 1")
    assert labels[2].startswith("2026-11-20 10:15 · Anna, Boris, Vera · won by ")
    assert not app.stack.top.row.buttons[1].enabled
    app.stack.top.row.buttons[0].action()
    assert app.stack.top.name == "viewer"
    assert Path(app.stack.top.path).name == "2026-11-22-201000.tysiacha.yaml"


def test_the_score_sheet_is_beside_the_table_where_there_is_room(tmp_path, game_text):
    from .tichu_driver import written
    steps = GameSteps(parse_record_text(game_text))
    wide = make_app(tmp_path, size=(1920, 1080))
    viewer = ViewerScene(wide, steps)
    wide.push(viewer)
    wide.frame(key(pygame.K_END), DT)
    assert 0 < viewer.table.layout.width < 1920  # the table narrower, in the middle
    texts = written(wide)
    assert "Score sheet" in texts
    last = steps.final.sheet[-1]
    assert all(str(score) in texts for score in last.scores)
    (tmp_path / "narrow").mkdir()
    narrow = make_app(tmp_path / "narrow", size=(1024, 768))
    small = ViewerScene(narrow, steps)
    narrow.push(small)
    narrow.frame([], DT)
    assert small.table.layout.width == 1024 and small.table.beside == 0


def test_the_sheet_beside_the_table_tells_long_names_apart(tmp_path):
    """AI players named by their level ("Normal 1", "Normal 2") are not all cut to
    "Norm…" in the narrowest sheet beside the table (1920x1080's: at 1280x800 there is
    none, the table keeping the window's middle): a head that does not fit goes smaller,
    on two lines."""
    from game.ui import theme

    match = played_game()
    match.names = ["Normal player 1", "Normal player 2", "Normal player 3"]
    steps = GameSteps(parse_record_text(dump_record_text(match)))
    app = make_app(tmp_path, size=(1920, 1080))
    viewer = ViewerScene(app, steps)
    app.push(viewer)
    app.frame(key(pygame.K_END), DT)
    with theme.recording(app.screen) as rec:
        app.stack.draw(app.screen)
    app.canvas.invalidate()
    side = viewer.left() + viewer.table.layout.width  # the sheet is right of the table
    texts = [d.words for d in rec.of("text") if d.owner is not None and d.owner.x >= side]
    assert "Score sheet" in texts and not [t for t in texts if t.endswith("…")]
    ends = {t for t in texts if t.endswith((" 1", " 2", " 3"))}
    assert len(ends) == 3  # each head ends with what tells it apart


VIEWER_SIZES = [(800, 600), (1280, 800), (1920, 1080), (3840, 2160)]


def check_centred(app, viewer, unit: str) -> None:
    """The viewer's table, bar and bottom hand in the middle of the window, the sheet
    beside the table (where there is one) clear of it and of the corner buttons; the
    bar's buttons with their words (`unit`: "Deal", "Round"; the trick's and Play's at
    least), none cut short, as in every game's viewer."""
    from game.ui import theme
    w, h = app.screen_size
    lay = viewer.table.layout
    assert abs(2 * viewer.left() + lay.width - w) <= 1  # as much room each side
    bar = viewer.controls_box()
    assert abs(bar.centerx - w // 2) <= 1, (bar, w)
    labels = [b.label for b in viewer.row.buttons[:7]]
    assert "Trick" in labels[1] and "Play" in labels[3], labels  # words, not signs only
    font = app.fonts.get(lay.font_small)
    assert all(b.shown_label(font) == b.label for b in viewer.row.buttons), labels  # none cut
    if unit not in labels[0]:  # the deal's (round's) words left out only beside a plate
        assert viewer.table.layout.plate_rect(0).bottom > viewer.controls_box().top
    assert all(bar.contains(b.rect) for b in viewer.row.buttons[:7])
    with theme.recording(app.screen) as rec:
        app.stack.draw(app.screen)
    app.canvas.invalidate()
    cards = [d.rect for d in rec.of("card") if not d.moving]
    lowest = max(r.bottom for r in cards)
    hand = [r for r in cards if r.bottom >= lowest - 2]
    hand = hand[0].unionall(hand[1:])
    assert abs(hand.centerx - w // 2) <= max(2, w // 200), (hand, w)
    corner = [b.rect for b in viewer.row.buttons[7:]]
    assert all(app.screen.get_rect().contains(r) for r in corner)
    if viewer.table.beside:
        sheet = [d.owner for d in rec.of("text") if d.words == "Score sheet"
                 and d.owner is not None and d.owner.x >= viewer.left() + lay.width]
        assert sheet and app.screen.get_rect().contains(sheet[0])
        assert not any(sheet[0].colliderect(r) for r in corner + [bar, hand])


@pytest.mark.parametrize("size", VIEWER_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_viewer_is_centred_in_the_window_at_every_size(tmp_path, game_text, size):
    steps = GameSteps(parse_record_text(game_text))
    app = make_app(tmp_path, size=size)
    viewer = ViewerScene(app, steps)
    app.push(viewer)
    for _ in range(12):  # into the first deal's play
        app.frame(key(pygame.K_DOWN), DT)
    app.frame([], DT)
    check_centred(app, viewer, "Deal")
