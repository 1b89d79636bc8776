"""Hard's inference from the bidding: inference.py and SearchBot(infer=True)."""
import random

from game.tysiacha.ai.inference import (auction, bid_chance, bidding_hands, fits_bids, high_bids_of,
                               layout_weight, resample)
from game.tysiacha.ai.knowledge import knowledge, sample_hands
from game.tysiacha.ai.search import SearchBot, hard_bot
from game.tysiacha.engine import Rules, observe
from game.tysiacha.engine.actions import parse_action
from game.tysiacha.engine.cards import MARRIAGE_MASKS, mask_of, parse_card
from game.tysiacha.engine.deal import Deal, Phase
from game.tysiacha.engine.standing import Standing


def cards(text):
    return mask_of(parse_card(t) for t in text.split())


def has_marriage(hand):
    return any(hand & m == m for m in MARRIAGE_MASKS)


def contested_deal():
    """Seat 1 bids 130 (R17: it holds the clubs marriage), seat 0 outbids it at 135 with
    hearts, takes the prikup, gives JD to seat 1 and 10D to seat 2: the first lead."""
    deal = Deal(Rules(), Standing.new(3), 2,
                (cards("AH 10H KH QH JH AD 10D"), cards("KC QC AS 10S KS 9H 9D"),
                 cards("AC 10C JC 9C QS JS 9S")), cards("KD QD JD"))
    for a in ["bid 100", "bid 130", "pass", "bid 135", "pass",
              "give JD to 1", "give 10D to 2", "keep"]:
        deal.apply(parse_action(a))
    while deal.phase is not Phase.PLAY:
        deal.apply(parse_action("no redeal"))
    return deal


def test_the_forced_opening_says_nothing_and_a_pass_refuses_the_next_bid():
    obs = observe(contested_deal(), 0)
    assert auction(obs) == [(1, 130, True), (2, 135, False), (1, 140, False)]
    assert auction(observe(contested_deal(), 1)) == [(2, 135, False), (0, 135, True)]


def test_a_strong_hand_bids_and_a_weak_one_passes():
    strong = cards("AH 10H KH QH AD 10D AS")
    weak = cards("9H JH 9D JD 9C JC 9S")
    assert bid_chance(strong, 105) > 0.8
    assert bid_chance(weak, 105) < 0.2
    no_marriage = cards("AH 10H AD 10D AS 10S KH")
    assert bid_chance(no_marriage, 105) > bid_chance(no_marriage, 120)


def test_the_hand_a_seat_bid_with_is_rebuilt_from_the_layout():
    """Its cards now and played, less the gift (R26); the declarer's less the prikup."""
    deal = contested_deal()
    for a in ["play AH", "play 9H", "play 9C"]:
        deal.apply(parse_action(a))
    obs = observe(deal, 0)
    layout = {1: deal.hands[1], 2: deal.hands[2]}
    hands = bidding_hands(obs, layout)
    assert hands[1] == cards("KC QC AS 10S KS 9H 9D")
    assert hands[2] == cards("AC 10C JC 9C QS JS 9S")
    # a defender knows its own gift only: the declarer's 10D, given to seat 2, is
    # just one of seat 2's cards to seat 1
    seen_by_1 = observe(deal, 1)
    decl = bidding_hands(seen_by_1, {0: deal.hands[0], 2: deal.hands[2]})[0]
    assert decl == cards("AH 10H KH QH JH AD")


def test_a_bid_above_120_without_a_marriage_rules_the_layout_out():
    """R17: seat 1 bid 130, so a layout leaving it no marriage cannot be the real one."""
    deal = contested_deal()
    obs = observe(deal, 0)
    real = {1: deal.hands[1], 2: deal.hands[2]}
    assert layout_weight(obs, real) > 0.0
    swap = cards("QC") | cards("JC")  # seat 1's QC for seat 2's JC: no marriage left
    broken = {1: deal.hands[1] ^ swap, 2: deal.hands[2] ^ swap}
    assert layout_weight(obs, broken) == 0.0


def test_resampling_keeps_layouts_in_proportion_to_their_weights():
    picked = resample(["a", "b", "c", "d"], [0.0, 1.0, 0.0, 3.0], 400, random.Random(1))
    assert picked.count("a") == picked.count("c") == 0
    assert picked.count("b") == 100 and picked.count("d") == 300


def test_every_layout_fits_the_bids_with_or_without_inference():
    """Seat 1 bid 130, so it held a marriage (R17): the search bot's layouts all give it
    one, as do Hard's, though layouts dealt at random often do not."""
    obs = observe(contested_deal(), 0)
    bid_with = cards("JD")  # seat 1 holds the declarer's gift, which it did not bid with
    for infer in (True, False):
        layouts = list(SearchBot(seed=5, budget=None, max_samples=16, infer=infer)._samples(obs))
        assert len(layouts) == 16
        assert all(has_marriage(layout[1] & ~bid_with) for layout in layouts)
    k, rng = knowledge(obs), random.Random(5)
    dealt = [sample_hands(k, rng, obs.declarer) for _ in range(16)]
    assert not all(has_marriage(layout[1] & ~bid_with) for layout in dealt)
    assert high_bids_of(obs) == [(1, 130)]
    assert not fits_bids(obs, {1: cards("AC 10C JC 9C QS JS 9S") | bid_with,
                               2: cards("KC QC AS 10S KS 9H 9D")}, high_bids_of(obs))


def test_hard_sees_nothing_hidden():
    deal = contested_deal()
    twin = deal.clone()
    swap = cards("AS") | cards("AC")
    twin.hands[1] ^= swap
    twin.hands[2] ^= swap
    assert observe(deal, 0) == observe(twin, 0)
    a = hard_bot(7)
    a.budget = None
    b = hard_bot(7)
    b.budget = None
    assert a.choose(observe(deal, 0), deal.legal_actions()) == b.choose(
        observe(twin, 0), twin.legal_actions())
