"""docs/TICHU_RULES.md, a test per rule (T1-T31), named after it. Rounds start in the play
with the hands given (helpers.in_play); each hand is filled to 14 cards with spare ones."""
import random

import pytest

from game.tichu.engine.cards import DECK, DOG, DRAGON, MAHJONG, PHOENIX, card_name, count, \
    mask_of, parse_card, points_of
from game.tichu.engine.combos import BOMB, PAIR, SINGLE, Play, combination_of
from game.tichu.engine.match import Match, deal_hands
from game.tichu.engine.round import Action, Phase, Round, opponents, partner, team
from game.tichu.engine.rules import TichuRules, TichuRulesError
from game.tichu.engine.scoring import score_round

from .helpers import assert_illegal, cards, in_play, mid_play, pass_, play, snapshot

NO_GRAND = TichuRules(grand_tichu=False)


def pl(text: str) -> Play:
    """The (highest) reading of these cards as a lead."""
    return max(combination_of(mask_of(cards(text))), key=lambda p: p.rank)


# ------------------------------------------------------------------ 1. cards, seats, points
def test_T1_the_deck_is_56_cards_52_ordinary_and_four_specials():
    assert len(DECK) == 56
    assert {card_name(c) for c in (MAHJONG, DOG, PHOENIX, DRAGON)} == {"MJ", "DOG", "PH", "DR"}
    assert [parse_card(x) for x in ("2S", "AS")] == [0, 48]
    assert pl("AS").rank > pl("KH").rank > pl("10D").rank > pl("2C").rank


def test_T2_partners_sit_opposite_and_turns_go_in_seat_order():
    assert [partner(s) for s in range(4)] == [2, 3, 0, 1]
    assert [team(s) for s in range(4)] == [0, 1, 0, 1]
    assert opponents(0) == (1, 3)
    rnd = in_play(["MJ 3S", "", "", ""])
    play(rnd, 0, "3S")
    assert rnd.to_act == 1


def test_T3_card_points_add_up_to_100():
    assert points_of((1 << 56) - 1) == 100
    assert points_of(mask_of(cards("5S 10H KD DR PH 2C"))) == 5 + 10 + 10 + 25 - 25


# ------------------------------------------------------------------ 2. deal and calls
def test_T4_grand_tichu_is_decided_on_8_cards_by_every_seat():
    rnd = Round(TichuRules(), 0, deal_hands(random.Random(3)))
    assert rnd.phase is Phase.GRAND and all(count(h) == 8 for h in rnd.hands)
    assert sorted(rnd.waiting()) == [0, 1, 2, 3]
    rnd.apply(Action("grand", 2, True))
    assert_illegal(rnd, Action("grand", 2, False), "T4")
    assert_illegal(rnd, Action("tichu", 1), "T6")  # Tichu needs 14 cards


def test_T5_the_other_six_cards_come_after_the_grand_tichu_calls():
    rnd = Round(TichuRules(), 0, deal_hands(random.Random(3)))
    for s in range(4):
        rnd.apply(Action("grand", s, s == 1))
    assert rnd.phase is Phase.EXCHANGE and all(count(h) == 14 for h in rnd.hands)
    assert rnd.grand == [False, True, False, False]
    no_grand = Round(NO_GRAND, 0, deal_hands(random.Random(3)))
    assert no_grand.phase is Phase.EXCHANGE  # grand_tichu off: 14 at once


def test_T6_tichu_until_ones_first_card_also_out_of_turn():
    rnd = in_play(["MJ 3S", "4S", "", ""])
    rnd.apply(Action("tichu", 2))  # out of turn
    assert_illegal(rnd, Action("tichu", 2), "T6")  # once
    play(rnd, 0, "3S")
    assert_illegal(rnd, Action("tichu", 0), "T6")  # seat 0 has played
    pass_(rnd, 1)
    rnd.apply(Action("tichu", 1))  # a pass is no card played


def test_T6_option_tichu_call_before_exchange():
    rules = TichuRules(grand_tichu=False, tichu_call="before_exchange")
    rnd = Round(rules, 0, deal_hands(random.Random(4)))
    assert Action("tichu", 0) in rnd.legal_actions(0)
    give = next(a for a in rnd.legal_actions(0) if a.kind == "give")
    rnd.apply(give)
    assert_illegal(rnd, Action("tichu", 0), "T6")
    assert Action("tichu", 1) in rnd.legal_actions(1)


def finish(rnd: Round, rng=None) -> Round:
    """Play the round out with random legal moves (no out-of-turn actions)."""
    rng = rng or random.Random(0)
    while not rnd.over:
        s = rnd.waiting()[0]
        rnd.apply(rng.choice([a for a in rnd.legal_actions(s) if a.kind != "tichu"]))
    return rnd


def test_T7_a_call_is_won_only_by_going_out_first():
    rnd = mid_play(["MJ", "2S 5S", "3S 6S", "4S 7S"])  # seat 0 goes out at once
    rnd.apply(Action("tichu", 0))
    rnd.apply(Action("tichu", 2))
    play(rnd, 0, "MJ")
    finish(rnd)
    res = score_round(rnd)
    assert dict(((s, k), m) for s, k, m in res.calls) == {(0, "tichu"): True, (2, "tichu"): False}
    assert res.call_points(0) == 0  # +100 -100


# ------------------------------------------------------------------ 3. exchange
def test_T8_one_card_to_each_other_seat_seen_only_when_all_have_given():
    rnd = Round(NO_GRAND, 0, deal_hands(random.Random(5)))
    before = list(rnd.hands)
    given = {}
    for s in range(4):
        for to in range(4):
            if to == s:
                continue
            if s == 3 and to == 2:
                continue
            a = next(a for a in rnd.legal_actions(s) if a.kind == "give" and a.data[1] == to)
            rnd.apply(a)
            given[(s, to)] = a.data[0]
    assert rnd.hands == before and rnd.phase is Phase.EXCHANGE  # nothing moved yet
    assert rnd.waiting() == [3]
    assert_illegal(rnd, Action("give", 3, (given[(3, 0)], 1)), "T8")  # the card is given
    assert_illegal(rnd, Action("give", 3, (given[(0, 1)], 3)), "T8")  # to itself
    a = next(a for a in rnd.legal_actions(3) if a.kind == "give")
    rnd.apply(a)
    given[(3, 2)] = a.data[0]
    assert all(count(h) == 14 for h in rnd.hands)
    for (s, to), c in given.items():
        assert rnd.hands[to] >> c & 1 and not rnd.hands[s] >> c & 1


# ------------------------------------------------------------------ 4. play
def test_T9_the_mahjong_holder_leads_anything():
    rnd = in_play(["2S", "MJ 3S", "", ""])
    assert rnd.to_act == 1 and rnd.waiting() == [1]
    play(rnd, 1, "3S")  # not the Mah Jong itself
    assert rnd.top[1].rank == 6


def test_T10_only_combinations_may_be_played():
    rnd = in_play(["MJ 3S 5H", "", "", ""])
    assert_illegal(rnd, Action("play", 0, Play(PAIR, 2, 6, mask_of(cards("3S 5H")))), "T10")


def test_T11_follow_with_the_same_kind_and_length_higher_or_pass():
    rnd = mid_play(["MJ 7S 7H", "8S 8H 9S", "2S 2H", "AS"])
    play(rnd, 0, "7S 7H")
    assert {a.data.kind for a in rnd.legal_actions(1) if a.kind == "play"} == {PAIR}
    assert_illegal(rnd, Action("play", 1, pl("9S")), "T11")
    pass_(rnd, 1)
    pass_(rnd, 2)
    assert rnd.to_act == 3 and rnd.top[0] == 0
    pass_(rnd, 3)  # three passes: the trick is over
    assert rnd.top is None and rnd.won[0] and rnd.to_act == 0


def test_T11_a_player_who_passed_may_play_again_when_the_turn_comes_back():
    rnd = in_play(["MJ 3S 9S", "4S 5S", "6S", "7S"])
    play(rnd, 0, "3S")
    pass_(rnd, 1)
    play(rnd, 2, "6S")
    pass_(rnd, 3)
    play(rnd, 0, "9S")
    assert Action("pass", 1) in rnd.legal_actions(1)


def test_T12_the_winner_leads_or_the_next_seat_with_cards():
    rnd = mid_play(["MJ 3S", "4S", "5S", "6S"])
    play(rnd, 0, "3S")
    for s in (1, 2, 3):
        pass_(rnd, s)
    assert rnd.to_act == 0 and rnd.won[0] == mask_of(cards("3S"))
    out = mid_play(["MJ 3S", "AS", "5S", "6S"], to_act=1)
    play(out, 1, "AS")  # seat 1 goes out with the trick's last card
    for s in (2, 3, 0):
        pass_(out, s)
    assert out.won[1] & mask_of(cards("AS")) and out.to_act == 2


def test_T13_bombs_beat_everything_and_straight_flushes_beat_fours():
    four7, four9 = pl("7S 7H 7D 7C"), pl("9S 9H 9D 9C")
    sf5, sf6 = pl("3S 4S 5S 6S 7S"), pl("2H 3H 4H 5H 6H 7H")
    assert four9.beats(four7) and not four7.beats(four9)
    assert sf5.beats(four9) and sf6.beats(sf5) and not sf5.beats(sf6)
    assert four7.beats(pl("AS AH")) and four7.beats(Play(SINGLE, 1, 30, 1 << DRAGON))
    assert not pl("AS AH").beats(four7)


def test_T14_a_bomb_out_of_turn_on_any_combination_never_to_open():
    rnd = mid_play(["MJ 3S 8S", "5S 5H 5D 5C 9S 9H 9D 9C 2S", "4S 6S", "7S"])
    assert not [a for a in rnd.legal_actions(1) if a.kind == "play"]  # nothing on the table
    play(rnd, 0, "3S")
    assert not [a for a in rnd.legal_actions(3) if a.kind == "play"]  # seat 3 holds none
    pass_(rnd, 1)
    play(rnd, 2, "4S")
    rnd.apply(Action("play", 1, pl("5S 5H 5D 5C")))  # out of turn
    assert rnd.top[0] == 1 and rnd.to_act == 2
    pass_(rnd, 2)
    assert Action("play", 1, pl("9S 9H 9D 9C")) in rnd.legal_actions(1)  # on its own bomb
    assert Action("play", 1, pl("5S 5H 5D 5C")) not in rnd.legal_actions(1)


def test_T14_out_of_turn_bomb_makes_the_bomber_last_and_play_goes_on_after_it():
    rnd = mid_play(["MJ 3S", "4S", "5S", "9S 9H 9D 9C 2S"])
    play(rnd, 0, "3S")
    assert rnd.to_act == 1
    (b,) = [a for a in rnd.legal_actions(3) if a.kind == "play"]
    rnd.apply(b)  # out of turn
    assert rnd.top[0] == 3 and rnd.to_act == 0
    assert_illegal(rnd, Action("play", 2, pl("5S")), "T14")  # not its turn, no bomb


# ------------------------------------------------------------------ 5. special cards
def test_T15_the_mahjong_is_a_one_and_its_player_wishes():
    rnd = in_play(["MJ 2S 3H 4D 5C", "", "", ""])
    play(rnd, 0, "MJ 2S 3H 4D 5C")
    assert rnd.phase is Phase.WISH and rnd.waiting() == [0]
    assert_illegal(rnd, Action("wish", 0, 1), "T15")
    assert_illegal(rnd, Action("pass", 1), "T15")
    rnd.apply(Action("wish", 0, 11))
    assert rnd.wish == 11 and rnd.phase is Phase.PLAY and rnd.to_act == 1


def test_T16_the_wish_must_be_fulfilled_when_one_can():
    rnd = in_play(["MJ 3S", "JS 10H", "JH JD", ""])
    play(rnd, 0, "MJ")
    rnd.apply(Action("wish", 0, 11))
    legal = rnd.legal_actions(1)
    assert Action("pass", 1) not in legal and {a.data.cards for a in legal if a.kind == "play"} \
        == {mask_of(cards("JS"))}
    assert_illegal(rnd, Action("play", 1, pl("10H")), "T16")
    play(rnd, 1, "JS")
    assert rnd.wish == 0  # fulfilled


def test_T16_no_card_of_the_rank_no_duty_and_the_phoenix_is_not_the_rank():
    rnd = in_play(["MJ 3S", "PH 10H", "", ""])
    play(rnd, 0, "MJ")
    rnd.apply(Action("wish", 0, 11))
    assert Action("pass", 1) in rnd.legal_actions(1)


def test_T16_following_a_pair_the_wish_binds_only_if_a_pair_with_it_beats():
    rnd = mid_play(["MJ QS QH 2S", "JS 4D", "JH JD 3S", "5S"])
    play(rnd, 0, "MJ")
    rnd.apply(Action("wish", 0, 11))
    play(rnd, 1, "JS")  # must: a J beats the 1
    assert rnd.wish == 0
    rnd = mid_play(["QS QH 2S 3H", "JS JC 4D", "5S", "6S"], to_act=0)
    rnd.wish = 11
    play(rnd, 0, "QS QH")
    assert Action("pass", 1) in rnd.legal_actions(1)  # a pair of jacks does not beat queens


def test_T16_leading_with_a_wish_in_force_means_leading_the_rank():
    rnd = mid_play(["JS 3S 3H", "4D", "5S", "6S"], to_act=0)
    rnd.wish = 11
    legal = [a.data for a in rnd.legal_actions(0) if a.kind == "play"]
    assert legal and all(p.cards & mask_of(cards("JS")) for p in legal)


def test_T16_the_wish_forces_the_bomb_when_only_a_bomb_with_the_rank_beats():
    rnd = mid_play(["KS KH 2S", "JS JH JD JC 5S", "6S", "7S"], to_act=0)
    rnd.wish = 11
    play(rnd, 0, "KS KH")
    legal = rnd.legal_actions(1)
    assert Action("pass", 1) not in legal
    assert [a.data.kind for a in legal if a.kind == "play"] == [BOMB]


@pytest.mark.parametrize("option,allowed", [("out_of_turn", False), ("any_time", True)])
def test_T17_a_bomb_without_the_wished_rank_in_turn(option, allowed):
    rules = TichuRules(grand_tichu=False, wish_bomb=option)
    rnd = in_play(["MJ 3S", "JS 9S 9H 9D 9C", "", ""], rules)
    play(rnd, 0, "MJ")
    rnd.apply(Action("wish", 0, 11))
    bomb = Action("play", 1, pl("9S 9H 9D 9C"))
    if allowed:
        rnd.apply(bomb)
        assert rnd.wish == 11  # still in force
    else:
        assert_illegal(rnd, bomb, "T17")


def test_T17_out_of_turn_a_bomb_never_has_to_fulfil():
    rnd = in_play(["MJ 3S", "4S", "JS", "9S 9H 9D 9C"])
    play(rnd, 0, "MJ")
    rnd.apply(Action("wish", 0, 11))
    rnd.apply(Action("play", 3, pl("9S 9H 9D 9C")))
    assert rnd.wish == 11 and rnd.top[0] == 3


def test_T18_the_dog_is_led_gives_the_lead_to_the_partner_and_cannot_be_bombed():
    rnd = in_play(["MJ DOG", "", "5S", "9S 9H 9D 9C"])
    assert Action("play", 0, Play(0, 1, 0, 1 << DOG)) in rnd.legal_actions(0)
    rnd.apply(Action("play", 0, Play(0, 1, 0, 1 << DOG)))
    assert rnd.to_act == 2 and rnd.top is None and rnd.won[0] == 1 << DOG
    assert not [a for a in rnd.legal_actions(3) if a.kind == "play"]


def test_T18_the_dog_goes_past_a_partner_who_is_out():
    rnd = in_play(["MJ DOG 3S", "", "4S", ""])
    rnd.hands[2] = 0  # the partner is out
    rnd.out.append(2)
    rnd.version += 1
    rnd.apply(Action("play", 0, Play(0, 1, 0, 1 << DOG)))
    assert rnd.to_act == 3


def test_T18_the_dog_may_not_follow():
    rnd = in_play(["MJ 3S", "DOG", "", ""])
    play(rnd, 0, "3S")
    assert_illegal(rnd, Action("play", 1, Play(0, 1, 0, 1 << DOG)), "T18")


def test_T19_the_dragons_trick_goes_to_an_opponent_of_the_winners_choice():
    rnd = in_play(["MJ DR 3S", "", "", ""])
    play(rnd, 0, "DR")
    for s in (1, 2, 3):
        pass_(rnd, s)
    assert rnd.phase is Phase.GIFT and rnd.waiting() == [0]
    assert_illegal(rnd, Action("gift", 0, 2), "T19")
    rnd.apply(Action("gift", 0, 3))
    assert rnd.won[3] == 1 << DRAGON and rnd.to_act == 0


def test_T19_a_bombed_dragon_gives_nothing_away():
    rnd = in_play(["MJ DR 3S", "9S 9H 9D 9C 4S", "", ""])
    play(rnd, 0, "DR")
    play(rnd, 1, "9S 9H 9D 9C")
    for s in (2, 3, 0):
        pass_(rnd, s)
    assert rnd.phase is Phase.PLAY and rnd.won[1] & 1 << DRAGON


def test_T20_the_phoenix_as_a_single_is_half_above_and_never_over_the_dragon():
    rnd = in_play(["MJ 7S", "PH 8S", "8H", "DR"])
    play(rnd, 0, "7S")
    (ph,) = [a for a in rnd.legal_actions(1) if a.kind == "play" and a.data.cards == 1 << PHOENIX]
    assert ph.data.rank == 15  # 7½
    rnd.apply(ph)
    legal = {a.data.cards for a in rnd.legal_actions(2) if a.kind == "play"}
    assert mask_of(cards("8H")) in legal  # an 8 beats 7½
    led = in_play(["MJ PH", "", "", ""])
    assert any(a.data.rank == 3 for a in led.legal_actions(0)
               if a.kind == "play" and a.data.cards == 1 << PHOENIX)
    on_dragon = in_play(["MJ DR", "PH", "", ""])
    play(on_dragon, 0, "DR")
    assert not any(a.kind == "play" and a.data.cards == 1 << PHOENIX
                   for a in on_dragon.legal_actions(1))


# ------------------------------------------------------------------ 6. end and scoring
def test_T21_a_seat_without_cards_is_out_and_keeps_its_tricks():
    rnd = mid_play(["MJ", "2S", "3S", "4S"])
    play(rnd, 0, "MJ")
    assert rnd.out == [0] and rnd.hands[0] == 0
    rnd.apply(Action("wish", 0, 0))
    assert rnd.to_act == 1


def test_T22_T25_a_double_win_ends_the_round_and_scores_200():
    rnd = mid_play(["MJ", "2S 3H", "AS", "4S 5S"])
    play(rnd, 0, "MJ")
    rnd.apply(Action("wish", 0, 0))
    pass_(rnd, 1)
    play(rnd, 2, "AS")
    assert rnd.over and rnd.out == [0, 2]
    res = score_round(rnd)
    assert res.double_win == 0 and res.score == (200, 0) and res.card_points == (0, 0)


def test_T23_T24_the_last_player_gives_tricks_to_the_first_and_hand_to_the_opponents():
    rnd = finish(in_play(["MJ", "", "", ""]), random.Random(2))
    res = score_round(rnd)
    if res.double_win is None:
        last = next(s for s in range(4) if s not in res.out)
        assert sum(res.card_points) == 100
        hand = points_of(rnd.hands[last])
        held = [points_of(w) for w in rnd.won]
        mine = held[res.out[0]] + held[last] + sum(held[s] for s in range(4)
                                                   if team(s) == team(res.out[0]) and s != res.out[0] and s != last)
        assert res.card_points[team(res.out[0])] == mine + (hand if team(last) != team(res.out[0]) else 0)


def test_T26_calls_are_added_to_the_teams_score():
    rnd = in_play(["MJ", "", "", ""])
    rnd.apply(Action("tichu", 1))
    play(rnd, 0, "MJ")
    rnd.apply(Action("wish", 0, 0))
    finish(rnd)
    res = score_round(rnd)
    assert res.score[1] == (0 if res.double_win == 0 else res.card_points[1]) - 100 + \
        (200 if res.double_win == 1 else 0)


def scripted_match(rules, results):
    """A Match whose rounds score `results` (team scores), without playing them."""
    m = Match(rules, rng=random.Random(0))
    from game.tichu.engine.scoring import RoundResult
    for a, b in results:
        m.rounds.append(Round(NO_GRAND, 0, deal_hands(random.Random(1))))
        m.rounds[-1].phase = Phase.OVER
        import game.tichu.engine.match as mm
        real = mm.score_round
        mm.score_round = lambda r, w, a=a, b=b: RoundResult((0, 1, 2), (), (a, b), None, (a, b))
        try:
            m._score()
        finally:
            mm.score_round = real
    return m


def test_T27_the_game_ends_when_a_team_reaches_the_target_and_a_tie_plays_on():
    assert not scripted_match(TichuRules(), [(600, 400), (300, 100)]).finished
    m = scripted_match(TichuRules(), [(600, 400), (500, 100)])
    assert m.winners == (0, 2)
    tie = scripted_match(TichuRules(), [(600, 600), (400, 400)])
    assert not tie.finished
    assert scripted_match(TichuRules(), [(600, 600), (400, 400), (0, 100)]).winners == (1, 3)


def test_T27_a_fixed_number_of_rounds():
    rules = TichuRules(rounds=4)
    assert not scripted_match(rules, [(1100, 0)] * 3).finished
    assert scripted_match(rules, [(1100, 0)] * 4).winners == (0, 2)
    assert scripted_match(rules, [(50, 50)] * 4).winners == (0, 1, 2, 3)  # a draw


def test_T28_the_tournament_rotates_partners_and_counts_winning_points():
    rules = TichuRules(tournament=True)
    assert not rules.grand_calls
    m = Match(rules, rng=random.Random(0))
    seen = [m.seating(k) for k in range(9)]
    partners = {frozenset((s[0], s[2])) for s in seen} | {frozenset((s[1], s[3])) for s in seen}
    assert len(partners) == 6  # each pair of players partners once a block
    m = scripted_match(rules, [(100, 0)] * 3 + [(50, 50)] * 3 + [(0, 100)] * 3)
    assert m.finished
    # rounds 1-3 seats 0+2 (players 0, 2) win; 4-6 draws; 7-9 seats 1+3 = players 1, 2 win
    assert m.win_points == [6 + 3, 0 + 3 + 6, 6 + 3 + 6, 0 + 3]
    assert m.winners == (2,)


def test_T29_simultaneous_decisions_in_any_order():
    a = Round(TichuRules(), 0, deal_hands(random.Random(8)))
    b = Round(TichuRules(), 0, deal_hands(random.Random(8)))
    for s in (0, 1, 2, 3):
        a.apply(Action("grand", s, False))
    for s in (3, 1, 0, 2):
        b.apply(Action("grand", s, False))
    assert a.hands == b.hands and a.phase is b.phase is Phase.EXCHANGE


def test_T30_an_illegal_action_is_refused_and_changes_nothing():
    rnd = in_play(["MJ 3S", "4S", "", ""])
    before = snapshot(rnd)
    assert_illegal(rnd, Action("pass", 0), "T12")
    assert_illegal(rnd, Action("play", 1, pl("4S")), "T14")
    assert snapshot(rnd) == before


def test_T31_the_same_seed_gives_the_same_round():
    assert deal_hands(random.Random(42)) == deal_hands(random.Random(42))
    assert deal_hands(random.Random(42)) != deal_hands(random.Random(43))


def test_options_are_checked():
    with pytest.raises(TichuRulesError, match="tichu.target: 999"):
        TichuRules(target=999)
    with pytest.raises(TichuRulesError, match="unknown option"):
        TichuRules.from_mapping({"dragons": 2})
