"""The search bot's exchange (R26) by simulation: search_exchange.py."""
from dataclasses import replace

from game.tysiacha.ai.search import SearchBot
from game.tysiacha.ai.search_exchange import REDEAL_WORTH, choose_exchange, exchange_options
from game.tysiacha.engine import Rules, observe
from game.tysiacha.engine.actions import give, give_parts, parse_action
from game.tysiacha.engine.cards import mask_of, parse_card
from game.tysiacha.engine.deal import Deal, Phase
from game.tysiacha.engine.standing import Standing


def card(text):
    return parse_card(text)


def cards(text):
    return mask_of(parse_card(t) for t in text.split())


def at_exchange(hands, prikup, rules=Rules()):
    """Seat 0 declares at 100 (the others pass) and holds the prikup: the exchange."""
    deal = Deal(rules, Standing.new(3), 2, tuple(cards(h) for h in hands), cards(prikup))
    for a in ["bid 100", "pass", "pass"]:
        deal.apply(parse_action(a))
    assert deal.phase is Phase.EXCHANGE and deal.to_act == 0
    return deal


STRONG = ("AH 10H KH QH JH AD 10D", "9H QD JD 9D AS 10S KS", "AC 10C KC QC JC QS JS")


def test_options_hand_each_pair_both_ways_round():
    pair = cards("9S 9C")
    assert exchange_options([pair], [1, 2]) == [
        ((card("9S"), 1), (card("9C"), 2)), ((card("9S"), 2), (card("9C"), 1))]
    assert exchange_options([cards("9S")], [2]) == [((card("9S"), 2),)]


def test_the_gives_that_make_the_contract_win_over_the_rule_based_favourite():
    """Options come best first by the rule-based ranking; a later one that makes the
    contract where the first fails is chosen."""
    deal = at_exchange(STRONG, "KD 9S 9C")
    obs = observe(deal, 0)
    bot = SearchBot(seed=1, budget=None)
    solver, template = bot._solver(obs), bot._template(obs)
    bad = ((card("AD"), 1), (card("10D"), 2))
    good = ((card("9S"), 1), (card("9C"), 2))
    layout = {1: deal.hands[1], 2: deal.hands[2]}

    def value(option):
        hands = dict(layout)
        hands[0] = deal.hands[0] & ~mask_of(c for c, _ in option)
        for c, s in option:
            hands[s] |= 1 << c
        return solver.solve(replace(template, hands=tuple(hands[s] for s in template.seats)))

    assert value(bad) < value(good)  # the premise: giving the diamonds away costs points
    obs = replace(obs, contract=value(good))
    assert choose_exchange(obs, [bad, good], [layout], solver, template) == good


def test_a_defender_holding_three_nines_is_not_handed_the_fourth():
    """R12: a defender with all four nines may call a redeal, voiding a contract the
    declarer would have made: the nine goes to the other defender."""
    deal = at_exchange(("AH 10H KH QH JH AD 10D", "9H QD 9S 9D AS 10S KS",
                        "AC 10C KC QC JC QS JS"), "KD JD 9C")
    obs = observe(deal, 0)
    bot = SearchBot(seed=1, budget=None)
    to_nines = ((card("9C"), 1), (card("JD"), 2))
    elsewhere = ((card("9C"), 2), (card("JD"), 1))
    layout = {1: deal.hands[1], 2: deal.hands[2]}
    solver, template = bot._solver(obs), bot._template(obs)
    assert choose_exchange(obs, [to_nines, elsewhere], [layout], solver,
                           template) == elsewhere
    assert REDEAL_WORTH < 1.0


def test_both_gives_are_planned_together_and_the_second_follows_the_plan():
    deal = at_exchange(STRONG, "KD 9S 9C")
    bot = SearchBot(seed=2, budget=None, max_samples=6)
    first = bot.choose(observe(deal, 0), deal.legal_actions())
    assert first in deal.legal_actions()
    planned = dict(bot._planned)
    deal.apply(first)
    second = bot.choose(observe(deal, 0), deal.legal_actions())
    assert second in deal.legal_actions() and second in planned.values()
    deal.apply(second)
    assert deal.phase is Phase.RAISE
    gifts = [give_parts(a) for a in (first, second)]
    assert {s for _, s in gifts} == {1, 2}
    # no marriage of the declarer is split by the gives
    assert not {c for c, _ in gifts} & {card("KH"), card("QH")}


def test_the_exchange_does_not_depend_on_cards_the_declarer_cannot_see():
    deal = at_exchange(STRONG, "KD 9S 9C")
    twin = deal.clone()
    swap = cards("9H") | cards("AC")
    twin.hands[1] ^= swap
    twin.hands[2] ^= swap
    assert observe(deal, 0) == observe(twin, 0)
    first = SearchBot(seed=4, budget=None, max_samples=6).choose(observe(deal, 0),
                                                                 deal.legal_actions())
    second = SearchBot(seed=4, budget=None, max_samples=6).choose(observe(twin, 0),
                                                                  twin.legal_actions())
    assert first == second


def test_a_gift_already_made_is_kept_in_every_layout():
    """After a first give (made by another player at this seat, say), the second is
    chosen alone, with the given card placed where it went."""
    deal = at_exchange(STRONG, "KD 9S 9C")
    deal.apply(give(card("9S"), 1))
    bot = SearchBot(seed=3, budget=None, max_samples=6)
    a = bot.choose(observe(deal, 0), deal.legal_actions())
    assert a in deal.legal_actions() and give_parts(a)[1] == 2
