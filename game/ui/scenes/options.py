"""Options: every `game:` (table) setting and every game's own (`rules:` for 1000, `tichu:`
for Tichu: a page for each game the registry knows), grouped, each explained in a line.

The page speaks the player's words only: each option by its title and help line, its
value in words; the settings file's keys, the rule ids and the file's path stay in
settings.yaml and its documentation (docs/SETTINGS.md), for whoever edits it by hand.

A click on a value steps to the next allowed one (right click: back). Each change is
saved at once to the player's settings.yaml (kept comments and all); table settings
apply at once, rule changes to the next game. A settings file that cannot be written is
reported (the details on stderr) and left as it was; the change still holds until the
game is closed. The list scrolls a whole row at a time, and only whole rows are drawn.
"""
from __future__ import annotations

import sys
from bisect import bisect_left, bisect_right
from typing import Optional

import pygame

from game import registry
from game.core.options import format_value
from game.settings import save_settings
from game.settings.schema import GAME_OPTIONS, TABLE_SECTION, SettingsError

from .. import canvas
from .. import theme
from ..i18n import LANGUAGES, tr
from ..widgets import Button
from .base import ButtonScene, fit_row, row_of
from .over_table import ScrollBar

TABLE_GROUPS = (
    ("Cards and input", ("card_selection", "flicking", "rearrange_hand", "sort_hand",
                             "auto_meld", "confirm_dialogs")),
    ("What the table shows", ("four_colour", "auto_flip", "trick_arrow", "scoreboard",
                                  "meld_panel", "point_counter", "trump_marker",
                                  "hand_monitor")),
    ("Screen, sound and language", ("fullscreen", "animation_speed", "sound", "language")),
    ("AI players", ("ai_level",)),
)


TABLE = "table"  # the table's page; each game's page is named by its settings section

# each table setting's row title, in words
TABLE_LABELS = {
    "auto_flip": "Tricks turn over by themselves",
    "trick_arrow": "Arrows to the trick's winner",
    "card_selection": "Playing a card",
    "sort_hand": "Sorting your hand",
    "rearrange_hand": "Rearranging your hand",
    "flicking": "Flicking a card to play it",
    "auto_meld": "Marriages declared automatically",
    "confirm_dialogs": "Ask before giving up or a redeal",
    "scoreboard": "Scoreboard",
    "meld_panel": "Marriages panel",
    "point_counter": "Card points taken",
    "trump_marker": "Trump marker",
    "four_colour": "Four-colour deck",
    "hand_monitor": "The other hands",
    "fullscreen": "Full screen",
    "animation_speed": "Animation speed",
    "sound": "Sound",
    "language": "Language",
    "ai_level": "Level of new AI players",
}


def show_value(key: str, value) -> str:
    if key == "language":
        return LANGUAGES.get(value, str(value))
    if key == "ai_level":
        return tr(str(value).title())  # Easy, Normal, Hard, Expert
    if isinstance(value, bool):
        return tr("on") if value else tr("off")
    return tr(str(value).replace("_", " "))



def preset_label(preset: str) -> str:
    """A preset of a game's rules by its name in the player's language (the game's
    catalog has "Classic", "Polish"...); the settings file keeps the key."""
    return tr(preset.replace("_", " ").capitalize())

class OptionsScene(ButtonScene):
    name = "options"

    def __init__(self, app):
        super().__init__(app)
        self.tab = TABLE
        self.scroll = 0
        self.message = ""
        self.rows: list[tuple[str, str, str, pygame.Rect]] = []  # (section, key, help, rect)
        self.view = pygame.Rect(0, 0, 0, 0)
        self.value_w = 0  # the width of the value buttons, set by build()
        self.content_h = 0
        self.stops: list[int] = [0]  # where each row starts in the list: the scroll stops
        self.bar = ScrollBar()

    # ------------------------------------------------------------ values
    def game(self, section: str):
        """The game whose settings section this is; None for the table's."""
        return registry.by_section().get(section)

    def section(self) -> str:
        """The settings section of the page shown."""
        return TABLE_SECTION if self.tab == TABLE else self.tab

    def options(self):
        if self.tab == TABLE:
            by_key = {o.key: o for o in GAME_OPTIONS}
            return [(title, [by_key[k] for k in keys]) for title, keys in TABLE_GROUPS]
        return self.game(self.tab).ui().option_groups()

    def value(self, section: str, key: str):
        game = self.game(section)
        if game is None:
            return getattr(self.app.settings, key)
        return getattr(self.app.rules_of(game.id), key)

    def shown(self, section: str, key: str) -> str:
        value = self.value(section, key)
        game = self.game(section)
        shown = game.ui().show_value(key, value) if game is not None else None
        return shown if shown is not None else show_value(key, value)

    def change(self, section: str, opt, step: int) -> None:
        values = list(opt.values)
        cur = self.value(section, opt.key)
        i = values.index(cur) if cur in values else 0
        new = values[(i + step) % len(values)]
        self.set(section, opt.key, new)

    def set(self, section: str, key: str, new) -> None:
        game = self.game(section)
        try:
            if game is None:
                settings = self.app.settings.with_changes(**{key: new})
                self.app.apply_settings(settings)
            else:  # a game's rules refuse a change with a ValueError
                rules = self.app.rules_of(game.id).with_changes(**{key: new})
                self.app.set_rules_of(game.id, rules)
        except (SettingsError, ValueError) as exc:
            print(f"options: {exc}", file=sys.stderr)
            self.message = tr("This value cannot be chosen.")
            return
        if self.save({section: {key: new}}):
            self.message = tr("Saved")
            if game is not None:
                self.message += " · " + tr("rule changes apply to the next game")
        self.layout()

    def save(self, changes: dict) -> bool:
        """`changes` written to the player's settings file; False, and the message says
        nothing was saved, when it cannot be. Why (the file's path and line) goes to
        stderr, for whoever edits the file."""
        try:
            save_settings(changes, path=self.app.settings_file)
        except SettingsError as exc:
            print(f"options: {exc}", file=sys.stderr)
            self.message = tr("The settings file could not be written, so nothing was "
                              "saved; the change holds until the game is closed.")
            return False
        return True

    def preset(self, name: str) -> None:
        """The game's rules set to the preset `name` (the number of players kept)."""
        game = self.game(self.tab)
        kept = self.app.rules_of(game.id).to_mapping()
        kept = {k: kept[k] for k in ("players",) if k in kept}
        self.app.set_rules_of(game.id, game.rules({"preset": name, **kept}))
        if self.save({game.settings_section: {"preset": name}}):
            self.message = tr("Preset {preset} chosen and saved").format(
                preset=preset_label(name))
        self.layout()

    # ------------------------------------------------------------ layout
    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        bh = round(48 * u)
        tabs = [(TABLE, "Table")] + [(g.settings_section, g.ui().options_tab)
                                     for g in registry.games()]
        out = row_of([Button(tr(label), lambda t=tab: self.set_tab(t), toggled=self.tab == tab)
                      for tab, label in tabs],
                     w // 2, round(110 * u), round(240 * u), bh, round(16 * u))
        top = round(110 * u) + bh + round(24 * u)
        presets = () if self.tab == TABLE else self.game(self.tab).presets
        if presets:
            presets = [Button(tr("Preset: {name}").format(name=preset_label(p)),
                              lambda p=p: self.preset(p)) for p in presets]
            # as wide as the longest name needs, within the page ("Правила: французские")
            out += fit_row(presets, self.font(21), w // 2, top,
                           min(round(w * 0.96), 3 * round(300 * u) + 2 * round(12 * u)),
                           round(42 * u), round(12 * u))
            top += round(60 * u)
        # the list ends above the message line (drawn in draw(), above Done)
        below = round(96 * u) + self.font(19).get_linesize() + round(6 * u)
        self.view = pygame.Rect(round(w * 0.08), top, round(w * 0.84),
                                h - top - max(round(110 * u), below))
        # a row holds the option's name and its help line, drawn in these fonts
        row_h = max(round(self.font(21).get_linesize() * 2.5),
                    self.font(22, True).get_linesize() + self.font(19).get_linesize() + 14)
        self.rows = []
        y = self.view.y - self.scroll
        section = self.section()
        value_w = self.value_w = round(300 * u)
        self.stops = []
        for title, opts in self.options():
            self.stops.append(y + self.scroll - self.view.y)
            self.rows.append(("title", title, "", pygame.Rect(self.view.x, y, 10, row_h // 1.4)))
            y += round(row_h / 1.4)
            for opt in opts:
                self.stops.append(y + self.scroll - self.view.y)
                r = pygame.Rect(self.view.x, y, self.view.width, row_h)
                game = self.game(section)
                help_ = game.ui().option_help.get(opt.key, opt.help) if game else opt.help
                if opt.key == "sound" and not self.app.sounds.available:
                    help_ = tr("Unavailable: no sound device was found, so the game is "
                               "silent ({problem}).").format(problem=self.app.sounds.problem)
                lines = self.help_lines(tr(help_), r.width)[1]
                r.height += (len(lines) - 1) * self.font(16).get_linesize()
                self.rows.append((section, opt.key, help_, r))
                b = Button(self.shown(section, opt.key),
                           lambda o=opt: self.change(section, o, 1))
                b.rect = pygame.Rect(0, 0, value_w, round(row_h * 0.7))
                b.rect.midright = (r.right - 10, r.centery)
                b.visible = self.whole(r)
                b.option = (section, opt)
                out.append(b)
                y += r.height
        self.content_h = y + self.scroll - self.view.y
        done = Button(tr("Done"), self.back, hotkey=pygame.K_RETURN)
        done.rect = pygame.Rect(0, 0, round(240 * u), round(56 * u))
        done.rect.midbottom = (w // 2, h - round(30 * u))
        out.append(done)
        return out

    def label_of(self, section: str, key: str) -> str:
        """An option's title in words (the game's, or the table's), else its key."""
        game = self.game(section)
        labels = game.ui().option_labels if game is not None else TABLE_LABELS
        label = labels.get(key)
        return tr(label) if label else key.replace("_", " ")

    def whole(self, r: pygame.Rect) -> bool:
        """The row `r` lies wholly in the list's view: it is drawn (no row is cut)."""
        return self.view.top <= r.top and r.bottom <= self.view.bottom

    def last_stop(self) -> int:
        """The furthest the list scrolls: the first row from which the rest fits."""
        rest = self.content_h - self.view.height
        if rest <= 0:
            return 0
        i = bisect_left(self.stops, rest)
        return self.stops[i] if i < len(self.stops) else self.stops[-1]

    def bar_rect(self) -> pygame.Rect:
        """The scrollbar's track, right of the list."""
        u = max(self.unit, 0.6)
        w = max(8, round(12 * u))
        return pygame.Rect(self.view.right + round(16 * u), self.view.y, w, self.view.height)

    def clamp(self) -> None:
        """The scrollbar moved the list: keep it in range and lay the rows out again."""
        self._scroll(0)

    def set_tab(self, tab: str) -> None:
        self.tab = tab
        self.scroll = 0
        self.layout()

    def back(self) -> None:
        self.app.stack.pop(self)

    def handle(self, event: pygame.event.Event) -> bool:
        step = round(60 * max(self.unit, 0.6))
        if self.bar.handle(event, self):
            return True
        if event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y * step)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            b = self.row.at(event.pos)
            if b is not None and hasattr(b, "option"):
                section, opt = b.option
                self.change(section, opt, -1)
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self._scroll(step * 8 * (1 if event.key == pygame.K_PAGEDOWN else -1))
            return True
        handled = super().handle(event)
        if handled and event.type == pygame.KEYDOWN and 0 <= self.row.focus < len(self.row.buttons):
            r = self.row.buttons[self.row.focus].rect  # keep the focused value in view
            if r.bottom > self.view.bottom:
                self._scroll(r.bottom - self.view.bottom)
            elif r.top < self.view.top and r.top > 0:
                self._scroll(r.top - self.view.top)
        return handled

    def _scroll(self, dy: int) -> None:
        """Scroll by about `dy`, to a row's top: on to the next row's going down, back to
        the row's going up, to the nearest when dragged (dy 0)."""
        target = self.scroll + dy
        stops = self.stops or [0]
        if dy > 0:
            i = bisect_left(stops, target)
            stop = stops[min(i, len(stops) - 1)]
        elif dy < 0:
            stop = stops[max(0, bisect_right(stops, target) - 1)]
        else:
            stop = min(stops, key=lambda s: abs(s - target))
        self.scroll = max(0, min(self.last_stop(), stop))
        focus = self.row.focus
        self.layout()
        self.row.focus = focus

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.felt((w, h)), (0, 0))
        u = max(self.unit, 0.6)
        theme.text(surface, self.font(56, True), tr("Options"), (w // 2, round(24 * u)),
                   theme.GOLD, "midtop", shadow=True)
        f, fb, fs = self.font(22, True), self.font(26, True), self.font(19)
        clip = surface.get_clip()
        surface.set_clip(self.view)
        for i, (section, key, help_, r) in enumerate(self.rows):
            if not self.whole(r):
                continue  # a row is drawn whole or not at all
            if section == "title":
                if i + 1 < len(self.rows) and self.whole(self.rows[i + 1][3]):
                    theme.text(surface, fb, tr(key), (r.x, r.y + 6), theme.GOLD)
                continue  # (a group's title is not left alone under the list's end)
            canvas.line(surface, (40, 100, 70), (r.x, r.bottom - 1), (r.right, r.bottom - 1),
                        theme.line_width(1))
            label = self.label_of(section, key)
            room = r.width - self.value_w - 40
            theme.text(surface, f, theme.clipped(f, label, room), (r.x + 10, r.y + 6))
            self._draw_help(surface, tr(help_), r, fs, f.get_linesize())
        surface.set_clip(clip)
        self.bar.draw(surface, self.bar_rect(), self.scroll, self.last_stop() + self.view.height,
                      self.view.height)
        self.draw_buttons(surface, 21)
        if self.message:
            theme.text(surface, self.font(19), theme.clipped(self.font(19), self.message, w - 40),
                       (w // 2, h - round(96 * u)), theme.INK_DIM, "midbottom")
        self._draw_full_help(surface, fs)

    def help_lines(self, words: str, width: int) -> tuple:
        """(font, lines) of a help line as a row `width` wide shows it, left of the value
        button: one line, smaller when it is too long for the room, and on up to three
        lines of the smaller font when even that is too long (the last cut with an
        ellipsis if need be; the whole shows while the row's button has the mouse)."""
        room = width - self.value_w - 40
        fs = self.font(19)
        if fs.size(words)[0] <= room:
            return fs, [words]
        fs = self.font(16)
        lines = theme.wrap(fs, words, room)
        if len(lines) > 3:
            lines = lines[:2] + [theme.clipped(fs, " ".join(lines[2:]), room)]
        return fs, lines

    def _row_help(self, words: str, r: pygame.Rect, fs) -> tuple:
        """(font, text) of a help line as its row `r` shows it (its lines joined)."""
        font, lines = self.help_lines(words, r.width)
        return font, " ".join(lines)

    def active_help(self) -> tuple[str, Optional[pygame.Rect]]:
        """The help of the row whose value button has the mouse, else the focus, with
        the row; ("", None) when no row's button has either."""
        row = self.row
        b = row.hover
        if b is None and 0 <= row.focus < len(row.buttons):
            b = row.buttons[row.focus]
        if b is None or not self.view.collidepoint(b.rect.center):
            return "", None
        for section, _, help_, r in self.rows:
            if section != "title" and r.collidepoint(b.rect.center) and self.whole(r):
                return tr(help_), r
        return "", None

    def _draw_full_help(self, surface, fs) -> None:
        """A help line cut short in its row is shown whole while the row's value button
        has the mouse or the focus: on a panel just below the row, or above it when the
        row is at the bottom of the list."""
        words, r = self.active_help()
        if not words or self._row_help(words, r, fs)[1] == words:
            return
        lines = theme.wrap(fs, words, self.view.width - 24)
        line_h = fs.get_linesize()
        box = pygame.Rect(self.view.x, r.bottom, self.view.width, line_h * len(lines) + 12)
        if box.bottom > self.view.bottom:
            box.bottom = r.top
        theme.panel(surface, box, colour=(10, 30, 22, 245))
        for i, line in enumerate(lines):
            theme.text(surface, fs, line, (box.x + 12, box.y + 6 + i * line_h), theme.INK,
                       owner=box)

    def _draw_help(self, surface, words: str, r: pygame.Rect, fs, name_h: int) -> None:
        font, lines = self.help_lines(words, r.width)
        for i, line in enumerate(lines):
            theme.text(surface, font, line, (r.x + 10, r.y + 8 + name_h + i * font.get_linesize()),
                       theme.INK_DIM)


__all__ = ["OptionsScene", "format_value", "show_value"]
