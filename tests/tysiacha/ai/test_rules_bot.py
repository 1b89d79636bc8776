"""RulesBot: legal choices under every rule option, the decisions a good player makes in
explicit positions, no peeking at hidden cards, and strength against the simple bots."""
import random

import pytest

from game.tysiacha.ai.base import RandomBot
from game.tysiacha.ai.duplicate import play_duplicate
from game.tysiacha.ai.exchange import best_gives
from game.tysiacha.ai.rules_bot import RulesBot
from game.tysiacha.ai.runner import play_match
from game.tysiacha.ai.simple import SimpleBot
from game.tysiacha.engine import Match, Rules, Standing, observe
from game.tysiacha.engine.actions import action_str, parse_action
from game.tysiacha.engine.cards import FULL_MASK, MARRIAGE_MASKS, card_name, cards_of, mask_of, parse_card
from game.tysiacha.engine.deal import Deal, Phase
from game.tysiacha.engine.rules import RULE_OPTIONS


# ---------------------------------------------------------------------- helpers
def mask(text: str) -> int:
    return mask_of(parse_card(t) for t in text.split())


def deal_of(hands: list[str], prikup: str, dealer: int = 2, rules: Rules = None,
            standing: Standing = None) -> Deal:
    """A 3-player deal from explicit 7-card hands; dealer 2 makes seat 0 the forehand."""
    rules = rules or Rules()
    hs = tuple(mask(h) for h in hands)
    pk = mask(prikup)
    assert pk | hs[0] | hs[1] | hs[2] == FULL_MASK and sum(map(int.bit_count, hs)) == 21
    return Deal(rules, standing or Standing.new(3), dealer, hs, pk)


def run(deal: Deal, *texts: str) -> None:
    for t in texts:
        deal.apply(parse_action(t))


def at_play(hands8: list[str], gives: dict, contract: int = 100, rules: Rules = None,
            standing: Standing = None) -> Deal:
    """A deal at the first lead: seat 0 declarer (forehand, everyone passed) holding
    hands8[0]; seat s received gives[s] (a card of hands8[s]) from it."""
    rules = rules or Rules()
    hs = [mask(h) for h in hands8]
    assert hs[0] | hs[1] | hs[2] == FULL_MASK and all(h.bit_count() == 8 for h in hs)
    given = {s: parse_card(c) for s, c in gives.items()}
    own = cards_of(hs[0])
    prikup = mask_of(own[-3:])
    dealt = [hs[0] & ~prikup, hs[1], hs[2]]
    for s, c in given.items():
        dealt[s] &= ~(1 << c)
        dealt[0] |= 1 << c
    deal = Deal(rules, standing or Standing.new(3), 2, tuple(dealt), prikup)
    run(deal, "bid 100", "pass", "pass")
    for s, c in given.items():
        deal.apply(parse_action(f"give {card_name(c)} to {s}"))
    run(deal, f"raise {contract}" if contract > 100 else "keep")
    while deal.phase is Phase.REDEAL:
        run(deal, "no redeal")
    assert deal.phase is Phase.PLAY and [deal.hands[s] for s in range(3)] == hs
    return deal


def choice(deal: Deal, bot=None) -> str:
    bot = bot or RulesBot(seed=1)
    return action_str(bot.choose(observe(deal, deal.to_act), deal.legal_actions()))


def random_rules(rng: random.Random) -> Rules:
    return Rules(**{o.key: rng.choice(o.values) for o in RULE_OPTIONS})


# ---------------------------------------------------------------------- legality
@pytest.mark.parametrize("players", [3, 4])
def test_choices_are_legal_under_random_rules(players):
    """Thousands of decisions, every rule option drawn at random, both levels: always a
    legal action, and games reach their end. Offered some of its legal cards (as the
    search bot offers the cards its search tied), it chooses one of those."""
    rng, pick = random.Random(players), random.Random(5)
    decisions = subsets = 0
    for game in range(30):
        rules = random_rules(rng).with_changes(players=players)
        match = Match(rules, rng=random.Random(game))
        bots = [RulesBot("easy" if s == 1 else "normal", seed=game * 10 + s)
                for s in range(players)]
        for _ in range(12):
            if match.finished:
                break
            match.start_deal()
            deal = match.deal
            while not deal.over:
                legal = deal.legal_actions()
                bot, obs = bots[deal.to_act], observe(deal, deal.to_act)
                plays = [a for a in legal if a < 48]
                if deal.phase is Phase.PLAY and len(plays) > 1:
                    some = pick.sample(plays, pick.randint(1, len(plays) - 1))
                    assert bot.choose(obs, some) in some, ([action_str(a) for a in some],
                                                          rules)
                    subsets += 1
                action = bot.choose(obs, legal)
                assert action in legal, (action_str(action), rules)
                match.apply(action)
                decisions += 1
    assert decisions > 5000 and subsets > 1000


def test_whole_games_between_rules_bots_finish():
    match = Match(Rules(), rng=random.Random(3))
    bots = [RulesBot(seed=s) for s in range(3)]
    assert play_match(match, bots, max_deals=300)
    assert match.winners


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown level 'hard'"):
        RulesBot("hard")


# ---------------------------------------------------------------------- bidding
def test_bids_on_a_strong_hand_and_passes_a_weak_one():
    # seat 0 forehand forced 100; seat 1 holds the hearts marriage and two aces
    strong = deal_of(["9S JS QS 9C JC 9D JD", "AS AC KH QH AH 10H JH",
                      "KS 10S QC KC 10C QD KD"], "AD 10D 9H")
    run(strong, "bid 100")
    assert choice(strong) == "bid 105"
    weak = deal_of(["AS AC KH QH AH 10H JH", "9S JS QS 9C JC 9D JD",
                    "KS 10S QC KC 10C QD KD"], "AD 10D 9H")
    run(weak, "bid 100")
    assert choice(weak) == "pass"


@pytest.mark.parametrize("knob, much", [("bid_bonus", 500.0), ("declare_shift", 200.0)])
def test_bidding_knobs_turn_a_pass_into_a_bid_and_back(knob, much):
    """The knobs benchmarks/decisions.py tries: RulesBot.bid_bonus, added to the worth of
    declaring, and RulesBot.declare_shift, card points the declarer expects beyond its
    hand estimate. Large, they turn the weak hand's pass into a bid; taken away, the
    strong hand's bid into a pass."""
    weak = deal_of(["AS AC KH QH AH 10H JH", "9S JS QS 9C JC 9D JD",
                    "KS 10S QC KC 10C QD KD"], "AD 10D 9H")
    run(weak, "bid 100")
    eager = RulesBot(seed=1)
    setattr(eager, knob, much)
    assert choice(weak, eager) == "bid 105"
    strong = deal_of(["9S JS QS 9C JC 9D JD", "AS AC KH QH AH 10H JH",
                      "KS 10S QC KC 10C QD KD"], "AD 10D 9H")
    run(strong, "bid 100")
    shy = RulesBot(seed=1)
    setattr(shy, knob, -much)
    assert choice(strong, shy) == "pass"


def test_on_the_barrel_it_raises_to_what_reaches_the_target():
    """R51: on the barrel only a contract of target - barrel_score (120) or more wins
    the game; a contract below it gains nothing."""
    barrel = Standing((880, 0, 0), (0, None, None), (0, 0, 0), (0, 0, 0), 5)
    deal = deal_of(["AS 10S AC 10C AH KH QH", "KS QS JS KC QC JC JD",
                    "9S 9C 9D 9H JH QD KD"], "AD 10D 10H", standing=barrel)
    run(deal, "bid 100", "pass", "pass")
    while deal.phase is Phase.EXCHANGE:
        run(deal, choice(deal))
    act = choice(deal)
    assert act.startswith("raise") and int(act.split()[1]) >= 120


# ---------------------------------------------------------------------- exchange
def test_the_exchange_never_splits_a_marriage():
    rules = Rules()
    rng = random.Random(7)
    for _ in range(300):
        ten = mask_of(rng.sample(range(24), 10))
        gives = best_gives(ten, 2, rules)
        assert gives.bit_count() == 2 and gives & ten == gives
        for mm in MARRIAGE_MASKS:
            if ten & mm == mm:
                assert not gives & mm, "split a marriage"


def test_the_exchange_keeps_marriages_aces_and_gives_low_cards():
    deal = deal_of(["AS 9S KH QH AH 9C JC", "KS QS 10S JS AC 10C KC",
                    "QC 9D JD QD KD AD 10D"], "10H JH 9H")
    run(deal, "bid 100", "pass", "pass")
    first = choice(deal)
    run(deal, first)
    second = choice(deal)
    given = {first.split()[1], second.split()[1]}
    assert given <= {"9S", "9C", "JC"}, given
    assert first.split()[-1] != second.split()[-1]  # one card to each defender


def test_a_king_that_could_complete_a_marriage_goes_to_the_quiet_defender():
    """R26: the defender that bid above 100 (seat 2) more likely holds the queen."""
    deal = deal_of(["AS 10S AC 10C AD 10D KH", "JH 9H 9S JS 9C JC JD",
                    "KS QS KC QC KD QD QH"], "AH 10H 9D")
    run(deal, "bid 100", "pass", "bid 105", "bid 110", "pass")
    given = []
    while deal.phase is Phase.EXCHANGE:
        act = choice(deal)
        given.append(act)
        run(deal, act)
    assert "give KH to 1" in given


# ---------------------------------------------------------------------- after the exchange
def test_raises_when_the_prikup_brings_a_marriage():
    deal = deal_of(["AS 10S AH 10H KH AC 9C", "9S JS QS KS JC QC KC",
                    "10C 9D JD QD KD AD 10D"], "QH JH 9H")
    run(deal, "bid 100", "pass", "pass")
    while deal.phase is Phase.EXCHANGE:
        run(deal, choice(deal))
    act = choice(deal)
    assert act.startswith("raise")


def test_gives_up_a_hopeless_hand_and_plays_a_good_one():
    hopeless = deal_of(["9S JS 9C JC 9D JD QS", "AS 10S KS AC 10C KC AD",
                        "QC 10D KD QD AH 10H KH"], "9H JH QH")
    run(hopeless, "bid 100", "pass", "pass")
    assert choice(hopeless) == "rospisat"
    good = deal_of(["AS 10S AC 10C AH KH QH", "9S JS 9C JC 9D JD QS",
                    "QC 10D KD QD AD KS KC"], "9H JH 10H")
    run(good, "bid 100", "pass", "pass")
    act = choice(good)
    assert act.startswith("give")


def test_four_nines_redeal_against_a_safe_contract():
    # seat 2 holds the four nines and nothing else of worth; the declarer kept the
    # prikup's ace and tens with its own aces and the hearts marriage
    deal = deal_of(["AS 10S AC 10C AH KH QH", "KS QS KC QC JD QD KD",
                    "9S 9C 9D 9H JH JS JC"], "AD 10D 10H")
    run(deal, "bid 100", "pass", "pass", "give 10S to 1", "give 10C to 2", "keep")
    assert deal.phase is Phase.REDEAL and deal.to_act == 2
    assert choice(deal) == "redeal"


def test_four_nines_no_redeal_against_a_doomed_contract():
    # the declarer raised to 140 on two marriages without an ace; the defender holding
    # the four nines also holds the aces and tens of both marriage suits
    deal = deal_of(["JS QS AC QH KH JD 10S", "AS KS 10C KC QC JC 10D",
                    "9S 9C 9D 9H AH 10H AD"], "QD KD JH")
    run(deal, "bid 100", "pass", "pass", "give AC to 1", "give 10S to 2", "raise 140")
    assert deal.phase is Phase.REDEAL and deal.to_act == 2
    assert choice(deal) == "no redeal"


def test_prikup_nines_redeal_on_a_weak_hand_only():
    """R13: the declarer calls the redeal when even its best choice would lose."""
    rules = Rules(prikup_nines=True)
    weak = deal_of(["JS 9C JC QC 10D JD KS", "AS 10S AC 10C KC AD KD",
                    "QS QD AH 10H KH QH JH"], "9S 9D 9H", rules=rules)
    run(weak, "bid 100", "pass", "pass")
    assert weak.phase is Phase.PRIKUP and choice(weak) == "redeal"
    strong = deal_of(["AS 10S AC 10C AH KH QH", "JS 9C JC QC 10D JD KS",
                      "QS QD AD KD 10H KC JH"], "9S 9D 9H", rules=rules)
    run(strong, "bid 100", "pass", "pass")
    assert strong.phase is Phase.PRIKUP and choice(strong) == "no redeal"


# ---------------------------------------------------------------------- counting
def test_counting_reads_voids_the_trump_and_the_gifts():
    from game.tysiacha.ai.counting import Knowledge
    deal = at_play(["AS 9C JC KH QH JH 9D QD", "9S JS QS AC 10C KC JD KD",
                    "KS 10S QC 10D AD 9H 10H AH"], {1: "KD", 2: "AH"})
    run(deal, "play AS", "play 9S", "play 10S", "play QH*", "play JS", "play AH",
        "play AD", "play 9D", "play JD")
    k = Knowledge(observe(deal, 0))  # the declarer's view; seat 2 is to lead
    assert k.trump == 3 and k.trick_trumps == [-1, 3, 3]  # R37: hearts from the 2nd trick
    # seat 1 showed out of hearts (R36): the hearts still out are seat 2's
    assert k.excluded[1] & mask("9H 10H") == mask("9H 10H")
    assert k.known[2] & mask("9H 10H") == mask("9H 10H")
    assert k.p_holds(1, parse_card("KD")) == 1.0  # the declarer gave it (R26)
    assert k.p_holds(2, parse_card("10H")) == 1.0 and k.p_holds(1, parse_card("10H")) == 0.0
    assert not k.is_master(parse_card("KH"))  # the ten of hearts is still out


# ---------------------------------------------------------------------- play
def test_declares_its_marriage_when_it_has_the_lead_and_no_sure_winner_to_cash():
    deal = at_play(["AS 9C JC KH QH JH 9D QD", "9S JS QS AC 10C KC JD KD",
                    "KS 10S QC 10D AD 9H 10H AH"], {1: "KD", 2: "AH"})
    run(deal, "play AS", "play 9S", "play 10S")  # the ace takes the first trick
    assert choice(deal) == "play QH*"  # the queen: the king stays a higher trump


def test_cashes_a_sure_winner_before_declaring_while_there_is_no_trump():
    deal = at_play(["AS AC KH QH JH 9C 9D QD", "9S JS QS JC 10C KC JD KD",
                    "KS 10S QC 10D AD 9H 10H AH"], {1: "KD", 2: "AH"})
    run(deal, "play AS", "play 9S", "play 10S")
    assert choice(deal) == "play AC"


def test_given_only_some_actions_it_chooses_among_them():
    """The search bot asks the rules judgement to pick among the cards its search tied;
    the sure winner it would cash first, or the queen it would declare with, may not be
    among them."""
    deal = at_play(["AS AC KH QH JH 9C 9D QD", "9S JS QS JC 10C KC JD KD",
                    "KS 10S QC 10D AD 9H 10H AH"], {1: "KD", 2: "AH"})
    run(deal, "play AS", "play 9S", "play 10S")
    bot, obs = RulesBot(seed=1), observe(deal, 0)
    marriage = [parse_action("play KH*"), parse_action("play QH*")]
    assert bot.choose(obs, marriage) == parse_action("play QH*")
    assert bot.choose(obs, marriage[:1]) == parse_action("play KH*")
    low = [parse_action("play 9C"), parse_action("play JH")]
    assert bot.choose(obs, low) in low


def test_defender_smears_points_on_its_partners_sure_trick():
    # declarer 0 leads 9S, partner 1 takes with AS, seat 2 has no spade
    deal = at_play(["9S KS QS 9C JC AD KD 9H", "JS 10S AS KC 10C AC JD KH",
                    "QC 9D QD 10D JH QH 10H AH"], {1: "KH", 2: "AH"})
    run(deal, "play 9S", "play AS")
    # the ten of diamonds (the ace is out) goes to the partner, not a low card; the
    # ten of hearts is kept: under its own ace it will win a trick later
    assert choice(deal) == "play 10D"


def test_last_player_takes_the_trick_with_its_cheapest_winner():
    deal = at_play(["JS 9C JC QC KC QD KD 9H", "9S KS 10C AC 9D JD 10D JH",
                    "QS 10S AS AD KH 10H AH QH"], {1: "JH", 2: "AH"})
    run(deal, "play JS", "play 9S")
    assert choice(deal) == "play QS"


def test_defender_does_not_waste_its_ace_under_the_declarers_trump():
    deal = at_play(["AS QH KH 9H JH 10H AD 9D", "9S JS QS KS 10S JC QC AC",
                    "9C KC 10C JD QD KD 10D AH"], {1: "QC", 2: "AH"}, contract=120)
    run(deal, "play AS", "play 9S", "play 9C",
        "play QH*", "play JS", "play AH",       # seat 2 takes the queen with the ace
        "play KC", "play 9H")                   # 0 trumps the king of clubs
    assert deal.to_act == 1  # must follow clubs (R36): the trick is lost, duck low
    assert choice(deal) in ("play JC", "play QC")


# ---------------------------------------------------------------------- hidden cards
def _swap_hidden(deal, seat):
    """A copy where the two other seats swap an unplayed card `seat` cannot know."""
    others = [s for s in deal.seats if s != seat and deal.hands[s]]
    a, b = others
    known = 0
    for s, c in deal.given.items():
        known |= 1 << c
    for s, kind, _ in deal.melds:
        if kind != "aces":
            known |= MARRIAGE_MASKS[kind]
    ha, hb = deal.hands[a] & ~known, deal.hands[b] & ~known
    if not ha or not hb:
        return None
    ca, cb = (ha & -ha).bit_length() - 1, (hb & -hb).bit_length() - 1
    if ca // 6 != cb // 6:
        return None  # keep the suits: a void shown in the play must stay true
    twin = deal.clone()
    twin.hands[a] ^= (1 << ca) | (1 << cb)
    twin.hands[b] ^= (1 << ca) | (1 << cb)
    return twin


def test_same_choice_when_only_hidden_cards_differ():
    """The bot sees only its observation: deals that differ in cards it cannot see give
    the same choice with the same seed."""
    checked = 0
    for seed in range(25):
        match = Match(Rules(), rng=random.Random(seed))
        match.start_deal()
        deal = match.deal
        driver = RulesBot(seed=seed)
        while not deal.over:
            seat = deal.to_act
            twin = _swap_hidden(deal, seat) if deal.phase in (Phase.BIDDING, Phase.PLAY) \
                and len(deal.tricks) < 7 else None
            if twin is not None and twin.hands != deal.hands:
                obs, obs_twin = observe(deal, seat), observe(twin, seat)
                assert obs == obs_twin
                assert (RulesBot(seed=seed).choose(obs, deal.legal_actions())
                        == RulesBot(seed=seed).choose(obs_twin, twin.legal_actions()))
                checked += 1
            match.apply(driver.choose(observe(deal, seat), deal.legal_actions()))
    assert checked > 100


# ---------------------------------------------------------------------- strength and speed
def test_scores_more_per_deal_than_the_simple_and_random_bots():
    """Duplicate deals (the same cards with every seat order): RulesBot clearly ahead."""
    res = play_duplicate(Rules(), [lambda: RulesBot(seed=1), lambda: SimpleBot(2),
                                   lambda: RandomBot(3)], deals=300, seed=11)
    rules_pts, simple_pts, random_pts = (res.per_deal(i) for i in range(3))
    assert rules_pts > simple_pts + 5
    assert rules_pts > random_pts + 50


def test_beats_two_simple_bots():
    res = play_duplicate(Rules(), [lambda: RulesBot(seed=1), lambda: SimpleBot(2),
                                   lambda: SimpleBot(3)], deals=300, seed=12)
    assert res.per_deal(0) > res.per_deal(1) + 5
    assert res.per_deal(0) > res.per_deal(2) + 5
