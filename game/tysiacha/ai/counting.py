"""Card counting for the bots: what one seat can know of the hidden cards, from its
observation only (DESIGN.md).

It tracks the cards played, the trump of every trick (R37: a marriage changes it from
the trick it is declared in), the voids shown by failing to follow suit (R36, and the
trump too under must_trump), what must_beat reveals, the cards the declarer gave (R26),
the partner card of a declared marriage, and the prikup when it was shown (R20).
"""
from __future__ import annotations

from ..engine.cards import FULL_MASK, KING, QUEEN, SUIT_MASKS, mask_of, points_of
from ..engine.dealing import active_seats
from ..engine.observation import Observation


def beats(c: int, best: int, trump: int) -> bool:
    """Whether card `c` beats `best`, the card winning a trick so far (R39)."""
    cs, bs = c // 6, best // 6
    if cs == bs:
        return c > best
    return cs == trump


def not_held(c: int, led: int, best: int, trump: int, must_trump: bool,
             must_beat: bool) -> int:
    """The cards a seat that played `c` to a trick led in `led`, `best` winning it so far,
    cannot have held (R36): the suit led when it did not follow, the trump when it did
    not trump under must_trump, what would have beaten `best` under must_beat."""
    out = 0
    cs = c // 6
    if cs != led:
        out |= SUIT_MASKS[led]
        if trump >= 0 and trump != led:
            if cs != trump and must_trump:
                out |= SUIT_MASKS[trump]
            elif cs == trump and must_beat and best // 6 == trump and c < best:
                out |= above(best)  # could not over-trump
    elif must_beat and best // 6 == led and c < best:
        out |= above(best)  # could not beat the trick in the suit led
    return out


def trick_winner(trick, trump: int) -> tuple[int, int]:
    """(seat, card) winning the cards played so far of a trick."""
    best_seat, best = trick[0]
    for s, c in trick[1:]:
        if beats(c, best, trump):
            best_seat, best = s, c
    return best_seat, best


def above(c: int) -> int:
    """The cards of c's suit stronger than c (R1)."""
    return SUIT_MASKS[c // 6] & ~((2 << c) - 1)


class Knowledge:
    """One seat's view of where the cards are, rebuilt from an observation."""

    __slots__ = ("obs", "seat", "rules", "hand", "played", "out", "trump", "declarer",
                 "others", "next", "prev", "partner", "excluded", "known", "sizes",
                 "prikup_rest", "trick_trumps", "silent_leads")

    def __init__(self, obs: Observation):
        self.obs = obs
        self.seat = me = obs.seat
        self.rules = obs.rules
        self.hand = mask_of(obs.hand)
        self.declarer = obs.declarer
        order = active_seats(obs.rules, obs.dealer)
        i = order.index(me)
        self.next = order[(i + 1) % 3]
        self.prev = order[(i + 2) % 3]
        self.others = (self.next, self.prev)
        self.partner = -1
        if obs.declarer >= 0 and me != obs.declarer:
            self.partner = self.next if self.prev == obs.declarer else self.prev
        self.sizes = obs.hand_sizes
        self.excluded = {s: 0 for s in self.others}
        self.known = {s: 0 for s in self.others}
        self.played = 0
        self.trick_trumps: list[int] = []
        self.prikup_rest = 0
        self.silent_leads = {}  # seat -> leads where it could have declared and did not
        self._replay(obs)
        self.out = FULL_MASK & ~self.hand & ~self.played
        if obs.phase <= 1:  # bidding: nothing is known of the others yet
            return
        self._place_known(obs)
        self._settle()

    # ------------------------------------------------------------------ building
    def _replay(self, obs: Observation) -> None:
        """Walk the tricks in order, following the trump and reading voids."""
        melds = {(s, k) for s, k, _ in obs.melds if k != "aces"}
        trump = -1
        tricks = [t for t, _ in obs.tricks]
        if obs.trick:
            tricks.append(obs.trick)
        must_trump, must_beat = self.rules.must_trump, self.rules.must_beat
        first_ok = self.rules.marriage_first_trick
        for i, trick in enumerate(tricks):
            lead_seat, lead = trick[0]
            if lead % 6 in (KING, QUEEN) and (lead_seat, lead // 6) in melds:
                melds.discard((lead_seat, lead // 6))
                trump = lead // 6
            elif i or first_ok:
                self.silent_leads[lead_seat] = self.silent_leads.get(lead_seat, 0) + 1
            self.trick_trumps.append(trump)
            led = lead // 6
            best = lead
            for s, c in trick:
                self.played |= 1 << c
                if s == lead_seat:
                    continue
                if s in self.excluded:
                    self._read_follow(s, c, led, best, trump, must_trump, must_beat)
                if beats(c, best, trump):
                    best = c
        self.trump = obs.trump

    def _read_follow(self, s, c, led, best, trump, must_trump, must_beat) -> None:
        self.excluded[s] |= not_held(c, led, best, trump, must_trump, must_beat)

    def _place_known(self, obs: Observation) -> None:
        me, decl = self.seat, self.declarer
        for s, c in obs.given:  # the declarer knows both gifts; a defender its own
            if s != me and not self.played >> c & 1:
                self.known[s] |= 1 << c
        for s, kind, _ in obs.melds:
            if kind == "aces" or s == me:
                continue
            pair = (1 << (kind * 6 + KING)) | (1 << (kind * 6 + QUEEN))
            self.known[s] |= pair & ~self.played
        if obs.prikup is not None and me != decl and decl >= 0:
            mine = {c for s, c in obs.given if s == me}
            rest = mask_of(c for c in obs.prikup if c not in mine)
            self.prikup_rest = rest & ~self.played

    def _settle(self) -> None:
        a, b = self.others
        ex, kn, out = self.excluded, self.known, self.out
        for _ in range(2):
            ex[a] |= kn[b]
            ex[b] |= kn[a]
            kn[a] |= out & ex[b] & ~ex[a]
            kn[b] |= out & ex[a] & ~ex[b]
            # a seat holding as many known cards as its hand size holds nothing else
            for s, t in ((a, b), (b, a)):
                if kn[s].bit_count() >= self.sizes[s]:
                    ex[s] |= out & ~kn[s]
                    kn[t] |= out & ~kn[s]
        for s in self.others:
            ex[s] &= out
            kn[s] &= out

    # ------------------------------------------------------------------ queries
    def possible(self, seat: int) -> int:
        """The out cards `seat` may hold."""
        return self.out & ~self.excluded[seat]

    def p_holds(self, seat: int, c: int) -> float:
        """The chance that `seat` (another active seat) holds card `c`."""
        bit = 1 << c
        if not self.out & bit or self.excluded[seat] & bit:
            return 0.0
        if self.known[seat] & bit:
            return 1.0
        other = self.next if seat == self.prev else self.prev
        free_s = self.sizes[seat] - self.known[seat].bit_count()
        free_o = self.sizes[other] - self.known[other].bit_count()
        if self.excluded[other] & bit or free_o <= 0:
            return 1.0
        if free_s <= 0:
            return 0.0
        p = free_s / (free_s + free_o)
        if self.prikup_rest & bit:  # kept from the prikup by the declarer, most likely
            p = 0.85 if seat == self.declarer else 0.15
        return p

    def p_any(self, seat: int, mask: int) -> float:
        """The chance that `seat` holds at least one card of `mask`."""
        m = mask & self.out
        miss = 1.0
        while m:
            low = m & -m
            miss *= 1.0 - self.p_holds(seat, low.bit_length() - 1)
            if miss == 0.0:
                return 1.0
            m ^= low
        return 1.0 - miss

    def p_void(self, seat: int, suit: int) -> float:
        return 1.0 - self.p_any(seat, SUIT_MASKS[suit])

    def marriage_odds(self, seat: int) -> list[float]:
        """Per suit, the chance that `seat` holds a marriage it has not declared: lower
        for each lead where it could have declared one and did not (R37)."""
        damp = 0.6 ** self.silent_leads.get(seat, 0)
        return [self.p_holds(seat, s * 6 + KING) * self.p_holds(seat, s * 6 + QUEEN) * damp
                for s in range(4)]

    def is_master(self, c: int) -> bool:
        """No out card of c's suit is stronger."""
        return not self.out & above(c)

    def points_taken(self, seat: int) -> int:
        """Card points of the tricks `seat` won plus its melds so far (R44)."""
        obs = self.obs
        total = obs.taken[seat]
        for s, _, v in obs.melds:
            if s == seat:
                total += v
        return total

    def remaining_points(self) -> int:
        """Card points not yet in a finished trick (in hands or the current trick)."""
        done = 0
        for t, _ in self.obs.tricks:
            for _, c in t:
                done |= 1 << c
        return points_of(FULL_MASK & ~done)
