"""`tysiacha --demo` at 1000: three or four AI players, game after game, watched over the
shoulder of the first. Nothing is saved; a key or a click (other than Esc) opens the
main menu."""
from __future__ import annotations

from ..scenes.demo import DemoBadge
from ..saves import ai_name
from .session import SeatConfig, Session
from .table_scene import open_session

LEVELS = ("hard", "normal", "easy", "normal")


def start_demo(app) -> None:
    rules = app.rules_of("tysiacha")
    seats = [SeatConfig(ai_name(s), False, LEVELS[s]) for s in range(rules.players)]
    session = Session.new(rules, seats, save_dir=None, seed=app.options.seed)
    open_session(app, session)
    app.push(DemoBadge(app))
