"""A tour of every scene and dialog, reached the way a player reaches them: synthetic clicks
and keys on what is on screen, frame by frame (driver.py). At each stop `snap(name, app)`
is called with the window showing that stop; the layout test records what is drawn there,
and `python -m tests.ui.tour` saves a PNG of each (under xvfb-run for a real window):

    xvfb-run -a -s "-screen 0 1920x1080x24" python -m tests.ui.tour --out /tmp/shots \\
        --size 800x600 --size 1280x800 --size 1920x1080

A route is one journey (one App); its stops are listed in ROUTES, so that a test knows
every stop before it runs. To cover a new scene or dialog, add a stop to a route (or a
route) and its name to the list.
"""
from __future__ import annotations

import argparse
import random
import tempfile
from pathlib import Path
from typing import Callable, Optional

import pygame

from game.tysiacha.engine import Match, Rules
from game.tysiacha.engine import actions as A
from game.tysiacha.engine.deal import Phase
from game.tysiacha.engine.standing import Standing

from game.ui.i18n import tr

from .driver import DT, Player, button, click, click_button, key, make_app, steady_bots, \
    wait_for_job
from .driver import settle as settle_bots
from .tour_lessons import lesson_stops
from .tour_tichu import ROUTES as TICHU_ROUTES
from .tour_tichu import TichuTour
from .tour_net import ROUTES as NET_ROUTES
from .tour_net import NetTour, NetTour1000

Snap = Callable[[str, object], None]

def _lessons_1000():
    from game.ui.tysiacha.lessons import lessons
    return lessons()


# route -> the stops it makes, in order (a stop left out when the game does not lead
# there, e.g. a prikup with two nines, is marked optional with a "?")
ROUTES: dict[str, tuple[str, ...]] = {
    "menus": ("menu", "rules", "rules-at-rule", "options", "options-saved", "options-rules",
              "options-tichu", "menu-message", "new-game", "new-game-4", "menu-tichu",
              "tichu-rules", "tichu-rules-at-rule", "tichu-setup", "tichu-setup-rounds", "tichu-setup-tournament",
              "tichu-setup-no-human", "tichu-who-sits-where"),
    "game": ("cut", "deal", "dealt-banner", "bidding", "game-menu", "score-sheet-empty",
             "declarer-banner", "exchange", "exchange-staged", "raise",
             "confirm-dialog", "play-hint", "play-hint-why", "notice?", "trick-shown", "last-trick", "last-trick-aside", "game-log",
             "meld-banner?", "scoring", "tricks", "analysis", "score-sheet", "scoring-game-menu",
             "rospisat-banner", "scoring-rospisat"),
    "game4": ("cut", "deal", "bidding", "declarer-banner", "exchange", "exchange-staged",
              "raise", "play-hint", "play-hint-why", "trick-shown", "last-trick", "scoring"),
    "redeal": ("prikup-redeal?", "redeal-confirm?", "scoring-redeal?"),
    "saved": ("new-game-confirm", "who-sits-where"),
    "hot-seat": ("privacy", "privacy-menu"),
    "end": ("scoring-final", "winner", "winner-sheet", "games-list", "viewer",
            "viewer-trick", "viewer-analysis", "statistics"),
    "demo": ("demo-deal", "demo-play"),
    "learn": ("lessons", "lesson-bidding", "lesson-wrong", "lesson-exchange", "lesson-play",
              "lesson-done", "lessons-marked", "lesson-result", "lesson-scoring-result",
              "lesson-barrel", "lesson-barrel-result"),
    "lesson-steps": lesson_stops(_lessons_1000),
    **TICHU_ROUTES,
    **NET_ROUTES,
}


class Missed(AssertionError):
    """The route did not get where it was going."""


class LearnTour:
    def learn(self) -> None:
        """Learn: the lessons list, a lesson's steps at the table (a wrong move explained),
        its end, the list with it marked done, lessons ending at the deal's result (their
        words under the numbers), and the barrel's lesson near 1000."""
        from game.ui.scenes.menu import MainMenu
        self.app.push(MainMenu(self.app))
        self.frame()
        self.press("Learn")
        self.snap("lessons")
        scene = self.top

        def lesson(lesson_id: str):
            k = [lesson.id for _, lesson in scene.rows].index(lesson_id)
            self.frame(click(scene.row.buttons[k].rect.center))
            self.until(lambda: self.table() is not None and self.top is self.table()
                       and self.top.my_turn(), "the lesson's table")
            return self.table().session.coach
        coach = lesson("bidding")
        self.table().act(A.bid(100))
        self.until(lambda: self.my_turn() and coach.index == 1, "the second step")
        self.snap("lesson-bidding")
        self.table().act(A.PASS)  # wrong: explained and taken back
        self.until(lambda: self.my_turn() and coach.explained, "the explanation")
        self.snap("lesson-wrong")
        self.frame(key(pygame.K_ESCAPE))
        self.press("Quit to menu")
        self.press("Learn")
        scene = self.top
        coach = lesson("prikup")
        self.table().act(A.bid(100))
        self.until(lambda: self.my_turn("exchange") and coach.index == 1, "the exchange")
        self.snap("lesson-exchange")
        self.frame(key(pygame.K_ESCAPE))
        self.press("Quit to menu")
        self.press("Learn")
        scene = self.top
        coach = lesson("follow-and-trump")
        self.snap("lesson-play")
        for _ in range(3):
            self.until(lambda: self.my_turn("play"), "the learner's card")
            self.table().act(coach.step.right)
        self.until(lambda: self.top.name == "dialog", "the lesson's end")
        self.snap("lesson-done")
        self.press("Back to the lessons")
        self.frame()
        self.snap("lessons-marked")
        coach = lesson("rospisat")
        self.table().act(coach.step.right)
        self.until(lambda: self.top.name == "scoring", "the lesson's result")
        self.snap("lesson-result")
        self.press("Finish lesson")
        self.frame()

        def play_out(coach) -> None:
            """The lesson's steps, then any card to the deal's result."""
            def move():
                if self.my_turn():
                    right = coach.step.right if coach.step is not None else None
                    self.table().act(right if right is not None
                                     else self.table().session.legal_actions()[0])
                else:
                    self.frame()
            self.until(lambda: self.top.name == "scoring", "the lesson's result", act=move)
        coach = lesson("scoring")
        play_out(coach)
        self.snap("lesson-scoring-result")
        self.press("Finish lesson")
        self.frame()
        coach = lesson("barrel")
        self.snap("lesson-barrel")  # the raise: the plates' barrels, 880 + 100 is not 1000
        play_out(coach)
        self.snap("lesson-barrel-result")
        self.press("Finish lesson")


    def lesson_steps(self) -> None:
        """Every lesson of 1000 from its start to its end, with the right moves (as
        tests/ui/test_lessons.py plays them): each step as the learner comes to it, its
        wrong move explained and taken back, and the end (the closing dialog, or the
        result with the lesson's words under it)."""
        from game.ui.scenes.menu import MainMenu
        from game.ui.tysiacha.lessons import lessons

        from .test_lessons import learner_turn, play_wrong, right_move, wrong_move
        self.app.push(MainMenu(self.app))
        self.frame()
        self.press("Learn")
        for lesson in lessons():
            scene = self.top
            k = [one.id for _, one in scene.rows].index(lesson.id)
            self.frame(click(scene.row.buttons[k].rect.center))
            self.until(lambda: self.table() is not None, "the lesson's table")
            coach = self.table().session.coach
            seen = set()
            while True:
                self.until(lambda: learner_turn(self.app, coach) or coach.finished
                           or self.top.name in ("scoring", "dialog"), "the learner's turn")
                table = self.top
                if coach.finished or table is not self.table():
                    break
                step, at = coach.step, f"{lesson.id}-{coach.index + 1}"
                if at not in seen:
                    seen.add(at)
                    self.snap(at)
                    bad = wrong_move(table, step)
                    if bad is not None:
                        play_wrong(self.app, table, bad)
                        self.until(lambda: learner_turn(self.app, coach), "the step again")
                        self.snap(f"{at}-wrong?")
                right = right_move(table, step)
                if not table.act(right) and not (A.is_give(right) and table.name == "exchange"):
                    raise Missed(f"{at}: the right move {A.action_str(right)} refused")
            self.until(lambda: self.top.name in ("scoring", "dialog"), "the lesson's end")
            self.frame()
            self.snap(f"{lesson.id}-end")
            self.press("Finish lesson" if lesson.to_end else "Back to the lessons")
            self.frame()


class Tour(TichuTour, NetTour, NetTour1000, LearnTour):
    def __init__(self, app, snap: Snap):
        self.app = app
        self.snap_cb = snap
        self.player = Player(app, rng=random.Random(5))
        self.seen: list[str] = []

    # ------------------------------------------------------------ helpers
    def snap(self, name: str) -> None:
        self.seen.append(name)
        self.snap_cb(name, self.app)

    @property
    def top(self):
        return self.app.stack.top

    def frame(self, events=()) -> None:
        self.app.frame(list(events), DT)

    def frames(self, n: int) -> None:
        for _ in range(n):
            self.frame()

    def press(self, label: str) -> None:
        if not click_button(self.app, label):
            raise Missed(f"no button {label!r} on {self.top.name}: "
                         f"{[b.label for b in getattr(self.top, 'row', None).buttons]}")

    def until(self, done: Callable[[], bool], what: str, limit: int = 3000,
              act: Optional[Callable[[], None]] = None) -> None:
        """Frames (or `act()` steps) until `done()`, at most `limit` of them. The bots
        decide at the frame that asks them (driver.steady_bots), so how many steps it
        takes is the same on a quiet machine and a loaded one."""
        for _ in range(limit):
            if done():
                return
            (act or self.frame)()
            settle_bots(self.app)
        if not done():
            raise Missed(f"{what}: not reached in {limit} steps; at {self.top.name}")

    def analysed(self) -> None:
        """The analysis on show has its result (waited for, not framed for)."""
        for _ in range(3):  # (a broken worker: once more, on a thread)
            if self.top.job.result() is not None:
                return
            wait_for_job(self.top.job)
        raise Missed("the deal was not analysed")

    def set_speed(self, speed: str) -> None:
        self.app.apply_settings(self.app.settings.with_changes(animation_speed=speed))

    def table(self):
        return self.app.table_scene()

    def my_turn(self, name: Optional[str] = None) -> bool:
        top = self.top
        return (getattr(top, "table", None) is not None and top is self.table()
                and (name is None or top.name == name) and top.my_turn())

    # ------------------------------------------------------------ the menus
    def menus(self) -> None:
        from game.ui.scenes.menu import MainMenu
        app = self.app
        app.push(MainMenu(app))
        self.frame()
        self.snap("menu")
        self.press("Rules")
        self.snap("rules")
        self.press("Close")
        self.rules_at("R36")  # a rule two settings change: how the table plays them
        self.press("Options")
        self.snap("options")
        def toggle(key: str = ""):
            """The first on/off option in view (or the one named `key`)."""
            return next(b for b in self.top.row.buttons if hasattr(b, "option") and b.visible
                        and len(b.option[1].values) == 2 and key in ("", b.option[1].key))
        key_ = toggle().option[1].key
        for _ in range(2):  # on and back: the message says where it was saved
            self.frame(click(toggle(key_).rect.center))
        if "Saved" not in self.top.message and not self.top.message:
            raise Missed("the options did not say where they were saved")
        self.snap("options-saved")
        self.press("Rules")
        self.snap("options-rules")
        self.press("Tichu")
        self.snap("options-tichu")
        self.press("Done")
        # a broken save: Continue says what became of it
        (app.data_dir).mkdir(parents=True, exist_ok=True)
        (app.data_dir / "current.tysiacha.yaml").write_text("not: [a record", encoding="utf-8")
        self.top.layout()
        self.press("Continue")
        self.snap("menu-message")
        self.new_game()
        self.snap("new-game")
        self.press("4 players")
        self.snap("new-game-4")
        self.press("Back")
        self.tichu_menus()

    def rules_at(self, rule: str) -> None:
        """The chosen game's Rules page opened at `rule`, as a prompt's Why? opens it."""
        from game import registry
        game = registry.game(self.top.game)  # the menu's
        scene = game.ui().rules_scene(self.app)
        scene.at = rule
        self.app.push(scene)
        self.frame()
        if self.top is not scene or not scene.scroll:
            raise Missed(f"the Rules page did not open at {rule}")
        self.snap(f"{scene.name}-at-rule")
        self.press("Close")

    def tichu_menus(self) -> None:
        """The menu with Tichu chosen, its rules in force, its new-game setup (each way
        of setting the game's length, and no human to play), and a saved game of Tichu
        whose table file cannot say who sits where."""
        from game.tichu.engine.rules import TichuRules
        from game.ui.saves import flush_saves
        from game.ui.tichu.session import SEATS_NAME, TichuSession, default_seats
        self.press("Tichu")
        self.snap("menu-tichu")
        self.press("Rules")
        self.snap("tichu-rules")
        self.press("Close")
        self.rules_at("T17")
        self.press("New game")
        if self.top.name != "tichu-setup":
            raise Missed(f"New game led to {self.top.name}")
        self.snap("tichu-setup")
        self.press("Fixed rounds")
        self.snap("tichu-setup-rounds")
        self.press("Tournament")
        self.snap("tichu-setup-tournament")
        self.press("Human")  # seat 1, the only human: Start is off, and says why
        if button(self.top, "Start") is not None:
            raise Missed("Start is on with no human seat")
        self.snap("tichu-setup-no-human")
        self.press("Back")
        TichuSession.new(TichuRules(), default_seats(1), self.app.data_dir, seed=1)
        flush_saves()
        (self.app.data_dir / SEATS_NAME).write_text("seats: [", encoding="utf-8")
        self.top.layout()
        self.press("Continue")
        self.snap("tichu-who-sits-where")

    def new_game(self) -> None:
        """The main menu's New game, through any question asked on the way."""
        self.press("New game")
        for _ in range(3):
            if self.top.name != "dialog":
                break
            self.frame(key(pygame.K_RETURN))  # the default answer goes on
        if self.top.name != "new-game":
            raise Missed(f"New game led to {self.top.name}")

    # ------------------------------------------------------------ a game
    def start(self, players: int = 3, stops: bool = True) -> None:
        from game.ui.scenes.menu import MainMenu
        self.app.push(MainMenu(self.app))
        self.frame()
        self.new_game()
        self.press(f"{players} players")
        self.set_speed("normal")  # the cut and the deal at their own pace, to be seen
        self.press("Start")
        self.until(lambda: self.top.name == "cut", "the cut")
        self.frame(click((5, 5)))  # skip to the result
        if stops:
            self.snap("cut")
        self.frame(click((5, 5)))
        self.until(lambda: self.top.name == "deal", "the deal")
        self.frames(45)
        if stops:
            self.snap("deal")
        self.set_speed("off")

    def bid_to_win(self) -> bool:
        """Bid the highest bid there is whenever it is the human's turn, until the bidding
        ends; True when the human won it."""
        def step() -> None:
            scene = self.top
            if self.my_turn("bidding"):
                legal = scene.legal()
                bids = [A.bid_value(a) for a in legal if A.is_bid(a)]
                if bids:
                    for ch in str(max(bids)):
                        self.frame(key(getattr(pygame, f"K_{ch}"), ch))
                    self.press("Bid")
                else:
                    self.press("Pass")
                return
            self.frame()
        deal = self.app.table_scene().deal
        self.until(lambda: deal.phase is not Phase.BIDDING or deal.over, "the bidding",
                   act=step)
        return deal.declarer == 0

    def play_out(self) -> None:
        """Play to the deal's result the way the driver's player does."""
        self.until(lambda: self.top.name == "scoring", "the deal's result",
                   act=self.player.step)

    def next_deal(self) -> None:
        self.press("Next deal")
        self.until(lambda: self.top.name != "deal", "the next deal")

    def declare(self, snap_banner: bool = True) -> None:
        """Deals until the human is the declarer; the bidding's stops on the way."""
        for _ in range(12):
            self.until(lambda: self.top.name in ("bidding", "exchange", "play", "scoring"),
                       "the table")
            if self.top.name == "bidding" and self.bid_to_win():
                if snap_banner:
                    self.snap("declarer-banner")
                return
            self.play_out()
            self.next_deal()
        raise Missed("the human never won the bidding")

    def exchange(self) -> None:
        deal = self.table().deal
        self.until(lambda: self.top.name == "exchange" and (
            self.my_turn() or deal.phase is not Phase.PRIKUP), "the prikup")
        if deal.phase is Phase.PRIKUP and self.my_turn():
            self.snap("prikup-redeal?")
            self.press("Play on")
        self.until(lambda: self.my_turn("exchange") and deal.phase is Phase.EXCHANGE,
                   "the exchange")
        self.snap("exchange")
        scene = self.top
        for i, give in enumerate(self.gives(deal)):
            card, to = A.give_parts(give)
            self.player.click_card(scene, card)
            if i == 1:
                self.snap("exchange-staged")
            self.press(tr("To {name}").format(name=scene.table.name(to)))
        self.press("Pass cards")

    def gives(self, deal) -> tuple[int, int]:
        """The driver's bot's two gives (its choice among the gives alone: it might
        rather give up)."""
        from game.tysiacha.engine.observation import observe

        def choose(d) -> int:
            legal = [a for a in d.legal_actions() if A.is_give(a)]
            return self.player.bot.choose(observe(d, d.to_act), legal)
        first = choose(deal)
        copy = deal.clone()
        copy.apply(first)
        return first, choose(copy)

    def raise_(self, confirm: bool) -> None:
        deal = self.table().deal
        self.until(lambda: self.my_turn("exchange") and deal.phase is Phase.RAISE, "the raise")
        self.snap("raise")
        if confirm and button(self.top, "Rospisat'") is not None:
            self.press("Rospisat'")
            self.snap("confirm-dialog")
            self.press("No")
        self.press(tr("Keep {n}").format(n=deal.contract))

    def why_this(self, prompt, stop: str) -> None:
        """H again: the hint's reasons under it, or in a dialog of their own where the
        prompt has no room for them (`stop`); then hidden again."""
        self.frame(key(pygame.K_h))
        self.until(lambda: prompt.explained or self.top.name == "why-this",
                   "the hint's reasons")
        self.snap(stop)
        if self.top.name == "why-this":
            self.press("Close")
        else:
            self.frame(key(pygame.K_h))  # (and again: hidden)

    def play_some(self, banner_stops: bool) -> None:
        t = self.table().table
        self.until(lambda: self.my_turn("play"), "the play")
        self.press("Hint")
        self.until(lambda: t.hint is not None, "the hint")
        self.snap("play-hint")
        # H again: why this card, in the search's figures, under the hint
        self.why_this(t.prompt, "play-hint-why")
        # a trick, held on the table with its arrows
        self.until(lambda: t.shown_trick is not None, "a trick", act=self.player.step)
        self.snap("trick-shown")
        self.until(lambda: self.my_turn("play") and not t.session.match.deal.trick,
                   "the next lead", act=self.player.step)
        self.press("Last trick")
        self.snap("last-trick")
        self.press("Last trick")
        if banner_stops:  # asked for again while the next trick is in play: set apart
            self.until(lambda: self.my_turn("play") and t.session.match.deal.trick,
                       "a trick in play", act=self.player.step)
            self.press("Last trick")
            assert self.top.name == "last-trick", self.top.name
            self.snap("last-trick-aside")
            self.frame(key(pygame.K_ESCAPE))
        if banner_stops:
            self.frame(key(pygame.K_l))
            self.until(lambda: self.top.name == "game-log", "the game log")
            self.frame()
            self.snap("game-log")
            self.frame(key(pygame.K_l))
        if banner_stops:
            from game.tysiacha.engine.cards import cards_of
            from game.ui.i18n import tr

            def step() -> None:
                deal = t.session.match.deal
                if self.my_turn("play") and deal.trick and "notice?" not in self.seen:
                    legal = {A.played_card(a) for a in deal.legal_actions() if A.is_play(a)}
                    wrong = [c for c in cards_of(deal.hands[0]) if c not in legal]
                    if wrong:  # a card that may not be played says why
                        self.player.click_card(self.top, wrong[0])
                        self.snap("notice?")
                self.player.step()
                if t.banner and (tr("marriage") in t.banner or tr("four aces") in t.banner) \
                        and "meld-banner?" not in self.seen and self.top.name == "play":
                    self.snap("meld-banner?")
            self.until(lambda: self.top.name == "scoring", "the result", act=step)

    def scoring(self) -> None:
        self.play_out()
        self.snap("scoring")

    def game(self) -> None:
        self.start(3)
        self.until(lambda: self.top.name == "bidding", "the bidding")
        self.snap("dealt-banner")
        self.until(lambda: self.my_turn("bidding"), "the human's bid")
        self.snap("bidding")
        self.frame(key(pygame.K_ESCAPE))
        self.snap("game-menu")
        self.press("Resume")
        self.press("Score sheet")
        self.snap("score-sheet-empty")
        self.press("Close")
        self.declare()
        self.exchange()
        self.raise_(confirm=True)
        self.play_some(banner_stops=True)
        self.scoring()
        self.press("Tricks")
        self.snap("tricks")
        self.press("Close")
        self.press("Analysis")
        self.analysed()
        self.frame()
        self.snap("analysis")
        self.press("Close")
        self.press("Score sheet")
        self.snap("score-sheet")
        self.press("Close")
        self.frame(key(pygame.K_ESCAPE))
        self.snap("scoring-game-menu")
        self.press("Resume")
        # the next deal the human gives up: the announcement and the result
        self.next_deal()
        self.declare(snap_banner=False)
        deal = self.table().deal
        self.until(lambda: self.my_turn("exchange") or self.my_turn("play"), "a give-up")
        while button(self.top, "Rospisat'") is None:
            if deal.phase is Phase.EXCHANGE and self.my_turn("exchange"):
                self.exchange_quietly()
            else:
                self.player.step()
        self.press("Rospisat'")
        if self.top.name == "dialog":
            self.press("Yes")
        self.snap("rospisat-banner")
        self.until(lambda: self.top.name == "scoring", "the result of a give-up")
        self.snap("scoring-rospisat")

    def exchange_quietly(self) -> None:
        scene, deal = self.top, self.table().deal
        for give in self.gives(deal):
            card, to = A.give_parts(give)
            self.player.click_card(scene, card)
            self.press(tr("To {name}").format(name=scene.table.name(to)))
        self.press("Pass cards")

    def game4(self) -> None:
        self.start(4)
        self.until(lambda: self.my_turn("bidding"), "the human's bid")
        self.snap("bidding")
        self.declare()
        self.exchange()
        self.raise_(confirm=False)
        self.play_some(banner_stops=False)
        self.scoring()

    # ------------------------------------------------------------ the others
    def redeal(self) -> None:
        """Two nines in the prikup (R13, on here): the declarer may call a redeal, is
        asked to confirm, and the deal's result says so. The first deal of seed 1 has
        them; should the human not win its bidding, the stops are left out."""
        rules = self.app.rules_of("tysiacha").with_changes(prikup_nines=True)
        self.app.set_rules_of("tysiacha", rules)
        self.start(3, stops=False)
        self.until(lambda: self.top.name == "bidding", "the bidding")
        deal = self.table().deal
        if not self.bid_to_win():
            return
        self.until(lambda: self.my_turn("exchange") or deal.phase is not Phase.PRIKUP,
                   "the prikup")
        if deal.phase is not Phase.PRIKUP:
            return
        self.snap("prikup-redeal?")
        self.press("Redeal")
        self.snap("redeal-confirm?")
        self.press("Yes")
        self.until(lambda: self.top.name == "scoring", "the result of a redeal")
        self.snap("scoring-redeal?")

    def saved(self) -> None:
        """A game in progress: New game asks first; a table file that cannot be read
        makes Continue ask who sits where."""
        from game.ui.tysiacha.session import SEATS_NAME
        self.start(3, stops=False)
        self.until(lambda: self.top.name == "bidding", "the bidding")
        self.frame(key(pygame.K_ESCAPE))
        self.press("Quit to menu")
        self.press("New game")
        self.snap("new-game-confirm")
        self.frame(key(pygame.K_ESCAPE))
        (self.app.data_dir / SEATS_NAME).write_text("seats: [", encoding="utf-8")
        self.press("Continue")
        self.snap("who-sits-where")

    def hot_seat(self) -> None:
        from game.ui.scenes.menu import MainMenu
        self.app.push(MainMenu(self.app))
        self.frame()
        self.new_game()
        self.press("Hot-seat")
        self.press("Start")
        self.until(lambda: self.top.name == "privacy", "the privacy screen",
                   act=lambda: self.frame(click((5, 5))))
        self.snap("privacy")
        self.frame(key(pygame.K_ESCAPE))
        self.snap("privacy-menu")

    def end(self) -> None:
        from game.ui.tysiacha.table_scene import open_session
        from game.ui.tysiacha.session import SeatConfig, Session
        scores = (880, 850, 860)
        zero = (0, 0, 0)
        st = Standing(scores, (None,) * 3, zero, zero, 30)
        you = tr("You")
        match = Match(Rules(players=3), [you, "Boris", "Vera"], random.Random(5), dealer=0,
                      standing=st)
        seats = [SeatConfig(you, True), SeatConfig("Boris", False), SeatConfig("Vera", False)]
        open_session(self.app, Session(match, seats, self.app.data_dir, seed=2))
        for _ in range(30):
            self.play_out()
            if match.finished:
                break
            self.next_deal()
        self.snap("scoring-final")
        self.press("Results")
        self.snap("winner")
        self.press("Score sheet")
        self.snap("winner-sheet")
        # the game just finished, watched again (the replay viewer)
        from game.ui.saves import flush_saves
        from game.ui.scenes.games_list import GamesListScene
        flush_saves()
        self.app.push(GamesListScene(self.app, "tysiacha"))
        self.frame()
        self.snap("games-list")
        self.app.frame(click(self.top.row.buttons[0].rect.center), DT)
        self.frames(40)
        self.snap("viewer")
        for _ in range(4):
            self.frame(key(pygame.K_DOWN))
            self.frames(40)
        self.snap("viewer-trick")
        self.press("Analysis")
        self.analysed()
        self.frame()
        self.snap("viewer-analysis")
        # the statistics, with the game just played counted
        from game.ui.statistics import StatisticsScene
        self.app.push(StatisticsScene(self.app, "tysiacha"))
        self.frame()
        self.snap("statistics")

    def demo(self) -> None:
        from game.ui.tysiacha import demo
        # rule-based players only: a Hard one thinks for a time, so what the table shows
        # at each stop would depend on how busy the machine is
        levels, demo.LEVELS = demo.LEVELS, ("normal",) * 4
        try:
            self.set_speed("normal")
            demo.start_demo(self.app)
        finally:
            demo.LEVELS = levels
        self.frames(40)
        self.snap("demo-deal")
        self.set_speed("off")
        self.until(lambda: self.table() is not None and self.table().name == "play"
                   and len(self.table().deal.tricks) >= 1, "the demo's play")
        self.snap("demo-play")


def run_route(route: str, folder: Path, size: tuple[int, int], snap: Snap,
              seed: int = 1, language: str = "en") -> list[str]:
    """Run one route in a fresh App (in `language`); the names of the stops made."""
    demo = route in ("demo", "tichu-demo")
    app = make_app(folder, size=size, speed="off", seed=seed, demo=demo, language=language)
    if demo:
        app.options.demo = True
    tour = Tour(app, snap)
    with steady_bots():
        getattr(tour, route.replace("-", "_"))()
    from game.ui.saves import flush_saves
    flush_saves()  # before the folder goes: a save may still be on its way
    return tour.seen


def settle(app) -> None:
    """Card faces rendered at the table's size before a picture is taken."""
    for art in app._card_arts.values():
        if art.size[1]:
            art.warm()
            art.ready()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--size", action="append", default=[])
    parser.add_argument("--route", action="append", default=[])
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.size or ["1280x800"]]
    for size in sizes:
        for route in args.route or list(ROUTES):
            def save(name: str, app, size=size, route=route) -> None:
                settle(app)
                app.canvas.use(app.screen)  # drawn as the game draws it: through the canvas
                app.stack.draw(app.canvas)
                app.canvas.paint()
                pygame.display.flip()
                lang = "" if args.language == "en" else f"-{args.language}"
                path = args.out / f"{size[0]}x{size[1]}{lang}-{route}-{name.rstrip('?')}.png"
                path.parent.mkdir(parents=True, exist_ok=True)
                pygame.image.save(app.screen, str(path))
            with tempfile.TemporaryDirectory() as tmp:
                seen = run_route(route, Path(tmp), size, save, language=args.language)
            print(f"{size[0]}x{size[1]} {route}: {' '.join(seen)}")


if __name__ == "__main__":
    main()
