"""A slow, simple reference of the rules, written from RULES.md alone, for the randomized
tests (tests/tysiacha/engine/test_random_sim.py, tests/tysiacha/engine/test_deal_machine.py).

It shares nothing with the engine's fast paths: no `legal_actions`, `play_mask`,
`bid_cap`, `melds_in`, no bit tricks. Only the action numbering (the API of
game/tysiacha/engine/actions.py), the card numbering (`suit * 6 + rank`) and the `Phase` names are
borrowed. Hands are turned into sets of cards and every action of the whole action
universe is put through a plain rule-by-rule predicate.

- `reference_legal(deal)`: the set of legal actions of the seat to act, read from the
  deal's public state (phase, to_act, hands, bids, declarer, contract, given, trick,
  tricks, trump, standing, rules, dealer, prikup).
- `ReferenceDeal`: a slow shadow of one deal that follows the same actions, so that the
  engine's transitions (who acts next, the phase, trick winners, trump, melds, the
  redeal offers) are checked too, not only what is legal in the state the engine reached.
- `reference_score`: R41-R55, the standing after a finished deal.
- `state_differences`, `card_problems`, `observation_problems`, `snapshot`: the checks
  both test files make on every state.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Optional

from game.tysiacha.engine import actions as A
from game.tysiacha.engine.deal import Phase

NINE, JACK, QUEEN, KING, TEN, ACE = range(6)
RANK_POINTS = {NINE: 0, JACK: 2, QUEEN: 3, KING: 4, TEN: 10, ACE: 11}  # R2
MARRIAGE_VALUE = {0: 40, 1: 60, 2: 80, 3: 100}  # R3: spades, clubs, diamonds, hearts
FOUR_ACES = 200  # R3, R38


def suit(c: int) -> int:
    return c // 6


def rank(c: int) -> int:
    return c % 6


def card(r: int, s: int) -> int:
    return s * 6 + r


@lru_cache(maxsize=1 << 16)
def cards_in(mask: int) -> frozenset[int]:
    return frozenset(c for c in range(24) if (mask >> c) & 1)


def card_points(cards) -> int:
    return sum(RANK_POINTS[rank(c)] for c in cards)


# ---------------------------------------------------------------------------- universe
PLAYS = [A.play(c) for c in range(24)] + [A.play(c, meld=True) for c in range(24)]
BIDS = [A.bid(v) for v in range(100, 601, 5)]
GIVES = [A.give(c, s) for s in range(4) for c in range(24)]
RAISES = [A.raise_to(v) for v in range(100, 601, 5)]
OTHERS = [A.PASS, A.KEEP, A.ROSPISAT, A.SPISAT, A.REDEAL, A.NO_REDEAL]
ACTION_UNIVERSE: tuple[int, ...] = tuple(PLAYS + BIDS + GIVES + RAISES + OTHERS)
# Numbers that name no action of the rules at all; always illegal.
NON_ACTIONS: tuple[int, ...] = (-1, 48, 899, 906, A.bid(0), A.bid(95), A.bid(99), A.bid(605),
                                A.raise_to(0), A.raise_to(605), A.GIVE_BASE + 96, 5000)
assert len(set(ACTION_UNIVERSE)) == len(ACTION_UNIVERSE)


# ---------------------------------------------------------------------------- seats
INACTIVE_STEP = {"dealer": 0, "forehand": 1, "dealer_opposite": 2, "dealer_right": 3}


def inactive_seat(rules, dealer: int) -> int:
    """R40: the seat that sits out with 4 players; -1 with 3."""
    return _inactive(rules.players, rules.inactive_player, dealer)


def _inactive(players: int, inactive_player: str, dealer: int) -> int:
    return -1 if players == 3 else (dealer + INACTIVE_STEP[inactive_player]) % 4


def active_seats(rules, dealer: int) -> tuple[int, ...]:
    """R4, R40: the seats that play, clockwise from the dealer's left."""
    return _active_seats(rules.players, rules.inactive_player, dealer)


@lru_cache(maxsize=None)
def _active_seats(players: int, inactive_player: str, dealer: int) -> tuple[int, ...]:
    out = _inactive(players, inactive_player, dealer)
    return tuple(s for s in ((dealer + i) % players for i in range(1, players + 1))
                 if s != out)


def left_of(rules, dealer: int, seat: int) -> int:
    """The next active seat clockwise (R4)."""
    n = rules.players
    out = inactive_seat(rules, dealer)
    s = (seat + 1) % n
    while s == out:
        s = (s + 1) % n
    return s


def first_bidder(rules, dealer: int) -> int:
    """R14, with the inactive player skipped (clockwise) with 4 players."""
    n = rules.players
    if rules.first_bidder == "forehand":
        s = (dealer + 1) % n
    elif rules.first_bidder == "dealer_right":
        s = (dealer - 1) % n
    else:
        s = dealer
    if s == inactive_seat(rules, dealer):
        s = left_of(rules, dealer, s)
    return s


# ---------------------------------------------------------------------------- helpers
def meld_value_of_hand(hand: set[int], four_aces: bool) -> int:
    """R17: marriages held, plus four aces when on."""
    total = 0
    for s in range(4):
        if card(KING, s) in hand and card(QUEEN, s) in hand:
            total += MARRIAGE_VALUE[s]
    if four_aces and all(card(ACE, s) in hand for s in range(4)):
        total += FOUR_ACES
    return total


def highest_allowed(rules, hand: set[int]) -> int:
    """R17: the highest bid (or raise, R27) a hand allows."""
    if not rules.bid_limit:
        return 120 + 40 + 60 + 80 + 100 + (FOUR_ACES if rules.four_aces else 0)
    return 120 + meld_value_of_hand(hand, rules.four_aces)


def is_silent(rules, standing, seat: int) -> bool:
    """R18."""
    return rules.silence and standing.scores[seat] < rules.silence_value


def won_with_forced_bid(bids) -> bool:
    """R27: only the forced 100 was ever bid; everyone else passed at once."""
    return [v for _, v in bids if v is not None] == [100]


def passed_seats(bids) -> set[int]:
    return {s for s, v in bids if v is None}


def trick_winner(trick, trump: int) -> int:
    """R39: the highest trump, else the highest card of the led suit."""
    led = suit(trick[0][1])
    trumps = [(rank(c), s) for s, c in trick if suit(c) == trump]
    if trumps:
        return max(trumps)[1]
    return max((rank(c), s) for s, c in trick if suit(c) == led)[1]


def defenders_of(deal) -> list[int]:
    return [s for s in active_seats(deal.rules, deal.dealer) if s != deal.declarer]


def _no_card_played(deal) -> bool:
    return not deal.tricks and not deal.trick


# ---------------------------------------------------------------------------- legality
def reference_legal(deal) -> set[int]:
    """Every action of the universe the seat to act may take now (RULES.md)."""
    if deal.phase is Phase.OVER:
        return set()
    if deal.to_act not in active_seats(deal.rules, deal.dealer):  # R40: never the inactive
        return set()
    rule = PHASE_RULES[deal.phase]
    return {a for a in ACTION_UNIVERSE if rule(deal, a)}


def is_legal(deal, a: int) -> bool:
    """Whether the seat to act may take action `a` now."""
    if deal.phase is Phase.OVER or deal.to_act not in active_seats(deal.rules, deal.dealer):
        return False
    return PHASE_RULES[deal.phase](deal, a)


# One predicate per phase; each asks the rules of that phase one after another.
def _bidding(deal, a: int) -> bool:
    if a == A.ROSPISAT or a == A.SPISAT:
        return _give_up_legal(deal, a)
    return _bid_legal(deal, deal.to_act, a)


def _prikup(deal, a: int) -> bool:  # R13
    if a == A.ROSPISAT or a == A.SPISAT:
        return _give_up_legal(deal, a)
    rules = deal.rules
    return (a in (A.REDEAL, A.NO_REDEAL) and deal.to_act == deal.declarer
            and rules.prikup_nines
            and sum(1 for c in cards_in(deal.prikup) if rank(c) == NINE) >= 2)


def _exchange(deal, a: int) -> bool:
    if a == A.ROSPISAT or a == A.SPISAT:
        return _give_up_legal(deal, a)
    return _give_legal(deal, deal.to_act, a)


def _raise(deal, a: int) -> bool:
    if a == A.ROSPISAT or a == A.SPISAT:
        return _give_up_legal(deal, a)
    return _raise_legal(deal, deal.to_act, a)


def _redeal(deal, a: int) -> bool:  # R12
    if a == A.ROSPISAT or a == A.SPISAT:
        return _give_up_legal(deal, a)
    if a not in (A.REDEAL, A.NO_REDEAL):
        return False
    seat = deal.to_act
    hand = cards_in(deal.hands[seat])
    return (deal.rules.four_nines and seat != deal.declarer and seat in defenders_of(deal)
            and all(card(NINE, s) in hand for s in range(4)))


def _play(deal, a: int) -> bool:
    if a == A.ROSPISAT or a == A.SPISAT:
        return _give_up_legal(deal, a)
    return _play_legal(deal, deal.to_act, a)


PHASE_RULES = {Phase.BIDDING: _bidding, Phase.PRIKUP: _prikup, Phase.EXCHANGE: _exchange,
               Phase.RAISE: _raise, Phase.REDEAL: _redeal, Phase.PLAY: _play}


def _bid_legal(deal, seat: int, a: int) -> bool:
    if a != A.PASS and not (A.BID_BASE < a < A.GIVE_BASE):
        return False
    rules = deal.rules
    bids = deal.bids
    if seat in passed_seats(bids):  # R16: a player who passed never bids again
        return False
    if not bids:  # R15: the forced bid
        return a == A.bid(100)
    if a == A.PASS:
        return True
    value = a - A.BID_BASE
    if is_silent(rules, deal.standing, seat):  # R18
        return False
    standing_bid = max(v for _, v in bids if v is not None)
    if value <= standing_bid or value % rules.bid_step:  # R16
        return False
    return value <= highest_allowed(rules, cards_in(deal.hands[seat]))  # R17


def _give_legal(deal, seat: int, a: int) -> bool:
    """R26: one card of the declarer's hand to each defender, face down."""
    if not (A.GIVE_BASE <= a < A.GIVE_BASE + 96) or seat != deal.declarer:
        return False
    to, c = divmod(a - A.GIVE_BASE, 24)
    return (to in defenders_of(deal) and to not in deal.given
            and c in cards_in(deal.hands[seat]))


def _raise_legal(deal, seat: int, a: int) -> bool:
    """R27 (with R17 on the 8-card hand and R18)."""
    rules = deal.rules
    if seat != deal.declarer:
        return False
    if a == A.KEEP:
        return True
    if not (A.RAISE_BASE < a < A.RAISE_BASE + 1000):
        return False
    value = a - A.RAISE_BASE
    if is_silent(rules, deal.standing, seat):
        return False
    if rules.no_raise_on_forced and won_with_forced_bid(deal.bids):
        return False
    if value <= deal.contract or value % rules.bid_step:
        return False
    return value <= highest_allowed(rules, cards_in(deal.hands[seat]))


def _give_up_legal(deal, a: int) -> bool:
    """R30-R32: the declarer, from taking the prikup to its first lead."""
    rules = deal.rules
    decl = deal.declarer
    if decl < 0 or deal.to_act != decl:
        return False
    if deal.phase in (Phase.PRIKUP, Phase.EXCHANGE, Phase.RAISE):
        pass
    elif deal.phase is Phase.PLAY and _no_card_played(deal):
        pass
    else:
        return False
    if rules.rospisat == "disabled":
        return False
    if deal.standing.barrel[decl] is not None:  # R30, R51
        return False
    if rules.rospisat == "twice_free" and deal.standing.rospisat[decl] >= 2:
        return False
    if a == A.SPISAT:
        return rules.rospisat == "with_spisat"
    return True


def _play_legal(deal, seat: int, a: int) -> bool:
    rules = deal.rules
    if not 0 <= a < 48:
        return False
    declare = a >= 24
    c = a - 24 if declare else a
    hand = cards_in(deal.hands[seat])
    if c not in hand:
        return False
    if not deal.trick:  # leading (R35): any card
        if not declare:
            return True
        if not deal.tricks and not rules.marriage_first_trick:  # R37
            return False
        if rank(c) in (KING, QUEEN):  # R37: both cards in hand
            return card(KING, suit(c)) in hand and card(QUEEN, suit(c)) in hand
        if rank(c) == ACE:  # R38
            return rules.four_aces and all(card(ACE, s) in hand for s in range(4))
        return False
    if declare:  # R37: only the leader declares
        return False
    led = suit(deal.trick[0][1])
    played = [x for _, x in deal.trick]
    trump = deal.trump
    same_suit = [x for x in hand if suit(x) == led]
    if same_suit:  # R36: follow suit
        if suit(c) != led:
            return False
        if rules.must_beat:
            trumped = trump >= 0 and trump != led and any(suit(x) == trump for x in played)
            if not trumped:
                best = max(rank(x) for x in played if suit(x) == led)
                can_beat = any(rank(x) > best for x in same_suit)
                if can_beat and rank(c) <= best:
                    return False
        return True
    trumps = [x for x in hand if trump >= 0 and suit(x) == trump]
    if not trumps:  # nothing to follow with, no trump: anything
        return True
    if suit(c) != trump:
        return not rules.must_trump
    if rules.must_beat:  # a player trumping must overtrump if able
        in_trick = [rank(x) for x in played if suit(x) == trump]
        if in_trick:
            best = max(in_trick)
            if any(rank(x) > best for x in trumps) and rank(c) <= best:
                return False
    return True


# ---------------------------------------------------------------------------- the shadow
class ReferenceDeal:
    """One deal played by the book, slowly, to compare the engine's state with.

    Same public attribute names and conventions as game.tysiacha.engine.deal.Deal (-1 for none),
    so that `reference_legal` can read either.
    """

    def __init__(self, rules, standing, dealer: int, hands, prikup: int):
        self.rules = rules
        self.standing = standing
        self.dealer = dealer
        self.inactive = inactive_seat(rules, dealer)
        self.hands = list(hands)
        self.prikup = prikup
        self.phase = Phase.BIDDING
        self.to_act = first_bidder(rules, dealer)
        self.bids: list = []
        self.high_bid = 0
        self.declarer = -1
        self.contract = 0
        self.given: dict = {}
        self.offers: list = []  # defenders still to be asked about a redeal (R28)
        self.trick: list = []
        self.tricks: list = []
        self.trump = -1
        self.melds: list = []
        self.taken = [0] * rules.players
        self.meld_points = [0] * rules.players
        self.outcome: Optional[str] = None

    def points(self, seat: int) -> int:
        return self.taken[seat] + self.meld_points[seat]

    def apply(self, a: int) -> None:
        assert is_legal(self, a), f"the reference refuses {A.action_str(a)}"
        rules = self.rules
        seat = self.to_act
        if a in (A.ROSPISAT, A.SPISAT):  # R30, R32
            self.outcome = "rospisat" if a == A.ROSPISAT else "spisat"
            self.phase = Phase.OVER
        elif self.phase is Phase.BIDDING:
            self.bids.append((seat, None if a == A.PASS else a - A.BID_BASE))
            if a != A.PASS:
                self.high_bid = a - A.BID_BASE
            out = passed_seats(self.bids)
            live = [s for s in active_seats(rules, self.dealer) if s not in out]
            if len(live) == 1:  # R16: the last bidder is the declarer
                self.declarer = live[0]
                self.contract = self.high_bid
                self.hands[self.declarer] |= self.prikup  # R20
                self.to_act = self.declarer
                nines = sum(1 for c in cards_in(self.prikup) if rank(c) == NINE)
                self.phase = (Phase.PRIKUP if rules.prikup_nines and nines >= 2
                              else Phase.EXCHANGE)
            else:
                s = left_of(rules, self.dealer, seat)
                while s in out:
                    s = left_of(rules, self.dealer, s)
                self.to_act = s
        elif a == A.REDEAL:  # R12, R13
            self.outcome = "redeal"
            self.phase = Phase.OVER
        elif self.phase is Phase.PRIKUP:
            self.phase = Phase.EXCHANGE
        elif self.phase is Phase.EXCHANGE:  # R26
            to, c = divmod(a - A.GIVE_BASE, 24)
            self.hands[seat] &= ~(1 << c)
            self.hands[to] |= 1 << c
            self.given[to] = c
            if len(self.given) == 2:
                self.phase = Phase.RAISE
        elif self.phase is Phase.RAISE:  # R27, then the redeal offers (R28)
            if a != A.KEEP:
                self.contract = a - A.RAISE_BASE
            first = left_of(rules, self.dealer, self.declarer)
            second = left_of(rules, self.dealer, first)
            self.offers = [d for d in (first, second) if rules.four_nines
                           and all(card(NINE, s) in cards_in(self.hands[d]) for s in range(4))]
            self._next_offer()
        elif self.phase is Phase.REDEAL:
            self._next_offer()
        else:
            self._play(seat, a)

    def _next_offer(self) -> None:
        if self.offers:
            self.phase = Phase.REDEAL
            self.to_act = self.offers.pop(0)
        else:
            self.phase = Phase.PLAY
            self.to_act = self.declarer  # R35

    def _play(self, seat: int, a: int) -> None:
        c = a - 24 if a >= 24 else a
        self.hands[seat] &= ~(1 << c)
        if a >= 24:  # R37, R38
            worth = FOUR_ACES if rank(c) == ACE else MARRIAGE_VALUE[suit(c)]
            if self.standing.barrel[seat] is not None and not self.rules.barrel_marriage:
                worth = 0  # R52
            self.meld_points[seat] += worth
            if rank(c) == ACE:
                self.melds.append((seat, "aces", worth))
            else:
                self.melds.append((seat, suit(c), worth))
                self.trump = suit(c)  # from this trick on
        self.trick.append((seat, c))
        if len(self.trick) < 3:
            self.to_act = left_of(self.rules, self.dealer, seat)
            return
        winner = trick_winner(self.trick, self.trump)
        self.taken[winner] += card_points(c for _, c in self.trick)
        self.tricks.append((tuple(self.trick), winner))
        self.trick = []
        self.to_act = winner  # R35
        if len(self.tricks) == 8:
            self.phase = Phase.OVER
            self.outcome = "played"


COMPARED = ("phase", "to_act", "hands", "bids", "high_bid", "declarer", "contract", "given",
            "trick", "tricks", "trump", "melds", "taken", "meld_points", "outcome", "prikup",
            "dealer", "inactive")


def state_differences(deal, ref: ReferenceDeal) -> list[str]:
    """The public fields where the engine's deal and the reference disagree."""
    out = []
    for name in COMPARED:
        mine, theirs = getattr(deal, name), getattr(ref, name)
        if name in ("trick", "tricks", "bids", "melds", "hands", "taken", "meld_points"):
            mine, theirs = list(mine), list(theirs)
        if name == "to_act" and deal.phase is Phase.OVER:
            continue  # nobody acts once the deal is over
        if mine != theirs:
            out.append(f"{name}: engine {mine!r}, reference {theirs!r}")
    if deal.declarer >= 0 and sorted(deal.defenders) != sorted(defenders_of(ref)):
        out.append(f"defenders: engine {deal.defenders!r}, reference {defenders_of(ref)!r}")
    if deal.phase is not Phase.OVER:
        for s in range(deal.rules.players):
            if deal.points(s) != ref.points(s):
                out.append(f"points({s}): engine {deal.points(s)}, reference {ref.points(s)}")
    return out


# ---------------------------------------------------------------------------- invariants
def card_problems(deal) -> list[str]:
    """R8, R20, R26: each of the 24 cards in exactly one place, hands of the right size."""
    out = []
    rules = deal.rules
    seen: dict[int, list[str]] = {c: [] for c in range(24)}
    for s, h in enumerate(deal.hands):
        for c in cards_in(h):
            seen[c].append(f"hand {s}")
    if deal.declarer < 0:
        for c in cards_in(deal.prikup):
            seen[c].append("prikup")
    for _, c in deal.trick:
        seen[c].append("trick")
    for i, (cards, _) in enumerate(deal.tricks):
        for _, c in cards:
            seen[c].append(f"trick {i}")
    for c, places in seen.items():
        if len(places) != 1:
            out.append(f"card {c} is in {places or 'no place'}")
    if deal.declarer < 0 and len(cards_in(deal.prikup)) != 3:
        out.append("the prikup does not hold 3 cards")
    active = active_seats(rules, deal.dealer)
    sizes = [len(cards_in(h)) for h in deal.hands]
    want: dict[int, int] = {}
    phase = deal.phase
    if phase is Phase.BIDDING:
        want = {s: 7 for s in active}
    elif phase is Phase.PRIKUP:
        want = {s: 10 if s == deal.declarer else 7 for s in active}
    elif phase is Phase.EXCHANGE:
        want = {s: 10 - len(deal.given) if s == deal.declarer else 7 + (s in deal.given)
                for s in active}
    elif phase in (Phase.RAISE, Phase.REDEAL):
        want = {s: 8 for s in active}
    elif phase is Phase.PLAY or deal.outcome == "played":
        in_trick = {s for s, _ in deal.trick}
        want = {s: 8 - len(deal.tricks) - (s in in_trick) for s in active}
    else:  # ended by a redeal or rospisat': sizes of the phase it ended in
        if len(deal.trick) or len(deal.tricks):
            out.append("a deal given up after a card was played")
        want = {s: sizes[s] for s in active}
        if sum(sizes) != 24:
            out.append(f"hand sizes {sizes} do not add up to 24 after the prikup was taken")
    for s in range(rules.players):
        w = want.get(s, 0)  # the inactive seat holds nothing (R40)
        if sizes[s] != w:
            out.append(f"seat {s} holds {sizes[s]} cards in {phase.name}, not {w}")
    return out


def snapshot(deal) -> dict:
    """Every slot of a Deal, to prove a refused action changed nothing. Lists and dicts
    are copied all the way down (as tuples); everything else in a Deal is immutable."""
    return {name: _frozen(getattr(deal, name)) for name in type(deal).__slots__}


def _frozen(value):
    kind = type(value)
    if kind is list:
        return ("list", tuple(_frozen(v) for v in value))
    if kind is dict:
        return ("dict", tuple((k, _frozen(v)) for k, v in value.items()))
    return value


def prikup_dark(rules, winning_bid: int) -> bool:
    """R20: whether the defenders do not see the prikup, from the winning bid."""
    mode = rules.dark_prikup
    if mode == "always":
        return True
    if mode == "min_bid":
        return winning_bid == 100
    if mode == "upto_120":
        return winning_bid <= 120
    return False


def prikup_counted(deal) -> bool:
    """R41: a finished deal of four players (not a redeal) in which the player sitting
    out scores from the prikup: it is counted before everyone, dark or not."""
    r = deal.rules
    return (deal.outcome in ("played", "rospisat", "spisat") and r.players == 4
            and (r.prikup_card_points or r.prikup_marriage_points
                 or r.prikup_ace_points > 0))


def observation_problems(deal, seat: int, obs) -> list[str]:
    """What `observe(deal, seat)` shows that the seat may not see (DESIGN.md, R20, R26)."""
    out = []
    if list(obs.hand) != sorted(cards_in(deal.hands[seat])):
        out.append(f"seat {seat} sees a hand that is not its own")
    if obs.hand_sizes != tuple(len(cards_in(h)) for h in deal.hands):
        out.append(f"seat {seat} sees wrong hand sizes")
    played = {c for _, c in deal.trick} | {c for t, _ in deal.tricks for _, c in t}
    if list(obs.trick) != list(deal.trick) or list(obs.tricks) != list(deal.tricks):
        out.append(f"seat {seat} sees other tricks than were played")
    # the prikup: nobody before it is taken; defenders not when it is dark (R20)
    winning_bid = max([v for _, v in deal.bids if v is not None], default=0)
    if deal.declarer < 0 or (seat != deal.declarer and prikup_dark(deal.rules, winning_bid)
                             and not prikup_counted(deal)):
        if obs.prikup is not None:
            out.append(f"seat {seat} sees the prikup {obs.prikup}")
    elif sorted(obs.prikup or ()) != sorted(cards_in(deal.prikup)):
        out.append(f"seat {seat} does not see the prikup it should see")
    shown_prikup = set(obs.prikup or ())
    # the exchange: a defender knows only the card it received (R26)
    for to, c in obs.given:
        if seat != deal.declarer and to != seat:
            out.append(f"defender {seat} sees the card given to seat {to}")
        if deal.given.get(to) != c:
            out.append(f"seat {seat} sees a wrong given card")
    if seat == deal.declarer and dict(obs.given) != deal.given:
        out.append("the declarer does not see what it gave")
    # no card of another hand, beyond the shown prikup and what was played
    for other in range(deal.rules.players):
        if other == seat:
            continue
        for c in cards_in(deal.hands[other]):
            gave = seat == deal.declarer and deal.given.get(other) == c
            if c in obs.hand or (c in {g for _, g in obs.given} and not gave):
                out.append(f"seat {seat} sees {c} of seat {other}'s hand")
            if c in shown_prikup and not (deal.declarer >= 0 and (
                    other == deal.declarer or deal.given.get(other) == c)):
                out.append(f"seat {seat} sees {c} of seat {other} as prikup")
        if seat != deal.declarer and other != deal.declarer and other in deal.given:
            c = deal.given[other]
            if c not in played and (c in obs.hand or c in {g for _, g in obs.given}):
                out.append(f"defender {seat} sees the card {c} given to defender {other}")
    return out


# ---------------------------------------------------------------------------- scoring
def rounded(points: int, rules) -> int:
    """R46: to the nearest 5 (1, 2 down; 3, 4 up; 6, 7 down; 8, 9 up), or 10 (5 up)."""
    if not rules.rounding:
        return points
    if rules.rounding_unit == 10:
        last = points % 10
        return points - last + (10 if last >= 5 else 0)
    last = points % 5
    return points - last + (5 if last >= 3 else 0)


def points_for_giving_up(rules, contract: int) -> int:
    """R31: what each defender scores after rospisat' or spisat'."""
    if rules.rospisat_points != "half_bid":
        return rules.rospisat_points
    half = (contract + 1) // 2
    while half % 5:
        half += 1
    return max(60, half)


def prikup_points(rules, prikup: int) -> int:
    """R41, before rounding. Our reading, as the engine's: prikup_ace_points 0 means aces
    count as cards (11, only with prikup_card_points); 40 or 50 is each ace's worth,
    whether or not the other prikup cards count."""
    cards = cards_in(prikup)
    total = 0
    for c in cards:
        if rank(c) == ACE and rules.prikup_ace_points:
            total += rules.prikup_ace_points
        elif rules.prikup_card_points:
            total += RANK_POINTS[rank(c)]
    if rules.prikup_marriage_points:
        for s in range(4):
            if card(KING, s) in cards and card(QUEEN, s) in cards:
                total += MARRIAGE_VALUE[s]
    return total


def reference_score(rules, before, deal):
    """R41-R55 for a finished deal: (scores, barrel, zeros, rospisat, deals_played,
    winners) after it, from the standing before it."""
    n = rules.players
    if deal.outcome == "redeal":  # R12, R13: void
        return (before.scores, before.barrel, before.zeros, before.rospisat,
                before.deals_played, None)
    double = 2 if rules.golden_set and before.deals_played < n else 1  # R47
    scores = list(before.scores)
    barrel = list(before.barrel)
    zeros = list(before.zeros)
    rospisat = list(before.rospisat)
    decl, contract, outcome = deal.declarer, deal.contract, deal.outcome
    inactive = inactive_seat(rules, deal.dealer)
    made = None
    for s in range(n):
        gain = penalty = 0
        if s == inactive:
            gain = rounded(prikup_points(rules, deal.prikup), rules) * double
        elif s == decl:
            if outcome == "played":
                made = deal.points(s) >= contract  # R45
                gain = (contract if made else -contract) * double
            elif outcome == "spisat":
                gain = -contract * double
            else:
                rospisat[s] += 1
                mode = rules.rospisat
                if mode == "every_time" or (mode in ("every_third", "with_spisat")
                                            and rospisat[s] % 3 == 0):
                    penalty = -contract if rules.rospisat_penalty == "bid" \
                        else rules.rospisat_penalty
        elif outcome == "played":
            points = deal.points(s)
            gain = rounded(points, rules) * double
            if points == 0 and before.barrel[s] is None:  # R48
                zeros[s] += 1
                if rules.zero_penalty and zeros[s] % 3 == 0:
                    penalty = -120
        else:
            gain = points_for_giving_up(rules, contract) * double
        if rules.barrel and before.barrel[s] is not None:  # R51-R53
            base = rules.barrel_score
            if s == decl and outcome == "played" and not made:
                scores[s], barrel[s] = base + gain, None
            elif (s == decl or rules.barrel_defender) and base + gain >= rules.target:
                scores[s], barrel[s] = base + gain, None
            else:
                scores[s] = base
                barrel[s] += 1
                if rules.barrel_penalty == "three_deals" and barrel[s] >= 3:
                    scores[s], barrel[s] = base - 120, None
            continue
        scores[s] += gain + penalty
        if rules.barrel and scores[s] >= rules.barrel_score and (
                scores[s] < rules.target or rules.barrel_victory):  # R50, R54
            scores[s], barrel[s] = rules.barrel_score, 0
    reached = [s for s in range(n) if scores[s] >= rules.target]
    winners = None
    if reached:  # R55
        best = max(scores[s] for s in reached)
        if decl in reached and (rules.winner == "declarer" or scores[decl] == best):
            winners = (decl,)
        else:
            winners = tuple(s for s in reached if scores[s] == best)
    return (tuple(scores), tuple(barrel), tuple(zeros), tuple(rospisat),
            before.deals_played + 1, winners)
