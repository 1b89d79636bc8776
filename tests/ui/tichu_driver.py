"""Drive Tichu's table like a player: synthetic clicks and keys on what the scenes show,
frame by frame with a hand-made clock; scripted AI seats for constructed deals; and the
privacy check (no card face up that the player at the screen may not see) after every
frame."""
from __future__ import annotations

import copy
import random
import threading
from dataclasses import dataclass, field
from typing import Callable, Iterable, Optional, Sequence

import pygame

from game.tichu.engine.cards import DECK, DOG, cards_of, mask_of, parse_card, sort_key
from game.tichu.engine.combos import BOMB
from game.tichu.engine.round import Action, Phase
from game.tichu.engine.rules import TichuRules
from game.ui.saves import SeatConfig
from game.ui.scenes.base import Dialog
from game.ui.tichu.dialogs import GiftDialog, WishDialog
from game.ui.tichu.exchange import TichuExchangeScene
from game.ui.tichu.lesson_table import filled
from game.ui.tichu.overlays import TichuPrivacy
from game.ui.tichu.play import TichuPlayScene
from game.ui.tichu.scoring import TichuGameOver, TichuScoringScene
from game.ui.tichu.session import TichuSession
from game.ui.tichu.table_scene import TichuTableScene, open_tichu
from game.ui.tichu.words import combination_words, rank_word

from . import driver
from .driver import DT, HANG, button, click, drawn, key, make_app, settle

NAMES = ("Anna", "Boris", "Vera", "Gleb")


def cards(text: str) -> list[int]:
    """`"7S 7H MJ"` -> card ints."""
    return [parse_card(w) for w in text.split()]


def seats(*kinds: str) -> list[SeatConfig]:
    """"human" or an AI level (any level: tests with a Script ignore it)."""
    return [SeatConfig(NAMES[i], k == "human", "easy" if k == "human" else k)
            for i, k in enumerate(kinds)]


# ---------------------------------------------------------------- constructed deals
def deal(final: Sequence[str], gives: Optional[dict] = None) -> tuple[list[list[int]], dict]:
    """Hands to deal so that after the exchange each seat holds what `final` names; the
    cards not named fill up the hands to 14, spread so that they make no bomb. `gives[s]
    [to]` is the card seat s passes to seat `to` (it must end in final[to]); those not
    named are the lowest-sorting filler cards of `to`. Returns the 14 cards dealt to each
    seat (the first 8 are the Grand Tichu batch) and every seat's gives."""
    named = [cards(h) for h in final]
    hands = filled(named)  # (the lessons' filler, lesson_table.py)
    gives = {s: dict((gives or {}).get(s, {})) for s in range(4)}
    for to in range(4):
        fixed = {gives[s][to] for s in range(4) if to in gives[s]}
        spare = [c for c in sorted(hands[to], key=sort_key) if c not in named[to]]
        spare += [c for c in sorted(hands[to], key=sort_key) if c in named[to]]
        spare = [c for c in spare if c not in fixed]
        for s in range(4):
            if s != to and to not in gives[s]:
                gives[s][to] = spare.pop(0)
    for s in range(4):
        for to, c in gives[s].items():
            assert c in hands[to], (s, to, c)
    dealt = []
    for s in range(4):
        got = {gives[f][s] for f in range(4) if f != s}
        gave = [gives[s][to] for to in sorted(gives[s])]
        dealt.append([c for c in hands[s] if c not in got] + gave)
    assert sorted(c for h in dealt for c in h) == list(DECK)
    return dealt, gives


@dataclass
class Plan:
    """What the scripted AI seats do: `gives` by seat {to: card}; `plays` by seat, the
    combinations (masks) they play, in order, whenever one is legal; `grand` and `wish`
    by seat."""

    gives: dict = field(default_factory=dict)
    plays: dict = field(default_factory=dict)
    grand: dict = field(default_factory=dict)
    wish: dict = field(default_factory=dict)
    asked: list = field(default_factory=list)  # (seat, phase) of every decision asked
    held: set = field(default_factory=set)  # seats whose bots think until release()
    gate: threading.Event = field(default_factory=threading.Event)

    def hold(self, *seats: int) -> None:
        self.gate.clear()
        self.held = set(seats)

    def release(self) -> None:
        self.held = set()
        self.gate.set()


PLAN = Plan()


class SteadyThinker(driver.SteadyThinker):
    """driver.SteadyThinker, but a seat the test holds thinks on while frames go on."""

    def waits(self, obs) -> bool:
        return obs.seat not in PLAN.held


driver.held_seats = lambda: PLAN.held  # settle() waits for every seat but these


class Script:
    """A bot that does what PLAN says, else the dullest legal thing: no calls, no bombs,
    pass whenever it may, lead its longest combination (no bomb, not the Dog)."""

    name = "script"

    def __init__(self, *args):
        pass

    def choose(self, obs, legal):
        seat = obs.seat
        if seat in PLAN.held:
            PLAN.gate.wait(HANG)
        PLAN.asked.append((seat, obs.phase))
        kinds = {a.kind for a in legal}
        if "grand" in kinds:
            return Action("grand", seat, PLAN.grand.get(seat, False))
        if "wish" in kinds:
            return Action("wish", seat, PLAN.wish.get(seat, 0))
        if "gift" in kinds:
            return next(a for a in legal if a.kind == "gift")
        if "give" in kinds:
            gave = dict(obs.gave)
            for to, c in sorted(PLAN.gives.get(seat, {}).items()):
                if to not in gave:
                    return Action("give", seat, (c, to))
            return next(a for a in legal if a.kind == "give")
        plays = [a for a in legal if a.kind == "play"]
        for mask in PLAN.plays.get(seat, []):
            if mask & obs.hand == mask:
                fit = [a for a in plays if a.data.cards == mask]
                if fit:
                    return max(fit, key=lambda a: a.data.rank)
                break  # the next scripted play waits until it may be played
        if "pass" in kinds:
            return next(a for a in legal if a.kind == "pass")
        if obs.top is None:  # the longest lead (the quickest way out), lowest first
            pick = [a for a in plays if a.data.kind != BOMB and a.data.cards != 1 << DOG] \
                or plays
            return max(pick, key=lambda a: (a.data.length, -a.data.rank))
        return plays[0]

    def interject(self, obs, options):
        return None


# ---------------------------------------------------------------- the table
def tichu_app(tmp_path, kinds: Sequence[str], rules: Optional[TichuRules] = None,
              hands=None, seed: int = 1, size=(1280, 800), **settings):
    """An app showing a Tichu game (a forced deal if `hands`), and its session."""
    app = make_app(tmp_path, size=size, speed="off", **settings)
    session = TichuSession.new(rules or TichuRules(), seats(*kinds), tmp_path / "data",
                               seed=seed)
    if hands is not None:
        session.match.start_round(hands)
        session.moves += 1
    open_tichu(app, session)
    return app, session


def table_scene(app) -> Optional[TichuTableScene]:
    for s in reversed(app.stack.scenes):
        if isinstance(s, TichuTableScene):
            return s
    return None


def visible_cards(table) -> set[int]:
    """Every card the player at the screen may see face up now."""
    rnd = table.session.round
    obs = table.observation()
    out = set(cards_of(obs.played))
    if table.dealing is not None:
        d = table.dealing
        if not table.hidden:
            out |= set(rnd.dealt[table.viewer][:d.before[table.viewer]])
            out |= {c for c, s in d.order[:d.count] if s == table.viewer}
        return out
    if not table.hidden:
        out |= set(cards_of(obs.hand))
        out |= {c for _, c in obs.gave} | {c for _, c in obs.received}
    return out


def face_up(table) -> set[int]:
    return {k for k, sp in table.sprites.items() if isinstance(k, int) and sp.face}


def check_privacy(app) -> None:
    scene = table_scene(app)
    if scene is None or scene.session.round is None:
        return
    t = scene.table
    shown = face_up(t)
    allowed = visible_cards(t)
    assert shown <= allowed, (f"cards {sorted(shown - allowed)} face up for seat {t.viewer} "
                              f"(hidden {t.hidden}) under {type(app.stack.top).__name__}")
    if t.received is not None:
        got = {c for _, c in t.received.cards}
        assert t.hidden or got <= {c for _, c in t.observation().received}
    if isinstance(app.stack.top, TichuPrivacy):
        assert t.hidden or t.viewer == app.stack.top.seat, "a hand shows under the privacy screen"


def point_on(table, card: int, selected_ok: bool = True) -> tuple[int, int]:
    """A point where `card` of the hand is the topmost card (the fan's visible strip)."""
    r = table.sprites[card].rect(table.art)
    for y in (r.y + 12, r.centery, r.bottom - 12):
        for x in range(r.x + 4, r.right - 2, 6):
            if table.hand_card_at((x, y)) == card:
                return (x, y)
    raise AssertionError(f"card {card} cannot be clicked")


def written(app) -> list[str]:
    """Every text drawn in one frame."""
    return [d.words for d in drawn(app).of("text")]


class Driver:
    """Frames, clicks and keys; `decide(scene, legal)` says what the human at the screen
    does (an Action of `legal`); every human decision is carried out on screen."""

    def __init__(self, app, decide: Optional[Callable] = None, check: bool = True,
                 rng: Optional[random.Random] = None):
        self.app = app
        self.decide = decide or bot_decider("easy", 5)
        self.check = check
        self.rng = rng or random.Random(3)
        self.frames = 0
        self.privacy: list[int] = []  # the seats the privacy screen was passed for
        self.scenes: list[str] = []
        self.scorings: list[list[str]] = []  # the words of each result shown
        self.human_actions: list[tuple[Action, int, bool]] = []  # with viewer, hidden

    # ---------------------------------------------------------- low level
    def frame(self, events: Iterable = ()) -> None:
        self.app.frame(list(events), DT)
        settle(self.app)  # a bot asked in this frame has decided by the next one
        self.frames += 1
        top = type(self.app.stack.top).__name__
        if not self.scenes or self.scenes[-1] != top:
            self.scenes.append(top)
        if self.check:
            check_privacy(self.app)

    def press(self, label: str, scene=None) -> None:
        scene = scene or self.app.stack.top
        b = button(scene, label)
        assert b is not None, f"no button {label!r} on {type(scene).__name__}: " \
                              f"{[x.label for x in scene.row.buttons]}"
        self.frame(click(b.rect.center))

    def key(self, k: int) -> None:
        self.frame(key(k))

    def click_card(self, card: int) -> None:
        t = table_scene(self.app).table
        self.frame(click(point_on(t, card)))

    def select(self, want: set[int]) -> None:
        t = table_scene(self.app).table
        for c in sorted(t.selected - want):
            self.click_card(c)
        for c in sorted(want - t.selected):
            self.click_card(c)
        assert t.selected == want, (t.selected, want)

    def idle(self, n: int = 1) -> None:
        for _ in range(n):
            self.frame()

    def until(self, done: Callable[[], bool], limit: int = 3000, act: bool = False) -> None:
        """Frames (or, with `act`, steps of play) until `done()`, at most `limit`: the
        bots decide at the frame that asks them, so the count is the same on any
        machine."""
        for _ in range(limit):
            if done():
                return
            if act:
                self.step()
            else:
                self.frame()
        if done():
            return
        raise AssertionError(f"not done after {limit} frames; scenes {self.scenes[-12:]}")

    # ---------------------------------------------------------- a player
    def step(self) -> None:
        """One decision of the human at the screen through the scene's controls, or one
        frame while the table moves."""
        app = self.app
        top = app.stack.top
        if isinstance(top, TichuPrivacy):
            self.privacy.append(top.seat)
            self.frame(click(top.row.buttons[0].rect.center))
            return
        if isinstance(top, (WishDialog, GiftDialog)):
            scene = top.scene
            legal = scene.viewer_legal()
            a = self.decide(scene, legal)
            self._log(scene, a)
            if a.kind == "wish":
                label = rank_word(a.data) if a.data else "No wish"
            else:
                label = scene.table.name(a.data)
            self.press(label)
            return
        if isinstance(top, TichuScoringScene):
            self.scorings.append([w for w in written(app)])
            self.press("Results" if top.session.match.finished else "Next round")
            return
        if isinstance(top, TichuGameOver):
            self.frame()
            return
        if isinstance(top, Dialog) and top.title == "Call Tichu?":
            self.press("Tichu!")
            return
        scene = top if isinstance(top, TichuTableScene) else None
        if scene is None or scene.table.busy or scene.table.hidden:
            self.frame()
            return
        t = scene.table
        legal = scene.viewer_legal()
        if not legal or t.viewer not in scene.round.waiting():
            self.frame()
            return
        kinds = {a.kind for a in legal}
        if "grand" in kinds:
            a = self.decide(scene, legal)
            self._log(scene, a)
            self.press("Grand Tichu!" if a.data else "No")
            return
        if "give" in kinds and isinstance(scene, TichuExchangeScene):
            self.exchange(scene, legal)
            return
        if isinstance(scene, TichuPlayScene) and scene.my_turn():
            self.play(scene, legal)
            return
        self.frame()

    def _log(self, scene, a: Action) -> None:
        t = scene.table
        self.human_actions.append((a, t.viewer, t.hidden))

    def exchange(self, scene, legal) -> None:
        """The decider's three cards, each clicked and then its slot clicked; Give."""
        t = scene.table
        rnd = copy.deepcopy(scene.round)
        gives = {}
        for _ in range(3):
            here = [a for a in rnd.legal_actions(t.viewer) if a.kind == "give"]
            a = self.decide(scene, here, rnd)
            gives[t.rel(a.data[1])] = a.data[0]
            rnd.apply(a)
        for rel, c in sorted(gives.items()):
            self.click_card(c)
            assert t.selected == {c}
            self.frame(click(t.layout.exchange_slots()[rel - 1].center))
            assert t.staged.get(rel) == c
        before = len(self.human_actions)
        for rel, c in sorted(gives.items()):
            self.human_actions.append((Action("give", t.viewer, (c, t.seat_at(rel))),
                                       t.viewer, t.hidden))
        self.press("Give")
        assert len(self.human_actions) == before + 3

    def play(self, scene, legal) -> None:
        t = scene.table
        a = self.decide(scene, legal)
        self._log(scene, a)
        if a.kind == "tichu":
            self.press("Tichu!")
            return
        if a.kind == "pass":
            t.selected and self.select(set())
            self.press("Pass")
            return
        want = set(cards_of(a.data.cards))
        self.select(want)
        if self.rng.random() < 0.5:
            self.key(pygame.K_RETURN)
        else:
            self.press("Play")
        top = self.app.stack.top
        if isinstance(top, Dialog) and top.title == "Which combination?":
            self.press(combination_words(a.data))


def script_decider():
    """The human's decisions as PLAN says (the Script's choice for the human's seat)."""
    def decide(scene, legal, rnd=None):
        rnd = rnd if rnd is not None else scene.round
        seat = scene.table.viewer
        return Script().choose(rnd.observation(seat), [a for a in legal if a.seat == seat])
    return decide


def bot_decider(level: str, seed: int):
    """The human's decisions as a bot of `level` would take them (no bomb out of turn)."""
    from game.tichu.ai import make_bot
    bot = make_bot(level, seed)

    def decide(scene, legal, rnd=None):
        rnd = rnd if rnd is not None else scene.round
        seat = scene.table.viewer
        legal = [a for a in legal if a.seat == seat]
        if rnd.phase is Phase.PLAY and rnd.to_act != seat:
            raise AssertionError("asked out of turn")
        return bot.choose(rnd.observation(seat), legal)
    return decide


__all__ = ["Driver", "Plan", "PLAN", "Script", "bot_decider", "script_decider", "cards", "check_privacy", "deal",
           "face_up", "mask_of", "seats", "table_scene", "tichu_app", "visible_cards",
           "written"]
