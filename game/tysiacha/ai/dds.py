"""A double-dummy solver for the play phase (R35-R39, R44): every hand known.

The declarer plays against the two defenders, who cooperate. The value of a position is
the number of points the DECLARER adds from now on: the card points of the tricks it
wins from now (the cards already on the table included, when it wins the current trick)
plus the melds it declares from now (R37, R38; worth 0 for a player on the barrel when
`barrel_marriage` is off, R52). The declarer maximises it, the defenders minimise it.
The defenders' own melds add nothing to it, but they change the trump (R37), so their
meld leads are searched too.

    pos = Position.from_deal(deal)          # deal.phase is Phase.PLAY
    solve(pos)                              # exact value
    can_reach(pos, contract - deal.points(deal.declarer))   # zero-window test
    solve_moves(pos)                        # {action: exact value} for each legal move

    solver = Solver.for_position(pos)      # keeps its transposition table: reuse it
    solver.solve(pos2); solver.can_reach(pos3, n); solver.search(pos, alpha, beta)

A Solver's table holds values of the remaining tricks keyed on the hands, the leader and
the trump, so it stays valid for every position under the same rules of play (other
positions of the deal, other deals, a search bot's sampled worlds). Actions are the ints
of game/tysiacha/engine/actions.py, as Deal.legal_actions() gives them (card, card + 24 to
declare its meld). A Position can also be built directly (e.g. from sampled hands).

How: fail-soft alpha-beta over whole tricks (the three plays of a trick are nested
loops in one function call), a transposition table at trick boundaries holding lower and
upper bounds of the value of the remaining tricks and the best lead, move ordering, a
bound from the points still in play, and the pruning of provably dominated cards among
interchangeable ones (see `_make_node`). The search core uses only ints, tuples and
local variables; positions mid-trick are searched card by card down to the next trick
boundary (`Solver._search`).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Optional

from ..engine import actions as A
from ..engine.cards import (ACE, ACES_MASK, CARD_POINTS, FOUR_ACES_VALUE, KING,
                            MARRIAGE_MASKS, MARRIAGE_VALUES, QUEEN, SUIT_MASKS)
from ..engine.deal import Deal, Phase

__all__ = ["Position", "Solver", "solve", "can_reach", "solve_moves", "best_moves",
           "legal_mask"]

INF = 1 << 20
_SUIT = tuple(c // 6 for c in range(24))
_RANK = tuple(c % 6 for c in range(24))
_FIRST = -2  # the trump argument of the search: no trump, and no melds yet (R37)
# SUIT_MASKS indexed by a trump that may be -1 or -2 (no trump: the empty mask)
_TMASK = SUIT_MASKS + (0, 0)


def legal_mask(hand: int, trick_mask: int, lead_suit: int, trump: int,
               must_trump: bool, must_beat: bool) -> int:
    """The cards of `hand` that may be played to a trick holding `trick_mask` (R36).

    Exactly Deal.play_mask: `lead_suit` is -1 and `trick_mask` 0 when leading; `trump` is
    -1 without trump."""
    if not trick_mask:
        return hand
    led = SUIT_MASKS[lead_suit]
    follow = hand & led
    tmask = SUIT_MASKS[trump] if trump >= 0 else 0
    if follow:
        if must_beat and not (tmask and trump != lead_suit and trick_mask & tmask):
            best = (trick_mask & led).bit_length()
            higher = follow >> best << best
            if higher:
                return higher
        return follow
    if not tmask:
        return hand
    trumps = hand & tmask
    if not trumps:
        return hand
    if must_beat:
        best = (trick_mask & tmask).bit_length()
        higher = trumps >> best << best
        if higher:
            trumps = higher
    if must_trump:
        return trumps
    return (hand & ~tmask) | trumps


@dataclass(frozen=True)
class Position:
    """A play-phase position, all hands known. Players are indices 0..2: the active seats
    in clockwise order (`seats[i]` is the engine's seat of index i; i+1 mod 3 plays next).

    `trick` holds the (index, card) already played to the current trick; `trump` is -1
    without trump; `melds_count[i]` is False when index i's melds are worth 0 (R52).
    """

    hands: tuple[int, int, int]
    declarer: int
    to_act: int
    trick: tuple[tuple[int, int], ...] = ()
    trump: int = -1
    tricks_played: int = 0
    must_trump: bool = True
    must_beat: bool = False
    marriage_first_trick: bool = False
    four_aces: bool = False
    melds_count: tuple[bool, bool, bool] = (True, True, True)
    seats: tuple[int, int, int] = (0, 1, 2)

    @classmethod
    def from_deal(cls, deal: Deal) -> "Position":
        """The position of an engine deal in the PLAY phase."""
        if deal.phase is not Phase.PLAY:
            raise ValueError(f"the deal is not in the play phase ({deal.phase.name})")
        seats = tuple(deal.seats)
        index = {s: i for i, s in enumerate(seats)}
        if any(deal.next_seat[s] != seats[(i + 1) % 3] for i, s in enumerate(seats)):
            raise ValueError("the active seats are not in playing order")
        r = deal.rules
        barrel = deal.standing.barrel
        return cls(
            hands=tuple(deal.hands[s] for s in seats),
            declarer=index[deal.declarer],
            to_act=index[deal.to_act],
            trick=tuple((index[s], c) for s, c in deal.trick),
            trump=deal.trump,
            tricks_played=len(deal.tricks),
            must_trump=r.must_trump,
            must_beat=r.must_beat,
            marriage_first_trick=r.marriage_first_trick,
            four_aces=r.four_aces,
            melds_count=tuple(r.barrel_marriage or barrel[s] is None for s in seats),
            seats=seats,
        )

    # ------------------------------------------------------------------ rules
    @property
    def lead_suit(self) -> int:
        return _SUIT[self.trick[0][1]] if self.trick else -1

    @property
    def trick_mask(self) -> int:
        m = 0
        for _, c in self.trick:
            m |= 1 << c
        return m

    @property
    def over(self) -> bool:
        return not any(self.hands)

    def may_meld(self) -> bool:
        """R37: only when leading, not in the first trick unless marriage_first_trick."""
        return not self.trick and (self.tricks_played > 0 or self.marriage_first_trick)

    def play_mask(self) -> int:
        return legal_mask(self.hands[self.to_act], self.trick_mask, self.lead_suit,
                          self.trump, self.must_trump, self.must_beat)

    def legal_actions(self) -> list[int]:
        """The play actions Deal.legal_actions() gives (rospisat'/spisat' left out)."""
        out = []
        m = self.play_mask()
        while m:
            low = m & -m
            out.append(low.bit_length() - 1)
            m ^= low
        if self.may_meld():
            hand = self.hands[self.to_act]
            for s in range(4):
                mm = MARRIAGE_MASKS[s]
                if hand & mm == mm:
                    out.append(s * 6 + KING + A.MELD_OFFSET)
                    out.append(s * 6 + QUEEN + A.MELD_OFFSET)
            if self.four_aces and hand & ACES_MASK == ACES_MASK:
                out.extend(s * 6 + ACE + A.MELD_OFFSET for s in range(4))
        return out

    def play(self, action: int) -> tuple["Position", int]:
        """The position after `action` (assumed legal) and the points the declarer gains
        by it (a meld it declares, or the trick it completes and wins)."""
        seat = self.to_act
        c = action - A.MELD_OFFSET if action >= A.MELD_OFFSET else action
        hands = list(self.hands)
        hands[seat] ^= 1 << c
        gain = 0
        trump = self.trump
        if action >= A.MELD_OFFSET:
            if _RANK[c] == ACE:
                value = FOUR_ACES_VALUE
            else:
                value = MARRIAGE_VALUES[_SUIT[c]]
                trump = _SUIT[c]
            if seat == self.declarer and self.melds_count[seat]:
                gain += value
        trick = self.trick + ((seat, c),)
        if len(trick) < 3:
            return replace(self, hands=tuple(hands), to_act=(seat + 1) % 3, trick=trick,
                           trump=trump), gain
        winner = trick_winner(trick, trump)
        if winner == self.declarer:
            gain += sum(CARD_POINTS[cc] for _, cc in trick)
        return replace(self, hands=tuple(hands), to_act=winner, trick=(), trump=trump,
                       tricks_played=self.tricks_played + 1), gain


def trick_winner(trick, trump: int) -> int:
    """R39: the index who played the highest trump, else the highest card of the led suit."""
    m = 0
    for _, c in trick:
        m |= 1 << c
    if trump >= 0 and m & SUIT_MASKS[trump]:
        best = (m & SUIT_MASKS[trump]).bit_length() - 1
    else:
        best = (m & SUIT_MASKS[_SUIT[trick[0][1]]]).bit_length() - 1
    for s, c in trick:
        if c == best:
            return s
    raise AssertionError("no winner")


# ---------------------------------------------------------------------------- the core
_MELD_BITS = ACES_MASK
for _mm in MARRIAGE_MASKS:
    _MELD_BITS |= _mm


def _meld_subsets():
    """Every subset of _MELD_BITS (the kings, queens and aces), as masks."""
    bits = [c for c in range(24) if _MELD_BITS >> c & 1]
    for k in range(1 << len(bits)):
        m = 0
        for i, c in enumerate(bits):
            if k >> i & 1:
                m |= 1 << c
        yield m


@lru_cache(maxsize=None)
def _meld_table(four_aces: bool, counts: bool = True) -> dict[int, int]:
    """hand & _MELD_BITS -> the value of the melds the hand could still declare (0 when
    its melds do not count, R52)."""
    out = {}
    for m in _meld_subsets():
        v = 0
        if counts:
            for s in range(4):
                if m & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]:
                    v += MARRIAGE_VALUES[s]
            if four_aces and m & ACES_MASK == ACES_MASK:
                v += FOUR_ACES_VALUE
        out[m] = v
    return out


@lru_cache(maxsize=None)
def _break_table(four_aces: bool) -> dict[int, tuple[int, int]]:
    """hand & _MELD_BITS -> (lo, hi): masks of the cards that may not join a group of
    interchangeable cards as its new top card (lo) or be extended from (hi), because
    playing one card rather than the other would keep or break a meld still in the hand
    (see `_make_node`)."""
    out = {}
    for m in _meld_subsets():
        lo = hi = 0
        for s in range(4):
            if m & MARRIAGE_MASKS[s] == MARRIAGE_MASKS[s]:
                lo |= 1 << (s * 6 + QUEEN)  # nothing below Q may be merged with it
                hi |= 1 << (s * 6 + KING)   # nor anything above K
        if four_aces and m & ACES_MASK == ACES_MASK:
            lo |= ACES_MASK  # nor a ten with its ace
        out[m] = (lo, hi)
    return out


def _make_node(must_trump: bool, must_beat: bool, four_aces: bool, d_melds: bool,
               tt: dict, counter: list):
    """The search from a trick boundary, as closures over the rules of play.

    node(hl, hn, hp, rd, trump, rem, alpha, beta) -> the fail-soft alpha-beta value of the
    declarer's points from the remaining tricks. hl, hn, hp are the hands of the leader
    and of the two players after it; rd (0, 1, 2) is the declarer's place among them;
    trump is -1 (none), 0..3, or -2 (none, and melds may not be declared yet: the first
    trick, R37); rem is the card points still in the hands.

    One call searches a whole trick: the lead, the second and the third card are nested
    loops, each with its own alpha-beta window (max for the declarer, min for a
    defender); the next trick is a recursive call. The transposition table `tt` maps
    (hl, hn, hp, rd, trump) to (lower bound, upper bound, best lead) of the remaining
    tricks' value, so it does not depend on the points taken before.

    Dominance pruning (interchangeable cards). Two cards X > Y of one suit in one hand,
    with no other card still in play ranked between them, are interchangeable for every
    later trick; when this trick goes to the same side whichever of the two is played,
    swapping them maps every line of play after X onto one after Y with the same trick
    winners, and only the points differ: if this trick goes to the declarer, the line
    after X gives it X - Y more when the other card later falls in a defenders' trick,
    else the same; if it goes to the defenders, the line after X gives the declarer
    X - Y less when the other card later falls in a declarer's trick, else the same. So
    of such a group the highest card is at least as good as the others for the side
    winning the trick, the lowest for the other side, and only that one is tried:
      - by the last player of the trick (who wins is known for each card);
      - by the second player, when the third cannot beat the card winning the trick
        (the cards on the table count as "in play" there);
      - by the leader, for a run of cards above all the others' cards of the suit,
        when neither follower can trump: the run wins the trick whatever is led.
    A meld still in the hand breaks the argument when only one of the two cards belongs
    to it (playing that one breaks the meld), so such pairs are never merged (the
    leader's run is then left whole).
    """
    SM = _TMASK
    S = _SUIT
    P = CARD_POINTS
    MT = must_trump
    MB = must_beat
    FA = four_aces
    MELD_BITS = _MELD_BITS
    POT = _meld_table(four_aces, d_melds)
    BRK = _break_table(four_aces)
    MM = MARRIAGE_MASKS
    MV = MARRIAGE_VALUES if d_melds else (0, 0, 0, 0)
    AV = FOUR_ACES_VALUE if d_melds else 0
    ACES = ACES_MASK
    SUITS = SUIT_MASKS
    tt_get = tt.get
    # ROT[r][rd]: the declarer's place when the player of place r leads the next trick
    ROT = ((0, 1, 2), (2, 0, 1), (1, 2, 0))

    def one_of(gl, gh, l2, c1, ls, nt, rd, hp, LM, TM):
        """The cards to try of the second player's group gl..gh of interchangeable
        cards: one when the third player cannot change who wins the trick."""
        if gl == gh:
            return 1 << gl
        # does the group beat the lead, and can the third player beat the winner then?
        if (S[gl] == ls and gl > c1) or (S[gl] == nt and ls != nt):
            w = gl
            own = True  # the second player's side wins the trick
        else:
            w = c1
            own = rd == 2  # the leader's side is the second player's
        f = hp & LM
        if f:
            fixed = S[w] != ls or not f >> (w + 1)
        elif not TM or not hp & TM:
            fixed = True
        elif S[w] == nt:
            fixed = not (hp & TM) >> (w + 1)
        else:
            fixed = False
        if not fixed:
            return l2 & ((2 << gh) - (1 << gl))
        return 1 << gh if own else 1 << gl

    def node2(hl, hn, hp, rd, trump, rem, alpha, beta):
        """node() with two tricks left: no move ordering, no groups, the last trick
        evaluated in line."""
        counter[0] += 1
        hd = hl if rd == 0 else (hn if rd == 1 else hp)
        ub = rem + POT[hd & MELD_BITS]
        if ub <= alpha:
            return ub
        if beta <= 0:
            return 0
        key = (hl, hn, hp, rd, trump)
        ent = tt_get(key)
        if ent is not None:
            lo, hi, _ = ent
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo = 0
            hi = ub
        ca = hl.bit_length() - 1
        cb = (hl ^ (1 << ca)).bit_length() - 1
        if trump == -2:
            nt0 = -1
            leads = (ca, cb)
        else:
            nt0 = trump
            if hl == MM[S[ca]]:  # a marriage: K and Q, each with or without declaring
                leads = (ca + 24, cb + 24, ca, cb)
            else:
                leads = (ca, cb)
        max1 = rd == 0
        max2 = rd == 1
        max3 = rd == 2
        a1 = alpha
        b1 = beta
        best1 = -INF if max1 else INF
        for a in leads:
            if a >= 24:
                c1 = a - 24
                nt = S[c1]
                mv = MV[nt] if max1 else 0
            else:
                c1 = a
                nt = nt0
                mv = 0
            b1c = 1 << c1
            ls = S[c1]
            LM = SM[ls]
            TM = SM[nt]
            hl1 = hl ^ b1c
            p1 = P[c1]
            f = hn & LM
            if f:
                if MB:
                    x = f >> (c1 + 1) << (c1 + 1)
                    if x:
                        f = x
                l2 = f
            elif TM and hn & TM:
                x = hn & TM
                l2 = x if MT else (hn & ~TM) | x
            else:
                l2 = hn
            a2 = a1
            b2 = b1
            best2 = -INF if max2 else INF
            while l2:
                c2 = l2.bit_length() - 1
                b2c = 1 << c2
                l2 ^= b2c
                hn1 = hn ^ b2c
                if (S[c2] == ls and c2 > c1) or (S[c2] == nt and ls != nt):
                    w = c2
                    wr = 1
                else:
                    w = c1
                    wr = 0
                ws = S[w]
                tm = b1c | b2c
                p12 = p1 + P[c2]
                f = hp & LM
                if f:
                    if MB and not (TM and ls != nt and tm & TM):
                        x = (tm & LM).bit_length()
                        x = f >> x << x
                        if x:
                            f = x
                    l3 = f
                elif TM and hp & TM:
                    f = hp & TM
                    if MB:
                        x = (tm & TM).bit_length()
                        x = f >> x << x
                        if x:
                            f = x
                    l3 = f if MT else (hp & ~TM) | f
                else:
                    l3 = hp
                a3 = a2
                b3 = b2
                best3 = -INF if max3 else INF
                while l3:
                    c3 = l3.bit_length() - 1
                    b3c = 1 << c3
                    l3 ^= b3c
                    sc = S[c3]
                    pts = p12 + P[c3]
                    h3 = hp ^ b3c
                    t4 = hl1 | hn1 | h3  # the last trick's cards
                    if (sc == ws and c3 > w) or (sc == nt and ws != nt):
                        r = 2
                        x = t4 & TM or t4 & SM[S[h3.bit_length() - 1]]
                    elif wr == 1:
                        r = 1
                        x = t4 & TM or t4 & SM[S[hn1.bit_length() - 1]]
                    else:
                        r = 0
                        x = t4 & TM or t4 & SM[S[hl1.bit_length() - 1]]
                    v = mv + pts if r == rd else mv
                    if 1 << (x.bit_length() - 1) == (hl1 if rd == 0 else (hn1 if rd == 1 else h3)):
                        v += rem - pts
                    if max3:
                        if v > best3:
                            best3 = v
                            if v >= b3:
                                break
                            if v > a3:
                                a3 = v
                    elif v < best3:
                        best3 = v
                        if v <= a3:
                            break
                        if v < b3:
                            b3 = v
                v = best3
                if max2:
                    if v > best2:
                        best2 = v
                        if v >= b2:
                            break
                        if v > a2:
                            a2 = v
                elif v < best2:
                    best2 = v
                    if v <= a2:
                        break
                    if v < b2:
                        b2 = v
            v = best2
            if max1:
                if v > best1:
                    best1 = v
                    if v >= b1:
                        break
                    if v > a1:
                        a1 = v
            elif v < best1:
                best1 = v
                if v <= a1:
                    break
                if v < b1:
                    b1 = v
        v = best1
        if v <= alpha:
            if v < hi:
                hi = v
        elif v >= beta:
            if v > lo:
                lo = v
        else:
            lo = hi = v
        tt[key] = (lo, hi, -1)
        return v

    def node(hl, hn, hp, rd, trump, rem, alpha, beta):
        x = hl & (hl - 1)
        if not x & (x - 1):
            if x:
                return node2(hl, hn, hp, rd, trump, rem, alpha, beta)
            # the last trick: one card each, nothing to choose
            counter[0] += 1
            tm = hl | hn | hp
            x = tm & SM[trump] or tm & SM[S[hl.bit_length() - 1]]
            x = 1 << (x.bit_length() - 1)
            return rem if x == (hl if rd == 0 else (hn if rd == 1 else hp)) else 0
        counter[0] += 1
        x &= x - 1
        sub = node if x & (x - 1) else node2  # the search of the next trick
        hd = hl if rd == 0 else (hn if rd == 1 else hp)
        ub = rem + POT[hd & MELD_BITS]
        if ub <= alpha:
            return ub
        if beta <= 0:
            return 0
        key = (hl, hn, hp, rd, trump)
        ent = tt_get(key)
        if ent is not None:
            lo, hi, bm = ent
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo = 0
            hi = ub
            bm = -1

        # ---- the leads, as actions (card + 24: the card declaring its meld), in order:
        # the best lead found before, melds, cards highest in their suit among the cards
        # in play (strongest first), the others (weakest first)
        leads = []
        if trump == -2:
            nt0 = -1
            m = hl
        else:
            nt0 = trump
            m = hl
            if hl & MELD_BITS:
                for s in range(4):
                    if hl & MM[s] == MM[s]:
                        leads.append(s * 6 + 27)
                        leads.append(s * 6 + 26)
                if FA and rd == 0 and hl & ACES == ACES:
                    # the declarer's four-aces lead dominates the same lead undeclared;
                    # a defender's is the same as the lead undeclared
                    leads += (29, 35, 41, 47)
                    m = hl & ~ACES
        # A run of cards on top of their suit are interchangeable (see above), and all
        # win the trick when neither follower can trump: only the highest is tried.
        oth = hn | hp
        TM = SM[nt0]
        x = hl & MELD_BITS
        brk = BRK[x][0] | BRK[x][1] if x else 0
        top = 0
        for sm in SUITS:
            x = m & sm
            o = oth & sm
            if x > o:
                b = 1 << (x.bit_length() - 1)
                top |= b
                x = x >> o.bit_length() << o.bit_length()  # the run on top
                if x != b and not x & brk and (
                        not TM or sm == TM
                        or ((hn & sm or not hn & TM) and (hp & sm or not hp & TM))):
                    m ^= x ^ b
        x = top
        while x:
            c = x.bit_length() - 1
            leads.append(c)
            x ^= 1 << c
        x = m ^ top
        while x:
            b = x & -x
            leads.append(b.bit_length() - 1)
            x ^= b
        if bm >= 0:
            leads.remove(bm)
            leads.insert(0, bm)

        max1 = rd == 0
        max2 = rd == 1
        max3 = rd == 2
        a1 = alpha
        b1 = beta
        best1 = -INF if max1 else INF
        bmove = -1
        RL = ROT[1][rd]
        RP = ROT[2][rd]
        x = hp & MELD_BITS
        brk_lo, brk_hi = BRK[x] if x else (0, 0)
        x = hn & MELD_BITS
        brk2_lo, brk2_hi = BRK[x] if x else (0, 0)
        for a in leads:
            if a >= 24:
                c1 = a - 24
                if c1 % 6 == 5:  # four aces: no trump change
                    nt = nt0
                    mv = AV if max1 else 0
                else:
                    nt = S[c1]
                    mv = MV[nt] if max1 else 0
            else:
                c1 = a
                nt = nt0
                mv = 0
            b1c = 1 << c1
            ls = S[c1]
            LM = SM[ls]
            TM = SM[nt]
            hl1 = hl ^ b1c
            p1 = P[c1]
            # ---- the second player's cards (R36): those beating the lead first
            # (strongest first), then the others (weakest first)
            f = hn & LM
            if f:
                if MB:
                    x = f >> (c1 + 1) << (c1 + 1)
                    if x:
                        f = x
                l2 = f
            elif TM and hn & TM:
                x = hn & TM
                l2 = x if MT else (hn & ~TM) | x
            else:
                l2 = hn
            if not l2 & (l2 - 1):
                o2 = (l2.bit_length() - 1,)
            else:
                # groups of interchangeable cards: one of a group is enough when the
                # third player cannot change who wins the trick (see above)
                rest = hl1 | hn | hp | b1c
                keep = 0
                gl = gh = -1
                x = l2
                while x:
                    b = x & -x
                    x ^= b
                    c = b.bit_length() - 1
                    if (gh >= 0 and S[c] == S[gh] and not (b - (2 << gh)) & rest
                            and not (brk2_lo >> c) & 1 and not (brk2_hi >> gh) & 1):
                        gh = c
                        continue
                    if gh >= 0:
                        keep |= one_of(gl, gh, l2, c1, ls, nt, rd, hp, LM, TM)
                    gl = gh = c
                keep |= one_of(gl, gh, l2, c1, ls, nt, rd, hp, LM, TM)
                l2 = keep
                m = (l2 & LM) >> (c1 + 1) << (c1 + 1)
                if ls != nt:
                    m |= l2 & TM
                o2 = []
                x = m
                while x:
                    c = x.bit_length() - 1
                    o2.append(c)
                    x ^= 1 << c
                x = l2 ^ m
                while x:
                    b = x & -x
                    o2.append(b.bit_length() - 1)
                    x ^= b
            a2 = a1
            b2 = b1
            best2 = -INF if max2 else INF
            for c2 in o2:
                b2c = 1 << c2
                hn1 = hn ^ b2c
                # the card winning so far, and its place
                if (S[c2] == ls and c2 > c1) or (S[c2] == nt and ls != nt):
                    w = c2
                    wr = 1
                else:
                    w = c1
                    wr = 0
                tm = b1c | b2c
                p12 = p1 + P[c2]
                # ---- the third player's cards (R36), one per group of interchangeable
                # cards (see above): first those giving the trick to its side, then the
                # others, each weakest first
                f = hp & LM
                if f:
                    if MB and not (TM and ls != nt and tm & TM):
                        x = (tm & LM).bit_length()
                        x = f >> x << x
                        if x:
                            f = x
                    l3 = f
                elif TM and hp & TM:
                    f = hp & TM
                    if MB:
                        x = (tm & TM).bit_length()
                        x = f >> x << x
                        if x:
                            f = x
                    l3 = f if MT else (hp & ~TM) | f
                else:
                    l3 = hp
                ws = S[w]
                if not l3 & (l3 - 1):
                    c3s = (l3.bit_length() - 1,)
                else:
                    rest = hl1 | hn1 | hp
                    good = []
                    bad = []
                    gl = gh = -1
                    gw = False
                    while l3:
                        b = l3 & -l3
                        l3 ^= b
                        c = b.bit_length() - 1
                        sc = S[c]
                        win = (sc == ws and c > w) or (sc == nt and ws != nt)
                        if (gh >= 0 and win == gw and sc == S[gh]
                                and not (b - (2 << gh)) & rest
                                and not (brk_lo >> c) & 1 and not (brk_hi >> gh) & 1):
                            gh = c
                            continue
                        if gh >= 0:
                            if (rd == (2 if gw else wr)) == max3:
                                good.append(gh)
                            else:
                                bad.append(gl)
                        gl = gh = c
                        gw = win
                    if (rd == (2 if gw else wr)) == max3:
                        good.append(gh)
                    else:
                        bad.append(gl)
                    c3s = good + bad if bad else good
                a3 = a2
                b3 = b2
                best3 = -INF if max3 else INF
                for c3 in c3s:
                    b3c = 1 << c3
                    sc = S[c3]
                    pts = p12 + P[c3]
                    # base: what the declarer gets from this trick; the next trick is
                    # not searched when its window is empty (its value is at least 0)
                    if (sc == ws and c3 > w) or (sc == nt and ws != nt):
                        base = mv + pts if rd == 2 else mv
                        v = base if b3 <= base else base + sub(
                            hp ^ b3c, hl1, hn1, RP, nt, rem - pts, a3 - base, b3 - base)
                    elif wr == 1:
                        base = mv + pts if rd == 1 else mv
                        v = base if b3 <= base else base + sub(
                            hn1, hp ^ b3c, hl1, RL, nt, rem - pts, a3 - base, b3 - base)
                    else:
                        base = mv + pts if rd == 0 else mv
                        v = base if b3 <= base else base + sub(
                            hl1, hn1, hp ^ b3c, rd, nt, rem - pts, a3 - base, b3 - base)
                    if max3:
                        if v > best3:
                            best3 = v
                            if v >= b3:
                                break
                            if v > a3:
                                a3 = v
                    elif v < best3:
                        best3 = v
                        if v <= a3:
                            break
                        if v < b3:
                            b3 = v
                v = best3
                if max2:
                    if v > best2:
                        best2 = v
                        if v >= b2:
                            break
                        if v > a2:
                            a2 = v
                elif v < best2:
                    best2 = v
                    if v <= a2:
                        break
                    if v < b2:
                        b2 = v
            v = best2
            if max1:
                if v > best1:
                    best1 = v
                    bmove = a
                    if v >= b1:
                        break
                    if v > a1:
                        a1 = v
            elif v < best1:
                best1 = v
                bmove = a
                if v <= a1:
                    break
                if v < b1:
                    b1 = v
        v = best1
        if v <= alpha:
            if v < hi:
                hi = v
        elif v >= beta:
            if v > lo:
                lo = v
        else:
            lo = hi = v
        tt[key] = (lo, hi, bmove)
        return v

    return node


def _ordered(pos: Position, actions: list[int]) -> list[int]:
    """Mid-trick moves in about the core's order: for the last player, the cards giving
    the trick to its side first, then the others, each weakest first; for the second,
    the cards beating the lead first (strongest first), then the others (weakest first).
    """
    trump = pos.trump
    w = -1
    wseat = -1
    for seat, c in pos.trick:
        if w < 0 or (_SUIT[c] == _SUIT[w] and c > w) or (_SUIT[c] == trump != _SUIT[w]):
            w, wseat = c, seat
    me = pos.to_act
    last = len(pos.trick) == 2
    d = pos.declarer

    def key(a: int):
        c = a - A.MELD_OFFSET if a >= A.MELD_OFFSET else a
        beats = (_SUIT[c] == _SUIT[w] and c > w) or (_SUIT[c] == trump != _SUIT[w])
        if last:
            good = ((me if beats else wseat) == d) == (me == d)
            return (0 if good else 1, _RANK[c], c)
        return (0, -c) if beats else (1, _RANK[c], c)

    return sorted(actions, key=key)


class Solver:
    """A search and its transposition table, for positions under one set of rules of
    play (must_trump, must_beat, four_aces, and whether the declarer's melds count).

    The table holds values of the remaining tricks only, so it stays valid for every
    position searched with these rules (other positions of the deal, other deals, the
    sampled worlds of a search bot): reuse one Solver to share it, `clear()` it to free
    memory. `nodes` counts the trick boundaries searched so far.
    """

    def __init__(self, must_trump: bool = True, must_beat: bool = False,
                 four_aces: bool = False, declarer_melds_count: bool = True):
        self.config = (must_trump, must_beat, four_aces, declarer_melds_count)
        self.tt: dict = {}
        self._counter = [0]
        self._node = _make_node(must_trump, must_beat, four_aces, declarer_melds_count,
                                self.tt, self._counter)

    @classmethod
    def for_position(cls, pos: Position) -> "Solver":
        """A Solver for the rules of play of `pos`."""
        return cls(pos.must_trump, pos.must_beat, pos.four_aces,
                   pos.melds_count[pos.declarer])

    @property
    def nodes(self) -> int:
        return self._counter[0]

    def _check(self, pos: Position) -> None:
        cfg = (pos.must_trump, pos.must_beat, pos.four_aces, pos.melds_count[pos.declarer])
        if cfg != self.config:
            raise ValueError("this Solver was made for other rules of play")

    # ------------------------------------------------------------------ search
    def _search(self, pos: Position, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta value of `pos` (any point of a trick)."""
        if not pos.trick:
            hands = pos.hands
            i = pos.to_act
            if not hands[i]:
                return 0
            d = pos.declarer
            trump = pos.trump
            if not pos.may_meld():
                trump = _FIRST
            rem = 0
            for h in hands:
                m = h
                while m:
                    low = m & -m
                    rem += CARD_POINTS[low.bit_length() - 1]
                    m ^= low
            return self._node(hands[i], hands[(i + 1) % 3], hands[(i + 2) % 3],
                              (d - i) % 3, trump, rem, alpha, beta)
        maximise = pos.to_act == pos.declarer
        best = -INF if maximise else INF
        for a in _ordered(pos, pos.legal_actions()):
            child, gain = pos.play(a)
            v = gain + self._search(child, alpha - gain, beta - gain)
            if maximise:
                if v > best:
                    best = v
                    if v >= beta:
                        break
                    if v > alpha:
                        alpha = v
            else:
                if v < best:
                    best = v
                    if v <= alpha:
                        break
                    if v < beta:
                        beta = v
        return best

    def clear(self) -> None:
        """Forget the transposition table."""
        self.tt.clear()

    def search(self, pos: Position, alpha: int, beta: int) -> int:
        """Fail-soft alpha-beta: the value of `pos` if it lies strictly between alpha and
        beta, else a bound on the same side of the window (at most alpha, at least beta).
        """
        self._check(pos)
        return self._search(pos, alpha, beta)

    def can_reach(self, pos: Position, n: int) -> bool:
        """Can the declarer add at least n points from here (zero-window search)?"""
        self._check(pos)
        if n <= 0:
            return True
        return self._search(pos, n - 1, n) >= n

    def solve(self, pos: Position) -> int:
        """The exact value of `pos`: the points the declarer adds from now on."""
        self._check(pos)
        return self._search(pos, -1, INF)

    def solve_moves(self, pos: Position) -> dict[int, int]:
        """{action: exact value} for each legal action of the player to act, in the order
        of Deal.legal_actions() (rospisat' left out); the value counts what the action
        itself gives the declarer (a meld, the trick it completes)."""
        self._check(pos)
        out = {}
        for a in pos.legal_actions():
            child, gain = pos.play(a)
            out[a] = gain + self._search(child, -1, INF)
        return out


def solve(pos: Position, solver: Optional[Solver] = None) -> int:
    """The points the declarer adds from `pos` on, both sides playing perfectly."""
    return (solver or Solver.for_position(pos)).solve(pos)


def can_reach(pos: Position, n: int, solver: Optional[Solver] = None) -> bool:
    """Whether the declarer can add at least n points from `pos` on."""
    return (solver or Solver.for_position(pos)).can_reach(pos, n)


def solve_moves(pos: Position, solver: Optional[Solver] = None) -> dict[int, int]:
    """{action: exact value after it} for every legal action of the player to act."""
    return (solver or Solver.for_position(pos)).solve_moves(pos)


best_moves = solve_moves
