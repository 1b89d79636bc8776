"""The app around the table: options saved to the player's file, the saved game resumed
after a crash, a corrupt save set aside, the window size remembered, screenshots."""
from __future__ import annotations

import pygame
import pytest

from game.__main__ import build_parser
from game.settings import load_settings
from game.ui.app import App, Options
from game.ui.scenes.menu import MainMenu
from game.ui.tysiacha.session import SAVE_NAME

from .driver import DT, Player, click, click_button, key, make_app, run_frames


def menu_app(tmp_path, **game):
    app = make_app(tmp_path, **game)
    app.push(MainMenu(app))
    run_frames(app, 2)
    return app


def option_button(app, key_name: str):
    for b in app.stack.top.row.buttons:
        if getattr(b, "option", (None, None))[1] is not None and b.option[1].key == key_name:
            return b
    return None


def test_a_table_option_applies_at_once_and_is_saved(tmp_path):
    app = menu_app(tmp_path)
    assert click_button(app, "Options")
    b = option_button(app, "trick_arrow")
    assert b.label == "on"
    app.frame(click(b.rect.center), DT)
    assert app.settings.trick_arrow is False
    text = (tmp_path / "config" / "settings.yaml").read_text()
    assert "trick_arrow: false" in text and "animation_speed: off" in text  # edited in place
    assert load_settings(tmp_path / "config" / "settings.yaml").game.trick_arrow is False


def test_a_right_click_steps_back(tmp_path):
    app = menu_app(tmp_path)
    click_button(app, "Options")
    b = option_button(app, "sort_hand")  # suit_then_rank, none, alternate_colours
    app.frame(click(b.rect.center, button=3), DT)
    assert app.settings.sort_hand == "alternate_colours"


def test_a_rule_option_applies_to_the_next_game(tmp_path):
    app = menu_app(tmp_path)
    click_button(app, "Options")
    click_button(app, "Rules")
    b = option_button(app, "bid_step")
    app.frame(click(b.rect.center), DT)
    assert app.rules_of("tysiacha").bid_step == 10
    assert load_settings(tmp_path / "config" / "settings.yaml").rules.bid_step == 10
    click_button(app, "Done")
    click_button(app, "New game")
    click_button(app, "Start")
    session = (app.table_scene() or app.stack.top).table.session
    assert session.rules.bid_step == 10


def test_a_broken_settings_file_is_reported_and_left_alone(tmp_path):
    cfg = tmp_path / "config"
    cfg.mkdir()
    broken = "game:\n  sound: [unclosed\n"
    (cfg / "settings.yaml").write_text(broken)
    app = App(Options(size=(1024, 640), data_dir=tmp_path / "data",
                      settings_path=cfg / "settings.yaml"))
    app.push(MainMenu(app))
    run_frames(app, 2)
    assert any("settings.yaml" in m for m in app.stack.top.messages)
    click_button(app, "Options")
    b = option_button(app, "card_selection")
    app.frame(click(b.rect.center), DT)
    assert app.settings.card_selection == "twice"  # in force for this session
    assert "nothing was saved" in app.stack.top.message
    assert (cfg / "settings.yaml").read_text() == broken


def test_continue_resumes_the_game_exactly_after_a_crash(tmp_path):
    app = menu_app(tmp_path, seed=4)
    player = Player(app)
    for _ in range(4000):
        player.step()
        scene = app.table_scene()
        if scene is not None and scene.deal is not None and len(scene.deal.tricks) >= 2 \
                and len(scene.session.match.deals) >= 2 and not scene.deal.over:
            break
    session = app.table_scene().session
    session.flush()
    deal = session.match.deal
    expected = (list(deal.hands), list(deal.tricks), deal.to_act, deal.legal_actions()[:],
                session.match.standing, len(session.match.sheet))
    # the process dies here; a new one starts and the player presses Continue
    again = menu_app(tmp_path)
    assert click_button(again, "Continue")
    resumed = again.table_scene().session
    d = resumed.match.deal
    assert (list(d.hands), list(d.tricks), d.to_act, d.legal_actions(),
            resumed.match.standing, len(resumed.match.sheet)) == expected
    assert [c.human for c in resumed.seats] == [c.human for c in session.seats]


def test_a_corrupt_save_is_reported_and_set_aside(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / SAVE_NAME).write_text("format: tysiacha-record/1\nplayers: [A, B]\ndeals: [[[\n")
    app = menu_app(tmp_path)
    assert click_button(app, "Continue")
    menu = app.stack.top
    assert menu.name == "menu"
    assert SAVE_NAME in menu.messages[0] and "line" in menu.messages[0]
    assert not (data / SAVE_NAME).exists()
    assert len(list(data.glob("broken-*"))) == 1
    assert not menu.row.buttons[0].enabled  # Continue has nothing left to offer


def test_an_illegal_move_in_the_save_is_reported(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / SAVE_NAME).write_text(
        "format: tysiacha-record/1\nplayers: [A, B, C]\nstart: {dealer: 0}\ndeals:\n"
        "  - hands:\n      - [AH, 10H, KH, QH, AS, 10S, KS]\n"
        "      - [AC, 10C, KC, QC, JC, 9C, AD]\n      - [10D, KD, QD, JD, 9D, JS, 9S]\n"
        "    prikup: [QS, JH, 9H]\n    bids: [100, pass, 95]\n")
    app = menu_app(tmp_path)
    click_button(app, "Continue")
    # in the player's words (session.py), not the record checker's "deal 1, bids 3"
    assert "(deal 1: a move that breaks the rules)" in app.stack.top.messages[0]


def test_the_window_size_is_remembered(tmp_path):
    app = App(Options(windowed=True, data_dir=tmp_path / "data",
                      settings_path=tmp_path / "none.yaml"))
    app.push(MainMenu(app))
    app.frame([pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700)], DT)
    assert app.screen_size == (1100, 700)
    again = App(Options(windowed=True, data_dir=tmp_path / "data",
                        settings_path=tmp_path / "none.yaml"))
    assert again.screen_size == (1100, 700)


def test_f11_toggles_full_screen(tmp_path):
    app = menu_app(tmp_path)
    assert not app.fullscreen
    app.frame(key(pygame.K_F11), DT)
    assert app.fullscreen
    app.frame(key(pygame.K_F11), DT)
    assert not app.fullscreen


def test_screenshot_dir_saves_each_scene_once(tmp_path):
    app = App(Options(size=(1024, 640), data_dir=tmp_path / "data",
                      settings_path=tmp_path / "none.yaml", screenshot_dir=tmp_path / "shots"))
    app.push(MainMenu(app))
    run_frames(app, 3)
    click_button(app, "Options")
    run_frames(app, 3)
    names = sorted(p.name for p in (tmp_path / "shots").glob("*.png"))
    assert names == ["01-menu.png", "02-options.png"]


def test_f12_screenshots_taken_in_the_same_second_are_all_kept(tmp_path, monkeypatch):
    app = menu_app(tmp_path)
    monkeypatch.setattr("game.ui.app.time.strftime", lambda fmt: "tysiacha-20261127-120000")
    for _ in range(3):
        app.frame(key(pygame.K_F12), DT)
        run_frames(app, 1)
    names = sorted(p.name for p in (app.data_dir / "screenshots").glob("*.png"))
    assert names == ["tysiacha-20261127-120000-2.png", "tysiacha-20261127-120000-3.png",
                     "tysiacha-20261127-120000.png"]


@pytest.mark.parametrize("argv,field,value", [
    (["--windowed"], "windowed", True),
    (["--size", "1280x800"], "size", (1280, 800)),
    (["--demo"], "demo", True),
    (["play", "--screenshot-dir", "shots"], "screenshot_dir", "shots"),
])
def test_the_command_line(argv, field, value):
    assert getattr(build_parser().parse_args(argv), field) == value


def test_a_bad_size_is_refused_with_a_message(capsys):
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--size", "big"])
    assert "is not a size like 1280x800" in capsys.readouterr().err


def test_the_demo_plays_by_itself_and_a_click_opens_the_menu(tmp_path):
    app = make_app(tmp_path, demo=True)
    from game.ui.tysiacha.demo import start_demo
    start_demo(app)
    deals = 0
    for _ in range(3000):  # (each bot decides at the frame that asks it: conftest.steady)
        app.frame([], DT)
        deals = len(app.table_scene().session.match.sheet) if app.table_scene() else deals
        if deals >= 2:
            break
    assert deals >= 2
    assert not (tmp_path / "data" / SAVE_NAME).exists()  # a demo saves nothing
    app.frame(click((10, 10)), DT)
    assert app.stack.top.name == "menu"


@pytest.mark.parametrize("setting,bot", [("easy", "easy"), ("normal", "normal"),
                                         ("hard", "hard"), ("expert", "hard")])
def test_ai_level_sets_the_new_game_opponents(tmp_path, setting, bot):
    """One name for a level everywhere: settings, table, saved seats; the setting's
    Expert is Tichu's, and 1000's strongest level is Hard."""
    app = menu_app(tmp_path, ai_level=setting)
    click_button(app, "New game")
    click_button(app, "Start")
    session = app.stack.top.table.session
    assert [c.level for c in session.seats if not c.human] == [bot, bot]
    assert [level for level, _ in session.bots.values()] == [bot, bot]


def test_enter_on_the_menu_presses_the_button_in_focus(tmp_path):
    app = menu_app(tmp_path)
    app.frame(key(pygame.K_RETURN), DT)
    assert app.stack.top.name == "new-game"  # nothing to continue: New game has the focus
    app.frame(key(pygame.K_RETURN), DT)  # Start has the focus there
    assert app.table_scene() is not None or app.stack.top.name == "cut"


def test_space_on_an_option_keeps_the_focus_there(tmp_path):
    app = menu_app(tmp_path)
    click_button(app, "Options")
    scene = app.stack.top
    b = option_button(app, "card_selection")
    scene.row.focus = scene.row.buttons.index(b)
    app.frame(key(pygame.K_SPACE), DT)
    app.frame(key(pygame.K_SPACE), DT)
    assert app.settings.card_selection == "once"  # twice, then back
    assert scene.row.buttons[scene.row.focus].option[1].key == "card_selection"


def saved_game(tmp_path, humans=(True, True, False)):
    from game.tysiacha.engine import Rules
    from game.ui.tysiacha.session import SeatConfig, Session
    data = tmp_path / "data"
    seats = [SeatConfig(n, h, "hard") for n, h in zip(("Ann", "Bob", "Cy"), humans)]
    Session.new(Rules(), seats, data, seed=3).flush()
    return data


@pytest.mark.parametrize("table_file", [None, "seats: [[[\n", "seats: {a: 1}\n",
                                        "seats:\n  - {human: yes}\n"])
def test_continue_without_a_usable_table_file_asks_who_sits_where(tmp_path, table_file):
    from game.ui.tysiacha.session import SEATS_NAME
    data = saved_game(tmp_path)
    if table_file is None:
        (data / SEATS_NAME).unlink()
    else:
        (data / SEATS_NAME).write_text(table_file)
    app = menu_app(tmp_path)
    assert click_button(app, "Continue")
    scene = app.stack.top
    assert scene.name == "new-game" and scene.resuming is not None
    assert SEATS_NAME in scene.resuming.seats_problem  # and the screen says why
    assert [c.name for c in scene.seats] == ["Ann", "Bob", "Cy"]  # the record's names
    assert not click_button(app, "3 players")  # the game has its players already
    assert click_button(app, "Hot-seat")
    assert click_button(app, "Continue")
    session = app.stack.top.table.session  # the cut: no deal was dealt yet
    assert [c.human for c in session.seats] == [True, True, True]
    assert [c.name for c in session.seats] == ["Ann", "Bob", "Cy"]
    session.flush()
    again = menu_app(tmp_path)
    click_button(again, "Continue")  # the table file says it again: no question
    assert [c.human for c in again.stack.top.table.session.seats] == [True, True, True]


def test_the_table_file_reads_the_older_level_names(tmp_path):
    from game.ui.tysiacha.session import SEATS_NAME, read_seats
    path = tmp_path / SEATS_NAME
    path.write_text("seats:\n  - {name: A, human: true, level: rules}\n"
                    "  - {name: B, human: false, level: search}\n"
                    "  - {name: C, human: false, level: expert}\n")
    assert [c.level for c in read_seats(path, "ABC")] == ["normal", "hard", "hard"]


def test_new_game_over_a_game_in_progress_asks_first(tmp_path):
    data = saved_game(tmp_path, humans=(True, False, False))
    before = (data / SAVE_NAME).read_bytes()
    app = menu_app(tmp_path)
    assert click_button(app, "New game")
    assert app.stack.top.name == "dialog"
    app.frame(key(pygame.K_ESCAPE), DT)  # Esc: nothing happens
    assert app.stack.top.name == "menu" and (data / SAVE_NAME).read_bytes() == before
    click_button(app, "New game")
    assert click_button(app, "Keep playing")
    assert [c.name for c in app.stack.top.table.session.seats] == ["Ann", "Bob", "Cy"]
    (tmp_path / "fresh").mkdir()
    fresh = menu_app(tmp_path / "fresh")
    assert click_button(fresh, "New game") and fresh.stack.top.name == "new-game"
    again = menu_app(tmp_path)
    click_button(again, "New game")
    assert click_button(again, "New game") and again.stack.top.name == "new-game"


def test_settings_problems_are_also_printed_to_the_terminal(tmp_path, capsys):
    cfg = tmp_path / "config"
    cfg.mkdir()
    (cfg / "settings.yaml").write_text("rules:\n  bid_step: 7\n")
    App(Options(size=(1024, 640), data_dir=tmp_path / "data", settings_path=cfg / "settings.yaml"))
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "settings.yaml, line 2" in err[0] and "bid_step" in err[0]


def test_without_a_sound_device_the_game_is_silent_and_the_options_say_so(
        tmp_path, monkeypatch, capsys):
    import game.ui.app as app_module
    from game.ui.assets import Sounds

    def no_device():
        raise pygame.error("ALSA: Couldn't open audio device")
    monkeypatch.setenv("SDL_AUDIODRIVER", "alsa")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds()
    assert not sounds.available and "audio device" in sounds.problem
    sounds.play("deal")  # nothing to hear, nothing raised
    monkeypatch.setattr(app_module, "Sounds", lambda enabled: sounds)
    app = menu_app(tmp_path, sound="true")
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no sound" in err[0]
    click_button(app, "Options")
    rows = {key: help_ for _, key, help_, _ in app.stack.top.rows}
    assert rows["sound"].startswith("Unavailable")


def test_quiet_stderr_hides_what_c_libraries_print(tmp_path):
    import subprocess
    import sys
    code = ("import os; from game.ui.assets import quiet_stderr\n"
            "with quiet_stderr():\n    os.write(2, b'ALSA lib pcm.c: Unknown PCM default\\n')\n"
            "os.write(2, b'after\\n')\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.stderr == "after\n"


def test_a_broken_table_file_is_named_in_a_few_words_not_the_parsers_detail(tmp_path):
    from game.ui.tysiacha.session import SEATS_NAME, SeatsError, read_seats
    path = tmp_path / SEATS_NAME
    path.write_text("seats: [[[\n")
    with pytest.raises(SeatsError) as err:
        read_seats(path, "ABC")
    assert str(err.value) == f"{SEATS_NAME} could not be read (not valid YAML, line 2)"


def test_a_saves_trouble_is_the_news_of_its_own_game_only(tmp_path):
    """1000's broken save said so on the menu, and still did once Tichu was chosen
    (and behind Tichu's rules): the message goes with the game it is about."""
    app = make_app(tmp_path)
    app.data_dir.mkdir(parents=True, exist_ok=True)
    (app.data_dir / SAVE_NAME).write_text("not: [a record", encoding="utf-8")
    menu = MainMenu(app)
    app.push(menu)
    menu.choose("tysiacha")
    menu.continue_game()
    assert menu.messages and "could not be read" in menu.messages[0]
    menu.choose("tichu")
    assert menu.messages == [] and menu.banner() is None
