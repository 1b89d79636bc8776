"""`tysiacha --demo --game tichu`: four AI players at Tichu, game after game, every hand
face up (as 1000's demo shows them). Nothing is saved; a key or a click (other than Esc)
opens the main menu."""
from __future__ import annotations

from ..saves import SeatConfig, ai_name
from ..scenes.demo import DemoBadge
from .table_scene import open_tichu
from .session import TichuSession

LEVELS = ("hard", "normal", "hard", "easy")


def start_tichu_demo(app) -> None:
    rules = app.rules_of("tichu")
    seats = [SeatConfig(ai_name(s), False, LEVELS[s]) for s in range(4)]
    session = TichuSession.new(rules, seats, save_dir=None, seed=app.options.seed)
    session.open_hands = True  # the other three spread face up, as the viewer shows them
    open_tichu(app, session)
    app.push(DemoBadge(app))
