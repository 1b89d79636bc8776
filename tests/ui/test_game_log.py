"""The game log (scenes/game_log.py, each game's log.py): L or the Log button opens it at
the table; it says every action so far in words, as the player at the screen may know
them (the others' exchange cards stay hidden), with one line for each trick taken; L
closes it."""
from __future__ import annotations

import pygame

from game.tichu.engine.rules import TichuRules
from game.ui.scenes.game_log import GameLogScene
from game.ui.tichu.log import log_lines as tichu_log
from game.ui.tysiacha.log import log_lines as tysiacha_log

from .driver import DT, key, wait_for_bots
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
