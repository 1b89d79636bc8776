"""How likely an opponent is to beat a combination, from what a seat can see: the unseen
cards and how many each other seat holds (the policy's judgement, policy.py).

The unseen cards are dealt at random among the other three hands, as far as the seat
knows, so an opponent holding n of the N unseen cards holds x of the K unseen cards of a
rank with the hypergeometric chance. `Odds(seat view).beaten(play)` is the chance that
either opponent holds a combination of the same kind and length above `play`, or a bomb;
each (kind, length, rank) is worked out once per view. Ranks are taken one at a time and
the two opponents as independent: an approximation that keeps a decision well under a
millisecond, which the search's playouts need (search.py).
"""
from __future__ import annotations

from math import comb

from ..engine.cards import DR_BIT, PH_BIT
from ..engine.combos import BOMB, DOG, FULL_HOUSE, PAIR, SINGLE, STAIRS, STRAIGHT, TRIPLE, Play

MAX_N = 56
MAX_K = 4
MAX_DRAW = 14


def _tail_table() -> list[float]:
    """AT_LEAST[((N * 5 + K) * 15 + n) * 5 + m]: the chance that n cards drawn from N, of
    which K are of a kind, hold at least m of that kind."""
    table = [0.0] * ((MAX_N + 1) * 5 * 15 * 5)
    for big in range(MAX_N + 1):
        for k in range(min(MAX_K, big) + 1):
            for n in range(min(MAX_DRAW, big) + 1):
                total = comb(big, n)
                exact = [comb(k, x) * comb(big - k, n - x) / total if x <= n else 0.0
                         for x in range(5)]
                for m in range(5):
                    table[((big * 5 + k) * 15 + n) * 5 + m] = sum(exact[m:])
    return table


AT_LEAST = _tail_table()


def at_least(big: int, k: int, n: int, m: int) -> float:
    if n > MAX_DRAW or n > big:
        n = min(MAX_DRAW, big)
    return AT_LEAST[((big * 5 + k) * 15 + n) * 5 + m]


def none_of(big: int, k: int, n: int) -> float:
    """The chance that n cards drawn from `big` hold none of `k` marked ones."""
    if k == 0 or n == 0:
        return 1.0
    if k + n > big:
        return 0.0
    p = 1.0
    for i in range(n):
        p *= (big - k - i) / (big - i)
    return p


_NIBBLE_LOW = sum(1 << (4 * i) for i in range(13))


def rank_counts(mask: int) -> list[int]:
    """How many cards of each rank (index 2..14; 0 and 1 unused) the mask holds."""
    out = [0, 0]
    m = mask
    for _ in range(13):
        n = m & 15
        out.append((n & 1) + (n >> 1 & 1) + (n >> 2 & 1) + (n >> 3))
        m >>= 4
    return out


class Odds:
    """The chances of being beaten, as one seat sees the table: `unseen` the cards it
    cannot see (in the other three hands), `opponents` how many cards each opponent
    still holding cards has."""

    __slots__ = ("unseen", "big", "opponents", "counts", "phoenix", "dragon", "bomb_free",
                 "_memo")

    def __init__(self, unseen: int, opponents: tuple[int, ...]):
        self.unseen = unseen
        self.big = unseen.bit_count()
        self.opponents = tuple(min(n, MAX_DRAW) for n in opponents if n)
        self.counts = rank_counts(unseen)
        self.phoenix = bool(unseen & PH_BIT)
        self.dragon = bool(unseen & DR_BIT)
        big = self.big
        # the chance that no opponent holds a four of a kind (straight flushes are rare
        # enough to leave out)
        fours = [r for r in range(2, 15) if self.counts[r] == 4]
        free = 1.0
        for n in self.opponents:
            for _ in fours:
                free *= 1.0 - at_least(big, 4, n, 4)
        self.bomb_free = free
        self._memo: dict = {}

    def beaten(self, p: Play) -> float:
        """The chance that an opponent can beat `p` (module docstring)."""
        key = (p.kind, p.length, p.rank)
        got = self._memo.get(key)
        if got is None:
            got = self._memo[key] = self._beaten(p)
        return got

    def _beaten(self, p: Play) -> float:
        kind = p.kind
        if kind == BOMB:
            return 0.02 if self.bomb_free < 0.95 else 0.0
        if kind == DOG:
            return 0.7  # it is never beaten, but it hands the lead away
        if not self.opponents:
            return 0.0
        if kind == SINGLE:
            free = self._single_free(p)
        elif kind in (PAIR, TRIPLE):
            free = self._group_free(p.rank // 2, 2 if kind == PAIR else 3)
        elif kind == FULL_HOUSE:
            free = self._group_free(p.rank // 2, 3, full=True)
        elif kind == STRAIGHT:
            free = self._run_free(p.rank // 2, p.length, 1)
        elif kind == STAIRS:
            free = self._run_free(p.rank // 2, p.length // 2, 2)
        else:
            free = 1.0
        return 1.0 - free * self.bomb_free

    # ---------------------------------------------------------------- by kind
    def _single_free(self, p: Play) -> float:
        """No opponent holds a higher single: an ordinary card above it, the Dragon, or
        the Phoenix (above anything but the Dragon)."""
        half = p.rank
        if p.cards == PH_BIT:
            half = 29  # kept for an ace: only the Dragon is above it
        if half >= 30:
            return 1.0
        higher = sum(self.counts[r] for r in range(half // 2 + 1, 15)) + self.dragon + self.phoenix
        return none_of(self.big, higher, sum(self.opponents))

    def _group_free(self, rank: int, size: int, full: bool = False) -> float:
        """No opponent holds `size` cards of a higher rank (the Phoenix standing for one);
        for a full house also a pair beside its triple, taken as likely when the hand
        has the cards."""
        big, counts = self.big, self.counts
        free = 1.0
        for n in self.opponents:
            if n < (5 if full else size):
                continue
            miss = miss_one_short = 1.0
            for r in range(rank + 1, 15):
                k = counts[r]
                if k >= size - 1:
                    miss *= 1.0 - at_least(big, k, n, size)
                    if self.phoenix and k >= size - 1:
                        miss_one_short *= 1.0 - at_least(big, k, n, size - 1)
            has = 1.0 - miss
            if self.phoenix:
                has += (1.0 - has) * (n / big) * (1.0 - miss_one_short)
            if full:
                has *= 0.8 if n >= 7 else 0.5
            free *= 1.0 - has
        return free

    def _run_free(self, top: int, ranks: int, size: int) -> float:
        """No opponent holds a straight (size 1) or stairs (size 2) of as many ranks with
        a higher top; the Phoenix may fill one rank."""
        big = self.big
        free = 1.0
        for n in self.opponents:
            if n < ranks * size:
                continue
            ph = self.phoenix * n / big
            holds = self._holding(n, size)
            miss = 1.0
            for hi in range(max(top + 1, ranks), 15):
                window = holds[hi - ranks + 1:hi + 1]
                whole = 1.0
                for c in window:
                    whole *= c
                if ph:
                    filled = 0.0
                    for j, cj in enumerate(window):
                        if cj < 1.0:
                            rest = 1.0
                            for i, c in enumerate(window):
                                if i != j:
                                    rest *= c
                            filled += rest * (1.0 - cj)
                    whole += ph * filled
                if whole >= 1.0:
                    return 0.0
                miss *= 1.0 - whole
            free *= miss
        return free

    def _holding(self, n: int, size: int) -> list[float]:
        """By rank (1 the Mah Jong .. 14): the chance that an opponent of n cards holds
        `size` of it (worked out once per view)."""
        key = (n, size)
        got = self._memo.get(key)
        if got is None:
            big, counts = self.big, self.counts
            mj = (n / big if self.unseen & (1 << 52) else 0.0) if size == 1 else 0.0
            got = [0.0, mj] + [at_least(big, counts[r], n, size) if counts[r] >= size else 0.0
                               for r in range(2, 15)]
            self._memo[key] = got
        return got
