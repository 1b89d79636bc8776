"""RULES.md section 4: redeals (R12 four nines, R13 nines in the prikup)."""
import pytest

from game.tysiacha.engine import Match, Rules
from game.tysiacha.engine.actions import parse_action
from game.tysiacha.engine.deal import Phase

from tests.tysiacha.engine.helpers import (assert_illegal, deal_from, legal, mask, rules_with, run,
                                  standing, sweep_illegal)

# Dealer 2, so seat 0 is the forehand and the forced bidder. Seat 2 holds the four nines.
NINES_TO_DEFENDER = (["AS 10S KS QS JS AC 10C", "KC QC JC AD 10D KD QD",
                      "9S 9C 9D 9H AH 10H KH"], "JD QH JH")
# Seat 2 holds three nines; the fourth is in the prikup.
NINES_COMPLETED = (["AS 10S KS QS JS AC 10C", "KC QC JC AD 10D KD QD",
                    "9S 9C 9D AH 10H KH QH"], "JD 9H JH")
# The prikup holds three nines.
PRIKUP_THREE_NINES = (["AS 10S KS QS JS AC 10C", "KC QC JC AD 10D KD QD",
                       "JD 9D AH 10H KH QH JH"], "9S 9C 9H")
# The prikup holds two nines.
PRIKUP_TWO_NINES = (["AS 10S KS QS JS AC 10C", "KC QC JC AD 10D KD QD",
                     "9D 9H AH 10H KH QH JH"], "9S 9C JD")
# The prikup holds one nine.
PRIKUP_ONE_NINE = (["AS 10S KS QS JS AC 10C", "KC QC JC AD 10D KD QD",
                    "9C 9D 9H AH 10H KH QH"], "9S JD JH")


def _to_raise_decision(layout, rules=None, gives=("give JD to 1", "give QH to 2")):
    deal = deal_from(*layout, rules=rules, dealer=2)
    run(deal, "bid 100", "pass", "pass", *gives)
    return deal


# ---------------------------------------------------------------- R12 four nines
def test_R12_defender_with_four_nines_is_offered_a_redeal_after_the_raise():
    """R12, R28: after the exchange and the declarer's raise decision, a defender holding
    all four nines is asked; it may call a redeal."""
    deal = _to_raise_decision(NINES_TO_DEFENDER)
    assert deal.phase is Phase.RAISE and deal.to_act == 0  # not before the raise
    run(deal, "keep")
    assert deal.phase is Phase.REDEAL and deal.to_act == 2
    assert legal(deal) == {"redeal", "no redeal"}
    events = run(deal, "redeal")
    assert deal.over and deal.outcome == "redeal" and deal.redeal_seat == 2
    assert [e.kind for e in events] == ["redeal", "deal_over"]


def test_R12_defender_may_decline_and_the_declarer_leads():
    """R12: the redeal is the defender's choice; declining leads to the play (R35)."""
    deal = _to_raise_decision(NINES_TO_DEFENDER)
    run(deal, "raise 110", "no redeal")
    assert deal.phase is Phase.PLAY and deal.to_act == 0 and deal.contract == 110


def test_R12_four_nines_completed_by_the_exchange_count():
    """R12: the nines are counted after the card exchange (R26): a defender that
    receives its fourth nine from the declarer may call a redeal."""
    deal = _to_raise_decision(NINES_COMPLETED, gives=("give JD to 1", "give 9H to 2"))
    run(deal, "keep")
    assert deal.phase is Phase.REDEAL and deal.to_act == 2


def test_R12_three_nines_give_no_redeal():
    """R12: all four nines are needed."""
    deal = _to_raise_decision(NINES_COMPLETED, gives=("give 9H to 1", "give JD to 2"))
    run(deal, "keep")
    assert deal.phase is Phase.PLAY and "redeal" not in legal(deal)


def test_R12_the_declarer_may_not_call_a_redeal_for_four_nines():
    """R12: the declarer may not call a redeal, even holding all four nines."""
    hands, prikup = NINES_TO_DEFENDER
    deal = deal_from(hands, prikup, dealer=1)  # seat 2 is forehand and declarer
    run(deal, "bid 100", "pass", "pass", "give JD to 0", "give QH to 1")
    assert deal.hands[2] & mask("9S 9C 9D 9H") == mask("9S 9C 9D 9H")
    run(deal, "keep")
    assert deal.phase is Phase.PLAY and deal.to_act == 2
    assert "redeal" not in legal(deal)
    assert_illegal(deal, "redeal", "R12")


def test_R12_off_no_redeal_for_four_nines():
    """R12: with `four_nines` off nobody is asked."""
    deal = _to_raise_decision(NINES_TO_DEFENDER, rules=Rules(four_nines=False))
    run(deal, "keep")
    assert deal.phase is Phase.PLAY and deal.to_act == 0


def test_R12_redeal_only_before_the_first_card():
    """R12: the redeal is asked before the first card is played, never later."""
    deal = _to_raise_decision(NINES_TO_DEFENDER)
    run(deal, "keep", "no redeal", "play AS")
    assert deal.to_act == 1
    run(deal, "play QD")
    assert deal.to_act == 2
    assert_illegal(deal, "redeal", "R12")


def test_R12_in_the_redeal_decision_only_redeal_or_no_redeal():
    """R12, R28: while the defender decides, nothing else may be done: not a card, not
    the declarer's rospisat' (the defender is to act)."""
    deal = _to_raise_decision(NINES_TO_DEFENDER)
    run(deal, "keep")
    assert_illegal(deal, "play 9S", "R12")
    assert_illegal(deal, "rospisat", "R28")
    assert_illegal(deal, "no redeal", "R4", seat=0)  # the declarer is not asked


def test_R12_redeal_is_void_nobody_scores_and_the_same_dealer_deals_again():
    """R12: the deal is void: nobody scores, no counters move, the same dealer deals
    again (R7)."""
    before = standing(scores=(100, -40, 875), zeros=(1, 2, 0), rospisat=(2, 0, 1),
                      deals_played=5)
    match = Match(Rules(golden_set=True), dealer=2, standing=before)
    hands, prikup = NINES_TO_DEFENDER
    match.start_deal(hands=[mask(h) for h in hands], prikup=mask(prikup))
    for text in ("bid 100", "pass", "pass", "give JD to 1", "give QH to 2", "keep", "redeal"):
        events = match.apply(parse_action(text))
    assert match.standing == before
    row = match.sheet[-1]
    assert row.outcome == "redeal" and row.deltas == (0, 0, 0) and row.scores == before.scores
    assert match.dealer == 2 and match.needs_deal and not match.finished
    assert [e.kind for e in events][-1] == "scored"


# ---------------------------------------------------------------- R13 nines in the prikup
@pytest.mark.parametrize("layout", [PRIKUP_TWO_NINES, PRIKUP_THREE_NINES],
                         ids=["two_nines", "three_nines"])
def test_R13_declarer_may_call_a_redeal_for_two_or_three_nines_in_the_prikup(layout):
    """R13: with `prikup_nines` on, when the taken prikup holds two or three nines the
    declarer may call a redeal."""
    deal = deal_from(*layout, rules=Rules(prikup_nines=True), dealer=2)
    run(deal, "bid 100", "pass", "pass")
    assert deal.phase is Phase.PRIKUP and deal.to_act == 0
    assert {"redeal", "no redeal"} <= legal(deal)
    run(deal, "redeal")
    assert deal.over and deal.outcome == "redeal" and deal.redeal_seat == 0


def test_R13_declining_goes_on_to_the_exchange():
    """R13: the declarer may decline the redeal and play on: the exchange follows."""
    deal = deal_from(*PRIKUP_TWO_NINES, rules=Rules(prikup_nines=True), dealer=2)
    run(deal, "bid 100", "pass", "pass", "no redeal")
    assert deal.phase is Phase.EXCHANGE and deal.to_act == 0


def test_R13_one_nine_in_the_prikup_gives_no_redeal():
    """R13: two or three nines are needed."""
    deal = deal_from(*PRIKUP_ONE_NINE, rules=Rules(prikup_nines=True), dealer=2)
    run(deal, "bid 100", "pass", "pass")
    assert deal.phase is Phase.EXCHANGE
    assert "redeal" not in legal(deal)
    assert_illegal(deal, "redeal", "R13")


def test_R13_off_by_default():
    """R13: `prikup_nines` is off by default: three nines in the prikup, no redeal."""
    assert Rules().prikup_nines is False
    deal = deal_from(*PRIKUP_THREE_NINES, dealer=2)
    run(deal, "bid 100", "pass", "pass")
    assert deal.phase is Phase.EXCHANGE
    assert_illegal(deal, "redeal", "R13")


def test_R13_decide_on_the_redeal_before_the_exchange():
    """R13, R28: the redeal for the prikup's nines is decided before any card is given;
    rospisat' stays open (R28)."""
    deal = deal_from(*PRIKUP_TWO_NINES, rules=Rules(prikup_nines=True), dealer=2)
    run(deal, "bid 100", "pass", "pass")
    assert_illegal(deal, "give JD to 1", "R13")
    assert_illegal(deal, "keep", "R13")
    assert "rospisat" in legal(deal)


def test_R13_redeal_has_the_effect_of_R12():
    """R13: same effect as R12: nobody scores, no counter moves, the same dealer deals
    again."""
    before = standing(scores=(0, 20, 40), zeros=(0, 1, 2), deals_played=1)
    rules = rules_with(prikup_nines=True)
    match = Match(rules, dealer=2, standing=before)
    hands, prikup = PRIKUP_THREE_NINES
    match.start_deal(hands=[mask(h) for h in hands], prikup=mask(prikup))
    for text in ("bid 100", "pass", "pass", "redeal"):
        match.apply(parse_action(text))
    assert match.standing == before and match.dealer == 2
    assert match.sheet[-1].outcome == "redeal"


# ---------------------------------------------------------------- every illegal action
def test_R12_R13_every_illegal_action_in_a_redeal_decision_is_refused_naming_its_rule():
    """R12, R13: while a redeal is being decided every other action is refused, names its
    rule (R12 for the defender's four nines, R13 for the prikup's nines; rospisat' R28
    while a defender decides, spisat' R32) and changes nothing."""
    deal = _to_raise_decision(NINES_TO_DEFENDER)
    run(deal, "keep")
    assert set(sweep_illegal(deal)) == {"R12", "R28"}
    deal = deal_from(*PRIKUP_TWO_NINES, rules=Rules(prikup_nines=True), dealer=2)
    run(deal, "bid 100", "pass", "pass")
    assert set(sweep_illegal(deal)) == {"R13", "R32"}
