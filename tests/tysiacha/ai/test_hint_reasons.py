"""Why this?: the Hard player's reasons are the figures its own decision was made on (no
second search), and the move it makes is the best of them, for every kind of decision
the hint gives at 1000's table: the bid or pass, the exchange, the raise, a card."""
from __future__ import annotations

import random

from game.core.reasons import JUDGEMENT, ONLY, SEARCH
from game.tysiacha.ai.search import SearchBot
from game.tysiacha.engine import Match, Rules
from game.tysiacha.engine import actions as A
from game.tysiacha.engine.actions import parse_action
from game.tysiacha.engine.cards import mask_of, parse_card
from game.tysiacha.engine.deal import Phase
from game.tysiacha.engine.observation import observe
from game.ui.tysiacha.reasons import reason_lines

HANDS = ("AH 10H KH QH AS 10S KS", "AC 10C KC QC JC 9C AD", "10D KD QD JD 9D JS 9S")
PRIKUP = "QS JH 9H"


def mask(text: str) -> int:
    return mask_of(parse_card(t) for t in text.split())


def deal_after(*actions: str):
    match = Match(Rules(), ["You", "Boris", "Vera"], random.Random(1), dealer=0)
    match.start_deal([mask(h) for h in HANDS], mask(PRIKUP))
    for text in actions:
        match.apply(parse_action(text))
    return match


def hard(seed: int = 3) -> SearchBot:
    """Hard with a fixed count of layouts (no budget): the same layouts again from the
    same seed, so a test can count them over."""
    return SearchBot(seed, budget=None, max_samples=8, infer=True)


class Names:  # what the words need of the session: the seats' names
    seats = [type("Seat", (), {"name": n})() for n in ("You", "Boris", "Vera")]


def decide(match, bot=None):
    deal = match.deal
    bot = bot or hard()
    obs = observe(deal, deal.to_act)
    action = bot.choose(obs, deal.legal_actions())
    return bot, obs, action


def test_a_card_of_the_play_is_the_one_that_makes_the_contract_in_most_layouts():
    match = deal_after("bid 100", "pass", "bid 105", "pass", "give 9H to 1", "give JH to 2",
                       "keep")
    assert match.deal.phase is Phase.PLAY
    bot, obs, action = decide(match)
    why = bot.reasons
    assert why.how == SEARCH and why.chosen == action and why.layouts == 8
    assert why.measure == ("made" if obs.seat == obs.declarer else "beaten")
    assert why.of(action).value == why.best().value  # the chosen card is the best reason
    assert {w.action for w in why.weighed} == {a for a in match.deal.legal_actions()
                                               if A.is_play(a)}
    # the counts are the search's own: the same layouts, solved again, count the same
    again = hard()
    solver = again._solver(obs)
    so_far = obs.taken[obs.declarer] + sum(w for s, _, w in obs.melds if s == obs.declarer)
    need = obs.contract - so_far
    counts = dict.fromkeys((w.action for w in why.weighed), 0)
    for pos in again._layouts(obs):
        for a in counts:
            child, gain = pos.play(a)
            made = gain >= need or solver.can_reach(child, need - gain)
            counts[a] += made == (obs.seat == obs.declarer)
    assert counts == {w.action: w.count for w in why.weighed}
    lines = reason_lines(why, Names)
    if len(set(counts.values())) == 1 and why.of(action).count in (0, 8):  # all alike
        assert lines[0].startswith("Whatever you play") and "all 8 sample deals" in lines[0]
    else:
        assert lines and f"in {why.of(action).count} of 8 sample deals" in lines[0]


def test_the_exchange_gives_the_cards_that_make_the_contract_in_most_layouts():
    match = deal_after("bid 100", "pass", "bid 105", "pass")
    assert match.deal.phase is Phase.EXCHANGE
    bot, obs, action = decide(match)
    why = bot.reasons
    plan = why.fact("plan")
    assert why.how == SEARCH and why.measure == "exchange" and why.chosen == action
    assert A.give(*plan[0]) == action
    assert why.of(plan).value == max(w.value for w in why.weighed)
    for w in why.weighed:
        assert 0 <= w.get("raised") <= w.count <= why.layouts
    # the second card given is the one the same plan holds, for the same reasons
    match.apply(action)
    bot2, _, second = decide(match, bot)
    assert second == A.give(*plan[1]) and bot2.reasons.fact("plan") == plan
    assert reason_lines(why, Names)[0].startswith("Give ")


def test_the_raise_keeps_or_raises_to_the_contract_worth_most_over_the_layouts():
    match = deal_after("bid 100", "pass", "bid 105", "pass", "give 9H to 1", "give JH to 2")
    assert match.deal.phase is Phase.RAISE
    bot, obs, action = decide(match)
    why = bot.reasons
    assert why.how == SEARCH and why.measure == "raise" and why.chosen == action
    assert why.of(action).value == why.best().value
    for w in why.weighed:
        contract = w.get("contract")
        if contract is not None:  # the chance behind each value: made in count of layouts
            p = w.count / why.layouts
            assert abs(w.value - ((2 * p - 1) * contract - 30)) < 1e-9
    assert "of 8 sample deals" in reason_lines(why, Names)[0]


def test_a_bid_or_pass_is_the_judgement_of_the_hand_and_says_so():
    match = deal_after("bid 100")  # (the first bid is forced: the next may pass)
    assert match.deal.phase is Phase.BIDDING
    bot, obs, action = decide(match)
    why = bot.reasons
    assert why.how == JUDGEMENT and why.measure == "bid" and why.chosen == action
    assert why.of(action).value == why.best().value
    bid = next(w for w in why.weighed if w.action != A.PASS)
    assert 0.0 <= bid.get("chance") <= 1.0
    lines = reason_lines(why, Names)
    assert lines[-1] == "Judged from your hand, without trying sample deals."
    assert f"{round(100 * bid.get('chance'))}%" in " ".join(lines)


def test_a_forced_move_is_said_to_be_the_only_one():
    bot = hard()
    match = deal_after("bid 100", "pass", "bid 105", "pass", "give 9H to 1", "give JH to 2",
                       "keep")
    deal = match.deal
    obs = observe(deal, deal.to_act)
    one = [a for a in deal.legal_actions() if A.is_play(a)][:1]
    assert bot.choose(obs, one) == one[0]
    assert bot.reasons.how == ONLY and bot.reasons.chosen == one[0]
    assert reason_lines(bot.reasons, Names) == ["It is the only move open to you."]


def test_a_contract_no_card_can_change_says_so_not_a_count_of_none():
    """A lost contract: "Play K♦: you make 160 in 0 of 32 sample deals" read as advice
    that the card is useless. When every card plays out alike in every layout, the
    reasons say the outcome is settled and that a rule of thumb picked the card."""
    from game.core.reasons import Reasons, Weighed
    cards = [parse_card(c) for c in ("KD", "9S", "QC")]
    for measure, count, first in (("made", 0, "the 160 is lost in all 32"),
                                  ("made", 32, "you make 160 in all 32"),
                                  ("beaten", 32, "the 160 is beaten in all 32"),
                                  ("beaten", 0, "the 160 is made in all 32")):
        why = Reasons(SEARCH, measure, A.play(cards[0]),
                      tuple(Weighed(A.play(c), count, count) for c in cards), 32,
                      facts=(("contract", 160), ("tied", 3)))
        lines = reason_lines(why, Names)
        assert lines[0] == f"Whatever you play, {first} sample deals"
        assert lines[1].startswith("So a rule of thumb picks K♦") and len(lines) == 2
    # a card that does better somewhere keeps the count
    why = Reasons(SEARCH, "made", A.play(cards[0]),
                  (Weighed(A.play(cards[0]), 3, 3), Weighed(A.play(cards[1]), 0, 0)), 32,
                  facts=(("contract", 160), ("tied", 1)))
    assert reason_lines(why, Names)[0] == "Play K♦: you make 160 in 3 of 32 sample deals"
