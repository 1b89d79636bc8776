"""The canvas paints only what changed (game/ui/canvas.py). Here, through a game of each
kind played by bots at the normal animation speed, every frame is compared with the
whole frame drawn from scratch (`canvas.check = 1`) while the things that must repaint
happen: cards dealt and played, resizes, the language and the display options changed,
the in-game menu opened over the table and closed, the window opened again (F11)."""
from __future__ import annotations

import random

import pygame
import pytest

from game.ui.tichu.session import TichuSession
from game.ui.tichu.table_scene import open_tichu
from game.tichu.engine.rules import TichuRules
from game.ui.tysiacha.session import Session
from game.ui.tysiacha.table_scene import open_session
from game.tysiacha.engine import Match, Rules

from .driver import key, make_app, seats
from .tichu_driver import seats as tichu_seats

DT = 1 / 60


class Frames:
    """Runs frames with the canvas's check on every one; counts the frames painted only
    in part (so that the check has compared something other than full paints)."""

    def __init__(self, app):
        self.app = app
        app.canvas.check = 1
        self.partial = self.total = 0
        self.scenes: set[str] = set()

    def run(self, n: int, events=()) -> None:
        for i in range(n):
            self.app.frame(list(events) if i == 0 else [], DT)
            whole = self.app.screen.get_rect()
            self.total += 1
            self.partial += self.app.canvas.painted != [whole]
            self.scenes.add(self.app.stack.top.name)

    def change(self, **settings) -> None:
        self.app.apply_settings(self.app.settings.with_changes(**settings))


def moments(frames: Frames) -> None:
    frames.run(300)  # dealing and the first plays
    for size in ((1600, 900), (1024, 700), (1280, 800)):
        frames.run(40, [pygame.event.Event(pygame.VIDEORESIZE, size=size,
                                           w=size[0], h=size[1])])
    frames.change(language="ru")
    frames.run(60)
    frames.change(language="en", trick_arrow=False, scoreboard=False)
    frames.run(60)
    frames.change(trick_arrow=True, scoreboard=True)
    frames.run(60)
    frames.run(30, key(pygame.K_ESCAPE))  # the in-game menu over the table
    assert frames.app.stack.top.name != frames.scene
    frames.run(30, key(pygame.K_ESCAPE))  # and closed
    frames.run(20, key(pygame.K_F11))
    frames.run(20, key(pygame.K_F11))
    frames.run(300)


pytestmark = pytest.mark.usefixtures("bots_here")


@pytest.mark.parametrize("players", [3, 4])
def test_1000_painted_in_part_equals_drawn_whole(tmp_path, players):
    app = make_app(tmp_path, speed="normal", seed=players)
    names = ["Anna", "Boris", "Vera", "Gleb"][:players]
    match = Match(Rules(players=players), names, random.Random(players), dealer=0)
    session = Session(match, seats(*["easy"] * players), tmp_path / "data", seed=2)
    open_session(app, session)
    frames = Frames(app)
    frames.scene = app.stack.top.name
    moments(frames)
    assert frames.partial > frames.total // 2, (frames.partial, frames.total)
    assert len(session.match.deals) >= 1 and "play" in frames.scenes


def test_tichu_painted_in_part_equals_drawn_whole(tmp_path):
    app = make_app(tmp_path, speed="normal", seed=5)
    session = TichuSession.new(TichuRules(), tichu_seats("easy", "easy", "easy", "easy"),
                               tmp_path / "data", seed=5)
    open_tichu(app, session)
    frames = Frames(app)
    frames.scene = app.stack.top.name
    moments(frames)
    assert frames.partial > frames.total // 2, (frames.partial, frames.total)
    assert session.moves > 20  # cards given and played while it was watched
