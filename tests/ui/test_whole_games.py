"""Whole games played through every scene with synthetic clicks and keys, 3 and 4
players, vs AI and hot-seat; the engine and the player's view are checked at each step."""
from __future__ import annotations

import pytest

from game.tysiacha.engine import Match, Rules
from game.tysiacha.engine.standing import Standing
from game.ui.scenes.menu import MainMenu
from game.ui.tysiacha.table_scene import open_session
from game.ui.tysiacha.session import Session

from .checks import check_all
from .driver import Player, click_button, make_app, play_until, seats


def near_the_end(players: int, seed: int) -> Match:
    """A game a few deals from its end, so a test sees the winner without 20 deals."""
    import random
    scores = (880, 850, 860, 700)[:players]
    zero = (0,) * players
    st = Standing(scores, (None,) * players, zero, zero, 30)
    return Match(Rules(players=players), ["Anna", "Boris", "Vera", "Gleb"][:players],
                 random.Random(seed), dealer=0, standing=st)


def test_a_whole_game_from_the_menu_against_two_bots(tmp_path):
    app = make_app(tmp_path, seed=3)
    app.push(MainMenu(app))
    player = Player(app, check=check_all)
    play_until(app, lambda a: a.stack.top.name == "winner", player, 60000)
    for name in ("menu", "new-game", "cut", "bidding", "exchange", "play", "scoring"):
        assert name in player.scenes
    match = app.stack.top.session.match
    assert match.finished and max(match.standing.scores) >= 1000
    assert player.actions > 20
    # the finished game was kept as a record and the current save removed
    app.stack.top.session.flush()
    saved = list((tmp_path / "data" / "games").glob("*.tysiacha.yaml"))
    assert len(saved) == 1 and not (tmp_path / "data" / "current.tysiacha.yaml").exists()


@pytest.mark.parametrize("players,kinds", [
    (3, ("human", "human", "normal")),
    (4, ("human", "easy", "human", "human")),
    (4, ("human", "normal", "hard", "easy")),
])
def test_games_to_the_end(tmp_path, players, kinds):
    app = make_app(tmp_path, seed=players)
    session = Session(near_the_end(players, 5), seats(*kinds), tmp_path / "data", seed=2)
    open_session(app, session)
    player = Player(app, check=check_all)
    play_until(app, lambda a: a.stack.top.name == "winner", player, 60000)
    assert session.match.finished
    assert ("privacy" in player.scenes) == (kinds.count("human") > 1)
    if players == 4:
        assert any(d.inactive >= 0 for d in session.match.deals)


def test_new_game_setup_makes_the_seats_chosen(tmp_path):
    app = make_app(tmp_path)
    app.push(MainMenu(app))
    click_button(app, "New game")
    assert app.stack.top.name == "new-game"
    click_button(app, "4 players")
    click_button(app, "Hot-seat")
    scene = app.stack.top
    # the last seat back to an AI, at Hard
    kinds = [b for b in scene.row.buttons if b.label in ("Human", "AI")]
    app.frame([], 1 / 60)
    from .driver import click
    app.frame(click(kinds[3].rect.center), 1 / 60)
    level = [b for b in app.stack.top.row.buttons if b.label == "Normal" and b.visible]
    app.frame(click(level[0].rect.center), 1 / 60)
    app.frame(click([b for b in app.stack.top.row.buttons if b.label == "Hard"][0].rect.center), 1 / 60)
    click_button(app, "Start")
    session = app.table_scene().session if app.table_scene() else app.stack.top.table.session
    assert session.players == 4
    assert [c.human for c in session.seats] == [True, True, True, False]
    assert session.seats[3].level == "easy"  # Normal -> Hard -> Easy (1000 has no Expert)
