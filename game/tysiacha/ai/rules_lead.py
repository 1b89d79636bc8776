"""RulesBot's leads (R35-R38): the plans a player would name first (declare a meld,
cash sure winners before a trump exists, draw trumps, cash masters, give the partner a
ruff, force the declarer to split a marriage), else the lead of best expected value."""
from __future__ import annotations

from typing import Sequence

from ..engine import actions as A
from ..engine.cards import (ACE, CARD_POINTS, KING, MARRIAGE_MASKS, MARRIAGE_VALUES, QUEEN,
                            SUIT_MASKS, marriage_cards)
from .counting import Knowledge, above
from .play_values import (BEAT, DUMP, SMEAR, Stakes, bits, future_value, high_bit, low_bit,
                          p_beats, ruff_risk)


def choose_lead(k: Knowledge, legal: Sequence[int], st: Stakes) -> int:
    melds = [a for a in legal if A.is_meld(a)]
    if melds:
        a = _meld_plan(k, melds, legal)
        if a is not None:
            return a
    plan = _declarer_plan if k.seat == k.declarer else _defender_plan
    a = plan(k, legal, st)
    if a is not None:
        return a
    return _ev_lead(k, [a for a in legal if not A.is_meld(a) and A.is_play(a)], st)


def _meld_plan(k: Knowledge, melds: list[int], legal: Sequence[int]):
    """Which meld to declare now (R37, R38), or None to lead something else first."""
    hand = k.hand
    aces = [a for a in melds if A.played_card(a) % 6 == ACE]
    if aces:  # four aces: 200, and the ace led should win the trick
        return max(aces, key=lambda a: (A.played_card(a) // 6 == k.trump,
                                        k.is_master(A.played_card(a))))
    suits = sorted({A.played_card(a) // 6 for a in melds}, key=lambda s: -MARRIAGE_VALUES[s])
    if k.trump < 0 and len(suits) == 1:
        # no trump yet: a master cannot lose, so cash it while it is safe; with two
        # marriages the masters are kept to win the lead back after a lost queen
        sure = [c for c in bits(hand & ~marriage_cards(hand)) if k.is_master(c)
                and A.play(c) in legal]
        if sure:
            return max(sure, key=lambda c: (CARD_POINTS[c], c))
    if len(suits) > 1:
        suits = _declaration_order(k, suits)
    # the queen, so that the king stays as a higher trump, unless only the king may go
    return max((a for a in melds if A.played_card(a) // 6 == suits[0]),
               key=lambda a: A.played_card(a) % 6 == QUEEN)


def _declaration_order(k: Knowledge, suits: list[int]) -> list[int]:
    """Marriages in the order to declare them: the one whose queen keeps the lead, or
    whose trumps best win it back, may come before a bigger one; when every queen keeps
    the lead, the suit best as trump comes last."""
    hand = k.hand
    if all(_marriage_lead_wins(k, s) for s in suits):
        trump_pick = max(suits, key=lambda s: ((hand & SUIT_MASKS[s]).bit_count(),
                                               MARRIAGE_VALUES[s]))
        return [s for s in suits if s != trump_pick] + [trump_pick]

    def worth(first: int) -> float:
        rest = max(MARRIAGE_VALUES[s] for s in suits if s != first)
        return MARRIAGE_VALUES[first] + _regain_chance(k, first) * rest

    first = max(suits, key=worth)
    return [first] + [s for s in suits if s != first]


def _regain_chance(k: Knowledge, suit: int) -> float:
    """The chance to be on lead again after declaring the marriage of `suit`: sure if
    its queen wins, else by its remaining trumps and the other suits' masters."""
    if _marriage_lead_wins(k, suit):
        return 1.0
    hand = k.hand
    trumps = (hand & SUIT_MASKS[suit]).bit_count() - 1
    others = hand & ~SUIT_MASKS[suit] & ~marriage_cards(hand)
    masters = sum(1 for c in bits(others) if k.is_master(c))
    return min(0.9, 0.1 + 0.2 * trumps + 0.3 * masters)


def _marriage_lead_wins(k: Knowledge, suit: int) -> bool:
    """Whether the queen of the marriage, led, wins: no higher card of its suit is out."""
    queen = suit * 6 + QUEEN
    return not (k.out & above(queen) & ~(1 << (suit * 6 + KING)))


def _declarer_plan(k: Knowledge, legal: Sequence[int], st: Stakes):
    hand, trump, out = k.hand, k.trump, k.out
    plays = set(a for a in legal if A.is_play(a) and not A.is_meld(a))
    keep = marriage_cards(hand)
    if trump >= 0:
        mine = hand & SUIT_MASKS[trump]
        theirs = out & SUIT_MASKS[trump]
        if mine and theirs and any(k.possible(o) & theirs for o in k.others):
            top = high_bit(mine)
            if k.is_master(top) and top in plays:
                return top  # draw trumps
            if mine.bit_count() > theirs.bit_count() + 1:
                low = low_bit(mine & ~keep) if mine & ~keep else -1
                if low in plays:
                    return low
    masters = [c for c in bits(hand & ~keep) if k.is_master(c)
               and ruff_risk(k, c // 6, k.others) < 0.3 and c in plays]
    if masters:
        return max(masters, key=lambda c: (CARD_POINTS[c], c))
    return None


def _defender_plan(k: Knowledge, legal: Sequence[int], st: Stakes):
    hand, trump, decl = k.hand, k.trump, k.declarer
    if any(_forced_split(k, st, s) >= 10.0 for s in range(4) if hand & SUIT_MASKS[s]):
        return None  # attacking the declarer's marriage comes first (the expected value)
    plays = set(a for a in legal if A.is_play(a) and not A.is_meld(a))
    keep = marriage_cards(hand)
    dec_has = k.possible(decl)
    masters = [c for c in bits(hand & ~keep) if c in plays
               and not above(c) & dec_has and ruff_risk(k, c // 6, (decl,)) < 0.3]
    if masters:
        return max(masters, key=lambda c: (CARD_POINTS[c], c))
    if trump >= 0 and k.partner >= 0:
        partner_has = k.possible(k.partner)
        for s in range(4):
            if s == trump or not hand & SUIT_MASKS[s] & ~keep:
                continue
            if partner_has & SUIT_MASKS[s] or not partner_has & SUIT_MASKS[trump]:
                continue
            if k.p_void(decl, s) < 0.5:
                c = low_bit(hand & SUIT_MASKS[s] & ~keep)
                if c in plays:
                    return c  # the partner trumps it
    return None


def _ev_lead(k: Knowledge, plays: list[int], st: Stakes) -> int:
    best_a, best_score = plays[0], -1e9
    for c in plays:
        score = _lead_value(k, c, st) - future_value(k, c, st) - 0.01 * (c % 6)
        if score > best_score:
            best_a, best_score = c, score
    return best_a


def _lead_value(k: Knowledge, c: int, st: Stakes) -> float:
    suit, pts = c // 6, CARD_POINTS[c]
    me = k.seat
    if me == k.declarer:
        p1 = p_beats(k, k.next, c, suit)
        p2 = p_beats(k, k.prev, c, suit)
        p_win = (1.0 - p1) * (1.0 - p2)
        lose_w = st.w[k.next]
        return (p_win * (st.w[me] * (pts + 2 * DUMP) + st.lead)
                + (1.0 - p_win) * lose_w * (pts + BEAT + SMEAR))
    decl, partner = k.declarer, k.partner
    pd = p_beats(k, decl, c, suit)
    pp = k.p_any(partner, above(c) & k.out)
    if decl == k.next:
        p_team = (1.0 - pd) + pd * 0.4 * pp
    else:
        p_team = 1.0 - pd * (1.0 - 0.6 * pp)
    forced = _forced_split(k, st, suit)
    decl_lead = st.decl_lead - 0.7 * forced
    return (p_team * (st.w[me] * (pts + DUMP + SMEAR) + st.lead)
            + (1.0 - p_team) * (st.w[decl] * (pts + BEAT + DUMP) - decl_lead) + forced)


def _forced_split(k: Knowledge, st: Stakes, suit: int) -> float:
    """A lead of `suit` makes a declarer holding only the king and queen there follow
    with one of them: the marriage is gone (R37)."""
    odds = st.decl_odds[suit]
    if odds < 0.01:
        return 0.0
    decl = k.declarer
    others = k.out & SUIT_MASKS[suit] & ~MARRIAGE_MASKS[suit]
    for c in bits(others):
        odds *= 1.0 - k.p_holds(decl, c)
    return odds * MARRIAGE_VALUES[suit]
