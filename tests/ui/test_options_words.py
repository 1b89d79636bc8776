"""Options in the player's words: every row of every page, scrolled through from top to
bottom, shows no settings key, no rule id and no file path (those are for whoever edits
settings.yaml by hand), and the list shows whole rows only, at each size of the tour."""
from __future__ import annotations

import re

import pygame
import pytest

from game import registry
from game.settings.schema import GAME_OPTIONS
from game.ui import theme
from game.ui.scenes.options import OptionsScene

from .driver import DT, click, make_app, run_frames

SIZES = [(800, 600), (1280, 800), (1920, 1080)]

# what only a settings file says: a key with an underscore (must_trump), a rule id (R36,
# T17), a path or the file's name
KEY_LIKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
RULE_ID = re.compile(r"\b[RT]\d+[a-z]?\b")
PATH_LIKE = re.compile(r"settings\.yaml|\.yaml\b|(?:^|\s)(?:/|~/|[A-Za-z]:\\)\S")


def every_key() -> set[str]:
    keys = {o.key for o in GAME_OPTIONS}
    for game in registry.games():
        keys |= {o.key for o in game.options}
    return keys


def not_a_players_word(words: str) -> list[str]:
    """What in `words` a player should not have to read."""
    out = [m.group() for m in (KEY_LIKE.search(words), RULE_ID.search(words),
                                PATH_LIKE.search(words)) if m]
    if words.strip() in every_key():  # a one-word key standing alone (players, target)
        out.append(words)
    return out


def pages(scene):
    return ["table"] + [g.settings_section for g in registry.games()]


def frames_of_every_page(app, scene):
    """(tab, the recording of one frame) with the list scrolled from its top to past its
    end, a third of a row further each time."""
    for tab in pages(scene):
        scene.set_tab(tab)
        step = max(1, scene.rows[1][3].height // 3)
        for target in range(0, scene.content_h + step, step):
            scene.scroll = 0
            scene._scroll(target)
            with theme.recording(app.screen) as rec:
                scene.draw(app.screen)
            yield tab, rec


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_options_show_no_key_no_rule_id_and_no_path(tmp_path, size):
    app = make_app(tmp_path, size=size)
    scene = OptionsScene(app)
    app.push(scene)
    run_frames(app, 1)
    seen = set()
    for tab, rec in frames_of_every_page(app, scene):
        for d in rec.of("text"):
            seen.add(d.words)
            assert not not_a_players_word(d.words), (tab, d.words)
    # every option's title was on show at some stop
    for tab in pages(scene):
        scene.set_tab(tab)
        for section, key, _, _ in scene.rows:
            if section != "title":
                assert scene.label_of(section, key) in seen, key


def test_a_change_says_it_was_saved_without_the_file_s_path(tmp_path):
    app = make_app(tmp_path, size=(800, 600))
    scene = OptionsScene(app)
    app.push(scene)
    scene.set_tab("rules")
    run_frames(app, 1)
    b = next(b for b in scene.row.buttons if getattr(b, "option", None)
             and b.option[1].key == "players")
    app.frame(click(b.rect.center), DT)
    assert app.rules_of("tysiacha").players == 4
    assert scene.message.startswith("Saved") and "next game" in scene.message
    assert not not_a_players_word(scene.message) and str(tmp_path) not in scene.message
    preset = next(b for b in scene.row.buttons if b.label == "Preset: Polish")
    app.frame(click(preset.rect.center), DT)
    assert app.rules_of("tysiacha").bid_step == 10
    assert "Polish" in scene.message and not not_a_players_word(scene.message)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_options_list_shows_whole_rows_only(tmp_path, size):
    """At every scroll stop of every page no text of the list is cut by its edge, every
    value button drawn lies inside the list, and the list does show rows."""
    app = make_app(tmp_path, size=size)
    scene = OptionsScene(app)
    app.push(scene)
    run_frames(app, 1)
    for tab, rec in frames_of_every_page(app, scene):
        view = scene.view
        shown = [d for d in rec.of("text") if d.rect.colliderect(view)]
        assert shown, tab
        for d in shown:
            whole = d.full if d.full is not None else d.rect
            assert view.contains(whole), (tab, scene.scroll, d.words, tuple(whole))
        rows = [r for section, _, _, r in scene.rows
                if section != "title" and scene.whole(r)]
        assert rows, (tab, scene.scroll)
        # the last row drawn is whole and the next one (if any) is not drawn at all
        last = max(rows, key=lambda r: r.bottom)
        assert last.bottom <= view.bottom
        for b in scene.row.buttons:
            if hasattr(b, "option"):
                assert b.visible == view.contains(b.rect) or not b.visible, b.label
                if b.visible:
                    assert view.contains(b.rect)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_options_list_scrolls_a_whole_row_at_a_time(tmp_path, size):
    """The wheel, Page Down and the focus moved by the keyboard each leave the list at a
    row's top, and the last row can always be reached."""
    app = make_app(tmp_path, size=size)
    scene = OptionsScene(app)
    app.push(scene)
    scene.set_tab("rules")
    run_frames(app, 1)
    seen_scrolls = set()
    for _ in range(80):
        app.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)], DT)
        assert scene.scroll in scene.stops
        seen_scrolls.add(scene.scroll)
    assert scene.scroll == scene.last_stop()
    assert len(seen_scrolls) > 1 or scene.last_stop() == 0
    last = scene.rows[-1][3]
    assert scene.whole(last)  # the last option shows at the end
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode="",
                                  scancode=0)], DT)
    assert scene.scroll in scene.stops and scene.scroll < scene.last_stop() or \
        scene.last_stop() == 0
    # the focus moved down with the keyboard keeps its row whole in view
    scene.scroll = 0
    scene.clamp()
    values = [b for b in scene.row.buttons if hasattr(b, "option")]
    scene.row.focus = scene.row.buttons.index(values[0])
    for _ in range(len(values) - 1):
        app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="",
                                      scancode=0)], DT)
        focused = scene.row.buttons[scene.row.focus]
        if hasattr(focused, "option"):
            assert focused.visible and scene.view.contains(focused.rect), focused.option[1].key
            assert scene.scroll in scene.stops


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_help_line_too_long_for_its_row_wraps_not_cut(tmp_path, size):
    """Every option's help shows whole in its row in English at every size of the tour:
    a help too long for one line wraps onto more in the smaller font, and its row
    grows by those lines (before, it was cut with an ellipsis at 800x600)."""
    app = make_app(tmp_path, size=size)
    scene = OptionsScene(app)
    app.push(scene)
    run_frames(app, 1)
    wrapped = 0
    for tab in pages(scene):
        scene.set_tab(tab)
        for section, key, help_, r in scene.rows:
            if section == "title" or not help_:
                continue
            font, lines = scene.help_lines(help_, r.width)
            assert " ".join(lines) == " ".join(help_.split()), (tab, key, lines)
            assert all(font.size(line)[0] <= r.width - scene.value_w - 40 for line in lines)
            name_h = scene.font(22, True).get_linesize()
            assert 8 + name_h + len(lines) * font.get_linesize() <= r.height, key
            wrapped += len(lines) > 1
    if size == (800, 600):
        assert wrapped  # at least one help needs the second line there
