"""A third game plugs into the kit with no change to game/: High card (tests/highcard),
registered here only, is offered by the main menu, set up, played at the table against
an AI seat (thinking in the kit's worker), saved and continued, kept under games/,
replayed and watched by the kit's commands and Past games, counted in the Statistics,
given a page of Options, and simulated and compared by `simulate` and `tournament`.

Headless (SDL_VIDEODRIVER=dummy, tests/conftest.py), driven by synthetic clicks and keys
through tests/ui/driver.py; every wait is for a state (a bot's decision, a save on disk),
never for time.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
import yaml

from game import registry
from game.__main__ import main
from game.ui.app import App, Options
from game.ui.saves import flush_saves
from game.ui.scenes.menu import MainMenu
from game.ui.statistics import StatisticsScene
from tests.highcard.bots import make_bot
from tests.highcard.description import HIGHCARD
from tests.highcard.engine import HighCardRules, Match, Observation, card_name, parse_card
from tests.ui.driver import DT, button, click, click_button, key, make_app, run_frames, \
    wait_for_bots

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def highcard():
    """High card known to the registry for the test (before any App is made), and gone
    again after it."""
    registry.register(HIGHCARD)
    yield HIGHCARD
    registry.unregister("highcard")


# ---------------------------------------------------------------------- driving
def menu(app: App) -> MainMenu:
    app.stack.clear()
    app.push(MainMenu(app))
    run_frames(app, 2)
    return app.stack.top


def new_game(app: App, level: str = "Normal"):
    """Main menu → High card → New game → the setup → Start: the table."""
    menu(app)
    assert click_button(app, "High card")
    assert app.stack.top.game == "highcard"
    assert click_button(app, "New game")
    assert app.stack.top.name == "highcard-setup"
    assert click_button(app, level)
    assert click_button(app, "Start")
    scene = app.table_scene()
    assert scene is not None and scene.name == "highcard-table"
    assert scene.session.seats[1].level == level.lower()
    return scene


def human_move(app: App, scene, n: int) -> int:
    """The human's card (the normal bot's choice), by a click on it, or every other
    move by its key (1 = the weakest card)."""
    seat = scene.human_to_play()
    m = scene.session.match
    legal = m.legal_actions()
    card = make_bot("normal", n).choose(m.observe(seat), legal)
    if n % 2:
        rect = dict(scene.table.hand_rects(seat))[card]
        app.frame(click((rect.right - 6, rect.centery)), DT)
    else:
        k = legal.index(card) + 1
        app.frame(key(getattr(pygame, f"K_{k}"), str(k)), DT)
    assert m.plays[-1] == card or (len(m.plays) >= 2 and m.plays[-2] == card)
    return card


def play_on(app: App, until=lambda app: False, steps: int = 100) -> None:
    """The human's moves and the AI's answers until the game is over (or `until`)."""
    for n in range(steps):
        if app.stack.top.name == "highcard-over" or until(app):
            return
        scene = app.table_scene()
        if scene.human_to_play() is not None:
            human_move(app, scene, n)
        else:
            wait_for_bots(app)
    raise AssertionError(f"not over after {steps} steps")


def kept_games(app: App) -> list[Path]:
    flush_saves()
    return sorted((app.data_dir / "games").glob("*.highcard.yaml"))


@pytest.fixture
def finished(tmp_path):
    """An App with one game of High card played to its end at the table."""
    app = make_app(tmp_path)
    scene = new_game(app)
    session = scene.session
    play_on(app)
    (path,) = kept_games(app)
    return app, session, path


# ---------------------------------------------------------------------- 1. the menu
def test_the_menu_offers_high_card_and_new_game_opens_its_setup(tmp_path):
    app = make_app(tmp_path)
    top = menu(app)
    assert [g.title for g in registry.games()][-1] == "High card"
    assert button(top, "High card") is not None
    assert click_button(app, "High card")
    assert top.game == "highcard" and top.ui.name == "High card"
    assert not button(top, "Continue")  # nothing saved yet
    run_frames(app, 2)  # the title's fan: High card's drawn faces
    art, cards = top.title_fan()
    assert art.deck is HIGHCARD.ui().deck and len(cards) == 5
    assert click_button(app, "New game")
    assert app.stack.top.name == "highcard-setup"
    run_frames(app, 2)
    assert click_button(app, "Back") and app.stack.top is top


def test_the_menu_shows_the_third_games_whole_title(tmp_path):
    app = make_app(tmp_path)
    top = menu(app)
    b = button(top, "High card")
    assert b.shown_label(top.font(28)) == "High card"


def test_the_deck_draws_its_own_faces(tmp_path):
    """The deck names files that do not exist: each face is the drawn one, at the size
    the art asks for."""
    app = make_app(tmp_path)
    art = app.card_art(HIGHCARD.ui().deck, "test")
    art.resize(140)
    assert not (art.folder / HIGHCARD.ui().deck.file_of(0)).exists()
    for card in (0, 12, 13, 25):
        face = art.face(card)
        assert face.get_size() == art.size and art.final(card)
    assert art.face(12).get_at((art.size[0] // 2, 3))[:3] == (252, 250, 244)


# ---------------------------------------------------------------------- 2. a game
def test_a_game_is_played_at_the_table_against_the_ai_to_its_end(tmp_path):
    app = make_app(tmp_path)
    scene = new_game(app, "Hard")
    session = scene.session
    assert session.seats[0].human and not session.seats[1].human
    run_frames(app, 2)
    play_on(app)
    m = session.match
    assert m.finished and len(m.winners) == 1
    assert max(m.wins) == m.rules.target == 3
    assert len(m.plays) == 2 * len(m.rounds)
    over = app.stack.top
    assert over.name == "highcard-over" and app.table_scene() is None
    assert over.title() == ("You win" if m.winners == (0,) else "Boris wins")
    run_frames(app, 2)
    assert click_button(app, "Score sheet")
    run_frames(app, 2)
    assert app.stack.top.title == "Score sheet"


def test_the_table_menu_opens_the_score_sheet_rules_and_statistics(tmp_path):
    app = make_app(tmp_path)
    scene = new_game(app)
    play_on(app, until=lambda app: len(scene.session.match.rounds) >= 1)
    app.frame(key(pygame.K_ESCAPE), DT)
    assert app.stack.top.name == "game-menu"
    for label, title in (("Score sheet", "Score sheet"), ("Rules", "Rules of High card"),
                         ("Statistics", "Statistics")):
        assert click_button(app, label)
        run_frames(app, 2)
        assert app.stack.top.title == title
        assert click_button(app, "Close")
    assert click_button(app, "Resume") and app.stack.top is scene


# ---------------------------------------------------------------------- 3. continue
def test_a_game_saved_mid_way_is_continued_in_a_fresh_app(tmp_path):
    app = make_app(tmp_path)
    scene = new_game(app)
    play_on(app, until=lambda app: len(scene.session.match.plays) >= 3)
    m = scene.session.match
    flush_saves()
    where = (list(m.plays), [list(h) for h in m.hands], list(m.wins), m.to_act)
    assert not m.finished and (tmp_path / "data" / "current.highcard.yaml").is_file()

    again = make_app(tmp_path)  # the same data folder
    top = menu(again)
    assert top.game == "highcard"  # the game chosen last
    assert click_button(again, "Continue")
    resumed = again.table_scene()
    assert resumed is not None and resumed.name == "highcard-table"
    r = resumed.session.match
    assert (list(r.plays), [list(h) for h in r.hands], list(r.wins), r.to_act) == where
    assert [s.human for s in resumed.session.seats] == [True, False]
    play_on(again)
    assert r.finished and len(kept_games(again)) == 1  # (kept_games waits for the saves)
    assert not (tmp_path / "data" / "current.highcard.yaml").exists()
    assert not button(menu(again), "Continue")


# ---------------------------------------------------------------------- 4. replay
def test_the_record_is_kept_and_replayed_by_the_command_line(finished, tmp_path, capsys):
    app, session, path = finished
    assert path.parent == tmp_path / "data" / "games" and path.name.endswith(".highcard.yaml")
    assert registry.for_record(path) is HIGHCARD
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    a, b = session.match.names
    assert out.startswith(f"High card: {path}") and f"rounds won: {a} " in out
    assert "winner: " + session.match.names[session.match.winners[0]] in out
    assert main(["replay", str(path), "--json"]) == 0
    sheet = json.loads(capsys.readouterr().out)
    assert sheet["game"] == "highcard" and sheet["wins"] == list(session.match.wins)
    assert len(sheet["rounds"]) == len(session.match.rounds)

    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["plays"][0] = data["hands"][1][0]  # the leader plays a card of the other hand
    tampered = tmp_path / "tampered.highcard.yaml"
    tampered.write_text(yaml.safe_dump(data), encoding="utf-8")
    assert main(["replay", str(tampered)]) == 1
    err = capsys.readouterr()
    assert err.out == "" and f"play 1: {a} does not hold {data['hands'][1][0]}" in err.err

    broken = tmp_path / "broken.highcard.yaml"
    broken.write_text("game: highcard\nplays: [AS, \n", encoding="utf-8")
    assert main(["replay", str(broken)]) == 2
    assert "not valid YAML" in capsys.readouterr().err
    broken.write_text(path.read_text(encoding="utf-8").replace("plays: [", "plays: [ZZ, "),
                      encoding="utf-8")
    assert main(["replay", str(broken)]) == 2
    assert "'ZZ' is not a card" in capsys.readouterr().err


# ---------------------------------------------------------------------- 5. view
def test_past_games_lists_the_game_and_its_viewer_steps_through_it(finished):
    app, session, path = finished
    top = menu(app)
    assert click_button(app, "High card") and click_button(app, "Past games")
    games = app.stack.top
    assert games.name == "games" and games.games == [path]
    words = games.row.buttons[0].label
    assert "You v " in words and session.match.names[session.match.winners[0]] in words
    app.frame(click(games.row.buttons[0].rect.center), DT)
    viewer = app.stack.top
    assert viewer.name == "highcard-viewer"
    assert viewer.session.match.plays == []
    final = session.match.plays
    assert click_button(app, "›")
    assert viewer.session.match.plays == final[:1]
    app.frame(key(pygame.K_END), DT)
    assert viewer.session.match.plays == final and viewer.session.match.finished
    app.frame(key(pygame.K_PAGEUP), DT)  # back to the deal
    assert viewer.session.match.plays == []
    assert click_button(app, "Trick ›")
    assert viewer.session.match.plays == final[:2]
    run_frames(app, 2)
    app.frame(key(pygame.K_ESCAPE), DT)
    assert app.stack.top is games
    assert click_button(app, "Back") and app.stack.top is top


def test_the_view_command_opens_the_viewer_and_refuses_a_bad_record(finished, tmp_path,
                                                                     capsys):
    """`view FILE` in a process of its own (its window's loop ends when the window is
    closed: a QUIT event waiting for it), with a screenshot of the scene it showed."""
    app, session, path = finished
    shots = tmp_path / "shots"
    script = ("import sys, pygame\n"
              "from game import registry\n"
              "from tests.highcard.description import HIGHCARD\n"
              "registry.register(HIGHCARD)\n"
              "pygame.display.init()\n"
              "pygame.event.post(pygame.event.Event(pygame.QUIT))\n"
              "from game.__main__ import main\n"
              "sys.exit(main(['view', sys.argv[1], '--screenshot-dir', sys.argv[2]]))\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               TYSIACHA_DATA_DIR=str(tmp_path / "view-data"),
               TYSIACHA_CONFIG_DIR=str(tmp_path / "view-config"), PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", script, str(path), str(shots)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert [p.name for p in shots.iterdir()] == ["01-highcard-viewer.png"]

    bad = tmp_path / "bad.highcard.yaml"
    bad.write_text(path.read_text(encoding="utf-8").replace("version: 1", "version: 9"),
                   encoding="utf-8")
    assert main(["view", str(bad)]) == 2
    assert "version 9 is not 1" in capsys.readouterr().err


# ---------------------------------------------------------------------- 6. statistics
def test_the_statistics_page_counts_the_game(finished):
    app, session, path = finished
    page = StatisticsScene(app, "highcard")
    app.push(page)
    run_frames(app, 2)
    you = page.view.players["You"]
    m = session.match
    assert (you.games, you.won, you.rounds, you.rounds_won) == (
        1, int(m.winners == (0,)), len(m.rounds), m.wins[0])
    assert list(page.view.ai_levels) == ["normal"]
    assert page.view.ai_levels["normal"].rounds_won == m.wins[1]
    text = (app.data_dir / "statistics.yaml").read_text(encoding="utf-8")
    assert "  highcard:\n" in text
    # and from the menu, with High card chosen
    menu(app)
    assert click_button(app, "Statistics")
    assert app.stack.top.name == "statistics" and app.stack.top.view.games == 1


# ---------------------------------------------------------------------- 7. options
def test_the_options_have_a_high_card_page_that_saves_its_section(tmp_path):
    app = make_app(tmp_path)
    menu(app)
    assert click_button(app, "Options")
    options = app.stack.top
    assert click_button(app, "High card")
    assert options.tab == "highcard"
    keys = [k for section, k, _, _ in options.rows if section == "highcard"]
    assert keys == ["rounds", "ace_high"]
    (rounds,) = [b for b in options.row.buttons
                 if getattr(b, "option", (None, None))[1] is not None
                 and b.option[1].key == "rounds"]
    assert rounds.label == "5" and rounds.visible
    app.frame(click(rounds.rect.center), DT)  # 5 → 3
    assert app.rules_of("highcard").rounds == 3
    settings = tmp_path / "config" / "settings.yaml"
    assert "highcard:\n  rounds: 3" in settings.read_text(encoding="utf-8")

    again = App(Options(size=(1280, 800), data_dir=tmp_path / "data", settings_path=settings))
    assert again.settings_errors == []
    assert again.rules_of("highcard") == HighCardRules(rounds=3)
    scene = new_game(again)  # the next game is dealt three cards each
    assert len(scene.session.match.hands[0]) == 3


# ---------------------------------------------------------------------- 8. simulate, tournament
def test_simulate_and_tournament_run_high_card(tmp_path, capsys):
    out = tmp_path / "records"
    assert main(["simulate", "--game", "highcard", "--games", "12", "--bots", "normal,random",
                 "--rules", "rounds=7", "--out", str(out)]) == 0
    said = capsys.readouterr().out
    assert "12 games of High card (best of 7, ace high), bots normal,random" in said
    records = sorted(out.glob("*.highcard.yaml"))
    assert len(records) == 12
    assert main(["replay", str(records[0])]) == 0
    capsys.readouterr()
    assert main(["simulate", "--game", "highcard", "--players", "3"]) == 2
    assert "High card is played by two" in capsys.readouterr().err

    assert main(["tournament", "--game", "highcard", "--bots", "hard,random",
                 "--deals", "40"]) == 0
    said = capsys.readouterr().out
    assert "40 duplicate deals of High card" in said and "hard - random: " in said
    assert main(["tournament", "--game", "highcard", "--bots", "normal,nobody"]) == 2
    assert "no High card bot 'nobody'" in capsys.readouterr().err


# ---------------------------------------------------------------------- the bots
def test_the_bots_make_legal_sensible_choices():
    rules = HighCardRules()
    hand = tuple(parse_card(c) for c in ("3S", "9H", "QS", "AH"))
    answer = Observation(1, hand, parse_card("10S"), (parse_card("10S"),), (0, 0), rules)
    lead = Observation(0, hand, None, (), (0, 0), rules)
    assert card_name(make_bot("normal", 1).choose(answer, list(hand))) == "QS"  # least beater
    assert card_name(make_bot("easy", 1).choose(answer, list(hand))) == "AH"
    low = Observation(1, hand, parse_card("AS"), (parse_card("AS"),), (0, 0), rules)
    for level in ("easy", "normal", "hard", "expert"):
        assert card_name(make_bot(level, 1).choose(low, list(hand))) == "3S"  # cannot win
    assert card_name(make_bot("normal", 1).choose(lead, list(hand))) == "AH"
    assert card_name(make_bot("hard", 1).choose(lead, list(hand))) == "AH"  # a tie is the leader's
    kings = tuple(parse_card(c) for c in ("3S", "9H", "KH"))
    lead = Observation(0, kings, None, (), (0, 0), rules)
    assert card_name(make_bot("hard", 1).choose(lead, list(kings))) == "3S"  # an ace unseen
    gone = Observation(0, kings, None, tuple(parse_card(c) for c in ("AS", "2H", "AH", "4S")),
                       (1, 1), rules)
    assert card_name(make_bot("hard", 1).choose(gone, list(kings))) == "KH"  # the aces gone
    ace_low = Observation(1, hand, parse_card("2S"), (), (0, 0), HighCardRules(ace_high=False))
    assert card_name(make_bot("normal", 1).choose(ace_low, list(hand))) == "3S"
    for name in HIGHCARD.bots:  # whole games: always a legal card
        for seed in range(20):
            m = Match.deal(rules, ["a", "b"], seed)
            bots = [make_bot(name, seed), make_bot("random", seed + 1)]
            while not m.finished:
                legal = m.legal_actions()
                choice = bots[m.to_act].choose(m.observe(m.to_act), legal)
                assert choice in legal
                m.apply(choice)


def test_the_ai_thinks_in_the_kits_worker_process(tmp_path):
    """The table's AI is made in the worker by the registry's make_bot for "highcard"
    (handed over by reference, from this tests package) and answers as the bot does."""
    from game.ui import thinking
    from game.ui.saves import SeatConfig
    from tests.highcard.session import HighCardSession
    from tests.ui.driver import HANG
    seats = [SeatConfig("You", True), SeatConfig("Boris", False, "hard")]
    session = HighCardSession.new(HighCardRules(), seats, None, seed=5)
    m = session.match
    session.apply(m.legal_actions()[0])
    th = session.think(1)
    assert th.wait(HANG) in m.legal_actions() and th.error is None
    assert th._thread is None and thinking._pool is not None  # a process, not a thread
    assert th.result == make_bot("hard", 0).choose(m.observe(1), m.legal_actions())


# ---------------------------------------------------------------------- the demo
def test_the_demo_plays_game_after_game(tmp_path):
    app = make_app(tmp_path, demo=True)
    HIGHCARD.ui().start_demo(app)
    first = app.table_scene().session
    for _ in range(200):
        wait_for_bots(app)
        scene = app.table_scene()
        if scene is not None and scene.session is not first:
            break
    assert first.match.finished and scene.session is not first
    assert not (app.data_dir / "games").exists() or not kept_games(app)
