"""RULES.md section 11: the barrel (R50-R54) and the end of the game (R55, R56)."""
import pytest

from game.tysiacha.engine import IllegalAction, Match, Rules, RulesError, score_deal
from game.tysiacha.engine.actions import parse_action
from game.tysiacha.engine.events import Event

from tests.tysiacha.engine.helpers import (deal_from, legal, mask, play_from, played_out, result,
                                  standing)

NOT_ON = (None, None, None)


def _score(rules, st, **kw):
    return score_deal(rules, st, result(**kw))


# ---------------------------------------------------------------- R50 climbing on
def test_R50_defaults():
    """R50: `barrel` on, `barrel_score` 880, `target` 1000 by default."""
    r = Rules()
    assert (r.barrel, r.barrel_score, r.target) == (True, 880, 1000)


@pytest.mark.parametrize("before,points,after,on", [
    (860, 30, 880, True),    # 890 -> 880
    (850, 30, 880, True),    # exactly 880
    (845, 30, 875, False),   # 875: below the barrel score
    (900 - 5, 100, 880, True),  # 995 -> 880
])
def test_R50_climbing_on_the_barrel(before, points, after, on):
    """R50: after a deal is scored, a player not on the barrel whose score is at least
    `barrel_score` but below `target` climbs on: its score is set to `barrel_score`."""
    st = standing(scores=(0, before, 0))
    new, row = _score(Rules(), st, points=(120 - points, points, 0))
    assert new.scores[1] == after
    assert (new.barrel[1] == 0) is on and ("barrel_on" in row.marks[1]) is on


def test_R50_the_declarer_climbs_too():
    """R50: any player: a declarer at 800 making 120 climbs on at 880."""
    new, row = _score(Rules(), standing(scores=(800, 0, 0)), contract=120,
                      points=(120, 0, 0))
    assert new.scores[0] == 880 and new.barrel[0] == 0


def test_R50_rospisat_points_climb_too():
    """R50: after every scored deal, a rospisat' deal included."""
    new, _ = _score(Rules(), standing(scores=(0, 830, 0)), outcome="rospisat",
                    points=(0, 0, 0))
    assert new.scores[1] == 880 and new.barrel[1] == 0


@pytest.mark.parametrize("before,points,after,on", [
    (800, 90, 890, False),   # 890 < 900: not on the barrel
    (800, 100, 900, True),
    (880, 25, 900, True),    # 905 -> 900
])
def test_R50_custom_barrel_score_900(before, points, after, on):
    """R50: `barrel_score` 900: the climb starts at 900 and the score is set to 900."""
    rules = Rules(barrel_score=900)
    new, _ = _score(rules, standing(scores=(0, before, 0)), points=(120 - points, points, 0))
    assert new.scores[1] == after and (new.barrel[1] is not None) is on


def test_R50_barrel_score_is_a_multiple_of_5_from_880_to_1000():
    """R50: `barrel_score` is any multiple of 5 from 880 to 1000; `target` 1000 or
    1001."""
    for ok in (880, 885, 950, 1000):
        assert Rules.from_mapping({"barrel_score": ok}).barrel_score == ok
    for bad in (875, 883, 1005):
        with pytest.raises(RulesError):
            Rules.from_mapping({"barrel_score": bad})
    assert Rules.from_mapping({"target": 1001}).target == 1001
    with pytest.raises(RulesError):
        Rules.from_mapping({"target": 1500})


def test_R50_barrel_off_nobody_climbs():
    """R50: with `barrel` off scores between 880 and the target stay as they are."""
    new, row = _score(Rules(barrel=False), standing(scores=(0, 900, 0)),
                      points=(60, 50, 10))
    assert new.scores[1] == 950 and new.barrel == NOT_ON


# ---------------------------------------------------------------- R51 the barrel's declarer
ON_0 = standing(scores=(880, 100, 200), barrel=(0, None, None))


def test_R51_on_the_barrel_making_the_contract_reaching_the_target_wins():
    """R51: a declarer on the barrel that makes its contract adds it; reaching the
    target it has reached the goal (880 + 120 = 1000)."""
    new, row = _score(Rules(), ON_0, contract=120, points=(125, 0, 0))
    assert new.scores[0] == 1000 and new.barrel[0] is None
    assert row.winners == (0,)


def test_R51_making_the_contract_below_the_target_stays_at_the_barrel_score():
    """R51: making 100 from 880 gives 980 < 1000: the score stays at the barrel score."""
    new, row = _score(Rules(), ON_0, contract=100, points=(100, 10, 10))
    assert new.scores[0] == 880 and new.barrel[0] == 1 and row.winners is None


def test_R51_target_1001_880_plus_120_is_not_enough():
    """R51 with `target` 1001: 880 + 120 = 1000 does not reach it."""
    new, row = _score(Rules(target=1001), ON_0, contract=120, points=(120, 0, 0))
    assert new.scores[0] == 880 and row.winners is None


def test_R51_failing_subtracts_the_contract_from_the_barrel_score_and_falls_off():
    """R51: failing subtracts the contract from `barrel_score`; the player falls off."""
    new, row = _score(Rules(), ON_0, contract=120, points=(119, 1, 0))
    assert new.scores[0] == 760 and new.barrel[0] is None
    assert "barrel_off" in row.marks[0]
    custom = standing(scores=(950, 0, 0), barrel=(1, None, None))
    new, _ = _score(Rules(barrel_score=950), custom, contract=140, points=(100, 10, 10))
    assert new.scores[0] == 810


def test_R51_no_rospisat_on_the_barrel():
    """R51: a player on the barrel may not declare rospisat'."""
    deal = deal_from(["AS 10S KS QS JS AC 10C", "KC QC JC AD 10D KD QD",
                      "9D 9H AH 10H KH QH JH"], "9S 9C JD", standing=ON_0, dealer=2)
    deal.apply(parse_action("bid 100"))
    deal.apply(parse_action("pass"))
    deal.apply(parse_action("pass"))
    assert deal.declarer == 0 and "rospisat" not in legal(deal)
    with pytest.raises(IllegalAction) as info:
        deal.apply(parse_action("rospisat"))
    assert info.value.rule == "R51"


# ---------------------------------------------------------------- R52 barrel defenders
ON_1 = standing(scores=(300, 880, 200), barrel=(None, 0, None))


def test_R52_a_defender_on_the_barrel_scores_nothing():
    """R52: on the barrel as a defender: scores nothing (stays at the barrel score)."""
    new, row = _score(Rules(), ON_1, points=(60, 60, 0))
    assert new.scores[1] == 880 and new.barrel[1] == 1 and row.deltas[1] == 0


def test_R52_rospisat_points_do_not_count_on_the_barrel():
    """R52: nothing either from a rospisat' deal."""
    new, row = _score(Rules(), ON_1, outcome="rospisat", points=(0, 0, 0))
    assert new.scores[1] == 880 and row.deltas == (0, 0, 60)


def test_R52_barrel_defender_may_reach_the_target():
    """R52 `barrel_defender` on: it scores as usual and may reach the target (880 + 120
    = 1000 wins), otherwise it stays at the barrel score."""
    rules = Rules(barrel_defender=True)
    new, row = _score(rules, ON_1, contract=100, points=(0, 120, 0))
    assert new.scores[1] == 1000 and row.winners == (1,)
    new, row = _score(rules, ON_1, contract=100, points=(60, 60, 0))
    assert new.scores[1] == 880 and new.barrel[1] == 1 and row.winners is None


# with marriage_first_trick seat 0 declares its ♥ marriage at once
H = ["KH QH KD QD AC AS 10S 9S", "KC QC JC 9C 10C KS QS JS", "AH 10H JH 9H AD 10D JD 9D"]


def test_R52_barrel_marriage_off_melds_on_the_barrel_are_worth_0():
    """R52 `barrel_marriage` off: melds declared by a player on the barrel are worth 0.
    Our reading: the marriage is still declared and still makes trump."""
    rules = Rules(barrel_marriage=False, marriage_first_trick=True)
    deal = play_from(H, rules=rules, standing=ON_0)
    events = played_out(deal, "KH*")
    assert Event("meld", 0, (3, 0)) in events and deal.trump == 3
    assert deal.meld_points[0] == 0 and deal.points(0) == 0


def test_R52_barrel_marriage_on_melds_count_on_the_barrel():
    """R52 `barrel_marriage` on (default): melds count for a player on the barrel."""
    assert Rules().barrel_marriage is True
    deal = play_from(H, rules=Rules(marriage_first_trick=True), standing=ON_0)
    played_out(deal, "KH*")
    assert deal.meld_points[0] == 100


def test_R52_barrel_marriage_off_only_for_players_on_the_barrel():
    """R52: a player not on the barrel keeps its meld values."""
    rules = Rules(barrel_marriage=False, marriage_first_trick=True)
    deal = play_from(H, rules=rules, standing=ON_1)
    played_out(deal, "KH*")
    assert deal.meld_points[0] == 100


# ---------------------------------------------------------------- R53 the barrel penalty
def test_R53_three_deals_on_the_barrel_cost_120():
    """R53 `three_deals` (default): a player still on the barrel after three deals scored
    there (not counting the deal it climbed on) loses 120 and falls off."""
    rules = Rules()
    st = standing(scores=(0, 850, 0))
    st, row = _score(rules, st, points=(90, 30, 0))  # climbs on: not counted
    assert st.scores[1] == 880 and st.barrel[1] == 0
    trail = []
    for _ in range(3):
        st, row = _score(rules, st, points=(90, 30, 0))
        trail.append((st.scores[1], st.barrel[1]))
    assert trail == [(880, 1), (880, 2), (760, None)]
    assert "barrel_penalty" in row.marks[1] and row.deltas[1] == -120


def test_R53_rospisat_deals_count_redeals_do_not():
    """R53: rospisat' deals count as deals on the barrel; redeals do not."""
    rules = Rules()
    st = standing(scores=(0, 880, 0), barrel=(None, 0, None))
    st, _ = _score(rules, st, outcome="redeal", declarer=-1, points=(None,) * 3)
    assert st.barrel[1] == 0
    st, _ = _score(rules, st, outcome="rospisat", points=(0, 0, 0))
    assert st.barrel[1] == 1
    st, _ = _score(rules, st, outcome="redeal", declarer=-1, points=(None,) * 3)
    st, _ = _score(rules, st, outcome="rospisat", points=(0, 0, 0))
    st, _ = _score(rules, st, outcome="rospisat", points=(0, 0, 0))
    assert st.scores[1] == 760 and st.barrel[1] is None


def test_R53_the_barrels_three_deals_in_a_match():
    """R53 in a whole Match (seed 000): a player climbs on, stays three deals, loses 120
    at the end of the third and falls off; the redeal in between does not count."""
    rules = Rules(rospisat="free", prikup_nines=True)
    match = Match(rules, dealer=0, standing=standing(scores=(850, 0, 0)))
    plain = [mask("AS 10S KS QS JS AC 10C"), mask("KC QC JC AD 10D KD QD"),
             mask("JD 9D AH 10H KH QH JH")]
    trail = []
    for outcome in ("rospisat", "rospisat", "redeal", "rospisat", "rospisat"):
        forehand = (match.dealer + 1) % 3
        if forehand == 0:  # seat 0 on the barrel may not give up: seat 1 outbids it
            script = ["bid 100", "bid 105", "pass", "pass"]
        else:
            script = ["bid 100", "pass", "pass"]
        prikup = mask("9S 9C 9H")
        match.start_deal(hands=plain, prikup=prikup)
        for text in script + [outcome]:
            match.apply(parse_action(text))
        trail.append((match.standing.scores[0], match.standing.barrel[0]))
    assert trail == [(880, 0), (880, 1), (880, 1), (880, 2), (760, None)]


def test_R53_barrel_penalty_none_no_limit():
    """R53 `none`: no limit: the player stays on the barrel."""
    rules = Rules(barrel_penalty="none")
    st = standing(scores=(0, 880, 0), barrel=(None, 0, None))
    for _ in range(6):
        st, _ = _score(rules, st, points=(90, 30, 0))
    assert st.scores[1] == 880 and st.barrel[1] == 6


# ---------------------------------------------------------------- R54 barrel victory
def test_R54_870_plus_130_wins_without_the_barrel():
    """R54 `barrel_victory` off (default), seed 000: a player may jump straight to the
    target: 870 + 130 = 1000 wins."""
    st = standing(scores=(870, 0, 0))
    new, row = _score(Rules(), st, contract=130, points=(130, 0, 0))
    assert new.scores[0] == 1000 and new.barrel[0] is None and row.winners == (0,)


def test_R54_seed_002_860_plus_140_wins():
    """R54 (seed 002): 860 + 140 = 1000 without ever being on the barrel."""
    new, row = _score(Rules(), standing(scores=(860, 0, 0)), contract=140,
                      points=(150, 0, 0))
    assert row.winners == (0,)


def test_R54_barrel_victory_lands_on_the_barrel_instead():
    """R54 `barrel_victory` on: a player not on the barrel whose score would reach the
    target lands on the barrel; the game is won only from there."""
    rules = Rules(barrel_victory=True)
    st, row = _score(rules, standing(scores=(870, 0, 0)), contract=130, points=(130, 0, 0))
    assert st.scores[0] == 880 and st.barrel[0] == 0 and row.winners is None
    st, row = _score(rules, st, contract=120, points=(120, 0, 0))
    assert st.scores[0] == 1000 and row.winners == (0,)


def test_R54_barrel_victory_applies_to_defenders_too():
    """R54: any player not on the barrel: a defender jumping to 1005 lands on it."""
    st = standing(scores=(0, 880 - 10, 0))
    new, row = _score(Rules(barrel_victory=True), st, contract=100,
                      points=(0, 135, 0))
    assert new.scores[1] == 880 and row.winners is None
    new, row = _score(Rules(), st, contract=100, points=(0, 135, 0))
    assert new.scores[1] == 1005 and row.winners == (1,)


# ---------------------------------------------------------------- R55 the end
NO_BARREL = Rules(barrel=False)


def test_R55_the_game_ends_after_the_deal_in_which_a_player_reaches_the_target():
    """R55: the game ends after the deal in which at least one player reaches the target:
    no more deals."""
    match = Match(NO_BARREL, dealer=2, standing=standing(scores=(0, 950, 0)))
    match.start_deal(hands=[mask("AS 10S KS QS JS AC 10C"), mask("KC QC JC AD 10D KD QD"),
                            mask("JD 9D AH 10H KH QH JH")], prikup=mask("9S 9C 9H"))
    events = []
    for text in ("bid 100", "pass", "pass", "rospisat"):
        events += match.apply(parse_action(text))
    assert match.finished and match.winners == (1,)
    assert Event("game_over", None, (1,)) in events
    assert not match.needs_deal
    with pytest.raises(IllegalAction) as info:
        match.start_deal()
    assert info.value.rule == "R7"


def test_R55_winner_declarer_the_declarer_wins_if_it_reached_the_target():
    """R55 `winner` declarer (default): the declarer wins if it reached the target, even
    when a defender has more."""
    assert Rules().winner == "declarer"
    st = standing(scores=(900, 950, 0))
    new, row = _score(NO_BARREL, st, contract=100, points=(100, 60, 0))
    assert new.scores == (1000, 1010, 0) and row.winners == (0,)


def test_R55_winner_declarer_otherwise_the_highest_of_those_who_reached():
    """R55 `winner` declarer: a declarer short of the target: the highest score among
    those who reached it."""
    st = standing(scores=(0, 950, 960))
    new, row = _score(NO_BARREL, st, contract=100, points=(40, 60, 60))
    assert new.scores == (-100, 1010, 1020) and row.winners == (2,)


def test_R55_a_remaining_tie_is_a_shared_win():
    """R55: any remaining tie is a shared win."""
    st = standing(scores=(0, 950, 950))
    new, row = _score(NO_BARREL, st, contract=100, points=(0, 60, 60))
    assert row.winners == (1, 2)
    new, row = _score(NO_BARREL.with_changes(winner="highest"), st, contract=100,
                      points=(0, 60, 60))
    assert row.winners == (1, 2)


def test_R55_winner_highest_the_highest_score_wins():
    """R55 `winner` highest: the highest score wins, even over a declarer that reached
    the target with less."""
    rules = NO_BARREL.with_changes(winner="highest")
    new, row = _score(rules, standing(scores=(900, 950, 0)), contract=100,
                      points=(100, 60, 0))
    assert new.scores == (1000, 1010, 0) and row.winners == (1,)


def test_R55_winner_highest_the_declarer_breaks_a_tie():
    """R55 `winner` highest: the declarer breaks a tie."""
    rules = NO_BARREL.with_changes(winner="highest")
    new, row = _score(rules, standing(scores=(910, 950, 0)), contract=100,
                      points=(100, 60, 0))
    assert new.scores == (1010, 1010, 0) and row.winners == (0,)


def test_R55_nobody_at_the_target_the_game_goes_on():
    """R55: no winner while nobody has reached the target."""
    new, row = _score(NO_BARREL, standing(scores=(0, 930, 0)), points=(100, 60, 0))
    assert new.scores[1] == 990 and row.winners is None


# ---------------------------------------------------------------- R56 negative scores
def test_R56_scores_may_go_negative():
    """R56: scores may go negative: a failed contract, a rospisat' penalty, a zero
    penalty."""
    new, _ = _score(Rules(), standing(), contract=120, points=(100, 10, 10))
    assert new.scores[0] == -120
    new, _ = _score(Rules(), standing(scores=(50, 0, 0), rospisat=(2, 0, 0)),
                    outcome="rospisat", points=(0, 0, 0))
    assert new.scores[0] == -70
    new, _ = _score(Rules(), standing(scores=(0, 100, 0), zeros=(0, 2, 0)),
                    points=(120, 0, 0))
    assert new.scores[1] == -20
    new, _ = _score(Rules(), standing(scores=(-300, 0, 0)), contract=200,
                    points=(10, 60, 50))
    assert new.scores[0] == -500
