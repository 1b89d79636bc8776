"""Options: every `game:` (table), `rules:` (1000) and `tichu:` setting, grouped, each
explained in a line.

A click on a value steps to the next allowed one (right click: back). Each change is
saved at once to the player's settings.yaml (kept comments and all); table settings
apply at once, rule changes to the next game. A settings file that cannot be written is
reported and left as it was; the change still holds until the game is closed.
"""
from __future__ import annotations

import re
from typing import Optional

import pygame

from game.tichu.engine.rules import TICHU_OPTIONS
from game.tysiacha.engine.rules import PRESETS, RULE_OPTIONS, Rules, format_value
from game.settings import save_settings
from game.settings.schema import GAME_OPTIONS, SettingsError

from .. import canvas
from .. import theme
from ..i18n import LANGUAGES, tr
from ..tysiacha.session import LEVEL_NAMES
from ..widgets import Button
from .base import ButtonScene, row_of

TABLE_GROUPS = (
    ("Cards and input", ("card_selection", "flicking", "rearrange_hand", "sort_hand",
                             "auto_meld", "confirm_dialogs")),
    ("What the table shows", ("auto_flip", "trick_arrow", "scoreboard", "meld_panel",
                                  "point_counter", "trump_marker", "hand_monitor")),
    ("Screen, sound and language", ("fullscreen", "animation_speed", "sound", "language")),
    ("AI players", ("ai_level",)),
)


RULE_GROUPS = ((13, "Players and the deal"), (19, "Bidding"), (33, "Prikup, exchange and raise"),
               (40, "Play and marriages"), (49, "Scoring"), (99, "The barrel and the end"))
RULE_IDS = {o.key: o.rule for o in RULE_OPTIONS}
RULE_GROUP_TITLES = tuple(title for _, title in RULE_GROUPS)
TICHU_GROUP = "Tichu rules"  # the Tichu page's one group
TICHU_RULE_IDS = {o.key: o.rule for o in TICHU_OPTIONS}
TAB_SECTIONS = {"table": "game", "rules": "rules", "tichu": "tichu"}  # page -> settings section


def rule_group(rule: str) -> str:
    """The group of the options screen a rule id belongs to (by its section of RULES.md)."""
    numbers = [int(x) for x in re.findall(r"\d+", rule)]
    n = max(numbers) if numbers else 99
    for last, title in RULE_GROUPS:
        if n <= last:
            return title
    return RULE_GROUPS[-1][1]


def show_value(key: str, value) -> str:
    if key == "language":
        return LANGUAGES.get(value, str(value))
    if key == "ai_level":
        return tr(LEVEL_NAMES[value])
    if isinstance(value, bool):
        return tr("on") if value else tr("off")
    return tr(str(value).replace("_", " "))


def show_tichu_value(key: str, value) -> str:
    """A Tichu option's value as the options show it (`rounds` 0: to the target)."""
    if key == "rounds" and value == 0:
        return tr("to the target")
    return show_value(key, value)


class OptionsScene(ButtonScene):
    name = "options"

    def __init__(self, app):
        super().__init__(app)
        self.tab = "table"
        self.scroll = 0
        self.message = ""
        self.rows: list[tuple[str, str, str, pygame.Rect]] = []  # (section, key, help, rect)
        self.view = pygame.Rect(0, 0, 0, 0)
        self.value_w = 0  # the width of the value buttons, set by build()

    # ------------------------------------------------------------ values
    def options(self):
        if self.tab == "table":
            by_key = {o.key: o for o in GAME_OPTIONS}
            return [(title, [by_key[k] for k in keys]) for title, keys in TABLE_GROUPS]
        if self.tab == "tichu":
            return [(TICHU_GROUP, list(TICHU_OPTIONS))]
        groups: dict[str, list] = {}
        for opt in RULE_OPTIONS:
            groups.setdefault(rule_group(opt.rule), []).append(opt)
        return [(title, groups[title]) for title in RULE_GROUP_TITLES if title in groups]

    def value(self, section: str, key: str):
        if section == "game":
            return getattr(self.app.settings, key)
        if section == "tichu":
            return getattr(self.app.tichu_rules, key)
        return getattr(self.app.rules, key)

    def shown(self, section: str, key: str) -> str:
        value = self.value(section, key)
        return show_tichu_value(key, value) if section == "tichu" else show_value(key, value)

    def change(self, section: str, opt, step: int) -> None:
        values = list(opt.values)
        cur = self.value(section, opt.key)
        i = values.index(cur) if cur in values else 0
        new = values[(i + step) % len(values)]
        self.set(section, opt.key, new)

    def set(self, section: str, key: str, new) -> None:
        try:
            if section == "game":
                settings = self.app.settings.with_changes(**{key: new})
                self.app.apply_settings(settings)
            elif section == "tichu":  # TichuRulesError is a ValueError
                self.app.set_tichu_rules(self.app.tichu_rules.with_changes(**{key: new}))
            else:
                self.app.set_rules(self.app.rules.with_changes(**{key: new}))
        except (SettingsError, ValueError) as exc:
            self.message = str(exc)
            return
        try:
            path = save_settings(rules_changes={key: new} if section == "rules" else None,
                                 game_changes={key: new} if section == "game" else None,
                                 tichu_changes={key: new} if section == "tichu" else None,
                                 path=self.app.settings_file)
            self.message = tr("Saved to {path}").format(path=path)
            if section in ("rules", "tichu"):
                self.message += " · " + tr("rule changes apply to the next game")
        except SettingsError as exc:
            self.message = str(exc)
        self.layout()

    def preset(self, name: str) -> None:
        rules = Rules.from_mapping({"preset": name, "players": self.app.rules.players})
        self.app.set_rules(rules)
        try:
            path = save_settings(rules_changes={"preset": name}, path=self.app.settings_file)
            self.message = tr("Preset {name} saved to {path}").format(name=name, path=path)
        except SettingsError as exc:
            self.message = str(exc)
        self.layout()

    # ------------------------------------------------------------ layout
    def build(self) -> list[Button]:
        w, h = self.app.screen_size
        u = max(self.unit, 0.6)
        bh = round(48 * u)
        out = row_of([
            Button(tr("Table"), lambda: self.set_tab("table"), toggled=self.tab == "table"),
            Button(tr("Rules"), lambda: self.set_tab("rules"), toggled=self.tab == "rules"),
            Button(tr("Tichu"), lambda: self.set_tab("tichu"), toggled=self.tab == "tichu"),
        ], w // 2, round(110 * u), round(240 * u), bh, round(16 * u))
        top = round(110 * u) + bh + round(24 * u)
        if self.tab == "rules":
            presets = [Button(tr("Preset: {name}").format(name=p), lambda p=p: self.preset(p))
                       for p in PRESETS]
            out += row_of(presets, w // 2, top, round(300 * u), round(42 * u), round(12 * u))
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
        section = TAB_SECTIONS[self.tab]
        value_w = self.value_w = round(300 * u)
        for title, opts in self.options():
            self.rows.append(("title", title, "", pygame.Rect(self.view.x, y, 10, row_h // 1.4)))
            y += round(row_h / 1.4)
            for opt in opts:
                r = pygame.Rect(self.view.x, y, self.view.width, row_h)
                help_ = opt.help
                if opt.key == "sound" and not self.app.sounds.available:
                    help_ = tr("Unavailable: no sound device was found, so the game is "
                               "silent ({problem}).").format(problem=self.app.sounds.problem)
                self.rows.append((section, opt.key, help_, r))
                b = Button(self.shown(section, opt.key),
                           lambda o=opt: self.change(section, o, 1))
                b.rect = pygame.Rect(0, 0, value_w, round(row_h * 0.7))
                b.rect.midright = (r.right - 10, r.centery)
                b.visible = self.view.top <= b.rect.top and b.rect.bottom <= self.view.bottom
                b.option = (section, opt)
                out.append(b)
                y += row_h
        self.content_h = y + self.scroll - self.view.y
        done = Button(tr("Done"), self.back, hotkey=pygame.K_RETURN)
        done.rect = pygame.Rect(0, 0, round(240 * u), round(56 * u))
        done.rect.midbottom = (w // 2, h - round(30 * u))
        out.append(done)
        return out

    def set_tab(self, tab: str) -> None:
        self.tab = tab
        self.scroll = 0
        self.layout()

    def back(self) -> None:
        self.app.stack.pop(self)

    def handle(self, event: pygame.event.Event) -> bool:
        step = round(60 * max(self.unit, 0.6))
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
        limit = max(0, self.content_h - self.view.height)
        self.scroll = max(0, min(limit, self.scroll + dy))
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
        for section, key, help_, r in self.rows:
            if section == "title":
                theme.text(surface, fb, tr(key), (r.x, r.y + 6), theme.GOLD)
                continue
            canvas.line(surface, (40, 100, 70), (r.x, r.bottom - 1), (r.right, r.bottom - 1))
            label = key.replace("_", " ")
            rule = RULE_IDS.get(key) if section == "rules" else \
                TICHU_RULE_IDS.get(key) if section == "tichu" else ""
            theme.text(surface, f, label + (f"   {rule}" if rule else ""), (r.x + 10, r.y + 6))
            self._draw_help(surface, tr(help_), r, fs, f.get_linesize())
        surface.set_clip(clip)
        self.draw_buttons(surface, 21)
        if self.message:
            theme.text(surface, self.font(19), theme.clipped(self.font(19), self.message, w - 40),
                       (w // 2, h - round(96 * u)), theme.INK_DIM, "midbottom")
        self._draw_full_help(surface, fs)

    def _row_help(self, words: str, r: pygame.Rect, fs) -> tuple:
        """(font, text) of a help line as its row `r` shows it, left of the value button:
        smaller when it is too long for the room, and cut with an ellipsis when even
        that is too long."""
        room = r.width - self.value_w - 40
        if fs.size(words)[0] > room:
            fs = self.font(16)
        return fs, theme.clipped(fs, words, room)

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
            if section != "title" and r.collidepoint(b.rect.center):
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
        font, shown = self._row_help(words, r, fs)
        theme.text(surface, font, shown, (r.x + 10, r.y + 8 + name_h), theme.INK_DIM)


__all__ = ["OptionsScene", "format_value", "show_value", "show_tichu_value"]
