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
from operator import getitem
from typing import Any, Callable, NamedTuple, Optional, Sequence

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

# The generators below are written for CPython's costs (benchmarks/tichu_engine.py): an
# operation on a 56-bit hand makes a new int, and a call or a comprehension costs more
# than a few lines, while a byte indexes to a small int that Python keeps made. So a hand
# is read a byte at a time, `hand.to_bytes(7, "little")`: byte k holds rank 2k+2 in its
# low nibble and 2k+3 in its high one, byte 6 the aces, then the Mah Jong, Dog, Phoenix
# and Dragon. Tables give what each byte value makes; which ranks hold one, two or three
# cards comes from translating the bytes; a rank's nibble is a byte of _nibbles(); one
# nested comprehension makes a product of choices; ranks that cannot take part are found
# by bit tricks and never visited.
_POP = [bin(n).count("1") for n in range(16)]
_RANKS = range(2, 15)
# _AT_LEAST[k]: bytes.translate() table of the ranks of a byte with k cards or more, as
# the lowest bit of their nibble
_AT_LEAST = [bytes((_POP[b & 15] >= k) | (_POP[b >> 4] >= k) << 4 for b in range(256)) for k in range(5)]


def _held(hand: int) -> tuple[int, int, int]:
    """Which ranks the hand holds at least one, two and three ordinary cards of, as masks
    with each rank's lowest card bit (for bit tricks on the ranks)."""
    held = (hand & ORDINARY).to_bytes(7, "little")
    return (int.from_bytes(held.translate(_AT_LEAST[1]), "little"),
            int.from_bytes(held.translate(_AT_LEAST[2]), "little"),
            int.from_bytes(held.translate(_AT_LEAST[3]), "little"))


def _nibbles(hand: int) -> bytes:
    """The nibble of each rank 2..14 (which suits are held), then the specials', as bytes."""
    return b"".join(map(_SPLIT.__getitem__, hand.to_bytes(7, "little")))


_SPLIT = [bytes((b & 15, b >> 4)) for b in range(256)]  # a byte's two nibbles


# ---------------------------------------------------------------- generators by kind
# every card but the Dog and the Phoenix as a single, and the cards that beat a single of
# each half rank (ordinary cards of a higher rank, the Dragon)
_SINGLE = {c: Play(SINGLE, 1, DRAGON_RANK if c == 55 else 2 * rank_of(c), 1 << c)
           for c in range(56) if c not in (53, 54)}
_ABOVE = [sum(1 << c for c, p in _SINGLE.items() if p.rank > floor) for floor in range(-1, 31)]
# _FROM_RANK[r]: the ordinary cards of rank r or higher (r 0..16: above the Dragon, none)
_FROM_RANK = [ORDINARY] * 2 + [ORDINARY & ~((1 << (4 * (r - 2))) - 1) for r in range(2, 17)]


_DOG_PLAY = Play(DOG, 1, 0, DOG_BIT)
_PHOENIX_LEAD = Play(SINGLE, 1, PHOENIX_LED, PH_BIT)


def _cards_by_byte(of_card: Sequence[tuple]) -> list[list[tuple]]:
    """T[k][b]: the tuples `of_card[c]` of the cards of byte k of a hand (value b) joined,
    lowest card first. A hand is read a byte at a time: 7 lookups instead of 56 cards."""
    table = []
    for k in range(7):
        row: list[tuple] = [()]
        for b in range(1, 256):
            high = b.bit_length() - 1
            row.append(row[b ^ (1 << high)] + of_card[8 * k + high])
        table.append(row)
    return table


def _ranks_by_byte(of_rank: Sequence[Sequence[tuple]]) -> list[list[tuple]]:
    """T[k][b]: the tuples `of_rank[r][n]` of the two ranks of byte k of a hand (2k+2 in
    the low nibble, 2k+3 in the high one; byte 6 holds the aces and the specials) joined:
    7 lookups instead of 13 ranks."""
    return [[of_rank[2 * k + 2][b & 15] + (of_rank[2 * k + 3][b >> 4] if k < 6 else ())
             for b in range(256)] for k in range(7)]


class Tables(NamedTuple):
    """What a lead, or a follow of a pair or a triple, takes from tables, each play made
    into what the caller lists (the Play itself, or a seat's Action of it: the round keeps
    a set per seat, so that its commonest actions are never made again): `by_byte[ph][i][b]`
    the singles, pairs and triples of byte i of a hand when its value is b (ph 1: the pairs
    and triples with the Phoenix too), `singles[i][b]` the singles alone, `groups[n, ph]
    [i][b]` the pairs (n 2) or triples (n 3) alone, the Phoenix led and the Dog."""
    by_byte: tuple
    singles: list
    groups: dict
    phoenix: Any
    dog: Any


def tables(make: Callable[[Play], Any]) -> Tables:
    """The tables with each play made by `make`, once."""
    singles_ = _cards_by_byte([(make(_SINGLE[c]),) if c in _SINGLE else () for c in range(56)])
    groups = {}
    for k, kind in ((2, PAIR), (3, TRIPLE)):
        # by rank and nibble, the plain groups, then (ph 1) those the Phoenix completes
        plain = [[()] * 16] * 2 + [[tuple(make(Play(kind, k, 2 * r, m)) for m in SETS[r][n][k])
                                    for n in range(16)] for r in range(2, 15)]
        with_ph = [[()] * 16] * 2 + [[plain[r][n] + tuple(make(Play(kind, k, 2 * r, m))
                                                          for m in PH_SETS[r][n][k - 1])
                                      for n in range(16)] for r in range(2, 15)]
        groups[k, 0], groups[k, 1] = _ranks_by_byte(plain), _ranks_by_byte(with_ph)
    by_byte = tuple([list(zip(singles_[k], groups[2, ph][k], groups[3, ph][k])) for k in range(7)]
                    for ph in (0, 1))
    return Tables(by_byte, singles_, groups, make(_PHOENIX_LEAD), make(_DOG_PLAY))


PLAY_TABLES = tables(lambda p: p)


def _read(table: list[list[tuple]], m: int) -> list:
    """What the bytes of mask `m` make by a byte table (Tables), in byte order."""
    out: list = []
    for found in map(getitem, table, m.to_bytes(7, "little")):
        if found:
            out += found
    return out


def singles(hand: int, top: Optional[Play]) -> list[Play]:
    out = _read(PLAY_TABLES.singles, hand & _ABOVE[(-1 if top is None else top.rank) + 1])
    if hand & PH_BIT and phoenix_beats(top):
        out.append(Play(SINGLE, 1, PHOENIX_LED if top is None else top.rank + 1, PH_BIT))
    return out


def phoenix_beats(top: Optional[Play]) -> bool:
    """Whether the Phoenix may be played alone on `top`, a single or nothing (T20): half
    a rank above any single but the Dragon."""
    return top is None or top.rank < DRAGON_RANK


def pairs(hand: int, top: Optional[Play], kind: int = PAIR) -> list[Play]:
    """Pairs (kind PAIR) or triples (kind TRIPLE) above `top`, from the tables: by rank,
    the plain ones then those the Phoenix completes."""
    low = 2 if top is None else top.rank // 2 + 1
    table = PLAY_TABLES.groups[2 if kind == PAIR else 3, 1 if hand & PH_BIT else 0]
    return _read(table, hand & _FROM_RANK[low])


# _PAIRS_WITH[r][n]: the pairs of rank r of nibble n, the plain ones then those with the
# Phoenix, as masks (what a full house's pair may be)
_PAIRS_WITH = [[], []] + [[SETS[r][n][2] + PH_SETS[r][n][1] for n in range(16)] for r in range(2, 15)]


def full_houses(hand: int, top: Optional[Play]) -> list[Play]:
    """A triple and a pair of another rank; the Phoenix completes one of them, not both.
    Ranked by the triple: by triple, by pair, the triple's plain choices with every pair
    then its choices with the Phoenix with the plain pairs."""
    return _plays_of(_full_houses(hand, top, *_held(hand), None))


def _full_houses(hand: int, top: Optional[Play], one: int, two: int, three: int,
                 nib: Optional[bytes]) -> list[tuple]:
    ph = hand & PH_BIT
    if ph:
        trips, twos = three | two, two | one
    else:
        trips, twos = three, two
    if top is not None:
        trips &= _FROM_RANK[top.rank // 2 + 1]
    if not trips or not twos & ~trips and bin(twos).count("1") < 2:
        return []  # no triple, or no pair of another rank
    if nib is None:
        nib = _nibbles(hand)
    # one pass over the ranks' nibbles (small ints: no operation on the hand a rank)
    pair_at, triple_at = (1, 2) if ph else (2, 3)  # the cards a rank needs, the Phoenix aside
    low = 2 if top is None else top.rank // 2 + 1
    pairs_ = []  # (rank, plain masks, plain then with the Phoenix) by rank
    triples = []  # (rank, plain masks, with the Phoenix)
    for r, n in zip(_RANKS, nib):
        held = _POP[n]
        if held >= pair_at:
            pairs_.append((r, SETS[r][n][2], _PAIRS_WITH[r][n] if ph else SETS[r][n][2]))
            if held >= triple_at and r >= low:
                triples.append((r, SETS[r][n][3], PH_SETS[r][n][2] if ph else ()))
    out = []
    for r, plain, with_ph in triples:
        masks: list[int] = []
        for q, q_plain, q_all in pairs_:
            if q != r:
                if plain:
                    masks += [a | b for a in plain for b in q_all]
                if with_ph:
                    masks += [a | b for a in with_ph for b in q_plain]
        out.append((FULL_HOUSE, 5, 2 * r, masks))
    return out


# _ONE[i][n]: the single cards of rank index i (0: the Mah Jong's 1, 1..13: ranks 2..14)
# when the hand holds nibble n of it (the Mah Jong: n 1)
_ONE = [[[], [MJ_BIT]] + [[]] * 14] + [[SETS[i + 1][n][1] for n in range(16)] for i in range(1, 14)]
_ONE_OF_RANK = _ONE[1:]  # by rank 2..14
_INDEX_LOWS = sum(1 << (4 * i) for i in range(16))  # indices 0..15, 14 and 15 never held
_STARTS = sum(1 << (4 * i) for i in range(10))  # the lowest index of a straight: 0..9


def straights(hand: int, top: Optional[Play]) -> list[Play]:
    """Straights of 5+ (T10), the Mah Jong as their 1, the Phoenix in a gap or at an end;
    a straight flush is a bomb, not a straight (T13).

    Ranks by index i, 0 the Mah Jong's 1 to 13 the ace, with nibble i of `held` set when
    held. A straight may start at an index where five ranks in a row are held (or, with
    the Phoenix, four of the five, the Phoenix never the 1): those are found by bit tricks.
    From each, the straights are grown a rank at a time up to the highest reachable, the
    first four ranks in one product: `plain` the card choices without the Phoenix,
    `with_ph` those where it stands for one rank (a missing one, or one held), ordered by
    the rank it stands for."""
    return _plays_of(_straights(hand, top, _held(hand)[0], None))


def _straights(hand: int, top: Optional[Play], one: int, nib: Optional[bytes]) -> list[tuple]:
    ph = hand & PH_BIT
    held = one << 4 | (1 if hand & MJ_BIT else 0)
    h1, h2, h3, h4 = held >> 4, held >> 8, held >> 12, held >> 16
    four = held & h1 & h2 & h3
    if ph:
        # four of the five ranks: the first four, or three of them and the fifth
        starts = four | (held & h1 & (h2 | h3) | h2 & h3 & (held | h1)) & h4
        if not hand & MJ_BIT:
            starts &= ~1  # the Phoenix is never the 1 (T20)
    else:
        starts = four & h4
    starts &= _STARTS
    want_len = None
    if top is not None:
        want_len, floor = top.length, top.rank
        # the last index i + want_len - 1 is at most 13, its rank i + want_len above floor / 2
        lowest = max(0, floor // 2 - want_len + 1)
        starts &= ((1 << (4 * (14 - want_len + 1))) - 1) & ~((1 << (4 * lowest)) - 1)
    if not starts:
        return []
    singles_of = [[MJ_BIT] if hand & MJ_BIT else []]
    singles_of += map(getitem, _ONE_OF_RANK, _nibbles(hand) if nib is None else nib)
    missing = ~held & _INDEX_LOWS
    a = hand & ORDINARY
    flushes = a & (a >> 4) & (a >> 8) & (a >> 12) & (a >> 16)  # a suit run of five
    out = []
    while starts:
        bit = starts & -starts
        starts ^= bit
        i = (bit.bit_length() - 1) >> 2
        gaps = missing >> (4 * i)
        gap = gaps & -gaps  # the first rank not held from i on
        if ph:  # the Phoenix fills it: the next one ends the reach
            gaps ^= gap
            gap = gaps & -gaps
        reach = i + ((gap.bit_length() - 1) >> 2) - 1
        if reach > 13:
            reach = 13
        if want_len is None:
            last = reach
        else:
            last = i + want_len - 1  # longer ones never count
            if last > reach:
                continue
        A, B, C, D = singles_of[i:i + 4]
        plain = [w | x | y | z for w in A for x in B for y in C for z in D]
        with_ph = []
        if ph:  # the Phoenix as rank i (never the 1), i + 1, i + 2 or i + 3
            if i:
                with_ph = [x | y | z | PH_BIT for x in B for y in C for z in D]
            if A:
                if C and D:
                    with_ph += [w | y | z | PH_BIT for w in A for y in C for z in D]
                if B:
                    if D:
                        with_ph += [w | x | z | PH_BIT for w in A for x in B for z in D]
                    if C:
                        with_ph += [w | x | y | PH_BIT for w in A for x in B for y in C]
        for j in range(i + 4, last + 1):
            cards = singles_of[j]
            if ph:
                grown = [m | c for m in with_ph for c in cards] if with_ph and cards else []
                if plain:
                    grown += [m | PH_BIT for m in plain]
                with_ph = grown
            if plain:  # (one card a rank is the commonest: no comprehension for it)
                if len(cards) != 1:
                    plain = [m | c for m in plain for c in cards]
                elif len(plain) == 1:
                    plain = [plain[0] | cards[0]]
                else:
                    c = cards[0]
                    plain = [m | c for m in plain]
            if j < last and want_len is not None:
                continue
            length, rank = j - i + 1, 2 * j + 2
            if plain:
                out.append((STRAIGHT, length, rank, [m for m in plain if not _is_flush(m)]
                            if flushes else plain))
            if with_ph:
                out.append((STRAIGHT, length, rank, with_ph))
    return out


SUIT_MASK = [sum(1 << (4 * i + s) for i in range(13)) for s in range(4)]


def _is_flush(m: int) -> bool:
    """Ordinary cards all of one suit (a straight flush when they make a straight): all
    in the suit of the lowest."""
    return not m & ~SUIT_MASK[((m & -m).bit_length() - 1) & 3]


def stairs(hand: int, top: Optional[Play]) -> list[Play]:
    """Two or more pairs of consecutive ranks (T10), the Phoenix completing one pair.

    Grown from each lowest rank that it and the next can both be paired at, a rank at a
    time, as straights are, the first two ranks in one product: `plain` holds the choices
    of pairs so far, `with_ph` those where the Phoenix pairs one card."""
    one, two, _ = _held(hand)
    return _plays_of(_stairs(hand, top, one, two, None))


def _stairs(hand: int, top: Optional[Play], one: int, two: int,
            nib: Optional[bytes]) -> list[tuple]:
    ph = hand & PH_BIT
    pairable = two | one if ph else two
    starts = pairable & (pairable >> 4)  # the ranks that can be paired with the next
    want_len = None
    if top is not None and starts:
        want_len, floor = top.length, top.rank
        if want_len % 2:
            return []
        # the top rank lo + want_len / 2 - 1 is at most 14, and above floor / 2
        lowest = max(2, floor // 2 - want_len // 2 + 2)
        starts &= ((1 << (4 * (14 - want_len // 2))) - 1) & ~((1 << (4 * (lowest - 2))) - 1)
    if not starts:
        return []
    out = []
    if nib is None:
        nib = _nibbles(hand)
    while starts:
        bit = starts & -starts
        starts ^= bit
        lo = (bit.bit_length() + 7) >> 2  # bit 4(lo - 2)
        top_hi = 14 if want_len is None else lo + want_len // 2 - 1  # longer ones never count
        n0, n1 = nib[lo - 2], nib[lo - 1]
        p0, p1 = SETS[lo][n0][2], SETS[lo + 1][n1][2]
        plain = [x | y for x in p0 for y in p1]
        if ph:
            with_ph = [x | y for x in PH_SETS[lo][n0][1] for y in p1]
            with_ph += [x | y for x in p0 for y in PH_SETS[lo + 1][n1][1]]
        else:
            with_ph = []
        hi = lo + 1
        while True:
            if want_len is None or hi == top_hi:  # (starts are above floor)
                length, rank = 2 * (hi - lo + 1), 2 * hi
                out.append((STAIRS, length, rank, plain))
                if with_ph:
                    out.append((STAIRS, length, rank, with_ph))
            hi += 1
            if hi > top_hi:
                break
            n = nib[hi - 2]
            pair = SETS[hi][n][2]
            grown = [m | c for m in with_ph for c in pair] if with_ph else []
            if ph and plain:
                grown += [m | c for m in plain for c in PH_SETS[hi][n][1]]
            plain = [m | c for m in plain for c in pair] if plain else []
            with_ph = grown
            if not plain and not with_ph:
                break
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


def _plays_of(groups: list[tuple]) -> list[Play]:
    """The plays of the generators' groups (kind, length, rank, masks), in one comprehension
    (a comprehension costs a call in Python 3.11: one a group would cost more)."""
    return [_new(Play, (kind, length, rank, m)) for kind, length, rank, masks in groups for m in masks]


def leads(hand: int, made: Tables = PLAY_TABLES,
          emit: Callable[[list[tuple]], list] = _plays_of) -> list:
    """Every lead of `hand` in the order of plays(hand): the singles (the Phoenix last),
    pairs and triples from the tables `made`, the full houses, straights, stairs and
    bombs made by `emit` from their groups (kind, length, rank, masks), then the Dog."""
    out: list = []
    pairs_: list = []
    triples: list = []
    # the hand a byte at a time (_read, for three lists at once)
    for one, two, three in map(getitem, made.by_byte[1 if hand & PH_BIT else 0],
                               hand.to_bytes(7, "little")):
        out += one
        if two:
            pairs_ += two
            if three:
                triples += three
    if hand & PH_BIT:
        out.append(made.phoenix)
    out += pairs_
    out += triples
    one, two, three = _held(hand)
    nib = _nibbles(hand)  # (once for the three)
    rest = _full_houses(hand, None, one, two, three, nib)
    rest += _straights(hand, None, one, nib)
    rest += _stairs(hand, None, one, two, nib)
    y = hand & ORDINARY
    # has_bomb(y), with the four of a kind read off the nibbles
    if nib.find(15, 0, 13) >= 0 or y & (y >> 4) & (y >> 8) & (y >> 12) & (y >> 16):
        rest += [(BOMB, b.length, b.rank, (b.cards,)) for b in _bombs(y)]
    if rest:
        out += emit(rest)
    if hand & DOG_BIT:
        out.append(made.dog)
    return out


_GROUPS_BY_KIND = {FULL_HOUSE: lambda h, t: _full_houses(h, t, *_held(h), None),
                   STRAIGHT: lambda h, t: _straights(h, t, _held(h)[0], None),
                   STAIRS: lambda h, t: _stairs(h, t, *_held(h)[:2], None)}


def follow_groups(hand: int, top: Play) -> list[tuple]:
    """The full houses, straights or stairs (as `top`) of `hand` that beat `top`, as the
    groups (kind, length, rank, masks) that _plays_of() makes into plays; no bombs."""
    return _GROUPS_BY_KIND[top.kind](hand, top)


def plays(hand: int, top: Optional[Play] = None) -> list[Play]:
    """Every play of `hand` on `top` (None: every lead, the Dog among them), bombs
    included; each once (module docstring)."""
    if top is None:
        return leads(hand)
    if top.kind == DOG:
        return []
    if top.kind == BOMB:
        return bombs(hand, top)
    found = _BY_KIND[top.kind](hand, top)
    y = hand & ORDINARY
    if has_bomb(y):
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
