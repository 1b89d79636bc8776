"""What a game of Tichu adds to the statistics (game/tichu/stats.py): the counts of whole
games between bots checked against a count made here from the rounds themselves, the
tournament's players followed from seat to seat, the summary written and read back, a
broken entry refused naming its field, and the figures by player and by level faced."""
from __future__ import annotations

import random

import pytest

from game.core.stats import Statistics
from game.tichu.ai import make_bot
from game.tichu.ai.runner import play_match
from game.tichu.engine.combos import BOMB
from game.tichu.engine.match import Match
from game.tichu.engine.rules import TichuRules
from game.tichu.stats import KIND, TichuGame, game_summary, open_statistics, overview, \
    record_game
from game.ui.saves import SeatConfig

NAMES = ("Anna", "Boris", "Vera", "Gleb")


def played(rules: TichuRules, seed: int, levels=("easy",) * 4) -> Match:
    """A whole game between bots of `levels`; a Hard one plays out 8 rounds a decision
    and has no time cap, so the game is the same on any machine and quick (the counts
    checked here do not care how well it plays)."""
    match = Match(rules, list(NAMES), random.Random(seed))
    bots = [make_bot(level, seed * 10 + p) for p, level in enumerate(levels)]
    for bot in bots:
        if getattr(bot, "name", "") in ("hard", "expert"):
            bot.playouts, bot.least, bot.cap = 8, 2, None
    assert play_match(match, bots)
    return match


def seats(*humans: int, level: str = "easy") -> list[SeatConfig]:
    return [SeatConfig(n, p in humans, level) for p, n in enumerate(NAMES)]


def hand_count(match: Match) -> list[dict]:
    """Each player's counts, worked out round by round from who sat where, the order
    out, the cards won and the calls (not from the scores)."""
    out = [dict(first_out=0, double_wins=0, tichu_called=0, tichu_made=0, grand_called=0,
                grand_made=0, bombs=0) for _ in range(4)]
    for k, rnd in enumerate(match.rounds):
        seating = match.seating(k)
        first = rnd.out[0]
        out[seating[first]]["first_out"] += 1
        if len(rnd.out) >= 2 and rnd.out[1] == (first + 2) % 4:  # partners out 1st and 2nd
            out[seating[first]]["double_wins"] += 1
            out[seating[(first + 2) % 4]]["double_wins"] += 1
        for seat in range(4):
            player = out[seating[seat]]
            if rnd.grand[seat]:
                player["grand_called"] += 1
                player["grand_made"] += seat == first
            if rnd.tichu[seat]:
                player["tichu_called"] += 1
                player["tichu_made"] += seat == first
        for a in rnd.history:
            if a.kind == "play" and a.data.kind == BOMB:
                out[seating[a.seat]]["bombs"] += 1
    return out


@pytest.mark.parametrize("rules,seed", [(TichuRules(rounds=6), 3),
                                        (TichuRules(tournament=True), 5)],
                         ids=["rounds", "tournament"])
def test_a_whole_game_is_summed_up_as_counted_round_by_round(rules, seed):
    match = played(rules, seed, ("hard", "normal", "easy", "normal"))
    summary = game_summary(match, seats(0), date="2026-11-25 10:00:00")
    assert summary.finished and summary.rounds == len(match.rounds) == len(match.sheet)
    assert summary.tournament == rules.tournament
    counted = hand_count(match)
    for p, seat in enumerate(summary.seats):
        assert seat.name == NAMES[p] and seat.human == (p == 0)
        assert seat.level == (None if p == 0 else "easy")
        for key, value in counted[p].items():
            assert getattr(seat, key) == value, (p, key)
        if rules.tournament:
            assert seat.score == match.win_points[p]
        else:
            assert seat.score == match.scores[p % 2]
        assert seat.won == (p in match.winners and len(match.winners) < 4)
    assert sum(s.first_out for s in summary.seats) == summary.rounds
    assert sum(s.bombs for s in summary.seats) > 0 or rules.tournament


def test_a_player_at_another_machine_is_counted_as_a_human():
    """At a table hosted here (game/net) only the host's own seat is played at this
    screen; the players who joined from other machines are people all the same."""
    match = played(TichuRules(rounds=4), 2, ("normal",) * 4)
    table = [SeatConfig(NAMES[0], True), SeatConfig(NAMES[1], False, "hard", remote=True),
             SeatConfig(NAMES[2], False, "hard"), SeatConfig(NAMES[3], False, remote=True)]
    summary = game_summary(match, table, date="2026-11-28 10:00:00")
    assert [s.human for s in summary.seats] == [True, True, False, True]
    assert [s.level for s in summary.seats] == [None, None, "hard", None]


def test_a_remote_seat_is_kept_in_the_table_file(tmp_path):
    from game.ui.saves import read_seats, seats_text
    table = [SeatConfig("Anna", True), SeatConfig("Boris", False, remote=True),
             SeatConfig("Vera", False, "hard"), SeatConfig("Gleb", False, remote=True)]
    (tmp_path / "t.yaml").write_bytes(seats_text(table))
    again = read_seats(tmp_path / "t.yaml", [c.name for c in table], ("easy", "normal",
                                                                       "hard", "expert"))
    assert [c.remote for c in again] == [False, True, False, True]
    assert [c.human for c in again] == [True, False, False, False]


def test_the_summary_is_written_and_read_back_and_a_broken_one_names_its_field(tmp_path):
    match = played(TichuRules(rounds=4), 7)
    summary = game_summary(match, seats(0, 2), with_undo=True, date="2026-11-25 10:00:00")
    assert TichuGame.from_data(summary.to_data()) == summary
    data = summary.to_data()
    data["seats"][1]["bombs"] = -1
    with pytest.raises(ValueError, match="seat 1: bombs"):
        TichuGame.from_data(data)
    data = summary.to_data()
    data["rounds"] = "four"
    with pytest.raises(ValueError, match="rounds"):
        TichuGame.from_data(data)
    store = open_statistics(tmp_path / "statistics.yaml")
    store.update(KIND, "g1", summary)
    again = Statistics.load(tmp_path / "statistics.yaml", {KIND: TichuGame.from_data})
    assert again.summary(KIND, "g1") == summary and again.problem is None


def test_a_game_is_recorded_after_each_round_under_its_date_and_undo_sticks(tmp_path):
    store = open_statistics(tmp_path / "statistics.yaml")
    match = Match(TichuRules(rounds=4), list(NAMES), random.Random(2))
    assert record_game(store, "g", match, seats(0)) is None  # nothing before a round
    bots = [make_bot("easy", p) for p in range(4)]
    from game.tichu.ai.runner import play_round
    play_round(match, bots)
    first = record_game(store, "g", match, seats(0), with_undo=True)
    assert first.rounds == 1 and not first.finished and first.with_undo
    while not match.finished:
        play_round(match, bots)
    last = record_game(store, "g", match, seats(0))
    assert last.date == first.date and last.with_undo and last.finished
    assert list(store.games(KIND)) == ["g"]


def test_the_figures_by_player_and_by_level_faced():
    games = {}
    for k, (seed, level) in enumerate(((1, "easy"), (2, "hard"), (3, "hard"))):
        match = played(TichuRules(rounds=4), seed)
        games[f"g{k}"] = game_summary(match, seats(0, level=level),
                                      date=f"2026-11-2{k} 10:00:00")
    view = overview(games)
    assert list(view.players) == ["Anna"] and view.games == 3
    anna = view.players["Anna"]
    assert anna.games == 3 and anna.rounds == 12
    assert anna.won == sum(g.seats[0].won for g in games.values())
    assert anna.first_out == sum(g.seats[0].first_out for g in games.values())
    assert [s.score for s in anna.last] == [g.seats[0].score for g in games.values()]
    assert list(view.against_level) == ["easy", "hard"]
    assert view.against_level["hard"].games == 2
    assert view.ai_levels["hard"].games == 2 * 3  # three AI players in each of two games
