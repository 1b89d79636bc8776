"""Drive the table like a player: synthetic mouse clicks and keys on what is on screen,
frame by frame with a hand-made clock, and a look at the engine after every step."""
from __future__ import annotations

import contextlib
import random
from typing import Callable, Iterator, Optional

import pygame

from game.tysiacha.engine import actions as A
from game.tysiacha.engine.deal import Phase
from game.ui import theme, thinking
from game.ui.app import App, Options
from game.ui.i18n import tr
from game.ui.scenes.base import ButtonScene
from game.ui.tysiacha.deck import table_art
from game.ui.tysiacha.session import SeatConfig

DT = 1 / 60

# The longest a test waits for anything (a bot, a worker): reached only when something
# hangs, never because the machine is busy. No wait in tests/ui counts time otherwise:
# the drivers wait for states (a bot's decision made, a job's result), so that what the
# table does, frame by frame, is the same on a quiet machine and a loaded one.
HANG = 600.0


class SteadyThinker(thinking.Thinker):
    """A bot's decision that is ready in the frame that asked for it: made (in the worker
    process or on a thread) before the frame goes on. So the frames at which the bots act,
    and the order of the simultaneous decisions (Tichu's Grand Tichu calls and exchange),
    follow from the states alone, not from how quickly a bot thought. Its start is set
    back past any least pause (THINK_TIME, the demo's), which the real clock would time.
    `waits(obs)` says whether to wait: a Tichu seat a test holds (tichu_driver.Plan.hold)
    thinks on while the frames go on."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.waits(self._args[3]):
            self.wait(HANG)
            assert self.done, f"a bot thought for {HANG:.0f} s"
        self.started -= 1e6

    def waits(self, obs) -> bool:
        return True


def use_bots(monkeypatch, game_id: str, make_bot: Callable) -> None:
    """`game_id`'s bots made by `make_bot(level, seed)` for the rest of the test: its
    description replaced in the registry (a worker process gets `make_bot` by name)."""
    from dataclasses import replace

    from game import registry
    monkeypatch.setitem(registry._games, game_id,
                        replace(registry.game(game_id), make_bot=make_bot))


@contextlib.contextmanager
def steady_bots(thinker: type = SteadyThinker) -> Iterator[None]:
    """Both games' bots (and 1000's hints) decide as SteadyThinker does, without a least
    pause: every decision is taken at the frame the table asks for it, whatever the load."""
    from unittest import mock

    from game.ui.tichu import table_scene as tichu_table_scene
    from game.ui.tichu import session as tichu_session
    from game.ui.tysiacha import session as tysiacha_session
    from game.ui.tysiacha import table_scene
    with contextlib.ExitStack() as stack:
        for module in (tichu_session, tysiacha_session):
            stack.enter_context(mock.patch.object(module, "Thinker", thinker))
        for module in (tichu_table_scene, table_scene):
            stack.enter_context(mock.patch.object(module, "THINK_TIME", 0.0))
        yield


def settle(app: App) -> None:
    """Wait until no bot or hint of the table is still thinking (a state, not a time)."""
    scene = app.table_scene()
    if scene is None:
        return
    conductor = getattr(scene, "conductor", None)
    if conductor is not None:  # Tichu: every seat's question, but a held seat's
        thinkers = [th for (_, seat), th in list(conductor._thinkers.items())
                    if held_seats is None or seat not in held_seats()]
    else:
        thinkers = [scene.thinker, getattr(scene, "hinter", None)]
    for th in thinkers:
        if th is not None and not th.done:
            th.wait(HANG)
            assert th.done, f"a bot thought for {HANG:.0f} s"


def wait_for_job(job) -> None:
    """An analysis (analysis_scene.Analysing) in the worker, finished."""
    from concurrent.futures import wait
    future = getattr(job, "_future", None)
    if future is not None:
        wait([future], timeout=HANG)
        assert future.done(), f"an analysis took {HANG:.0f} s"


held_seats: Optional[Callable[[], set]] = None  # tichu_driver: the seats a test holds


def make_app(tmp_path, size=(1280, 800), speed="off", demo=False, seed=1, **game) -> App:
    """An App on the dummy video driver with its own settings and data folders."""
    cfg = tmp_path / "config"
    cfg.mkdir(exist_ok=True)
    game = {"animation_speed": speed, "fullscreen": "false", "sound": "false", **game}
    lines = [f"  {k}: {v}" for k, v in game.items()]
    (cfg / "settings.yaml").write_text("game:\n" + "\n".join(lines) + "\n", encoding="utf-8")
    return App(Options(size=size, demo=demo, seed=seed, data_dir=tmp_path / "data",
                       settings_path=cfg / "settings.yaml"))


def drawn(app: App) -> "theme.Recording":
    """What one frame of the whole stack draws (recorded, the window drawn outside the
    canvas, which paints it whole next frame)."""
    with theme.recording(app.screen) as rec:
        app.stack.draw(app.screen)
    app.canvas.invalidate()
    return rec


def click(pos, button: int = 1) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def key(k: int, unicode: str = "") -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)]


def button(scene, label: str):
    """The usable button labelled `label` (or its translation in the language in use)."""
    for b in scene.row.buttons:
        if b.label in (label, tr(label)) and b.visible and b.enabled:
            return b
    return None


def click_button(app: App, label: str) -> bool:
    scene = app.stack.top
    b = button(scene, label) if isinstance(scene, ButtonScene) else None
    if b is None:
        return False
    app.frame(click(b.rect.center), DT)
    return True


def run_frames(app: App, n: int, events=()) -> None:
    app.frame(list(events), DT)
    for _ in range(n - 1):
        app.frame([], DT)


def wait_for_bots(app: App) -> None:
    """A frame, the decision of a bot it started, and a frame to take it."""
    app.frame([], DT)
    settle(app)
    app.frame([], DT)


class Player:
    """Plays every human seat the way a person would: a bot (`rules` by default) decides
    from that seat's observation, and the decision is carried out by clicking and typing
    on what the scene shows. `check(app)` runs after every step."""

    def __init__(self, app: App, rng: Optional[random.Random] = None,
                 check: Optional[Callable[[App], None]] = None, bot: str = "normal"):
        from game.tysiacha.ai import make_bot
        self.app = app
        self.rng = rng or random.Random(7)
        self.check = check
        self.bot = make_bot(bot, 11)
        self.steps = 0
        self.scenes: list[str] = []
        self.actions = 0

    def step(self) -> None:
        app = self.app
        top = app.stack.top
        name = top.name
        if not self.scenes or self.scenes[-1] != name:
            self.scenes.append(name)
        self.steps += 1
        handler = getattr(self, "on_" + name.replace("-", "_"), None)
        if handler is not None:
            handler(top)
        else:
            app.frame([], DT)
        settle(app)  # a bot's decision started in this step is ready for the next
        if self.check is not None:
            self.check(app)

    def decide(self, scene, deal=None) -> int:
        from game.tysiacha.engine.observation import observe
        deal = deal if deal is not None else scene.deal
        seat = deal.to_act
        return self.bot.choose(observe(deal, seat), list(deal.legal_actions()))

    # -- scenes
    def on_menu(self, scene) -> None:
        click_button(self.app, "New game") or self.app.frame([], DT)

    def on_new_game(self, scene) -> None:
        click_button(self.app, "Start") or self.app.frame([], DT)

    def on_cut(self, scene) -> None:
        self.app.frame(click((5, 5)), DT)

    def on_deal(self, scene) -> None:
        self.app.frame(click((5, 5)), DT)

    def on_privacy(self, scene) -> None:
        self.app.frame(click(scene.row.buttons[0].rect.center), DT)

    def on_dialog(self, scene) -> None:
        """Confirmations: yes; the marriage question: declare."""
        labels = [b.label for b in scene.row.buttons]
        for want in ("Yes", "Declare"):
            if want in labels:
                click_button(self.app, want)
                return
        click_button(self.app, labels[0])

    def on_scoring(self, scene) -> None:
        label = "Results" if scene.session.match.finished else "Next deal"
        click_button(self.app, label) or self.app.frame([], DT)

    def on_winner(self, scene) -> None:
        self.app.frame([], DT)

    def type_value(self, value: int) -> None:
        for ch in str(value):
            self.app.frame(key(getattr(pygame, f"K_{ch}"), ch), DT)

    def on_bidding(self, scene) -> None:
        if not scene.my_turn():
            self.app.frame([], DT)
            return
        action = self.decide(scene)
        self.actions += 1
        if action == A.PASS:
            assert click_button(self.app, "Pass")
            return
        value = A.bid_value(action)
        if self.rng.random() < 0.5:
            self.type_value(value)  # direct entry
        else:
            step = scene.session.rules.bid_step
            for _ in range(60):
                if scene.picker.value is None or scene.picker.value >= value:
                    break
                assert click_button(self.app, f"+{step}")
        assert scene.picker.value == value, (scene.picker.value, value)
        assert click_button(self.app, "Bid")

    def on_exchange(self, scene) -> None:
        if not scene.my_turn():
            self.app.frame([], DT)
            return
        deal = scene.deal
        phase = deal.phase
        action = self.decide(scene)
        self.actions += 1
        if action in (A.ROSPISAT, A.SPISAT):
            assert click_button(self.app, "Rospisat'" if action == A.ROSPISAT else "Spisat'")
            return
        if phase in (Phase.PRIKUP, Phase.REDEAL):
            assert click_button(self.app, "Redeal" if action == A.REDEAL else "Play on")
        elif phase is Phase.EXCHANGE:
            # the bot's two gives, found on a copy, then chosen and passed on the table
            copy = deal.clone()
            first = action
            copy.apply(first)
            second = self.decide(scene, copy)
            for give in (first, second):
                card, to = A.give_parts(give)
                self.click_card(scene, card)
                assert scene.table.selected == card
                assert click_button(self.app, tr("To {name}").format(name=scene.table.name(to)))
            assert click_button(self.app, "Pass cards")
        elif phase is Phase.RAISE:
            if action == A.KEEP:
                assert click_button(self.app, tr("Keep {n}").format(n=deal.contract))
            else:
                self.type_value(A.raise_value(action))
                assert scene.picker.value == A.raise_value(action)
                assert click_button(self.app, "Raise")

    def on_play(self, scene) -> None:
        if scene.deal.over or not scene.my_turn():
            self.app.frame([], DT)
            return
        action = self.decide(scene)
        self.actions += 1
        if action in (A.ROSPISAT, A.SPISAT):
            assert click_button(self.app, "Rospisat'" if action == A.ROSPISAT else "Spisat'")
            return
        card = A.played_card(action)
        self.click_card(scene, card)
        if self.app.settings.card_selection == "twice" and self.app.stack.top is scene:
            self.click_card(scene, card)
        if A.is_meld(action) is False and self.app.stack.top.name == "dialog":
            click_button(self.app, "Just play")

    def click_card(self, scene, card: int) -> None:
        sp = scene.table.sprites[card]
        r = sp.rect(table_art(self.app))
        # the visible strip of a fanned card is its left edge
        self.app.frame(click((r.x + 8, r.centery)), DT)


def play_until(app: App, done: Callable[[App], bool], player: Player, max_steps: int) -> None:
    for _ in range(max_steps):
        if done(app):
            return
        player.step()
    raise AssertionError(f"not done after {max_steps} steps; scenes {player.scenes[-20:]}")


def seats(*kinds: str) -> list[SeatConfig]:
    names = ("Anna", "Boris", "Vera", "Gleb")
    return [SeatConfig(names[i], k == "human", "normal" if k == "human" else k)
            for i, k in enumerate(kinds)]
