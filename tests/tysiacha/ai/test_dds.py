"""The double-dummy solver (game/tysiacha/ai/dds.py) against a plain minimax on the engine itself.

The reference below knows nothing of the solver: it walks Deal.clone() / legal_actions()
/ apply() over every line of play (rospisat' left out) and takes the declarer's points
gained, maximised on the declarer's turns and minimised on the defenders'. It is only
memoised on the whole state that decides the rest of the play (hands, player to act,
trump, cards on the table, first trick or not), which is why it can run thousands of
endgames. Positions come from random deals played with random legal actions (melds kept
and declared often, deals stacked so that marriages and four aces turn up), and from
endgames dealt directly, under random rule flags (R36 must_trump, must_beat; R37
marriage_first_trick; R38 four_aces; R52 barrel_marriage with a declarer on the barrel),
with 3 and 4 players.
"""
from __future__ import annotations

import random

import pytest

from game.tysiacha.ai.dds import Position, Solver, best_moves, can_reach, legal_mask, solve, solve_moves
from game.tysiacha.engine import Rules, Standing, mask_of, parse_card
from game.tysiacha.engine import actions as A
from game.tysiacha.engine.cards import ACES_MASK, MARRIAGE_MASKS
from game.tysiacha.engine.deal import Deal, Phase
from game.tysiacha.engine.dealing import active_seats, deal_cards

GIVE_UP = {A.ROSPISAT, A.SPISAT, A.REDEAL}


# ------------------------------------------------------------------ the reference
def reference(deal: Deal, memo: dict) -> int:
    """The declarer's points from here on, by exhaustive minimax on the engine."""
    if deal.over or not any(deal.hands):  # (a synthetic endgame ends with its cards)
        return 0
    key = (tuple(deal.hands), deal.to_act, deal.trump, tuple(deal.trick), bool(deal.tricks))
    value = memo.get(key)
    if value is None:
        value = max(reference_moves(deal, memo).values()) if deal.to_act == deal.declarer \
            else min(reference_moves(deal, memo).values())
        memo[key] = value
    return value


def reference_moves(deal: Deal, memo: dict) -> dict[int, int]:
    """{action: the declarer's points from here on after it} for each play action."""
    d = deal.declarer
    out = {}
    for a in deal.legal_actions():
        if a in GIVE_UP:
            continue
        child = deal.clone()
        before = child.points(d)
        child.apply(a)
        out[a] = child.points(d) - before + reference(child, memo)
    return out


# ------------------------------------------------------------------ random positions
def random_rules(rng: random.Random, players: int = 3) -> Rules:
    return Rules(players=players, must_trump=rng.random() < 0.7, must_beat=rng.random() < 0.4,
                 marriage_first_trick=rng.random() < 0.3, four_aces=rng.random() < 0.5,
                 barrel_marriage=rng.random() < 0.5)


def random_standing(rng: random.Random, players: int) -> Standing:
    """Now and then a seat or two on the barrel (for R52 barrel_marriage)."""
    barrel = tuple(0 if rng.random() < 0.25 else None for _ in range(players))
    scores = tuple(880 if b is not None else 0 for b in barrel)
    return Standing(scores, barrel, (0,) * players, (0,) * players, 5)


def stacked_deal(rng: random.Random, rules: Rules, standing: Standing) -> Deal:
    """A random deal in which, most of the time, one seat is given one or two marriages
    or all four aces (by swapping cards), so that melds turn up in the play."""
    dealer = rng.randrange(rules.players)
    dc = deal_cards(rules, dealer, rng)
    hands = list(dc.hands)
    prikup = dc.prikup
    seats = active_seats(rules, dealer)
    seat = rng.choice(seats)
    r = rng.random()
    if r < 0.25:
        wanted = ACES_MASK
    elif r < 0.85:
        wanted = 0
        for s in rng.sample(range(4), rng.choice((1, 1, 2))):
            wanted |= MARRIAGE_MASKS[s]
    else:
        wanted = 0
    for c in range(24):
        if not wanted >> c & 1 or hands[seat] >> c & 1:
            continue
        spare = [u for u in range(24) if hands[seat] >> u & 1 and not wanted >> u & 1]
        u = rng.choice(spare)
        bc, bu = 1 << c, 1 << u
        if prikup & bc:
            prikup ^= bc | bu
        else:
            other = next(s for s in seats if hands[s] & bc)
            hands[other] ^= bc | bu
        hands[seat] ^= bc | bu
    return Deal(rules, standing, dealer, tuple(hands), prikup)


def to_play_phase(rng: random.Random, deal: Deal) -> bool:
    """Random bidding, exchange and raise (no rospisat', no redeal); False if the deal
    ended some other way."""
    while deal.phase is not Phase.PLAY and not deal.over:
        legal = [a for a in deal.legal_actions() if a not in GIVE_UP]
        if deal.phase is Phase.BIDDING and A.PASS in legal and rng.random() < 0.6:
            deal.apply(A.PASS)
        else:
            deal.apply(rng.choice(legal))
    return deal.phase is Phase.PLAY


def random_play(rng: random.Random, deal: Deal) -> None:
    """One random legal play; melds are declared half the time they may be, and cards
    belonging to a meld in hand are mostly kept."""
    legal = [a for a in deal.legal_actions() if a not in GIVE_UP]
    melds = [a for a in legal if a >= A.MELD_OFFSET]
    if melds and rng.random() < 0.5:
        deal.apply(rng.choice(melds))
        return
    plain = [a for a in legal if a < A.MELD_OFFSET]
    hand = deal.hands[deal.to_act]
    keep = 0
    for mm in MARRIAGE_MASKS:
        if hand & mm == mm:
            keep |= mm
    if deal.rules.four_aces and hand & ACES_MASK == ACES_MASK:
        keep |= ACES_MASK
    spare = [a for a in plain if not keep >> a & 1]
    deal.apply(rng.choice(spare if spare and rng.random() < 0.8 else plain))


def random_position(rng: random.Random, rules: Rules, tricks_left: int, extra: int,
                    standing: Standing | None = None, stack: bool = True) -> Deal:
    """A deal in the play phase with `tricks_left` tricks to go, `extra` (0..2) cards of
    the current trick already played."""
    while True:
        st = standing or random_standing(rng, rules.players)
        if stack:
            deal = stacked_deal(rng, rules, st)
        else:
            dealer = rng.randrange(rules.players)
            dc = deal_cards(rules, dealer, rng)
            deal = Deal(rules, st, dealer, dc.hands, dc.prikup)
        if not to_play_phase(rng, deal):
            continue
        for _ in range((8 - tricks_left) * 3 + extra):
            random_play(rng, deal)
        return deal


def synthetic_endgame(rng: random.Random, rules: Rules, n_cards: int, first_trick: bool,
                      extra: int) -> Deal:
    """A deal in the play phase whose hands are replaced by n_cards random cards each:
    often one hand holds a marriage (and the J or 10 next to it) or all four aces (and a
    ten), and that hand is often the declarer's or the one to lead. The trump is random
    (none in the first trick); `first_trick` makes the engine believe no trick has been
    played (R37: melds only with marriage_first_trick). Then `extra` random plays."""
    deal = random_position(rng, rules, 8, 0)
    seats = deal.seats
    d = seats.index(deal.declarer)
    pool = list(range(24))
    rng.shuffle(pool)
    hands = [0, 0, 0]
    wanted = []
    if n_cards >= 4 and rng.random() < 0.4:
        wanted = [s * 6 + 5 for s in range(4)]
        if n_cards >= 5 and rng.random() < 0.7:
            wanted.append(rng.randrange(4) * 6 + 4)  # a ten next to its ace
    elif rng.random() < 0.85:
        for s in rng.sample(range(4), 1 if n_cards < 4 else rng.choice((1, 2))):
            if len(wanted) + 2 > n_cards:
                break
            wanted += [s * 6 + 2, s * 6 + 3]
            if len(wanted) < n_cards and rng.random() < 0.5:
                wanted.append(s * 6 + rng.choice((1, 4)))  # J or 10 next to the marriage
    holder = d if rng.random() < 0.5 else rng.randrange(3)
    for c in wanted:
        hands[holder] |= 1 << c
        pool.remove(c)
    for i in range(3):
        while hands[i].bit_count() < n_cards:
            hands[i] |= 1 << pool.pop()
    for i, s in enumerate(seats):
        deal.hands[s] = hands[i]
    deal.tricks = [] if first_trick else [((), -1)] * (8 - n_cards)
    deal.trump = -1 if first_trick else rng.choice((-1, 0, 1, 2, 3))
    # half the time the holder of the melds plays next after the extra plays, or (with
    # none) last in the first trick: the solver's core and its root search both see it
    r = rng.random()
    deal.to_act = seats[(holder - (extra or 2)) % 3] if r < 0.5 else rng.choice(seats)
    deal._legal = None
    for _ in range(extra):
        random_play(rng, deal)
    return deal


def endgame(rules: Rules, hands_text: tuple[str, str, str], declarer: int, to_act: int,
            trump: int = -1, tricks_played: int = 3) -> Deal:
    """An engine deal in the play phase with the given hands of seats 0, 1, 2 (seat 2
    deals), at a trick boundary."""
    deal = Deal(rules, Standing.new(3), 2, tuple(mask_of(parse_card(t) for t in h.split())
                                                  for h in hands_text), 0)
    deal.phase = Phase.PLAY
    deal.declarer = declarer
    deal.defenders = tuple(s for s in range(3) if s != declarer)
    deal.contract = 100
    deal.to_act = to_act
    deal.trump = trump
    deal.tricks = [((), -1)] * tricks_played
    return deal


# ------------------------------------------------------------------ the model
def test_position_model_matches_the_engine():
    """Position.legal_actions() and Position.play() are the engine's, along random deals
    under random rules (R35-R39)."""
    rng = random.Random(11)
    for _ in range(150):
        rules = random_rules(rng, rng.choice((3, 3, 4)))
        deal = random_position(rng, rules, 8, 0)
        pos = Position.from_deal(deal)
        d = deal.declarer
        while not deal.over:
            legal = [a for a in deal.legal_actions() if a not in GIVE_UP]
            assert pos.legal_actions() == legal
            seat = pos.seats[pos.to_act]
            assert pos.play_mask() == deal.play_mask(seat)
            assert legal_mask(deal.hands[seat], deal.trick_mask, deal.lead_suit, deal.trump,
                              rules.must_trump, rules.must_beat) == deal.play_mask(seat)
            before = deal.points(d)
            a = rng.choice(legal)
            pos, gain = pos.play(a)
            deal.apply(a)
            assert gain == deal.points(d) - before
            if not deal.over:
                assert pos == Position.from_deal(deal)
        assert pos.over


def test_from_deal_needs_the_play_phase():
    rng = random.Random(1)
    dc = deal_cards(Rules(), 0, rng)
    deal = Deal(Rules(), Standing.new(3), 0, dc.hands, dc.prikup)
    with pytest.raises(ValueError, match="play phase"):
        Position.from_deal(deal)


def test_melds_count_follows_barrel_marriage():
    """R52: with barrel_marriage off, the melds of a player on the barrel are worth 0."""
    rng = random.Random(3)
    rules = Rules(barrel_marriage=False)
    standing = Standing((880, 0, 0), (0, None, None), (0, 0, 0), (0, 0, 0), 5)
    deal = random_position(rng, rules, 8, 0, standing=standing)
    pos = Position.from_deal(deal)
    assert pos.melds_count == tuple(s != 0 for s in pos.seats)


# ------------------------------------------------------------------ solver vs engine
def check_position(deal: Deal, rng: random.Random, moves: bool = False) -> int:
    pos = Position.from_deal(deal)
    memo: dict = {}
    expected = reference(deal, memo)
    value = solve(pos)
    assert value == expected, (pos, expected, value)
    solver = Solver.for_position(pos)  # one table for several zero-window tests
    for n in {expected - 1, expected, expected + 1, rng.randrange(0, 130), 1}:
        assert solver.can_reach(pos, n) == (expected >= n), (pos, n, expected)
        assert can_reach(pos, n) == (expected >= n), (pos, n, expected)
    if moves:
        want = reference_moves(deal, memo)
        assert solve_moves(pos) == want, pos
        assert best_moves(pos, solver) == want, pos
    return value


@pytest.mark.parametrize("seed", range(4))
def test_random_endgames_match_engine_minimax(seed):
    """Thousands of endgames, 1 to 4 tricks left, some mid-trick, random rules."""
    rng = random.Random(100 + seed)
    for _ in range(600):
        rules = random_rules(rng, rng.choice((3, 3, 3, 4)))
        tricks_left = rng.choice((1, 2, 2, 3, 3, 3, 4, 4))
        deal = random_position(rng, rules, tricks_left, rng.randrange(3))
        check_position(deal, rng)


@pytest.mark.parametrize("seed", range(2))
def test_synthetic_endgames_match_engine_minimax(seed):
    """Endgames dealt directly, 2 to 5 cards each, with four aces (R38), marriages for
    either side (R37) and the first trick (marriage_first_trick) much more often than
    random play gives them. A first-trick position is solved again as a later trick,
    with the same Solver (its table must tell them apart)."""
    rng = random.Random(200 + seed)
    for i in range(300):
        rules = random_rules(rng)
        n_cards = rng.choice((2, 3, 3, 4, 4, 4, 5))
        first_trick = rng.random() < 0.3
        extra = rng.choice((0, 0, 1, 2)) if n_cards < 5 else 2
        deal = synthetic_endgame(rng, rules, n_cards, first_trick, extra)
        check_position(deal, rng, moves=i % 5 == 0)
        if first_trick and not deal.trick:
            solver = Solver.for_position(Position.from_deal(deal))
            later = deal.clone()
            later.tricks = [((), -1)] * (8 - n_cards)
            later._legal = None
            for d in (deal, later, deal):
                assert solver.solve(Position.from_deal(d)) == reference(d, {})


@pytest.mark.parametrize("hands, declarer, leader, trump, must_trump, must_beat", [
    (("QS QD 9H QH KH", "9S 10S 9C JC QC", "AS AC AD 10H AH"), 2, 0, -1, True, False),
    (("AS AC 10D AD AH", "9D QD KD 9H QH", "QS 10S 9C KH 10H"), 0, 1, 1, False, False),
    (("9C 9D KD 10D 9H", "10S AS AC AD AH", "JS QS KS QD QH"), 1, 2, -1, True, True),
    (("QC 9D QD KD KH", "9C JC KC 9H QH", "AS AC 10D AD AH"), 2, 0, -1, False, True),
])
def test_ten_and_ace_are_not_interchangeable_beside_four_aces(hands, declarer, leader, trump,
                                                            must_trump, must_beat):
    """The declarer, last to play to a trick, holds four aces and the ten next to one of
    them: playing the ten keeps the meld (R38), so the two cards are not equivalent."""
    rules = Rules(four_aces=True, must_trump=must_trump, must_beat=must_beat)
    deal = endgame(rules, hands, declarer, leader, trump)
    assert solve(Position.from_deal(deal)) == reference(deal, {})


def test_a_run_on_top_of_its_suit_is_led_from_the_top():
    """The declarer holds A, 10, K of spades, above every other spade, and nobody can trump
    yet: the solver only leads the ace of the run (the dominance argument in dds.py), and
    the ace is indeed best, since the two cards left will be trumped or thrown."""
    deal = endgame(Rules(), ("AS 10S KS", "JS 9C 9D", "9S QH KH"), 0, 0, trump=1,
                   tricks_played=5)
    pos = Position.from_deal(deal)
    moves = {parse_card(c): v for c, v in (("KS", 6), ("10S", 12), ("AS", 13))}
    assert solve_moves(pos) == reference_moves(deal, {}) == moves
    assert solve(pos) == 13


def test_moves_match_engine_minimax():
    """The value of every legal move, against the engine's, 2 to 4 tricks left."""
    rng = random.Random(7)
    for _ in range(400):
        rules = random_rules(rng)
        deal = random_position(rng, rules, rng.choice((2, 3, 3, 4)), rng.randrange(3))
        check_position(deal, rng, moves=True)


@pytest.mark.parametrize("preset", ["classic", "polish"])
def test_full_deals_with_three_to_five_tricks_left(preset):
    """Plain random deals (no stacking) under a preset's rules, 3 to 5 tricks left."""
    rng = random.Random({"classic": 31, "polish": 32}[preset])
    rules = Rules.from_mapping({"preset": preset})
    for i in range(120):
        tricks_left = (3, 4, 4, 5)[i % 4] if i % 6 else 5
        deal = random_position(rng, rules, tricks_left, rng.randrange(3),
                               standing=Standing.new(3), stack=False)
        check_position(deal, rng, moves=i % 10 == 0)


def test_first_lead_is_consistent_along_a_whole_deal():
    """From the first lead (no reference is fast enough there): the value of each
    position on a random line is the best of its moves' values, from a fresh solver and
    from one solver reused along the deal, and can_reach agrees."""
    rng = random.Random(21)
    for k in range(4):
        rules = random_rules(rng) if k else Rules()
        deal = random_position(rng, rules, 8, 0)
        pos = Position.from_deal(deal)
        shared = Solver.for_position(pos)
        while not pos.over:
            moves = solve_moves(pos)
            value = solve(pos)
            best = max(moves.values()) if pos.to_act == pos.declarer else min(moves.values())
            assert value == best == shared.solve(pos)
            assert shared.can_reach(pos, value) and not shared.can_reach(pos, value + 1)
            pos, _ = pos.play(rng.choice(list(moves)))


def test_solver_refuses_other_rules_of_play():
    rng = random.Random(2)
    deal = random_position(rng, Rules(must_beat=False), 3, 0)
    other = Position.from_deal(deal)
    solver = Solver(must_trump=True, must_beat=True)
    with pytest.raises(ValueError):
        solver.solve(other)
