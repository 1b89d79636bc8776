"""The game log (scenes/game_log.py, each game's log.py): L or the Log button opens it at
the table; it says every action so far in words, as the player at the screen may know
them (the others' exchange cards stay hidden), with one line for each trick taken, each
card named drawn as a card; L closes it. Its page is as big as its lines: as wide as the
longest, as tall as they are up to the window, in columns where the window is wide and the
log long."""
from __future__ import annotations

import pygame

from game.tichu.engine.cards import count
from game.tichu.engine.rules import TichuRules
from game.ui import theme
from game.ui.card_chips import RED_INK, CardChip
from game.ui.scenes.game_log import GameLogScene, LogLine
from game.ui.tichu.log import log_lines as tichu_log
from game.ui.tysiacha.log import log_lines as tysiacha_log

from .driver import DT, key, make_app, wait_for_bots
from .test_table_input import table_at
from .tichu_driver import Driver, bot_decider, table_scene, tichu_app


def test_the_log_of_1000_opens_with_l_and_says_the_deal(tmp_path):
    app, scene = table_at(tmp_path)
    for _ in range(300):  # play on until a trick has been taken
        if scene.deal.tricks and scene.my_turn():
            break
        if scene.my_turn():
            scene.act(scene.legal()[0])
        wait_for_bots(app)
    lines = tysiacha_log(scene.table)
    words = [ln.words for ln in lines]
    assert words[:6] == ["The bidding", "Boris bids 100", "Vera passes", "Anna bids 105",
                         "Boris passes", "Anna won the bidding: 105"]
    # Anna, at the screen, declares: she saw the prikup and knows the cards she gave
    assert "The prikup: Q♠ J♥ 9♥" in words
    prikup = next(ln for ln in lines if ln.words.startswith("The prikup"))
    chips = [p for p in prikup.parts if isinstance(p, CardChip)]
    assert [c.label for c in chips] == ["Q♠", "J♥", "9♥"]
    assert [c.colour == RED_INK for c in chips] == [False, True, True]
    assert [w for w in words if " give" in w] == ["You give 9♥ to Boris",
                                                  "You give J♥ to Vera"]
    taken = [ln for ln in lines if ln.kind == "trick"]
    assert len(taken) == len(scene.deal.tricks)
    plays = [w for w in words if w.split(": ")[0] in ("Anna", "Boris", "Vera")
             and ": " in w and " won " not in w]
    assert len(plays) == 3 * len(scene.deal.tricks) + len(scene.deal.trick)
    app.frame(key(pygame.K_l), DT)
    assert isinstance(app.stack.top, GameLogScene)
    app.frame([], DT)
    app.frame(key(pygame.K_l), DT)
    assert app.stack.top is scene


def test_the_log_of_tichu_names_plays_passes_tricks_and_calls(tmp_path):
    app, session = tichu_app(tmp_path, ("human", "easy", "easy", "easy"),
                             TichuRules(grand_tichu=False), seed=3)
    d = Driver(app, decide=bot_decider("easy", 5))
    rnd = session.round
    d.until(lambda: rnd is not None and len(session.round.tricks) >= 3, act=True,
            limit=20000)
    rnd = session.round
    scene = table_scene(app)
    lines = tichu_log(scene.table)
    words = [ln.words for ln in lines]
    assert words[0] == "The exchange" and sum(w.startswith("You give ") for w in words) == 3
    assert sum(" gives you " in w for w in words) == 3  # what the player got, once played
    assert not any(" gives " in w and " you " not in w and not w.startswith("You ")
                   and "Dragon" not in w for w in words)  # the others' cards stay hidden
    assert "The play" in words
    taken = [ln for ln in lines if ln.kind == "trick" and "Dragon" not in ln.words]
    assert len(taken) == len(rnd.tricks)
    plays = [a for a in rnd.history if a.kind == "play"]
    passes = [a for a in rnd.history if a.kind == "pass"]
    assert sum(w.endswith("passes") or w == "You pass" for w in words) == len(passes)
    said = [ln for ln in lines if ln.kind == "action" and ": " in ln.words
            and not ln.words.startswith(("The ", "You give"))
            and " is out" not in ln.words and "out:" not in ln.words]
    assert len(said) == len(plays)
    for ln, a in zip(said, plays):  # each play names its cards, as cards
        assert sum(isinstance(p, CardChip) for p in ln.parts) == count(a.data.cards)
    current = [ln for ln in lines if ln.current]
    assert bool(current) == bool(rnd.trick)
    d.press("Log")
    assert isinstance(app.stack.top, GameLogScene) and app.stack.top.lines() == lines


def test_the_tichu_log_says_who_leads_after_the_dog():
    """T18: the Dog's trick is its player's, the lead its partner's (or the next seat
    still in): the log names the one who leads, not the Dog's player."""
    from types import SimpleNamespace

    from game.ui.tichu.log import dog_leader
    dog = SimpleNamespace(cards=0)
    played = (((1, dog),), 1)  # Vera, seat 1, plays the Dog
    assert dog_leader(SimpleNamespace(tricks=[played, (((3, dog),), 3)], trick=[],
                                      to_act=-1), 0) == 3
    assert dog_leader(SimpleNamespace(tricks=[played], trick=[(3, dog)], to_act=0), 0) == 3
    assert dog_leader(SimpleNamespace(tricks=[played], trick=[], to_act=0), 0) == 0
    assert dog_leader(SimpleNamespace(tricks=[played], trick=[], to_act=-1), 0) == 3


def _log(tmp_path, size, n: int) -> GameLogScene:
    """A game log of `n` plays open over the menu, at a window of `size`."""
    tmp_path.mkdir(exist_ok=True)
    app = make_app(tmp_path, size=size)
    app.frame([], DT)
    names = ("Anna", "Boris", "Vera")
    lines = [LogLine("The play", "heading")] + [
        LogLine.of((f"{names[k % 3]}: ", CardChip("AKQJ"[k % 4], "♠♥♦♣"[k % 4])),
                   current=k >= n - 2) for k in range(n)]
    scene = GameLogScene(app, lambda: lines, lambda: 0)
    app.push(scene)
    app.frame([], DT)
    return scene


def _drawn(scene) -> theme.Recording:
    with theme.recording(scene.app.screen) as rec:
        scene.draw(scene.app.screen)
    return rec


def test_the_page_is_as_tall_as_its_lines(tmp_path):
    short, longer = _log(tmp_path / "a", (1280, 800), 4), _log(tmp_path / "b", (1280, 800), 10)
    pitch = short.rows()[1].line.pitch
    assert longer.box.height - short.box.height == 6 * pitch
    assert short.box.height < 800 // 2  # no near-empty page over the table
    assert short.total() <= short.inner().height  # all of it seen, nothing to scroll


def test_the_page_is_as_wide_as_its_longest_line(tmp_path):
    scene = _log(tmp_path, (1920, 1080), 4)
    texts = [d for d in _drawn(scene).of("text") if d.owner is None or d.owner != scene.box]
    right = max(d.rect.right for d in texts if scene.inner().contains(d.rect))
    assert scene.box.width <= scene.least_width()  # only as wide as its title needs
    assert scene.box.width < 1920 // 2
    assert all(scene.box.contains(d.rect) for d in texts) and right < scene.box.right


def test_a_long_log_at_a_wide_window_runs_on_in_columns_inside_the_page(tmp_path):
    scene = _log(tmp_path, (1920, 1080), 60)
    assert scene.columns >= 2
    assert scene.total() <= scene.inner().height  # all 60 seen without scrolling
    rec = _drawn(scene)
    plays = [d for d in rec.of("text") if d.words.rstrip(":") in ("Anna", "Boris", "Vera")]
    assert len(plays) == 60
    assert len({d.rect.x for d in plays}) == scene.columns  # a column of names each
    assert all(scene.inner().contains(d.rect) for d in plays)
    chips = [d for d in rec.of("panel") if d.rect.width < scene.box.width // 4]
    assert len(chips) == 60 and all(scene.inner().contains(c.rect) for c in chips)


def test_a_log_longer_than_the_window_scrolls_with_the_latest_in_view(tmp_path):
    scene = _log(tmp_path, (800, 600), 120)
    assert scene.box.height <= 600 and scene.total() > scene.inner().height
    assert scene.scroll == scene.total() - scene.inner().height  # at the end
    rec = _drawn(scene)
    shown = [d for d in rec.of("text") if d.words.rstrip(":") in ("Anna", "Boris", "Vera")]
    assert all(scene.inner().contains(d.rect) or d.full != d.rect for d in shown)
    bars = [(x, y) for y in range(scene.inner().top, scene.inner().bottom)
            for x in range(scene.inner().left, scene.inner().right, 2)
            if tuple(scene.app.screen.get_at((x, y)))[:3] == theme.GOLD]
    assert bars  # the current trick's gold bar, at the foot of the page, is in view


def test_the_page_grows_with_a_move_made_while_it_is_open(tmp_path):
    app = make_app(tmp_path, size=(1280, 800))
    app.frame([], DT)
    lines = [LogLine("The play", "heading"), LogLine.of(("Anna: ", CardChip("A", "♥")))]
    moves = [0]
    scene = GameLogScene(app, lambda: list(lines), lambda: moves[0])
    app.push(scene)
    app.frame([], DT)
    before = scene.box.height
    lines += [LogLine.of(("Boris: ", CardChip("10", "♥"))), LogLine("Anna takes the trick",
                                                                     "trick")]
    moves[0] += 1  # a bot's move, while the log is open
    app.frame([], DT)
    assert scene.box.height - before == 2 * scene.rows()[1].line.pitch
    assert "Boris:" in [d.words for d in _drawn(scene).of("text")]
