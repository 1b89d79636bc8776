"""A Tichu game played at another machine's table (game/net): the kit's joined session
(game/ui/remote.py) on the seat's picture of the game (game/tichu/mirror.py)."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Optional

from game.tichu.engine.round import Event
from game.tichu.engine.rules import TichuRules
from game.tichu.mirror import Mirror, MirrorError

from ..remote import Feed, Joined, joined_seats, open_joined
from .session import TichuSession


class RemoteTichuSession(Joined, TichuSession):
    """The game at the table of `net` (a NetTable whose game has started and whose
    first state has come), seen from its player's seat."""

    def __init__(self, net, games_dir: Optional[Path] = None,
                 data_dir: Optional[Path] = None):
        start = net.start
        rules = TichuRules.from_mapping(start["rules"])
        first_dealer = int((start.get("public") or {}).get("first_dealer", 0)) % 4
        mirror = Mirror(rules, [str(n) for n in start["names"]], first_dealer,
                        seed=random.randrange(1 << 30))
        TichuSession.__init__(self, mirror.match, joined_seats(start, net.player, "normal"),
                              None)
        self._join(net, mirror, MirrorError, games_dir, data_dir)

    # the rounds, as the kit's joined session asks (game/ui/remote.py)
    def _dealt_event(self) -> list[Event]:
        rnd = self.round
        return [Event("deal", rnd.dealer, tuple(rnd.dealt))]

    def _deal_anyway(self) -> list[Event]:
        self.match.start_round()
        return self._dealt_event()

    def _cleared(self) -> None:
        self.history.clear()

    def start_round(self, hands=None) -> list[Event]:
        """The next round as the host dealt it (ready_for_round() says it has)."""
        return self._start_next()


def open_remote(app, net, replace=None) -> None:
    """The table of the game `net` joined, in place of `replace` (the lobby)."""
    from .table_scene import open_tichu
    open_joined(app, net, RemoteTichuSession, open_tichu, replace)


__all__ = ["RemoteTichuSession", "Feed", "open_remote"]
