"""What a game of 1000 adds to the statistics (game/tysiacha/stats.py): a scripted game
counted by hand, the figures the screen shows, and updates that never count a game twice."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pytest

from game.tysiacha.engine import Match, Rules, Standing, mask_of, parse_card
from game.tysiacha.engine.actions import parse_action
from game.tysiacha.engine.deal import Phase
from game.tysiacha.stats import (KIND, GameSummary, SeatSummary, game_summary, open_statistics,
                                 overview, record_game)


@dataclass(frozen=True)
class Seat:
    """Who sits where, as the table's SeatConfig says it."""

    name: str
    human: bool
    level: str = "normal"


SEATS = (Seat("You", True), Seat("Anna", False, "hard"), Seat("Boris", False, "easy"))


def mask(text: str) -> int:
    return mask_of([parse_card(t) for t in text.split()])


# Seat 0 wins every trick: A and 10 of each suit but hearts, where it holds A 10 K Q and
# declares the marriage in the second trick (R37). The defenders take nothing: zero.
STRONG = ([mask("AS 10S AH 10H KH QH AD"), mask("KS QS JH 9H 10D KD QD"),
           mask("JD 9D 10C KC QC JC 9C")], mask("AC JS 9S"))
STRONG_PLAY = ["bid 100", "pass", "pass", "give JS to 1", "give 9S to 2", "raise 120",
               "AS", "KH*", "QH", "AH", "10H", "10S", "AD", "AC"]
# Seat 1 declares with nines and jacks only: seat 2's aces and tens take every trick.
WEAK = ([mask("KS KC KD QS QC QD QH"), mask("9S 9C 9D 9H JS JC JD"),
         mask("AS AC AD AH 10S 10C 10D")], mask("JH 10H KH"))
WEAK_PLAY = ["bid 100", "pass", "pass", "give 10H to 2", "give KH to 0", "keep"]
# Dealt by seat 1: seat 0 holds the four nines; seat 2 is the forehand.
NINES = ([mask("9S 9C 9D 9H JS JC JD"), mask("AS AC AD AH 10S 10C 10D"),
          mask("KS KC KD QS QC QD QH")], mask("JH 10H KH"))
NINES_REDEAL = ["bid 100", "pass", "pass", "give JH to 0", "give 10H to 1", "keep", "redeal"]
NINES_ROSPISAT = ["bid 100", "pass", "pass", "rospisat"]


def action(step: str) -> int:
    """An action as the record spells it, or a card alone for playing it ("KH*")."""
    try:
        return parse_action(step)
    except ValueError:
        return parse_action(f"play {step}")


def deal(match: Match, cards, script: Sequence[str]) -> None:
    """Deal the given cards and play the script: bids and the declarer's decisions, then
    the declarer's own cards trick by trick; everyone else plays its strongest legal card
    (the outcome of these deals does not depend on how the others play)."""
    match.start_deal(*cards)
    steps = list(script)
    d = match.deal
    while not d.over:
        if d.phase is not Phase.PLAY or (d.to_act == d.declarer and steps):
            match.apply(action(steps.pop(0)))
        else:
            cards_ = [a for a in match.legal_actions() if a < 24]
            match.apply(max(cards_, key=lambda c: (c % 6, c)))
    assert not steps, f"unused steps {steps}"


GAME = ((STRONG, STRONG_PLAY), (WEAK, WEAK_PLAY), (NINES, NINES_REDEAL),
        (NINES, NINES_ROSPISAT), (STRONG, STRONG_PLAY))


def scripted_game() -> Match:
    """The game after each deal. Seat 0 starts at 780 (a game taken up from a record):
    deal 1: seat 0 makes 120 with the heart marriage, climbs on the barrel (R50), both
      defenders score zero (R48);
    deal 2: seat 1 fails 100; seat 0, on the barrel, takes nothing and gets no mark;
    a redeal: seat 0's four nines (R12), no deal;
    deal 3: seat 2 declares rospisat' (R30), the defenders score 60 (seat 0 on the barrel
      nothing);
    deal 4: seat 0 makes 120 again from the barrel with the marriage, reaches 1000 and
      wins (R51, R55); zero for both defenders again."""
    match = Match(Rules(), [s.name for s in SEATS], dealer=2,
                  standing=Standing((780, 0, 0), (None,) * 3, (0,) * 3, (0,) * 3))
    for cards, script in GAME:
        deal(match, cards, script)
    assert [r.outcome for r in match.sheet] == ["played", "played", "redeal", "rospisat",
                                                "played"]
    return match


DATE = "2025-03-01 20:15:00"


def test_a_scripted_game_counts_as_counted_by_hand():
    match = scripted_game()
    summary = game_summary(match, SEATS, date=DATE)
    assert summary.date == DATE and summary.finished and not summary.with_undo
    assert summary.deals == 4  # the redeal is no deal
    you, anna, boris = summary.seats
    assert you == SeatSummary("You", True, None, 1000, True, declared=2, made=2, failed=0,
                              contracts=240, rospisat=0, spisat=0, barrel_on=1,
                              barrel_off=0, zeros=0, marriages=2, four_aces=0)
    assert anna == SeatSummary("Anna", False, "hard", -40, False, declared=1, made=0,
                               failed=1, contracts=100, zeros=2)
    assert boris == SeatSummary("Boris", False, "easy", 120, False, declared=1, rospisat=1,
                                zeros=2)
    assert not summary.four_aces_rule and not summary.spisat_rule


def test_a_summary_is_written_and_read_back_unchanged():
    summary = game_summary(scripted_game(), SEATS, date=DATE)
    assert GameSummary.from_data(summary.to_data()) == summary


def test_an_unfinished_game_counts_its_deals_but_no_game():
    match = Match(Rules(), [s.name for s in SEATS], dealer=2)
    deal(match, STRONG, STRONG_PLAY)
    deal(match, WEAK, WEAK_PLAY)
    match.start_deal(*NINES)  # a deal in progress does not count yet
    match.apply(parse_action("bid 100"))
    summary = game_summary(match, SEATS, date=DATE)
    assert not summary.finished and summary.deals == 2
    assert [s.score for s in summary.seats] == [120, -100, 120]
    view = overview({"g": summary})
    you = view.players["You"]
    assert (you.games, you.won, you.unfinished, you.deals, you.made) == (0, 0, 1, 2, 1)
    assert you.win_rate is None and you.average_score is None and you.best is None
    assert you.last == [] and you.average_contract == 120


def test_the_overview_of_one_finished_game():
    view = overview({"g1": game_summary(scripted_game(), SEATS, date=DATE)})
    assert list(view.players) == ["You"] and view.games == 1
    you = view.players["You"]
    assert (you.games, you.won, you.with_undo, you.unfinished) == (1, 1, 0, 0)
    assert you.win_rate == 1.0 and you.average_score == 1000 and you.average_contract == 120
    assert (you.deals, you.declared, you.made, you.failed) == (4, 2, 2, 0)
    assert (you.barrel_on, you.barrel_off, you.zeros, you.marriages) == (1, 0, 0, 2)
    assert you.best.score == 1000 and you.best.date == DATE and you.best.game_id == "g1"
    assert [p.score for p in you.last] == [1000]
    # against each level faced: the human's own figures; the AI levels: their seats'
    assert list(view.against_level) == ["easy", "hard"]
    assert view.against_level["hard"] == you
    hard, easy = view.ai_levels["hard"], view.ai_levels["easy"]
    assert (hard.games, hard.won, hard.failed, hard.zeros, hard.average_score) == (1, 0, 1, 2, -40)
    assert hard.average_contract == 100
    assert (easy.rospisat, easy.declared, easy.average_contract) == (1, 1, None)


def test_many_games_the_chart_the_best_and_the_undo_mark():
    base = game_summary(scripted_game(), SEATS, date=DATE)

    def variant(day: int, score: int, won: bool, undo: bool = False) -> GameSummary:
        you = SeatSummary("You", True, None, score, won, declared=1, made=1, contracts=100 + day)
        return GameSummary(f"2025-03-{day:02d} 10:00:00", True, undo, 10, (you,) + base.seats[1:])

    games = {"d5": variant(5, 640, False), "d3": variant(3, 1010, True, undo=True),
             "d4": variant(4, 1010, True), "d2": variant(2, 300, False)}
    view = overview(games, last=3)
    you = view.players["You"]
    assert (you.games, you.won, you.with_undo) == (4, 2, 1) and you.win_rate == 0.5
    assert you.average_score == (640 + 1010 + 1010 + 300) / 4
    assert you.best.game_id == "d3" and you.best.with_undo  # the earliest of equal bests
    assert [(p.game_id, p.score) for p in you.last] == [("d3", 1010), ("d4", 1010),
                                                       ("d5", 640)]
    assert you.average_contract == (102 + 103 + 104 + 105) / 4


def test_levels_are_listed_weakest_first_and_players_by_games():
    base = game_summary(scripted_game(), SEATS, date=DATE)
    vera = SeatSummary("Vera", True, None, 0, False)
    expert = SeatSummary("Gleb", False, "expert", 0, False)
    two_humans = GameSummary(DATE, True, False, 1, (vera, base.seats[0], expert))
    view = overview({"a": base, "b": two_humans, "c": GameSummary(DATE, True, False, 1, (
        SeatSummary("Vera", True, None, 0, False), expert, expert))})
    assert list(view.players) == ["Vera", "You"]
    assert list(view.against_level) == ["easy", "hard", "expert"]
    assert list(view.ai_levels) == ["easy", "hard", "expert"]
    assert view.against_level["expert"].games == 3  # Vera twice, You once
    assert view.ai_levels["expert"].games == 3  # a seat each time: Gleb twice in game c


# ---------------------------------------------------------------------- the file
def test_record_after_every_deal_counts_the_game_once(tmp_path):
    path = tmp_path / "statistics.yaml"
    store = open_statistics(path)
    match = Match(Rules(), [s.name for s in SEATS], dealer=2,
                  standing=Standing((780, 0, 0), (None,) * 3, (0,) * 3, (0,) * 3))
    assert record_game(store, "g1", match, SEATS) is None  # nothing before a deal ends
    for cards, script in GAME:
        deal(match, cards, script)
        record_game(store, "g1", match, SEATS)
        record_game(store, "g1", match, SEATS)  # and again, on resuming
    games = open_statistics(path).games(KIND)
    assert list(games) == ["g1"]
    assert games["g1"] == game_summary(match, SEATS, date=games["g1"].date)
    assert overview(games).players["You"].games == 1


def test_a_deal_taken_back_is_not_counted_and_the_game_is_marked(tmp_path):
    store = open_statistics(tmp_path / "statistics.yaml")
    whole = scripted_game()
    first = record_game(store, "g1", whole, SEATS)
    # the player takes the last deal back: the table replays the game without it
    shorter = Match(Rules(), [s.name for s in SEATS], dealer=2,
                    standing=Standing((780, 0, 0), (None,) * 3, (0,) * 3, (0,) * 3))
    for cards, script in GAME[:2]:
        deal(shorter, cards, script)
    again = record_game(store, "g1", shorter, SEATS, with_undo=True)
    assert again.date == first.date and again.with_undo and not again.finished
    assert again.deals == 2 and again.seats[0].made == 1
    # played on to the end: still marked, even if the caller no longer says so
    final = record_game(store, "g1", whole, SEATS)
    assert final.with_undo and final.finished
    assert list(open_statistics(tmp_path / "statistics.yaml").games(KIND)) == ["g1"]


def test_taken_back_to_before_the_first_deal_forgets_the_game(tmp_path):
    store = open_statistics(tmp_path / "statistics.yaml")
    record_game(store, "g1", scripted_game(), SEATS)
    fresh = Match(Rules(), [s.name for s in SEATS], dealer=2)
    assert record_game(store, "g1", fresh, SEATS, with_undo=True) is None
    assert store.games(KIND) == {}


# ---------------------------------------------------------------------- other rules
def test_a_fall_from_the_barrel_is_counted():
    """R51: the declarer on the barrel fails and falls off (seat 1's zero: R48)."""
    match = Match(Rules(), [s.name for s in SEATS], dealer=0,
                  standing=Standing((0, 880, 0), (None, 0, None), (0,) * 3, (0,) * 3))
    deal(match, WEAK, WEAK_PLAY)  # seat 1, on the barrel, declares and fails
    you, anna, boris = game_summary(match, SEATS, date=DATE).seats
    assert (anna.barrel_off, anna.failed, anna.score) == (1, 1, 780)
    assert (you.zeros, boris.zeros) == (1, 0)


def test_four_aces_and_spisat_are_counted_under_their_rules():
    """R38: seat 0 leads 10S, then declares four aces with AS; R32 with_spisat: seat 1
    declares spisat' in the next deal."""
    rules = Rules(four_aces=True, rospisat="with_spisat")
    match = Match(rules, [s.name for s in SEATS], dealer=2)
    aces = ([mask("AS AC AD AH 10S 10C 10D"), mask("KS QS JH 9H KD QD JD"),
             mask("9D KC QC JC 9C KH QH")], mask("10H JS 9S"))
    deal(match, aces, ["bid 100", "pass", "pass", "give JS to 1", "give 9S to 2", "keep",
                       "10S", "AS*", "AC", "AD", "AH", "10C", "10D", "10H"])
    deal(match, WEAK, ["bid 100", "pass", "pass", "spisat"])
    summary = game_summary(match, SEATS, date=DATE)
    you, anna, _ = summary.seats
    assert (you.four_aces, you.marriages, you.made) == (1, 0, 1)
    assert (anna.spisat, anna.rospisat, anna.failed, anna.declared) == (1, 0, 0, 1)
    assert summary.four_aces_rule and summary.spisat_rule
    view = overview({"g": summary})
    assert view.players["You"].four_aces_rule and view.ai_levels["hard"].spisat == 1


@pytest.mark.parametrize("change, why", [
    (lambda d: d.update(date=5), "date"),
    (lambda d: d.update(finished="yes"), "finished"),
    (lambda d: d.update(deals=-1), "deals"),
    (lambda d: d.pop("deals"), "deals"),
    (lambda d: d.update(seats=[]), "seats"),
    (lambda d: d["seats"][1].update(score="many"), "seat 1: score"),
    (lambda d: d["seats"][2].update(zeros=True), "seat 2: zeros"),
    (lambda d: d["seats"][0].update(name=None), "seat 0: name"),
])
def test_a_malformed_summary_is_refused_naming_the_field(change, why):
    data = game_summary(scripted_game(), SEATS, date=DATE).to_data()
    change(data)
    with pytest.raises((ValueError, KeyError)) as info:
        GameSummary.from_data(data)
    assert why in str(info.value)


def test_a_file_with_a_malformed_game_keeps_the_others(tmp_path):
    path = tmp_path / "statistics.yaml"
    store = open_statistics(path)
    summary = record_game(store, "good", scripted_game(), SEATS)
    text = path.read_text(encoding="utf-8")
    bad = text[text.index("    good:"):].replace("good:", "bad:").replace("finished: true",
                                                                           "finished: maybe")
    path.write_text(text + bad, encoding="utf-8")
    again = open_statistics(path)
    assert again.games(KIND) == {"good": summary}
    assert "1 game " in again.problem and "'bad': finished is not true or false" in again.problem
