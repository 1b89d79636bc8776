"""The search bot (PIMC) and what a seat can know of the hidden cards."""
import random

import pytest

from game.tysiacha.ai.knowledge import knowledge, sample_hands
from game.tysiacha.ai.rules_bot import RulesBot
from game.tysiacha.ai.search import SearchBot
from game.tysiacha.engine import Rules, observe
from game.tysiacha.engine import actions as A
from game.tysiacha.engine.actions import parse_action
from game.tysiacha.engine.cards import SUIT_MASKS, mask_of, parse_card
from game.tysiacha.engine.deal import Deal, Phase
from game.tysiacha.engine.dealing import deal_cards
from game.tysiacha.engine.standing import Standing


def cards(text):
    return mask_of(parse_card(t) for t in text.split())


def played_deal(seed, tricks, rules=Rules()):
    """A deal after random bidding and exchange, `tricks` tricks into the play."""
    rng = random.Random(seed)
    dc = deal_cards(rules, seed % 3, rng)
    deal = Deal(rules, Standing.new(3), seed % 3, dc.hands, dc.prikup)
    while not deal.over and len(deal.tricks) < tricks or deal.phase is not Phase.PLAY:
        if deal.over:
            return None
        legal = [a for a in deal.legal_actions() if a not in (902, 903, 904)]  # play it out
        if deal.phase is Phase.BIDDING:  # the forced 100 stands: a contract in reach
            legal = [parse_action("pass")] if deal.bids else legal
        deal.apply(rng.choice(legal))
    return deal


def test_a_player_who_did_not_follow_is_known_void_in_that_suit():
    """R36: not following reveals a void; not trumping then reveals no trump."""
    deal = Deal(Rules(), Standing.new(3), 2,
                (cards("AH 10H KH QH JH 9H AS"), cards("AD 10D KD QD JD 9D 10S"),
                 cards("AC 10C KC QC JC 9C KS")), cards("QS JS 9S"))
    for a in ["bid 100", "pass", "pass", "give QS to 1", "give JS to 2", "keep",
              "play AH", "play QS", "play JS"]:
        deal.apply(parse_action(a))
    k = knowledge(observe(deal, 0))
    hidden_hearts = (k.free | k.pinned[1] | k.pinned[2]) & SUIT_MASKS[3]
    # seats 1 and 2 showed out of hearts: no hidden heart may be theirs
    assert k.excluded[1] & hidden_hearts == hidden_hearts
    assert k.excluded[2] & hidden_hearts == hidden_hearts
    rng = random.Random(1)
    for _ in range(50):
        hands = sample_hands(k, rng, declarer=0)
        assert not hands[1] & SUIT_MASKS[3] and not hands[2] & SUIT_MASKS[3]


@pytest.mark.parametrize("seed", range(40))
def test_sampled_layouts_fit_everything_the_seat_knows(seed):
    deal = played_deal(seed, tricks=seed % 6)
    if deal is None:
        return
    for seat in deal.seats:
        obs = observe(deal, seat)
        k = knowledge(obs)
        seen = mask_of(obs.hand)
        for trick, _ in deal.tricks:
            seen |= mask_of(c for _, c in trick)
        hands = sample_hands(k, random.Random(seed), deal.declarer)
        for s in k.others:
            assert hands[s].bit_count() == deal.hands[s].bit_count()
            assert not hands[s] & seen
            assert hands[s] & k.pinned[s] == k.pinned[s]
            # the real layout is one of the possible ones: no real card is excluded
            assert not deal.hands[s] & k.excluded[s]
        assert not hands[k.others[0]] & hands[k.others[1]]


def test_search_bot_finds_the_cards_that_decide_the_contract_far_more_often_than_chance():
    """Where some cards make the contract and some lose it, judged by the exact solver on
    the real (hidden) layout, the bot's card is one that makes it (as declarer) or beats
    it (as defender) far more often than a random pick."""
    from game.tysiacha.ai.dds import Position, solve_moves
    hits = chance = checked = 0
    for seed in range(400):
        deal = played_deal(seed, tricks=2 + seed % 4)
        if deal is None or deal.over:
            continue
        values = solve_moves(Position.from_deal(deal))
        need = deal.contract - deal.points(deal.declarer)
        declaring = deal.to_act == deal.declarer
        makes = {a for a, v in values.items() if (v >= need) == declaring}
        if not makes or len(makes) == len(values):
            continue  # nothing to choose between
        bot = SearchBot(seed, budget=None, max_samples=12)
        choice = bot.choose(observe(deal, deal.to_act), deal.legal_actions())
        checked += 1
        hits += choice in makes
        chance += len(makes) / len(values)
    assert checked >= 10
    assert hits >= 0.8 * checked and hits > chance + 0.25 * checked, (hits, chance, checked)


def test_search_bot_plays_legally_and_sees_nothing_hidden():
    """Same observation, same seed, same choice: hidden cards cannot matter."""
    checked = 0
    for seed in range(12):
        deal = played_deal(seed, tricks=2 + seed % 4)
        if deal is None or deal.over:
            continue
        seat = deal.to_act
        twin = deal.clone()
        others = [s for s in deal.seats if s != seat]
        a, b = others
        ha = deal.hands[a] & ~mask_of(deal.given.values())
        hb = deal.hands[b] & ~mask_of(deal.given.values())
        if not ha or not hb:
            continue
        ca, cb = (ha & -ha).bit_length() - 1, (hb & -hb).bit_length() - 1
        twin.hands[a] ^= (1 << ca) | (1 << cb)
        twin.hands[b] ^= (1 << ca) | (1 << cb)
        obs, obs_twin = observe(deal, seat), observe(twin, seat)
        assert obs == obs_twin
        first = SearchBot(seed, budget=None, max_samples=6).choose(obs, deal.legal_actions())
        second = SearchBot(seed, budget=None, max_samples=6).choose(obs_twin,
                                                                    twin.legal_actions())
        assert first == second and first in deal.legal_actions()
        checked += 1
    assert checked >= 5


def test_search_bot_gives_up_a_hopeless_contract():
    """R30: with nothing in hand at a high contract it declares rospisat'."""
    rules = Rules(bid_limit=False)
    deal = Deal(rules, Standing.new(3), 2,
                (cards("9H JH 9D JD 9C JC 9S"), cards("AH 10H KH QH AD 10D KD"),
                 cards("AC 10C KC QC AS 10S KS")), cards("QD JS QS"))
    for a in ["bid 100", "bid 105", "pass", "bid 200", "pass", "give 9H to 1",
              "give 9D to 2"]:
        deal.apply(parse_action(a))
    assert deal.declarer == 0 and deal.phase is Phase.RAISE
    bot = SearchBot(seed=3, budget=None, max_samples=6)
    assert bot.choose(observe(deal, 0), deal.legal_actions()) == parse_action("rospisat")
    # SearchBot.raise_shift (benchmarks/decisions.py) counts every layout that many
    # points better: with 200 more the contract looks sure, and is played
    hopeful = SearchBot(seed=3, budget=None, max_samples=6)
    hopeful.raise_shift = 200
    assert hopeful.choose(observe(deal, 0), deal.legal_actions()) == parse_action("keep")
    # SearchBot.keep_shift only weighs playing on against giving up: the contract is
    # played, but not raised as it would be with raise_shift
    stubborn = SearchBot(seed=3, budget=None, max_samples=6)
    stubborn.keep_shift = 200
    assert stubborn.choose(observe(deal, 0), deal.legal_actions()) == parse_action("keep")
    hopeful.raise_shift = 300
    assert A.is_raise(hopeful.choose(observe(deal, 0), deal.legal_actions()))


def test_a_play_tolerance_hands_close_cards_to_the_rules_judgement():
    """SearchBot.play_tolerance: cards within that share of the layouts of the best one
    tie with it; with all of them (1.0) every card ties and the rule-based player's
    choice is played, while without it the search may choose otherwise."""
    differ = 0
    for seed in range(40):  # most of these random deals are decided already
        deal = played_deal(seed, tricks=2 + seed % 4)
        if deal is None or deal.over:
            continue
        obs, legal = observe(deal, deal.to_act), deal.legal_actions()
        plays = [a for a in legal if A.is_play(a)]
        if len(plays) < 2:
            continue
        loose = SearchBot(seed, budget=None, max_samples=6)
        loose.play_tolerance = 1.0
        judged = RulesBot(seed=seed).choose(obs, plays)
        assert loose.choose(obs, legal) == judged
        differ += SearchBot(seed, budget=None, max_samples=6).choose(obs, legal) != judged
    assert differ >= 1


def test_search_bot_still_gives_up_when_its_next_rospisat_is_the_penalised_one():
    """R32 every_third: a seat on two rospisat' still gives up a hopeless contract, since
    the penalty falls due sooner or later (counted as a third per rospisat')."""
    rules = Rules()
    standing = Standing((0, 0, 0), (None,) * 3, (0, 0, 0), (2, 0, 0), 5)
    deal = Deal(rules, standing, 2,
                (cards("9H JH 9D JD 9C JC 9S"), cards("AH 10H KH QH AD 10D KD"),
                 cards("AC 10C KC QC AS 10S KS")), cards("QD JS QS"))
    # at 100, failing (-100) is cheaper than rospisat' with the whole penalty (-60 - 120),
    # but dearer than rospisat' with its share of it
    for a in ["bid 100", "pass", "pass", "give 9H to 1", "give 9D to 2"]:
        deal.apply(parse_action(a))
    bot = SearchBot(seed=3, budget=None, max_samples=6)
    assert bot.choose(observe(deal, 0), deal.legal_actions()) == parse_action("rospisat")


def test_the_other_card_of_a_declared_marriage_stays_with_its_declarer():
    """R37: a seat that declared a marriage with the K still holds the Q (until played);
    sampled layouts never give it to anyone else."""
    deal = Deal(Rules(), Standing.new(3), 2,
                (cards("AS 10S 9S AC 10C 9C 9D"), cards("KH QH AH JS JC JD 10D"),
                 cards("10H JH 9H KS KC KD QC")), cards("QS QD AD"))
    for a in ["bid 100", "pass", "pass", "give QS to 1", "give QD to 2", "keep",
              "play 9D", "play 10D", "play KD", "play KH*"]:
        deal.apply(parse_action(a))
    assert deal.melds == [(1, 3, 100)] and deal.trump == 3
    k = knowledge(observe(deal, 0))
    queen = parse_card("QH")
    assert k.pinned[1] >> queen & 1
    rng = random.Random(4)
    for _ in range(30):
        assert sample_hands(k, rng, deal.declarer)[1] >> queen & 1


def bidding_deal(hand0: str, bids=("bid 100",)):
    """Seat 0 holds `hand0`; the others hold the rest; `bids` are made from seat 1 on."""
    mine = cards(hand0)
    rest = [c for c in range(24) if not mine >> c & 1]
    deal = Deal(Rules(), Standing.new(3), 2, (mine, mask_of(rest[:7]), mask_of(rest[7:14])),
                mask_of(rest[14:]))
    for b in bids:
        deal.apply(parse_action(b))
    return deal


def test_search_bot_bids_on_a_strong_hand_and_passes_a_weak_one():
    # dealer 2: seat 0 is forehand and makes the forced 100; seat 1 bids 105
    strong = bidding_deal("AH 10H KH QH AS 10S AD", ("bid 100", "bid 105", "bid 110"))
    weak = bidding_deal("9S JS 9C JC 9D JD 9H", ("bid 100", "bid 105", "bid 110"))
    for deal, want in ((strong, True), (weak, False)):
        assert deal.to_act == 0
        action = SearchBot(seed=3, budget=None, max_samples=12, simulate_bids=True).choose(
            observe(deal, 0), deal.legal_actions())
        assert (action != parse_action("pass")) == want


def test_simulated_deals_keep_to_the_bids_made():
    """Seats 1 and 2 bid above 120 with bid_limit on (R17): the simulated deals give them
    marriages, so the bids replay legally in every one of them."""
    from game.tysiacha.ai.search_bidding import deal_outcomes
    deal = bidding_deal("KH QH AS 10S AD 10D AC", ("bid 100", "bid 125", "bid 130"))
    bot = SearchBot(seed=5, budget=None)
    obs = observe(deal, 0)
    seen = []

    def exchange(o, gives):
        seen.append(o)
        return gives[0]
    outs = deal_outcomes(obs, random.Random(2), bot._solver(obs), exchange, bot._template,
                         10, None, 4)
    assert len(outs) == 10 and len(seen) == 20  # two gives in each deal, none rejected
    for o in seen:
        assert o.bids == ((0, 100), (1, 125), (2, 130), (0, 135), (1, None), (2, None))
    assert all(0 <= v <= 400 and cap >= 220 for v, cap in outs)


class Clock:
    """A stand-in for the bots' CPU clock (game/core/clock.py's cpu_now) that moves `step`
    seconds at every reading: 0 is a machine infinitely fast, 0.2 one on which the old
    0.25 s budget had time for a layout or two."""

    def __init__(self, step: float):
        self.now, self.step = 1000.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def first_lead(seed):
    """A deal at its first lead, the bidding, exchange and raise by rule-based players."""
    rules, rng = Rules(), random.Random(seed)
    dc = deal_cards(rules, seed % 3, rng)
    deal = Deal(rules, Standing.new(3), seed % 3, dc.hands, dc.prikup)
    bots = [RulesBot(seed=seed + s) for s in range(3)]
    while not deal.over and deal.phase is not Phase.PLAY:
        deal.apply(bots[deal.to_act].choose(observe(deal, deal.to_act), deal.legal_actions()))
    return deal


def decisions_to_time():
    """(name, deal) at a decision of each kind: the exchange, the raise, a first card of
    the play (the dearest layouts: here Hard solves 7 before the solver's nodes run out)
    and a card later in it."""
    exchange = Deal(Rules(), Standing.new(3), 2,
                    (cards("AH 10H KH QH JH AD 10D"), cards("9H QD JD 9D AS 10S KS"),
                     cards("AC 10C KC QC JC QS JS")), cards("KD 9S 9C"))
    for a in ["bid 100", "pass", "pass"]:
        exchange.apply(parse_action(a))
    raising = exchange.clone()
    for a in ["give 9S to 1", "give 9C to 2"]:
        raising.apply(parse_action(a))
    first = first_lead(11)
    later = next(d for d in (played_deal(s, tricks=3) for s in range(20))
                 if d is not None and not d.over and len(d.legal_actions()) >= 2)
    assert exchange.phase is Phase.EXCHANGE and raising.phase is Phase.RAISE
    assert first.phase is Phase.PLAY and not first.tricks and not first.trick
    return [("exchange", exchange), ("raise", raising), ("first card", first),
            ("later card", later)]


@pytest.mark.parametrize("level", ["hard", "no inference"])
def test_the_same_seed_makes_the_same_decision_however_fast_the_clock_runs(monkeypatch, level):
    """The search bot's work is counted (layouts, and the solver's nodes), not timed: a
    seed decides the same, from the same number of layouts, on a machine infinitely fast
    (the clock stands still), on one where each layout takes a 40th of the safety cap (the
    old 0.25 s budget stopped there at the minimum of layouts) and, with a huge cap, on
    one slower still; a tiny cap, reached at once, stops a decision after one layout."""
    from game.tysiacha.ai import search, search_exchange
    from game.tysiacha.ai.search import CAP_SECONDS, MAX_SAMPLES, hard_bot
    from game.core.clock import cpu_now as real_time

    def decide(deal, clock, exchange_clock=None, cap=None):
        monkeypatch.setattr(search, "cpu_now", clock)
        monkeypatch.setattr(search_exchange, "cpu_now", exchange_clock or clock)
        bot = hard_bot(11) if level == "hard" else SearchBot(11)
        if cap is not None:
            bot.budget = cap
        action = bot.choose(observe(deal, deal.to_act), deal.legal_actions())
        return action, bot.layouts

    # the search reads the clock once a layout and twice more at most a decision
    assert MAX_SAMPLES + 2 < 40 and 4 * CAP_SECONDS / 40 > 0.25
    for name, deal in decisions_to_time():
        fast = decide(deal, Clock(0.0))
        slow = decide(deal, Clock(CAP_SECONDS / 40), exchange_clock=Clock(0.0))
        slower = decide(deal, Clock(0.2), cap=1e9)
        assert fast == slow == slower, name
        assert fast[1] >= 4, name  # the minimum of layouts at least, often many more
        capped = decide(deal, real_time, cap=1e-9)
        assert capped[1] == 1 and capped[0] in deal.legal_actions(), name


def test_hard_draws_all_its_layouts_where_they_are_cheap():
    """Where layouts are cheap (late in the play) Hard draws its 32, and twice the budget
    (the Expert level 1000 once had) 64; the same seed, both times."""
    from game.tysiacha.ai.search import MAX_NODES, MAX_SAMPLES, hard_bot
    _, later = decisions_to_time()[-1]
    obs, legal = observe(later, later.to_act), later.legal_actions()

    def doubled(seed):
        return SearchBot(seed, max_samples=2 * MAX_SAMPLES, max_nodes=2 * MAX_NODES,
                         infer=True)
    for make, layouts in ((hard_bot, 32), (doubled, 64)):
        first, second = make(3), make(3)
        assert first.choose(obs, legal) == second.choose(obs, legal)
        assert first.layouts == second.layouts == layouts
