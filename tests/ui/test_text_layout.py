"""Every text on every scene and dialog, at the smallest window (800x600), a laptop's
(1280x800) and full HD: none smaller than the least size for the window
(layout.min_text), none out of the window or of the box it is drawn in, none over or
under another text, a card or a box it does not belong to, and no announcement left
beneath a dialog.

The scenes are reached as a player reaches them (tests/ui/tour.py) and what they draw is
recorded through theme.recording(): every text goes through theme.text, every box through
theme.panel or a Button, every card is noted. A new scene or dialog is covered by adding
a stop to a route of the tour.
"""
from __future__ import annotations

import inspect

import pygame
import pytest

from game.ui import theme
from game.ui.layout import min_text
from game.ui.prompt import RULE_ID
from game.ui.scene import Scene

from .tour import ROUTES, Missed, run_route

SIZES = [(800, 600), (1280, 800), (1920, 1080)]
STOPS = [(route, stop) for route, stops in ROUTES.items() for stop in stops]

# scenes where a text may be cut short with an ellipsis by design: the options' help
# lines, shown whole while their row has the focus
MAY_CUT = {"options"}

# the pages that may name rules by their ids: none. A player reads the reason in words
# and the id is behind a Why?; the Rules page numbers its rules ("rule 36") and the
# Options name none (the ids are in settings.yaml's comments, for whoever edits it)
SHOW_RULE_IDS: set[str] = set()

# the pages over a table, or over the end of a game, that leave out what they would cut
# in half (a plate's name, a button, the title): a menu or a dialog may cover part of the
# table beneath its shade as any dialog does
PAGES = {"scoring", "tichu-scoring"}
ENDS = {"winner", "tichu-game-over"}  # the end of a game (under its score sheet, as a
# result page is)

_tours: dict = {}


class Frame:
    """What one frame drew, and which scene classes were on show."""

    def __init__(self, rec: theme.Recording, size, classes: set[str], dims: list[bool]):
        self.rec = rec
        self.size = size
        self.classes = classes
        self.dims = dims  # per layer: it darkens what lies beneath (an overlay's shade)


def record(app) -> Frame:
    """Draw the window once as App.frame does, recording; a scene that is not modal (the
    demo's caption) belongs to the picture beneath it."""
    scenes = app.stack.scenes
    start = max([i for i, s in enumerate(scenes) if s.opaque] or [0])
    with theme.recording(app.screen) as rec:
        for i, scene in enumerate(scenes[start:]):
            if i == 0 or scene.modal:
                rec.begin(scene.name)
            scene.draw(app.screen)
    app.canvas.invalidate()  # the window was drawn here, not through the canvas
    dims = [any(d.kind == "shade" and d.layer == k for d in rec.items)
            for k in range(len(rec.layers))]
    return Frame(rec, app.screen_size, {type(s).__name__ for s in scenes[start:]}, dims)


def tour(size, route, tmp_path_factory, language: str = "en") -> dict:
    key = (size, route, language)
    if key not in _tours:
        frames: dict = {}
        try:
            run_route(route, tmp_path_factory.mktemp(route), size,
                      lambda name, app: frames.setdefault(name, record(app)),
                      language=language)
        except Missed as exc:  # the stops before it are still checked
            frames["!missed"] = exc
        _tours[key] = frames
    return _tours[key]


def area(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.width * c.height


def describe(d: theme.Drawn) -> str:
    if d.kind == "text":
        return f"text {d.words!r} {tuple(d.rect)}"
    return f"{d.kind} {tuple(d.rect)}"


def problems(frame: Frame) -> list[str]:
    w, h = frame.size
    window = pygame.Rect(0, 0, w, h)
    least = min_text(h)
    items = frame.rec.items
    out = []
    top = len(frame.rec.layers) - 1
    for d in items:
        if d.kind == "card" and not d.moving and not window.contains(d.rect):
            out.append(f"{describe(d)} leaves the window")
        if d.kind != "text":
            continue
        if d.size < least:
            out.append(f"{describe(d)} is {d.size}px, under the least {least}px")
        whole = d.full if d.full is not None else d.rect
        if not window.contains(whole):
            out.append(f"{describe(d)} leaves the window")
        # a row of a scrolled page may be cut at the top or bottom, not at the sides
        inside = (d.owner.contains(d.rect) and d.owner.left <= whole.left
                  and whole.right <= d.owner.right) if d.owner is not None else True
        if not inside:
            out.append(f"{describe(d)} leaves its box {tuple(d.owner)}")
        if d.role == "cut" and frame.rec.layers[d.layer] not in MAY_CUT:
            out.append(f"{describe(d)}: cut short, for want of room")
        if RULE_ID.search(d.words) and frame.rec.layers[d.layer] not in SHOW_RULE_IDS:
            out.append(f"{describe(d)}: a rule id, where a player reads words")
        if d.role == "banner" and d.layer < top:
            out.append(f"{describe(d)}: an announcement left beneath "
                       f"{frame.rec.layers[top]}")

    def dimmed(lower: int, upper: int) -> bool:
        return any(frame.dims[k] for k in range(lower + 1, upper + 1))

    def on(box: theme.Drawn, text: theme.Drawn) -> bool:
        """`text` is drawn in `box`, or in a box inside it (a button in a dialog)."""
        return text.owner is not None and box.rect.contains(text.owner)

    for i, a in enumerate(items):
        if a.kind == "shade":
            continue
        for b in items[i + 1:]:  # b is drawn after (over) a
            if b.kind == "shade" or area(a.rect, b.rect) == 0:
                continue
            if a.layer != b.layer and dimmed(a.layer, b.layer):
                # a dialog over the dimmed table may hide part of it, but not cut a
                # text of it in half (a plate's name half under a round's result)
                if a.kind == "text" and b.kind == "panel" and \
                        (frame.rec.layers[b.layer] in PAGES
                         or frame.rec.layers[a.layer] in PAGES | ENDS) and \
                        0.25 < area(a.rect, b.rect) / (a.rect.width * a.rect.height) < 0.75:
                    out.append(f"{describe(a)} is cut in half by {describe(b)} over it")
                continue
            kinds = {a.kind, b.kind}
            if kinds == {"text"}:
                out.append(f"{describe(a)} and {describe(b)} overlap")
            elif kinds == {"text", "card"}:
                card = a if a.kind == "card" else b
                if not card.moving:
                    out.append(f"{describe(a)} and {describe(b)} overlap")
            elif kinds == {"text", "panel"}:
                if a.kind == "text":
                    out.append(f"{describe(b)} is drawn over {describe(a)}")
                elif not on(a, b):
                    out.append(f"{describe(b)} runs over {describe(a)}, not its box")
            elif kinds == {"panel"}:
                if not (a.rect.contains(b.rect) or b.rect.contains(a.rect)):
                    out.append(f"{describe(a)} and {describe(b)} overlap")
            elif kinds == {"panel", "card"}:
                card, box = (a, b) if a.kind == "card" else (b, a)
                if card.moving or (box is a and box.rect.contains(card.rect)):
                    continue  # a card laid on a page, or passing by
                out.append(f"{describe(b)} is drawn over {describe(a)}")
    return out


def on_one_worker(size, language: str = "en"):
    """The tests that read the tours of one size and language share a pytest-xdist worker
    (and so the tours, run once there)."""
    return pytest.mark.xdist_group(f"tour-{size[0]}x{size[1]}-{language}")


@pytest.mark.parametrize("size", [pytest.param(s, marks=on_one_worker(s)) for s in SIZES],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("route,stop", STOPS, ids=[f"{r}:{s.rstrip('?')}" for r, s in STOPS])
def test_every_text_is_readable_and_apart(size, route, stop, tmp_path_factory):
    frames = tour(size, route, tmp_path_factory)
    if stop not in frames:
        if stop.endswith("?"):
            pytest.skip(f"this game did not lead to {stop}")
        raise frames.get("!missed") or AssertionError(f"{route} did not reach {stop}")
    frame = frames[stop]
    assert frame.rec.of("text"), "nothing was written"
    found = problems(frame)
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:40])


@on_one_worker((1280, 800))
@pytest.mark.parametrize("route,stop,seats", [("game", "play-hint", 3), ("game4", "play-hint", 4),
                                              ("tichu", "tichu-lead", 4)])
def test_every_plate_shows_its_seat_s_badge(route, stop, seats, tmp_path_factory):
    """Each seat's badge is on its plate and beside its name in the scores, top left."""
    frame = tour((1280, 800), route, tmp_path_factory)[stop]
    badges = frame.rec.of("emblem")
    assert len(badges) == 2 * seats
    assert len({(b.rect.x, b.rect.y) for b in badges}) == 2 * seats
    keys = {b.words for b in badges}
    assert len(keys) == seats  # no two seats share one
    panels = frame.rec.of("panel")
    scores = min(panels, key=lambda p: (p.rect.y, p.rect.x))  # the top left box
    for key in keys:
        mine = [b for b in badges if b.words == key]
        assert len(mine) == 2, key
        assert sum(scores.rect.contains(b.rect) for b in mine) == 1, key
    for badge in badges:  # each on a panel: a plate or the scores
        assert any(p.rect.contains(badge.rect) for p in panels), badge


@pytest.mark.parametrize("language", [pytest.param(lang, marks=on_one_worker((800, 600), lang))
                                      for lang in ("ru", "uk", "pl", "de")])
@pytest.mark.parametrize("route", ["menus", "game", "game4", "end", "saved", "redeal", "learn",
                                   "lesson-steps", "tichu", "tichu-hot-seat", "tichu-end",
                                   "tichu-learn", "tichu-lesson-steps"])
def test_every_text_fits_the_smallest_window_in_every_language(route, language,
                                                               tmp_path_factory):
    """The words of the other languages are longer: at 800x600 they must fit too."""
    frames = tour((800, 600), route, tmp_path_factory, language)
    if "!missed" in frames:
        raise frames["!missed"]
    found = [f"{stop}: {p}" for stop, frame in frames.items() for p in problems(frame)]
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:40])


@on_one_worker((800, 600))
def test_the_tour_shows_every_scene(tmp_path_factory):
    """Each kind of scene in game/ui (the kit's scenes and each game's) is on show at some
    stop of the tour, so a new one cannot be left out of the test above (add a stop to
    tests/ui/tour.py)."""
    import importlib
    import pkgutil

    import game.ui as ui
    classes = set()
    for info in pkgutil.walk_packages(ui.__path__, "game.ui."):
        module = importlib.import_module(info.name)
        classes |= {cls for _, cls in inspect.getmembers(module, inspect.isclass)
                    if issubclass(cls, Scene) and cls.__module__ == info.name}
    # the scenes themselves, not the bases they are made from (ButtonScene, TableScene...)
    kinds = {c.__name__ for c in classes if not any(o is not c and issubclass(o, c)
                                                    for o in classes)}
    shown = set()
    for route in ROUTES:
        for frame in tour((800, 600), route, tmp_path_factory).values():
            if isinstance(frame, Frame):
                shown |= frame.classes
    assert not kinds - shown, f"never on show in the tour: {sorted(kinds - shown)}"


@on_one_worker((800, 600))
@pytest.mark.parametrize("route,stop", [("game", "cut"), ("thousand-net", "net1000-cut")])
def test_the_cut_shows_its_heading_and_a_card_per_player(route, stop, tmp_path_factory):
    """The cut for the first dealer, at a local table and at a table joined over the
    network alike: the heading says what is happening, each player's card is shown, and
    who deals."""
    frame = tour((800, 600), route, tmp_path_factory)[stop]
    assert "CutScene" in frame.classes
    words = [d.words for d in frame.rec.of("text")]
    assert "Cutting for the deal" in words
    assert len(frame.rec.of("card")) == 3
    assert any(w.endswith("deals") or w.startswith("A tie") for w in words), words
