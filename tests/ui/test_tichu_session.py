"""Tichu's session at the table (game/ui/tichu/session.py), without a window: whole games
between AI seats through the Conductor, the order of out-of-turn offers (T14), humans
never decided for, and the save: after every action, Continue, a broken file set aside."""
from __future__ import annotations

import time

import pytest

from game.tichu.engine.round import Action, Phase
from game.tichu.engine.rules import TichuRules
from game.tichu.records import load_match
from game.ui import thinking
from game.ui.saves import SeatConfig, flush_saves
from game.ui.tichu.session import SAVE_NAME, SEATS_NAME, Conductor, SaveError, TichuSession, \
    default_seats

from .driver import HANG, use_bots


@pytest.fixture(autouse=True)
def threads():
    """The bots on threads of this process (quicker to start than a worker process)."""
    thinking.use_processes(False)
    yield
    thinking.use_processes(True)


def run(session: TichuSession, conductor: Conductor, until, limit: float = HANG) -> None:
    end = time.monotonic() + limit
    while not until():
        assert time.monotonic() < end, "the table stopped moving"
        if session.match.needs_round:
            session.start_round()
            continue
        action = conductor.step()
        if action is None:
            time.sleep(0.0005)
            continue
        session.apply(action)


def test_a_whole_game_between_ai_seats_is_saved_and_kept(tmp_path):
    seats = [SeatConfig(n, False, "easy") for n in ("A", "B", "C", "D")]
    session = TichuSession.new(TichuRules(rounds=4), seats, tmp_path, seed=7)
    conductor = Conductor(session)
    run(session, conductor, lambda: session.match.finished)
    flush_saves()
    assert len(session.match.sheet) == 4
    assert not (tmp_path / SAVE_NAME).exists() and not (tmp_path / SEATS_NAME).exists()
    kept = list((tmp_path / "games").glob("*.tichu.yaml"))
    assert len(kept) == 1
    assert load_match(kept[0]).scores == session.match.scores


def test_continue_takes_up_the_game_where_it_was_saved(tmp_path):
    seats = default_seats(humans=1, level="easy")
    session = TichuSession.new(TichuRules(), seats, tmp_path, seed=3)
    conductor = Conductor(session)
    session.start_round()
    # the AI seats say their Grand Tichu; the human in seat 0 has not
    run(session, conductor, lambda: all(g is not None for g in session.round.grand[1:]))
    assert session.round.grand[0] is None and session.round.phase is Phase.GRAND
    session.apply(Action("grand", 0, False))
    session.flush()
    again = TichuSession.resume(tmp_path)
    assert again.seats == seats and again.seats_problem is None
    assert again.round.history == session.round.history
    assert again.round.hands == session.round.hands


def test_the_conductor_never_decides_for_a_human(tmp_path):
    seats = [SeatConfig("You", True), SeatConfig("B", False, "easy"),
             SeatConfig("C", True), SeatConfig("D", False, "easy")]
    session = TichuSession.new(TichuRules(), seats, None, seed=5)
    conductor = Conductor(session)
    session.start_round()
    run(session, conductor, lambda: session.round.grand[1] is not None
        and session.round.grand[3] is not None)
    end = time.monotonic() + 0.3
    while time.monotonic() < end:
        assert conductor.step() is None  # the round waits for seats 0 and 2, both human
        time.sleep(0.005)
    assert session.round.waiting() == [0, 2]


class Eager:
    """A bot that acts out of turn whenever it may (the first option), and in turn
    takes the first legal action that is not a call."""

    def __init__(self, *args):
        pass

    def choose(self, obs, legal):
        return next(a for a in legal if a.kind != "tichu")

    def interject(self, obs, options):
        return options[0]


def test_out_of_turn_offers_go_round_from_the_seat_after_the_one_waited_for(monkeypatch):
    use_bots(monkeypatch, "tichu", Eager)
    seats = [SeatConfig("You", True)] + [SeatConfig(n, False, "easy") for n in "BCD"]
    session = TichuSession.new(TichuRules(), seats, None, seed=11)
    session.start_round()
    rnd = session.round
    for s in range(4):
        session.apply(Action("grand", s, False))
    for s in (1, 2, 3):  # three seats give their cards; the human in seat 0 has not
        for _ in range(3):
            session.apply(next(a for a in session.legal(s) if a.kind == "give"))
    assert rnd.waiting() == [0]
    # seats 1, 2, 3 are asked in that order, and each calls Tichu out of turn (T6)
    conductor = Conductor(session)
    calls = []
    end = time.monotonic() + HANG  # (only a hang gets there)
    while len(calls) < 3 and time.monotonic() < end:
        action = conductor.step()
        if action is None:
            time.sleep(0.001)
            continue
        calls.append(action)
        session.apply(action)
    assert calls == [Action("tichu", 1), Action("tichu", 2), Action("tichu", 3)]
    assert conductor.step() is None  # and then the round waits for the human


def test_a_broken_save_is_set_aside_with_one_message(tmp_path):
    (tmp_path / SAVE_NAME).write_text("format: tichu-record/1\nplayers: [a, b]\n", encoding="utf-8")
    with pytest.raises(SaveError) as err:
        TichuSession.resume(tmp_path)
    assert str(tmp_path / SAVE_NAME) in str(err.value)
    assert not (tmp_path / SAVE_NAME).exists()
    assert len(list(tmp_path.glob("broken-*"))) == 1


def test_a_missing_table_file_seats_the_record_s_names_and_says_why(tmp_path):
    session = TichuSession.new(TichuRules(), default_seats(level="hard"), tmp_path, seed=1)
    session.flush()
    (tmp_path / SEATS_NAME).unlink()
    again = TichuSession.resume(tmp_path)
    assert [c.name for c in again.seats] == session.match.names
    assert again.seats[0].human and not any(c.human for c in again.seats[1:])
    assert SEATS_NAME in again.seats_problem


def test_in_the_tournament_seats_follow_the_players():
    rules = TichuRules(tournament=True)
    seats = [SeatConfig(n, False, "easy") for n in ("A", "B", "C", "D")]
    session = TichuSession.new(rules, seats, None, seed=2)
    for _ in range(3):  # after three rounds the players change seats (T28)
        session.start_round()
        run(session, Conductor(session), lambda: session.round.over)
    seating = session.match.seating()
    assert seating != (0, 1, 2, 3)
    assert [session.config(s) for s in range(4)] == [seats[p] for p in seating]


def test_a_broken_save_is_explained_in_the_players_language(tmp_path):
    from game.ui import i18n
    (tmp_path / SAVE_NAME).write_text("format: tichu-record/1\nplayers: [a, b]\n", encoding="utf-8")
    before = i18n.language()
    try:
        i18n.set_language("de")
        with pytest.raises(SaveError) as err:
            TichuSession.resume(tmp_path)
    finally:
        i18n.set_language(before)
    assert "nicht als Spielaufzeichnung lesbar" in str(err.value), err.value
