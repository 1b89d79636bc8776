"""1000's lessons played through at the real table (game/ui/lessons.py, docs/LESSONS.md):
each twice, with the right moves, and with a wrong move first at every step that can
take one (explained, taken back, then the right move); each reaches its end and meets
every rule id it claims. And the progress: saved, resumed at its step, and a broken
progress file reported in one line and left as it is."""
from __future__ import annotations

import pytest

from game.tysiacha.engine import actions as A
from game.ui.lessons import DONE, PROGRESS_FILE, Progress
from game.ui.scenes.lessons import LessonsScene
from game.ui.tysiacha.lessons import lessons

from .driver import DT, click_button, make_app

LESSONS = {lesson.id: lesson for lesson in lessons()}


def frames_until(app, done, what: str, limit: int = 2000) -> None:
    for _ in range(limit):
        if done():
            return
        app.frame([], DT)
    raise AssertionError(f"{what}: not reached; at {app.stack.top.name}")


def open_lessons(app) -> LessonsScene:
    from game.ui.scenes.menu import MainMenu
    app.push(MainMenu(app))
    app.frame([], DT)
    assert click_button(app, "Learn")
    assert app.stack.top.name == "lessons"
    return app.stack.top


def start(app, lesson_id: str):
    scene = open_lessons(app)
    k = [b.label for b, _ in scene.rows].index(LESSONS[lesson_id].title)
    app.frame([], DT)
    scene.play(k)
    frames_until(app, lambda: app.table_scene() is not None, "the lesson's table (after the cut)")
    return app.table_scene().session.coach


def learner_turn(app, coach) -> bool:
    top = app.stack.top
    return (top is app.table_scene() and top.my_turn() and coach.step is not None
            and top.wrong_move is None)


def wrong_move(scene, step):
    """The step's wrong move worth showing, else a legal move it does not accept."""
    if scene.name == "exchange" and len(scene.deal.given) == 1:
        return None  # (the table gives both cards at once: never stops half way)
    if step.wrong_move is not None:
        return step.wrong_move
    if step.until is not None:
        return None
    return next((a for a in scene.session.legal_actions() if not step.accepts(a)), None)


def play_wrong(app, scene, bad) -> None:
    """The wrong move `bad` made at the table (a card the rules refuse: clicked, as a
    player would), until it is explained and taken back."""
    if bad in scene.session.legal_actions() or not A.is_play(bad):
        scene.act(bad)
    else:
        scene.play(A.played_card(bad))
    frames_until(app, lambda: scene.wrong_move is None, "the wrong move taken back")
    app.frame([], DT)


def right_move(scene, step):
    """The step's move (on a free step, the first legal one)."""
    return step.right if step.right is not None else scene.session.legal_actions()[0]


def play_lesson(app, lesson_id: str, wrong_first: bool) -> tuple:
    """Play the lesson through at the table; the coach, how many wrong moves it explained,
    and the deal's row of the score sheet (None for a lesson ending before it)."""
    coach = start(app, lesson_id)
    lesson = coach.lesson
    explained = 0
    for _ in range(200):
        frames_until(app, lambda: learner_turn(app, coach) or coach.finished
                     or app.stack.top.name in ("scoring", "dialog"), "the learner's turn")
        top = app.stack.top
        if coach.finished or top.name != app.table_scene().name:
            break
        scene, step = top, coach.step
        if wrong_first:
            bad = wrong_move(scene, step)
            if bad is not None:
                at, before = coach.index, repr(scene.deal.hands)
                play_wrong(app, scene, bad)
                assert coach.explained, f"{lesson_id} step {at}: a wrong move not explained"
                assert coach.index == at and repr(scene.deal.hands) == before, \
                    f"{lesson_id} step {at}: the wrong move was not taken back"
                explained += 1
        right = right_move(scene, step)
        if A.is_give(right) and scene.name == "exchange":  # both cards, as Pass cards does
            scene.act(right)
            continue
        assert scene.act(right), f"{lesson_id}: the right move {A.action_str(right)} refused"
        assert not coach.explained
    frames_until(app, lambda: app.stack.top.name in ("scoring", "dialog"), "the lesson's end")
    row = None
    if lesson.to_end:
        assert app.stack.top.name == "scoring"
        row = app.stack.top.row_data
        assert click_button(app, "Finish lesson")
    else:
        assert app.stack.top.name == "dialog"
        assert click_button(app, "Back to the lessons")
    assert app.stack.top.name == "lessons"
    assert coach.finished and coach.steps_done
    return coach, explained, row


# what the result page shows at the end of the lessons that end there (their closing words,
# under it, quote these numbers): (Points, Change, Score) of You, Boris, Vera
RESULTS = {
    "rospisat": ((None, None, None), (0, 60, 60), (0, 60, 60)),
    "scoring": ((169, 17, 34), (160, 15, 35), (160, 15, 35)),
    "barrel": ((149, 17, 34), (120, -120, 25), (1000, 760, 880)),
}
QUOTED = {  # the numbers of the result the closing words name
    "rospisat": ("60",),
    "scoring": ("169", "160", "17", "15", "34", "35"),
    "barrel": ("1000", "17", "120", "760", "34", "35", "855", "890", "880", "+25"),
}


@pytest.mark.parametrize("lesson_id", list(LESSONS))
@pytest.mark.parametrize("wrong_first", [False, True], ids=["right", "wrong-first"])
def test_every_lesson_reaches_its_end_and_meets_its_rules(tmp_path, lesson_id, wrong_first):
    app = make_app(tmp_path)
    coach, explained, row = play_lesson(app, lesson_id, wrong_first)
    missing = set(coach.lesson.rules) - coach.met
    assert not missing, f"{lesson_id}: rules claimed but never met: {sorted(missing)}"
    if coach.lesson.to_end:  # the words under the result say what it shows, played any way
        assert (row.points, row.deltas, row.scores) == RESULTS[lesson_id], lesson_id
        assert all(n in coach.lesson.done for n in QUOTED[lesson_id]), lesson_id
    if wrong_first:
        can_take_one = [s for s in coach.lesson.steps if s.until is None]
        assert explained >= 1 and explained <= len(can_take_one)
    assert Progress.load(app.data_dir).status("tysiacha", lesson_id) == DONE


def test_every_lesson_claims_rules_that_the_rules_page_knows():
    from pathlib import Path
    rules = (Path(__file__).resolve().parents[2] / "docs" / "RULES.md").read_text("utf-8")
    table = (Path(__file__).resolve().parents[2] / "docs" / "LESSONS.md").read_text("utf-8")
    for lesson in LESSONS.values():
        assert lesson.rules and all(f"- {r}." in rules for r in lesson.rules), lesson.id
        assert lesson.id in table and all(r in table for r in lesson.rules), lesson.id
        assert lesson.minutes < 5


def test_a_lesson_left_is_resumed_at_its_step(tmp_path):
    app = make_app(tmp_path)
    coach = start(app, "prikup")
    frames_until(app, lambda: learner_turn(app, coach), "the first bid")
    app.table_scene().act(A.bid(100))
    frames_until(app, lambda: learner_turn(app, coach) and coach.index == 1, "the exchange")
    assert Progress.load(app.data_dir).status("tysiacha", "prikup") == 1
    # left by the game menu, for the main menu
    from game.ui.scenes.menu import MainMenu
    app.stack.clear()
    app.push(MainMenu(app))
    scene = open_lessons(app)
    app.frame([], DT)
    k = [lesson.id for _, lesson in scene.rows].index("prikup")
    scene.play(k)
    again = app.table_scene().session.coach
    assert again.index == 1 and again.lesson.id == "prikup"
    frames_until(app, lambda: learner_turn(app, again), "the exchange again")
    assert app.table_scene().deal.declarer == 0  # the bidding played again, as before
    assert again.index == 1


def test_a_broken_progress_file_is_reported_and_left_as_it_is(tmp_path):
    app = make_app(tmp_path)
    app.data_dir.mkdir(parents=True, exist_ok=True)
    path = app.data_dir / PROGRESS_FILE
    path.write_bytes(b"tysiacha: [bidding: done")
    scene = open_lessons(app)
    assert "lessons.yaml" in scene.progress.problem and "\n" not in scene.progress.problem
    app.frame([], DT)
    scene.play(0)
    frames_until(app, lambda: app.table_scene() is not None, "the lesson")
    assert path.read_bytes() == b"tysiacha: [bidding: done"
    path.write_text("tysiacha: {bidding: -3}\n", encoding="utf-8")
    assert Progress.load(app.data_dir).problem
    assert path.read_text(encoding="utf-8") == "tysiacha: {bidding: -3}\n"


def test_the_menu_marks_the_lessons_done_and_left(tmp_path):
    from game.ui.lessons import status_words
    progress = Progress.load(tmp_path)
    progress.done("tysiacha", "bidding")
    progress.at("tysiacha", "prikup", 2)
    again = Progress.load(tmp_path)
    assert status_words(again, "tysiacha", LESSONS["bidding"]) == ("Done", True)
    # (the two cards given, steps 2 and 3, are one step to the learner: Pass cards)
    assert status_words(again, "tysiacha", LESSONS["prikup"])[0] == "Left at step 2 of 3"
    progress.at("tysiacha", "prikup", 3)
    assert status_words(Progress.load(tmp_path), "tysiacha",
                        LESSONS["prikup"])[0] == "Left at step 3 of 3"
    assert status_words(again, "tysiacha", LESSONS["marriages"]) == ("", False)
