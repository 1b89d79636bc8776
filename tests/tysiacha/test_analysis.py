"""Deal analysis (game/tysiacha/analysis.py): the solver's verdict on a deal's play.

The main case is a deal built so that its last two tricks can be worked out by hand.
Seat 1 is declarer at 100, raised to 180, and holds every diamond: it wins the first six
tricks leading them (declaring the ♦ marriage, 80, on the second, R37) while the
defenders, void in diamonds, discard; it then holds AH 9C, its left-hand defender (L)
AC 9H and the other defender (R) 10H KS, 164 points already won (84 in cards + 80).

Trick 7, the declarer to lead:
- AH: L and R must follow with 9H and 10H (R36), 21 for the declarer; 9C then loses to
  AC. From here: +21, 185 in all.
- 9C: L must win with AC, and R, void in clubs, discards. Discarding 10H to its partner's
  trick leaves KS to fall in trick 8 under AH with 9H (+15, 179 in all); discarding KS
  leaves 10H to fall there (+21, 185).
So the lead of 9C costs the declarer 6 (179 against 185) and drops it below the raised
contract of 180; R's KS then costs the defence the same 6 and lets the contract through.
The deal plays exactly that: 9C, AC, KS, then the forced last trick 9H, 10H, AH.
"""
from __future__ import annotations

import pickle
import random

import pytest

from game.tysiacha.ai.dds import Solver
from game.tysiacha.ai.rules_bot import RulesBot
from game.tysiacha.analysis import (DealAnalysis, NoPlay, PlayStep, analyse_deal,
                                    analyse_record, analyse_saved_deal, plain_args)
from game.tysiacha.engine import actions as A
from game.tysiacha.engine.actions import parse_action
from game.tysiacha.engine.cards import parse_card
from game.tysiacha.engine.deal import Deal
from game.tysiacha.engine.dealing import deal_cards
from game.tysiacha.engine.match import Match
from game.tysiacha.engine.record import (deal_record, record_from_data, record_from_match,
                                         record_to_data)
from game.tysiacha.engine.rules import Rules
from game.tysiacha.engine.standing import Standing

from tests.tysiacha.engine.helpers import mask

DECLARER, LEFT = 1, 2
# Hands as dealt (declarer, left, right) and the prikup; the declarer gives 9S to L and
# JC to R, and holds AD 10D KD QD JD 9D AH 9C at the first lead.
DEALT = ("AD 10D KD QD AH 9C 9S", "AC 9H QS KH QC JS 10C", "10H KS AS 10S KC QH JH")
PRIKUP = "JD 9D JC"
BIDS = ("bid 100", "pass", "pass")
TRICKS = ("AD 9S JC", "QD* JS JH", "KD QC QH", "10D 10C KC", "JD QS 10S", "9D KH AS",
          "9C AC KS", "9H 10H AH")


def right_of(players: int) -> int:
    """R, the defender who plays third: seat 0 with 3 players; seat 3 with 4, where the
    dealer (seat 0) sits out (R40)."""
    return 0 if players == 3 else 3


def start(players: int = 3, standing: Standing | None = None) -> Match:
    """The constructed deal, dealt by seat 0, bid and exchanged up to the first lead."""
    rules = Rules(players=players)
    match = Match(rules, dealer=0, standing=standing)
    hands = [0] * players
    hands[DECLARER], hands[LEFT], hands[right_of(players)] = (mask(h) for h in DEALT)
    match.start_deal(hands, mask(PRIKUP))
    for text in BIDS + (f"give 9S to {LEFT}", f"give JC to {right_of(players)}",
                        "raise 180"):
        match.apply(parse_action(text))
    return match


def play(match: Match, cards: int = 24) -> Deal:
    """Play the deal's first `cards` cards (all by default)."""
    texts = " ".join(TRICKS).split()[:cards]
    for t in texts:
        match.apply(parse_action(f"play {t}"))
    return match.deal


@pytest.fixture(scope="module")
def solver() -> Solver:
    """One Solver for the constructed deal's analyses under the default rules of play:
    its table stays valid across them (and keeps the tests quick)."""
    return Solver()


@pytest.fixture(scope="module")
def played(solver) -> tuple[Deal, DealAnalysis]:
    deal = play(start())
    return deal, analyse_deal(deal, solver)


def bot_deal(seed: int, players: int = 3) -> Deal:
    """A deal played to its end by rule-based players (the first one that is played)."""
    rules = Rules(players=players)
    rng = random.Random(seed)
    while True:
        dealer = rng.randrange(players)
        dealt = deal_cards(rules, dealer, rng)
        deal = Deal(rules, Standing.new(players), dealer, dealt.hands, dealt.prikup)
        bots = [RulesBot(seed=seed * 10 + s) for s in range(players)]
        while not deal.over:
            deal.apply(bots[deal.to_act].choose(deal.observation(deal.to_act),
                                                deal.legal_actions()))
        if deal.outcome == "played":
            return deal


def moves(step: PlayStep) -> dict[str, int]:
    return {A.action_str(a): v for a, v in step.moves}


def check_consistent(deal: Deal, a: DealAnalysis) -> None:
    """What must hold of every analysis: each card's value is the best value at the next
    card, costs measure the distance to the side's best move, and they add up."""
    assert a.best_total == a.steps[0].best
    for step, nxt in zip(a.steps, a.steps[1:]):
        assert nxt.best == step.value
    assert a.steps[-1].value == a.final_points == deal.points(deal.declarer)
    assert a.final_points == a.best_total - a.declarer_cost + a.defenders_cost
    for step in a.steps:
        values = dict(step.moves)
        assert values[step.action] == step.value
        side_best = max(values.values()) if step.by_declarer else min(values.values())
        assert step.best == side_best
        assert step.cost == (step.best - step.value if step.by_declarer
                             else step.value - step.best) >= 0
        assert step.best_moves == tuple(x for x, v in step.moves if v == step.best)
        assert (step.cost == 0) == (step.action in step.best_moves)
        if step.forced:
            assert step.cost == 0
    for r in a.seat_reports:
        mine = [s for s in a.steps if s.seat == r.seat]
        assert r.cost == sum(s.cost for s in mine)
        assert sorted(r.mistakes, key=lambda s: s.number) == [s for s in mine if s.cost]
        assert [s.cost for s in r.mistakes] == sorted((s.cost for s in r.mistakes),
                                                      reverse=True)
    assert a.declarer_cost == a.report(deal.declarer).cost


# ---------------------------------------------------------------- the constructed deal
def test_trick_7_the_lead_of_9c_costs_the_declarer_6_and_the_contract(played):
    _, a = played
    lead = a.steps[18]
    assert (lead.number, lead.trick, lead.seat, lead.card) == (19, 7, DECLARER,
                                                               parse_card("9C"))
    assert lead.by_declarer and lead.declarer_points == 164
    assert moves(lead) == {"play 9C": 179, "play AH": 185}
    assert (lead.value, lead.best, lead.cost) == (179, 185, 6)
    assert lead.best_moves == lead.better == (parse_card("AH"),)
    assert lead.turns_contract  # 185 makes 180, 179 does not


def test_trick_7_the_discard_of_ks_costs_the_defence_6_and_lets_the_contract_through(
        played):
    _, a = played
    follow, discard = a.steps[19], a.steps[20]
    assert follow.seat == LEFT and follow.forced and follow.cost == 0
    assert follow.value == follow.best == 179 and not follow.turns_contract
    assert discard.seat == right_of(3) and not discard.by_declarer
    assert moves(discard) == {"play KS": 185, "play 10H": 179}
    assert (discard.value, discard.best, discard.cost) == (185, 179, 6)
    assert discard.better == (parse_card("10H"),)
    assert discard.turns_contract


def test_the_last_trick_is_forced_and_costs_nothing(played):
    _, a = played
    for step in a.steps[21:]:
        assert step.forced and step.cost == 0 and step.value == 185 and step.better == ()


def test_the_meld_is_declared_with_the_second_lead(played):
    _, a = played
    second = a.steps[3]
    assert second.meld and second.card == parse_card("QD")
    assert second.action == parse_card("QD") + A.MELD_OFFSET
    assert second.declarer_points == 13  # AD 9S JC
    assert a.steps[4].declarer_points == 13 + 80  # R37: the meld counts at once
    assert not any(s.meld for s in a.steps if s is not second)


def test_the_verdict_and_the_final_points(played):
    deal, a = played
    assert (a.declarer, a.contract, a.seats, a.inactive) == (DECLARER, 180, (1, 2, 0), -1)
    assert a.start_points == 0 and a.complete
    assert a.final_points == 185 and a.made is True
    assert a.best_total >= 185 and a.makeable and a.margin == a.best_total - 180


def test_the_costs_add_up(played):
    deal, a = played
    check_consistent(deal, a)
    assert 6 in [s.cost for s in a.report(DECLARER).mistakes]
    ks = next(s for s in a.report(0).mistakes if s.card == parse_card("KS"))
    assert ks.number == 21


@pytest.mark.parametrize("seed", [1, 4])
def test_the_costs_add_up_in_deals_the_bots_play(seed):
    deal = bot_deal(seed)
    a = analyse_deal(deal)
    check_consistent(deal, a)
    assert a.made == (deal.points(deal.declarer) >= deal.contract)


def test_a_deal_still_in_play_is_analysed_up_to_its_last_card(played, solver):
    deal = play(start(), 19)  # the lead of 9C
    a = analyse_deal(deal, solver)
    assert not a.complete and a.made is None and len(a.steps) == 19
    assert a.final_points == 164 and a.steps[-1].value == 179
    assert a.steps[-1].cost == 6
    assert a.steps == played[1].steps[:19] and a.best_total == played[1].best_total


def test_melds_on_the_barrel_without_barrel_marriage_are_worth_nothing():
    """R52: the declarer on the barrel with barrel_marriage off: its ♦ marriage adds
    nothing, and the values of the last tricks drop by 80."""
    rules = Rules(barrel_marriage=False)
    st = Standing((0, 880, 0), (None, 0, None), (0, 0, 0), (0, 0, 0), 4)
    match = Match(rules, dealer=0, standing=st)
    match.start_deal([mask(DEALT[2]), mask(DEALT[0]), mask(DEALT[1])], mask(PRIKUP))
    for text in BIDS + ("give 9S to 2", "give JC to 0"):
        match.apply(parse_action(text))
    match.apply(parse_action("keep"))
    deal = play(match)
    solver = Solver(declarer_melds_count=False)
    a = analyse_deal(deal, solver)
    assert solver.nodes == a.nodes > 0  # the Solver for these rules of play was used
    assert a.contract == 100
    assert moves(a.steps[18]) == {"play 9C": 99, "play AH": 105}
    assert a.final_points == deal.points(DECLARER) == 105
    check_consistent(deal, a)
    assert analyse_record(*plain_args(deal), solver=solver) == a


# ---------------------------------------------------------------- no play
def test_rospisat_has_no_play_to_analyse():
    match = start()
    deal = match.deal
    match.apply(A.ROSPISAT)
    assert analyse_deal(deal) == NoPlay("rospisat")
    assert analyse_record(*plain_args(deal)) == NoPlay("rospisat")


def test_a_redeal_for_four_nines_has_no_play_to_analyse():
    """R12: seat 2 holds the four nines and calls a redeal."""
    match = Match(Rules(), dealer=0)
    match.start_deal([mask("AS 10S KS QS JS AC 10C"), mask("AH 10H KH QH JH AD 10D"),
                      mask("9S 9C 9D 9H KC QC JC")], mask("KD QD JD"))
    for text in ("bid 100", "pass", "pass", "give AH to 2", "give AD to 0", "keep",
                 "redeal"):
        match.apply(parse_action(text))
    deal = match.deals[0]
    assert deal.outcome == "redeal"
    assert analyse_deal(deal) == NoPlay("redeal")
    assert analyse_record(*plain_args(deal)) == NoPlay("redeal")


def test_a_deal_in_the_bidding_has_no_play_to_analyse():
    match = Match(Rules(), dealer=0)
    match.start_deal([mask(DEALT[2]), mask(DEALT[0]), mask(DEALT[1])], mask(PRIKUP))
    match.apply(parse_action("bid 100"))
    assert analyse_deal(match.deal) == NoPlay("unfinished")
    assert analyse_record(*plain_args(match.deal)) == NoPlay("unfinished")


def test_a_deal_at_its_first_lead_has_the_verdict_and_no_steps(played, solver):
    deal = start().deal
    a = analyse_deal(deal, solver)
    assert a.steps == () and not a.complete and a.made is None
    assert a.best_total == played[1].best_total
    assert a.final_points == 0 and a.declarer_cost == a.defenders_cost == 0


# ---------------------------------------------------------------- four players
def test_four_players_the_dealer_sits_out_and_the_analysis_is_the_same(played, solver):
    """R40: with 4 players the dealer (seat 0) sits out; R is seat 3 and the figures are
    those of the 3-player deal."""
    deal = play(start(players=4))
    a = analyse_deal(deal, solver)
    three = played[1]
    assert (a.seats, a.inactive) == ((1, 2, 3), 0)
    assert [r.seat for r in a.seat_reports] == [1, 2, 3]
    with pytest.raises(KeyError):
        a.report(0)
    assert a.steps[20].seat == 3 and a.steps[20].cost == 6
    assert a.best_total == three.best_total and a.final_points == 185
    assert [(s.card, s.value, s.cost) for s in a.steps] == \
        [(s.card, s.value, s.cost) for s in three.steps]
    check_consistent(deal, a)


# ---------------------------------------------------------------- records and pickling
def test_the_record_gives_the_same_analysis_as_the_deal(played, solver):
    deal, a = played
    assert analyse_record(deal_record(deal), deal.rules, deal.dealer, deal.standing,
                          solver) == a


def test_a_saved_game_gives_the_same_analysis(played, solver):
    """Deal 1 of a record written from the match, turned into the file's plain data and
    read back, as the replay viewer would load it."""
    match = start()
    play(match)
    record = record_from_data(record_to_data(record_from_match(match)))
    assert analyse_saved_deal(record, 0, solver) == played[1]


def test_the_analysis_and_its_arguments_pickle(played, solver):
    deal, a = played
    back = pickle.loads(pickle.dumps(a))
    assert back == a and back.nodes == a.nodes
    assert back.report(0).mistakes[0].better == a.report(0).mistakes[0].better
    args = pickle.loads(pickle.dumps(plain_args(deal)))
    assert analyse_record(*args, solver=solver) == a
    assert pickle.loads(pickle.dumps(NoPlay("redeal"))) == NoPlay("redeal")


def test_a_solver_passed_in_is_reused_and_one_for_other_rules_is_not(played, solver):
    """The Solver passed in keeps its table: analysing the deal again searches far
    fewer nodes. One made for other rules of play (R36 must_beat) is left alone."""
    deal, a = played
    before = solver.nodes
    again = analyse_deal(deal, solver)
    assert again == a and again.nodes == solver.nodes - before < a.nodes // 4
    other = Solver(must_beat=True)
    assert analyse_deal(deal, other) == a and other.nodes == 0
