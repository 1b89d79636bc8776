"""Game records (RECORD_FORMAT.md): the model, its plain data, the files, the replay."""
import random

import pytest

from game.tysiacha.engine import actions as A
from game.tysiacha.engine.cards import parse_card
from game.tysiacha.engine.deal import Phase
from game.tysiacha.engine.match import Match
from game.tysiacha.engine.record import (RecordError, ReplayError, record_from_data,
                                record_from_match, record_to_data, replay)
from game.tysiacha.engine.rules import Rules
from game.tysiacha.engine.standing import Standing
from game.tysiacha.records import (dump_record_text, load_record, parse_record_text, parse_yaml,
                          save_record)

# A full deal: Boris (seat 1) wins the bidding at 120, raises to 200 holding the ♥ and
# ♠ marriages, Anna (seat 0) declares ♦ on her lead, Boris declares ♥ and makes 200
# exactly (100 in cards + 100 for ♥; his ♠ marriage was broken by a discard).
FULL_DEAL = """\
format: tysiacha-record/1
rules:
  preset: classic
  players: 3
players: [Anna, Boris, Vera]
cut: [[9H, KS, AC]]
deals:
  - hands:
      - [AD, 10D, KD, QD, AC, 10C, 10S]
      - [AH, 10H, KH, QH, AS, 9S, 9D]
      - [JH, 9H, JS, KC, QC, JC, 9C]
    prikup: [KS, QS, JD]
    bids: [100, 120, pass, pass]
    give: {0: 9S, 2: JD}
    raise: 200
    plays: [9D, JD, AD, KD*, QS, 9C, TS, AS, JS, KH*, 9H, 9S,
            ah, JH, 10C, 10H, KC, QD, QH, QC, 10D, KS, JC, AC]
"""


def random_game(rules, seed, max_deals=4, standing=None, stop_after=None):
    """Random legal actions (melds preferred) until the game ends or `max_deals` deals,
    or `stop_after` actions; returns the Match (in progress if stopped)."""
    rng = random.Random(seed)
    match = Match(rules, None, random.Random(seed * 31 + 7), standing=standing)
    done = 0
    while not match.finished:
        if match.needs_deal:
            if len(match.deals) >= max_deals:
                break
            match.start_deal()
        if stop_after is not None and done >= stop_after:
            break
        legal = match.legal_actions()
        melds = [a for a in legal if A.is_meld(a)]
        match.apply(rng.choice(melds) if melds and rng.random() < 0.7 else rng.choice(legal))
        done += 1
    return match


RULE_SETS = [
    {},
    {"preset": "polish"},
    {"preset": "french", "rospisat": "with_spisat", "golden_set": True},
    {"prikup_nines": True, "four_aces": True, "marriage_first_trick": True,
     "bid_step": 10, "no_raise_on_forced": True},
    {"rospisat": "twice_free", "winner": "highest", "barrel_defender": True,
     "deal_method": "threes_and_twos", "first_bidder": "dealer_right", "silence": True},
    {"barrel": False, "rounding": False, "must_trump": False, "prikup_card_points": True,
     "prikup_ace_points": 50, "inactive_player": "dealer_opposite"},
]
NEAR_END = {3: Standing((870, 880, 990), (None, 1, None), (2, 0, 1), (0, 2, 1), 20),
            4: Standing((700, 880, 955, 880), (None, 2, None, 0), (0, 0, 2, 0), (1, 0, 0, 2),
                        30)}


def round_trip(match):
    text = dump_record_text(match)
    return text, replay(parse_record_text(text))


# ---------------------------------------------------------------------- a known deal
def test_full_deal_with_marriages_and_a_raise_scores_right():
    match = replay(parse_record_text(FULL_DEAL))
    assert match.first_dealer == 2  # the ace drawn by Vera (R6)
    (row,) = match.sheet
    assert (row.dealer, row.declarer, row.contract, row.made) == (2, 1, 200, True)
    assert row.points == (100, 200, 0)  # R44: Anna 20 + ♦ 80, Boris 100 + ♥ 100
    assert row.deltas == (100, 200, 0)
    assert match.standing.scores == (100, 200, 0)
    assert row.marks == ((), (), ("zero",))  # R48
    assert match.standing.zeros == (0, 0, 1)
    assert [m[:2] for m in match.deals[0].melds] == [(0, 2), (1, 3)]
    assert not match.finished and match.needs_deal


def test_a_loaded_record_is_written_in_the_canonical_spelling():
    text = dump_record_text(parse_record_text(FULL_DEAL))
    assert "[9D, JD, AD, KD*, QS, 9C, 10S, AS, JS, KH*, 9H, 9S,\n" in text
    assert "            AH, JH, 10C," in text
    assert "      - [AD, 10D, KD, QD, AC, 10C, 10S]\n" in text
    assert "    give: {0: 9S, 2: JD}\n" in text
    assert dump_record_text(parse_record_text(text)) == text


def test_record_from_match_gives_back_the_record_and_its_melds():
    match = replay(parse_record_text(FULL_DEAL))
    rec = record_from_match(match)
    plays = rec.deals[0].plays
    assert [i for i, (_, meld) in enumerate(plays) if meld] == [3, 9]
    assert rec.cut == [[parse_card("9H"), parse_card("KS"), parse_card("AC")]]
    assert rec.start is None
    assert rec.rules == {"players": 3}
    assert replay(rec).sheet == match.sheet


def test_record_to_data_is_plain_data_in_the_spec_order():
    data = record_to_data(parse_record_text(FULL_DEAL))
    assert list(data) == ["format", "rules", "players", "cut", "deals"]
    deal = data["deals"][0]
    assert list(deal) == ["hands", "prikup", "bids", "give", "raise", "plays"]
    assert deal["bids"] == [100, 120, "pass", "pass"]
    assert deal["give"] == {0: "9S", 2: "JD"}
    assert deal["plays"][3] == "KD*"
    assert record_from_data(data) == parse_record_text(FULL_DEAL)


# ---------------------------------------------------------------------- random games
@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("rule_set", range(len(RULE_SETS)))
def test_random_games_survive_record_text_load_replay(players, rule_set):
    rules = Rules.from_mapping({**RULE_SETS[rule_set], "players": players})
    for seed in range(3):
        standing = NEAR_END[players] if seed == 2 else None
        match = random_game(rules, seed * 10 + rule_set, 3 + seed, standing)
        text, again = round_trip(match)
        assert again.sheet == match.sheet
        assert again.standing == match.standing
        assert again.winners == match.winners
        assert again.first_dealer == match.first_dealer
        assert dump_record_text(again) == text


def test_games_near_the_end_finish_and_replay_with_a_winner():
    finished = 0
    for seed in range(12):
        for players in (3, 4):
            match = random_game(Rules.from_mapping({"players": players}), seed, 40,
                                NEAR_END[players])
            _, again = round_trip(match)
            assert again.winners == match.winners and again.sheet == match.sheet
            finished += match.finished
    assert finished >= 10


def test_the_same_seed_gives_the_same_game():
    rules = Rules.from_mapping({"players": 4, "preset": "polish"})
    a, b = random_game(rules, 5), random_game(rules, 5)
    assert dump_record_text(a) == dump_record_text(b)
    assert a.sheet == b.sheet
    assert [d.dealt for d in a.deals] == [d.dealt for d in b.deals]
    assert dump_record_text(random_game(rules, 6)) != dump_record_text(a)


def test_save_load_save_is_byte_identical(tmp_path):
    match = random_game(Rules.from_mapping({"players": 4, "golden_set": True}), 3,
                        standing=NEAR_END[4])
    first, second = tmp_path / "a.tysiacha.yaml", tmp_path / "b.tysiacha.yaml"
    save_record(match, first)
    save_record(load_record(first), second)
    assert first.read_bytes() == second.read_bytes()
    save_record(replay(load_record(second)), second)  # overwriting in place
    assert first.read_bytes() == second.read_bytes()
    assert [p.name for p in tmp_path.iterdir()] != [] and not list(tmp_path.glob("*.tmp"))


def test_saved_names_that_look_like_other_yaml_stay_text(tmp_path):
    names = ["No", "Anna, Jr.", "Łucja: #1"]
    match = Match(Rules(), names, random.Random(1))
    match.start_deal()
    path = save_record(match, tmp_path / "x.tysiacha.yaml")
    assert load_record(path).players == names


# ---------------------------------------------------------------------- saved games
def same_position(a, b):
    assert a.to_act == b.to_act
    assert a.legal_actions() == b.legal_actions()
    assert a.needs_deal == b.needs_deal and a.standing == b.standing
    if a.deal is not None:
        assert a.deal.phase == b.deal.phase and a.deal.hands == b.deal.hands


@pytest.mark.parametrize("rule_set", range(len(RULE_SETS)))
def test_a_saved_game_resumes_with_the_same_legal_actions(rule_set):
    for players in (3, 4):
        rules = Rules.from_mapping({**RULE_SETS[rule_set], "players": players})
        for stop in (0, 1, 3, 5, 7, 9, 12, 20, 31, 47, 60):
            match = random_game(rules, stop + rule_set, stop_after=stop)
            _, again = round_trip(match)
            same_position(match, again)
            rng = random.Random(stop)  # play on both the same way
            for _ in range(40):
                if match.finished:
                    break
                if match.needs_deal:
                    match.start_deal()
                    again.start_deal(match.deal.dealt, match.deal.prikup)
                action = rng.choice(match.legal_actions())
                match.apply(action)
                again.apply(action)
            assert again.sheet == match.sheet


def four_nines_match(**changes):
    """Dealer Vera; Anna (0) takes the forced 100 and the prikup; Boris holds the nines."""
    rules = Rules().with_changes(**changes)
    match = Match(rules, ["Anna", "Boris", "Vera"], random.Random(0), dealer=2)
    hands = ["AH 10H KH QH AS 10S KS", "9S 9C 9D 9H JS JC JD", "AC 10C KC QC AD 10D KD"]
    masks = [sum(1 << parse_card(c) for c in h.split()) for h in hands]
    match.start_deal(masks, sum(1 << parse_card(c) for c in ("QS", "QD", "JH")))
    for a in (A.bid(100), A.PASS, A.PASS):
        match.apply(a)
    return match


def test_saved_at_each_decision_of_the_redeal_order_resumes_there():
    match = four_nines_match()
    seen = []
    for action in (A.give(parse_card("JH"), 1), A.give(parse_card("QD"), 2), A.KEEP,
                   A.NO_REDEAL):
        match.apply(action)
        seen.append(match.deal.phase)
        text, again = round_trip(match)
        same_position(match, again)
    assert seen == [Phase.EXCHANGE, Phase.RAISE, Phase.REDEAL, Phase.PLAY]


def test_a_pending_four_nines_offer_is_written_as_a_keep():
    match = four_nines_match()
    for action in (A.give(parse_card("JH"), 1), A.give(parse_card("QD"), 2), A.KEEP):
        match.apply(action)
    text, again = round_trip(match)
    assert "raise: 100\n" in text and "plays" not in text
    assert again.deal.phase is Phase.REDEAL and again.to_act == 1
    match.apply(A.NO_REDEAL)
    text, again = round_trip(match)
    assert "plays: []\n" in text and "raise" not in text
    assert again.deal.phase is Phase.PLAY and again.to_act == 0


def test_a_defenders_four_nines_redeal_replays_and_the_dealer_deals_again():
    match = four_nines_match()
    for action in (A.give(parse_card("JH"), 1), A.give(parse_card("QD"), 2), A.KEEP,
                   A.REDEAL):
        match.apply(action)
    text, again = round_trip(match)
    assert "redeal: 1\n" in text
    assert again.sheet[0].outcome == "redeal" and again.dealer == 2  # R7, R12


def prikup_nines_match():
    rules = Rules().with_changes(prikup_nines=True)
    match = Match(rules, ["Anna", "Boris", "Vera"], random.Random(0), dealer=2)
    hands = ["AH 10H KH QH AS 10S KS", "9H QS JS JC JD JH 9D", "AC 10C KC QC AD 10D KD"]
    masks = [sum(1 << parse_card(c) for c in h.split()) for h in hands]
    match.start_deal(masks, sum(1 << parse_card(c) for c in ("9S", "9C", "QD")))
    for a in (A.bid(100), A.PASS, A.PASS):
        match.apply(a)
    assert match.deal.phase is Phase.PRIKUP
    return match


def test_prikup_nines_offer_declined_is_written_as_an_empty_give():
    match = prikup_nines_match()
    text, again = round_trip(match)
    assert "give" not in text and again.deal.phase is Phase.PRIKUP
    match.apply(A.NO_REDEAL)
    text, again = round_trip(match)
    assert "give: {}\n" in text
    same_position(match, again)


def test_prikup_nines_redeal_and_rospisat_at_the_prikup_replay():
    match = prikup_nines_match()
    match.apply(A.REDEAL)
    text, again = round_trip(match)
    assert "redeal: 0" in text and again.sheet[0].marks == (("redeal",),) * 3
    match = prikup_nines_match()
    match.apply(A.NO_REDEAL)
    match.apply(A.ROSPISAT)
    text, again = round_trip(match)
    assert "rospisat: true" in text and "give" not in text
    assert again.standing.scores == (0, 60, 60) and again.standing.rospisat == (1, 0, 0)


# ---------------------------------------------------------------------- structure errors
def refused(text):
    with pytest.raises(RecordError) as e:
        parse_record_text(text)
    return e.value


def edit(old, new, text=FULL_DEAL):
    assert old in text
    return text.replace(old, new, 1)


def test_structure_errors_name_the_problem_and_the_line():
    e = refused(edit("[AD, 10D, KD, QD, AC, 10C, 10S]", "[AD, 10D, KD, QD, AC, 10C, 1H]"))
    assert e.line == 9 and "1H is not a card" in e.message
    e = refused(edit("[JH, 9H, JS", "[AD, 9H, JS"))
    assert e.line == 11 and "AD is dealt twice" in e.message
    e = refused(edit("[JH, 9H, JS", "[JH, 9H, 9S, JS"))
    assert "25 cards dealt" in e.message
    e = refused(edit("    raise: 200\n", "    raise: 200\n    bet: 5\n"))
    assert e.line == 16 and "unknown key 'bet'" in e.message
    e = refused(edit("players: [Anna, Boris, Vera]", "players: [Anna, Boris]"))
    assert e.line == 5 and "2 names for 3 players" in e.message
    e = refused(edit("  players: 3\n", "  players: 3\n  bid_step: 7\n"))
    assert e.line == 5 and "bid_step: 7 is not allowed" in e.message
    e = refused(edit("give: {0: 9S, 2: JD}", "give: {0: 9S, 2: JD"))
    assert e.message.startswith("not valid YAML") and e.line is not None
    e = refused(edit("raise: 200", "raise: lots"))
    assert e.line == 15 and "whole number" in e.message
    e = refused(edit("bids: [100, 120, pass, pass]", "bids: [100, 120, fold, pass]"))
    assert "bids 3: 'fold' is not a bid" in e.message
    e = refused(edit("cut: [[9H, KS, AC]]", "cut: [[9H, KS, KC]]"))
    assert "does not settle the dealer" in e.message


def test_a_duplicate_key_and_a_missing_dealer_are_refused():
    e = refused(edit("    raise: 200\n", "    raise: 200\n    raise: 210\n"))
    assert "'raise' is given twice" in e.message and e.line == 16
    e = refused(edit("cut: [[9H, KS, AC]]\n", ""))
    assert "first dealer" in e.message


def test_start_dealer_must_agree_with_the_cut():
    e = refused(edit("cut: [[9H, KS, AC]]\n", "start: {dealer: 0}\ncut: [[9H, KS, AC]]\n"))
    assert e.line == 6 and "the cut makes seat 2 the dealer (R6)" in e.message
    text = edit("cut: [[9H, KS, AC]]\n", "start: {dealer: 2}\ncut: [[9H, KS, AC]]\n")
    assert replay(parse_record_text(text)).standing.scores == (100, 200, 0)


def test_four_players_hands_leave_the_inactive_seat_empty():
    match = random_game(Rules.from_mapping({"players": 4}), 1, max_deals=1)
    text = dump_record_text(match)
    data = parse_yaml(text)
    hands = data["deals"][0]["hands"]
    empty = next(s for s, h in enumerate(hands) if not h)
    other = (empty + 1) % 4
    hands[empty], hands[other] = hands[other], hands[empty]
    with pytest.raises(RecordError, match=r"sits out \(R40\)") as e:
        replay(record_from_data(data))
    assert e.value.line is not None


def test_plain_data_without_lines_is_checked_too():
    with pytest.raises(RecordError) as e:
        record_from_data({"players": ["a", "b", "c"], "deals": 3})
    assert e.value.line is None and "deals must be a list" in str(e.value)
    with pytest.raises(RecordError, match="must be a mapping"):
        record_from_data([1, 2])


# ---------------------------------------------------------------------- rule errors
def broken(text):
    with pytest.raises(ReplayError) as e:
        replay(parse_record_text(text))
    return str(e.value)


def test_a_play_not_following_suit_names_deal_step_and_rule():
    # Vera's 9C instead of the JD she must play to Boris's 9D lead
    text = edit("plays: [9D, JD, AD,", "plays: [9D, 9C, AD,")
    assert broken(text) == "deal 1, plays 2: 9C does not follow the led suit D (R36)"


def test_illegal_bids_name_their_rule():
    assert broken(edit("bids: [100, 120,", "bids: [pass, 120,")) == \
        "deal 1, bids 1: the first bidder must bid 100 (R15)"
    assert broken(edit("bids: [100, 120,", "bids: [100, 95,")) == \
        "deal 1, bids 2: bid 95 is not higher than 100 (R16)"
    assert broken(edit("bids: [100, 120,", "bids: [100, 122,")) == \
        "deal 1, bids 2: bid 122 is not a multiple of 5 (R16)"
    assert broken(edit("bids: [100, 120, pass, pass]", "bids: [100, 120, pass, 210]")) == \
        "deal 1, bids 4: bid 210 is above the limit 200 of this hand (R17)"
    assert broken(edit("bids: [100, 120,", "bids: [100, 5000,")).endswith("(R17)")
    assert broken(edit("bids: [100, 120, pass, pass]", "bids: [100, 120, pass, pass, 130]")) \
        .startswith("deal 1, bids 5: the bidding is over")


def test_illegal_give_raise_and_meld_name_their_rule():
    assert broken(edit("give: {0: 9S, 2: JD}", "give: {0: 9S, 2: JC}")) == \
        "deal 1, give: JC is not in the declarer's hand (R26)"
    assert broken(edit("raise: 200", "raise: 300")) == \
        "deal 1, raise: raise 300 is above the limit 260 of this hand (R17)"
    assert broken(edit("AD, KD*, QS", "AD*, KD, QS")) == \
        "deal 1, plays 3: a meld may only be declared when leading (R37)"
    assert broken(edit("    give: {0: 9S, 2: JD}\n", "")) == \
        "deal 1, give: the declarer must give a card to each defender first (R26)"


def test_redeal_and_give_up_errors():
    assert broken(edit("    raise: 200\n", "    raise: 200\n    redeal: 2\n")) == \
        "deal 1, redeal: seat 2 does not hold all four nines (R12)"
    assert broken(edit("    raise: 200\n", "    raise: 200\n    redeal: 1\n")).endswith("(R13)")
    assert broken(edit("    raise: 200\n", "    raise: 200\n    rospisat: true\n")) == \
        "deal 1, plays 1: the deal is over: the declarer gave up (rospisat') (R30)"
    assert broken(edit("    raise: 200\n", "    raise: 200\n    spisat: true\n")) == \
        "deal 1, spisat: spisat' is only allowed with rospisat: with_spisat (R32)"


def test_an_unfinished_deal_may_only_be_the_last():
    unfinished = edit(", KS, JC, AC]", ", KS, JC]")
    match = replay(parse_record_text(unfinished))
    assert match.to_act == 0 and match.legal_actions() == [parse_card("AC")]
    deal = FULL_DEAL[FULL_DEAL.index("  - hands:"):]
    assert broken(unfinished + deal) == ("deal 1, plays 24: the record stops before the "
                                         "deal is over, yet deal 2 follows (R7)")


def test_a_deal_after_the_game_ended_is_refused():
    start = "start:\n  dealer: 2\n  scores: [900, 850, 0]\n  barrel: {}\n"
    text = edit("cut: [[9H, KS, AC]]\n", start, FULL_DEAL.replace("rules:\n  preset: classic\n",
                                                                 "rules:\n  barrel: false\n"))
    match = replay(parse_record_text(text))
    assert match.finished and match.winners == (1,)  # Boris 850 + 200 (R55)
    deal = FULL_DEAL[FULL_DEAL.index("  - hands:"):]
    assert broken(text + deal) == "deal 2: the game ended after deal 1; no deal may follow (R55)"


def test_match_refuses_given_cards_that_are_not_a_whole_deck():
    """Match.start_deal checks cards given to it (R8, R40) with a plain ValueError."""
    import pytest as _pytest
    from game.tysiacha.engine import Match, Rules, mask_of
    match = Match(Rules(), dealer=0)
    hands = [mask_of(range(0, 7)), mask_of(range(7, 14)), mask_of(range(14, 21))]
    with _pytest.raises(ValueError, match="the prikup has 2 cards"):
        match.start_deal(hands, mask_of([21, 22]))
    with _pytest.raises(ValueError, match="seat 2 has 6 cards"):
        match.start_deal(hands[:2] + [mask_of(range(14, 20))], mask_of([20, 21, 22]))
    four = Match(Rules(players=4), dealer=0)
    with _pytest.raises(ValueError, match="seat 0 has 7 cards"):
        four.start_deal(hands + [0], mask_of([21, 22, 23]))
    match.start_deal(hands, mask_of([21, 22, 23]))
    assert match.deal is not None
