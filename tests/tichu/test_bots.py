"""Tichu's bots: legal actions only, nothing seen but the observation, the rule-based
player far above random, and the search player's layouts true to what its seat knows."""
import random
from typing import NamedTuple

import pytest

from game.tichu.ai import make_bot
from game.tichu.ai.runner import play_round
from game.tichu.ai.search import SearchBot
from game.tichu.engine.cards import RANK_MASK, count, mask_of
from game.tichu.engine.match import Match
from game.tichu.engine.observation import observe
from game.tichu.engine.rules import TichuRules

from .helpers import cards, mid_play


def fast(bot):
    if isinstance(bot, SearchBot):
        bot.playouts, bot.least = 6, 1
    return bot


class Checked:
    """Passes the bot's choices on, failing on one that is not legal."""

    def __init__(self, bot):
        self.bot, self.name = bot, bot.name

    def choose(self, obs, legal):
        a = self.bot.choose(obs, legal)
        assert a in legal, (self.name, a)
        return a

    def interject(self, obs, options):
        a = self.bot.interject(obs, options)
        assert a is None or a in options, (self.name, a)
        return a


@pytest.mark.parametrize("name", ["random", "easy", "normal", "hard", "expert", "normal-v1"])
def test_bots_choose_only_legal_actions(name):
    rounds = 2 if name in ("hard", "expert") else 6
    for seed in range(rounds):
        match = Match(TichuRules(wish_bomb=("out_of_turn", "any_time")[seed % 2]),
                      rng=random.Random(seed))
        bots = [Checked(fast(make_bot(name, seed * 4 + s))) for s in range(4)]
        play_round(match, bots)
        assert match.round.over


def test_a_seat_sees_nothing_of_the_hidden_hands():
    a = mid_play(["MJ 3S 4S", "5S 6S 7S", "8S 9S 10S", "JS QS KS"])
    b = mid_play(["MJ 3S 4S", "JS 9S 7S", "8S 6S 10S", "5S QS KS"])
    assert observe(a, 0) == observe(b, 0)


def test_the_rule_based_player_beats_random_by_far():
    diffs = []
    for d in range(12):
        hands = None
        got = 0.0
        for swap in (0, 1):
            names = ["normal", "random"] if not swap else ["random", "normal"]
            bots = [make_bot(names[s % 2], d * 10 + s) for s in range(4)]
            match = Match(TichuRules(), rng=random.Random(d))
            if hands is None:
                from game.tichu.engine.match import deal_hands
                hands = deal_hands(random.Random(1000 + d))
            play_round(match, bots, hands)
            res = match.sheet[-1].result
            got += (res.score[swap] - res.score[1 - swap]) / 2
        diffs.append(got)
    assert sum(diffs) / len(diffs) > 200


def test_search_layouts_keep_to_what_the_seat_knows():
    rnd = mid_play(["MJ 3S 4S 5H", "5S 6S 7S", "8S 9S 10S 2H", "JS QS KS"])
    rnd.gives[0] = {2: cards("9S")[0]}  # seat 0 gave seat 2 the 9S
    obs = observe(rnd, 0)
    hidden = rnd.hands[1] | rnd.hands[2] | rnd.hands[3]
    for _, hands in zip(range(30), SearchBot(1).layouts(obs)):
        assert hands[0] == obs.hand
        assert [count(h) for h in hands] == list(obs.hand_sizes)
        assert hands[2] & mask_of(cards("9S"))  # the card it gave seat 2 is still there
        assert hands[1] | hands[2] | hands[3] == hidden  # only the cards nobody has seen


def test_search_layouts_keep_the_wished_rank_from_seats_that_showed_they_have_none():
    """Seat 0 leads the Mah Jong and wishes a 7: seat 1 passes on it and seat 2 plays an
    8 on it, so neither holds a 7 (either would have had to play it); seat 3 passes on the
    8, which a 7 could not beat, and may hold one. Every layout gives the 7 to seat 3."""
    from game.tichu.ai.search import wish_barred
    from game.tichu.engine.round import Action
    from .helpers import pass_, play
    rnd = mid_play(["MJ 3S 4S 5H", "6S 2D 3D", "8S 9S 2H", "7S JS QS KS"])
    play(rnd, 0, "MJ")
    rnd.apply(Action("wish", 0, 7))
    pass_(rnd, 1)
    play(rnd, 2, "8S")
    pass_(rnd, 3)
    obs = observe(rnd, 0)
    assert obs.wish == 7 and wish_barred(obs) == {1, 2}
    seven = mask_of(cards("7S"))
    seen = [hands for _, hands in zip(range(40), SearchBot(2).layouts(obs))]
    assert all(h[3] & seven for h in seen)
    assert all([count(h) for h in hands] == list(obs.hand_sizes) for hands in seen)
    assert len({h[1] for h in seen}) > 1  # the other cards still move
    assert wish_barred(observe(rnd, 3)) == {1, 2}  # whoever looks
    free = mid_play(["MJ 3S 4S 5H", "6S 2D 3D", "8S 9S 2H", "7S JS QS KS"])
    play(free, 0, "MJ")
    free.apply(Action("wish", 0, 0))  # no wish: nobody is barred
    pass_(free, 1)
    assert wish_barred(observe(free, 0)) == set()


@pytest.mark.parametrize("wish_bomb", ["out_of_turn", "any_time"])
def test_no_seat_the_wish_reading_bars_holds_the_wished_rank(wish_bomb):
    """Over 60 rounds between bots (random ones bomb and pass at random), at every
    action of the play, whoever looks: a seat wish_barred() says holds no card of the
    wished rank holds none; and the reading bars someone in some rounds (often the wish
    is fulfilled before anyone shows a want of it)."""
    from game.tichu.ai.runner import next_action
    from game.tichu.ai.search import wish_barred
    from game.tichu.engine.cards import RANK_MASK
    from game.tichu.engine.round import Phase
    rules = TichuRules(wish_bomb=wish_bomb)
    read = wished = 0
    for seed in range(60):
        match = Match(rules, rng=random.Random(seed))
        rnd = match.start_round()
        names = ["random", "normal", "random", "easy"] if seed % 2 else ["normal"] * 4
        bots = [make_bot(n, seed * 4 + s) for s, n in enumerate(names)]
        found = False
        while not rnd.over:
            if rnd.phase is Phase.PLAY and rnd.wish:
                for looker in range(4):
                    for s in wish_barred(observe(rnd, looker)):
                        assert not rnd.hands[s] & RANK_MASK[rnd.wish], (seed, looker, s)
                        found = True
            match.apply(next_action(rnd, bots))
        wished += bool(rnd.wished)
        read += found
    assert wished >= 30 and read >= 5, (read, wished)


def test_the_search_player_plays_a_whole_round_within_its_budget():
    bot = SearchBot(3, playouts=8, least=2)
    match = Match(TichuRules(), rng=random.Random(5))
    times = []
    bots = [bot] + [make_bot("normal", s) for s in (1, 2, 3)]
    play_round(match, bots, clock=lambda s, t: times.append(t) if s == 0 else None)
    assert match.round.over and times


def test_the_search_decides_the_same_on_any_machine():
    """Its work is counted in layouts, not seconds: the same seed, the same moves, however
    slow the machine (here: a clock that says every decision is over its time)."""
    def moves(cap):
        match = Match(TichuRules(), rng=random.Random(9))
        bots = [SearchBot(11, playouts=8, least=2, cap=cap)] + [make_bot("normal", s) for s in (1, 2, 3)]
        play_round(match, bots)
        return match.round.history
    assert moves(None) == moves(1000.0)


class Lead(NamedTuple):
    exchange: object  # seat 0's observation at the exchange
    play: object  # seat 0's first lead of a trick after the first


def a_lead_in_play(seed: int):
    """Seat 0's observation as it leads a trick in the play (not the first), with
    Normal players at every seat, and its legal actions; `.exchange` holds its
    observation at the exchange."""
    from game.tichu.ai.runner import next_action
    from game.tichu.engine.round import Phase
    for tries in range(seed, seed + 50):
        match = Match(TichuRules(), rng=random.Random(tries))
        rnd = match.start_round()
        bots = [make_bot("normal", tries * 4 + s) for s in range(4)]
        exchange = None
        while not rnd.over:
            if rnd.phase is Phase.EXCHANGE and exchange is None:
                exchange = observe(rnd, 0)
            if rnd.phase is Phase.PLAY and rnd.to_act == 0 and rnd.top is None and \
                    rnd.won != [0, 0, 0, 0] and 6 <= count(rnd.hands[0]) <= 11:
                return Lead(exchange, observe(rnd, 0)), rnd.legal_actions(0)
            match.apply(next_action(rnd, bots))
    raise AssertionError("no lead found")


def test_the_search_counts_its_work_in_layouts_and_steps(monkeypatch):
    """The exchange plays its 3 plans out in `exchange_layouts` layouts of the deal; a
    decision of the play stops once its playouts have taken `steps` actions, but never
    before each candidate has had `least` layouts."""
    from game.tichu.ai import search
    taken = []
    real = search.playout

    def counted(rnd):
        start = len(rnd.history)
        out = real(rnd)
        taken.append(len(out.history) - start)
        return out
    monkeypatch.setattr(search, "playout", counted)
    lead, legal = a_lead_in_play(4)
    bot = SearchBot(5, playouts=48, least=2, cap=None)
    assert bot.exchange_layouts == 6
    bot.exchange(lead.exchange)
    assert len(taken) == 3 * 6
    obs = lead.play
    bot = SearchBot(5, playouts=48, candidates=4, least=3, cap=None)
    candidates = bot.candidates(obs, [a for a in legal if a.kind != "tichu"])
    assert len(candidates) > 1
    for steps, layouts in ((None, bot.layouts_for(len(candidates))), (1, 3)):
        taken.clear()
        bot.steps = steps
        bot.best(obs, candidates)
        assert len(taken) == layouts * len(candidates), steps
    bot.steps = sum(taken) // 2  # half the steps of the whole budget: stops halfway or so
    taken.clear()
    bot.best(obs, candidates)
    assert 3 * len(candidates) <= len(taken) < bot.layouts_for(len(candidates)) * len(candidates)
    assert sum(taken) >= bot.steps


def test_the_exchange_keeps_the_policys_plan_unless_the_playouts_clearly_disagree(monkeypatch):
    from game.tichu.ai import search
    lead, _ = a_lead_in_play(4)
    bot = SearchBot(5, playouts=48, least=2, cap=None)
    base = bot.judge.judge.exchange(lead.exchange)
    calls = []

    def lucky(rnd, side):  # the second plan: 100 more in the first layout, 30 less in
        calls.append(1)  # the second, the same in the others: better on average, by luck
        return {2: 100.0, 5: -30.0}.get(len(calls), 0.0)
    monkeypatch.setattr(search, "_value", lucky)
    assert bot.exchange(lead.exchange) == base

    def better(rnd, side):  # the second plan scores 100 more in every layout
        calls.append(1)
        return 100.0 if len(calls) % 3 == 2 else 0.0
    calls.clear()
    monkeypatch.setattr(search, "_value", better)
    assert bot.exchange(lead.exchange) != base


def a_question(phase_name: str, seed: int = 0):
    """A seat's observation when it is asked for its wish ("wish") or its gift of the
    Dragon's trick ("gift"), Normal players at every seat, and its legal actions."""
    from game.tichu.ai.runner import next_action
    from game.tichu.engine.round import Phase
    phase = Phase(phase_name)
    for tries in range(seed, seed + 200):
        match = Match(TichuRules(), rng=random.Random(tries))
        rnd = match.start_round()
        bots = [make_bot("normal", tries * 4 + s) for s in range(4)]
        while not rnd.over:
            if rnd.phase is phase:
                return observe(rnd, rnd.pending), rnd.legal_actions(rnd.pending)
            match.apply(next_action(rnd, bots))
    raise AssertionError(f"no {phase_name} found")


@pytest.mark.parametrize("phase", ["wish", "gift"])
def test_the_wish_and_the_gift_are_played_out_too(monkeypatch, phase):
    """The policy's wish or gift and the others worth weighing, each played out from the
    table as it stands (the Mah Jong on it; the Dragon's trick to give) in the same
    layouts; the Dragon's trick goes to whom the gift names."""
    from game.tichu.ai import search
    obs, legal = a_question(phase)
    bot = SearchBot(5, playouts=24, candidates=4, least=2, cap=None)
    seen = []
    real = search.playout

    def watched(rnd):
        seen.append((rnd.history[0], rnd.won[:] if phase == "gift" else rnd.wish))
        return real(rnd)
    monkeypatch.setattr(search, "playout", watched)
    choice = bot.choose(obs, legal)
    assert choice in legal
    asked = {a for a, _ in seen}
    policy = bot.judge.choose(obs, legal)
    assert policy in asked and len(asked) == (4 if phase == "wish" else 2)
    assert len(seen) == len(asked) * bot.layouts_for(len(asked))
    trick = sum(p.cards for _, p in obs.tricks[-1][0]) if phase == "gift" else 0
    for action, after in seen:
        if phase == "wish":
            assert after == action.data and not obs.hand & RANK_MASK.get(after, 0)
        else:  # the trick is in the tricks of the opponent given it
            assert after[action.data] & trick == trick


def test_a_search_decision_leaves_no_reference_cycles():
    """What a search decision drops is freed by its reference count, so freezing its
    caches out of the cycle collector's sight (plan.settle) keeps nothing that would
    have been collected."""
    import gc
    lead, legal = a_lead_in_play(3)
    obs = lead.play
    bot = SearchBot(7, playouts=24, least=2, cap=None)
    assert len(bot.candidates(obs, [a for a in legal if a.kind != "tichu"])) > 1
    gc.collect()
    gc.disable()
    try:
        bot.choose(obs, legal)
        gc.set_debug(gc.DEBUG_SAVEALL)
        found = gc.collect()
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    assert found == 0


def test_the_search_keeps_the_policys_choice_unless_the_playouts_clearly_disagree():
    from game.tichu.ai.search import _chosen
    policy = [0.0, 200.0, -200.0, 0.0]  # a round's score swings by hundreds
    luckier = [10.0, 210.0, -190.0, 10.0]  # better in every layout, by 10
    noisy = [200.0, 0.0, 0.0, 40.0]  # better on average, by luck of two layouts
    assert _chosen([policy, noisy], 1.0) == 0
    assert _chosen([policy, luckier], 1.0) == 1
    assert _chosen([policy, noisy, luckier], 1.0) == 2


def test_a_playout_learns_the_partitions_of_what_is_left():
    from game.tichu.ai import plan
    hand = mask_of(cards("MJ 2S 3H 4D 5C 9S 9H KD KC"))
    whole = plan.partitions(hand)
    straight = next(p for ps in whole for p in ps if p.length == 5)
    learnt = plan.without(hand, straight.cards)
    assert learnt and all(not any(p.cards & straight.cards for p in ps) for ps in learnt)
    assert all(sum(p.cards for p in ps) == hand & ~straight.cards for ps in learnt)
