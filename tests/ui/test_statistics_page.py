"""The statistics at the table (game/ui/statistics.py): every deal of a
real game is counted in the data folder's statistics.yaml (once, also when the game is
resumed), a game with undo is marked, the page shows the figures, a broken file is set
aside with one line and its bytes kept, and Reset asks first."""
from __future__ import annotations

import pygame
import pytest

from game.tysiacha.engine import Rules
from game.tysiacha.stats import KIND, open_statistics
from game.ui.scenes.menu import MainMenu
from game.ui.tysiacha.session import Session
from game.ui.statistics import StatisticsScene, flush_statistics
from game.ui.tysiacha.table_scene import open_session

from .driver import DT, Player, click_button, make_app, play_until, seats
from .tichu_driver import written

pytestmark = pytest.mark.usefixtures("bots_here")


def deals_scored(match) -> int:
    return sum(1 for row in match.sheet if row.outcome != "redeal")


def at_the_table(tmp_path, seed: int, *kinds: str):
    """An app showing a new game of 3 (`kinds` by seat) saved in tmp_path/data, and the
    Player that plays its human seat."""
    app = make_app(tmp_path, seed=seed)
    data = tmp_path / "data"
    session = Session.new(Rules(players=3), seats(*kinds), data, seed=seed)
    open_session(app, session)
    return app, data, session, Player(app)


def test_each_deal_is_counted_once_and_the_page_shows_it(tmp_path):
    app, data, session, player = at_the_table(tmp_path, 6, "human", "normal", "hard")
    play_until(app, lambda a: len(session.match.sheet) >= 3 and a.stack.top.name == "scoring",
               player, 80000)
    flush_statistics()  # (the counting is done on a thread of its own)
    store = open_statistics(data / "statistics.yaml")
    games = store.games(KIND)
    assert list(games) == [session.game_id]
    game = games[session.game_id]
    match = session.match
    assert game.deals == deals_scored(match) and not game.finished and not game.with_undo
    declared = [sum(1 for row in match.sheet if row.outcome != "redeal" and row.declarer == s)
                for s in range(3)]
    assert [s.declared for s in game.seats] == declared  # counted by hand from the sheet
    assert [s.score for s in game.seats] == list(match.standing.scores)
    assert [s.human for s in game.seats] == [True, False, False]
    # the same game resumed is the same game: counted once
    session.flush()
    again = Session.resume(data)
    assert again.game_id == session.game_id
    # the page: the human by name, and the levels faced
    app.push(StatisticsScene(app, "tysiacha"))
    app.frame([], DT)
    texts = written(app)
    assert "Anna" in texts and "Normal" in texts and "Hard" in texts
    assert "Deals as declarer" in texts and str(declared[0]) in texts


def test_a_game_with_undo_is_marked(tmp_path):
    app, data, session, player = at_the_table(tmp_path, 2, "human", "easy", "easy")
    play_until(app, lambda a: session.can_undo() and a.table_scene() is not None
               and a.table_scene().my_turn(), player, 40000)
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                  unicode="")], DT)  # Ctrl+Z
    assert session.with_undo
    play_until(app, lambda a: a.stack.top.name == "scoring"
               and deals_scored(session.match) >= 1, player, 80000)
    flush_statistics()
    game = open_statistics(data / "statistics.yaml").games(KIND)[session.game_id]
    assert game.with_undo and game.deals == deals_scored(session.match)


@pytest.mark.parametrize("text", [b"games: [unclosed\n", b"\xff\xfe not utf-8\n",
                                  b"- just\n- a list\n", b"version: 99\ngames: {}\n"])
def test_a_broken_file_is_set_aside_and_said_in_one_line(tmp_path, text):
    app = make_app(tmp_path)
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    (data / "statistics.yaml").write_bytes(text)
    app.push(MainMenu(app))
    app.frame([], DT)
    assert click_button(app, "Statistics")
    app.frame([], DT)
    page = app.stack.top
    assert page.name == "statistics"
    shown = " ".join(written(app))  # (the one line, wrapped to the page's width)
    aside = list(data.glob("broken-*statistics.yaml"))
    assert len(aside) == 1 and aside[0].read_bytes() == text  # the player's bytes kept
    assert f"The statistics file {data / 'statistics.yaml'}" in shown
    assert f"it was moved to {aside[0].name}" in shown


def test_reset_asks_first(tmp_path):
    app, data, session, player = at_the_table(tmp_path, 4, "human", "easy", "easy")
    play_until(app, lambda a: a.stack.top.name == "scoring"
               and deals_scored(session.match) >= 1, player, 80000)
    app.push(StatisticsScene(app, "tysiacha"))
    app.frame([], DT)
    assert click_button(app, "Reset")
    assert app.stack.top.name == "dialog"
    assert click_button(app, "Keep them")
    assert open_statistics(data / "statistics.yaml").games(KIND)
    assert click_button(app, "Reset") and click_button(app, "Reset")  # and the dialog's
    assert not open_statistics(data / "statistics.yaml").games(KIND)
    assert (data / "statistics.yaml").exists()


def test_a_broken_file_met_after_a_deal_is_said_at_the_table(tmp_path):
    app = make_app(tmp_path, seed=4)
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    (data / "statistics.yaml").write_bytes(b"games: [unclosed\n")
    session = Session.new(Rules(players=3), seats("human", "easy", "easy"), data, seed=4)
    open_session(app, session)
    player = Player(app)
    said = []

    def check(app):
        scene = app.table_scene()
        if scene is not None and scene.table.notice and "statistics" in scene.table.notice:
            said.append(scene.table.notice)
    player.check = check
    play_until(app, lambda a: deals_scored(session.match) >= 1 and said, player, 80000)
    aside = list(data.glob("broken-*statistics.yaml"))
    assert len(aside) == 1 and aside[0].name in said[0]
    assert aside[0].read_bytes() == b"games: [unclosed\n"
    flush_statistics()
    assert open_statistics(data / "statistics.yaml").games(KIND)  # counted afresh


def test_a_file_with_outlandish_names_and_numbers_opens_and_shows_them_safely(tmp_path):
    """A name of 10,000 characters with a NUL and a reordering mark, and a score of
    10^400 (an OverflowError in the chart's arithmetic before): the page opens, the name
    is cut and escaped, the game with the impossible score is left out and said."""
    import yaml
    app, data, session, player = at_the_table(tmp_path, 6, "human", "normal", "hard")
    play_until(app, lambda a: len(session.match.sheet) >= 1 and a.stack.top.name == "scoring",
               player, 80000)
    flush_statistics()
    path = data / "statistics.yaml"
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    games = doc["games"][KIND]
    (key, game), = games.items()
    other = yaml.safe_load(yaml.safe_dump(game))
    game["seats"][0]["name"] = "A\x00\u202e" + "x" * 10_000
    other["seats"][1]["score"] = 10 ** 400
    games["another"] = other
    path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    app = make_app(tmp_path)  # a new start: the file read afresh
    app.push(MainMenu(app))
    app.frame([], DT)
    assert click_button(app, "Statistics")
    for _ in range(3):
        app.frame([], DT)
    page = app.stack.top
    assert page.name == "statistics"
    shown = " ".join(written(app))
    assert "score is more than any game makes" in shown
    assert not any("x" * 61 in t for t in written(app)) and "\u202e" not in shown


def test_a_large_statistics_file_is_read_while_the_page_stays_alive(tmp_path, monkeypatch):
    """A history of many games (a file past READ_HERE) is read on a thread: the page
    opens at once saying so, and shows the figures once they are read."""
    import threading

    import game.ui.statistics as statistics
    app = make_app(tmp_path)
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    (data / "statistics.yaml").write_text("# padding\n" * (statistics.READ_HERE // 10 + 1)
                                          + "version: 1\ngames: {}\n")
    gate = threading.Event()
    load = statistics.Statistics.load

    def slow(*args, **kwargs):
        assert gate.wait(60)
        return load(*args, **kwargs)
    monkeypatch.setattr(statistics.Statistics, "load", slow)
    app.push(MainMenu(app))
    app.frame([], DT)
    assert click_button(app, "Statistics")
    app.frame([], DT)
    page = app.stack.top
    assert page.name == "statistics" and not page.ready
    assert "Reading the statistics…" in written(app)
    gate.set()
    page.wait_ready(60)
    app.frame([], DT)
    app.frame([], DT)
    assert page.ready and "Reading the statistics…" not in written(app)
