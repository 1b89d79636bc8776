"""RULES.md section 10: scoring a deal (R44 points, R45 the contract, R46 rounding,
R47 the golden set, R48 zeros)."""
import pytest

from game.tysiacha.engine import Match, Rules, score_deal
from game.tysiacha.engine.actions import parse_action
from game.tysiacha.engine.scoring import round_points

from tests.tysiacha.engine.helpers import mask, play_from, played_out, result, standing

# Seat 0 holds the ♥ and ♦ marriages (see test_rules_play.H).
H = ["KH QH KD QD AC AS 10S 9S", "KC QC JC 9C 10C KS QS JS", "AH 10H JH 9H AD 10D JD 9D"]


def _play_to_the_end(deal):
    while not deal.over:
        deal.apply(deal.legal_actions()[0])


def _row(rules, st=None, **kw):
    return score_deal(rules, st or standing(players=rules.players), result(**kw))


# ---------------------------------------------------------------- R44 points
def test_R44_points_are_card_points_of_tricks_won_plus_melds():
    """R44: a player's points for the deal are the card points of the tricks it won plus
    the melds it declared."""
    deal = play_from(H)
    played_out(deal, "AC", "9C", "9D", "KD*", "JS", "JD", "QH*", "QS", "9H")
    _play_to_the_end(deal)
    assert deal.outcome == "played" and len(deal.tricks) == 8
    assert sum(deal.taken) == 120  # R2: every card point is won by someone
    assert deal.meld_points == [180, 0, 0]
    for s in range(3):
        won = sum(_card_points(c) for trick, w in deal.tricks if w == s for _, c in trick)
        assert deal.taken[s] == won
        assert deal.points(s) == won + deal.meld_points[s]


def _card_points(c):
    return (0, 2, 3, 4, 10, 11)[c % 6]


def test_R44_a_match_scores_the_deals_points():
    """R44 with R45, R46: the score sheet row of a played deal carries each seat's
    points; the declarer scores the contract, the defenders their rounded points."""
    match = Match(Rules(), dealer=2)
    # the same cards as H, dealt: seat 0 holds 7 of its 8 and the prikup; 1 and 2 get
    # their last card from the declarer
    deal = play_from(H)
    match.start_deal(hands=deal.dealt, prikup=deal.prikup)
    for text in ("bid 100", "pass", "pass", "give JS to 1", "give 9D to 2", "keep",
                 "play AC", "play 9C", "play 9D"):
        match.apply(parse_action(text))
    d = match.deal
    while not d.over:
        match.apply(d.legal_actions()[0])
    row = match.sheet[-1]
    assert row.points == tuple(d.points(s) for s in range(3))
    made = d.points(0) >= 100
    assert row.made is made and row.deltas[0] == (100 if made else -100)
    assert row.deltas[1:] == tuple(round_points(d.points(s), Rules()) for s in (1, 2))


# ---------------------------------------------------------------- R45 the contract
def test_R45_contract_140_with_139_points_fails():
    """R45 (seed 002): contract 140, points 139: the contract fails (-140), even though
    139 rounds to 140."""
    after, row = _row(Rules(), contract=140, points=(139, 0, 0))
    assert row.made is False and row.deltas[0] == -140


def test_R45_contract_made_with_exactly_the_contract():
    """R45: at least the contract makes it: +contract."""
    after, row = _row(Rules(), contract=140, points=(140, 0, 0))
    assert row.made is True and row.deltas[0] == 140


def test_R45_more_points_still_score_only_the_contract():
    """R45 (seed 002): contract 140, 153 points: +140."""
    after, row = _row(Rules(), contract=140, points=(153, 0, 0))
    assert row.deltas[0] == 140 and after.scores[0] == 140


def test_R45_defenders_score_whatever_the_declarer_does():
    """R45, R46: the defenders score their own points whether the contract is made or
    not."""
    for decl_points in (50, 130):
        after, row = _row(Rules(), contract=120, points=(decl_points, 33, 17))
        assert row.deltas[1:] == (35, 15)


def test_R45_contract_counts_melds():
    """R45 with R44: the marriage counts towards the contract: 100 from a ♥ marriage and
    20 card points make 120."""
    after, row = _row(Rules(), contract=120, points=(120, 0, 0))
    assert row.made


# ---------------------------------------------------------------- R46 rounding
def _expected_5(p):
    """R46 as written: last digit 1, 2 -> down to 0; 3, 4 -> up to 5; 6, 7 -> down to
    5; 8, 9 -> up to 10."""
    d = p % 10
    return p + {0: 0, 1: -1, 2: -2, 3: 2, 4: 1, 5: 0, 6: -1, 7: -2, 8: 2, 9: 1}[d]


def _expected_10(p):
    """R46 rounding_unit 10 (the Polish rule): to the nearest 10, 5 rounds up."""
    return (p // 10 + (1 if p % 10 >= 5 else 0)) * 10


@pytest.mark.parametrize("unit", [5, 10])
@pytest.mark.parametrize("p", range(0, 121))
def test_R46_rounding_table(unit, p):
    """R46: each defender's points are rounded (the whole table 0..120, both units)."""
    rules = Rules(rounding_unit=unit)
    expected = _expected_5(p) if unit == 5 else _expected_10(p)
    assert round_points(p, rules) == expected
    after, row = _row(rules, contract=100, points=(120 - p, p, 0))
    assert row.deltas[1] == expected


@pytest.mark.parametrize("p,expected", [(1, 0), (2, 0), (3, 5), (4, 5), (6, 5), (7, 5),
                                        (8, 10), (9, 10), (139, 140), (57, 55), (58, 60)])
def test_R46_rounding_examples(p, expected):
    """R46: the examples of the rule text (unit 5, the default)."""
    assert Rules().rounding_unit == 5
    assert round_points(p, Rules()) == expected


@pytest.mark.parametrize("p,expected", [(4, 0), (5, 10), (14, 10), (15, 20), (55, 60)])
def test_R46_unit_10_five_rounds_up(p, expected):
    """R46: `rounding_unit` 10: 5 rounds up."""
    assert round_points(p, Rules(rounding_unit=10)) == expected


def test_R46_rounding_off_scores_exact_points():
    """R46: with `rounding` off the defenders score their exact points."""
    after, row = _row(Rules(rounding=False), contract=100, points=(100, 13, 7))
    assert row.deltas == (100, 13, 7)


def test_R46_the_declarer_is_never_rounded():
    """R46, R45: rounding is for the defenders; the declarer scores its contract."""
    after, row = _row(Rules(), contract=105, points=(108, 6, 6))
    assert row.deltas == (105, 5, 5)


# ---------------------------------------------------------------- R47 the golden set
@pytest.mark.parametrize("players", [3, 4])
def test_R47_golden_set_doubles_the_first_N_scored_deals(players):
    """R47: `golden_set`: in the first N scored deals (N = the number of players) every
    score the deal gives is doubled; from deal N+1 on, not."""
    rules = Rules(players=players, golden_set=True, barrel=False)  # no barrel at 880
    inactive = 0 if players == 4 else -1
    pts = (170, 33, 17) if players == 3 else (None, 170, 33, 17)  # 70 + a ♥ marriage
    decl = 0 if players == 3 else 1
    st = standing(players=players)
    deltas = []
    for _ in range(players + 2):
        st, row = score_deal(rules, st, result(declarer=decl, contract=100, points=pts,
                                               inactive=inactive))
        deltas.append(row.deltas[decl:decl + 3])
        assert ("golden" in row.marks[decl]) is (len(deltas) <= players)
    assert deltas == [(200, 70, 30)] * players + [(100, 35, 15)] * 2


def test_R47_golden_doubles_a_failed_contract():
    """R47: the contract is doubled either way: a failed 100 costs 200."""
    after, row = _row(Rules(golden_set=True), contract=100, points=(90, 20, 10))
    assert row.deltas == (-200, 40, 20)


def test_R47_golden_doubles_rospisat_points_not_penalties():
    """R47: rospisat' points are doubled; the rospisat' penalty is not."""
    rules = Rules(golden_set=True)
    after, row = _row(rules, st=standing(rospisat=(2, 0, 0)), outcome="rospisat",
                      points=(0, 0, 0))
    assert row.deltas == (-120, 120, 120)


def test_R47_golden_doubles_spisat():
    """R47 with R32: spisat' gives minus the contract and the defenders' rospisat' points,
    scores of the deal (not a penalty), so both are doubled (our reading)."""
    rules = Rules(golden_set=True, rospisat="with_spisat")
    after, row = _row(rules, outcome="spisat", contract=110, points=(0, 0, 0))
    assert row.deltas == (-220, 120, 120)


def test_R47_golden_does_not_double_the_zero_penalty():
    """R47: penalties are not doubled: a third zero in a golden deal costs 120."""
    rules = Rules(golden_set=True)
    after, row = _row(rules, st=standing(zeros=(0, 2, 0)), points=(100, 0, 20))
    assert row.deltas == (200, -120, 40)


def test_R47_off_by_default():
    """R47: off by default: the first deal is not doubled."""
    assert _row(Rules(), points=(100, 10, 10))[1].deltas == (100, 10, 10)


def test_R47_redeals_do_not_count_rospisat_deals_do():
    """R47: a deal ended by rospisat' is scored and counts; a redeal is not and does not:
    a Match with a redeal first still doubles three deals after it."""
    rules = Rules(golden_set=True, prikup_nines=True, rospisat="free")
    match = Match(rules, dealer=2)
    hands = [mask("AS 10S KS QS JS AC 10C"), mask("KC QC JC AD 10D KD QD"),
             mask("JD 9D AH 10H KH QH JH")]
    prikup = mask("9S 9C 9H")
    golden = []
    for first in ("redeal", "rospisat", "rospisat", "rospisat", "rospisat"):
        d = match.dealer
        # rotate the hands so that the forehand is always the one holding seat 0's cards
        rot = [hands[(s - d - 1) % 3] for s in range(3)]
        match.start_deal(hands=rot, prikup=prikup)
        for text in ("bid 100", "pass", "pass", first):
            match.apply(parse_action(text))
        row = match.sheet[-1]
        golden.append(row.outcome != "redeal" and "golden" in row.marks[0])
        if row.outcome == "rospisat":
            assert max(row.deltas) == (120 if golden[-1] else 60)
    assert golden == [False, True, True, True, False]
    assert match.standing.deals_played == 4


# ---------------------------------------------------------------- R48 zeros
def test_R48_a_defender_with_no_points_gets_a_zero_mark():
    """R48: a defender whose points are 0 before rounding (no card points and no meld)
    gets a zero mark."""
    after, row = _row(Rules(), points=(110, 0, 10))
    assert after.zeros == (0, 1, 0) and "zero" in row.marks[1]
    assert row.deltas == (100, 0, 10)


def test_R48_two_points_round_to_0_yet_are_no_zero_mark():
    """R48 (seeds 002, 004): a defender who scored 2 (a lone jack) rounds to 0 but gets
    no mark."""
    after, row = _row(Rules(), points=(118, 2, 0))
    assert row.deltas[1] == 0
    assert after.zeros == (0, 0, 1) and "zero" not in row.marks[1]


def test_R48_every_third_zero_costs_120():
    """R48 `zero_penalty` (on by default): every third mark (3rd, 6th ...) costs 120."""
    assert Rules().zero_penalty is True
    st = standing()
    deltas = []
    for _ in range(7):
        st, row = _row(Rules(), st=st, points=(110, 0, 10))
        deltas.append(row.deltas[1])
    assert deltas == [0, 0, -120, 0, 0, -120, 0]
    assert st.zeros[1] == 7 and st.scores[1] == -240


def test_R48_zero_penalty_off_costs_nothing():
    """R48: with `zero_penalty` off the marks cost nothing."""
    st = standing()
    for _ in range(6):
        st, row = _row(Rules(zero_penalty=False), st=st, points=(110, 0, 10))
        assert row.deltas[1] == 0
    assert st.zeros[1] == 6 and st.scores[1] == 0


def test_R48_no_zero_mark_on_the_barrel():
    """R48: no mark is given to a player on the barrel."""
    st = standing(scores=(0, 880, 0), barrel=(None, 0, None), zeros=(0, 2, 0))
    after, row = _row(Rules(), st=st, points=(110, 0, 10))
    assert after.zeros == (0, 2, 0) and after.scores[1] == 880
    assert "zero" not in row.marks[1] and "zero_penalty" not in row.marks[1]


def test_R48_no_zero_mark_in_a_rospisat_deal():
    """R48: no mark in a deal ended by rospisat' (the defenders took no tricks)."""
    st = standing(zeros=(0, 2, 2))
    after, row = _row(Rules(), st=st, outcome="rospisat", points=(0, 0, 0))
    assert after.zeros == (0, 2, 2) and row.deltas == (0, 60, 60)


def test_R48_the_declarer_gets_no_zero_mark():
    """R48: the zero mark is a defender's: a declarer with no points fails its contract
    but gets no mark."""
    after, row = _row(Rules(), st=standing(zeros=(2, 0, 0)), points=(0, 60, 60))
    assert after.zeros == (2, 0, 0) and row.deltas[0] == -100


def test_R48_a_defender_with_only_a_meld_is_no_zero():
    """R48: no card points but a meld is not 0 points: no mark."""
    after, row = _row(Rules(), points=(80, 40, 40))
    assert after.zeros == (0, 0, 0)
