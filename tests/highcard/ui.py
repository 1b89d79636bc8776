"""High card at the table, as the kit sees it (game/ui/description.py): the deck's drawn
faces, the setup, the table (a click on a card or the keys 1-9 play it; the AI answers
through game/ui/thinking.py), its menu, score sheet and rules, the end of the game, the
demo and the viewer of a finished game. Everything else (menu, Options, Statistics, Past
games, `view`) is the kit's."""
from __future__ import annotations

from pathlib import Path
from typing import Optional

import pygame

from game.core.recordfile import RecordError
from game.core.steps import RecordSteps
from game.ui import canvas, theme
from game.ui.assets import Deck, Fonts
from game.ui.description import GameUI
from game.ui.i18n import personal, tr
from game.ui.saves import SeatConfig, default_seats
from game.ui.scenes.base import ButtonScene, fit_row, row_of
from game.ui.scenes.demo import DemoBadge
from game.ui.scenes.games_list import kept_when
from game.ui.scenes.over_table import GameOverScene, ScrollScene, TableMenu, line
from game.ui.scenes.watching import Watching
from game.ui.statistics import best, count_game, number, percent, statistics_news
from game.ui.turns import AI, HERE, TurnLoop
from game.ui.widgets import Button

from . import engine
from .bots import LEVELS
from .engine import RANKS, RULE_OPTIONS, SUIT_SIGNS, Match, ReplayError, by_strength, card_name
from .session import HighCardSession, has_save

GAME_ID = "highcard"
THINK_TIME = 0.5  # the least time the AI seems to think, at normal speed
FLY_TIME = 0.25  # a card's way from the hand to the middle, at normal speed


# ---------------------------------------------------------------------- the cards
_fonts: Optional[Fonts] = None


def _file_of(card: int) -> str:
    return f"highcard-{card_name(card)}.svg"  # no such file: the drawn face is used


def _drawn_face(card: int, size: tuple[int, int]) -> pygame.Surface:
    """The index in the corner, the rank and the suit's sign large in the middle."""
    global _fonts
    _fonts = _fonts or Fonts()
    w, h = size
    face = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 10)
    pygame.draw.rect(face, (252, 250, 244), face.get_rect(), border_radius=radius)
    pygame.draw.rect(face, (60, 60, 60), face.get_rect(), 1, border_radius=radius)
    colour = (200, 20, 30) if card // 13 == 1 else (20, 20, 20)
    rank, sign = RANKS[card % 13], SUIT_SIGNS[card // 13]
    small = _fonts.get(max(8, h // 8), True)
    face.blit(small.render(rank + sign, True, colour), (w * 0.08, h * 0.04))
    for text, px, y in ((rank, h // 3, 0.42), (sign, h // 4, 0.74)):
        img = _fonts.get(max(10, px), True).render(text, True, colour)
        face.blit(img, img.get_rect(center=(w / 2, h * y)))
    return face


DECK = Deck(engine.DECK, _file_of, _drawn_face)


# ---------------------------------------------------------------------- the table
class HighCardTable:
    """What the table shows of a session (its match and seats): the hands (seat 0 at the
    bottom), the round in the middle (the last one's two cards until the next lead), the
    names with their rounds won, a status line and a passing warning. A card played
    flies from its hand to the middle."""

    def __init__(self, app, session, open_hands: bool = False):
        self.app, self.session, self.open_hands = app, session, open_hands
        self.art = app.card_art(DECK, "highcard")
        self.tween = self  # (Watching asks `table.tween.moving()`)
        self.flying: Optional[list] = None  # [card, seat, t]
        self.warning, self.warning_left = "", 0.0

    # the viewer's and the scenes' calls
    @property
    def busy(self) -> bool:
        return self.flying is not None

    def moving(self) -> bool:
        return self.flying is not None

    def warn(self, words: str) -> None:
        self.warning, self.warning_left = words, 4.0

    def name(self, seat: int) -> str:
        return self.session.seats[seat].name

    def present(self, events) -> None:
        """Show what an action did: the card played flies in (not with animations off)."""
        for e in events:
            if e.kind == "play" and self.app.speed > 0:
                self.flying = [e.data, e.seat, 0.0]

    def taken_back(self) -> None:
        self.flying = None

    def sync(self) -> None:
        self.flying = None

    def update(self, dt: float) -> None:
        self.warning_left = max(0.0, self.warning_left - dt)
        if self.flying is not None:
            self.flying[2] += dt * self.app.speed / FLY_TIME
            if self.flying[2] >= 1.0:
                self.flying = None

    # where things are
    def card_height(self) -> int:
        h = self.app.screen_size[1]
        self.art.resize(round(h * 0.2))
        return self.art.size[1]

    def area(self) -> tuple[int, int]:
        """The left and right of the cards' part of the table (the names are left of it)."""
        w = self.app.screen_size[0]
        return round(w * 0.27), w - round(w * 0.03)

    def hand_rects(self, seat: int) -> list[tuple[int, pygame.Rect]]:
        """The cards of `seat` (weakest first, each drawn over the one before) and where
        each is drawn."""
        h = self.app.screen_size[1]
        ch = self.card_height()
        cw = self.art.size[0]
        m = self.session.match
        cards = by_strength(m.hands[seat], m.rules)
        left, right = self.area()
        step = cw + max(4, cw // 6)
        if len(cards) > 1:
            step = min(step, (right - left - cw) // (len(cards) - 1))
        x = (left + right) // 2 - (cw + step * (len(cards) - 1)) // 2
        y = h - ch - round(h * 0.06) if seat == 0 else round(h * 0.06)
        return [(c, pygame.Rect(x + i * step, y, cw, ch)) for i, c in enumerate(cards)]

    def middle_rect(self, seat: int) -> pygame.Rect:
        w, h = self.app.screen_size
        ch = self.card_height()
        r = pygame.Rect(0, 0, self.art.size[0], ch)
        middle = sum(self.area()) // 2
        r.center = (middle + (-1 if seat == 0 else 1) * round(self.art.size[0] * 0.6),
                    h // 2 + (1 if seat == 0 else -1) * round(ch * 0.1))
        return r

    def card_at(self, pos, seat: int) -> Optional[int]:
        return next((c for c, r in reversed(self.hand_rects(seat)) if r.collidepoint(pos)),
                    None)

    def in_middle(self) -> tuple[list[tuple[int, int]], Optional[int]]:
        """The cards in the middle as (seat, card), and the seat that won them (None while
        the round is under way)."""
        m = self.session.match
        if m.trick or not m.rounds:
            return list(m.trick), None
        last = m.rounds[-1]
        return [(0, last.cards[0]), (1, last.cards[1])], last.winner

    def face_up(self, seat: int) -> bool:
        return self.open_hands or self.session.seats[seat].human or (
            seat == 0 and self.app.options.demo)

    # drawing
    def draw(self, surface, status: str = "") -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        bold = self.app.fonts.get(max(14, round(h * 0.03)), True)
        body = self.app.fonts.get(max(14, round(h * 0.026)))
        m = self.session.match
        left, right = self.area()
        middle = (left + right) // 2
        for seat in (0, 1):
            rects = self.hand_rects(seat)
            for card, r in rects:
                surface.blit(self.art.face(card) if self.face_up(seat) else self.art.back(), r)
            ch = self.card_height()
            y = h - ch // 2 - round(h * 0.06) if seat == 0 else ch // 2 + round(h * 0.06)
            x, room = round(w * 0.03), left - round(w * 0.05)
            theme.text(surface, bold, theme.clipped(bold, self.name(seat), room), (x, y),
                       theme.GOLD, "bottomleft")
            theme.text(surface, body, f"{tr('rounds won')}: {m.wins[seat]}", (x, y + 4))
        cards, winner = self.in_middle()
        for seat, card in cards:
            r = self.middle_rect(seat)
            if self.flying is not None and self.flying[0] == card:
                t = self.flying[2]
                start = (middle, h - self.art.size[1] if seat == 0 else self.art.size[1])
                r.center = (round(start[0] + (r.centerx - start[0]) * t),
                            round(start[1] + (r.centery - start[1]) * t))
            surface.blit(self.art.face(card), r)
            if seat == winner:
                canvas.rect(surface, theme.GOLD, r.inflate(8, 8), 3, border_radius=8)
        if status:
            theme.text(surface, body, status, (middle, self.middle_rect(0).bottom + 12),
                       theme.INK, "midtop")
        if self.warning_left > 0:
            theme.text(surface, body, theme.clipped(body, self.warning, w - 40),
                       (middle, self.middle_rect(1).top - 12), theme.RED, "midbottom")


class HighCardTableScene(ButtonScene):
    """A game being played: the human's card by a click or a key (1 = the weakest card),
    the AI's through a Thinker; saved after every card, counted after every round."""

    name = "highcard-table"
    at_table = True  # app.table_scene() finds it

    def __init__(self, app, session: HighCardSession):
        super().__init__(app)
        self.session = session
        self.table = HighCardTable(app, session)
        # the kit's turn loop asks the AI (game/ui/turns.py), as at both games' tables
        self.turns = TurnLoop(session, lambda seat: HERE if session.is_human(seat) else AI)
        self.ended = False

    @property
    def thinker(self):
        return self.turns.working()

    def build(self) -> list[Button]:
        w, _ = self.app.screen_size
        menu = Button(tr("Menu"), self.back)
        menu.rect = pygame.Rect(w - 150, 12, 138, 44)
        return [menu]

    def back(self) -> None:
        self.app.push(HighCardMenu(self.app, self.table))

    def human_to_play(self) -> Optional[int]:
        seat = self.session.match.to_act
        return seat if self.session.is_human(seat) and not self.table.busy else None

    def status(self) -> str:
        seat = self.session.match.to_act
        if seat is None:
            return ""
        if self.session.is_human(seat):
            return tr("Your turn: click a card, or press 1 to {n}").format(
                n=len(self.session.match.hands[seat]))
        return tr("{name} is thinking…").format(name=self.table.name(seat))

    def handle(self, event: pygame.event.Event) -> bool:
        seat = self.human_to_play()
        if seat is not None:
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                card = self.table.card_at(event.pos, seat)
                if card is not None:
                    self.play(card)
                    return True
            if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
                cards = self.session.match.legal_actions()
                k = event.key - pygame.K_1
                if k < len(cards):
                    self.play(cards[k])
                    return True
        return super().handle(event)

    def play(self, card: int) -> None:
        events = self.session.apply(card)
        self.table.present(events)
        if any(e.kind == "round" for e in events):
            count_game(self.app, self.session)  # the figures so far (game/ui/statistics.py)
        if self.session.save_error:
            self.table.warn(self.session.save_error)

    def update(self, dt: float) -> None:
        t = self.table
        t.update(dt)
        news = statistics_news()
        if news:
            t.warn(news)
        if t.busy:
            return
        match = self.session.match
        if match.finished:
            if not self.ended:
                self.ended = True
                self.app.stack.replace(self, HighCardOver(self.app, self.session))
            return
        self.turns.min_time = THINK_TIME / self.app.speed if self.app.speed > 0 else 0.0
        card = self.turns.step()
        if card is not None:
            self.play(card)

    def draw(self, surface) -> None:
        self.table.draw(surface, self.status())
        self.draw_buttons(surface, 20)


def open_table(app, session: HighCardSession, replace=None) -> None:
    scene = HighCardTableScene(app, session)
    if replace is not None and replace in app.stack.scenes:
        app.stack.replace(replace, scene)
    else:
        app.stack.clear()
        app.push(scene)


class HighCardMenu(TableMenu):
    def sheet(self) -> None:
        self.app.push(SheetScene(self.app, self.table.session.match))

    def rules(self) -> None:
        self.app.push(RulesScene(self.app, self.table.session.match.rules))


class SheetScene(ScrollScene):
    def __init__(self, app, match: Match):
        super().__init__(app)
        self.match = match
        self.title = tr("Score sheet")

    def rows(self) -> list:
        f, m = self.font(22), self.match
        out = [line(self.font(22, True), f"{m.names[0]} v {m.names[1]} · {m.rules.words()}",
                    theme.GOLD)]
        for k, r in enumerate(m.rounds, 1):
            out.append(line(f, tr("Round {k}: {a} {ca}, {b} {cb}: {w} wins").format(
                k=k, a=m.names[0], ca=card_name(r.cards[0]), b=m.names[1],
                cb=card_name(r.cards[1]), w=m.names[r.winner])))
        out.append(line(f, f"{tr('rounds won')}: {m.wins[0]} – {m.wins[1]}"))
        return out


class RulesScene(ScrollScene):
    def __init__(self, app, rules):
        super().__init__(app)
        self.rules_in_force = rules
        self.title = tr("Rules of High card")

    def rows(self) -> list:
        r, f = self.rules_in_force, self.font(22)
        return [line(f, tr("Each player is dealt {n} cards of the 26 (2 to ace of spades "
                           "and hearts).").format(n=r.rounds)),
                line(f, tr("Each round the leader plays a card and the other answers; the "
                           "higher card wins the round (the leader wins a tie) and leads "
                           "the next.")),
                line(f, tr("The ace is high.") if r.ace_high else tr("The ace is low.")),
                line(f, tr("The first to win {n} rounds wins the game.").format(n=r.target))]


class HighCardOver(GameOverScene):
    name = "highcard-over"

    def title(self) -> str:
        m = self.session.match
        if len(m.winners) != 1:
            return tr("A draw")
        return personal(self.session.seats[m.winners[0]].name, tr("{name} wins"), tr("You win"))

    def standings(self) -> list[tuple[str, str, bool]]:
        m = self.session.match
        order = sorted((0, 1), key=lambda s: -m.wins[s])
        return [(self.session.seats[s].name, str(m.wins[s]), s in m.winners) for s in order]

    def footer(self) -> str:
        return self.session.match.rules.words()

    def sheet(self) -> None:
        self.app.push(SheetScene(self.app, self.session.match))

    def start_demo(self) -> None:
        start_demo(self.app)


# ---------------------------------------------------------------------- the setup
class SetupScene(ButtonScene):
    """You against one AI player: its level, and the game's length (for this game only).
    With `resuming`, a saved game whose table file did not say who sits where."""

    name = "highcard-setup"

    def __init__(self, app, resuming: Optional[HighCardSession] = None):
        super().__init__(app)
        self.resuming = resuming
        level = app.settings.ai_level
        self.level = level if level in LEVELS else "normal"
        self.rules = resuming.match.rules if resuming else app.rules_of(GAME_ID)

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        bw, bh, gap = round(230 * u), round(56 * u), round(16 * u)
        out = row_of([Button(tr(lv.title()), lambda lv=lv: self.choose(level=lv),
                             toggled=lv == self.level) for lv in LEVELS],
                     w // 2, round(h * 0.36), bw, bh, gap)
        if self.resuming is None:
            out += row_of([Button(tr("Best of {n}").format(n=n),
                                  lambda n=n: self.choose(rounds=n),
                                  toggled=n == self.rules.rounds)
                           for n in RULE_OPTIONS[0].values],
                          w // 2, round(h * 0.54), bw, bh, gap)
        out += row_of([Button(tr("Start"), self.start, hotkey=pygame.K_RETURN),
                       Button(tr("Back"), self.back)],
                      w // 2, round(h * 0.75), bw, bh, gap)
        self.default_focus = len(out) - 2
        return out

    def choose(self, level: Optional[str] = None, rounds: Optional[int] = None) -> None:
        self.level = level or self.level
        if rounds is not None:
            self.rules = self.rules.with_changes(rounds=rounds)
        self.layout()

    def start(self) -> None:
        seats = default_seats(2, 1, self.level)
        if self.resuming is not None:
            session = self.resuming.reseated(seats)
        else:
            session = HighCardSession.new(self.rules, seats, self.app.save_dir,
                                          self.app.options.seed)
        open_table(self.app, session)

    def back(self) -> None:
        self.app.stack.pop(self)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        theme.text(surface, self.font(56, True), tr("High card: a new game"),
                   (w // 2, round(h * 0.12)), theme.GOLD, "midtop", shadow=True)
        f = self.font(24)
        theme.text(surface, f, tr("You against an AI player of this level:"),
                   (w // 2, round(h * 0.36) - 12), theme.INK, "midbottom")
        if self.resuming is None:
            theme.text(surface, f, tr("The game's length:"), (w // 2, round(h * 0.54) - 12),
                       theme.INK, "midbottom")
        else:
            theme.text(surface, f, self.resuming.seats_problem or "", (w // 2, round(h * 0.5)),
                       theme.RED, "midtop")
        self.draw_buttons(surface, 24)


# ---------------------------------------------------------------------- watching again
class HighCardSteps(RecordSteps):
    """A finished game laid out as positions: one unit (the hand), a mark per round."""

    def __init__(self, final: Match):
        self.final = final
        super().__init__([list(final.plays)])

    def fresh(self) -> Match:
        f = self.final
        return Match(f.rules, f.names, f.dealt, f.seed)

    def deal(self, match: Match, k: int) -> None:
        """(the hands are dealt when the match is made)"""

    def trick_marks(self) -> list[int]:
        return list(range(2, len(self.final.plays) + 1, 2))


class ViewSession:
    """What the table reads of a session, for a game watched: nobody is human."""

    def __init__(self, steps: HighCardSteps):
        self.match = steps.match_at(0)
        self.seats = [SeatConfig(n, False) for n in steps.final.names]
        self.moves = 0

    def is_human(self, seat) -> bool:
        return False


class ViewerScene(Watching):
    name = "highcard-viewer"

    def __init__(self, app, steps: HighCardSteps, path: Optional[Path] = None):
        session = ViewSession(steps)
        super().__init__(app, steps, session, HighCardTable(app, session, open_hands=True))
        self.path = path

    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        y = h - self.table.card_height() - round(h * 0.06)  # the bottom hand's top
        font = self.font(20)
        bh = font.get_linesize() + 14
        out = fit_row(self.step_buttons(tr("« Game"), tr("Game »")), font, w // 2,
                      y - bh - 12, min(w - 40, 900), bh, 8)
        close = Button(tr("Close"), self.back)
        close.rect = pygame.Rect(w - 150, 12, 138, 44)
        self.default_focus = 3
        return out + [close]

    def where_words(self) -> str:
        return tr("{k} of {n} rounds played · card {j} of {m}").format(
            k=len(self.session.match.rounds), n=len(self.steps.final.rounds),
            j=self.position, m=self.steps.last)

    def draw(self, surface) -> None:
        self.table.draw(surface)
        theme.text(surface, self.font(20, True), self.where_words(),
                   (surface.get_width() // 2, 20), theme.GOLD, "midtop")
        self.draw_buttons(surface, 20)


def load_steps(path: Path) -> HighCardSteps:
    return HighCardSteps(engine.load_record(path))


def open_record(app, path: Path) -> Optional[str]:
    try:
        steps = load_steps(path)
    except (RecordError, ReplayError, OSError) as exc:
        return tr("{file} cannot be watched: {why}").format(file=Path(path).name, why=exc)
    app.push(ViewerScene(app, steps, path))
    return None


def game_summary(path: Path) -> tuple[str, bool]:
    when = kept_when(Path(path))
    try:
        m = engine.load_record(path)
    except (RecordError, ReplayError, OSError) as exc:
        return f"{when} · " + tr("cannot be watched: {why}").format(why=exc), False
    won = " & ".join(m.names[s] for s in m.winners) if m.finished else tr("not finished")
    return f"{when} · {m.names[0]} v {m.names[1]} · {m.wins[0]}–{m.wins[1]} · {won}", True


# ---------------------------------------------------------------------- the menu's calls
def start_demo(app) -> None:
    seats = [SeatConfig("Anna", False, "normal"), SeatConfig("Boris", False, "hard")]
    open_table(app, HighCardSession.new(app.rules_of(GAME_ID), seats, None, app.options.seed))
    app.push(DemoBadge(app))


FIGURES = (
    ("Games played", lambda f: str(f.games)),
    ("Games won", lambda f: str(f.won)),
    ("Win rate", lambda f: percent(f.win_rate)),
    ("Average rounds won", lambda f: number(f.average_score)),
    ("Best game", best),
    ("Rounds played", lambda f: str(f.rounds)),
    ("Rounds won", lambda f: str(f.rounds_won)),
)

UI = GameUI(
    name="High card",
    subtitle=lambda: tr("two players, the higher card wins"),
    deck=DECK,
    title_cards=tuple(engine.parse_card(c) for c in ("10S", "JH", "QS", "KH", "AS")),
    has_save=has_save,
    resume=HighCardSession.resume,
    new_game=SetupScene,
    open_table=open_table,
    rules_scene=lambda app: RulesScene(app, app.rules_of(GAME_ID)),
    start_demo=start_demo,
    load_steps=load_steps,
    viewer=lambda app, steps, path: ViewerScene(app, steps, path),
    game_summary=game_summary,
    open_record=open_record,
    no_games_yet=lambda: tr("No finished game of High card yet."),
    figures=FIGURES,
    no_statistics_yet=lambda: tr("No game of High card counted yet: the figures come "
                                 "after each round."),
    options_tab="High card",
    option_groups=lambda: [("High card rules", list(RULE_OPTIONS))],
)
