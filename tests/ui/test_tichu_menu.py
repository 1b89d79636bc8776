"""The main menu's choice of game (remembered in the data folder), Tichu's new-game setup
(the seats, the levels, the game's length) and resuming, and the Options' Tichu page.

The Tichu table itself is not opened here: `open_tichu` is replaced by a recorder of what
it was asked to show."""
from __future__ import annotations

import sys
import types

import pygame
import pytest

from game.settings import load_settings
from game.tichu.engine.rules import TichuRules
from game.ui.app import App, Options
from game.ui import emblems
from game.ui.saves import SeatConfig, flush_saves, read_seats
from game.ui.scenes.menu import MENU_FILE, MainMenu, chosen_game
from game.ui.tichu.session import SAVE_NAME, SEATS_NAME, TichuSession

from .driver import DT, button, click, click_button, key, make_app, run_frames


def menu_app(tmp_path, **game):
    app = make_app(tmp_path, **game)
    app.push(MainMenu(app))
    run_frames(app, 2)
    return app


@pytest.fixture
def opened(monkeypatch):
    """The calls to open_tichu, as (session, replace); the table is not opened."""
    calls = []

    def record(app, session, replace=None):
        calls.append((session, replace))
    try:
        import game.ui.tichu.table_scene as table_scene
        monkeypatch.setattr(table_scene, "open_tichu", record, raising=False)
    except ImportError:  # the table's scenes are not there yet
        fake = types.ModuleType("game.ui.tichu.table_scene")
        fake.open_tichu = record
        monkeypatch.setitem(sys.modules, "game.ui.tichu.table_scene", fake)
    return calls


def option_button(app, key_name: str):
    for b in app.stack.top.row.buttons:
        if getattr(b, "option", (None, None))[1] is not None and b.option[1].key == key_name:
            return b
    return None


def tichu_save(data, humans=(True, False, True, False), seed=3) -> TichuSession:
    seats = [SeatConfig(n, h, "hard") for n, h in zip(("Ann", "Bob", "Cy", "Di"), humans)]
    session = TichuSession.new(TichuRules(rounds=6), seats, data, seed=seed)
    session.flush()
    return session


# ------------------------------------------------------------------ the choice of game
def test_choosing_tichu_is_remembered(tmp_path):
    app = menu_app(tmp_path)
    menu = app.stack.top
    assert menu.game == "tysiacha"  # the first time: 1000
    assert click_button(app, "Tichu")
    assert menu.game == "tichu"
    assert button(menu, "Tichu").toggled and not button(menu, "1000").toggled
    assert "tichu" in (tmp_path / "data" / MENU_FILE).read_text()
    again = menu_app(tmp_path)  # the next run, the same data folder
    assert again.stack.top.game == "tichu"
    assert button(again.stack.top, "Tichu").toggled
    click_button(again, "1000")
    assert chosen_game(tmp_path / "data") == "tysiacha"


@pytest.mark.parametrize("text", [b"game: [", b"game: chess\n", b"- tichu\n", b"\xff\xfe",
                                  b""])
def test_a_broken_menu_file_means_1000(tmp_path, text):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / MENU_FILE).write_bytes(text)
    app = menu_app(tmp_path)
    assert app.stack.top.game == "tysiacha"
    assert click_button(app, "Tichu")  # and it is written anew
    assert chosen_game(tmp_path / "data") == "tichu"


def test_the_command_line_game_opens_the_menu_on_it(tmp_path):
    app = make_app(tmp_path)
    app.options.game = "tichu"
    app.push(MainMenu(app))
    run_frames(app, 1)
    assert app.stack.top.game == "tichu"
    click_button(app, "1000")  # the choice made then holds for the next menu
    assert MainMenu(app).game == "tysiacha"


def test_continue_follows_the_chosen_game(tmp_path, opened):
    from game.ui.tysiacha.session import SAVE_NAME as SAVE_1000, Session
    from game.tysiacha.engine import Rules
    data = tmp_path / "data"
    Session.new(Rules(), [SeatConfig("A", True), SeatConfig("B", False),
                          SeatConfig("C", False)], data, seed=1).flush()
    app = menu_app(tmp_path)
    assert button(app.stack.top, "Continue") is not None  # 1000's game
    click_button(app, "Tichu")
    assert button(app.stack.top, "Continue") is None  # no game of Tichu to continue
    assert app.stack.top.row.buttons[app.stack.top.row.focus].label == "New game"
    tichu_save(data)
    app.stack.top.layout()
    menu = app.stack.top
    assert click_button(app, "Continue")
    (session, replace), = opened
    assert replace is menu
    assert [c.name for c in session.seats] == ["Ann", "Bob", "Cy", "Di"]
    assert [c.human for c in session.seats] == [True, False, True, False]
    assert session.rules.rounds == 6
    assert (data / SAVE_1000).exists()  # 1000's game is left as it was


def test_a_broken_tichu_save_is_reported_in_the_menu(tmp_path, opened):
    data = tmp_path / "data"
    data.mkdir()
    (data / SAVE_NAME).write_text("not: [a record", encoding="utf-8")
    app = menu_app(tmp_path)
    click_button(app, "Tichu")
    assert click_button(app, "Continue")
    menu = app.stack.top
    assert menu.name == "menu" and not opened
    assert SAVE_NAME in menu.messages[0]
    assert not (data / SAVE_NAME).exists()  # set aside
    assert button(menu, "Continue") is None


def test_new_tichu_game_over_one_in_progress_asks_first(tmp_path, opened):
    data = tmp_path / "data"
    tichu_save(data)
    before = (data / SAVE_NAME).read_bytes()
    app = menu_app(tmp_path)
    click_button(app, "Tichu")
    assert click_button(app, "New game")
    assert app.stack.top.name == "dialog"
    app.frame(key(pygame.K_ESCAPE), DT)
    assert app.stack.top.name == "menu" and (data / SAVE_NAME).read_bytes() == before
    click_button(app, "New game")
    assert click_button(app, "New game")
    assert app.stack.top.name == "tichu-setup"
    click_button(app, "Back")
    click_button(app, "New game")
    assert click_button(app, "Keep playing")
    assert [c.name for c in opened[0][0].seats] == ["Ann", "Bob", "Cy", "Di"]


def test_the_tichu_rules_in_force_are_shown(tmp_path):
    app = menu_app(tmp_path)
    click_button(app, "Tichu")
    assert click_button(app, "Rules")
    assert app.stack.top.name == "tichu-rules"
    assert click_button(app, "Close")
    assert app.stack.top.name == "menu"


# ------------------------------------------------------------------ the setup
def open_setup(tmp_path, **game):
    app = menu_app(tmp_path, **game)
    click_button(app, "Tichu")
    click_button(app, "New game")
    assert app.stack.top.name == "tichu-setup"
    return app, app.stack.top


def seat_buttons(scene, seat: int):
    """(Human/AI, level) of a seat."""
    kinds = [b for b in scene.row.buttons if b.label in ("Human", "AI")]
    k = kinds[seat]
    return k, scene.row.buttons[scene.row.buttons.index(k) + 1]


def test_the_setup_starts_a_tichu_game_with_the_seats_and_the_length_chosen(tmp_path,
                                                                            opened):
    app, scene = open_setup(tmp_path)
    menu = app.stack.scenes[-2]
    assert [c.name for c in scene.seats] == ["You", "Boris", "Vera", "Gleb"]
    assert [c.human for c in scene.seats] == [True, False, False, False]
    # the partner (seat 3) is a human called Zoe
    app.frame(click(scene.name_rects[2].center), DT)
    for _ in range(4):
        app.frame(key(pygame.K_BACKSPACE), DT)
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text="Zoe")], DT)
    app.frame(key(pygame.K_RETURN), DT)
    app.frame(click(seat_buttons(scene, 2)[0].rect.center), DT)
    # the left opponent plays Hard, the right one Easy (Normal, Hard, Expert, Easy)
    app.frame(click(seat_buttons(scene, 1)[1].rect.center), DT)
    for _ in range(3):
        app.frame(click(seat_buttons(scene, 3)[1].rect.center), DT)
    # ten rounds, whatever the scores
    assert click_button(app, "Fixed rounds")
    assert click_button(app, "Rounds: 8")
    assert button(scene, "Rounds: 10") is not None
    assert click_button(app, "Start")
    (session, replace), = opened
    assert replace is menu and app.stack.top is menu  # the setup is gone
    assert [(c.name, c.human) for c in session.seats] == \
        [("You", True), ("Boris", False), ("Zoe", True), ("Gleb", False)]
    assert [c.level for c in session.seats if not c.human] == ["hard", "easy"]
    assert session.rules == TichuRules(rounds=10)
    assert app.rules_of("tichu") == TichuRules()  # the options are not changed by it
    session.flush()
    assert TichuSession.resume(tmp_path / "data").rules == TichuRules(rounds=10)


def test_each_seat_s_badge_is_chosen_in_the_setup_and_kept_with_the_game(tmp_path, opened):
    app, scene = open_setup(tmp_path)
    assert [scene.emblem(s) for s in range(4)] == list(emblems.KEYS[:4])
    # a click gives the partner the next badge no other seat has; the right button goes back
    app.frame(click(scene.badge_rects[2].center), DT)
    assert scene.emblem(2) == emblems.KEYS[4]
    app.frame(click(scene.badge_rects[2].center, button=3), DT)
    assert scene.emblem(2) == emblems.KEYS[2]
    # the left opponent's next badges are taken by the partner and the right opponent
    app.frame(click(scene.badge_rects[1].center), DT)
    assert scene.emblem(1) == emblems.KEYS[4]
    app.frame(click(scene.badge_rects[0].center, button=3), DT)
    assert scene.emblem(0) == emblems.KEYS[-1]
    chosen = [emblems.KEYS[-1], emblems.KEYS[4], emblems.KEYS[2], emblems.KEYS[3]]
    assert len(set(chosen)) == 4
    assert click_button(app, "Start")
    session = opened[0][0]
    assert [c.emblem for c in session.seats] == chosen
    session.flush()
    flush_saves()
    text = (tmp_path / "data" / SEATS_NAME).read_text(encoding="utf-8")
    assert f"emblem: {chosen[0]}" in text
    again = TichuSession.resume(tmp_path / "data")
    assert [c.emblem for c in again.seats] == chosen


def test_a_badge_the_table_file_does_not_know_is_the_seat_s_own(tmp_path):
    path = tmp_path / "table.yaml"
    path.write_text("seats:\n- {name: A, human: true, emblem: dragon}\n"
                    "- {name: B, human: false, level: hard, emblem: [1]}\n", encoding="utf-8")
    seats = read_seats(path, ["A", "B"], ("easy", "normal", "hard"))
    assert [c.emblem for c in seats] == ["", ""]
    assert [emblems.emblem_of(c.emblem, s) for s, c in enumerate(seats)] == \
        list(emblems.KEYS[:2])


def test_no_two_seats_have_the_same_badge_whatever_the_table_file_says(tmp_path):
    path = tmp_path / "table.yaml"
    path.write_text("seats:\n- {name: A, human: true, emblem: knight}\n"
                    "- {name: B, human: false}\n- {name: C, human: false, emblem: knight}\n"
                    "- {name: D, human: false, emblem: {a: 1}}\n", encoding="utf-8")
    seats = read_seats(path, ["A", "B", "C", "D"], ("normal",))
    badges = [emblems.emblem_of(c.emblem, s) for s, c in enumerate(seats)]
    assert badges[0] == "knight" and len(set(badges)) == 4 and set(badges) <= set(emblems.KEYS)


def test_a_badge_chosen_at_a_table_of_four_is_not_given_twice_at_a_table_of_three(tmp_path):
    app = make_app(tmp_path)
    from game.ui.tysiacha.setup import NewGameScene
    scene = NewGameScene(app)
    app.push(scene)
    run_frames(app, 2)
    scene.set_players(3)
    app.frame(click(scene.badge_rects[0].center), DT)  # past knight and anchor (seats 2, 3)
    assert scene.emblem(0) not in [scene.emblem(s) for s in range(1, 4)]
    scene.set_players(4)
    assert len({c.emblem for c in scene.chosen_seats()}) == 4


@pytest.mark.parametrize("length,expect", [
    ("Tournament", TichuRules(tournament=True)),
    ("To a score", TichuRules(target=1500)),
])
def test_the_setup_lengths(tmp_path, opened, length, expect):
    app, scene = open_setup(tmp_path)
    click_button(app, length)
    if length == "To a score":
        assert click_button(app, "To 1000 points")
    assert click_button(app, "Start")
    assert opened[0][0].rules == expect


def test_the_setup_starts_from_the_tichu_options(tmp_path, opened):
    cfg = tmp_path / "config"
    cfg.mkdir()
    (cfg / "settings.yaml").write_text(
        "game:\n  animation_speed: off\n  sound: false\n  ai_level: expert\n"
        "tichu:\n  rounds: 4\n  wish_bomb: any_time\n")
    app = App(Options(size=(1280, 800), seed=1, data_dir=tmp_path / "data",
                      settings_path=cfg / "settings.yaml"))
    app.push(MainMenu(app))
    run_frames(app, 2)
    assert app.rules_of("tichu") == TichuRules(rounds=4, wish_bomb="any_time")
    click_button(app, "Tichu")
    click_button(app, "New game")
    scene = app.stack.top
    assert scene.length == "rounds" and button(scene, "Rounds: 4") is not None
    assert [c.level for c in scene.seats[1:]] == ["expert"] * 3
    click_button(app, "Start")
    assert opened[0][0].rules == TichuRules(rounds=4, wish_bomb="any_time")


def test_the_setup_wants_a_human(tmp_path, opened):
    app, scene = open_setup(tmp_path)
    app.frame(click(seat_buttons(scene, 0)[0].rect.center), DT)
    assert not any(c.human for c in scene.seats)
    assert not click_button(app, "Start")  # off, and the line under it says why
    assert scene.cannot_start() == "At least one seat must be human: make a seat Human " \
        "to start."
    assert not opened and app.stack.top is scene
    flush_saves()
    assert not (tmp_path / "data" / SAVE_NAME).exists()
    assert click_button(app, "vs AI")
    assert [c.human for c in scene.seats] == [True, False, False, False]
    assert not scene.cannot_start() and button(scene, "Start") is not None
    assert button(scene, "vs AI").toggled and not button(scene, "Hot-seat").toggled
    assert click_button(app, "Hot-seat")
    assert all(c.human for c in scene.seats)
    assert [c.name for c in scene.seats] == [f"Player {i}" for i in range(1, 5)]
    assert button(scene, "Hot-seat").toggled and not button(scene, "vs AI").toggled


def test_continue_without_a_usable_table_file_asks_who_sits_where(tmp_path, opened):
    data = tmp_path / "data"
    tichu_save(data)
    (data / SEATS_NAME).write_text("seats: [", encoding="utf-8")
    app = menu_app(tmp_path)
    click_button(app, "Tichu")
    menu = app.stack.top
    assert click_button(app, "Continue")
    scene = app.stack.top
    assert scene.name == "tichu-setup" and scene.resuming is not None
    assert SEATS_NAME in scene.resuming.seats_problem
    assert [c.name for c in scene.seats] == ["Ann", "Bob", "Cy", "Di"]
    assert button(scene, "Tournament") is None  # the saved game keeps its length
    app.frame(click(scene.name_rects[0].center), DT)
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text="x")], DT)
    assert scene.seats[0].name == "Ann"  # the record's names
    assert click_button(app, "Hot-seat")
    assert click_button(app, "Continue")
    (session, replace), = opened
    assert replace is menu
    assert [(c.name, c.human) for c in session.seats] == \
        [(n, True) for n in ("Ann", "Bob", "Cy", "Di")]
    assert session.rules.rounds == 6
    session.flush()
    again = TichuSession.resume(data)  # the table file says it now
    assert again.seats_problem is None and all(c.human for c in again.seats)


# ------------------------------------------------------------------ the options
def test_the_options_tichu_page_changes_and_saves_a_rule(tmp_path):
    app = menu_app(tmp_path)
    click_button(app, "Options")
    assert click_button(app, "Tichu")
    scene = app.stack.top
    keys = [b.option[1].key for b in scene.row.buttons if hasattr(b, "option")]
    assert keys == ["grand_tichu", "tichu_call", "wish_bomb", "target", "rounds",
                    "tournament"]
    b = option_button(app, "wish_bomb")
    assert b.label == "out of turn"
    app.frame(click(b.rect.center), DT)
    assert app.rules_of("tichu").wish_bomb == "any_time"
    assert option_button(app, "wish_bomb").label == "any time"
    assert "next game" in scene.message
    settings = tmp_path / "config" / "settings.yaml"
    assert "wish_bomb: any_time" in settings.read_text()
    assert "animation_speed: off" in settings.read_text()  # the file edited in place
    assert load_settings(settings).tichu.wish_bomb == "any_time"
    b = option_button(app, "target")  # a right click steps back
    app.frame(click(b.rect.center, button=3), DT)
    assert app.rules_of("tichu").target == 2000
    assert option_button(app, "rounds").label == "to the target"
    app.frame(click(option_button(app, "tournament").rect.center), DT)
    assert option_button(app, "tournament").label == "on"
    assert load_settings(settings).tichu == TichuRules(wish_bomb="any_time", target=2000,
                                                       tournament=True)
    # the next game of Tichu starts from them
    click_button(app, "Done")
    click_button(app, "Tichu")
    click_button(app, "New game")
    assert app.stack.top.length == "tournament"


def test_table_scene_finds_tichus_table(tmp_path):
    pytest.importorskip("game.ui.tichu.table_scene")
    from game.ui.tichu.table_scene import TichuTableScene
    app = menu_app(tmp_path)
    assert app.table_scene() is None
    scene = object.__new__(TichuTableScene)  # not drawn: only its kind is asked
    app.stack.scenes.append(scene)
    try:
        assert app.table_scene() is scene
    finally:
        app.stack.scenes.remove(scene)


def test_a_name_typed_with_a_reordering_mark_comes_back_as_typed_at_continue(tmp_path,
                                                                           opened):
    """U+202E (right-to-left override) and an escape typed into a name are not taken: the
    record would keep them escaped, and the name would come back changed (and be counted
    as another player in the statistics)."""
    app, scene = open_setup(tmp_path)
    app.frame(click(scene.name_rects[0].center), DT)
    for _ in range(3):
        app.frame(key(pygame.K_BACKSPACE), DT)
    app.frame([pygame.event.Event(pygame.TEXTINPUT, text="Łu\u202ecja\x1b")], DT)
    app.frame(key(pygame.K_RETURN), DT)
    assert scene.seats[0].name == "Łucja"
    assert click_button(app, "Start")
    (session, _), = opened
    session.flush()
    assert [c.name for c in TichuSession.resume(tmp_path / "data").seats][0] == "Łucja"
