"""A game of 1000 played at another machine's table (game/net): the kit's joined
session (game/ui/remote.py) on the seat's picture of the game (game/tysiacha/mirror.py).
The cut for the first dealer is the host's, shown here as it fell."""
from __future__ import annotations

import random
from pathlib import Path
from typing import Optional

from game.tysiacha.engine.dealing import Cut, order_for
from game.tysiacha.engine.events import Event
from game.tysiacha.engine.rules import Rules
from game.tysiacha.mirror import Mirror, MirrorError

from ..remote import Feed, Joined, joined_seats, open_joined
from .session import Session


def _cut(data, dealer: int, players: int) -> Optional[Cut]:
    """The host's cut (`public()["cut"]`), or None if it sent none that makes sense."""
    try:
        rounds = tuple(tuple((int(s), int(c)) for s, c in r) for r in data)
    except (TypeError, ValueError):
        return None
    if not rounds or any(not 0 <= s < players or not 0 <= c < 24 for r in rounds for s, c in r):
        return None
    return Cut(rounds, dealer)


class RemoteSession(Joined, Session):
    """The game at the table of `net` (a NetTable whose game has started and whose
    first state has come), seen from its player's seat."""

    def __init__(self, net, games_dir: Optional[Path] = None,
                 data_dir: Optional[Path] = None):
        start = net.start
        rules = Rules.from_mapping(start["rules"])
        public = start.get("public") or {}
        n = rules.players
        first_dealer = int(public.get("first_dealer", 0)) % n
        mirror = Mirror(rules, [str(x) for x in start["names"]], first_dealer,
                        cut=_cut(public.get("cut"), first_dealer, n),
                        seed=random.randrange(1 << 30))
        Session.__init__(self, mirror.match, joined_seats(start, net.player, "normal"), None)
        self._join(net, mirror, MirrorError, games_dir, data_dir)

    # the deals, as the kit's joined session asks (game/ui/remote.py)
    def _dealt_event(self) -> list[Event]:
        d = self.match.deal
        return [Event("dealt", d.dealer, order_for(self.rules, d.dealer, d.dealt, d.prikup))]

    def _deal_anyway(self) -> list[Event]:
        return self.match.start_deal()

    def _cleared(self) -> None:
        self.history.clear()
        self.log, self.decided = [], {}

    def legal_actions(self) -> list[int]:
        return self.legal(self.me)

    def start_deal(self) -> list[Event]:
        """The next deal as the host dealt it (ready_for_round() says it has)."""
        return self._start_next()


def open_remote(app, net, replace=None) -> None:
    """The table of the game `net` joined, in place of `replace` (the lobby)."""
    from .table_scene import open_session
    open_joined(app, net, RemoteSession, open_session, replace)


__all__ = ["RemoteSession", "Feed", "open_remote"]
