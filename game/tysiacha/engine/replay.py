"""Replaying a game record through the engine (RECORD_FORMAT.md, "Replay").

Each recorded step becomes an action of the Match; the first one the rules refuse
stops the replay with a ReplayError naming the deal, the step and the rule. Decisions a
record does not spell out are implied by what it records next:
- the prikup's redeal offer (R13) and a defender's four-nines offer (R12) are declined
  unless `redeal:` names that seat, once the record goes on past them;
- no `raise` is a keep once the record goes on past the raise (R27); a `raise` equal to
  the contract as bid is also a keep;
- rospisat'/spisat' (R30, R32) is declared at the first point it is legal after the
  recorded gives and raise (with no give: at the exchange).
A deal where the record stops is left in progress (a saved game), unless another follows.
"""
from __future__ import annotations

import random
from typing import Callable, Optional

from . import actions as A
from .cards import NINES_MASK, mask_of
from .deal import Deal, Phase
from .dealing import inactive_seat
from .errors import IllegalAction
from .match import Match
from .record import DealRecord, Record, RecordError, ReplayError, cut_of


def replay(record: Record, rng: Optional[random.Random] = None,
           on_action: Optional[Callable[[int, int], None]] = None) -> Match:
    """The Match the record describes, every step checked (ReplayError, RecordError).
    The Match is finished, or in progress when the record stops in a deal or between
    deals; further deals are dealt from `rng` (a fresh Random by default).
    `on_action(k, action)` hears each action applied, k counting the deals from 0 (the
    replay viewer steps through them)."""
    rules = record.game_rules
    n = rules.players
    start = record.start
    standing = start.standing(n) if start is not None else None
    cut = cut_of(record.cut) if record.cut else None
    dealer = record.first_dealer
    if cut is not None and dealer != cut.dealer:
        raise RecordError(f"start: dealer is seat {dealer}, but the cut makes seat "
                          f"{cut.dealer} the dealer (R6)")
    match = Match(rules, record.players, rng if rng is not None else random.Random(),
                  dealer=dealer, standing=standing, cut=cut)
    for k, rec in enumerate(record.deals, 1):
        if match.finished:
            raise ReplayError(k, None, f"the game ended after deal {k - 1}; no deal may "
                              "follow", "R55")
        last = match.deal
        if last is not None and not last.over:
            raise ReplayError(k - 1, _next_step(last), "the record stops before the deal "
                              f"is over, yet deal {k} follows", "R7")
        _check_hands(rules, match.dealer, rec, k)
        match.start_deal([mask_of(h) for h in rec.hands], mask_of(rec.prikup))
        _DealReplay(match, rec, k, on_action).run()
    return match


def _check_hands(rules, dealer: int, rec: DealRecord, k: int) -> None:
    """With 4 players the empty hand must be the seat sitting out this deal (R40)."""
    out = inactive_seat(rules, dealer)
    if out >= 0 and rec.hands[out]:
        empty = next(s for s, h in enumerate(rec.hands) if not h)
        raise RecordError(f"deal {k}, hands: seat {empty} has no cards, but with seat "
                          f"{dealer} dealing seat {out} sits out (R40)", rec.lines.get("hands"))


def _next_step(deal: Deal) -> str:
    """The step a deal in progress waits for, named as in the record."""
    phase = deal.phase
    if phase is Phase.BIDDING:
        return f"bids {len(deal.bids) + 1}"
    if phase is Phase.EXCHANGE:
        return "give"
    if phase is Phase.RAISE:
        return "raise"
    if phase is Phase.PLAY:
        return f"plays {len(deal.tricks) * 3 + len(deal.trick) + 1}"
    return "redeal"


_OVER_RULE = {"redeal": "R12", "rospisat": "R30", "spisat": "R32", "played": "R35"}
_OVER_TEXT = {"redeal": "void after the redeal", "rospisat": "over: the declarer gave up "
              "(rospisat')", "spisat": "over: the declarer gave up (spisat')",
              "played": "over"}


class _DealReplay:
    """Applies one recorded deal to the match's deal in progress."""

    def __init__(self, match: Match, rec: DealRecord, k: int,
                 on_action: Optional[Callable[[int, int], None]] = None):
        self.match = match
        self.on_action = on_action
        self.deal: Deal = match.deal
        self.rec = rec
        self.k = k
        self.gave_up = False  # rospisat/spisat applied
        self.redealt = False
        self.raise_done = False

    # what the record holds beyond a point
    @property
    def give_up(self) -> Optional[str]:
        return "rospisat" if self.rec.rospisat else "spisat" if self.rec.spisat else None

    def apply(self, step: str, action: int) -> None:
        try:
            self.match.apply(action)
        except IllegalAction as e:
            raise ReplayError(self.k, step, e.reason, e.rule) from None
        if self.on_action is not None:
            self.on_action(self.k - 1, action)

    def fail(self, step: str, reason: str, rule: str) -> None:
        raise ReplayError(self.k, step, reason, rule)

    def run(self) -> None:
        deal, rec = self.deal, self.rec
        later_than_bids = (rec.give is not None or rec.raise_to is not None
                           or rec.plays is not None or self.give_up or rec.redeal is not None)
        # R14-R17: the bidding
        for i, b in enumerate(rec.bids, 1):
            if deal.phase is not Phase.BIDDING:
                self.fail(f"bids {i}", f"the bidding is over: seat {deal.declarer} is the "
                          f"declarer at {deal.contract}", "R16")
            self.apply(f"bids {i}", self._bid_action(b))
        if deal.phase is Phase.BIDDING:
            if later_than_bids:
                self.fail(f"bids {len(rec.bids) + 1}", "the bidding is not over (seat "
                          f"{deal.to_act} to bid), yet the record goes on", "R16")
            return
        # R13: the prikup's nines
        if deal.phase is Phase.PRIKUP:
            if rec.redeal == deal.declarer:
                self.redealt = True
                self.apply("redeal", A.REDEAL)
            elif self.give_up and not rec.give:
                self._give_up()
            elif later_than_bids:
                self.apply("redeal", A.NO_REDEAL)
            else:
                return
        # R26: the exchange
        if deal.phase is Phase.EXCHANGE:
            for seat, card in self._gives():
                if deal.phase is not Phase.EXCHANGE:
                    self.fail("give", "the declarer gives one card to each of the two "
                              "defenders, no more", "R26")
                self.apply("give", A.give(card, seat))
        if deal.phase is Phase.EXCHANGE:
            if self.give_up:
                self._give_up()
            elif rec.raise_to is not None or rec.plays is not None or rec.redeal is not None:
                self.fail("give", "the declarer must give a card to each defender first",
                          "R26")
            else:
                return
        # R27: the raise
        if deal.phase is Phase.RAISE:
            if rec.raise_to is not None:
                self.raise_done = True
                self.apply("raise", self._raise_action(rec.raise_to))
            elif self.give_up:
                self._give_up()
            elif rec.plays is not None or rec.redeal is not None:
                self.apply("raise", A.KEEP)
            else:
                return
        # R12, R28: the defenders' redeal offers
        while deal.phase is Phase.REDEAL:
            if rec.redeal == deal.to_act:
                self.redealt = True
                self.apply("redeal", A.REDEAL)
            elif rec.plays is not None or self.give_up or rec.redeal is not None:
                self.apply("redeal", A.NO_REDEAL)
            else:
                return
        # R30, R35-R39: rospisat' at the first lead, or the play
        if deal.phase is Phase.PLAY:
            if rec.redeal is not None:
                self.fail("redeal", self._redeal_reason(rec.redeal), self._redeal_rule())
            if self.give_up and not self.gave_up:
                self._give_up()
        plays = rec.plays or []
        for i, (card, meld) in enumerate(plays, 1):
            if deal.over:
                self._leftover(f"plays {i}")
            self.apply(f"plays {i}", A.play(card, meld))
        if deal.over:
            self._check_leftovers()

    def _bid_action(self, b: Optional[int]) -> int:
        deal = self.deal
        if b is None:
            return A.PASS
        if deal.bids and not 0 < b < 1000:  # outside the action space: say why here
            step = f"bids {len(deal.bids) + 1}"
            if b <= deal.high_bid:
                self.fail(step, f"bid {b} is not higher than {deal.high_bid}", "R16")
            self.fail(step, f"bid {b} is above the limit {deal.bid_cap(deal.to_act)} of "
                      "this hand", "R17")
        return A.bid(b) if 0 < b < 1000 else A.bid(0)

    def _raise_action(self, value: int) -> int:
        deal = self.deal
        if value == deal.contract:
            return A.KEEP
        if not 0 < value < 1000:
            if value <= deal.contract:
                self.fail("raise", f"raise {value} is not higher than {deal.contract}", "R27")
            self.fail("raise", f"raise {value} is above the limit "
                      f"{deal.bid_cap(deal.to_act)} of this hand", "R17")
        return A.raise_to(value)

    def _gives(self) -> list[tuple[int, int]]:
        """The recorded gives, to the defenders from the declarer's left first (R26)."""
        deal, give = self.deal, self.rec.give or {}
        left = deal.next_seat[deal.declarer]
        order = [left, deal.next_seat[left]]
        seats = [s for s in order if s in give] + [s for s in give if s not in order]
        return [(s, give[s]) for s in seats]

    def _give_up(self) -> None:
        name = self.give_up
        self.gave_up = True
        self.apply(name, A.ROSPISAT if name == "rospisat" else A.SPISAT)

    def _redeal_rule(self) -> str:
        deal, seat = self.deal, self.rec.redeal
        return "R13" if seat == deal.declarer else "R40" if seat not in deal.seats else "R12"

    def _redeal_reason(self, seat: int) -> str:
        deal, rules = self.deal, self.deal.rules
        if seat == deal.declarer:
            if not rules.prikup_nines:
                return ("the declarer may call a redeal only for nines in the prikup, with "
                        "prikup_nines on")
            return "the declarer may call a redeal only when the prikup holds two or three nines"
        if seat not in deal.seats:
            return f"seat {seat} sits out this deal"
        if not rules.four_nines:
            return "a redeal for four nines needs four_nines on"
        if deal.hands[seat] & NINES_MASK != NINES_MASK:
            return f"seat {seat} does not hold all four nines"
        return f"seat {seat} may not call a redeal now"

    def _leftover(self, step: str) -> None:
        outcome = self.deal.outcome
        self.fail(step, f"the deal is {_OVER_TEXT[outcome]}", _OVER_RULE[outcome])

    def _check_leftovers(self) -> None:
        """A deal that is over has nothing more recorded (e.g. gives after a redeal)."""
        rec = self.rec
        if rec.give and len(self.deal.given) < len(rec.give):
            self._leftover("give")
        if rec.raise_to is not None and not self.raise_done:
            self._leftover("raise")
        if rec.rospisat and rec.spisat:
            self._leftover("spisat")
        if self.give_up and not self.gave_up:
            self._leftover(self.give_up)
        if rec.redeal is not None and not self.redealt:
            self._leftover("redeal")
