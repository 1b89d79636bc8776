"""Undo and redo at Tichu's table against the bots (game/ui/undo.py shared with 1000;
TichuSession.undo/redo, the table's Ctrl+Z, Ctrl+Shift+Z and Undo button): every kind of
human decision taken back and done again, the three cards given, a Mah Jong with its wish
and a Dragon with its gift going back as one; the bots answering the same to the same
moves; the saved and the finished game holding what was played; no undo in hot-seat."""
from __future__ import annotations

import random
import time

import pygame
import pytest

from game.tichu.ai import make_bot
from game.tichu.engine.cards import cards_of
from game.tichu.engine.combos import BOMB
from game.tichu.engine.round import Phase
from game.tichu.engine.rules import TichuRules
from game.tichu.records import load_match
from game.ui.saves import flush_saves
from game.ui.tichu.table_scene import open_tichu
from game.ui.tichu.session import SAVE_NAME, Conductor, TichuSession

from .driver import DT, HANG, button, click
from .driver import make_app
from .tichu_driver import Driver, bot_decider, seats, table_scene, tichu_app


pytestmark = pytest.mark.usefixtures("bots_here")


def state(session: TichuSession) -> tuple:
    """The round as it stands, whatever the order of the simultaneous decisions."""
    r = session.round
    return (r.phase, tuple(r.hands), tuple(r.grand), tuple(r.tichu),
            tuple(tuple(sorted(g.items())) for g in r.gives), tuple(r.tricks),
            tuple(r.trick), tuple(r.out), tuple(r.won), r.wish, r.wished, r.pending,
            r.to_act)


def settle(session: TichuSession, conductor: Conductor, limit: float = HANG) -> None:
    """The AI seats act (as the table asks them) until the round waits for the human in
    seat 0 alone, or is over."""
    end = time.monotonic() + limit
    while True:
        assert time.monotonic() < end, "the bots stopped"
        action = conductor.step()
        if action is not None:
            session.apply(action)
        elif conductor.idle():
            return
        else:
            time.sleep(0.0005)


def decide(session: TichuSession, me) -> list:
    """The human's decision as the table takes it: the three cards given together, else
    one action."""
    rnd = session.round
    if rnd.phase is Phase.EXCHANGE:
        out = []
        while session.round.phase is Phase.EXCHANGE and len(session.round.gives[0]) < 3:
            a = me.choose(session.observation(0), session.legal(0))
            session.apply(a)
            out.append(a)
        return out
    a = me.choose(session.observation(0), session.legal(0))
    session.apply(a)
    return [a]


def kind(a) -> str:
    if a.kind == "play" and a.data.kind == BOMB:
        return "bomb"
    return a.kind


def step_human(session, conductor, me) -> list[list]:
    """One decision of the human, as one undo takes it back: with the wish after a Mah
    Jong, or the gift after a Dragon, that the table asks for before anything else. The
    groups of actions taken at once, each followed by the bots' replies."""
    done = []
    while True:
        done.append(decide(session, me))
        settle(session, conductor)
        rnd = session.round
        if rnd.over or not (rnd.phase in (Phase.WISH, Phase.GIFT) and rnd.pending == 0):
            return done


def test_every_kind_of_decision_is_taken_back_and_done_again(tmp_path):
    """Rounds with the human (seat 0) deciding as the Normal bot would: each decision,
    with the bots' replies up to the human's next decision, is undone (the round is back
    as it was), redone (as it was after), undone once more and made again: the bots
    answer as the first time. Games are played (four rounds each, from seed 16) until the
    human has made every kind of decision, so that a change in the bots' play moves the
    test to another game rather than out of what it proves."""
    every = {"grand", "give", "play", "pass", "tichu", "wish", "gift"}
    kinds: set[str] = set()
    for seed in range(16, 24):
        session = TichuSession.new(TichuRules(), seats("human", "normal", "easy", "normal"),
                                   tmp_path / f"data{seed}", seed=seed)
        conductor = Conductor(session)
        me = make_bot("normal", 5)
        while len(session.match.rounds) < 4 and not session.match.finished:
            session.start_round()
            settle(session, conductor)
            while not session.round.over:
                before, history = state(session), list(session.round.history)
                done = step_human(session, conductor, me)
                after, after_history = state(session), list(session.round.history)
                if session.round.over:
                    assert not session.undo()  # a scored round is not taken back
                    break
                assert session.undo()
                assert session.round.history == history and state(session) == before, done
                assert session.redo()
                assert session.round.history == after_history
                assert session.undo()
                conductor.forget()
                for group in done:  # the same decision again: the same replies
                    for a in group:
                        session.apply(a)
                    settle(session, conductor)
                assert state(session) == after, done
                kinds |= {kind(a) for group in done for a in group}
        assert session.with_undo
        if every <= kinds:
            break
    assert every <= kinds, kinds


def test_the_bots_seeds_follow_the_record_not_the_clock(tmp_path):
    """A bot asked in a new position decides from a seed drawn from the position (two
    tables in the same position ask it with the same seed); asked again where it has
    decided, it answers at once, the same."""
    def table():
        session = TichuSession.new(TichuRules(grand_tichu=False),
                                   seats("human", "hard", "hard", "hard"), None, seed=2)
        session.start_round()
        return session
    session = table()
    asked, again = session.think(1), session.think(1)
    assert asked._args[-1] is not None and asked._args[-1] == again._args[-1]
    assert table().think(1)._args[-1] == asked._args[-1]
    assert session.think(2)._args[-1] != asked._args[-1]
    asked.wait(30)
    session.remember(asked)
    known = session.think(1)
    assert known.done and known.result == asked.result


def test_undo_goes_back_over_tricks_to_the_start_of_the_round(tmp_path):
    session = TichuSession.new(TichuRules(grand_tichu=False),
                               seats("human", "easy", "easy", "easy"), None, seed=3)
    conductor = Conductor(session)
    me = make_bot("easy", 1)
    for _ in range(10):  # a round played to a third trick
        session.start_round()
        settle(session, conductor)
        first = state(session)
        decisions = 0
        while not session.round.over and len(session.round.tricks) < 3:
            step_human(session, conductor, me)
            decisions += 1
        if not session.round.over:
            break
    assert len(session.round.tricks) >= 3 and not session.round.over
    undone = 0
    while session.undo():
        undone += 1
    assert undone == decisions
    assert state(session) == first and session.round.phase is Phase.EXCHANGE
    assert not session.can_undo() and session.can_redo()


def test_the_saved_and_the_finished_game_hold_what_was_played(tmp_path):
    """A whole game with undos along the way: the save after an undo is the position
    undone to, and the finished game's record replays to the final score."""
    data = tmp_path / "data"
    session = TichuSession.new(TichuRules(rounds=4), seats("human", "easy", "easy", "easy"),
                               data, seed=8)
    conductor = Conductor(session)
    me = make_bot("easy", 3)
    rng = random.Random(4)
    undos = 0
    while not session.match.finished:
        if session.match.needs_round:
            session.start_round()
        settle(session, conductor)
        if session.round.over:
            continue
        if session.can_undo() and rng.random() < 0.3:
            assert session.undo()
            conductor.forget()
            undos += 1
            session.flush()
            saved = load_match(data / SAVE_NAME)
            assert saved.round.history == session.round.history
            continue
        step_human(session, conductor, me)
    session.flush()
    flush_saves()
    assert undos > 3
    kept = list((data / "games").glob("*.tichu.yaml"))
    assert len(kept) == 1
    final = load_match(kept[0])
    assert final.finished and final.scores == session.match.scores


def ctrl(k: int, shift: bool = False) -> list:
    mod = pygame.KMOD_CTRL | (pygame.KMOD_SHIFT if shift else 0)
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")]


def test_hot_seat_has_no_undo(tmp_path):
    app, session = tichu_app(tmp_path, ("human", "human", "easy", "easy"),
                             TichuRules(grand_tichu=False), seed=2)
    d = Driver(app, decide=bot_decider("easy", 5))
    d.until(lambda: session.round is not None and session.round.phase is Phase.PLAY
            and len(session.round.history) > 16 and app.stack.top is table_scene(app),
            act=True, limit=20000)
    scene = table_scene(app)
    assert not session.undo_allowed and not session.can_undo()
    undo = [b for b in scene.row.buttons if b.label == "Undo"]
    assert len(undo) == 1 and not undo[0].visible  # no Undo button in hot-seat
    history = list(session.round.history)
    app.frame(ctrl(pygame.K_z), DT)
    assert session.round.history == history
    assert "hot-seat" in (scene.table.notice or "")


def test_at_the_table_the_keys_and_the_button_take_back_and_the_cards_fly_back(tmp_path):
    app = make_app(tmp_path, speed="normal")
    session = TichuSession.new(TichuRules(grand_tichu=False),
                               seats("human", "easy", "easy", "easy"), tmp_path / "data",
                               seed=4)
    open_tichu(app, session)
    d = Driver(app, decide=bot_decider("easy", 5))
    def last_was_a_play():
        mine = [a for a in session.round.history if a.seat == 0 and a.kind in ("play", "pass")]
        return bool(mine) and mine[-1].kind == "play"
    d.until(lambda: session.round.phase is Phase.PLAY and len(session.round.tricks) >= 2
            and d.app.stack.top.name == "tichu-play" and d.app.stack.top.my_turn()
            and last_was_a_play(), act=True, limit=40000)
    scene = app.stack.top
    table = scene.table
    undo = button(scene, "Undo")
    assert undo.visible and undo.enabled
    hand_before = set(cards_of(session.round.hands[0]))
    history = list(session.round.history)
    app.frame(ctrl(pygame.K_z), DT)  # Ctrl+Z
    hand_after = set(cards_of(session.round.hands[0]))
    back = hand_after - hand_before
    assert back and session.round.history != history
    assert len(session.round.history) < len(history)
    card = next(iter(back))
    app.frame([], DT)
    assert table.tween.moving()  # on its way back into the hand
    for _ in range(200):
        app.frame([], DT)
    assert table.sprites[card].x == pytest.approx(table.targets()[card][1].x, abs=1)
    app.frame(ctrl(pygame.K_z, shift=True), DT)  # Ctrl+Shift+Z: as it was
    assert session.round.history == history
    for _ in range(200):
        app.frame([], DT)
    scene = d.app.stack.top
    app.frame(click(button(scene, "Undo").rect.center), DT)  # the button
    assert set(cards_of(session.round.hands[0])) == hand_after
    app.frame(ctrl(pygame.K_y), DT)  # Ctrl+Y: redo
    assert session.round.history == history
    assert session.with_undo


def test_the_three_cards_given_are_taken_back_together_and_the_exchange_shows_again(
        tmp_path):
    app, session = tichu_app(tmp_path, ("human", "easy", "easy", "easy"),
                             TichuRules(grand_tichu=False), seed=6)
    d = Driver(app, decide=bot_decider("easy", 5))
    d.until(lambda: len(session.round.gives[0]) == 3, act=True, limit=20000)
    d.idle(5)
    app.frame(ctrl(pygame.K_z), DT)
    assert session.round.phase is Phase.EXCHANGE and not session.round.gives[0]
    d.idle(3)
    scene = d.app.stack.top
    assert scene.name == "tichu-exchange" and scene.giving() and not scene.table.staged
    app.frame(ctrl(pygame.K_y), DT)
    assert len(session.round.gives[0]) == 3
