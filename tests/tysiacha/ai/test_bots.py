"""The simple bots: legal moves only, whole games end, and no peeking at hidden cards."""
import random

import pytest

from game.tysiacha.ai import RandomBot, SimpleBot, bot_name, make_bot
from game.tysiacha.ai.runner import play_match
from game.tysiacha.engine import Match, Rules, observe
from game.tysiacha.engine.deal import Phase


@pytest.mark.parametrize("players", [3, 4])
def test_simple_bots_finish_whole_games(players):
    """Games between simple bots reach the target (R55) in a sensible number of deals."""
    rules = Rules(players=players)
    for seed in range(3):
        match = Match(rules, rng=random.Random(seed))
        bots = [SimpleBot(seed * 10 + s) for s in range(players)]
        assert play_match(match, bots, max_deals=1000)
        assert match.winners
        assert all(match.sheet[-1].scores[w] >= rules.target for w in match.winners)


@pytest.mark.parametrize("name", ["random", "simple", "easy", "normal"])
def test_bots_choose_only_legal_actions(name):
    rules = Rules(four_aces=True, rospisat="with_spisat", prikup_nines=True)
    match = Match(rules, rng=random.Random(5))
    bot = make_bot(name, 1)
    for _ in range(20):
        match.start_deal()
        deal = match.deal
        while not deal.over:
            legal = deal.legal_actions()
            action = bot.choose(observe(deal, deal.to_act), legal)
            assert action in legal
            match.apply(action)
        if match.finished:
            break


def test_unknown_bot_is_refused_by_name():
    with pytest.raises(ValueError, match="unknown bot .medium.; known: random, simple, easy, "
                                         "normal, hard .also rules = normal, search = hard, "
                                         "expert = hard."):
        make_bot("medium")


@pytest.mark.parametrize("name,level", [("rules", "normal"), ("search", "hard"),
                                        ("Normal", "normal"), ("EXPERT", "hard")])
def test_a_level_has_one_name_and_the_older_names_still_work(name, level):
    assert bot_name(name) == level
    assert make_bot(name, 1).name == level == make_bot(level, 1).name


def _swap_hidden(deal, seat):
    """A copy of the deal where two others swap an unplayed card: `seat` cannot tell."""
    other = [s for s in deal.seats if s != seat and deal.hands[s]]
    twin = deal.clone()
    a, b = other[0], other[1]
    hidden_a = deal.hands[a] & ~(1 << deal.given.get(a, 30))
    hidden_b = deal.hands[b] & ~(1 << deal.given.get(b, 30))
    if not hidden_a or not hidden_b:
        return None
    ca = (hidden_a & -hidden_a).bit_length() - 1
    cb = (hidden_b & -hidden_b).bit_length() - 1
    twin.hands[a] ^= (1 << ca) | (1 << cb)
    twin.hands[b] ^= (1 << ca) | (1 << cb)
    return twin


@pytest.mark.parametrize("bot_class", [RandomBot, SimpleBot])
def test_bots_choose_the_same_when_only_hidden_cards_differ(bot_class):
    """A bot sees only its observation: two deals that differ in cards it cannot see
    give the same choice with the same seed."""
    rules = Rules()
    checked = 0
    for seed in range(30):
        match = Match(rules, rng=random.Random(seed))
        match.start_deal()
        deal = match.deal
        driver = SimpleBot(seed)
        while not deal.over:
            seat = deal.to_act
            if deal.phase in (Phase.BIDDING, Phase.PLAY) and len(deal.tricks) < 7:
                twin = _swap_hidden(deal, seat)
            else:
                twin = None
            if twin is not None:
                assert twin.hands != deal.hands
                obs, obs_twin = observe(deal, seat), observe(twin, seat)
                assert obs == obs_twin
                first = bot_class(seed).choose(obs, deal.legal_actions())
                second = bot_class(seed).choose(obs_twin, twin.legal_actions())
                assert first == second
                checked += 1
            match.apply(driver.choose(observe(deal, seat), deal.legal_actions()))
    assert checked > 200
