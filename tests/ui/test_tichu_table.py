"""Tichu at the table through its scenes, with synthetic clicks, drags and keys only for
the humans' decisions: a whole game against the AI to the end, hot-seat with the privacy
screen before each human's decision, constructed deals (a bomb out of turn, the wish, the
Dragon's gift, the Dog, a double win, Grand Tichu), what the selection says, the exchange
by drag and drop, click and keys, and the hand rearranged by dragging."""
from __future__ import annotations

import json
import subprocess
import sys

import pygame
import pytest

from game.tichu.engine.cards import DRAGON, cards_of, mask_of
from game.tichu.engine.combos import BOMB
from game.tichu.engine.round import Action, Phase
from game.tichu.engine.rules import TichuRules
from game.tichu.records import load_match
from game.ui import thinking
from game.ui.saves import flush_saves
from game.ui.tichu.deal import TichuDealScene
from game.ui.tichu.dialogs import GiftDialog, WhoBombs, WishDialog
from game.ui.tichu.exchange import TichuExchangeScene
from game.ui.tichu.overlays import TichuPrivacy
from game.ui.tichu.play import TichuPlayScene
from game.ui.tichu.scoring import TichuGameOver, TichuScoringScene

from . import tichu_driver
from .driver import HANG, button, click, use_bots
from .tichu_driver import Driver, Plan, bot_decider, cards, deal, face_up, script_decider, \
    table_scene, tichu_app, visible_cards, written


@pytest.fixture(autouse=True)
def threads():
    """The bots on threads of this process (quick to start, and patchable)."""
    thinking.use_processes(False)
    yield
    thinking.use_processes(True)


@pytest.fixture
def plan(monkeypatch) -> Plan:
    """The AI seats play the Script, which does what the returned Plan says."""
    p = Plan()
    monkeypatch.setattr(tichu_driver, "PLAN", p)
    use_bots(monkeypatch, "tichu", tichu_driver.Script)
    yield p
    p.release()  # no bot left waiting


def constructed(tmp_path, plan: Plan, final, kinds=("human", "script", "script", "script"),
                gives=None, rules=None, plays=None, **kw):
    """A table dealt so that after the exchange the seats hold `final`; the exchange is
    played through (the humans by clicks) up to the first play."""
    hands, plan.gives = deal(final, gives)
    for seat, masks in (plays or {}).items():
        plan.plays[seat] = [mask_of(cards(m)) for m in masks]
    app, session = tichu_app(tmp_path, kinds, rules or TichuRules(grand_tichu=False),
                             hands=hands, **kw)
    d = Driver(app, decide=script_decider())
    d.until(lambda: session.round.phase is Phase.PLAY, act=True)
    for s in range(4):
        assert set(cards_of(session.round.hands[s])) >= set(cards(final[s])), s
    return app, session, d


def result_row(words: list[str], team: str) -> list[str]:
    """The round result's row of `team` as drawn (the dialog is drawn last): its card
    points, change and score."""
    i = len(words) - 1 - words[::-1].index(team)
    return words[i + 1:i + 4]


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def play_of(session, seat, kind=None):
    return [a for a in session.round.history if a.kind == "play" and a.seat == seat
            and (kind is None or a.data.kind == kind)]


# ---------------------------------------------------------------- 1: a whole game
def test_a_whole_game_against_the_ai_through_every_scene(tmp_path):
    app, session = tichu_app(tmp_path, ("human", "easy", "easy", "easy"),
                             TichuRules(rounds=4), seed=1)
    d = Driver(app, decide=bot_decider("easy", 5))
    d.until(lambda: isinstance(app.stack.top, TichuGameOver), act=True, limit=20000)
    match = session.match
    assert match.finished and len(match.sheet) == 4
    for name in ("TichuDealScene", "TichuExchangeScene", "TichuPlayScene",
                 "TichuScoringScene", "TichuGameOver"):
        assert name in d.scenes
    assert d.scenes.count("TichuScoringScene") == 4 and len(d.scorings) == 4
    kinds = {a.kind for a, _, _ in d.human_actions}
    assert {"grand", "give", "play", "pass"} <= kinds
    # each result said the round's score; the last offered the results
    for row, words in zip(match.sheet, d.scorings):
        for side, team in ((0, "Anna & Vera"), (1, "Boris & Gleb")):
            assert result_row(words, team)[1:] == [_signed(row.result.score[side]),
                                                   str(row.scores[side])]
    # the end: the final scores as the match has them, by team
    words = written(app)
    for side, team in ((0, "Anna & Vera"), (1, "Boris & Gleb")):
        i = words.index(team)
        assert words[i + 1] == str(match.scores[side])
    winners = " & ".join(session.seats[p].name for p in match.winners)
    assert (f"Winners: {winners}" if len(match.winners) == 2 else "A draw") in words
    assert "4 rounds played" in words
    # the game was kept as a record that replays to the same result
    session.flush()
    flush_saves()
    kept = list((tmp_path / "data" / "games").glob("*.tichu.yaml"))
    assert len(kept) == 1 and not (tmp_path / "data" / "current.tichu.yaml").exists()
    again = load_match(kept[0])
    assert again.scores == match.scores and again.finished and len(again.sheet) == 4
    assert [r.history for r in again.rounds] == [r.history for r in match.rounds]
    out = subprocess.run([sys.executable, "-m", "game", "replay", str(kept[0]), "--json"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["scores"] == list(match.scores) and summary["finished"]
    assert len(summary["rounds"]) == 4


# ---------------------------------------------------------------- 2: hot-seat
@pytest.mark.parametrize("kinds", [("human", "human", "easy", "easy"),
                                   ("human", "human", "human", "human")])
def test_hot_seat_the_privacy_screen_comes_before_each_human_s_decision(tmp_path, kinds):
    app, session = tichu_app(tmp_path, kinds, TichuRules(rounds=4), seed=3)
    d = Driver(app, decide=bot_decider("easy", 9))  # checks the cards face up every frame
    humans = [s for s, k in enumerate(kinds) if k == "human"]
    log = []  # each human action: (action, viewer, hidden, privacy screens passed so far)
    apply = session.apply

    def logged(action):
        t = table_scene(app).table
        if session.is_human(action.seat):
            log.append((action, t.viewer, t.hidden, len(d.privacy)))
        return apply(action)
    session.apply = logged
    viewers = set()

    def watch():
        t = table_scene(app).table
        if not t.hidden:
            viewers.add(t.viewer)
        return isinstance(app.stack.top, TichuScoringScene)
    d.until(watch, act=True, limit=20000)
    assert viewers == set(humans)
    assert d.privacy[0] == humans[0]
    last = None
    for action, viewer, hidden, passed in log:
        # every human decision is taken by that human, with the hand in view
        assert viewer == action.seat and not hidden, action
        if last is not None and last[0].seat != action.seat:
            # another human: a privacy screen for them came in between
            assert passed > last[3] and d.privacy[passed - 1] == action.seat, action
        last = (action, viewer, hidden, passed)
    # the simultaneous decisions, one human after another: each says Grand Tichu or not,
    # each gives the three cards together
    grand = [a.seat for a, *_ in log if a.kind == "grand"]
    assert sorted(grand) == humans
    gives = [a.seat for a, *_ in log if a.kind == "give"]
    assert len(gives) == 3 * len(humans)
    assert gives == [s for s in dict.fromkeys(gives) for _ in range(3)]
    assert session.round.over


def test_the_privacy_check_sees_a_hand_shown_to_the_wrong_player(tmp_path):
    """The check the hot-seat tests lean on is not blind."""
    app, session = tichu_app(tmp_path, ("human", "human", "easy", "easy"), seed=3)
    d = Driver(app)
    d.until(lambda: isinstance(app.stack.top, TichuPrivacy))
    d.step()
    t = table_scene(app).table
    assert not t.hidden and t.viewer == 0 and face_up(t)
    tichu_driver.check_privacy(app)
    t.viewer = 1  # as if Boris had the screen with Anna's cards still face up
    t._obs_key = None
    with pytest.raises(AssertionError, match="face up for seat 1"):
        tichu_driver.check_privacy(app)


# ---------------------------------------------------------------- 3a: a bomb out of turn
def test_a_human_bombs_out_of_turn_against_the_ai(tmp_path, plan):
    app, session, d = constructed(
        tmp_path, plan, ["9S 9H 9D 9C 2S 3H", "MJ 7S", "", ""], plays={1: ["7S"]})
    rnd = session.round
    # seat 1 leads the 7; while seat 2 is to play, the human's Bomb! is on the table
    d.until(lambda: rnd.top is not None and rnd.to_act == 2 and not table_scene(app).table.busy)
    scene = table_scene(app)
    assert isinstance(scene, TichuPlayScene)
    assert rnd.top[0] == 1 and not scene.my_turn()
    assert button(scene, "Bomb!") is not None and button(scene, "Play") is None
    d.key(pygame.K_b)
    assert scene.bombing and scene.table.selected == set(cards("9S 9H 9D 9C"))
    assert "bomb" in scene.status.lower() and scene.status_ok
    moves = session.moves
    d.idle(5)  # the table waits for the bomb
    assert session.moves == moves and rnd.to_act == 2
    d.press("Play")
    bomb = play_of(session, 0, BOMB)
    assert len(bomb) == 1 and set(cards_of(bomb[0].data.cards)) == set(cards("9S 9H 9D 9C"))
    assert rnd.history[-2] == Action("play", 1, rnd.history[-2].data)  # straight after the 7
    assert not scene.bombing and not scene.table.selected
    # nobody beats it: the trick is the human's, and so is the lead
    d.until(lambda: rnd.to_act == 0 and rnd.top is None and not scene.table.busy)
    assert app.stack.top is scene
    assert rnd.tricks[-1][1] == 0


def test_a_hot_seat_bomb_out_of_turn_goes_through_who_bombs_and_the_privacy_screen(
        tmp_path, plan):
    app, session, d = constructed(
        tmp_path, plan, ["8S 2S 3H", "", "9S 9H 9D 9C 2H", "MJ 7S"],
        kinds=("human", "script", "human", "script"), plays={3: ["7S"], 0: ["8S"]})
    rnd = session.round
    plan.hold(1)  # Boris thinks until the bombs are through
    # Gleb leads the 7, Anna (behind her privacy screen) plays the 8
    d.until(lambda: len(play_of(session, 0)) == 1 and app.stack.top is table_scene(app),
            act=True)
    scene, t = table_scene(app), table_scene(app).table
    assert rnd.to_act == 1 and t.hidden and face_up(t) <= set(cards_of(rnd.trick_cards))
    assert d.privacy[-1] == 0
    # anyone may press Bomb! (hot-seat: whether or not they hold one); who?
    d.press("Bomb!")
    who = app.stack.top
    assert isinstance(who, WhoBombs)
    assert [b.label for b in who.row.buttons] == ["Anna", "Vera", "Back"]
    assert t.hidden
    d.press("Vera")
    assert isinstance(app.stack.top, TichuPrivacy) and app.stack.top.seat == 2 and t.hidden
    d.frame(click(app.stack.top.row.buttons[0].rect.center))
    assert app.stack.top is scene and scene.bombing and t.viewer == 2 and not t.hidden
    assert t.selected == set(cards("9S 9H 9D 9C"))
    assert face_up(t) <= visible_cards(t) and set(cards("9S 9H 9D 9C")) <= face_up(t)
    # thought better of it: nothing of Vera's hand stays in view
    d.press("No bomb")
    assert not scene.bombing and t.hidden and not t.selected
    assert face_up(t) <= set(cards_of(rnd.trick_cards))
    assert rnd.to_act == 1 and len(rnd.trick) == 2
    # and now for real
    d.press("Bomb!")
    d.press("Vera")
    d.step()  # the privacy screen
    assert scene.bombing and t.viewer == 2
    d.press("Play")
    bomb = play_of(session, 2, BOMB)
    assert len(bomb) == 1 and rnd.history[-2].seat == 0  # straight after Anna's 8: out of turn
    assert t.hidden  # Vera's hand covered again for whoever comes next
    plan.release()
    d.until(lambda: rnd.top is None and not t.busy, act=True)
    assert rnd.tricks[-1][1] == 2


def test_all_human_hot_seat_a_bomb_out_of_turn_from_the_privacy_screen(tmp_path, plan):
    """With four humans someone is always to act, so the privacy screen of the next one
    offers the bomb out of turn."""
    app, session, d = constructed(
        tmp_path, plan, ["MJ 7S", "", "9S 9H 9D 9C 2H", ""], kinds=("human",) * 4,
        plays={0: ["7S"]})
    rnd = session.round
    d.until(lambda: rnd.top is not None and isinstance(app.stack.top, TichuPrivacy),
            act=True)
    t = table_scene(app).table
    privacy = app.stack.top
    assert privacy.seat == 1 and rnd.to_act == 1 and t.hidden
    d.press("Bomb!")
    assert isinstance(app.stack.top, WhoBombs)
    assert [b.label for b in app.stack.top.row.buttons] == [*tichu_driver.NAMES, "Back"]
    d.press("Vera")
    assert isinstance(app.stack.top, TichuPrivacy) and app.stack.top.seat == 2
    assert button(app.stack.top, "Bomb!") is None  # this one is for the bomb itself
    d.step()
    scene = table_scene(app)
    assert scene.bombing and t.viewer == 2 and t.selected == set(cards("9S 9H 9D 9C"))
    d.press("Play")
    assert play_of(session, 2, BOMB) and rnd.history[-2].seat == 0 and t.hidden
    # then the round goes on: Gleb (after Vera) is next, behind his privacy screen
    d.until(lambda: isinstance(app.stack.top, TichuPrivacy))
    assert app.stack.top.seat == 3 and rnd.to_act == 3


# ---------------------------------------------------------------- 3c-3g
def test_the_mah_jong_s_wish_is_made_in_the_wish_dialog_and_shown(tmp_path, plan):
    app, session, d = constructed(tmp_path, plan, ["MJ 2S 3H 4D", "7S", "", ""],
                                  plays={0: ["MJ"]})
    rnd = session.round
    plan.hold(1)
    d.until(lambda: isinstance(app.stack.top, WishDialog), act=True)
    wish = app.stack.top
    labels = [b.label for b in wish.row.buttons]
    assert labels == ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
                      "No wish", "Hint"]
    d.press("7")
    assert rnd.wish == 7 and table_scene(app).table.observation().wish == 7
    words = written(app)
    assert "Wish: 7" in words and any("wishes for a 7" in w for w in words)
    plan.release()
    # Boris holds a 7: he must play it, and the wish is fulfilled
    d.until(lambda: len(play_of(session, 1)) == 1)
    assert cards_of(play_of(session, 1)[0].data.cards) == cards("7S")
    assert rnd.wish == 0 and "Wish: 7" not in written(app)


def test_the_dragon_s_trick_is_given_in_the_gift_dialog(tmp_path, plan):
    app, session, d = constructed(tmp_path, plan, ["MJ DR 2S 3H", "", "", ""],
                                  plays={0: ["MJ", "DR"]})
    rnd = session.round
    d.until(lambda: isinstance(app.stack.top, GiftDialog), act=True)
    assert rnd.phase is Phase.GIFT and rnd.pending == 0
    gift = app.stack.top
    assert [b.label for b in gift.row.buttons] == ["Boris", "Gleb", "Hint"]
    d.press("Hint")  # the Hard bot's choice framed, and what it is under the question
    d.until(lambda: gift.hinted is not None)
    framed = [b.label for b in gift.row.buttons if b.toggled]
    assert framed == [table_scene(app).table.name(gift.hinted.data)]
    assert gift.lines[2] == f"Hint: give the trick to {framed[0]}"
    d.key(pygame.K_ESCAPE)  # no closing it without a gift
    assert app.stack.top is gift
    d.press("Gleb")
    assert rnd.history[-1] == Action("gift", 0, 3)
    assert DRAGON in cards_of(rnd.won[3]) and not rnd.won[0] & (1 << DRAGON)
    assert rnd.phase is Phase.PLAY and rnd.to_act == 0
    assert any("gives the Dragon's trick to Gleb" in w for w in written(app))


def test_the_dog_hands_the_lead_to_the_partner_and_the_table_shows_it(tmp_path, plan):
    app, session, d = constructed(tmp_path, plan, ["MJ DOG 2S 3H", "", "", ""],
                                  plays={0: ["DOG"]})
    rnd = session.round
    plan.hold(2)
    d.until(lambda: table_scene(app).table.dog_to is not None, act=True)
    t = table_scene(app).table
    assert rnd.history[-1].data.cards == 1 << tichu_driver.DOG
    assert t.dog_to == 2 and t.busy and t.shown_trick is not None and rnd.to_act == 2
    assert "The Dog: Vera leads" in written(app)
    d.until(lambda: t.dog_to is None)
    # the news is the prompt's, in the prompt's box, and stays while Vera decides
    d.idle(30)
    assert t.banner == "The Dog: Vera leads" and "The Dog: Vera leads" in written(app)
    assert t.prompt.head == "The Dog: Vera leads"
    plan.release()
    d.until(lambda: rnd.top is not None)
    assert rnd.top[0] == 2  # Vera led
    d.idle(1)  # and goes with her decision
    assert t.banner is None and "The Dog: Vera leads" not in written(app)


def test_a_double_win_is_scored_and_said(tmp_path, plan):
    app, session, d = constructed(
        tmp_path, plan, ["MJ 2S 3H 4D 5C 6S 7S 7H 8S 8H KS KH KD DOG", "", "", ""],
        plays={0: ["MJ 2S 3H 4D 5C 6S", "7S 7H 8S 8H", "KS KH KD", "DOG"]})
    d.until(lambda: isinstance(app.stack.top, TichuScoringScene), act=True, limit=5000)
    rnd = session.round
    assert rnd.out == [0, 2]
    res = session.match.sheet[-1].result
    assert res.double_win == 0 and res.score == (200, 0)
    words = written(app)
    assert "Double win for Anna & Vera: 200, no cards counted" in words
    assert result_row(words, "Anna & Vera") == ["—", "+200", "200"]


def test_grand_tichu_is_called_with_its_button_and_scored(tmp_path, plan):
    hands, plan.gives = deal(["MJ 2S 3H 4D 5C 6S 7S 7H 8S 8H KS KH KD AS", "", "", ""])
    plan.plays[0] = [mask_of(cards(m)) for m in
                     ("MJ 2S 3H 4D 5C 6S", "7S 7H 8S 8H", "KS KH KD", "AS")]
    app, session = tichu_app(tmp_path, ("human", "script", "script", "script"), TichuRules(),
                             hands=hands)
    d = Driver(app, decide=script_decider())
    d.until(lambda: button(app.stack.top, "Grand Tichu!") is not None)
    scene = app.stack.top
    assert isinstance(scene, TichuDealScene) and button(scene, "No") is not None
    # the question comes with the first 8 cards in view, and only those
    assert face_up(scene.table) == set(hands[0][:8])
    d.press("Grand Tichu!")
    assert session.round.grand[0] is True
    assert "Anna calls Grand Tichu!" in written(app)
    d.until(lambda: isinstance(app.stack.top, TichuScoringScene), act=True, limit=8000)
    assert session.round.grand == [True, False, False, False]
    res = session.match.sheet[-1].result
    assert res.out[0] == 0 and (0, "grand", True) in res.calls
    assert res.score[0] == 200 + res.card_points[0]
    assert "Anna: Grand Tichu made, +200" in written(app)


# ---------------------------------------------------------------- 4: the selection
def test_the_selection_says_what_it_is_and_why_it_may_not_be_played(tmp_path, plan):
    app, session, d = constructed(
        tmp_path, plan, ["3H 9D 4C 4D 5S 6H 8C JS", "", "", "MJ 10S"], plays={3: ["10S"]})
    rnd = session.round
    d.until(lambda: rnd.top is not None and rnd.to_act == 0 and not table_scene(app).table.busy)
    scene = table_scene(app)
    assert scene.my_turn()

    def play_button():
        return next(b for b in scene.row.buttons if b.label == "Play")

    d.select(set(cards("3H 9D")))
    assert scene.status == "Not a combination" and not scene.status_ok
    assert scene.describe_selection() == ("Not a combination", False)
    prompt = scene.table.prompt
    assert prompt.second.words == "Not a combination" and prompt.rule == "T10"  # Why?
    assert not play_button().enabled
    d.key(pygame.K_RETURN)
    # said once, in the prompt, in words; the rule behind Why?
    assert len(rnd.trick) == 1 and scene.table.notice == "Not a combination"
    assert prompt.rule == "T10"
    d.key(pygame.K_F1)  # Why?: the Rules page, at the rule
    page = app.stack.top
    assert page.name == "tichu-rules" and page.at == "T10" and page.scroll > 0
    d.key(pygame.K_ESCAPE)
    assert app.stack.top is scene
    d.select(set(cards("4C")))
    assert scene.status == "single 4: it must be higher than the single 10"
    assert scene.status_rule == "T11"
    assert not scene.status_ok and not play_button().enabled
    d.select(set(cards("4C 4D")))
    assert scene.status.startswith("pair of 4s: ") and scene.status_rule == "T11"
    assert not play_button().enabled
    d.select(set(cards("JS")))
    assert scene.status == "single J: may be played" and scene.status_ok
    assert play_button().enabled
    d.press("Play")
    assert play_of(session, 0)[-1].data.cards == mask_of(cards("JS"))


# ---------------------------------------------------------------- 5: the exchange
def drag(d, start, end, steps: int = 6) -> None:
    """Press at `start`, move in steps to `end`, let go (one frame each)."""
    d.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    for i in range(1, steps + 1):
        x = round(start[0] + (end[0] - start[0]) * i / steps)
        y = round(start[1] + (end[1] - start[1]) * i / steps)
        d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))])
    d.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def test_the_exchange_by_drag_and_drop_click_and_keys(tmp_path, plan):
    app, session = tichu_app(tmp_path, ("human", "script", "script", "script"),
                             TichuRules(grand_tichu=False), seed=4)
    d = Driver(app)
    d.until(lambda: isinstance(app.stack.top, TichuExchangeScene)
            and not app.stack.top.table.busy and app.stack.top.giving())
    scene = app.stack.top
    t = scene.table
    by_rel = t.layout.exchange_slots()  # rel 1, 2, 3: right opponent, partner, left (T2)
    left, partner, right = (by_rel[rel - 1] for rel in t.layout.slot_rels())
    hand = t.shown_hand(t.observation())
    assert len(hand) == 14 and not t.staged
    a, b, c, e = hand[1], hand[4], hand[7], hand[10]
    give = next(x for x in scene.row.buttons if x.label == "Give")
    # a card dragged onto the left opponent's slot
    drag(d, tichu_driver.point_on(t, a), left.center)
    assert t.staged == {3: a} and a not in t.shown_hand(t.observation())
    assert t.sprites[a].rect(t.art).center == left.center and not t.dragging
    # clicked, then its slot clicked
    d.click_card(b)
    assert t.selected == {b} and scene.status.startswith("Now click a slot")
    d.frame(click(partner.center))
    assert t.staged == {3: a, 2: b} and not t.selected
    # clicked, then key 3: the third slot from the left, the right opponent's
    d.click_card(c)
    d.key(pygame.K_3)
    assert t.staged == {3: a, 2: b, 1: c}
    give = next(x for x in scene.row.buttons if x.label == "Give")
    assert give.enabled and scene.status.startswith("Ready")
    # the card under the pointer, key 1: it takes the slot, the one there goes back
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=tichu_driver.point_on(t, e),
                                rel=(0, 0), buttons=(0, 0, 0))])
    assert t.hover == e
    d.key(pygame.K_1)
    assert t.staged == {3: e, 2: b, 1: c} and a in t.shown_hand(t.observation())
    # a laid card dragged out of its slot back into the hand
    drag(d, partner.center, (partner.centerx, t.layout.hand_y))
    assert t.staged == {3: e, 1: c} and b in t.shown_hand(t.observation())
    assert not next(x for x in scene.row.buttons if x.label == "Give").enabled
    # Take back: everything back in the hand
    d.press("Take back")
    assert t.staged == {} and len(t.shown_hand(t.observation())) == 14
    assert not next(x for x in scene.row.buttons if x.label == "Take back").enabled
    # again, and give
    for card, k in ((a, pygame.K_2), (b, pygame.K_1), (c, pygame.K_3)):
        d.click_card(card)
        d.key(k)
    assert t.staged == {2: a, 3: b, 1: c}  # (key 1 the left opponent's, 3 the right's)
    d.press("Give")
    rnd = session.round
    assert rnd.gives[0] == {t.seat_at(2): a, t.seat_at(3): b, t.seat_at(1): c}
    # the others give; what the player got shows in the slots, then joins the hand
    d.until(lambda: rnd.phase is Phase.PLAY)
    got = {card for _, card in t.observation().received}
    assert len(got) == 3
    if t.received is not None:
        assert {card for _, card in t.received.cards} == got
    d.until(lambda: t.received is None)
    assert got <= set(t.shown_hand(t.observation())) and not {a, b, c} & set(t.hand_order)


# ---------------------------------------------------------------- 6: the hand's order
def test_the_hand_rearranged_by_dragging_keeps_its_order_after_a_play(tmp_path, plan):
    app, session, d = constructed(
        tmp_path, plan, ["MJ 2S 3H 4D 6C 8S 9H 10D QC KS AH", "", "", ""], plays={0: []})
    rnd = session.round
    d.until(lambda: rnd.to_act == 0 and isinstance(app.stack.top, TichuPlayScene)
            and not app.stack.top.table.busy)
    scene = app.stack.top
    t = scene.table
    before = t.shown_hand(t.observation())
    assert before == t.hand_order and len(before) == 14
    moved = before[2]
    pos = t.layout.hand_positions(14)
    drag(d, tichu_driver.point_on(t, moved), (pos[9][0] + 5, t.layout.hand_y))
    after = list(t.hand_order)
    assert after != before and sorted(after) == sorted(before)
    assert after.index(moved) > 6
    assert [c for c in after if c != moved] == [c for c in before if c != moved]
    assert t.shown_hand(t.observation()) == after
    assert not t.selected  # a drag is no click
    # the hand's order in pictures: the sprites lie left to right in that order
    xs = [t.sprites[c].x for c in after]
    assert xs == sorted(xs)
    # a card played (picked, then flicked up onto the table): the rest keep their order
    single = after[-1]
    d.click_card(single)
    assert t.selected == {single}
    x, y = tichu_driver.point_on(t, single)
    up = (x, y - t.layout.card_h)
    d.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1),
             pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y - 20), rel=(0, -20),
                                buttons=(1, 0, 0)),
             pygame.event.Event(pygame.MOUSEMOTION, pos=up, rel=(0, -20), buttons=(1, 0, 0)),
             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=up, button=1)])
    assert play_of(session, 0)[-1].data.cards == 1 << single
    d.until(lambda: rnd.to_act == 0 and rnd.top is None and not t.busy)
    assert t.hand_order == [c for c in after if c != single]
    assert t.shown_hand(t.observation()) == t.hand_order
    # another, picked and dragged (sideways, then up) onto the table
    kept = list(t.hand_order)
    other = cards("3H")[0]
    d.click_card(other)
    x, y = tichu_driver.point_on(t, other)
    w = t.layout.card_w
    slow_drag(d, [(x, y), (x + w, y), (x + w, y - t.layout.card_h),
                  (x + w, t.layout.center[1])])
    assert play_of(session, 0)[-1].data.cards == 1 << other
    d.until(lambda: rnd.to_act == 0 and rnd.top is None and not t.busy)
    assert t.hand_order == [c for c in kept if c != other]


class GestureClock:
    """The table's clock for gestures (the scenes' `time.monotonic`), moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


def slow_drag(d, points) -> None:
    """Press at the first point, move through the others 20 ms apart, rest 0.3 s, let go:
    no flick (the pointer stood still before the release). The gesture's times are set on
    the scenes' clock, not slept, so they are the same however fast the frames run."""
    from unittest import mock

    from game.ui.tichu import hand_input
    clock = GestureClock()
    with mock.patch.object(hand_input, "time", clock):
        d.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=points[0], button=1)])
        for p in points[1:]:
            clock.now += 0.02
            d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0),
                                        buttons=(1, 0, 0))])
        clock.now += 0.3  # beyond the flick's window (flick.py): the last samples stand still
        d.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=points[-1], button=1)])


# ---------------------------------------------------------------- found wanting
@pytest.mark.xfail(strict=True, reason=(
    "hot-seat: the human whose give completes the exchange never sees the cards received: "
    "TichuTable.present('exchange') sets `received` and marks the seat in received_seen, "
    "then TichuTableScene.act covers the table in the same call (the next decision is "
    "another seat's), and reveal_to() of the next human drops it; the seat is never shown "
    "them again"))
def test_hot_seat_every_human_is_shown_the_cards_received(tmp_path, plan):
    hands, plan.gives = deal(["", "", "MJ", ""])  # Vera (AI) leads after the exchange
    app, session = tichu_app(tmp_path, ("human", "human", "script", "script"),
                             TichuRules(grand_tichu=False), hands=hands)
    d = Driver(app, decide=script_decider())
    shown, back = set(), set()

    def watch():
        t = table_scene(app).table
        if t.received is not None and not t.hidden:
            shown.add(t.viewer)
        if session.round.phase is Phase.PLAY and not t.hidden:
            back.add(t.viewer)
        return len(session.round.history) > 20
    d.until(watch, act=True)
    gives = [a.seat for a in session.round.history if a.kind == "give"]
    assert gives[-1] == 1  # Boris's give completed the exchange
    assert back == {0, 1}  # both had the screen in the play
    assert shown == {0, 1}  # but only Anna was ever shown what she got


@pytest.mark.xfail(strict=True, reason=(
    "a picked card dragged straight up onto the table does nothing: in "
    "TichuTableScene.handle (MOUSEMOTION) a drag starts in the play scene only after a "
    "sideways move of 0.3 card widths with less than 0.6 card heights up, so a vertical "
    "drag never sets table.dragging; the release is then neither a flick (slow) nor a "
    "click (moved too far), and TichuPlayScene.dropped (which plays a picked card dragged "
    "onto the table) is never reached; no message either"))
def test_a_picked_card_dragged_straight_up_onto_the_table_is_played(tmp_path, plan):
    app, session, d = constructed(tmp_path, plan, ["MJ 2C 3C 4S", "", "", ""],
                                  plays={0: []})
    rnd = session.round
    d.until(lambda: rnd.to_act == 0 and isinstance(app.stack.top, TichuPlayScene)
            and not app.stack.top.table.busy)
    t = app.stack.top.table
    card = cards("3C")[0]
    d.click_card(card)
    x, y = tichu_driver.point_on(t, card)
    cy = t.layout.center[1]
    slow_drag(d, [(x, y)] + [(x, y + (cy - y) * i // 6) for i in range(1, 7)])
    assert play_of(session, 0) and play_of(session, 0)[-1].data.cards == 1 << card


def test_the_hint_raises_the_hard_bots_play_with_the_same_key_as_1000(tmp_path, plan):
    """Hint (H, as in 1000): the Hard bot's move in the player's place, its cards raised
    and named in the prompt; the same position gives the same hint."""
    app, session, d = constructed(
        tmp_path, plan, ["MJ 3H 4C 4D 5S 6H 8C JS", "", "", ""])
    rnd = session.round
    d.until(lambda: rnd.to_act == 0 and not table_scene(app).table.busy)
    scene = table_scene(app)
    assert any(b.label == "Hint" and b.enabled for b in scene.row.buttons)
    hints = []
    for _ in range(2):
        d.key(pygame.K_h)  # (the answer may come within the frame that asks)
        if scene.hinter is not None:
            assert scene.table.notice == "Thinking about a hint…"
            scene.hinter.wait(HANG)
            d.frame()
        assert scene.hinter is None
        said = scene.table.prompt.said
        assert said.kind == "hint" and said.words.startswith("Hint: play the raised cards (")
        play = mask_of(scene.table.selected)
        assert any(a.kind == "play" and a.data.cards == play for a in scene.viewer_legal())
        hints.append(play)
        if len(hints) == 1:
            scene.table.selected = set()
    assert hints[0] == hints[1]
    d.key(pygame.K_RETURN)  # the raised cards, played as they stand
    assert play_of(session, 0) and play_of(session, 0)[0].data.cards == hints[0]


def test_a_long_name_keeps_its_partner_and_you_tags_at_800x600(tmp_path, monkeypatch):
    """Where a name leaves no room for its tag on its line (800x600, long names), the tag
    moves to the right of the cards line instead of being left out."""
    from dataclasses import replace
    from game.ui import theme
    from game.ui.tichu.session import TichuSession
    from game.ui.tichu.table_scene import open_tichu
    from .driver import make_app, run_frames
    drawn = []
    real_text = theme.text

    def recording(surface, font, words, pos, *args, **kw):
        drawn.append(words)
        return real_text(surface, font, words, pos, *args, **kw)

    monkeypatch.setattr(theme, "text", recording)
    app = make_app(tmp_path, size=(800, 600), speed="off")
    names = ["Alexandra", "Konstantin", "Maximiliana", "Wladimir"]
    kinds = tichu_driver.seats("human", "normal", "normal", "normal")
    chosen = [replace(s, name=n) for s, n in zip(kinds, names)]
    open_tichu(app, TichuSession.new(TichuRules(), chosen, tmp_path / "data", seed=3))
    run_frames(app, 3)
    assert "Maximiliana" not in drawn  # clipped: the name does not fit its plate
    assert "partner" in drawn and "you" in drawn


def test_pass_to_the_trick_s_end_passes_when_the_turn_comes(tmp_path, plan):
    app, session, d = constructed(
        tmp_path, plan, ["2S 3H 4D", "MJ 7S 9S", "", ""], plays={1: ["7S"]})
    rnd = session.round
    # seat 1 leads the 7; while another seat is to play, the human says they pass
    d.until(lambda: rnd.top is not None and rnd.to_act == 2 and not table_scene(app).table.busy)
    scene = table_scene(app)
    trick = len(rnd.tricks)
    assert button(scene, "Pass to the trick's end") is not None
    d.press("Pass to the trick's end")
    assert scene.passing_ahead()
    assert button(scene, "Pass to the trick's end").toggled
    assert scene.table.prompt.ask == "You pass to the end of this trick"
    # the turn comes round: the pass is made without a question, and the trick goes on
    d.until(lambda: len(rnd.tricks) > trick and not scene.table.busy)
    passes = [a for a in rnd.history if a == Action("pass", 0, None)]
    assert passes, "the human did not pass"
    assert scene.pass_ahead is None  # (for that trick only)
    assert rnd.tricks[-1][1] == 1


def test_each_play_of_a_seat_in_one_trick_shows_further_back_towards_it(tmp_path):
    """A seat's earlier plays of the trick lie a step further back towards its seat each,
    the latest nearest the middle: none lies exactly on another (issue 41)."""
    import dataclasses

    from game.tichu.engine.cards import parse_card
    from game.tichu.engine.combos import combination_of
    app, session = tichu_app(tmp_path, ("human", "easy", "easy", "easy"),
                             TichuRules(grand_tichu=False), seed=3)
    t = table_scene(app).table

    def single(name):
        return combination_of(1 << parse_card(name))[0]
    right = t.seat_at(1)  # (the next seat: on the right, T2)
    plays = [(right, single("3S")), (t.seat_at(2), single("4S")), (right, single("5S")),
             (t.seat_at(3), single("6S")), (right, single("7S"))]
    t.dealing = None  # (the deal's animation over)
    obs = dataclasses.replace(t.observation(), trick=tuple(plays), tricks=(), hand=0)
    t.observation = lambda: obs
    spots = {name: t.targets()[parse_card(name)][1] for name in ("3S", "5S", "7S")}
    xs = [spots[n].x for n in ("7S", "5S", "3S")]  # the latest first
    assert xs == sorted(xs) and len(set(xs)) == 3  # each further right, towards the seat
    assert len({spots[n].y for n in spots}) == 1


def test_the_dog_picked_on_a_trick_says_it_may_only_be_led_once(tmp_path, plan):
    """The Dog on another's card: "The Dog may only be led", not "The Dog: the Dog may
    only be led" (the combination's name and the reason both began with it)."""
    app, session, d = constructed(
        tmp_path, plan, ["DOG 4C 4D 5S 6H 8C JS", "", "", "MJ 10S"], plays={3: ["10S"]})
    rnd = session.round
    d.until(lambda: rnd.top is not None and rnd.to_act == 0 and not table_scene(app).table.busy)
    scene = table_scene(app)
    d.select({tichu_driver.DOG})
    assert scene.describe_selection() == ("The Dog may only be led", False)
    assert scene.status_rule == "T18"


def test_a_plate_counts_the_cards_dealt_so_far_not_those_on_the_deck(tmp_path):
    """While the deal flies, each plate says how many cards its seat has been dealt so
    far ("2 cards"), not the eight it will hold once the deck is dealt out."""
    from game.ui.tichu.table import Dealing
    app, session = tichu_driver.tichu_app(tmp_path, ("human", "easy", "easy", "easy"))
    t = tichu_driver.table_scene(app).table
    rnd = session.round
    order = t._order(rnd.dealt, rnd.dealer, 0, 8)
    t.dealing = Dealing(order, rnd.dealer, count=6)  # 6 of the first 32 cards out
    words = tichu_driver.written(app)
    dealt = [sum(1 for _, s in order[:6] if s == seat) for seat in range(4)]
    assert sorted(dealt) == [1, 1, 2, 2]
    for n in set(dealt):
        assert f"{n} cards" in words or f"{n} card" in words, words
    assert "8 cards" not in words and "14 cards" not in words
    t.dealing = None


def test_the_deal_flies_under_the_plates(tmp_path):
    """A card dealt to a hand that lies beyond its plate (the partner's, above the
    name) crossed the name on its way: the deal's cards in flight are drawn before the
    plates, under them. Cards moving at other times (a play) still fly over."""
    from game.tichu.engine.rules import TichuRules as Rules
    from game.ui import theme
    from game.ui.tichu.session import TichuSession as Session
    from game.ui.tichu.table_scene import open_tichu as open_table
    app = tichu_driver.make_app(tmp_path, size=(1280, 800), speed="normal")
    session = Session.new(Rules(), tichu_driver.seats("human", "easy", "easy", "easy"),
                          tmp_path / "data", seed=1)
    open_table(app, session)
    scene = tichu_driver.table_scene(app)
    t = scene.table
    for _ in range(600):
        app.frame([], tichu_driver.DT)
        if t.dealing is not None and sum(sp.on_top() for sp in t.sprites.values()) >= 2:
            break
    assert t.dealing is not None and any(sp.on_top() for sp in t.sprites.values())
    with theme.recording(app.screen) as rec:
        scene.draw(app.screen)
    app.canvas.invalidate()
    plates = {tuple(r) for r in t.plates()}
    items = rec.items
    first_plate = min(i for i, d in enumerate(items)
                      if d.kind == "panel" and tuple(d.rect) in plates)
    flying = [i for i, d in enumerate(items) if d.kind == "card" and d.moving]
    assert flying and max(flying) < first_plate


def test_a_seat_that_has_moved_is_no_longer_thinking(tmp_path):
    """A networked table showed 'thinking…' on the seat that had just led (the cue kept
    from before its move while the table was busy showing it): a seat thinks only while
    the round still waits for it."""
    from types import SimpleNamespace
    app, session = tichu_driver.tichu_app(tmp_path, ("human", "easy", "easy", "easy"))
    t = tichu_driver.table_scene(app).table
    t.thinking = [3]
    assert not t._thinks(3, SimpleNamespace(waiting=(0,)))  # its move made: the next's turn
    assert t._thinks(3, SimpleNamespace(waiting=(3,)))
    obs = t.observation()
    t.thinking = [s for s in range(4) if s not in obs.waiting] or [0]
    waiting = set(obs.waiting)
    words = tichu_driver.written(app)
    thinking = [w for w in words if w.startswith("thinking")]
    assert len(thinking) <= len(set(t.thinking) & waiting)
