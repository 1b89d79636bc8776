"""The stops of the tour's walks through every lesson of a game (tour.py's "lesson-steps",
tour_tichu.py's "tichu-lesson-steps"), known before the walk, from the lessons."""
from __future__ import annotations


def lesson_stops(lessons, prefix: str = "", words: bool = False) -> tuple[str, ...]:
    """The stops of a walk through every lesson (`lessons()`, a game's): each step as the
    learner comes to it (`<id>-<n>`), its wrong move explained (`-wrong`, where the step
    can take one), and the lesson's end (`<id>-end`: its closing dialog or the result).
    With `words`, the coach's words in a dialog before the table, where the table has no
    room for its box (`-words`, a small window)."""
    out = []
    for lesson in lessons():
        for n, step in enumerate(lesson.steps, 1):
            at = f"{prefix}{lesson.id}-{n}"
            out += [f"{at}-words?"] if words else []
            # (a step the learner only watches has no move: its table is snapped where
            # its words come in their dialog first, a small window)
            out.append(at if step.until is None else f"{at}?")
            if step.until is None:
                out += [f"{at}-wrong-words?"] if words else []
                out.append(f"{at}-wrong?")
        out.append(f"{prefix}{lesson.id}-end")
    return tuple(out)
