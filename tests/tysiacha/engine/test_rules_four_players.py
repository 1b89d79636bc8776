"""RULES.md section 9: four players (R40 the inactive player, R41 its prikup points)."""
import random

import pytest

from game.tysiacha.engine import Match, Rules, score_deal
from game.tysiacha.engine.actions import parse_action
from game.tysiacha.engine.deal import Phase
from game.tysiacha.engine.dealing import active_seats, deal_cards, inactive_seat
from game.tysiacha.engine.scoring import inactive_points

from tests.tysiacha.engine.helpers import deal_from, mask, result, run, standing

# With dealer 0 and inactive_player dealer: seats 1, 2, 3 play; seat 1 is the forehand.
HANDS4 = ["", "AS 10S KS QS JS 9S AC", "10C KC QC JC 9C AD 10D", "KD QD JD 9D AH 10H 9H"]


def _four(**rules):
    return deal_from(HANDS4, "KH QH JH", rules=Rules(players=4, **rules), dealer=0)


# ---------------------------------------------------------------- R40 the inactive player
@pytest.mark.parametrize("mode,offset", [("dealer", 0), ("forehand", 1),
                                         ("dealer_opposite", 2), ("dealer_right", 3)])
@pytest.mark.parametrize("dealer", range(4))
def test_R40_inactive_player_by_option(mode, offset, dealer):
    """R40: `inactive_player` dealer (default), forehand, dealer_opposite or dealer_right
    sits out the deal."""
    rules = Rules(players=4, inactive_player=mode)
    out = (dealer + offset) % 4
    assert inactive_seat(rules, dealer) == out
    assert out not in active_seats(rules, dealer)
    assert Rules().inactive_player == "dealer"


@pytest.mark.parametrize("mode", ["dealer", "forehand", "dealer_opposite", "dealer_right"])
def test_R40_the_inactive_player_gets_no_cards_no_bidding_no_play(mode):
    """R40: the inactive player gets no cards, does not bid and does not play: a whole
    deal (first legal action each turn, bids and tricks) never asks it."""
    rules = Rules(players=4, inactive_player=mode)
    for dealer in range(4):
        dealt = deal_cards(rules, dealer, random.Random(dealer))
        out = inactive_seat(rules, dealer)
        assert dealt.hands[out] == 0
        match = Match(rules, dealer=dealer)
        match.start_deal(hands=dealt.hands, prikup=dealt.prikup)
        deal = match.deal
        assert deal.inactive == out
        actors = set()
        while not deal.over:
            actors.add(deal.to_act)
            legal = deal.legal_actions()
            # bid up a little so that everybody bids, then play on
            match.apply(legal[1] if len(legal) > 1 and deal.phase is Phase.BIDDING
                        and deal.high_bid < 110 else legal[0])
        assert out not in actors and len(actors) == 3
        assert out not in deal.defenders and deal.declarer != out
        assert all(s != out for trick, _ in deal.tricks for s, _ in trick)
        assert len(deal.tricks) == 8 or deal.outcome != "played"


def test_R40_the_inactive_seat_moves_with_the_dealer():
    """R40 with R7: the dealer moves one to the left each deal, and the inactive player
    with it."""
    match = Match(Rules(players=4, rospisat="free"), dealer=3)
    seen = []
    for _ in range(5):
        dealt = deal_cards(match.rules, match.dealer, random.Random(1))
        match.start_deal(hands=dealt.hands, prikup=dealt.prikup)
        seen.append((match.deal.dealer, match.deal.inactive))
        for text in ("bid 100", "pass", "pass", "rospisat"):
            match.apply(parse_action(text))
    assert seen == [(3, 3), (0, 0), (1, 1), (2, 2), (3, 3)]


def test_R40_the_three_active_players_play_as_in_the_3_player_game():
    """R5, R40: bidding goes round the three active seats clockwise, skipping the
    inactive one."""
    deal = _four()
    turns = []
    for text in ("bid 100", "bid 105", "bid 110", "bid 115", "pass", "pass"):
        turns.append(deal.to_act)
        run(deal, text)
    assert turns == [1, 2, 3, 1, 2, 3]
    assert deal.declarer == 1 and set(deal.defenders) == {2, 3}


# ---------------------------------------------------------------- R41 the prikup points
def _inactive_delta(rules, prikup, outcome="played", st=None):
    st = st or standing(players=4)
    after, row = score_deal(rules, st, result(outcome, declarer=1, contract=100,
                                              points=(None, 100, 10, 10) if outcome ==
                                              "played" else (None, 0, 0, 0),
                                              dealer=0, inactive=0, prikup=prikup))
    return row.deltas[0], after


def test_R41_by_default_the_inactive_player_scores_nothing():
    """R41: `prikup_card_points`, `prikup_marriage_points` off and `prikup_ace_points` 0
    by default: nothing, whatever the prikup holds."""
    rules = Rules(players=4)
    assert _inactive_delta(rules, "AH AS KH")[0] == 0
    assert _inactive_delta(rules, "KH QH 10S")[0] == 0


@pytest.mark.parametrize("prikup,points", [("AH 10S KD", 25), ("AH 10S JD", 25),
                                           ("KD QC 9H", 5), ("9S 9C 9H", 0),
                                           ("AH AS AC", 35), ("10H QS JD", 15)])
def test_R41_prikup_card_points_rounded(prikup, points):
    """R41 `prikup_card_points`: the card points of the three prikup cards, rounded by
    R46 (23 -> 25, 7 -> 5, 33 -> 35, 15 -> 15)."""
    rules = Rules(players=4, prikup_card_points=True)
    assert _inactive_delta(rules, prikup)[0] == points


@pytest.mark.parametrize("prikup,cards_on,points", [
    ("KH QH 9S", False, 100), ("KD QD 9S", False, 80), ("KC QC 9S", False, 60),
    ("KS QS 9H", False, 40), ("KH QH 10S", True, 115), ("KS QS JH", True, 50),
    ("KH QS 9S", False, 0),
])
def test_R41_prikup_marriage_points(prikup, cards_on, points):
    """R41 `prikup_marriage_points`: the value of a marriage if the prikup holds one (with
    the card points when those are on: KH QH 10S = 100 + 17 -> 115)."""
    rules = Rules(players=4, prikup_marriage_points=True, prikup_card_points=cards_on)
    assert _inactive_delta(rules, prikup)[0] == points


@pytest.mark.parametrize("ace_points,prikup,cards_on,points", [
    (40, "AH 10S KD", True, 55),    # 40 + 10 + 4 = 54 -> 55
    (50, "AH 10S KD", True, 65),    # 50 + 14 = 64 -> 65
    (40, "AH AS 9C", True, 80),
    (50, "AH AS AC", True, 150),
    (0, "AH AS 9C", True, 20),      # 0: the aces keep their 11 (22 -> 20)
    (40, "AH AS 9C", False, 80),    # our reading: the ace points alone
    (50, "AH 10S KD", False, 50),
    (40, "KH QH 9S", True, 5),      # no ace: only the card points (7 -> 5)
])
def test_R41_prikup_ace_points(ace_points, prikup, cards_on, points):
    """R41 `prikup_ace_points` 40 or 50: each ace in the prikup is worth this instead of
    11. Our reading: with `prikup_card_points` off the aces still score this value (the
    seeds list the two as separate options)."""
    rules = Rules(players=4, prikup_ace_points=ace_points, prikup_card_points=cards_on)
    assert _inactive_delta(rules, prikup)[0] == points


def test_R41_all_three_together():
    """R41: card points, marriage and ace points add up: KH QH AH with 50 per ace:
    4 + 3 + 50 + 100 = 157 -> 155."""
    rules = Rules(players=4, prikup_card_points=True, prikup_marriage_points=True,
                  prikup_ace_points=50)
    assert inactive_points(rules, mask("KH QH AH")) == 157
    assert _inactive_delta(rules, "KH QH AH")[0] == 155


@pytest.mark.parametrize("unit,rounding,points", [(5, True, 25), (10, True, 20),
                                                  (5, False, 23)])
def test_R41_rounding_follows_R46(unit, rounding, points):
    """R41 with R46: rounded as a defender's points are: 23 -> 25 (unit 5), 20 (unit 10),
    23 unrounded."""
    rules = Rules(players=4, prikup_card_points=True, rounding_unit=unit, rounding=rounding)
    assert _inactive_delta(rules, "AH 10S JD")[0] == points


def test_R41_also_in_a_rospisat_deal():
    """R41: in every scored deal, rospisat' included."""
    rules = Rules(players=4, prikup_card_points=True)
    delta, _ = _inactive_delta(rules, "AH 10S KD", outcome="rospisat")
    assert delta == 25


def test_R41_no_points_and_no_marks_in_a_redeal():
    """R41: only scored deals: a redeal gives the inactive player nothing."""
    rules = Rules(players=4, prikup_card_points=True)
    delta, after = _inactive_delta(rules, "AH 10S KD", outcome="redeal")
    assert delta == 0 and after == standing(players=4)


def test_R41_an_inactive_player_scoring_nothing_gets_no_zero_mark():
    """R41, R48: the zero mark is for defenders: the inactive player scoring 0 is none."""
    delta, after = _inactive_delta(Rules(players=4), "9S 9C JH")
    assert delta == 0 and after.zeros[0] == 0


def test_R41_on_the_barrel_under_R52():
    """R41 with R52: an inactive player on the barrel scores nothing (stays at the barrel
    score), unless `barrel_defender` is on and the points reach the target."""
    st = standing(players=4, scores=(880, 0, 0, 0), barrel=(0, None, None, None))
    rules = Rules(players=4, prikup_card_points=True, prikup_marriage_points=True)
    delta, after = _inactive_delta(rules, "KH QH AH", st=st)  # 118 -> 120
    assert delta == 0 and after.scores[0] == 880 and after.barrel[0] == 1
    delta, after = _inactive_delta(rules.with_changes(barrel_defender=True), "KH QH AH",
                                   st=st)
    assert after.scores[0] == 1000 and delta == 120
    delta, after = _inactive_delta(rules.with_changes(barrel_defender=True), "KH QH 9S",
                                   st=st)
    assert after.scores[0] == 880  # 105 does not reach the target: stays


def test_R41_golden_set_doubles_the_inactive_points():
    """R41 with R47: the inactive player's points are doubled in the golden set."""
    rules = Rules(players=4, prikup_card_points=True, golden_set=True)
    assert _inactive_delta(rules, "AH 10S KD")[0] == 50


def test_R41_in_a_whole_match_deal():
    """R41: a 4-player Match scores the inactive player from the deal's prikup."""
    rules = Rules(players=4, prikup_card_points=True, prikup_ace_points=40)
    match = Match(rules, dealer=0)
    match.start_deal(hands=[mask(h) for h in HANDS4], prikup=mask("KH QH JH"))
    for text in ("bid 100", "pass", "pass", "rospisat"):
        match.apply(parse_action(text))
    row = match.sheet[-1]
    assert row.deltas == (10, 0, 60, 60)  # KH QH JH: 4 + 3 + 2 = 9 -> 10
