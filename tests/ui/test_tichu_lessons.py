"""Tichu's lessons played through at the real table (game/ui/lessons.py, docs/LESSONS.md):
each twice, with the right moves, and with a wrong move first at every step that can take
one (explained, taken back, then the right move); each reaches its end and meets every
rule id it claims; and a lesson left is resumed at its step."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.tichu.engine.cards import cards_of
from game.ui.i18n import tr
from game.ui.lessons import DONE, Progress
from game.ui.scenes.base import Dialog
from game.ui.scenes.lessons import LessonsScene
from game.ui.tichu.lessons import lessons

from .driver import DT, button, click_button, make_app
from .tichu_driver import table_scene

LESSONS = {lesson.id: lesson for lesson in lessons()}
ASKED = ("tichu-wish", "tichu-gift")  # the table's questions, in dialogs


def frames_until(app, done, what: str, limit: int = 3000) -> None:
    for _ in range(limit):
        if done():
            return
        app.frame([], DT)
    raise AssertionError(f"{what}: not reached; at {app.stack.top.name}")


def start(app, lesson_id: str):
    scene = LessonsScene(app, "tichu")
    app.push(scene)
    app.frame([], DT)
    k = [lesson.id for lesson in scene.lessons()].index(lesson_id)
    scene.play(k)
    frames_until(app, lambda: table_scene(app) is not None, "the lesson's table")
    return table_scene(app).session.coach


def learner_moment(app, coach) -> bool:
    """The lesson waits for the learner's move (the table's own, or in its dialog)."""
    ts = table_scene(app)
    if ts is None or coach.step is None or ts.wrong_move is not None or ts.table.busy:
        return False
    top = app.stack.top
    if top is not ts and top.name not in ASKED:
        return False
    entry = ts.session.scripted()
    if entry is not None and entry.seat != 0:
        return False
    return ts.session.hint_action() is not None and bool(ts.viewer_legal())


def act(app, ts, action) -> bool:
    """The learner's move: in a dialog's place when the table asks in one."""
    if isinstance(app.stack.top, Dialog) and app.stack.top.name in ASKED:
        app.stack.pop(app.stack.top)
    return ts.act(action)


def wrong_move(ts, step):
    """The step's wrong move worth showing (as written: it may be one the rules refuse),
    else a legal move it does not accept; None for none."""
    if step.wrong_move is not None:
        return step.wrong_move
    legal = ts.session.legal(0)
    return next((a for a in legal if not step.accepts(a) and a.kind != "tichu"), None)


def play_wrong(app, ts, bad) -> None:
    """The wrong move `bad` made at the table, until it is explained (and, a legal one,
    taken back)."""
    legal = ts.session.resolve(bad)
    if legal is not None:
        act(app, ts, legal)
        frames_until(app, lambda: ts.wrong_move is None, "the wrong move taken back")
    else:  # cards the rules refuse: picked and played (Enter)
        before = repr(ts.round.hands)
        ts.table.selected = set(cards_of(bad.data))
        ts.refresh()
        ts.play_selection()
        assert repr(ts.round.hands) == before


def play_lesson(app, lesson_id: str, wrong_first: bool):
    coach = start(app, lesson_id)
    lesson = coach.lesson
    explained = 0
    tried: set[int] = set()
    for _ in range(100):
        frames_until(app, lambda: learner_moment(app, coach) or coach.finished
                     or app.stack.top.name in ("tichu-scoring", "dialog", "coach-words"),
                     f"{lesson_id}: the learner's move")
        if app.stack.top.name == "coach-words":  # (watching, in a small window)
            assert click_button(app, "Go on")
            continue
        if coach.finished or app.stack.top.name in ("tichu-scoring", "dialog"):
            break
        ts = table_scene(app)
        step = coach.step
        if wrong_first and coach.index not in tried:
            tried.add(coach.index)
            bad = wrong_move(ts, step)
            if bad is not None:
                at = coach.index
                play_wrong(app, ts, bad)
                assert coach.explained, f"{lesson_id} step {at}: a wrong move not explained"
                assert coach.index <= at, f"{lesson_id} step {at}: the step moved on"
                if bad.kind in ("wish", "gift"):  # its own step: asked again, not the
                    # Mah Jong or the Dragon played again
                    assert coach.index == at and ts.round.phase.name in ("WISH", "GIFT"), \
                        f"{lesson_id} step {at}: went back past the {bad.kind}"
                explained += 1
                continue
        right = ts.session.hint_action()
        assert act(app, ts, right), f"{lesson_id}: the right move {right} refused"
        assert not coach.explained
    frames_until(app, lambda: app.stack.top.name in ("tichu-scoring", "dialog"),
                 f"{lesson_id}: the lesson's end")
    if lesson.to_end:
        assert app.stack.top.name == "tichu-scoring"
        # the round's last news went with the result page, not half under it
        assert table_scene(app).table.banner is None
        assert click_button(app, "Finish lesson")
    else:
        assert click_button(app, "Back to the lessons")
    assert app.stack.top.name == "lessons"
    assert coach.finished and coach.steps_done
    return coach, explained


@pytest.mark.parametrize("lesson_id", list(LESSONS))
@pytest.mark.parametrize("wrong_first", [False, True], ids=["right", "wrong-first"])
def test_every_lesson_reaches_its_end_and_meets_its_rules(tmp_path, lesson_id, wrong_first):
    app = make_app(tmp_path)
    coach, explained = play_lesson(app, lesson_id, wrong_first)
    missing = set(coach.lesson.rules) - coach.met
    assert not missing, f"{lesson_id}: rules claimed but never met: {sorted(missing)}"
    if wrong_first:
        assert explained >= 1
    assert Progress.load(app.data_dir).status("tichu", lesson_id) == DONE


def test_every_lesson_claims_rules_that_the_rules_page_knows():
    root = Path(__file__).resolve().parents[2]
    rules = (root / "docs" / "TICHU_RULES.md").read_text("utf-8")
    table = (root / "docs" / "LESSONS.md").read_text("utf-8")
    tichu = table[table.index("## Tichu's lessons"):]
    for lesson in LESSONS.values():
        assert lesson.rules and all(f"- {r}." in rules for r in lesson.rules), lesson.id
        assert lesson.id in tichu and all(r in tichu for r in lesson.rules), lesson.id
        assert lesson.minutes < 5


@pytest.mark.parametrize("lesson_id,step", [("dog", 1), ("exchange", 3), ("calls", 1),
                                            ("wish", 1), ("scoring", 1)])
def test_a_lesson_left_is_resumed_at_its_step(tmp_path, lesson_id, step):
    app = make_app(tmp_path)
    progress = Progress.load(app.data_dir)
    progress.at("tichu", lesson_id, step)
    coach = start(app, lesson_id)
    assert coach.index == step
    frames_until(app, lambda: learner_moment(app, coach), "the step again")
    assert coach.index == step
    ts = table_scene(app)
    assert ts.session.resolve(coach.step.right) is not None  # the step's move, legal now
    assert not ts.session.can_undo()  # nothing before the step is taken back


def test_tichus_learn_button_is_enabled():
    from game.registry import game
    ui = game("tichu").ui()
    assert ui.lessons is not None and ui.open_lesson is not None


def test_the_scoring_lesson_plays_to_the_third_player_out_and_shows_the_handover(tmp_path):
    """Scoring a round: you out first, Boris second, Vera third (no double win); Gleb, last,
    hands his tricks (80, the Dragon's trick among them) to you and his 10 to your team;
    the result page says so over the lesson's closing words."""
    app = make_app(tmp_path)
    coach = start(app, "scoring")
    for _ in range(len(coach.lesson.steps)):
        frames_until(app, lambda: learner_moment(app, coach)
                     or app.stack.top.name == "tichu-scoring", "the learner's move")
        if app.stack.top.name == "tichu-scoring":
            break
        ts = table_scene(app)
        assert act(app, ts, ts.session.hint_action())
    frames_until(app, lambda: app.stack.top.name == "tichu-scoring", "the round's result")
    scene = app.stack.top
    res = scene.session.match.sheet[-1].result
    assert res.out == (0, 1, 2) and res.double_win is None
    assert res.card_points == (80, 20) and sum(res.card_points) == 100
    assert scene.handed_over() == "Last out: Gleb; tricks (80) to You, hand (10) to You & Vera"
    assert (scene.handed_over(), scene.lines()[0][1]) in scene.lines()
    assert scene.lesson_lines() and coach.steps_done
    assert {"T3", "T23", "T24"} <= coach.met


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_a_steps_words_read_in_their_dialog_can_be_read_again(tmp_path, size):
    """In a window with no room for the coach's box the words of a step come in a
    dialog, gone with Go on; Lesson, in Undo's place (a lesson takes its wrong moves back
    itself), shows them again, and the lesson stays at its step. Where the box fits, the
    words stay in it and there is no such button."""
    app = make_app(tmp_path, size=size)
    coach = start(app, next(iter(LESSONS)))
    if size == (1920, 1080):
        frames_until(app, lambda: learner_moment(app, coach), "the first step")
        ts = table_scene(app)
        assert app.stack.top is ts and ts.coach_fits()
        shown = [b.label for b in ts.row.buttons if b.visible]
        assert tr("Lesson") not in shown and tr("Undo") not in shown
        return
    frames_until(app, lambda: app.stack.top.name == "coach-words", "the first step's words")
    words, at = coach.words()[0], coach.index
    assert words in app.stack.top.lines
    assert click_button(app, "Go on")
    ts = table_scene(app)
    assert app.stack.top is ts and not ts.coach_fits()
    assert click_button(app, "Lesson")
    assert app.stack.top.name == "coach-words" and words in app.stack.top.lines
    assert click_button(app, "Go on")
    assert app.stack.top is ts and coach.index == at
