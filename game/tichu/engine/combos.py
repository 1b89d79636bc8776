"""Tichu's combinations and the exact generator of every play a hand can make
(docs/TICHU_RULES.md T10, T13, T15, T18-T20).

A play is a `Play(kind, length, rank, cards)`: `cards` is the mask of the cards played,
`rank` is in half ranks, so that the Phoenix played alone can sit half a rank above the
single it beats (T20): an ordinary rank r is 2r, the Mah Jong 2, the Phoenix led 3, the
Dragon 30. A straight, stairs or full house is ranked by its top (its triple for a full
house); a bomb by (length, rank), which puts every straight flush (5+ cards) above every
four of a kind (T13).

`plays(hand, top)` lists every play `hand` can put on `top` (None: a lead), each once: two
plays differ in their cards, or in the rank the Phoenix gives the same cards (the low or
the high end of a straight, which of two pairs a full house's triple is). It ignores
whose turn it is and the wish: the round (round.py) filters for those.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import NamedTuple, Optional

from .cards import DOG_BIT, MJ_BIT, ORDINARY, PH_BIT, RANK_MASK, card_name, cards_of, \
    rank_of, sort_key

DOG, SINGLE, PAIR, TRIPLE, FULL_HOUSE, STRAIGHT, STAIRS, BOMB = range(8)
KIND_NAMES = ("dog", "single", "pair", "triple", "full house", "straight", "stairs", "bomb")
PHOENIX_LED = 3  # 1.5 (T20)
DRAGON_RANK = 30


class Play(NamedTuple):
    kind: int
    length: int
    rank: int  # half ranks (module docstring)
    cards: int  # mask

    def beats(self, top: Optional["Play"]) -> bool:
        """Whether this play may lie on `top` (T11, T13, T14, T18-T20); None: a lead."""
        if top is None:
            return True
        if self.kind == BOMB:
            return top.kind != DOG and (top.kind != BOMB or
                                        (self.length, self.rank) > (top.length, top.rank))
        return (self.kind == top.kind and self.length == top.length and self.rank > top.rank
                and top.kind != DOG)

    def describe(self) -> str:
        """`pair of 7s`, `straight 3-7 (Phoenix as 4)`, `single Phoenix (7½)`."""
        cards = " ".join(card_name(c) for c in sorted(cards_of(self.cards), key=sort_key))
        if self.kind == BOMB:
            what = "bomb" if self.length == 4 else f"straight flush bomb to {_rank_word(self.rank)}"
        elif self.kind == SINGLE and self.cards == PH_BIT:
            half = self.rank / 2
            what = f"single Phoenix ({int(half)}½)"
        elif self.kind in (STRAIGHT, STAIRS, FULL_HOUSE) or self.cards & PH_BIT:
            what = f"{KIND_NAMES[self.kind]} to {_rank_word(self.rank)}"
        else:
            what = KIND_NAMES[self.kind]
        return f"{what}: {cards}"


# _new(Play, (...)) makes a Play without the keyword handling: the generators make many
_new = tuple.__new__


def _rank_word(half: int) -> str:
    return {2: "1", 22: "J", 24: "Q", 26: "K", 28: "A", 30: "Dragon"}.get(half, str(half // 2))


# ---------------------------------------------------------------- building blocks
# SUBSETS[n][k]: the k-card subsets of a rank's nibble n (which suits are held), as nibbles
SUBSETS = [[[sum(1 << b for b in combo) for combo in combinations([b for b in range(4) if n >> b & 1], k)]
            for k in range(5)] for n in range(16)]


_NIBBLE_LOW = sum(1 << (4 * i) for i in range(13))  # each rank's lowest card bit


# SETS[r][n][k]: the masks of k cards of rank r (2..14) when the hand holds the suits of
# nibble n of that rank; PH_SETS: the same with the Phoenix added (it stands for one more)
SETS = [[], []] + [[[[m << (4 * (r - 2)) for m in SUBSETS[n][k]] for k in range(5)]
                    for n in range(16)] for r in range(2, 15)]
PH_SETS = [[], []] + [[[[m | PH_BIT for m in SETS[r][n][k]] for k in range(5)] for n in range(16)]
                      for r in range(2, 15)]


# ---------------------------------------------------------------- generators by kind
# every card but the Dog and the Phoenix as a single, and the cards that beat a single of
# each half rank (ordinary cards of a higher rank, the Dragon)
_SINGLE = {c: Play(SINGLE, 1, DRAGON_RANK if c == 55 else 2 * rank_of(c), 1 << c)
           for c in range(56) if c not in (53, 54)}
_ABOVE = [sum(1 << c for c, p in _SINGLE.items() if p.rank > floor) for floor in range(-1, 31)]


def singles(hand: int, top: Optional[Play]) -> list[Play]:
    m = hand & _ABOVE[(-1 if top is None else top.rank) + 1]
    out = []
    while m:
        low = m & -m
        m ^= low
        out.append(_SINGLE[low.bit_length() - 1])
    if hand & PH_BIT and phoenix_beats(top):
        out.append(Play(SINGLE, 1, PHOENIX_LED if top is None else top.rank + 1, PH_BIT))
    return out


def phoenix_beats(top: Optional[Play]) -> bool:
    """Whether the Phoenix may be played alone on `top`, a single or nothing (T20): half
    a rank above any single but the Dragon."""
    return top is None or top.rank < DRAGON_RANK


# GROUPS[k][r][n], PH_GROUPS[k][r][n]: the pairs (k 2) or triples (k 3) of rank r that
# nibble n of that rank makes, without the Phoenix and with it standing for one card
GROUPS = {k: [[], []] + [[[Play(kind, k, 2 * r, m) for m in SETS[r][n][k]] for n in range(16)]
                         for r in range(2, 15)] for k, kind in ((2, PAIR), (3, TRIPLE))}
PH_GROUPS = {k: [[], []] + [[[Play(kind, k, 2 * r, m) for m in PH_SETS[r][n][k - 1]] for n in range(16)]
                            for r in range(2, 15)] for k, kind in ((2, PAIR), (3, TRIPLE))}


def pairs(hand: int, top: Optional[Play], kind: int = PAIR) -> list[Play]:
    """Pairs (kind PAIR) or triples (kind TRIPLE) above `top`, from the tables."""
    k = 2 if kind == PAIR else 3
    low = 2 if top is None else top.rank // 2 + 1
    plain = GROUPS[k]
    out: list[Play] = []
    h = hand >> (4 * (low - 2))
    if hand & PH_BIT:
        with_ph = PH_GROUPS[k]
        for r in range(low, 15):
            if h & 15:
                out += plain[r][h & 15]
                out += with_ph[r][h & 15]
            h >>= 4
    else:
        for r in range(low, 15):
            if h & 15:
                out += plain[r][h & 15]
            h >>= 4
    return out


def _held(hand: int) -> tuple[int, int, int]:
    """Which ranks the hand holds at least one, two and three ordinary cards of, as masks
    with each rank's lowest card bit (bit tricks on the rank nibbles, for quick refusals)."""
    a = hand & ORDINARY
    b, c, d = a >> 1, a >> 2, a >> 3
    one = (a | b | c | d) & _NIBBLE_LOW
    two = (a & b | a & c | a & d | b & c | b & d | c & d) & _NIBBLE_LOW
    three = (a & b & (c | d) | c & d & (a | b)) & _NIBBLE_LOW
    return one, two, three


def full_houses(hand: int, top: Optional[Play]) -> list[Play]:
    ph = bool(hand & PH_BIT)
    _, two, three = _held(hand)
    if not (three or ph and two):
        return []
    low = 2 if top is None else top.rank // 2 + 1
    triples: list[tuple[int, list[int], list[int]]] = []  # (rank, plain, with the Phoenix)
    pairs_: list[tuple[int, list[int], list[int]]] = []
    h = hand
    for r in range(2, 15):
        n = h & 15
        h >>= 4
        if not n:
            continue
        sets = SETS[r][n]
        with_ph = PH_SETS[r][n] if ph else ((), (), (), (), ())
        if sets[2] or with_ph[1]:
            pairs_.append((r, sets[2], with_ph[1]))
        if r >= low and (sets[3] or with_ph[2]):
            triples.append((r, sets[3], with_ph[2]))
    out = []
    for t, t_plain, t_ph in triples:
        rank = 2 * t
        for q, q_plain, q_ph in pairs_:
            if q == t:
                continue
            for a in t_plain:
                out += [_new(Play, (FULL_HOUSE, 5, rank, a | b)) for b in q_plain]
                out += [_new(Play, (FULL_HOUSE, 5, rank, a | b)) for b in q_ph]
            for a in t_ph:
                out += [_new(Play, (FULL_HOUSE, 5, rank, a | b)) for b in q_plain]
    return out


def straights(hand: int, top: Optional[Play]) -> list[Play]:
    """Straights of 5+ (T10), the Mah Jong as their 1, the Phoenix in a gap or at an end;
    a straight flush is a bomb, not a straight (T13).

    From each lowest rank the straights are grown a rank at a time: `plain` holds the
    card choices so far without the Phoenix, `with_ph` those where it stands for one
    rank (a missing one, or one held). A lowest rank from which no run of five can be
    reached (the Phoenix filling at most one missing rank) is skipped unseen."""
    ph = bool(hand & PH_BIT)
    held = _held(hand)[0] << 4 | (1 if hand & MJ_BIT else 0)  # rank r at bit 4(r-1), r 1..14
    four = held & (held >> 4) & (held >> 8) & (held >> 12)
    if not (four & (held >> 16) or ph and (four | held & (held >> 8) & (held >> 12) & (held >> 16)
                                           | held & (held >> 4) & (held >> 12) & (held >> 16)
                                           | held & (held >> 4) & (held >> 8) & (held >> 16)
                                           )):
        return []  # no five ranks in a row, the Phoenix filling at most one
    singles_of = [[MJ_BIT] if hand & MJ_BIT else []] + [
        SETS[r][(hand >> ((r - 2) * 4)) & 15][1]
        for r in range(2, 15)]  # index 0: rank 1 (the Mah Jong) .. 13: the ace
    # run[i]: the last index of the unbroken run of held ranks from index i (i - 1: none)
    run = [13] * 15
    for i in range(13, -1, -1):
        run[i] = run[i + 1] if singles_of[i] else i - 1
    y = hand & ORDINARY
    flushes = bool(y & (y >> 4) & (y >> 8) & (y >> 12) & (y >> 16))  # a suit run of five
    out = []
    want_len = None if top is None else top.length
    floor = -1 if top is None else top.rank
    for lo in range(1, 11):
        if not singles_of[lo - 1] and (lo == 1 or not ph):
            continue  # the Phoenix is never the 1 (T20)
        i = lo - 1
        if not ph:
            reach = run[i] + 1
        elif singles_of[i]:  # the Phoenix fills the first missing rank, or adds one at the top
            reach = (run[run[i] + 2] if run[i] < 13 else 13) + 1
        else:  # the Phoenix is the lowest rank
            reach = run[i + 1] + 1
        top_hi = reach if want_len is None else lo + want_len - 1  # longer ones never count
        if reach - lo < 4 or top_hi > reach or 2 * top_hi <= floor:
            continue
        plain, with_ph = [0], []
        for hi in range(lo, top_hi + 1):
            cards = singles_of[hi - 1]
            if ph:
                grown = [m | c for m in with_ph for c in cards]
                if hi != 1:
                    grown += [m | PH_BIT for m in plain]
                with_ph = grown
            if len(cards) == 1:
                c = cards[0]
                plain = [m | c for m in plain]
            else:
                plain = [m | c for m in plain for c in cards]
            length = hi - lo + 1
            if length < 5 or want_len is not None and length != want_len or 2 * hi <= floor:
                continue
            rank = 2 * hi
            if flushes:
                out += [_new(Play, (STRAIGHT, length, rank, m)) for m in plain if not _is_flush(m)]
            else:
                out += [_new(Play, (STRAIGHT, length, rank, m)) for m in plain]
            if with_ph:
                out += [_new(Play, (STRAIGHT, length, rank, m)) for m in with_ph]
    return out


SUIT_MASK = [sum(1 << (4 * i + s) for i in range(13)) for s in range(4)]


def _is_flush(m: int) -> bool:
    """Ordinary cards all of one suit (a straight flush when they make a straight): all
    in the suit of the lowest."""
    return not m & ~SUIT_MASK[((m & -m).bit_length() - 1) & 3]


def stairs(hand: int, top: Optional[Play]) -> list[Play]:
    """Two or more pairs of consecutive ranks (T10), the Phoenix completing one pair.

    Grown from each lowest rank that it and the next can both be paired at, a rank at a
    time, as straights are: `plain` holds the choices of pairs so far, `with_ph` those
    where the Phoenix pairs one card."""
    ph = bool(hand & PH_BIT)
    one, two, _ = _held(hand)
    pairable = two | one if ph else two
    starts = pairable & (pairable >> 4)  # the ranks that can be paired with the next
    if not starts:
        return []
    out = []
    want_len = None if top is None else top.length
    floor = -1 if top is None else top.rank
    while starts:
        bit = starts & -starts
        starts ^= bit
        lo = (bit.bit_length() - 1) // 4 + 2
        top_hi = 14 if want_len is None else lo + want_len // 2 - 1  # longer ones never count
        if top_hi > 14 or 2 * top_hi <= floor:
            continue
        plain, with_ph = [0], []
        h = hand >> (4 * (lo - 2))
        for hi in range(lo, top_hi + 1):
            pair, half = SETS[hi][h & 15][2], PH_SETS[hi][h & 15][1] if ph else ()
            h >>= 4
            grown = [m | c for m in with_ph for c in pair]
            if half:
                grown += [m | c for m in plain for c in half]
            plain = [m | c for m in plain for c in pair]
            with_ph = grown
            if not plain and not with_ph:
                break
            if hi == lo or 2 * hi <= floor or want_len is not None and 2 * (hi - lo + 1) != want_len:
                continue
            length, rank = 2 * (hi - lo + 1), 2 * hi
            out += [_new(Play, (STAIRS, length, rank, m)) for m in plain]
            out += [_new(Play, (STAIRS, length, rank, m)) for m in with_ph]
    return out


def has_bomb(hand: int) -> bool:
    """Whether the hand holds a bomb, by two bit tests: a rank's four bits all set, or
    one suit's bit in five ranks in a row."""
    y = hand & ORDINARY
    return bool(y & (y >> 1) & (y >> 2) & (y >> 3) & _NIBBLE_LOW
                or y & (y >> 4) & (y >> 8) & (y >> 12) & (y >> 16))


def bombs(hand: int, top: Optional[Play] = None) -> list[Play]:
    """Four of a kind and straight flushes of 5+ (T13) that beat `top`."""
    if not has_bomb(hand):
        return []
    found = _bombs(hand & ORDINARY)
    if top is None:
        return list(found)
    return [b for b in found if b.beats(top)]


@lru_cache(maxsize=1 << 16)
def _bombs(hand: int) -> tuple[Play, ...]:
    """Every bomb of a hand (cached: a hand is asked at every step of the play, whether
    it may bomb out of turn)."""
    out = []
    for r in range(2, 15):
        if hand & RANK_MASK[r] == RANK_MASK[r]:
            out.append(Play(BOMB, 4, 2 * r, RANK_MASK[r]))
    for suit in range(4):
        run: list[int] = []  # consecutive ranks of this suit, as card masks
        for r in range(2, 16):
            bit = 1 << ((r - 2) * 4 + suit) if r <= 14 else 0
            if r <= 14 and hand & bit:
                run.append(bit)
                continue
            for i in range(len(run) - 4):
                m = 0
                for j in range(i, len(run)):
                    m |= run[j]
                    if j - i + 1 >= 5:
                        hi = r - len(run) + j
                        out.append(Play(BOMB, j - i + 1, 2 * hi, m))
            run = []
    return tuple(out)


_BY_KIND = {SINGLE: singles, PAIR: pairs, TRIPLE: lambda h, t: pairs(h, t, TRIPLE),
            FULL_HOUSE: full_houses, STRAIGHT: straights, STAIRS: stairs}


def plays(hand: int, top: Optional[Play] = None) -> list[Play]:
    """Every play of `hand` on `top` (None: every lead, the Dog among them), bombs
    included; each once (module docstring)."""
    if top is None:
        out = singles(hand, None) + pairs(hand, None) + pairs(hand, None, TRIPLE) + \
            full_houses(hand, None) + straights(hand, None) + stairs(hand, None) + bombs(hand)
        if hand & DOG_BIT:
            out.append(Play(DOG, 1, 0, DOG_BIT))
        return out
    if top.kind == DOG:
        return []
    if top.kind == BOMB:
        return bombs(hand, top)
    found = _BY_KIND[top.kind](hand, top)
    y = hand & ORDINARY  # has_bomb(), inline: a follow is the engine's commonest question,
    # and the two calls cost 1.5% of a random round (benchmarks/tichu_engine.py)
    if y & (y >> 1) & (y >> 2) & (y >> 3) & _NIBBLE_LOW or y & (y >> 4) & (y >> 8) & (y >> 12) & (y >> 16):
        found += _bombs(y)
    return found


def identify(cards: int, top: Optional[Play] = None) -> list[Play]:
    """The plays these exact cards can be (several when the Phoenix may stand for more
    than one rank), on `top`; [] if they are no combination or do not beat it."""
    return [p for p in plays(cards, top) if p.cards == cards]


def combination_of(cards: int) -> list[Play]:
    """The plays these cards can be as a lead: what a selection is, whatever lies on the
    table (a Phoenix alone is then the 1½ of a lead)."""
    return identify(cards, None)
