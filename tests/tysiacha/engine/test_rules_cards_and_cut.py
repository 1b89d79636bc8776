"""RULES.md sections 1-3: cards and seats (R1-R5), the cut for the dealer (R6, R7) and
the deal (R8-R10)."""
import itertools
import random

import pytest

from game.tysiacha.engine import Match, Rules, RulesError
from game.tysiacha.engine.actions import parse_action
from game.tysiacha.engine.cards import (ACES_MASK, CARD_POINTS, DECK, FULL_MASK, RANK_NAMES,
                               SUIT_LETTERS, card, card_name, melds_in, points_of, rank_of)
from game.tysiacha.engine.dealing import (PRIKUP, active_seats, cut_for_dealer, cut_winner,
                                 deal_cards, deal_destinations, inactive_seat, shuffled)

from tests.tysiacha.engine.helpers import cards, deal_from, mask, play_from, run

METHODS = ("one_at_a_time", "three_then_one", "threes_and_twos")

# A full deal used where the cards do not matter (24 cards, 7 + 7 + 7 + 3).
HANDS = ["AS 10S KS QS JS 9S AC", "10C KC QC JC 9C AD 10D", "KD QD JD 9D AH 10H KH"]
PRIKUP_TEXT = "QH JH 9H"


# ---------------------------------------------------------------- R1 the cards
def test_R1_deck_has_24_cards_nine_to_ace_in_four_suits():
    """R1: 24 cards: 9, J, Q, K, 10, A in each of the four suits."""
    names = {card_name(c) for c in DECK}
    assert len(DECK) == 24 and len(names) == 24
    assert names == {r + s for r in ("9", "J", "Q", "K", "10", "A") for s in "SCDH"}
    assert RANK_NAMES == ("9", "J", "Q", "K", "10", "A")  # weakest to strongest


@pytest.mark.parametrize("suit", range(4), ids=list(SUIT_LETTERS))
def test_R1_strength_A_10_K_Q_J_9_decides_every_trick_of_one_suit(suit):
    """R1: in every suit, A > 10 > K > Q > J > 9: of three cards of the led suit the
    strongest wins, whoever plays it (checked for every ordered triple of ranks)."""
    for ranks in itertools.permutations(range(6), 3):
        trio = [card(r, suit) for r in ranks]
        spare = [card(r, suit) for r in range(6) if r not in ranks]
        filler = [c for c in DECK if c // 6 != suit]  # 18 cards of the other suits
        # the leader holds the unused cards of the suit; each follower holds only its
        # trick card of the suit, so that it must follow with it
        hands = [[trio[0]] + spare + filler[:4], [trio[1]] + filler[4:11],
                 [trio[2]] + filler[11:]]
        deal = play_from([" ".join(card_name(c) for c in h) for h in hands],
                         gives={1: card_name(hands[1][-1]), 2: card_name(hands[2][-1])})
        run(deal, *(f"play {card_name(c)}" for c in trio))
        winner = deal.tricks[0][1]
        assert winner == max(range(3), key=lambda i: ranks[i]), (ranks, suit)


# ---------------------------------------------------------------- R2 card points
def test_R2_card_points_A11_10_10_K4_Q3_J2_9_0():
    """R2: A 11, 10 10, K 4, Q 3, J 2, 9 0."""
    expected = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0}
    for c in DECK:
        assert CARD_POINTS[c] == expected[RANK_NAMES[rank_of(c)]]


def test_R2_the_deck_holds_120_points():
    """R2: the deck holds 120 points."""
    assert points_of(FULL_MASK) == 120
    assert points_of(mask("AH 10H KH QH JH 9H")) == 30


# ---------------------------------------------------------------- R3 melds
@pytest.mark.parametrize("suit,value", [("H", 100), ("D", 80), ("C", 60), ("S", 40)])
def test_R3_marriage_values(suit, value):
    """R3: a marriage is the K and Q of one suit: ♥ 100, ♦ 80, ♣ 60, ♠ 40."""
    assert melds_in(mask(f"K{suit} Q{suit} 9S"), False) == value
    assert melds_in(mask(f"K{suit} 9S"), False) == 0  # the K alone is no meld
    assert melds_in(mask(f"Q{suit} 9S"), False) == 0


def test_R3_marriages_add_up():
    """R3: each marriage held counts (bid limit R17 uses the sum)."""
    assert melds_in(mask("KH QH KD QD KC QC KS QS"), False) == 280


def test_R3_four_aces_is_a_200_meld_only_with_four_aces_on():
    """R3: with `four_aces` on, all four aces are a meld worth 200; off, nothing."""
    aces = ACES_MASK | mask("9H")
    assert melds_in(aces, True) == 200
    assert melds_in(aces, False) == 0
    assert melds_in(mask("AS AC AD 9H"), True) == 0  # three aces are no meld


# ---------------------------------------------------------------- R4 seats clockwise
@pytest.mark.parametrize("dealer", range(3))
def test_R4_bidding_goes_clockwise_from_the_dealers_left(dealer):
    """R4: "left of X" is the next seat clockwise (seat + 1); bidding goes clockwise."""
    deal = deal_from(HANDS, PRIKUP_TEXT, dealer=dealer)
    order = []
    for text in ("bid 100", "bid 105", "bid 110", "bid 115"):
        order.append(deal.to_act)
        run(deal, text)
    assert order == [(dealer + 1 + i) % 3 for i in range(4)]


def test_R4_play_goes_clockwise():
    """R4: after a lead, the next seat clockwise plays, then the one after."""
    deal = play_from(["AS 10S KS QS JS 9S AC 10C", "KC QC JC 9C AD 10D KD QD",
                      "JD 9D AH 10H KH QH JH 9H"], declarer=1)
    seats = []
    for c in ("9C", "JD", "AC"):
        seats.append(deal.to_act)
        run(deal, f"play {c}")
    assert seats == [1, 2, 0]


# ---------------------------------------------------------------- R5 players
def test_R5_players_three_or_four():
    """R5: `players` is 3 (default) or 4; nothing else."""
    assert Rules().players == 3
    assert Rules.from_mapping({"players": 4}).players == 4
    with pytest.raises(RulesError):
        Rules.from_mapping({"players": 5})
    with pytest.raises(RulesError):
        Rules.from_mapping({"players": 2})


@pytest.mark.parametrize("dealer", range(4))
def test_R5_with_four_players_three_play(dealer):
    """R5: with 4 players, one is inactive each deal (R40) and three play."""
    rules = Rules(players=4)
    seats = active_seats(rules, dealer)
    assert len(seats) == 3 and inactive_seat(rules, dealer) not in seats
    dealt = deal_cards(rules, dealer, random.Random(dealer))
    assert sorted(h.bit_count() for h in dealt.hands) == [0, 7, 7, 7]


# ---------------------------------------------------------------- R6 the cut
def test_R6_highest_rank_deals_first():
    """R6: every player draws; the highest rank deals."""
    assert cut_winner([cards("9S AH KC")]) == 1
    assert cut_winner([cards("10S KH 9D")]) == 0
    assert cut_winner([cards("JS QD KC")]) == 2


def test_R6_suits_do_not_break_ties():
    """R6: two aces tie whatever their suits: the cut is not settled yet."""
    with pytest.raises(ValueError, match="R6"):
        cut_winner([cards("AS AH 9C")])


def test_R6_tied_players_draw_again_among_themselves():
    """R6: only the players tied for highest draw again, until one remains."""
    # seats 0 and 2 tie on kings; they draw again (seat 1 does not): 9 vs 10 -> seat 2
    assert cut_winner([cards("KS 9D KH"), cards("9C 10D")]) == 2
    # three rounds: all tie, then two of them tie again, then seat 1 wins
    assert cut_winner([cards("AS AH AD"), cards("KS KH JD"), cards("9S 10C")]) == 1
    with pytest.raises(ValueError, match="R6"):  # the re-draw is only among the tied
        cut_winner([cards("KS 9D KH"), cards("9C 10D AH")])


def test_R6_cut_for_dealer_redraws_ties_until_one_remains():
    """R6: the cut as the engine performs it: each round is drawn by exactly the players
    tied for highest in the round before, and the dealer holds the one highest card of
    the last round. Over many seeds there are ties, re-draws, and every seat deals."""
    tied_seeds = 0
    dealers = set()
    for seed in range(300):
        for players in (3, 4):
            cut = cut_for_dealer(players, random.Random(seed))
            contenders = list(range(players))
            for rnd in cut.rounds:
                assert [s for s, _ in rnd] == contenders
                drawn = [c for _, c in rnd]
                assert len(set(drawn)) == len(drawn)  # from one shuffled deck
                best = max(rank_of(c) for c in drawn)
                contenders = [s for s, c in rnd if rank_of(c) == best]
            assert contenders == [cut.dealer]
            assert cut_winner([[c for _, c in rnd] for rnd in cut.rounds]) == cut.dealer
            tied_seeds += len(cut.rounds) > 1
            dealers.add((players, cut.dealer))
    assert tied_seeds > 20
    assert dealers == {(3, s) for s in range(3)} | {(4, s) for s in range(4)}


def test_R6_a_match_without_a_dealer_starts_with_the_cut():
    """R6: a new game cuts for the first dealer."""
    match = Match.new(Rules(), seed=7)
    assert match.cut is not None
    assert match.dealer == match.cut.dealer == cut_for_dealer(3, random.Random(7)).dealer


# ---------------------------------------------------------------- R7 the dealer moves left
def _rospisat_deal(match):
    """Deal fixed cards, forced bid, everybody passes, the declarer gives up at once."""
    dealt = deal_cards(match.rules, match.dealer, random.Random(0))
    match.start_deal(hands=dealt.hands, prikup=dealt.prikup)
    for text in ("bid 100", "pass", "pass", "rospisat"):
        match.apply(parse_action(text))
    assert match.deal.over and match.deal.outcome == "rospisat"


@pytest.mark.parametrize("players", [3, 4])
def test_R7_after_each_deal_the_dealer_moves_one_to_the_left(players):
    """R7: after each deal the dealer's seat moves one to the left (clockwise)."""
    match = Match(Rules(players=players, rospisat="free"), dealer=1)
    seen = []
    for _ in range(players + 2):
        seen.append(match.dealer)
        _rospisat_deal(match)
    assert seen == [(1 + i) % players for i in range(players + 2)]


def test_R7_after_a_redeal_the_same_dealer_deals_again():
    """R7 (with R12): after a redeal the same dealer deals again."""
    match = Match(Rules(), dealer=2)
    # seat 2 (a defender) ends up with all four nines
    hands = [mask("AS 10S KS QS JS AC 10C"), mask("KC QC JC AD 10D KD QD"),
             mask("9S 9C 9D 9H AH 10H KH")]
    match.start_deal(hands=hands, prikup=mask("JD QH JH"))
    for text in ("bid 100", "pass", "pass", "give JD to 1", "give QH to 2", "keep", "redeal"):
        match.apply(parse_action(text))
    assert match.deal.outcome == "redeal"
    assert match.dealer == 2
    assert match.needs_deal
    _rospisat_deal(match)  # the next (real) deal is dealt by seat 2 ...
    assert match.deals[-1].dealer == 2
    assert match.dealer == 0  # ... and then the deal moves on


# ---------------------------------------------------------------- R8 the deal
@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("players", [3, 4])
def test_R8_seven_cards_each_and_three_to_the_prikup(method, players):
    """R8: each active player gets 7 cards, 3 go face down to the prikup; every card is
    dealt exactly once."""
    rules = Rules(players=players, deal_method=method)
    for seed in range(20):
        dealer = seed % players
        dealt = deal_cards(rules, dealer, random.Random(seed))
        out = inactive_seat(rules, dealer)
        for s, h in enumerate(dealt.hands):
            assert h.bit_count() == (0 if s == out else 7)
        assert dealt.prikup.bit_count() == 3
        union = dealt.prikup
        for h in dealt.hands:
            assert union & h == 0
            union |= h
        assert union == FULL_MASK


# ---------------------------------------------------------------- R9 the order of dealing
def _pattern(order, seats):
    """The destinations written with letters: a, b, c for the active seats from the
    dealer's left, P for the prikup."""
    names = {s: "abc"[i] for i, s in enumerate(seats)}
    names[PRIKUP] = "P"
    return "".join(names[d] for d in order)


def test_R9_one_at_a_time_prikup_after_the_second_player_in_the_first_three_rounds():
    """R9 one_at_a_time: rounds of one card each from the dealer's left; in each of the
    first three rounds a card goes to the prikup after the second player's card."""
    rules = Rules()
    order = deal_destinations(rules, 0)
    assert _pattern(order, (1, 2, 0)) == "abPc" * 3 + "abc" * 4
    assert [i for i, d in enumerate(order) if d == PRIKUP] == [2, 6, 10]
    assert order[0] == 1  # the player left of the dealer first


def test_R9_three_then_one():
    """R9 three_then_one: three cards to each player, then the prikup's 3, then rounds
    of one card."""
    order = deal_destinations(Rules(deal_method="three_then_one"), 1)
    assert _pattern(order, (2, 0, 1)) == "aaabbbccc" + "PPP" + "abc" * 4
    assert [i for i, d in enumerate(order) if d == PRIKUP] == [9, 10, 11]


def test_R9_threes_and_twos():
    """R9 threes_and_twos: batches of 3, 2, 2 to each player; the prikup receives one card
    after each of the first three batches. Our reading: the first three batches are the
    three batches of three (one per player), so the prikup is complete after the first
    round."""
    order = deal_destinations(Rules(deal_method="threes_and_twos"), 2)
    assert _pattern(order, (0, 1, 2)) == "aaaPbbbPcccP" + "aabbcc" * 2
    assert [i for i, d in enumerate(order) if d == PRIKUP] == [3, 7, 11]


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("dealer", range(4))
def test_R9_four_players_deal_skips_the_inactive_player(method, dealer):
    """R9 with R40: the deal goes to the three active players from the dealer's left,
    the inactive player getting nothing; the pattern is the 3-player one."""
    for mode in ("dealer", "forehand", "dealer_opposite", "dealer_right"):
        rules = Rules(players=4, deal_method=method, inactive_player=mode)
        order = deal_destinations(rules, dealer)
        seats = active_seats(rules, dealer)
        assert inactive_seat(rules, dealer) not in order
        three = deal_destinations(Rules(deal_method=method), 0)
        assert _pattern(order, seats) == _pattern(three, (1, 2, 0))
        # the active seats in clockwise order from the dealer's left
        assert list(seats) == [s for s in ((dealer + i) % 4 for i in range(1, 5))
                               if s != inactive_seat(rules, dealer)]


@pytest.mark.parametrize("method", METHODS)
def test_R9_cards_leave_the_deck_in_the_method_order(method):
    """R9: the shuffled deck is dealt top to bottom to the method's destinations."""
    rules = Rules(deal_method=method)
    dealt = deal_cards(rules, 1, random.Random(11))
    deck = shuffled(random.Random(11))
    assert [c for c, _ in dealt.order] == deck
    assert [d for _, d in dealt.order] == deal_destinations(rules, 1)
    for c, d in dealt.order:
        assert (dealt.prikup if d == PRIKUP else dealt.hands[d]) >> c & 1


@pytest.mark.parametrize("method", METHODS)
def test_R9_every_card_is_equally_likely_to_land_anywhere(method):
    """R9: the method changes only the order, never the fairness: over many deals each
    card lands in each hand about 7/24 of the time and in the prikup about 3/24."""
    rules = Rules(deal_method=method)
    rng = random.Random(2024)
    n = 3000
    counts = {}
    for _ in range(n):
        dealt = deal_cards(rules, 0, rng)
        for c, d in dealt.order:
            counts[(c, d)] = counts.get((c, d), 0) + 1
    for c in DECK:
        for d, p in ((0, 7 / 24), (1, 7 / 24), (2, 7 / 24), (PRIKUP, 3 / 24)):
            share = counts.get((c, d), 0) / n
            assert abs(share - p) < 0.045, (card_name(c), d, share)


# ---------------------------------------------------------------- R10 reproducible
@pytest.mark.parametrize("method", METHODS)
def test_R10_same_seed_same_cut_hands_and_prikup(method):
    """R10: the same seed and the same settings give the same cut, the same hands and the
    same prikup."""
    rules = Rules(deal_method=method)
    a, b = Match.new(rules, seed=99), Match.new(rules, seed=99)
    assert a.cut == b.cut and a.dealer == b.dealer
    for _ in range(3):
        ea, eb = a.start_deal(), b.start_deal()
        assert ea == eb
        assert a.deal.dealt == b.deal.dealt and a.deal.prikup == b.deal.prikup
        for m in (a, b):  # finish the deal the same way
            while not m.deal.over:
                m.apply(m.legal_actions()[0])


def test_R10_different_seeds_give_different_deals():
    """R10: the seed decides the cards (so different seeds give, in practice, different
    deals)."""
    deals = set()
    for seed in range(20):
        m = Match.new(Rules(), seed=seed)
        m.start_deal()
        deals.add((m.deal.dealt, m.deal.prikup))
    assert len(deals) == 20


def test_R10_shuffle_is_our_own_fisher_yates_over_random():
    """R10 (DESIGN.md): the shuffle uses only Random.random(), so a seed gives the same
    deck on every Python version: it equals a Fisher-Yates written out here."""
    for seed in range(5):
        rng = random.Random(seed)
        deck = list(range(24))
        for i in range(23, 0, -1):
            j = int(rng.random() * (i + 1))
            deck[i], deck[j] = deck[j], deck[i]
        assert shuffled(random.Random(seed)) == deck
