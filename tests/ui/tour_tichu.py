"""The tour's Tichu routes (tour.py): every Tichu scene and dialog, reached by clicks and
keys on what is on screen. The player's hand is dealt so that each moment comes: the
Mah Jong (a lead and a wish), the Dragon (a gift), the Dog (the lead handed over) and a
bomb of 2s (out of turn); the other hands share the rest so that no AI holds a bomb."""
from __future__ import annotations

import random

import pygame

from game.tichu.engine.cards import DOG, DRAGON, MAHJONG, card, cards_of, parse_card

from .driver import DT, HANG, button, click, key
from .tour_lessons import lesson_stops

def _lessons():
    from game.ui.tichu.lessons import lessons
    return lessons()


ROUTES = {
    "tichu": ("tichu-deal", "tichu-grand", "tichu-grand-why", "tichu-exchange",
              "tichu-exchange-why", "tichu-exchange-staged",
              "tichu-received", "tichu-lead", "tichu-not-a-combination", "tichu-wish",
              "tichu-wish-hint", "tichu-wish-shown", "tichu-trick", "tichu-undo", "tichu-gift", "tichu-dog",
              "tichu-bomb", "tichu-last-trick", "tichu-log", "tichu-menu", "tichu-rules", "tichu-sheet",
              "tichu-scoring", "tichu-scoring-sheet", "tichu-review"),
    "tichu-hot-seat": ("tichu-privacy", "tichu-privacy-menu", "tichu-hot-seat-grand",
                       "tichu-who-bombs?"),
    "tichu-end": ("tichu-scoring-final", "tichu-game-over", "tichu-game-over-sheet",
                  "tichu-games-list", "tichu-viewer", "tichu-viewer-trick",
                  "tichu-viewer-round-end", "tichu-viewer-review", "tichu-statistics"),
    "tichu-demo": ("tichu-demo-deal", "tichu-demo-play"),
    "tichu-lesson-steps": lesson_stops(_lessons, "tichu-", words=True),
    "tichu-learn": ("tichu-lessons", "tichu-lesson-grand", "tichu-lesson-wrong",
                    "tichu-lesson-call", "tichu-lesson-exchange", "tichu-lesson-refused",
                    "tichu-lesson-bomb", "tichu-lesson-wish", "tichu-lesson-done",
                    "tichu-lessons-marked", "tichu-lesson-result", "tichu-lesson-scoring",
                    "tichu-lesson-scoring-watch", "tichu-lesson-scoring-result"),
}

# the dialogs a lesson's table may show over it when the learner is to move: the
# coach's words (a small window), the wish, the Dragon's gift
ASKED = ("coach-words", "tichu-wish", "tichu-gift")

MINE = ("MJ", "DR", "DOG", "2S", "2H", "2D", "2C", "3S", "5H", "7D", "9C", "JS", "KH", "AS")


def tour_hands(rng: random.Random) -> list[list[int]]:
    """Seat 0 holds MINE (the Mah Jong, Dragon, Dog and a bomb first among its 8); the
    other 42 cards go round seats 1, 2, 3 in order of rank and suit, so that none of them
    holds four of a kind or five of a suit in a row."""
    mine = [parse_card(c) for c in MINE]
    rest = sorted(c for c in range(52) if c not in mine) + [DOG, DRAGON, MAHJONG, 54]
    rest = [c for c in rest if c not in mine]
    others = [[], [], []]
    for i, c in enumerate(rest):
        others[i % 3].append(c)
    for h in others:
        rng.shuffle(h)
    return [mine] + others


class TichuTour:
    """Mixed into tour.Tour: the Tichu routes."""

    # ------------------------------------------------------------ helpers
    def tichu_open(self, humans: int = 1, rules=None, hands=None, levels=("easy",) * 4):
        from game.tichu.engine.rules import TichuRules
        from game.ui.saves import SeatConfig
        from game.ui.tichu.table_scene import open_tichu
        from game.ui.tichu.session import TichuSession
        from game.ui.i18n import tr
        names = (tr("You"), "Boris", "Vera", "Gleb") if humans == 1 else \
            ("Anna", "Boris", "Vera", "Gleb")
        seats = [SeatConfig(names[s], s < humans, levels[s]) for s in range(4)]
        session = TichuSession.new(rules or TichuRules(), seats, self.app.data_dir, seed=3)
        open_tichu(self.app, session, hands=hands)
        return session

    def tichu_scene(self):
        from game.ui.tichu.table_scene import TichuTableScene
        return next((s for s in reversed(self.app.stack.scenes)
                     if isinstance(s, TichuTableScene)), None)

    def tichu_ready(self, kind: str) -> bool:
        """The player at the screen may take an action of `kind` now, nothing showing."""
        scene = self.tichu_scene()
        return (scene is not None and self.top is scene and not scene.table.busy
                and any(a.kind == kind for a in scene.viewer_legal()))

    def click_card(self, c: int) -> None:
        t = self.tichu_scene().table
        sp = t.sprites[c]
        r = sp.rect(t.art)
        self.frame(click((r.x + max(4, r.width // 8), r.centery + r.height // 4)))

    def select(self, cards) -> None:
        t = self.tichu_scene().table
        for c in list(t.selected):
            if c not in cards:
                self.click_card(c)
        for c in cards:
            if c not in t.selected:
                self.click_card(c)

    def tichu_pass_or_play(self) -> None:
        """The player's turn in the play: pass if allowed, else the lowest single."""
        scene = self.tichu_scene()
        legal = scene.viewer_legal()
        if any(a.kind == "pass" for a in legal):
            self.press("Pass")
            return
        plays = [a for a in legal if a.kind == "play"]
        twos = sum(1 << card(2, s) for s in range(4))  # kept for a bomb
        low = min(plays, key=lambda a: (bool(a.data.cards & twos), a.data.kind != 1,
                                        a.data.rank))
        self.select(cards_of(low.data.cards))
        self.press("Play")

    def tichu_answer(self) -> None:
        """Whatever the player is asked now, answered simply (frames meanwhile)."""
        top = self.top
        name = getattr(top, "name", "")
        if name == "tichu-wish":
            self.press("No wish")
        elif name == "tichu-gift":
            self.frame(click(top.row.buttons[0].rect.center))
        elif name == "tichu-privacy":
            self.frame(click(top.row.buttons[0].rect.center))
        elif name == "dialog":
            self.frame(click(top.row.buttons[0].rect.center))
        elif name == "tichu-scoring":
            self.frame(click(top.row.buttons[-1].rect.center))
        elif self.tichu_ready("grand"):
            self.press("No")
        elif self.tichu_ready("give"):
            self.tichu_give()
        elif name == "tichu-play" and top.my_turn() and not top.table.busy:
            self.tichu_pass_or_play()
        else:
            self.frame()

    def tichu_reviewed(self) -> None:
        """The review on show has its result (the worker waited for, not framed for)."""
        from concurrent.futures import wait
        page = self.top
        for _ in range(10_000):
            if page.job.review() is not None or page.job.error:
                self.frame()
                return
            pending = page.job.batch.pending()
            if pending:
                wait(pending[:1], timeout=HANG)
            self.frame()
        raise AssertionError("the round was not reviewed")

    def tichu_give(self) -> None:
        scene = self.tichu_scene()
        t = scene.table
        hand = t.shown_hand(t.observation())
        keep = {MAHJONG, DRAGON, DOG} | {card(2, s) for s in range(4)}
        give = [c for c in hand if c not in keep][:3]
        for rel, c in zip((1, 2, 3), give):
            self.click_card(c)
            self.frame(click(t.layout.exchange_slots()[rel - 1].center))
        self.press("Give")

    def tichu_why(self, stop: str) -> None:
        """Hint, then H again: the hint's reasons under it (`stop`), then hidden again."""
        prompt = self.tichu_scene().table.prompt
        self.frame(key(pygame.K_h))
        self.until(lambda: prompt.said is not None and bool(prompt.said.more),
                   "the hint with its reasons")
        self.why_this(prompt, stop)

    # ------------------------------------------------------------ routes
    def tichu(self) -> None:
        self.set_speed("normal")
        session = self.tichu_open(hands=tour_hands(random.Random(4)))
        self.frames(12)
        self.snap("tichu-deal")
        self.set_speed("off")
        self.until(lambda: self.tichu_ready("grand"), "the Grand Tichu question")
        self.snap("tichu-grand")
        self.tichu_why("tichu-grand-why")
        self.press("No")
        self.until(lambda: self.tichu_ready("give"), "the exchange")
        self.snap("tichu-exchange")
        self.tichu_why("tichu-exchange-why")
        scene = self.tichu_scene()
        t = scene.table
        hand = t.shown_hand(t.observation())
        mine = [parse_card(c) for c in ("3S", "5H", "7D")]
        self.click_card(mine[0])
        self.frame(click(t.layout.exchange_slots()[0].center))
        self.click_card(mine[1])
        self.frame(key(pygame.K_2))
        # the third by drag and drop onto the right opponent's slot
        sp = t.sprites[mine[2]]
        r = sp.rect(t.art)
        start = (r.x + 6, r.centery)
        end = t.layout.exchange_slots()[2].center
        self.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
        for k in range(1, 6):
            p = (start[0] + (end[0] - start[0]) * k // 5, start[1] + (end[1] - start[1]) * k // 5)
            self.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))])
        self.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
        del hand
        self.snap("tichu-exchange-staged")
        self.press("Give")
        self.set_speed("normal")
        self.until(lambda: t.received is not None, "the cards received")
        self.frames(40)
        self.snap("tichu-received")
        self.set_speed("off")
        t.take_received()
        self.until(lambda: self.tichu_ready("play") and self.tichu_scene().my_turn(), "the lead")
        self.select([MAHJONG, DRAGON])
        self.snap("tichu-not-a-combination")
        self.select([MAHJONG])
        self.snap("tichu-lead")
        self.press("Play")
        self.until(lambda: self.top.name == "tichu-wish", "the wish")
        self.snap("tichu-wish")
        self.press("Hint")  # the Hard bot's wish, framed, and why
        self.until(lambda: self.top.hinted is not None, "the wish's hint")
        self.snap("tichu-wish-hint")
        self.press("7")
        self.frame()
        self.snap("tichu-wish-shown")
        self.until(lambda: len(session.round.trick) >= 3 or session.round.tricks,
                   "a trick with three plays")
        self.snap("tichu-trick")
        # Undo takes back the lead and its wish: the Mah Jong flies back into the hand
        self.set_speed("normal")
        self.press("Undo")
        self.frames(8)
        self.snap("tichu-undo")
        self.set_speed("off")
        self.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, unicode="",
                                       mod=pygame.KMOD_CTRL | pygame.KMOD_SHIFT)])
        self.frames(2)
        # play on: the Dragon when it may go, the Dog when leading, a bomb out of turn
        # over an opponent's play (not over the player's own Dragon, which is to win its
        # trick and be given away)
        done = set()

        def step():
            top = self.top
            rnd = session.round
            if rnd.over:
                return
            if top.name == "tichu-gift" and "gift" not in done:
                done.add("gift")
                self.snap("tichu-gift")
            scene = self.tichu_scene()
            if top is scene and not scene.table.busy and "bomb" not in done \
                    and not scene.my_turn() and rnd.top is not None and rnd.top[0] % 2 \
                    and button(scene, "Bomb!") is not None:
                done.add("bomb")
                self.press("Bomb!")
                self.snap("tichu-bomb")
                self.press("Play")
                return
            if top is scene and scene.my_turn() and not scene.table.busy:
                legal = scene.viewer_legal()
                dragon = [a for a in legal if a.kind == "play" and a.data.cards == 1 << DRAGON]
                dog = [a for a in legal if a.kind == "play" and a.data.cards == 1 << DOG]
                if dog and "dog" not in done:
                    self.select([DOG])
                    self.press("Play")
                    self.frames(2)
                    if scene.table.dog_to is not None:
                        done.add("dog")
                        self.snap("tichu-dog")
                    return
                if dragon and "dragon" not in done and rnd.top is not None:
                    done.add("dragon")
                    self.select([DRAGON])
                    self.press("Play")
                    return
            self.tichu_answer()
        self.until(lambda: session.round.over or ({"gift", "dog", "bomb"} <= done),
                   "the Dragon, the Dog and a bomb", act=step)
        self.until(lambda: self.top is self.tichu_scene() and session.round.tricks
                   and not self.tichu_scene().table.busy, "a quiet table", act=self.tichu_answer)
        self.press("Last trick")
        self.snap("tichu-last-trick")
        if self.top.name == "last-trick":  # set apart, a trick being in play
            self.frame(key(pygame.K_ESCAPE))
        else:
            self.press("Last trick")
        self.press("Log")
        self.snap("tichu-log")
        self.press("Close")
        self.frame(key(pygame.K_ESCAPE))
        self.snap("tichu-menu")
        self.press("Rules")
        self.snap("tichu-rules")
        self.press("Close")
        self.press("Score sheet")
        self.snap("tichu-sheet")
        self.press("Close")
        self.press("Resume")
        self.until(lambda: self.top.name == "tichu-scoring", "the round's result",
                   act=self.tichu_answer)
        self.snap("tichu-scoring")
        self.press("Score sheet")
        self.snap("tichu-scoring-sheet")
        self.press("Close")
        self.press("Review")
        self.tichu_reviewed()
        self.snap("tichu-review")
        self.press("Close")

    def tichu_hot_seat(self) -> None:
        session = self.tichu_open(humans=4, hands=tour_hands(random.Random(4)))
        self.until(lambda: self.top.name == "tichu-privacy", "the privacy screen")
        self.snap("tichu-privacy")
        self.frame(key(pygame.K_ESCAPE))
        self.snap("tichu-privacy-menu")
        self.press("Resume")
        self.frame(click(self.top.row.buttons[0].rect.center))
        self.until(lambda: self.tichu_ready("grand"), "a human's Grand Tichu question")
        self.snap("tichu-hot-seat-grand")

        def step():
            if self.top.name == "tichu-privacy" \
                    and button(self.top, "Bomb!") is not None:
                self.press("Bomb!")  # anyone may bomb, from the privacy screen too
                return
            self.tichu_answer()
        self.until(lambda: self.top.name == "tichu-who-bombs" or session.round.over,
                   "the question who bombs", act=step)
        if self.top.name == "tichu-who-bombs":
            self.snap("tichu-who-bombs?")
            self.press("Back")

    def tichu_end(self) -> None:
        from game.tichu.engine.rules import TichuRules
        session = self.tichu_open(rules=TichuRules(rounds=4))
        match = session.match
        self.until(lambda: match.finished and self.top.name == "tichu-scoring",
                   "the last round's result", limit=10000, act=self.tichu_answer)
        self.snap("tichu-scoring-final")
        self.press("Results")
        self.snap("tichu-game-over")
        self.press("Score sheet")
        self.snap("tichu-game-over-sheet")
        # the game just finished, watched again (the replay viewer)
        from game.ui.saves import flush_saves
        from game.ui.scenes.games_list import GamesListScene
        session.flush()
        flush_saves()
        self.app.push(GamesListScene(self.app, "tichu"))
        self.frame()
        self.snap("tichu-games-list")
        self.app.frame(click(self.top.row.buttons[0].rect.center), DT)
        self.frames(40)
        self.snap("tichu-viewer")
        for _ in range(5):
            self.frame(key(pygame.K_DOWN))
            self.frames(40)
        self.snap("tichu-viewer-trick")
        self.frame(key(pygame.K_PAGEDOWN))
        self.frame(key(pygame.K_LEFT))
        self.frames(40)
        self.snap("tichu-viewer-round-end")
        self.press("Review")
        self.tichu_reviewed()
        self.snap("tichu-viewer-review")
        self.press("Close")
        # the statistics, with the game just played counted
        from game.ui.statistics import StatisticsScene
        self.app.push(StatisticsScene(self.app, "tichu"))
        self.frame()
        self.snap("tichu-statistics")

    def tichu_demo(self) -> None:
        from game.ui.tichu import demo
        levels, demo.LEVELS = demo.LEVELS, ("normal",) * 4
        try:
            self.set_speed("normal")
            demo.start_tichu_demo(self.app)
        finally:
            demo.LEVELS = levels
        self.frames(30)
        self.snap("tichu-demo-deal")
        self.set_speed("off")
        self.until(lambda: self.tichu_scene() is not None
                   and self.tichu_scene().name == "tichu-play"
                   and len(self.tichu_scene().session.round.tricks) >= 1, "the demo's play")
        self.snap("tichu-demo-play")

    def tichu_learn(self) -> None:
        """Learn, Tichu: the lessons list, a lesson's steps at the table (the Grand Tichu
        question, a wrong move explained, the exchange, cards the rules refuse explained,
        a bomb out of turn, the wish), a lesson's end, the list with it marked, and two
        lessons ending at the round's result (going out; scoring a round, watched to the
        third player out)."""
        from game.ui.scenes.lessons import LessonsScene

        def lessons():
            self.app.push(LessonsScene(self.app, "tichu"))
            self.frame()
            return self.top
        scene = lessons()
        self.snap("tichu-lessons")

        def lesson(lesson_id: str):
            k = [lesson.id for _, lesson in scene.rows].index(lesson_id)
            self.frame(click(scene.row.buttons[k].rect.center))
            self.until(lambda: self.tichu_scene() is not None, "the lesson's table")
            coach = self.tichu_scene().session.coach
            self.until(lambda: moment(coach), "the lesson's first step")
            return coach

        def moment(coach) -> bool:
            ts = self.tichu_scene()
            return (ts is not None and coach.step is not None and ts.wrong_move is None
                    and not ts.table.busy and ts.coach_turn()
                    and (self.top is ts or self.top.name in ASKED))

        def right(coach) -> None:
            ts = self.tichu_scene()
            while self.top is not ts:  # the coach's words (a small window), the wish's
                self.app.stack.pop(self.top)
            ts.act(ts.session.hint_action())

        def leave():
            """Esc, Quit to menu (the lesson is left at its step), and Learn again."""
            while self.top is not self.tichu_scene():
                self.app.stack.pop(self.top)
            self.frame(key(pygame.K_ESCAPE))
            self.press("Quit to menu")
            return lessons()

        coach = lesson("calls")
        self.snap("tichu-lesson-grand")
        ts = self.tichu_scene()
        ts.act(coach.step.wrong_move)  # Grand Tichu on a weak 8: explained, taken back
        self.until(lambda: moment(coach) and coach.explained, "the explanation")
        self.frames(2)  # (in a small window the words come in a dialog)
        self.snap("tichu-lesson-wrong")
        right(coach)
        self.until(lambda: moment(coach) and coach.index == 1, "the Tichu call")
        self.snap("tichu-lesson-call")
        scene = leave()
        coach = lesson("exchange")
        self.snap("tichu-lesson-exchange")
        scene = leave()
        coach = lesson("dog")
        ts = self.tichu_scene()
        while self.top is not ts:
            self.press("Go on")
        ts.table.selected = set(cards_of(coach.step.wrong_move.data))  # the Dog on a 9
        ts.refresh()
        ts.play_selection()
        self.frames(2)
        self.snap("tichu-lesson-refused")
        scene = leave()
        coach = lesson("bombs")
        self.snap("tichu-lesson-bomb")
        scene = leave()
        coach = lesson("wish")
        right(coach)
        self.until(lambda: moment(coach) and coach.index == 1
                   and self.top.name == "tichu-wish", "the wish",
                   act=lambda: self.frame() if self.top.name != "coach-words" else
                   self.press("Go on"))
        self.snap("tichu-lesson-wish")
        for _ in range(2):
            right(coach)
            self.until(lambda: moment(coach) or self.top.name == "dialog", "the next step")
        self.until(lambda: self.top.name == "dialog", "the lesson's end")
        self.snap("tichu-lesson-done")
        self.press("Back to the lessons")
        self.frame()
        self.snap("tichu-lessons-marked")
        scene = self.top
        coach = lesson("going-out")
        for _ in range(3):
            self.until(lambda: moment(coach), "the learner's move")
            right(coach)
        self.until(lambda: self.top.name == "tichu-scoring", "the lesson's result")
        self.snap("tichu-lesson-result")
        self.press("Finish lesson")
        scene = self.top
        coach = lesson("scoring")  # Gleb's K led, your ace to win it
        self.frames(2)  # (in a small window the words come in a dialog)
        self.snap("tichu-lesson-scoring")
        for _ in range(2):
            self.until(lambda: moment(coach), "the learner's move")
            right(coach)
        ts = self.tichu_scene()
        # you out first, watching the round to its end: the step's words in a dialog (a
        # small window), else in the box with Boris out second
        self.until(lambda: self.top.name == "coach-words"
                   or (len(ts.round.out) >= 2 and not ts.table.busy), "Boris out second")
        self.snap("tichu-lesson-scoring-watch")

        def go_on() -> None:
            if self.top.name == "coach-words":
                self.press("Go on")
            else:
                self.frame()
        self.until(lambda: self.top.name == "tichu-scoring", "the lesson's result", act=go_on)
        self.snap("tichu-lesson-scoring-result")
        self.press("Finish lesson")

    def tichu_lesson_steps(self) -> None:
        """Every lesson of Tichu from its start to its end, with the right moves (as
        tests/ui/test_tichu_lessons.py plays them): each step as the learner comes to it
        (in a small window the coach's words first, in their dialog), its wrong move
        explained, and the end (the closing dialog, or the result with the lesson's words
        under it)."""
        from game.ui.scenes.lessons import LessonsScene
        from game.ui.tichu.lessons import lessons

        from .test_tichu_lessons import act, learner_moment, play_wrong, wrong_move
        self.app.push(LessonsScene(self.app, "tichu"))
        self.frame()
        ends = ("tichu-scoring", "dialog")
        for lesson in lessons():
            scene = self.top
            k = [one.id for _, one in scene.rows].index(lesson.id)
            self.frame(click(scene.row.buttons[k].rect.center))
            self.until(lambda: self.tichu_scene() is not None, "the lesson's table")
            coach = self.tichu_scene().session.coach

            def moment(also=()) -> bool:
                return learner_moment(self.app, coach) or self.top.name in also

            def words(stop: str) -> None:
                """The coach's words in their dialog (no room for the box): snapped, and
                Go on to the table."""
                self.until(lambda: moment(("coach-words",)), f"{stop}: the learner's move")
                self.frame()  # (the table puts its dialog up at the frame after)
                if self.top.name == "coach-words":
                    self.snap(f"{stop}-words?")
                    self.press("Go on")
                    self.until(moment, f"{stop}: the table after the words")
            seen = set()
            while True:
                self.until(lambda: moment(("coach-words",) + ends) or coach.finished,
                           f"{lesson.id}: the learner's move")
                if coach.finished or self.top.name in ends:
                    break
                at = f"tichu-{lesson.id}-{coach.index + 1}"
                if coach.step is not None and coach.step.until is not None:
                    # a step the learner watches (out of the round): its words, then on
                    if self.top.name == "coach-words" and at not in seen:
                        seen.add(at)
                        self.snap(f"{at}-words?")
                        self.press("Go on")
                        self.frames(2)
                        self.snap(f"{at}?")
                    self.frame()
                    continue
                if at not in seen:
                    seen.add(at)
                    words(at)
                    ts = self.tichu_scene()  # (each phase has its scene)
                    self.snap(at)
                    bad = wrong_move(ts, coach.step)
                    if bad is not None:
                        play_wrong(self.app, ts, bad)
                        self.frames(2)
                        words(f"{at}-wrong")
                        self.snap(f"{at}-wrong?")
                        if ts.table.selected:  # (refused cards: picked again, as a player
                            ts.table.selected = set()  # would, for the right move)
                            ts.refresh()
                while self.top.name == "coach-words":
                    self.press("Go on")
                ts = self.tichu_scene()
                if not act(self.app, ts, ts.session.hint_action()):
                    raise AssertionError(f"{at}: the right move refused")
            self.until(lambda: self.top.name in ends, f"{lesson.id}: the end")
            self.frame()
            self.snap(f"tichu-{lesson.id}-end")
            self.press("Finish lesson" if lesson.to_end else "Back to the lessons")
            self.frame()


__all__ = ["ROUTES", "TichuTour", "tour_hands", "DT"]
