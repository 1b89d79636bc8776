"""A whole game to the target: the cut, deal after deal, the score sheet (R6, R7, R50-R56)."""
from __future__ import annotations

import random
from typing import Optional, Sequence

from .deal import Deal
from .dealing import Cut, cut_for_dealer, deal_cards, order_for
from .errors import IllegalAction
from .events import Event
from .rules import Rules
from .scoring import SheetRow, score_deal
from .standing import Standing


class Match:
    """A game of 1000. Between deals call `start_deal()`; within one, `legal_actions()`
    and `apply()` as for a Deal. `sheet` has a row per finished deal."""

    def __init__(self, rules: Rules, names: Optional[Sequence[str]] = None,
                 rng: Optional[random.Random] = None, dealer: Optional[int] = None,
                 standing: Optional[Standing] = None, cut: Optional[Cut] = None):
        self.rules = rules
        n = rules.players
        self.names = list(names) if names else [f"Player {i + 1}" for i in range(n)]
        if len(self.names) != n:
            raise ValueError(f"{len(self.names)} names for {n} players")
        self.rng = rng if rng is not None else random.Random()
        self.standing = standing or Standing.new(n)
        self.start_standing = self.standing
        if dealer is None:
            cut = cut_for_dealer(n, self.rng)
            dealer = cut.dealer
        self.cut = cut
        self.first_dealer = dealer
        self.dealer = dealer
        self.deals: list[Deal] = []
        self.sheet: list[SheetRow] = []
        self.winners: Optional[tuple[int, ...]] = None

    @classmethod
    def new(cls, rules: Rules, seed: Optional[int] = None, names=None) -> "Match":
        return cls(rules, names, random.Random(seed))

    # ------------------------------------------------------------------ state
    @property
    def deal(self) -> Optional[Deal]:
        """The deal in progress, or the last one."""
        return self.deals[-1] if self.deals else None

    @property
    def finished(self) -> bool:
        return self.winners is not None

    @property
    def needs_deal(self) -> bool:
        """True before the first deal and after each scored deal of an unfinished game."""
        return not self.finished and (not self.deals or self.deals[-1].over)

    @property
    def to_act(self) -> int:
        d = self.deal
        return -1 if d is None or d.over else d.to_act

    def legal_actions(self) -> list[int]:
        d = self.deal
        return [] if d is None or d.over else d.legal_actions()

    # ------------------------------------------------------------------ moves
    def start_deal(self, hands: Optional[Sequence[int]] = None,
                   prikup: Optional[int] = None) -> list[Event]:
        """Deal the next deal: from the match's rng, or the given masks (a record)."""
        if not self.needs_deal:
            raise IllegalAction("a deal is in progress or the game is over", "R7")
        if hands is None:
            dealt = deal_cards(self.rules, self.dealer, self.rng)
            hands, prikup, order = dealt.hands, dealt.prikup, dealt.order
        else:
            self._check_cards(hands, prikup)
            order = order_for(self.rules, self.dealer, hands, prikup)
        deal = Deal(self.rules, self.standing, self.dealer, tuple(hands), prikup)
        self.deals.append(deal)
        return [Event("dealt", self.dealer, order)]

    def _check_cards(self, hands: Sequence[int], prikup: Optional[int]) -> None:
        """Given cards must be a whole deck: 7 to each active seat, 3 in the prikup (R8)."""
        from .dealing import inactive_seat
        out = inactive_seat(self.rules, self.dealer)
        if len(hands) != self.rules.players or prikup is None:
            raise ValueError(f"a deal needs {self.rules.players} hands and a prikup (R8)")
        for s, h in enumerate(hands):
            if h.bit_count() != (0 if s == out else 7):
                raise ValueError(f"seat {s} has {h.bit_count()} cards (R8, R40)")
        if prikup.bit_count() != 3:
            raise ValueError(f"the prikup has {prikup.bit_count()} cards (R8)")
        whole = prikup
        for h in hands:
            whole |= h
        if whole != (1 << 24) - 1:
            raise ValueError("the hands and the prikup are not the 24 cards (R1, R8)")

    def apply(self, action: int, seat: Optional[int] = None) -> list[Event]:
        d = self.deal
        if d is None or d.over:
            raise IllegalAction("no deal is in progress", "R7")
        events = d.apply(action, seat)
        if d.over:
            events += self._finish(d)
        return events

    def _finish(self, d: Deal) -> list[Event]:
        n = self.rules.players
        self.standing, row = score_deal(self.rules, self.standing, d.result())
        self.sheet.append(row)
        events = [Event("scored", None, row)]
        if d.outcome != "redeal":
            self.dealer = (self.dealer + 1) % n  # R7
        if row.winners:
            self.winners = row.winners
            events.append(Event("game_over", None, row.winners))
        return events

    def observation(self, seat: int):
        from .observation import observe
        return observe(self, seat)
