"""How RulesBot values cards and tricks in the play (R35-R39): what each seat's points
are worth to the deciding seat (`Stakes`), the odds that a seat still to play beats a
card, and what a card is worth kept for later (`future_value`). Used by rules_play.py
(following) and rules_lead.py (leading)."""
from __future__ import annotations

from ..engine.cards import (ACE, ACES_MASK, CARD_POINTS, FOUR_ACES_VALUE, KING, MARRIAGE_MASKS,
                            MARRIAGE_VALUES, QUEEN, SUIT_MASKS)
from .counting import Knowledge, above

DUMP = 1.5    # what a player who cannot win a trick throws on it, on average
SMEAR = 5.0   # what a partner adds to a trick its side is sure to take
BEAT = 8.0    # the card a player beats a trick with, on average
CAPTURE = 4.0  # what the others throw on a trick the card wins later


def low_bit(m: int) -> int:
    return (m & -m).bit_length() - 1


def high_bit(m: int) -> int:
    return m.bit_length() - 1


class Stakes:
    """What each seat's points are worth to the deciding seat (its side's aims), and what
    winning the lead is worth to it."""

    __slots__ = ("w", "lead", "lose", "meld_weight", "decl_lead", "decl_odds")
    gamma = 1.5  # what a point of the declarer's costs a defender while the contract is open

    def __init__(self, k: Knowledge):
        obs = k.obs
        me, decl = k.seat, k.declarer
        decl_pts = k.points_taken(decl)
        left = k.remaining_points()
        self.w = {}
        if me == decl:
            own_melds = held_meld_value(k, k.hand)
            settled = decl_pts >= obs.contract or decl_pts + left + own_melds < obs.contract
            own, opp = (0.05, -0.5) if settled else (1.0, -0.15)
            self.w = {me: own, k.next: opp, k.prev: opp}
            self.lose = -opp
            self.meld_weight = own
        else:
            settled = decl_pts >= obs.contract or decl_pts + left + 280 < obs.contract
            own, partner, dec = (1.0, 0.1, -0.1) if settled else (1.0, 0.7, -self.gamma)
            if k.obs.standing.on_barrel(me) and not k.rules.barrel_defender:
                own = max(partner, 0.3)  # R52: its own points do not count
            self.w = {me: own, k.partner: partner, decl: dec}
            self.lose = -dec * 0.8
            self.meld_weight = own
        self.lead = 2.0 + 0.4 * self.meld_weight * held_meld_value(k, k.hand)
        # a defender fears the declarer on lead with a marriage to declare (R37)
        self.decl_odds = [0.0] * 4
        self.decl_lead = 0.0
        if me != decl and not settled and k.hand.bit_count() > 1:
            self.decl_odds = k.marriage_odds(decl)
            self.decl_lead = 0.7 * sum(p * v for p, v in zip(self.decl_odds, MARRIAGE_VALUES))


def held_meld_value(k: Knowledge, hand: int) -> int:
    """Melds the seat holds and could still declare (R37, R38, R52)."""
    if k.obs.standing.on_barrel(k.seat) and not k.rules.barrel_marriage:
        return 0
    total = 0
    for s in range(4):
        if hand & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]:
            total += MARRIAGE_VALUES[s]
    if k.rules.four_aces and hand & ACES_MASK == ACES_MASK:
        total += FOUR_ACES_VALUE
    return total


def same_side(k: Knowledge, a: int, b: int) -> bool:
    return a == b or (a != k.declarer and b != k.declarer)


def p_beats(k: Knowledge, seat: int, best: int, led: int) -> float:
    """The chance that `seat`, still to play, can beat `best` (R36, R39)."""
    trump = k.trump
    if best // 6 == led:
        p = k.p_any(seat, above(best) & k.out)
        if 0 <= trump != led:
            p += k.p_void(seat, led) * k.p_any(seat, SUIT_MASKS[trump])
        return min(p, 1.0)
    return k.p_void(seat, led) * k.p_any(seat, above(best) & k.out)


def ruff_risk(k: Knowledge, suit: int, opponents) -> float:
    """The chance that an opponent trumps a lead of `suit`."""
    trump = k.trump
    if trump < 0 or trump == suit:
        return 0.0
    return max(k.p_void(o, suit) * k.p_any(o, SUIT_MASKS[trump]) for o in opponents)


def opponents(k: Knowledge) -> tuple[int, ...]:
    return k.others if k.seat == k.declarer else (k.declarer,)


def future_value(k: Knowledge, c: int, st: Stakes) -> float:
    """What card `c` is worth to its holder if kept for a later trick."""
    hand = k.hand
    if hand.bit_count() <= 1:
        return 0.0
    suit, pts = c // 6, CARD_POINTS[c]
    trump = k.trump
    opps = opponents(k)
    higher = above(c) & k.out
    if k.seat == k.declarer:
        threats = higher.bit_count()
    else:
        threats = sum(k.p_holds(k.declarer, t) for t in bits(higher))
    if threats < 0.05:
        pw = 1.0
    else:
        guards = (hand & SUIT_MASKS[suit] & ((1 << c) - 1)).bit_count()
        pw = (0.45 if guards else 0.2) * 0.5 ** max(threats - 1.0, 0.0)
    if suit == trump:
        pw = min(1.0, pw + 0.25)
    else:
        pw *= 1.0 - 0.7 * ruff_risk(k, suit, opps)
    value = pw * st.w[k.seat] * (pts + CAPTURE) - (1.0 - pw) * st.lose * pts
    return value + _meld_keep(k, c, st)


def _meld_keep(k: Knowledge, c: int, st: Stakes) -> float:
    """Playing a card of a meld still held gives the meld up (R37, R38): worth the meld
    times the chance to lead again while holding it."""
    hand = k.hand
    rank, suit = c % 6, c // 6
    if rank in (KING, QUEEN):
        meld = MARRIAGE_MASKS[suit]
    elif rank == ACE and k.rules.four_aces:
        meld = ACES_MASK
    else:
        return 0.0
    if hand & meld != meld:
        return 0.0
    return lead_chance(k, hand & ~meld) * st.meld_weight * held_meld_value(k, meld)


def lead_chance(k: Knowledge, others: int) -> float:
    """The chance to win a trick with one of the cards `others` (when another seat
    leads its suit, or by trumping) and lead after it, with a trick still to come."""
    if k.hand.bit_count() < 3:
        return 0.0
    opps = opponents(k)
    dec = k.possible(k.declarer) if k.seat != k.declarer else k.out
    winners = 0.0
    for c in bits(others):
        if not above(c) & dec:
            winners += 0.5 * (1.0 - ruff_risk(k, c // 6, opps))
        elif c // 6 == k.trump:
            winners += 0.3
    return min(0.85, 0.1 + 0.5 * winners)


def bits(m: int):
    while m:
        low = m & -m
        yield low.bit_length() - 1
        m ^= low


def lead_worth(k: Knowledge, st: Stakes, winner: int) -> float:
    """What the next lead is worth to the bot when `winner` takes this trick."""
    if winner == k.seat:
        return st.lead
    if winner == k.declarer:
        return -st.decl_lead
    return 0.0
