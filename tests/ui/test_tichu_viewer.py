"""The replay viewer of Tichu (game/tichu/viewing.py, game/ui/tichu/viewer.py, the shared
stepping of game/ui/scenes/watching.py, Past games with Tichu chosen, `tysiacha view
FILE.tichu.yaml`): a record stepped forward and back by action, trick and round to
identical states, every hand face up, played at the animation speed, refused with one
line when it breaks a rule, and listed among the finished games."""
from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.__main__ import main
from game.tichu.ai import make_bot
from game.tichu.ai.runner import play_match
from game.tichu.engine.cards import cards_of
from game.tichu.engine.match import Match
from game.tichu.engine.rules import TichuRules
from game.tichu.records import dump_match_text, load_match, save_match
from game.tichu.viewing import TichuSteps
from game.ui.scenes.games_list import GamesListScene
from game.ui.tichu.viewer import TichuViewerScene, open_tichu_record

from .driver import DT, button, click, key, make_app
from .tichu_driver import face_up, written


def played_game(seed: int = 5) -> Match:
    match = Match(TichuRules(rounds=4), ["Anna", "Boris", "Vera", "Gleb"],
                  random.Random(seed))
    assert play_match(match, [make_bot("easy", seed * 10 + p) for p in range(4)])
    return match


@pytest.fixture(scope="module")
def game_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("kept") / "2026-11-25-120000.tichu.yaml"
    save_match(played_game(), path)
    return path


def test_each_position_is_the_same_state_reached_forward_or_rebuilt(game_file):
    """match_at(p) equals playing the record's actions one by one from each round's
    start; the last position is the whole game; a trick mark never falls in a trick."""
    final = load_match(game_file)
    steps = TichuSteps(final)
    assert dump_match_text(steps.match_at(steps.last)) == dump_match_text(final)
    assert len(steps.starts) == 4 and steps.starts[0] == 0
    for k, start in enumerate(steps.starts):
        live = steps.match_at(start)
        assert len(live.rounds) == k + 1 and not live.round.history
        assert live.scores == (final.sheet[k - 1].scores if k else (0, 0))
        for j, action in enumerate(steps.round_actions[k], 1):
            live.apply(action)
            if j % 7 == 0 or j == len(steps.round_actions[k]):
                assert dump_match_text(live) == dump_match_text(steps.match_at(start + j))
    for p in steps.steps.marks["trick"]:
        assert not steps.match_at(p).round.trick


def test_the_viewer_steps_forward_and_back_to_identical_states(tmp_path, game_file):
    app = make_app(tmp_path)
    steps = TichuSteps(load_match(game_file))
    viewer = TichuViewerScene(app, steps)
    app.push(viewer)
    app.frame([], DT)
    seen = {}
    for _ in range(40):  # forward by actions (→), then by tricks (↓) and rounds (Page Down)
        app.frame(key(pygame.K_RIGHT), DT)
        seen[viewer.position] = dump_match_text(viewer.session.match)
    for k in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_DOWN):
        app.frame(key(k), DT)
        seen[viewer.position] = dump_match_text(viewer.session.match)
    assert viewer.position > steps.starts[1]
    for p in sorted(seen, reverse=True):  # back: each state as it was
        while viewer.position > p:
            app.frame(key(pygame.K_LEFT), DT)
        assert dump_match_text(viewer.session.match) == seen[p], p
    app.frame(key(pygame.K_END), DT)
    assert viewer.position == steps.last
    assert dump_match_text(viewer.session.match) == dump_match_text(steps.final)
    app.frame(key(pygame.K_PAGEUP), DT)
    assert viewer.position == steps.starts[-1]
    app.frame(key(pygame.K_HOME), DT)
    assert viewer.position == 0 and not viewer.session.round.history
    # every hand face up: the other three seats' cards as well as the bottom one's
    for _ in range(30):
        app.frame(key(pygame.K_DOWN), DT)
    for _ in range(60):
        app.frame([], DT)
    rnd = viewer.session.round
    held = {c for s in range(4) for c in cards_of(rnd.hands[s])}
    assert held and held <= face_up(viewer.table)


def test_the_viewer_plays_the_game_and_says_where_it_is(tmp_path, game_file):
    app = make_app(tmp_path, speed="fast")
    steps = TichuSteps(load_match(game_file))
    viewer = TichuViewerScene(app, steps)
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
    n = len(steps.round_actions[0])
    assert f"Round 1 of 4, step {moved} of {n}" in written(app)
    app.frame(click(button(viewer, "Round »").rect.center), DT)
    app.frame(key(pygame.K_LEFT), DT)  # the end of the first round: its score
    row = steps.final.sheet[0]
    s0, s1 = row.result.score
    said = (f"Round 1 of 4, step {n} of {n} · Anna & Vera {s0:+d}, Boris & Gleb {s1:+d}",
            f"Round 1 of 4, step {n} of {n} · {s0:+d} / {s1:+d}")  # (the bar narrowed by
    assert any(w.startswith(said) for w in written(app))  # the score sheet beside it)
    if viewer.table.beside:  # the sheet beside the table: the teams and the round's score
        words = written(app)
        assert "Anna & Vera" in words and str(row.scores[0]) in words and f"{s0:+d}" in words
    app.frame(click(button(viewer, "Score sheet").rect.center), DT)
    assert app.stack.top.name == "tichu-sheet"


def test_a_record_that_breaks_a_rule_is_refused_with_its_one_line(tmp_path, game_file,
                                                                  capsys):
    text = game_file.read_text(encoding="utf-8")
    bad = text.replace("    actions:\n", "    actions:\n      - 0 play 2S\n", 1)
    assert bad != text
    path = tmp_path / "broken.tichu.yaml"
    path.write_text(bad, encoding="utf-8")
    app = make_app(tmp_path)
    why = open_tichu_record(app, path)
    assert why is not None and why.startswith("broken.tichu.yaml cannot be watched: round 1")
    assert not app.stack.scenes
    assert main(["view", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"tysiacha view: {path}: round 1")
    assert path.read_text(encoding="utf-8") == bad  # the file is left as it was


def test_past_games_with_tichu_chosen_lists_its_games_newest_first(tmp_path, game_file):
    games = tmp_path / "data" / "games"
    games.mkdir(parents=True)
    (games / "2026-11-20-101500.tichu.yaml").write_bytes(game_file.read_bytes())
    save_match(played_game(9), games / "2026-11-22-201000.tichu.yaml")
    (games / "2026-11-21-090000.tichu.yaml").write_text("players: [a]\n")
    (games / "2026-11-23-090000.tysiacha.yaml").write_text("not Tichu\n")  # 1000's list
    app = make_app(tmp_path)
    from game.ui.scenes.menu import MainMenu
    menu = MainMenu(app)
    app.push(menu)
    app.frame([], DT)
    menu.choose("tichu")
    app.frame([], DT)
    app.frame(click(button(app.stack.top, "Past games").rect.center), DT)
    assert isinstance(app.stack.top, GamesListScene)
    labels = [b.label for b in app.stack.top.row.buttons]
    assert labels[0].startswith("2026-11-22 20:10 · Anna, Boris, Vera, Gleb · ")
    assert labels[1].startswith("2026-11-21 09:00 · cannot be watched: ")
    assert labels[2].startswith("2026-11-20 10:15 · Anna, Boris, Vera, Gleb · won by ")
    assert labels[3] == "Newer"  # four games in the folder, three of them Tichu's
    assert not app.stack.top.row.buttons[1].enabled
    app.stack.top.row.buttons[0].action()
    assert app.stack.top.name == "tichu-viewer"
    assert Path(app.stack.top.path).name == "2026-11-22-201000.tichu.yaml"


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080), (3840, 2160)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_viewer_is_centred_in_the_window_at_every_size(tmp_path, game_file, size):
    """As 1000's viewer: the table in the middle, the bar's buttons with their words
    (at 800x600 too, beside the player's plate), the sheet clear of the rest."""
    from .test_viewer import check_centred
    app = make_app(tmp_path, size=size)
    viewer = TichuViewerScene(app, TichuSteps(load_match(game_file)), game_file)
    app.push(viewer)
    for _ in range(6):  # into the first round's play
        app.frame(key(pygame.K_DOWN), DT)
    app.frame([], DT)
    check_centred(app, viewer, "Round")
