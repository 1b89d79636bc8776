"""Watching a recorded game again, for either game's viewer: the position in the game
(game/core/steps.py), stepped by action, by trick or by deal (a round of Tichu), to the
start or the end, or played at the animation speed. A step forward is the engine's
action, shown as the table shows a move; a step back or a jump puts the game at that
position and the cards fly to their places.

The game's viewer gives `steps` (its positions: `steps`, `last`, `action_at`,
`match_at`), `session` (with `match` and `moves`, as the table reads it) and `table`
(`taken_back`, `present`, `sync`, `update`, `busy`, `tween`, `layout`, `beside`), and
says where in the game this is (`where_words`) and what its score sheet holds
(`sheet_heads`, `sheet_rows`). The bar of step buttons and the score sheet beside the
table where the window is wide are the same in every game's viewer: this module's. The
table is centred in the window (fit_table, draw_table): the sheet keeps a band at its
right, and as much felt is left at its left."""
from __future__ import annotations

from typing import Optional, Sequence

import pygame

from .. import canvas, theme
from ..i18n import tr
from ..layout import min_text
from ..widgets import Button
from .base import ButtonScene, fit_row

PLAY_STEP = 0.9  # seconds between two actions when the game plays itself, at normal speed


def _halves(name: str) -> list[str]:
    """`name` on two lines, broken at the space nearest its middle (else whole)."""
    spaces = [i for i, c in enumerate(name) if c == " "]
    if not spaces:
        return [name]
    i = min(spaces, key=lambda k: abs(k - len(name) / 2))
    return [name[:i], name[i + 1:]]


class Watching(ButtonScene):
    """Stepping through a recorded game at its table."""

    def __init__(self, app, steps, session, table):
        super().__init__(app)
        self.steps = steps
        self.session = session
        self.table = table
        self.position = 0
        self.playing = False
        self.clock = 0.0
        self._bar_box: Optional[pygame.Rect] = None  # the bar, where build() placed it
        self._bar_pad: Optional[int] = None  # the air beside its labels (bar())

    # ------------------------------------------------------------ moving
    def go(self, position: int) -> None:
        """To `position`: one step forward is shown as the move; anything else is a jump."""
        position = max(0, min(self.steps.last, position))
        if position == self.position:
            return
        action = self.steps.action_at(self.position) if position == self.position + 1 else None
        self.table.taken_back()
        if action is not None:
            events = self.session.match.apply(action)
            self.session.moves += 1
            self.table.present(events)
        else:
            self.session.match = self.steps.match_at(position)
            self.session.moves += 1
            self.table.sync()
        self.position = position
        self.layout()

    def step(self, level: str, forward: bool) -> None:
        self.playing = False
        s = self.steps.steps
        self.go(s.forward(self.position, level) if forward else s.back(self.position, level))

    def toggle_play(self) -> None:
        if self.position >= self.steps.last:
            self.go(0)
        self.playing = not self.playing
        self.clock = 0.0
        self.layout()

    def update(self, dt: float) -> None:
        t = self.table
        t.update(dt)
        if not self.playing or t.busy or t.tween.moving():
            return
        self.clock += dt * max(self.app.speed, 0.25)
        if self.clock >= PLAY_STEP:
            self.clock = 0.0
            if self.position >= self.steps.last:
                self.playing = False
                self.layout()
            else:
                self.go(self.position + 1)

    # ------------------------------------------------------------ what a game says
    def where_words(self, short: bool = False) -> str:
        """Where in the game this is ("Deal 2 of 5, step 7 of 30"), `short` for a
        narrow bar."""
        raise NotImplementedError

    def unit_words(self) -> tuple[str, str]:
        """The first and last step buttons' words: ("« Deal", "Deal »")."""
        raise NotImplementedError

    def corner_more(self) -> list[Button]:
        """Corner buttons after Close and Score sheet (1000's Analysis)."""
        return []

    def open_sheet(self) -> None:
        raise NotImplementedError

    def sheet_heads(self) -> list[str]:
        """The score sheet's columns beside the table (players, or teams)."""
        return []

    def sheet_rows(self) -> list[tuple[Sequence[int], Sequence[int]]]:
        """Each scored deal or round so far: the scores after it and their change."""
        return []

    def sheet_empty(self) -> str:
        """What the sheet beside the table says before the first score."""
        return tr("No deal scored yet")

    # ------------------------------------------------------------ the table's place
    def fit_table(self) -> None:
        """The table laid out for the window: narrower by the sheet's band and as much
        at its left, so that it stays in the middle of the window."""
        self.table.beside = 2 * self.sheet_width()
        self.table.resize()

    def left(self) -> int:
        """Where the table begins in the window (its layout begins at 0)."""
        return max(0, (self.app.screen_size[0] - self.table.layout.width) // 2)

    def draw_table(self, surface: pygame.Surface, draw) -> None:
        """`draw(surface)` (the table's drawing, in its layout's places, its felt first)
        where the table lies in the window. On the window's canvas the felt, a picture of
        the whole window, stays where it is; a plain surface (a test's recording) has the
        band left of the table painted here."""
        if not isinstance(surface, canvas.Canvas):
            surface.blit(theme.felt(surface.get_size()), (0, 0))
        with canvas.shifted(surface, self.left()) as s:
            draw(s)

    # ------------------------------------------------------------ controls
    def build(self) -> list[Button]:
        """The step buttons in their bar above the bottom hand, and the corner buttons
        (in the window's places: the table's moved by left())."""
        lay = self.table.layout
        box, row = self.bar()
        self._bar_box = box  # (where draw_bar draws it, until the next layout)
        font = self.app.fonts.get(lay.font_small)
        fit_row(row, font, box.centerx, box.bottom - lay.button_h - lay.margin // 2,
                box.width - lay.margin, lay.button_h, max(4, lay.margin // 2),
                least=lay.button_h, pad=self._bar_pad)
        corner = [Button(tr("Close"), self.back), Button(tr("Score sheet"), self.open_sheet),
                  *self.corner_more()]
        small = self.app.fonts.get(min_text(self.app.screen_size[1]))
        rects = lay.corner_rects([small.size(b.label)[0] + 2 * lay.corner_pad
                                  for b in corner])
        for b, r in zip(corner, rects):
            b.rect = r.move(self.left(), 0)
        self.default_focus = 3
        return row + corner

    def bar(self) -> tuple[pygame.Rect, list[Button]]:
        """The bar above the bottom hand, in the middle of the window: a line that says
        where in the game this is over the step buttons, with their words (with less air
        beside them where the room is short: the player's plate beside the bar, as at
        Tichu's table in a small window), else with the words of the trick and of Play
        only, else as signs only (« ‹‹ ‹ ▶ › ›› »): the same in every game's viewer."""
        lay = self.table.layout
        m, gap = lay.margin, max(4, lay.margin // 2)
        font, bold = self.app.fonts.get(lay.font_small), self.app.fonts.get(lay.font_small, True)
        pad, tight = max(8, lay.button_h // 3), max(4, lay.button_h // 5) + 1  # (Button's own)
        height = lay.button_h + lay.line + 2 * m
        bottom = lay.hand_y - lay.card_h // 2 - lay.raise_by - m
        plate = lay.plate_rect(0)
        room = lay.width - 2 * m
        if plate.top < bottom and plate.bottom > bottom - height:  # the plate beside it
            room = lay.width - 2 * (plate.right + m)
        words = self.step_buttons(*self.unit_words())
        for row, air in ((words, pad), (words, tight), (self._signs(words=True), pad),
                         (self._signs(), pad)):
            need = sum(max(lay.button_h, font.size(b.label)[0] + 2 * air) for b in row) \
                + gap * (len(row) - 1) + m
            if need <= room:
                break
        self._bar_pad = air
        want = max(need, lay.button_h * 16, bold.size(self.where_words())[0] + 2 * m)
        width = min(room, want)
        centre = self.left() + lay.width // 2
        return pygame.Rect(centre - width // 2, bottom - height, width, height), row

    def controls_box(self) -> pygame.Rect:
        """The bar's box, as the last layout placed it."""
        return self._bar_box if self._bar_box is not None else self.bar()[0]

    def _signs(self, words: bool = False) -> list[Button]:
        """The step buttons as signs; with `words`, the trick's and Play's words kept."""
        row = self.step_buttons("«", "»")
        if not words:
            row[1].label, row[5].label = "‹‹", "››"
            row[3].label = "❚❚" if self.playing else "▶"  # a media player's signs
        return row

    def step_buttons(self, back_deal: str, deal_on: str) -> list[Button]:
        """« Deal, ‹ Trick, ‹, ▶ Play (or ❚❚ Pause: a media player's signs, so that it is not
        taken for playing a card), ›, Trick ›, Deal » (the unit's words are
        the game's)."""
        at_start, at_end = self.position <= 0, self.position >= self.steps.last
        return [
            Button(back_deal, lambda: self.step("deal", False), enabled=not at_start),
            Button(tr("‹ Trick"), lambda: self.step("trick", False), enabled=not at_start),
            Button("‹", lambda: self.step("action", False), enabled=not at_start),
            Button(tr("❚❚ Pause") if self.playing else tr("▶ Play"), self.toggle_play),
            Button("›", lambda: self.step("action", True), enabled=not at_end),
            Button(tr("Trick ›"), lambda: self.step("trick", True), enabled=not at_end),
            Button(deal_on, lambda: self.step("deal", True), enabled=not at_end),
        ]

    # ------------------------------------------------------------ drawing
    def draw_bar(self, surface: pygame.Surface) -> None:
        """The bar: its panel, where in the game this is, the buttons."""
        lay = self.table.layout
        box = self.controls_box()
        theme.panel(surface, box)
        f = self.app.fonts.get(lay.font_small, True)
        words = self.where_words()
        if f.size(words)[0] > box.width - lay.margin:
            words = self.where_words(short=True)
        theme.text(surface, f, theme.clipped(f, words, box.width - lay.margin),
                   (box.centerx, box.y + lay.margin // 2), theme.GOLD, "midtop", owner=box)
        # (the layout's font is in the window's pixels already: not scaled again)
        self.row.draw(surface, self.app.fonts.get(lay.font_small))
        if getattr(self.table, "beside", 0):
            self.draw_sheet(surface)

    def sheet_width(self) -> int:
        """The band of the score sheet beside the table, where the window is wide
        enough to keep the table (centred, with as much felt at its left) about as wide
        as the cards want, and the sheet readable (else it is the Score sheet button
        only): 258 px at 1920x1080, none at 1280x800. Heads too long for that (AI
        players named by their level) widen it, to two lines each, the table narrower."""
        w, h = self.app.screen_size
        heads = self.sheet_heads()
        if w < 1200 or not heads:
            return 0
        band = min(round(w * 0.22), round(h * 0.42), (w - round(1.3 * h)) // 2)
        if band < round(h * 0.22):
            return 0
        bold = self.app.fonts.get(min_text(h), True)  # (the layout's small font)
        m = max(8, round(h / 60))  # about the layout's margin (it is not made yet)
        col = max(max(bold.size(part)[0] for part in _halves(name)) for name in heads) + 10
        need = 4 * m + bold.size("30")[0] + len(heads) * col  # (as draw_sheet has it)
        return min(max(band, need), round(w * 0.22), (w - h) // 2)

    def draw_sheet(self, surface: pygame.Surface) -> None:
        """The score sheet as it stands at this moment of the game, beside the table: a
        row per deal (round) scored, the latest at the bottom, as many as fit, with the
        scores after it and the change; no taller than its rows."""
        lay = self.table.layout
        w, h = self.app.screen_size
        m = lay.margin
        fb = self.app.fonts.get(lay.font_small, True)
        f = self.app.fonts.get(min_text(h))
        names = self.sheet_heads()
        rows = self.sheet_rows()
        x = self.left() + lay.width
        box = pygame.Rect(x, m, w - x - m, h - 2 * m)
        pad = m
        first = f.size("30")[0] + m
        col = max(1, (box.width - 2 * pad - first) // len(names))
        # each head whole: in the bold font if every name fits its column, else in the
        # small one, wrapped to two lines where it must ("Normal" / "AI 2"), so that the
        # players can be told apart
        font = fb if all(fb.size(n)[0] <= col - 6 for n in names) else f
        heads = []
        for n in names:
            lines = theme.wrap(font, n, col - 6)
            if len(lines) > 2:  # the second line keeps the name's end, which tells apart
                rest = " ".join(lines[1:])
                while len(rest) > 1 and font.size("…" + rest)[0] > col - 6:
                    rest = rest[1:]
                lines = [lines[0], "…" + rest.lstrip()]
            heads.append(lines)
        step = f.get_linesize() * 2 + 4
        top = pad + fb.get_linesize() + m // 2 + font.get_linesize() * max(map(len, heads)) + 4
        room = max(1, (box.height - top - pad) // step)
        box.height = top + pad + step * max(1, min(room, len(rows)))
        theme.panel(surface, box)
        x, y = box.x + pad, box.y + pad
        theme.text(surface, fb, tr("Score sheet"), (x, y), theme.GOLD, owner=box)
        y += fb.get_linesize() + m // 2
        for i, lines in enumerate(heads):
            for j, ln in enumerate(lines):
                theme.text(surface, font, theme.clipped(font, ln, col - 6),
                           (x + first + i * col, y + j * font.get_linesize()), theme.INK,
                           owner=box)
        y = box.y + top
        for k, (scores, deltas) in list(enumerate(rows, 1))[-room:]:
            theme.text(surface, f, str(k), (x, y), theme.INK_DIM, owner=box)
            for i in range(len(names)):
                d = deltas[i]
                colour = theme.RED if d < 0 else theme.INK
                theme.text(surface, f, str(scores[i]), (x + first + i * col, y), colour,
                           owner=box)
                if d:
                    theme.text(surface, f, f"{d:+d}", (x + first + i * col, y + step // 2 - 2),
                               theme.INK_DIM, owner=box)
            y += step
        if not rows:
            theme.text(surface, f, theme.clipped(f, self.sheet_empty(), box.width - 2 * pad),
                       (x, y), theme.INK_DIM, owner=box)

    def back(self) -> None:
        self.app.stack.pop(self)
        if not self.app.stack.scenes:
            from .menu import MainMenu
            self.app.push(MainMenu(self.app))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            shift = bool(event.mod & pygame.KMOD_SHIFT)
            keys = {pygame.K_RIGHT: ("trick" if shift else "action", True),
                    pygame.K_LEFT: ("trick" if shift else "action", False),
                    pygame.K_DOWN: ("trick", True), pygame.K_UP: ("trick", False),
                    pygame.K_PAGEDOWN: ("deal", True), pygame.K_PAGEUP: ("deal", False)}
            if event.key in keys:
                self.step(*keys[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.playing = False
                self.go(0)
                return True
            if event.key == pygame.K_END:
                self.playing = False
                self.go(self.steps.last)
                return True
            if event.key == pygame.K_SPACE:
                self.toggle_play()
                return True
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
        return super().handle(event)
