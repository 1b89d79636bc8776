"""RULES.md section 7: rospisat' (giving up the deal, R30-R33) and spisat'."""
import pytest

from game.tysiacha.engine import Match, Rules, score_deal
from game.tysiacha.engine.actions import parse_action
from game.tysiacha.engine.deal import Phase
from game.tysiacha.engine.scoring import rospisat_points

from tests.tysiacha.engine.helpers import (assert_illegal, deal_from, legal, mask, result, run,
                                  standing)

# Dealer 2: seat 0 is the forced bidder. Nobody holds four nines; the prikup holds two.
LAYOUT = (["AS 10S KS QS JS AC 10C", "KC QC JC AD 10D KD QD",
           "9D 9H AH 10H KH QH JH"], "9S 9C JD")


def _declarer_0(rules=None, st=None):
    deal = deal_from(*LAYOUT, rules=rules, standing=st, dealer=2)
    run(deal, "bid 100", "pass", "pass")
    return deal


def _give_up(rules, st, outcome="rospisat", contract=100, declarer=0):
    return score_deal(rules, st, result(outcome, declarer=declarer, contract=contract,
                                        points=(0, 0, 0)))


# ---------------------------------------------------------------- R30 when and what
def test_R30_rospisat_is_open_from_taking_the_prikup_to_the_first_card():
    """R30: from taking the prikup until the first card is played the declarer may
    declare rospisat' (each decision point in turn)."""
    deal = _declarer_0()
    seen = []
    for text in ("give JD to 1", "give 9C to 2", "keep"):
        seen.append((deal.phase, "rospisat" in legal(deal)))
        run(deal, text)
    seen.append((deal.phase, "rospisat" in legal(deal)))
    assert seen == [(Phase.EXCHANGE, True), (Phase.EXCHANGE, True), (Phase.RAISE, True),
                    (Phase.PLAY, True)]


def test_R30_rospisat_in_the_prikup_nines_decision():
    """R30, R28: rospisat' is open as soon as the prikup is taken, also while deciding
    on a redeal for its nines (R13)."""
    deal = _declarer_0(Rules(prikup_nines=True))
    assert deal.phase is Phase.PRIKUP and "rospisat" in legal(deal)
    run(deal, "rospisat")
    assert deal.outcome == "rospisat"


def test_R30_not_in_the_bidding():
    """R30: rospisat' comes only after the bidding."""
    deal = deal_from(*LAYOUT, dealer=2)
    assert_illegal(deal, "rospisat", "R30")
    run(deal, "bid 100")
    assert_illegal(deal, "rospisat", "R30")


def test_R30_too_late_once_the_first_card_is_played():
    """R30: once the first card is played rospisat' is over: not for a defender in the
    first trick, not for the declarer leading the second."""
    deal = _declarer_0()
    run(deal, "give JD to 1", "give 9C to 2", "keep", "play AS")
    assert deal.to_act == 1
    assert_illegal(deal, "rospisat", "R30")
    run(deal, "play QD", "play 9D")  # AS wins: the declarer leads again
    assert deal.to_act == 0 and deal.tricks
    assert "rospisat" not in legal(deal)
    assert_illegal(deal, "rospisat", "R30")


def test_R30_rospisat_ends_the_deal_at_once():
    """R30: the deal ends at once."""
    deal = _declarer_0()
    events = run(deal, "give JD to 1", "rospisat")
    assert deal.over and deal.outcome == "rospisat"
    assert [e.kind for e in events[-2:]] == ["rospisat", "deal_over"]
    assert deal.legal_actions() == []


def test_R30_defenders_score_rospisat_points_declarer_0_count_up():
    """R30: each defender scores `rospisat_points` (60), the declarer scores 0 and its
    rospisat' count goes up by one (a whole Match)."""
    st = standing(scores=(200, 100, 50), rospisat=(1, 0, 0))
    match = Match(Rules(), dealer=2, standing=st)
    hands, prikup = LAYOUT
    match.start_deal(hands=[mask(h) for h in hands], prikup=mask(prikup))
    for text in ("bid 100", "pass", "pass", "rospisat"):
        match.apply(parse_action(text))
    row = match.sheet[-1]
    assert row.outcome == "rospisat" and row.declarer == 0
    assert row.deltas == (0, 60, 60)
    assert match.standing.scores == (200, 160, 110)
    assert match.standing.rospisat == (2, 0, 0)
    assert "rospisat" in row.marks[0]


def test_R30_disabled_rospisat_cannot_be_declared():
    """R30, R32: `rospisat` disabled: never legal."""
    deal = _declarer_0(Rules(rospisat="disabled"))
    assert "rospisat" not in legal(deal)
    assert_illegal(deal, "rospisat", "R32")
    run(deal, "give JD to 1", "give 9C to 2")
    assert_illegal(deal, "rospisat", "R32")
    run(deal, "keep")
    assert_illegal(deal, "rospisat", "R32")


@pytest.mark.parametrize("mode", ["every_third", "free", "with_spisat"])
def test_R30_not_on_the_barrel(mode):
    """R30, R51: a declarer on the barrel may not declare rospisat' (nor spisat')."""
    st = standing(scores=(880, 0, 0), barrel=(1, None, None))
    deal = _declarer_0(Rules(rospisat=mode), st)
    assert "rospisat" not in legal(deal) and "spisat" not in legal(deal)
    assert_illegal(deal, "rospisat", "R51")
    if mode == "with_spisat":
        assert_illegal(deal, "spisat", "R51")


# ---------------------------------------------------------------- R31 the points
@pytest.mark.parametrize("value", [40, 50, 60])
def test_R31_fixed_rospisat_points(value):
    """R31: `rospisat_points` 40, 50 or 60 (default) to each defender."""
    rules = Rules(rospisat_points=value)
    after, row = _give_up(rules, standing(), contract=140)
    assert row.deltas == (0, value, value)
    assert Rules().rospisat_points == 60


@pytest.mark.parametrize("contract,points", [
    (100, 60), (105, 60), (110, 60), (115, 60), (120, 60),
    (125, 65), (130, 65), (135, 70), (140, 70), (145, 75), (150, 75),
    (155, 80), (160, 80), (165, 85), (200, 100), (205, 105), (300, 150), (400, 200),
])
def test_R31_half_bid_table(contract, points):
    """R31 `half_bid` (seed 002): half the contract rounded up to a multiple of 5, at
    least 60: 100-120 -> 60, 125-130 -> 65, 135-140 -> 70, and so on."""
    rules = Rules(rospisat_points="half_bid")
    assert rospisat_points(rules, contract) == points
    after, row = _give_up(rules, standing(), contract=contract)
    assert row.deltas == (0, points, points)


def test_R31_half_bid_counts_the_raised_contract():
    """R31: half of the contract, i.e. after a raise (R27)."""
    deal = _declarer_0(Rules(rospisat_points="half_bid"))
    run(deal, "give JD to 1", "give 9C to 2", "raise 150", "rospisat")
    match_row = score_deal(deal.rules, deal.standing,
                           result("rospisat", 0, deal.contract, (0, 0, 0)))[1]
    assert deal.contract == 150 and match_row.deltas == (0, 75, 75)


# ---------------------------------------------------------------- R32 the modes
def _sequence(rules, times, declarer=0):
    """The declarer's deltas over `times` rospisat' in a row."""
    st = standing()
    deltas = []
    for _ in range(times):
        st, row = _give_up(rules, st, declarer=declarer)
        deltas.append(row.deltas[declarer])
    return st, deltas


def test_R32_every_third_the_3rd_and_6th_cost_the_penalty():
    """R32 `every_third` (default): the declarer's 3rd, 6th, 9th ... rospisat' also costs
    `rospisat_penalty`."""
    assert Rules().rospisat == "every_third"
    st, deltas = _sequence(Rules(), 7)
    assert deltas == [0, 0, -120, 0, 0, -120, 0]
    assert st.rospisat == (7, 0, 0)


def test_R32_every_third_counts_per_player():
    """R32: the count is the declarer's own: another player's rospisat' do not add up."""
    st = standing(rospisat=(2, 2, 0))
    after, row = _give_up(Rules(), st, declarer=2)
    assert row.deltas == (60, 60, 0) and after.rospisat == (2, 2, 1)
    after, row = _give_up(Rules(), st, declarer=1)
    assert row.deltas == (60, -120, 60) and after.rospisat == (2, 3, 0)


def test_R32_every_time_every_rospisat_costs_the_penalty():
    """R32 `every_time`: every rospisat' costs `rospisat_penalty`."""
    st, deltas = _sequence(Rules(rospisat="every_time"), 4)
    assert deltas == [-120] * 4


def test_R32_twice_free_no_penalty_and_a_third_is_illegal():
    """R32 `twice_free`: no penalty, at most two rospisat' per player per game."""
    rules = Rules(rospisat="twice_free")
    st, deltas = _sequence(rules, 2)
    assert deltas == [0, 0] and st.rospisat == (2, 0, 0)
    deal = _declarer_0(rules, st)
    assert "rospisat" not in legal(deal)
    assert_illegal(deal, "rospisat", "R32")
    run(deal, "give JD to 1", "give 9C to 2", "keep")
    assert_illegal(deal, "rospisat", "R32")
    # another player still has its two
    other = deal_from(*LAYOUT, rules=rules, standing=standing(rospisat=(0, 2, 2)), dealer=2)
    run(other, "bid 100", "pass", "pass")
    assert "rospisat" in legal(other)
    one_left = _declarer_0(rules, standing(rospisat=(1, 0, 0)))
    assert "rospisat" in legal(one_left)


def test_R32_free_no_penalty_no_limit():
    """R32 `free`: no penalty, no limit."""
    rules = Rules(rospisat="free")
    st, deltas = _sequence(rules, 9)
    assert deltas == [0] * 9
    deal = _declarer_0(rules, st)
    assert "rospisat" in legal(deal)


def test_R32_disabled_is_never_legal():
    """R32 `disabled`: rospisat' cannot be declared, in any phase."""
    deal = _declarer_0(Rules(rospisat="disabled", prikup_nines=True))
    assert deal.phase is Phase.PRIKUP
    assert legal(deal) == {"redeal", "no redeal"}
    assert_illegal(deal, "rospisat", "R32")


def test_R32_with_spisat_rospisat_as_every_third():
    """R32 `with_spisat`: rospisat' as `every_third`."""
    st, deltas = _sequence(Rules(rospisat="with_spisat"), 6)
    assert deltas == [0, 0, -120, 0, 0, -120]


def test_R32_with_spisat_the_declarer_may_declare_spisat():
    """R32 `with_spisat`: spisat' is open when rospisat' is, and ends the deal."""
    deal = _declarer_0(Rules(rospisat="with_spisat"))
    assert {"rospisat", "spisat"} <= legal(deal)
    run(deal, "give JD to 1", "give 9C to 2", "raise 110")
    assert "spisat" in legal(deal)
    events = run(deal, "spisat")
    assert deal.over and deal.outcome == "spisat"
    assert [e.kind for e in events] == ["spisat", "deal_over"]


def test_R32_spisat_scores_minus_the_contract_and_moves_no_counter():
    """R32 spisat' (our reading): the declarer scores minus the contract, each defender
    `rospisat_points`, and no counter moves (no rospisat' count, no zero mark)."""
    rules = Rules(rospisat="with_spisat")
    st = standing(scores=(300, 10, 20), rospisat=(2, 0, 0), zeros=(0, 2, 2))
    after, row = _give_up(rules, st, outcome="spisat", contract=130)
    assert row.deltas == (-130, 60, 60)
    assert after.rospisat == (2, 0, 0) and after.zeros == (0, 2, 2)
    assert after.scores == (170, 70, 80)
    half = Rules(rospisat="with_spisat", rospisat_points="half_bid")
    assert _give_up(half, st, outcome="spisat", contract=150)[1].deltas == (-150, 75, 75)


@pytest.mark.parametrize("mode", ["every_third", "every_time", "twice_free", "free"])
def test_R32_spisat_only_with_with_spisat(mode):
    """R32: spisat' exists only in the `with_spisat` mode."""
    deal = _declarer_0(Rules(rospisat=mode))
    assert "spisat" not in legal(deal)
    assert_illegal(deal, "spisat", "R32")


# ---------------------------------------------------------------- R33 the penalty
@pytest.mark.parametrize("penalty,expected", [(-80, -80), (-100, -100), (-120, -120),
                                              ("bid", -135)])
def test_R33_rospisat_penalty_values(penalty, expected):
    """R33: `rospisat_penalty` -80, -100, -120 (default) or `bid` (minus the contract);
    here on the 3rd rospisat' (every_third) of a contract of 135."""
    rules = Rules(rospisat_penalty=penalty)
    after, row = _give_up(rules, standing(scores=(500, 0, 0), rospisat=(2, 0, 0)),
                          contract=135)
    assert row.deltas == (expected, 60, 60)
    assert after.scores[0] == 500 + expected


def test_R33_default_penalty_is_minus_120():
    """R33: -120 by default."""
    assert Rules().rospisat_penalty == -120
    after, row = _give_up(Rules(rospisat="every_time"), standing(), contract=100)
    assert row.deltas[0] == -120


def test_R33_bid_penalty_is_the_raised_contract():
    """R33 `bid`: minus the contract, the contract after a raise (R27)."""
    rules = Rules(rospisat="every_time", rospisat_penalty="bid")
    deal = _declarer_0(rules)
    run(deal, "give JD to 1", "give 9C to 2", "raise 145", "rospisat")
    after, row = _give_up(rules, standing(), contract=deal.contract)
    assert row.deltas[0] == -145
