"""One deal as a state machine: bidding, the prikup, the exchange, the raise, redeal
offers, the play of eight tricks (R12-R39).

`legal_actions()` lists every legal action of the seat to act; `apply(action)` checks it,
changes the state and returns the events, or raises IllegalAction naming the rule and
leaves the state untouched. Scoring the finished deal is scoring.py's job.
"""
from __future__ import annotations

from enum import IntEnum
from typing import Optional

from . import actions as A
from .cards import (ACE, ACES_MASK, CARD_POINTS, FOUR_ACES_VALUE, KING, MARRIAGE_MASKS,
                    MARRIAGE_VALUES, NINES_MASK, QUEEN, SUIT_MASKS, melds_in)
from .dealing import active_seats, first_bidder, inactive_seat
from .errors import IllegalAction
from .events import Event
from .rules import Rules
from .scoring import DealResult
from .standing import Standing


class Phase(IntEnum):
    BIDDING = 1
    PRIKUP = 2    # the declarer may call a redeal for nines in the prikup (R13)
    EXCHANGE = 3  # the declarer gives a card to each defender (R26)
    RAISE = 4     # the declarer raises or keeps the contract (R27)
    REDEAL = 5    # a defender holding four nines may call a redeal (R12)
    PLAY = 6
    OVER = 7


def hand_bid_cap(rules: Rules, hand: int) -> int:
    """The highest bid or contract a hand (a card mask) allows (R17): 120 plus its
    melds, or with bid_limit off the rules' meld cap."""
    if not rules.bid_limit:
        return rules.meld_cap
    return 120 + melds_in(hand, rules.four_aces)


class Deal:
    """One deal from the first bid to the last trick (or a redeal or rospisat')."""

    __slots__ = (
        "rules", "standing", "dealer", "inactive", "seats", "next_seat", "first_bidder",
        "hands", "dealt", "prikup", "phase", "to_act",
        "bids", "high_bid", "passed", "forced", "declarer", "contract", "raised",
        "defenders", "given", "redeal_queue", "trick", "trick_mask", "lead_suit", "trump",
        "taken", "meld_points", "melds", "tricks", "outcome", "redeal_seat", "_legal",
    )

    def __init__(self, rules: Rules, standing: Standing, dealer: int,
                 hands: tuple[int, ...], prikup: int):
        n = rules.players
        self.rules = rules
        self.standing = standing
        self.dealer = dealer
        self.inactive = inactive_seat(rules, dealer)
        self.seats = active_seats(rules, dealer)
        nxt = [-1] * n
        for i, s in enumerate(self.seats):
            nxt[s] = self.seats[(i + 1) % 3]
        self.next_seat = tuple(nxt)
        self.first_bidder = first_bidder(rules, dealer)
        self.hands = list(hands)
        self.dealt = tuple(hands)  # the hands as dealt, for records
        self.prikup = prikup
        self.phase = Phase.BIDDING
        self.to_act = self.first_bidder
        self.bids: list[tuple[int, Optional[int]]] = []  # (seat, value or None for pass)
        self.high_bid = 0
        self.passed = 0  # bit mask of seats that passed
        self.forced = True  # nobody has bid but the forced 100 (R27 no_raise_on_forced)
        self.declarer = -1
        self.contract = 0
        self.raised = False
        self.defenders: tuple[int, ...] = ()
        self.given: dict[int, int] = {}  # receiving seat -> card (R26)
        self.redeal_queue: list[int] = []
        self.trick: list[tuple[int, int]] = []
        self.trick_mask = 0
        self.lead_suit = -1
        self.trump = -1
        self.taken = [0] * n  # card points of tricks won
        self.meld_points = [0] * n
        self.melds: list[tuple[int, object, int]] = []  # (seat, suit or "aces", value)
        self.tricks: list[tuple[tuple[tuple[int, int], ...], int]] = []  # (cards, winner)
        self.outcome: Optional[str] = None
        self.redeal_seat = -1
        self._legal: Optional[list[int]] = None

    # ------------------------------------------------------------------ queries
    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    def legal_actions(self, seat: Optional[int] = None) -> list[int]:
        """Every legal action of the seat to act (empty once the deal is over, and for
        any other `seat`)."""
        if seat is not None and seat != self.to_act:
            return []
        legal = self._legal
        if legal is None:
            legal = self._legal = self._generate()
        return legal

    def waiting(self) -> list[int]:
        """The seat whose decision the deal needs (game/core/contract.py)."""
        return [] if self.over else [self.to_act]

    def observation(self, seat: int):
        from .observation import observe
        return observe(self, seat)

    def silent(self, seat: int) -> bool:
        """R18: a player below the silence value may only make the forced bid."""
        r = self.rules
        return r.silence and self.standing.scores[seat] < r.silence_value

    def bid_cap(self, seat: int) -> int:
        """The highest bid or contract the seat's hand allows now (R17)."""
        return hand_bid_cap(self.rules, self.hands[seat])

    def may_give_up(self) -> tuple[bool, bool]:
        """(rospisat', spisat') open to the declarer now, phase aside (R30-R32)."""
        r = self.rules
        if r.rospisat == "disabled" or self.standing.barrel[self.declarer] is not None:
            return False, False
        if r.rospisat == "twice_free" and self.standing.rospisat[self.declarer] >= 2:
            return False, False
        return True, r.rospisat == "with_spisat"

    def first_trick(self) -> bool:
        return not self.tricks

    def play_mask(self, seat: int) -> int:
        """The cards `seat` may play to the current trick (R36)."""
        hand = self.hands[seat]
        if not self.trick:
            return hand
        r = self.rules
        led = self.lead_suit
        follow = hand & SUIT_MASKS[led]
        trump = self.trump
        if follow:
            if r.must_beat and not (trump >= 0 and trump != led
                                    and self.trick_mask & SUIT_MASKS[trump]):
                best = (self.trick_mask & SUIT_MASKS[led]).bit_length()
                higher = follow >> best << best
                if higher:
                    return higher
            return follow
        if trump < 0:
            return hand
        trumps = hand & SUIT_MASKS[trump]
        if not trumps:
            return hand
        if r.must_beat:
            best = (self.trick_mask & SUIT_MASKS[trump]).bit_length()
            higher = trumps >> best << best
            if higher:
                trumps = higher
        if r.must_trump:
            return trumps
        return (hand & ~SUIT_MASKS[trump]) | trumps

    def may_meld(self) -> bool:
        """R37: a meld may be declared only when leading, not in the first trick unless
        marriage_first_trick is on."""
        return not self.trick and (bool(self.tricks) or self.rules.marriage_first_trick)

    # ------------------------------------------------------------------ generation
    def _generate(self) -> list[int]:
        phase = self.phase
        seat = self.to_act
        if phase is Phase.PLAY:
            out = []
            m = self.play_mask(seat)
            while m:
                low = m & -m
                out.append(low.bit_length() - 1)
                m ^= low
            if not self.trick:
                if self.may_meld():
                    hand = self.hands[seat]
                    for s in range(4):
                        mm = MARRIAGE_MASKS[s]
                        if hand & mm == mm:
                            out.append(s * 6 + KING + A.MELD_OFFSET)
                            out.append(s * 6 + QUEEN + A.MELD_OFFSET)
                    if self.rules.four_aces and hand & ACES_MASK == ACES_MASK:
                        out.extend(s * 6 + ACE + A.MELD_OFFSET for s in range(4))
                if not self.tricks:
                    self._add_give_up(out)
            return out
        if phase is Phase.BIDDING:
            if not self.bids:
                return [A.BID_BASE + 100]  # R15: the forced bid
            if self.silent(seat):
                return [A.PASS]
            step = self.rules.bid_step
            return [A.PASS] + list(range(A.BID_BASE + self.high_bid + step,
                                         A.BID_BASE + self.bid_cap(seat) + 1, step))
        if phase is Phase.EXCHANGE:
            out = []
            hand = self.hands[seat]
            for d in self.defenders:
                if d not in self.given:
                    base = A.GIVE_BASE + 24 * d
                    m = hand
                    while m:
                        low = m & -m
                        out.append(base + low.bit_length() - 1)
                        m ^= low
            self._add_give_up(out)
            return out
        if phase is Phase.RAISE:
            out = [A.KEEP]
            r = self.rules
            if not (self.silent(seat) or (r.no_raise_on_forced and self.forced)):
                out += range(A.RAISE_BASE + self.contract + r.bid_step,
                             A.RAISE_BASE + self.bid_cap(seat) + 1, r.bid_step)
            self._add_give_up(out)
            return out
        if phase is Phase.PRIKUP:
            out = [A.REDEAL, A.NO_REDEAL]
            self._add_give_up(out)
            return out
        if phase is Phase.REDEAL:
            return [A.REDEAL, A.NO_REDEAL]
        return []

    def _add_give_up(self, out: list[int]) -> None:
        ros, spis = self.may_give_up()
        if ros:
            out.append(A.ROSPISAT)
        if spis:
            out.append(A.SPISAT)

    # ------------------------------------------------------------------ apply
    def apply(self, action: int, seat: Optional[int] = None) -> list[Event]:
        """Apply the action of the seat to act. `seat`, if given, must be that seat."""
        if seat is not None and seat != self.to_act:
            raise IllegalAction(f"it is not seat {seat}'s turn", "R4" if not self.over else "R7")
        if action not in self.legal_actions():
            from .explain import explain_illegal
            raise explain_illegal(self, action)
        self._legal = None
        phase = self.phase
        if phase is Phase.PLAY:
            return self._apply_play(action)
        if phase is Phase.BIDDING:
            return self._apply_bid(action)
        if action == A.ROSPISAT or action == A.SPISAT:
            return self._give_up(action)
        if phase is Phase.EXCHANGE:
            return self._apply_give(action)
        if phase is Phase.RAISE:
            return self._apply_raise(action)
        # PRIKUP or REDEAL: a redeal decision
        if action == A.REDEAL:
            self.redeal_seat = self.to_act
            self.outcome = "redeal"
            self.phase = Phase.OVER
            return [Event("redeal", self.to_act), Event("deal_over", None, "redeal")]
        events = [Event("no_redeal", self.to_act)]
        if phase is Phase.PRIKUP:
            self.phase = Phase.EXCHANGE
        else:
            self._next_redeal_offer()
        return events

    def _apply_bid(self, action: int) -> list[Event]:
        seat = self.to_act
        if action == A.PASS:
            self.bids.append((seat, None))
            self.passed |= 1 << seat
            events = [Event("pass", seat)]
        else:
            value = action - A.BID_BASE
            if self.bids:
                self.forced = False
            self.bids.append((seat, value))
            self.high_bid = value
            events = [Event("bid", seat, value)]
        live = [s for s in self.seats if not self.passed >> s & 1]
        if len(live) == 1:
            self._take_prikup(live[0], events)
            return events
        nxt = self.next_seat[seat]
        while self.passed >> nxt & 1:
            nxt = self.next_seat[nxt]
        self.to_act = nxt
        return events

    def _take_prikup(self, declarer: int, events: list[Event]) -> None:
        """Bidding is over: the declarer takes the prikup (R20) into its hand."""
        self.declarer = declarer
        self.contract = self.high_bid
        self.defenders = tuple(s for s in self.seats if s != declarer)
        self.hands[declarer] |= self.prikup
        self.to_act = declarer
        events.append(Event("declarer", declarer, self.contract))
        events.append(Event("prikup", declarer, (self.prikup, self.prikup_shown())))
        if self.prikup_nines_offer():
            self.phase = Phase.PRIKUP
        else:
            self.phase = Phase.EXCHANGE

    def prikup_nines_offer(self) -> bool:
        """R13: the declarer may call a redeal for two or three nines in the prikup."""
        return self.rules.prikup_nines and (self.prikup & NINES_MASK).bit_count() >= 2

    def prikup_shown(self) -> bool:
        """Whether the defenders see the prikup (R20 dark_prikup). Decided by the winning
        bid (`high_bid`), so that a later raise (R27) does not uncover it."""
        mode = self.rules.dark_prikup
        if mode == "none":
            return True
        if mode == "always":
            return False
        if mode == "min_bid":
            return self.high_bid != 100
        return self.high_bid > 120  # upto_120

    def _apply_give(self, action: int) -> list[Event]:
        c, to = A.give_parts(action)
        seat = self.to_act
        self.hands[seat] ^= 1 << c
        self.hands[to] |= 1 << c
        self.given[to] = c
        if len(self.given) == 2:
            self.phase = Phase.RAISE
        return [Event("give", seat, (c, to))]

    def _apply_raise(self, action: int) -> list[Event]:
        seat = self.to_act
        if action == A.KEEP:
            events = [Event("keep", seat, self.contract)]
        else:
            self.contract = action - A.RAISE_BASE
            self.raised = True
            events = [Event("raise", seat, self.contract)]
        if self.rules.four_nines:
            left = self.next_seat[seat]  # R28: from the declarer's left
            self.redeal_queue = [d for d in (left, self.next_seat[left])
                                 if self.hands[d] & NINES_MASK == NINES_MASK]
        self._next_redeal_offer()
        return events

    def _next_redeal_offer(self) -> None:
        if self.redeal_queue:
            self.phase = Phase.REDEAL
            self.to_act = self.redeal_queue.pop(0)
        else:
            self.phase = Phase.PLAY
            self.to_act = self.declarer  # R35

    def _give_up(self, action: int) -> list[Event]:
        self.outcome = "rospisat" if action == A.ROSPISAT else "spisat"
        self.phase = Phase.OVER
        return [Event(self.outcome, self.to_act), Event("deal_over", None, self.outcome)]

    def best_in_trick(self) -> int:
        """The card winning the trick so far (R39): the highest trump, else the highest
        card of the led suit; -1 with no card played."""
        tm = self.trick_mask
        if not tm:
            return -1
        trump = self.trump
        if trump >= 0 and tm & SUIT_MASKS[trump]:
            return (tm & SUIT_MASKS[trump]).bit_length() - 1
        return (tm & SUIT_MASKS[self.lead_suit]).bit_length() - 1

    def _apply_play(self, action: int) -> list[Event]:
        if action >= 900:
            return self._give_up(action)
        seat = self.to_act
        c = action - A.MELD_OFFSET if action >= A.MELD_OFFSET else action
        bit = 1 << c
        self.hands[seat] ^= bit
        events = []
        if not self.trick:
            self.lead_suit = c // 6
            if action >= A.MELD_OFFSET:
                events += self._declare(seat, c)
        self.trick.append((seat, c))
        self.trick_mask |= bit
        events.append(Event("play", seat, c))
        if len(self.trick) < 3:
            self.to_act = self.next_seat[seat]
            return events
        best = self.best_in_trick()
        trick = tuple(self.trick)
        winner = next(s for s, cc in trick if cc == best)
        self.taken[winner] += (CARD_POINTS[trick[0][1]] + CARD_POINTS[trick[1][1]]
                               + CARD_POINTS[trick[2][1]])
        self.tricks.append((trick, winner))
        self.trick = []
        self.trick_mask = 0
        self.lead_suit = -1
        self.to_act = winner
        events.append(Event("trick", winner, trick))
        if len(self.tricks) == 8:
            self.phase = Phase.OVER
            self.outcome = "played"
            events.append(Event("deal_over", None, "played"))
        return events

    def meld_of(self, seat: int, c: int) -> tuple:
        """(kind, worth) of the meld that leading `c` with its meld declares: kind is the
        suit of a marriage or "aces" (R3, R37, R38); worth 0 on the barrel without
        barrel_marriage (R52)."""
        suit = c // 6
        if c % 6 == ACE:
            kind, worth = "aces", FOUR_ACES_VALUE
        else:
            kind, worth = suit, MARRIAGE_VALUES[suit]
        if self.standing.barrel[seat] is not None and not self.rules.barrel_marriage:
            worth = 0  # R52
        return kind, worth

    def _declare(self, seat: int, c: int) -> list[Event]:
        suit = c // 6
        kind, worth = self.meld_of(seat, c)
        self.meld_points[seat] += worth
        self.melds.append((seat, kind, worth))
        events = [Event("meld", seat, (kind, worth))]
        if kind != "aces":
            self.trump = suit  # R37: trump from this trick on
            events.append(Event("trump", seat, suit))
        return events

    # ------------------------------------------------------------------ results
    def points(self, seat: int) -> int:
        """R44: card points of the tricks won plus the melds declared."""
        return self.taken[seat] + self.meld_points[seat]

    def result(self) -> DealResult:
        """What scoring needs of the finished deal (scoring.score_deal)."""
        points = tuple(None if s == self.inactive else self.points(s)
                       for s in range(self.rules.players))
        return DealResult(self.outcome, self.dealer, self.declarer, self.contract, points,
                          self.inactive, self.prikup)

    def clone(self) -> "Deal":
        """A copy that can be played on without touching this one (for search)."""
        d = Deal.__new__(Deal)
        for name in Deal.__slots__:
            setattr(d, name, getattr(self, name))
        d.hands = list(self.hands)
        d.bids = list(self.bids)
        d.given = dict(self.given)
        d.redeal_queue = list(self.redeal_queue)
        d.trick = list(self.trick)
        d.taken = list(self.taken)
        d.meld_points = list(self.meld_points)
        d.melds = list(self.melds)
        d.tricks = list(self.tricks)
        return d
