"""Undo and redo at 1000's table against the bots (game/ui/undo.py, Session.undo/redo,
TableScene's Ctrl+Z, Ctrl+Shift+Z and Undo button): every kind of human decision taken
back and done again, the bots answering the same to the same moves, the saved and the
finished game holding what was played, and no undo in hot-seat."""
from __future__ import annotations

import random

import pygame
import pytest

from game.tysiacha.ai import make_bot
from game.tysiacha.engine import Rules
from game.tysiacha.engine import actions as A
from game.tysiacha.engine.replay import replay
from game.tysiacha.records import dump_record_text, load_record
from game.ui.tysiacha.session import Session
from game.ui.tysiacha.table_scene import open_session
from game.ui.undo import UndoHistory

from .driver import DT, Player, button, click, make_app, play_until, seats


pytestmark = pytest.mark.usefixtures("bots_here")


def kind(action: int) -> str:
    if action == A.PASS:
        return "pass"
    if A.is_bid(action):
        return "bid"
    if A.is_give(action):
        return "give"
    if A.is_raise(action) or action == A.KEEP:
        return "raise"
    if A.is_play(action):
        return "play"
    return "other"


def bots_move(session: Session) -> None:
    """The bots act (on this thread, through Session.think as the table asks them) until
    the human is to act or the deal is over."""
    while session.to_act >= 0 and not session.is_human(session.to_act):
        session.apply(session.think(session.to_act).wait(30))


def test_the_history_goes_back_and_forth_and_a_new_move_forgets_the_way_forward():
    h: UndoHistory[str] = UndoHistory()
    h.decided("a")
    h.decided("b")
    assert h.undo("c") == "b" and h.undo("b") == "a" and h.undo("a") is None
    assert h.redo("a") == "b" and h.redo("b") == "c" and h.redo("c") is None
    h.undo("c")
    h.decided("b2")  # something new: redo has nowhere to go
    assert not h.can_redo() and h.back == ["a", "b2"]


def test_every_kind_of_decision_is_taken_back_and_done_again(tmp_path):
    """Whole deals with the human (seat 0) deciding as the Normal bot would; before each
    decision's bots' replies are over, the decision is undone (the record is back to
    what it was before it) and redone (the record is as it was after); then undone
    once more and made again: the bots answer exactly as the first time."""
    session = Session.new(Rules(players=3), seats("human", "normal", "easy"),
                          tmp_path / "data", seed=11)
    me = make_bot("normal", 5)
    kinds: set[str] = set()
    while len(session.match.deals) < 6 and not session.match.finished:
        session.start_deal()
        while not session.match.deal.over:
            bots_move(session)
            if session.match.deal.over:
                break
            before = dump_record_text(session.match)
            action = me.choose(session.observation(0), session.legal_actions())
            session.apply(action)
            bots_move(session)
            after = dump_record_text(session.match)
            if session.match.deal.over:
                assert not session.undo()  # a scored deal is not taken back
                continue
            assert session.undo()
            assert dump_record_text(session.match) == before, kind(action)
            assert session.redo() and dump_record_text(session.match) == after
            assert session.undo()
            session.apply(action)  # the same decision again: the same replies
            bots_move(session)
            assert dump_record_text(session.match) == after, kind(action)
            kinds.add(kind(action))
    assert {"bid", "pass", "give", "raise", "play"} <= kinds, kinds
    assert session.with_undo


def test_undo_goes_back_over_tricks_to_the_start_of_the_deal(tmp_path):
    session = Session.new(Rules(players=3), seats("human", "easy", "easy"),
                          tmp_path / "data", seed=3)
    me = make_bot("easy", 1)
    for _ in range(10):  # the first deal that is played to a third trick
        session.start_deal()
        bots_move(session)
        first = dump_record_text(session.match)  # the bots before the human's first move
        decisions = 0
        while not session.match.deal.over and len(session.match.deal.tricks) < 3:
            session.apply(me.choose(session.observation(0), session.legal_actions()))
            decisions += 1
            bots_move(session)
        if not session.match.deal.over:
            break
    assert len(session.match.deal.tricks) >= 3 and not session.match.deal.over
    undone = 0
    while session.undo():
        undone += 1
    assert undone == decisions
    assert dump_record_text(session.match) == first
    assert not session.can_undo() and session.can_redo()


def test_a_new_move_after_an_undo_gets_the_replies_a_fresh_game_gets(tmp_path):
    """The bots' seeds follow the record: after undo and another card, they decide as in
    a game where that card was played the first time."""
    def game(detour: bool):
        session = Session.new(Rules(players=3), seats("human", "easy", "easy"),
                              tmp_path / ("a" if detour else "b"), seed=21)
        me = make_bot("easy", 2)
        session.start_deal()
        bots_move(session)
        while session.match.deal.phase.name != "PLAY" and not session.match.deal.over:
            session.apply(me.choose(session.observation(0), session.legal_actions()))
            bots_move(session)
        if session.match.deal.over or session.to_act != 0:
            return None
        legal = session.legal_actions()
        if detour:
            session.apply(legal[-1])
            bots_move(session)
            assert session.undo()
        session.apply(legal[0])
        bots_move(session)
        return dump_record_text(session.match)
    a, b = game(True), game(False)
    assert a is not None and a == b


def test_the_saved_and_the_finished_game_hold_what_was_played(tmp_path):
    """A whole game against the bots with undos along the way: the save after an undo
    replays to the position undone to, and the finished game's record replays to the
    final score."""
    data = tmp_path / "data"
    session = Session.new(Rules(players=3), seats("human", "easy", "easy"), data, seed=8)
    me = make_bot("easy", 3)
    rng = random.Random(4)
    undos = 0
    while not session.match.finished:
        if session.match.needs_deal:
            session.start_deal()
        bots_move(session)
        if session.match.deal.over:
            continue
        if session.can_undo() and rng.random() < 0.3:
            assert session.undo()
            undos += 1
            session.flush()
            saved = replay(load_record(data / "current.tysiacha.yaml"))
            assert dump_record_text(saved) == dump_record_text(session.match)
            continue
        session.apply(me.choose(session.observation(0), session.legal_actions()))
    session.flush()
    assert undos > 5
    kept = list((data / "games").glob("*.tysiacha.yaml"))
    assert len(kept) == 1
    final = replay(load_record(kept[0]))
    assert final.finished and final.standing.scores == session.match.standing.scores


def test_hot_seat_has_no_undo(tmp_path):
    app = make_app(tmp_path, seed=2)
    session = Session.new(Rules(players=3), seats("human", "human", "easy"),
                          tmp_path / "data", seed=2)
    open_session(app, session)
    player = Player(app)
    play_until(app, lambda a: a.table_scene() is not None and a.stack.top.name == "play"
               and a.table_scene().my_turn() and len(session.log) > 12, player, 20000)
    scene = app.table_scene()
    assert not session.undo_allowed and not session.can_undo()
    undo = [b for b in scene.row.buttons if b.label == "Undo"]
    assert len(undo) == 1 and not undo[0].visible  # no Undo button in hot-seat
    before = dump_record_text(session.match)
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                  unicode="")], DT)
    assert dump_record_text(session.match) == before
    assert "hot-seat" in (scene.table.notice or "")


def ctrl(k: int, shift: bool = False) -> list:
    mod = pygame.KMOD_CTRL | (pygame.KMOD_SHIFT if shift else 0)
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")]


def test_at_the_table_the_keys_and_the_button_take_back_and_the_cards_fly_back(tmp_path):
    app = make_app(tmp_path, seed=3, speed="normal")
    session = Session.new(Rules(players=3), seats("human", "easy", "easy"),
                          tmp_path / "data", seed=4)
    open_session(app, session)
    player = Player(app)
    play_until(app, lambda a: a.table_scene() is not None and a.stack.top.name == "play"
               and a.table_scene().my_turn() and not a.table_scene().table.busy
               and len(session.match.deal.tricks) >= 2, player, 40000)
    scene = app.table_scene()
    table = scene.table
    undo = button(scene, "Undo")
    assert undo.visible and undo.enabled
    hand_before = set(session.observation(0).hand)
    record = dump_record_text(session.match)
    app.frame(ctrl(pygame.K_z), DT)  # Ctrl+Z
    hand_after = set(session.observation(0).hand)
    back = hand_after - hand_before
    assert len(back) == 1 and dump_record_text(session.match) != record
    card = back.pop()
    app.frame([], DT)
    assert table.tween.moving()  # on its way back into the hand
    for _ in range(120):
        app.frame([], DT)
    assert not table.tween.moving()
    assert scene.table.sprites[card].x == pytest.approx(table.targets()[card][1].x, abs=1)
    app.frame(ctrl(pygame.K_z, shift=True), DT)  # Ctrl+Shift+Z: as it was
    assert dump_record_text(session.match) == record
    for _ in range(120):
        app.frame([], DT)
    scene = app.table_scene()
    app.frame(click(button(scene, "Undo").rect.center), DT)  # the button
    assert set(session.observation(0).hand) == hand_after
    assert session.with_undo


def test_the_two_cards_given_are_taken_back_and_given_again_together(tmp_path):
    """Pass cards gives both cards at once, so undo takes both back (and redo gives both
    again): the table never stops with one card given."""
    from game.tysiacha.engine.deal import Phase
    for seed in range(1, 30):
        (tmp_path / str(seed)).mkdir()
        app = make_app(tmp_path / str(seed), seed=seed)
        session = Session.new(Rules(players=3), seats("human", "easy", "easy"),
                              tmp_path / str(seed) / "data", seed=seed)
        open_session(app, session)
        player = Player(app)
        try:
            play_until(app, lambda a: session.match.deal is not None
                       and session.match.deal.phase is Phase.RAISE
                       and session.match.deal.declarer == 0
                       and a.table_scene() is not None and a.table_scene().my_turn(),
                       player, 3000)
        except AssertionError:
            continue  # the human did not declare in the first deals: another seed
        break
    deal = session.match.deal
    assert len(deal.given) == 2
    app.frame(ctrl(pygame.K_z), DT)
    deal = session.match.deal
    assert deal.phase is Phase.EXCHANGE and not deal.given
    assert app.stack.top.name == "exchange" and not app.stack.top.staged
    app.frame(ctrl(pygame.K_y), DT)  # Ctrl+Y: redo
    deal = session.match.deal
    assert deal.phase is Phase.RAISE and len(deal.given) == 2
