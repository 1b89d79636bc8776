"""Tichu's statistics at the table (game/ui/statistics.py with game/tichu/stats.py): each
round of a real game is counted in the data folder's statistics.yaml beside 1000's games
(neither game's figures are lost when the other writes), the page opened from the main
menu with Tichu chosen shows them, and its Reset forgets Tichu's figures only."""
from __future__ import annotations

import random

import pytest

from game.core.stats import Statistics
from game.tichu.engine.rules import TichuRules
from game.tichu.stats import KIND as TICHU
from game.tichu.stats import TichuGame
from game.tysiacha.engine import Match, Rules
from game.tysiacha.stats import KIND as TYSIACHA
from game.tysiacha.stats import GameSummary, open_statistics, record_game
from game.ui.saves import SeatConfig
from game.ui.scenes.menu import MainMenu
from game.ui.statistics import flush_statistics

from .driver import DT, button, click
from .tichu_driver import Driver, bot_decider, tichu_app, written

pytestmark = pytest.mark.usefixtures("bots_here")


def both(path) -> Statistics:
    return Statistics.load(path, {TYSIACHA: GameSummary.from_data,
                                  TICHU: TichuGame.from_data})


def test_each_round_is_counted_beside_1000_s_games_and_the_page_shows_it(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    # a game of 1000 already counted in the same file
    store = open_statistics(data / "statistics.yaml")
    match = Match(Rules(players=3), ["Anna", "Boris", "Vera"], random.Random(1))
    match.start_deal()
    while not match.deal.over:
        match.apply(match.legal_actions()[0])
    thousand = record_game(store, "t1", match,
                           [SeatConfig("Anna", True), SeatConfig("Boris", False, "easy"),
                            SeatConfig("Vera", False, "easy")])
    assert thousand is not None
    # a game of Tichu at the table: two rounds
    app, session = tichu_app(tmp_path, ("human", "easy", "normal", "easy"),
                             TichuRules(grand_tichu=False, rounds=4), seed=3)
    d = Driver(app, decide=bot_decider("easy", 5))
    d.until(lambda: len(session.match.sheet) >= 2, act=True, limit=40000)
    flush_statistics()
    after = both(data / "statistics.yaml")
    assert after.summary(TYSIACHA, "t1") == thousand  # 1000's game is still there
    game = after.summary(TICHU, session.game_id)
    assert game is not None and game.rounds == 2 and not game.finished
    assert [s.name for s in game.seats] == ["Anna", "Boris", "Vera", "Gleb"]
    assert [s.human for s in game.seats] == [True, False, False, False]
    assert sum(s.first_out for s in game.seats) == 2
    assert game.seats[0].score == session.match.scores[0]
    # the page, from the main menu with Tichu chosen
    while app.stack.scenes:
        app.stack.pop(app.stack.top)
    menu = MainMenu(app)
    app.push(menu)
    menu.choose("tichu")
    app.frame([], DT)
    app.frame(click(button(menu, "Statistics").rect.center), DT)
    page = app.stack.top
    assert page.name == "statistics"
    texts = written(app)
    for words in ("Anna", "Rounds played", "Out first", "Tichu made / called", "Easy",
                  "Normal"):
        assert words in texts, words
    assert "Contracts made" not in texts  # 1000's figures are on 1000's page
    # Reset forgets Tichu's figures, not 1000's
    app.frame(click(button(page, "Reset").rect.center), DT)
    app.frame(click(button(app.stack.top, "Reset").rect.center), DT)
    flush_statistics()
    after = both(data / "statistics.yaml")
    assert not after.games(TICHU) and after.summary(TYSIACHA, "t1") == thousand
