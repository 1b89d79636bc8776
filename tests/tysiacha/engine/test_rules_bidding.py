"""RULES.md section 5: bidding (R14-R18)."""
import pytest

from game.tysiacha.engine import Rules
from game.tysiacha.engine.deal import Phase
from game.tysiacha.engine.dealing import active_seats, inactive_seat

from tests.tysiacha.engine.helpers import (assert_illegal, deal_from, legal, run, standing,
                                  sweep_illegal)

# No marriage anywhere in the hands: the prikup holds QH, QD.
NO_MELDS = (["AS 10S KS JS 9S AC 10C", "KC JC 9C AD 10D KD JD",
             "9D AH 10H KH JH 9H QS"], "QC QD QH")
# Seat 0: ♠ marriage (40); seat 1: ♥ and ♦ marriages (180); seat 2: no marriage.
MELDS = (["AS 10S KS QS JS 9S AC", "KH QH KD QD 9H JD 10D",
          "10C KC JC 9C AD 9D AH"], "QC 10H JH")
# Seat 1 holds all four aces and the ♣ marriage.
ACES = (["10S KS QS JS 9S 10C 9C", "AS AC AD AH KC QC JC",
         "KD QD JD 9D 10D KH QH"], "10H JH 9H")


def _bid_values(deal):
    return sorted(int(a.split()[1]) for a in legal(deal) if a.startswith("bid"))


# ---------------------------------------------------------------- R14 the first bidder
@pytest.mark.parametrize("mode,offset", [("forehand", 1), ("dealer_right", 2), ("dealer", 0)])
@pytest.mark.parametrize("dealer", range(3))
def test_R14_first_bidder(mode, offset, dealer):
    """R14: `first_bidder` forehand (left of the dealer, default), dealer_right or
    dealer makes the forced bid."""
    deal = deal_from(*NO_MELDS, rules=Rules(first_bidder=mode), dealer=dealer)
    assert deal.to_act == (dealer + offset) % 3
    assert legal(deal) == {"bid 100"}


def test_R14_default_is_forehand():
    """R14: forehand is the default."""
    assert Rules().first_bidder == "forehand"


@pytest.mark.parametrize("first,inactive,dealer,expected", [
    ("forehand", "dealer", 0, 1),
    ("forehand", "forehand", 0, 2),          # the inactive forehand is skipped
    ("dealer", "dealer", 1, 2),              # the inactive dealer is skipped
    ("dealer", "forehand", 1, 1),
    ("dealer_right", "dealer_right", 2, 2),  # the inactive right-hand player: dealer bids
    ("dealer_right", "dealer", 3, 2),
])
def test_R14_four_players_the_inactive_player_is_skipped(first, inactive, dealer, expected):
    """R14: with 4 players the inactive player is skipped (the next active seat
    clockwise bids first)."""
    rules = Rules(players=4, first_bidder=first, inactive_player=inactive)
    hands = ["", "", "", ""]
    out = inactive_seat(rules, dealer)
    for s, h in zip(active_seats(rules, dealer), NO_MELDS[0]):
        hands[s] = h
    deal = deal_from(hands, NO_MELDS[1], rules=rules, dealer=dealer)
    assert deal.to_act == expected != out


# ---------------------------------------------------------------- R15 the forced bid
def test_R15_first_bidder_must_bid_100():
    """R15: the first bidder must bid the minimum, 100: its only legal action."""
    deal = deal_from(*MELDS, dealer=2)
    assert legal(deal) == {"bid 100"}
    assert_illegal(deal, "pass", "R15")
    assert_illegal(deal, "bid 105", "R15")
    assert_illegal(deal, "bid 120", "R15")
    run(deal, "bid 100")
    assert deal.high_bid == 100 and deal.bids == [(0, 100)]


# ---------------------------------------------------------------- R16 the auction
def test_R16_bid_higher_or_pass_in_multiples_of_5():
    """R16: each player in turn bids higher than the standing bid (a multiple of
    `bid_step`, 5 by default) or passes."""
    deal = deal_from(*NO_MELDS, dealer=2)
    run(deal, "bid 100")
    assert _bid_values(deal) == [105, 110, 115, 120] and "pass" in legal(deal)
    assert_illegal(deal, "bid 100", "R16")  # not higher
    assert_illegal(deal, "bid 95", "R16")
    assert_illegal(deal, "bid 107", "R16")  # not a multiple of 5
    run(deal, "bid 110")
    assert _bid_values(deal) == [115, 120]
    assert_illegal(deal, "bid 105", "R16")


def test_R16_bid_step_10():
    """R16: with `bid_step` 10 bids are multiples of 10."""
    deal = deal_from(*MELDS, rules=Rules(bid_step=10), dealer=2)
    run(deal, "bid 100")
    assert _bid_values(deal) == list(range(110, 301, 10))  # seat 1: 120 + 180
    assert_illegal(deal, "bid 105", "R16")
    assert_illegal(deal, "bid 115", "R16")


def test_R16_a_player_who_passed_never_bids_again():
    """R16: a player who passed is skipped for the rest of the bidding."""
    deal = deal_from(*MELDS, dealer=2)
    run(deal, "bid 100", "pass")  # seat 1 passes
    turns = []
    for text in ("bid 105", "bid 110", "bid 115", "bid 120"):
        turns.append(deal.to_act)
        run(deal, text)
    assert turns == [2, 0, 2, 0]
    assert 1 not in turns


def test_R16_last_bidder_is_declarer_the_others_defend():
    """R16: bidding ends when all but one have passed; the last bidder is declarer."""
    deal = deal_from(*MELDS, dealer=2)
    run(deal, "bid 100", "bid 105", "bid 110", "bid 115", "bid 125", "pass")
    assert deal.phase is Phase.BIDDING and deal.to_act == 0
    run(deal, "pass")
    assert deal.phase is Phase.EXCHANGE
    assert deal.declarer == 1 and deal.contract == 125 and set(deal.defenders) == {0, 2}
    assert deal.to_act == 1


def test_R16_everyone_else_passes_the_forced_bidder_is_declarer_at_100():
    """R16: if everyone else passes, the forced bidder is declarer at 100."""
    deal = deal_from(*MELDS, dealer=1)
    events = run(deal, "bid 100", "pass", "pass")
    assert deal.declarer == 2 and deal.contract == 100
    assert ("declarer", 2, 100) in [tuple(e) for e in events]


def test_R16_the_forced_bidder_may_bid_again_after_being_overbid():
    """R16: bidding goes round until all but one have passed; the forced bidder bids
    again in its turn."""
    deal = deal_from(*MELDS, dealer=2)
    run(deal, "bid 100", "bid 105", "pass")
    assert deal.to_act == 0
    run(deal, "bid 110", "pass")
    assert deal.declarer == 0 and deal.contract == 110


# ---------------------------------------------------------------- R17 the bid limit
def test_R17_without_a_meld_at_most_120():
    """R17: `bid_limit` on: a player without a meld may bid at most 120."""
    deal = deal_from(*MELDS, dealer=1)  # seat 2 (no marriage) is the forced bidder
    run(deal, "bid 100", "bid 120")  # seat 0 (♠ marriage) bids 120
    assert deal.to_act == 1
    run(deal, "bid 125")  # seat 1 may (two marriages)
    assert deal.to_act == 2
    assert _bid_values(deal) == []
    assert legal(deal) == {"pass"}
    assert_illegal(deal, "bid 130", "R17")


def test_R17_with_a_meld_up_to_120_plus_its_value():
    """R17: above 120 only while holding a meld, never above 120 plus the melds held:
    ♠ marriage 160; ♥ + ♦ marriages 300."""
    deal = deal_from(*MELDS, dealer=2)
    run(deal, "bid 100")
    assert max(_bid_values(deal)) == 300  # seat 1: 120 + 100 + 80
    assert_illegal(deal, "bid 305", "R17")
    run(deal, "bid 150")
    assert deal.to_act == 2 and _bid_values(deal) == []  # seat 2: no meld
    run(deal, "pass")
    assert max(_bid_values(deal)) == 160  # seat 0: 120 + 40
    assert_illegal(deal, "bid 165", "R17")
    run(deal, "bid 160")
    assert deal.high_bid == 160


def test_R17_the_bid_limit_counts_the_7_card_hand_not_the_prikup():
    """R17: in the bidding the limit counts the hand held (7 cards): a marriage that
    would be completed by the prikup does not count."""
    # seat 0 holds KC; QC is in the prikup (the raise with it is R27's business)
    deal = deal_from(["AS 10S KS JS 9S AC KC", "10C JC 9C AD 10D KD JD",
                      "9D AH 10H KH JH 9H QS"], "QC QD QH", dealer=1)
    run(deal, "bid 100")
    assert deal.to_act == 0 and max(_bid_values(deal)) == 120
    assert_illegal(deal, "bid 125", "R17")


def test_R17_four_aces_count_only_with_four_aces_on():
    """R17, R3: four aces add 200 to the limit with `four_aces` on, nothing when off."""
    off = deal_from(*ACES, dealer=2)
    run(off, "bid 100")
    assert max(_bid_values(off)) == 180  # 120 + ♣ marriage 60
    on = deal_from(*ACES, rules=Rules(four_aces=True), dealer=2)
    run(on, "bid 100")
    assert max(_bid_values(on)) == 380  # 120 + 60 + 200
    assert_illegal(on, "bid 385", "R17")


@pytest.mark.parametrize("four_aces,cap", [(False, 400), (True, 600)])
def test_R17_bid_limit_off_caps_at_120_plus_every_meld(four_aces, cap):
    """R17: with `bid_limit` off the only cap is 120 plus every meld value the rules allow
    (400, or 600 with `four_aces`), whatever the hand holds."""
    deal = deal_from(*NO_MELDS, rules=Rules(bid_limit=False, four_aces=four_aces), dealer=2)
    run(deal, "bid 100")
    assert max(_bid_values(deal)) == cap
    run(deal, f"bid {cap}")
    assert deal.to_act == 2 and legal(deal) == {"pass"}
    assert_illegal(deal, f"bid {cap + 5}", "R17")


# ---------------------------------------------------------------- R18 silence
def test_R18_a_silent_player_may_make_only_the_forced_bid():
    """R18: `silence` on, score below `silence_value` (0: a negative score): the player
    may still make the forced bid ..."""
    rules = Rules(silence=True)
    deal = deal_from(*MELDS, rules=rules, standing=standing(scores=(-5, 0, 0)), dealer=2)
    assert legal(deal) == {"bid 100"}
    run(deal, "bid 100", "bid 105", "pass")
    # ... but must pass on any other turn
    assert deal.to_act == 0 and legal(deal) == {"pass"}
    assert_illegal(deal, "bid 110", "R18")


def test_R18_a_silent_player_must_pass_when_not_the_forced_bidder():
    """R18: a silent player who is not the forced bidder may only pass."""
    rules = Rules(silence=True)
    deal = deal_from(*MELDS, rules=rules, standing=standing(scores=(0, -120, 0)), dealer=2)
    run(deal, "bid 100")
    assert deal.to_act == 1 and legal(deal) == {"pass"}
    assert_illegal(deal, "bid 105", "R18")


def test_R18_silent_declarer_may_not_raise():
    """R18: a silent player who won with the forced bid may not raise (R27)."""
    rules = Rules(silence=True)
    deal = deal_from(*MELDS, rules=rules, standing=standing(scores=(-200, 0, 0)), dealer=2)
    run(deal, "bid 100", "pass", "pass", "give 9S to 1", "give JS to 2")
    assert deal.phase is Phase.RAISE
    assert {a for a in legal(deal) if a.startswith("raise")} == set()
    assert "keep" in legal(deal)
    assert_illegal(deal, "raise 105", "R18")


@pytest.mark.parametrize("value,score,silent", [
    (0, -5, True), (0, 0, False), (0, 5, False),
    (-100, -50, False), (-100, -100, False), (-100, -105, True), (-200, -205, True),
])
def test_R18_silence_value_is_the_threshold(value, score, silent):
    """R18: silence applies to a score strictly below `silence_value`."""
    rules = Rules(silence=True, silence_value=value)
    deal = deal_from(*MELDS, rules=rules, standing=standing(scores=(0, score, 0)), dealer=2)
    run(deal, "bid 100")
    assert (legal(deal) == {"pass"}) is silent


def test_R18_silence_off_a_negative_score_may_bid():
    """R18: `silence` is off by default: a negative score bids freely."""
    deal = deal_from(*MELDS, standing=standing(scores=(0, -500, 0)), dealer=2)
    run(deal, "bid 100")
    assert max(_bid_values(deal)) == 300


# ---------------------------------------------------------------- every illegal action
def test_R15_to_R18_every_illegal_bidding_action_is_refused_naming_its_rule():
    """R15-R18: in the bidding every action that is not legal (any number the engine
    knows) is refused, names its rule and changes nothing: R15 on the forced turn, R16
    and R17 after it, R18 for a silent player; rospisat' is R30, a redeal R12."""
    deal = deal_from(*MELDS, dealer=2)
    assert set(sweep_illegal(deal)) == {"R15", "R30", "R12"}
    run(deal, "bid 100")
    named = sweep_illegal(deal)
    assert set(named) == {"R16", "R17", "R30", "R12"}
    assert named["R17"] == len(range(305, 705, 5))  # seat 1 may bid up to 300
    silent = deal_from(*MELDS, rules=Rules(silence=True), standing=standing(scores=(0, -5, 0)),
                       dealer=2)
    run(silent, "bid 100")
    assert set(sweep_illegal(silent)) == {"R16", "R18", "R30", "R12"}
