"""Why this? at the table: the hint comes with its reasons, shown under it in the prompt
on a second press of H or a click on Why this? beside it, and hidden again the same way;
the lines are the words of the Hard player's own figures."""
from __future__ import annotations

import pygame
import pytest

from game.tysiacha.engine import actions as A
from game.ui import theme
from game.ui.tichu.reasons import reason_lines as tichu_lines
from game.ui.tysiacha.reasons import reason_lines

from . import tichu_driver
from .driver import DT, HANG, click, key, settle, use_bots
from .test_table_input import table_at
from . import test_tichu_table
from .test_tichu_table import constructed
from .tichu_driver import table_scene


# the fixtures of Tichu's table tests: the bots on threads, the AI seats on a script
threads = test_tichu_table.threads
plan = test_tichu_table.plan


def drawn_words(app, scene) -> list[str]:
    with theme.recording(app.screen) as rec:
        scene.draw(app.screen)
    return [d.words for d in rec.items if d.kind == "text"]


def hint_with_reasons(app, scene, frame) -> object:
    """Press H and wait for the hint; the Thinker that gave it."""
    made = []
    real = scene.session.hint
    scene.session.hint = lambda seat: made.append(real(seat)) or made[-1]
    frame(key(pygame.K_h))
    if scene.hinter is not None:  # (the answer may come within the frame that asks)
        scene.hinter.wait(HANG)
        frame([])
    assert scene.hinter is None and len(made) == 1
    return made[0]


def check_why_this(app, scene, frame, lines) -> None:
    prompt = scene.table.prompt
    assert prompt.said.kind == "hint" and prompt.said.more == tuple(lines)
    assert not prompt.explained
    words = drawn_words(app, scene)
    assert "Why this?" in words and not set(lines) & set(words)
    # H again: the reasons, under the hint, in the prompt's box
    frame(key(pygame.K_h))
    assert prompt.explained and prompt.reasons == tuple(lines)
    words = drawn_words(app, scene)
    assert "Why this?" not in words
    assert all(part in words for part in prompt.wrapped)
    assert prompt.box.height > 0 and prompt.why_this_rect is None
    # H once more hides them; a click on Why this? shows them again
    frame(key(pygame.K_h))
    assert not prompt.explained
    drawn_words(app, scene)
    assert prompt.why_this_rect is not None
    frame(click(prompt.why_this_rect.center))
    assert prompt.explained


def test_1000_h_twice_shows_the_hints_reasons_and_why_this_too(tmp_path):
    app, scene = table_at(tmp_path)

    def frame(events):
        app.frame(list(events), DT)
        settle(app)
    hinter = hint_with_reasons(app, scene, frame)
    assert scene.table.hint is not None
    assert hinter.reasons is not None and hinter.reasons.chosen == hinter.result
    lines = reason_lines(hinter.reasons, scene.session)
    assert lines and "sample deals" in lines[0]
    check_why_this(app, scene, frame, lines)
    # the player's move ends the hint and its reasons
    card = scene.table.hint
    assert scene.act(A.play(card))
    assert not scene.table.prompt.explained


def test_tichu_h_twice_shows_the_hints_reasons_and_why_this_too(tmp_path, plan,
                                                                monkeypatch):
    from game.tichu.ai import make_bot
    app, session, d = constructed(tmp_path, plan, ["MJ 3H 4C 4D 5S 6H 8C JS", "", "", ""])
    # the AI seats play the script; the hint is the real Hard player's
    use_bots(monkeypatch, "tichu", lambda level, seed: make_bot(level, seed)
             if level == "hard" else tichu_driver.Script(level, seed))
    rnd = session.round
    d.until(lambda: rnd.to_act == 0 and not table_scene(app).table.busy)
    scene = table_scene(app)
    hinter = hint_with_reasons(app, scene, d.frame)
    assert hinter.reasons is not None and hinter.reasons.chosen == hinter.result
    lines = tichu_lines(hinter.reasons, scene.table)
    assert lines
    check_why_this(app, scene, d.frame, lines)


def test_the_wish_has_a_hint_with_its_reasons(tmp_path):
    """The questions Tichu asks in dialogs (the wish, the Dragon's gift: HintedDialog)
    have the table's Hint: the Hard bot's choice framed among the choices, and what it
    is and why under the question."""
    from game.ui.saves import flush_saves

    from .tour import run_route
    seen = {}

    class Seen(Exception):
        """The wish's hint is seen: the rest of the route (the round played out, its
        review) has nothing more for this test."""

    def snap(name, app):
        if name == "tichu-wish-hint":
            top = app.stack.top
            seen["wish"] = (top.hinted, [b.label for b in top.row.buttons if b.toggled],
                            list(top.lines), top.row.buttons[top.row.focus].label)
            raise Seen
    try:
        run_route("tichu", tmp_path, (1280, 800), snap)
    except Seen:
        flush_saves()  # (run_route's own, on its way out, was skipped)
    hinted, framed, lines, focused = seen["wish"]
    assert hinted.kind == "wish" and len(framed) == 1
    assert focused == framed[0]  # Enter takes the suggestion: one choice marked, not two
    assert lines[1].startswith("Hint: ") and len(lines) >= 3  # then its reasons


def test_h_again_on_a_hint_with_nothing_more_to_say_does_not_search_again(tmp_path):
    """A hint on show with no reasons: H again never starts the same search over; when
    moves are taken back the hint goes with them, and H asks afresh."""
    app, scene = table_at(tmp_path)

    def frame(events):
        app.frame(list(events), DT)
        settle(app)
    hint_with_reasons(app, scene, frame)
    prompt = scene.table.prompt
    prompt.said.more = ()  # as a hint whose search left nothing to compare
    assert prompt.hinted and not prompt.explain()
    scene.ask_hint()
    assert scene.hinter is None  # no second search
    scene.table.taken_back()  # (what Undo does to the table once the session stepped)
    assert not prompt.hinted and scene.table.hint is None
    scene.ask_hint()
    assert scene.hinter is not None or prompt.hinted  # asked afresh


@pytest.mark.parametrize("size,language", [((800, 600), "de"), ((1920, 1080), "en")])
def test_a_reason_too_long_for_the_prompt_is_read_whole_in_a_dialog(tmp_path, size, language):
    """The exchange's reasons at 800x600 in German (and a long one at full HD) were cut
    to one line with an ellipsis between the slots and the hand: "Dieses Schupfen: dein
    Team endet etwa 29 Punkte besser…". Where the first reason has no room whole, Why
    this? shows them all in a dialog; where it has, under the hint, uncut."""
    from game.ui.i18n import set_language
    from game.ui.saves import flush_saves

    from .tour import run_route
    seen = {}

    class Seen(Exception):
        pass

    def snap(name, app):
        if name == "tichu-exchange-why":
            top = app.stack.top
            table = next(s.table for s in reversed(app.stack.scenes) if hasattr(s, "table"))
            seen["at"] = (top.name, list(getattr(top, "lines", [])), table.prompt.said,
                          list(table.prompt.wrapped), table.prompt.explained)
            raise Seen
    try:
        run_route("tichu", tmp_path, size, snap, language=language)
    except Seen:
        flush_saves()
    finally:
        set_language("en")
    name, lines, said, wrapped, explained = seen["at"]
    if name == "why-this":  # all of them, whole, after what the hint said
        assert lines == [said.words, *said.more] and not explained
    else:
        assert explained and not any(line.endswith("…") for line in wrapped)
        assert " ".join(wrapped).startswith(said.more[0][:20])
