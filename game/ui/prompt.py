"""The prompt: the one place at every game's table that says what the player at the screen
is to do, and how ("Your lead: play a card"), what just came of their move (why it was
refused, a hint, a note), and what just happened at the table ("Vera bombs!", the news
that was a banner). Each game's scenes fill it in; the kit draws it the same way in every
game, over the scene's buttons or, with none, above the hand: one home, clear of the trick
and the plates at every size, for everything the table says.

The news lasts until the next decision is taken (the session's next move), however long
that is: the player reads it at their own pace, and it never outlives its event.

A message is shown once, here, in a player's words. The rule behind a refusal is not in
its words: it is kept aside, and a *Why?* beside the message (or F1) opens the Rules page
at that rule. A hint may carry its reasons (reasons.py): *Why this?* beside it (or a
second press of H) shows them in lines under it, and the hint then stays until the
player moves.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Optional

import pygame

from . import canvas
from . import theme
from .i18n import language, tr

SECONDS = 4.0  # how long a message stays

# colour of the second line, by kind of message
INKS = {
    "note": theme.INK,  # something the player should know (a save failed, a record)
    "ok": (150, 235, 150),  # the selection can be played: what it is
    "refused": (255, 160, 150),  # a move the rules do not allow, or a selection that is not
    "hint": (150, 215, 255),  # the hint's move
    "news": (255, 226, 150),  # what just happened at the table, under what to do
}
REASONS_INK = (200, 228, 250)  # the hint's reasons, under it
NEWS_TIME = 1.6  # the least time news is read before a page covers the table

# a rule id at the end of a text: " (T10)", " (R27)", " (T15, T16)", " (R30-R32)"
_RULE_AT_END = re.compile(r"\s*\(((?:[RT]\d+[a-z]?)(?:\s*[,\-–]\s*[RT]?\d+[a-z]?)*)\)\s*\.?$")
# a rule id anywhere in a text: what a player never reads in a prompt or dialog
RULE_ID = re.compile(r"\((?:[RT]\d+[a-z]?)(?:\s*[,\-–]\s*[RT]?\d+[a-z]?)*\)")


def split_rule(words: str) -> tuple[str, str]:
    """`words` without a rule id at their end, and that id ("T15, T16"), or ""."""
    m = _RULE_AT_END.search(words)
    if m is None:
        return words, ""
    rest = words[:m.start()].rstrip()
    if words.rstrip().endswith(".") and not rest.endswith("."):
        rest += "."
    return rest, m.group(1)


def strip_rules(words: str) -> str:
    """`words` with every rule id taken out (a dialog's lines)."""
    return re.sub(r"\s+([.,;:])", r"\1", RULE_ID.sub("", words)).replace("  ", " ").strip()


def capital(words: str) -> str:
    """A message as a sentence starts (the engines' reasons start small)."""
    return words[:1].upper() + words[1:]


# the languages that go on after a colon with a capital where a sentence follows
# ("Paar 7: Es muss höher sein …"; Duden), as their catalogs write it everywhere
CAPITAL_AFTER_COLON = {"de"}


def after_colon(words: str) -> str:
    """A message as it goes on after a colon ("Pair of 7s: it must be higher …"): its
    first letter small, but not in a language that starts it with a capital (German,
    whose nouns keep theirs in any case: "Art und Länge …")."""
    if language() in CAPITAL_AFTER_COLON:
        return words
    return words[:1].lower() + words[1:]


def first_rule(rule: str) -> str:
    """The first id of "T15, T16" or "R30-R32": the one Why? opens the page at."""
    m = re.match(r"[RT]\d+", rule)
    return m.group(0) if m else ""


@dataclass
class Said:
    words: str
    kind: str = "note"
    rule: str = ""
    timer: float = SECONDS
    more: tuple = ()  # a hint's reasons, in lines (Why this?)
    open: bool = False  # its reasons are shown


class Prompt:
    """What a table's prompt holds: `ask` (what to do now, or ""), the `status` of the
    player's selection (a Said, or None), a message told for a while, and the `news` of
    the table (a Said, or None). The first line says what to do, or with nothing to do the
    news; the second shows the message while it lasts, else the status, else the news
    (when the first line did not)."""

    def __init__(self) -> None:
        self.ask = ""
        self.status: Optional[Said] = None
        self.said: Optional[Said] = None
        self._news: Optional[Said] = None
        self.news_at = 0  # the session's move count when the news was told
        self.clock: Optional[Callable[[], int]] = None  # the session's move count now
        self.hushed = False  # no room for the news under what to do (place())
        self.framed = False  # the box is round the scene's controls (place())
        self.box = pygame.Rect(0, 0, 0, 0)
        self.lines = pygame.Rect(0, 0, 0, 0)  # the part of the box its words are in
        self.ask_font: Optional[pygame.font.Font] = None  # as place() chose it
        self.one_line = False  # no room for two: a message stands in for what to do
        self.why_rect: Optional[pygame.Rect] = None
        self.hover_why = False
        self.why_this_rect: Optional[pygame.Rect] = None  # beside a hint with reasons
        self.hover_why_this = False
        self.wrapped: list[str] = []  # the reasons shown, in lines as wide as the box allows
        self.crowded = False  # no room for the first of them whole (Prompting.reasons_aside)
        self.second_rows = 1  # the second line's rows: two where one is too narrow for it
        self._groups: list[list[str]] = []  # the same, by reason
        self._width = 0

    # ------------------------------------------------------------ what it says
    def tell(self, words: str, kind: str = "note", rule: str = "",
             seconds: float = SECONDS) -> None:
        """Show `words` for `seconds` (a rule id at their end goes behind Why?)."""
        words, found = split_rule(words)
        self.said = Said(capital(words), kind, rule or found, seconds)

    def give_reasons(self, lines) -> None:
        """The hint shown now has these reasons (Why this? shows them)."""
        if self.said is not None and self.said.kind == "hint" and lines:
            self.said.more = tuple(lines)

    def explain(self) -> bool:
        """Why this? (or H again): show the hint's reasons, or hide them again; False
        when no hint with reasons is shown."""
        s = self.said
        if s is None or s.kind != "hint" or not s.more:
            return False
        s.open = not s.open
        return True

    @property
    def hinted(self) -> bool:
        """A hint is on show (until the player moves: forget())."""
        return self.said is not None and self.said.kind == "hint"

    @property
    def explained(self) -> bool:
        """The hint's reasons are shown."""
        return self.said is not None and self.said.open and bool(self.said.more)

    @property
    def reasons(self) -> tuple:
        """The reason lines shown under the hint (none while they are not asked for)."""
        s = self.second
        return s.more if s is not None and s.open else ()

    def announce(self, words: str, moves: int, seconds: float = NEWS_TIME) -> None:
        """News of the table, told after the session's move `moves`: it lasts until the
        next move (and at least `seconds`, for fresh())."""
        self._news = Said(capital(words), "news", "", seconds)
        self.news_at = moves

    def moved(self, moves: int) -> None:
        """The session is at move `moves`: news of an earlier one goes."""
        if self._news is not None and moves != self.news_at:
            self._news = None

    @property
    def news(self) -> Optional[Said]:
        """The news, while no move has come after it (the `clock` tells, when set: so
        that a frame drawn just after a bot's move never shows the news it ended)."""
        if self._news is not None and self.clock is not None:
            self.moved(self.clock())
        return self._news

    @news.setter
    def news(self, said: Optional[Said]) -> None:
        self._news = said

    @property
    def fresh(self) -> bool:
        """News told less than its least time ago (a page waits before covering it)."""
        return self.news is not None and self.news.timer > 0

    def set_status(self, words: str, ok: bool = True, rule: str = "") -> None:
        """The selection: what it is (ok), or why it cannot be played."""
        if not words:
            self.status = None
            return
        words, found = split_rule(words)
        self.status = Said(capital(words), "ok" if ok else "refused", rule or found, 0.0)

    def forget(self, kinds: tuple = ("refused", "hint", "ok")) -> None:
        """The message goes if it is of `kinds` (what was said about a move, once the
        player moves again); a note (a file that could not be read) stays its time."""
        if self.said is not None and self.said.kind in kinds:
            self.said = None

    def update(self, dt: float) -> None:
        # why a move was refused stays until the next move (forget()): the player reads
        # it, and its Why?, at their own pace, and so does a hint with its reasons; other
        # messages stay their time
        if self.said is not None and self.said.kind != "refused" and not self.said.more:
            self.said.timer -= dt
            if self.said.timer <= 0:
                self.said = None
        if self.news is not None:
            self.news.timer = max(0.0, self.news.timer - dt)

    @property
    def key(self) -> tuple:
        """What the box is placed for besides what to do: a scene places it again when
        this changes (its words, and the news)."""
        return (self.said.words if self.said is not None else None,
                self.news.words if self.news is not None else None,
                self.reasons, bool(self.said and self.said.more))

    @property
    def head(self) -> str:
        """The first line: what to do, or with nothing to do the news."""
        if self.ask:
            return self.ask
        return self.news.words if self.news is not None else ""

    @property
    def second(self) -> Optional[Said]:
        if self.said is not None:
            return self.said
        if self.status is not None:
            return self.status
        return self.news if self.ask and not self.hushed else None

    @property
    def shown(self) -> bool:
        return bool(self.head or self.second)

    @property
    def rule(self) -> str:
        """The rule Why? opens the page at, if the second line has one."""
        s = self.second
        return first_rule(s.rule) if s is not None else ""

    # ------------------------------------------------------------ its place
    @staticmethod
    def height(big: pygame.font.Font, small: pygame.font.Font, two: bool = True) -> int:
        """The room of its lines: what to do, and the second line when there is one."""
        return big.get_linesize() + (small.get_linesize() if two else 0)

    @property
    def head_shown(self) -> bool:
        """The first line is drawn: what to do gives way to the hint while its reasons
        are shown (the hint says what to do), and to a message where there is room for
        one line only."""
        return bool(self.head) and (self.second is None
                                    or not (self.one_line or self.reasons))

    def need(self, big: pygame.font.Font, small: pygame.font.Font) -> int:
        """The width its words ask for (Why? and Why this? included, and the reasons)."""
        s = self.second
        why = small.size(self._button(s))[0] + small.get_linesize() if self._button(s) else 0
        return max([big.size(self.head)[0] if self.head and not self.reasons else 0,
                    (small.size(s.words)[0] + why) if s else 0]
                   + [small.size(line)[0] for line in self.wrapped])

    def wrap_reasons(self, small: pygame.font.Font, width: int) -> None:
        """The reasons shown, broken into lines at most `width` wide."""
        self.crowded = False
        self._groups = [theme.wrap(small, line, width) for line in self.reasons]
        self._width = width
        self.wrapped = [part for group in self._groups for part in group]

    def fit_reasons(self, small: pygame.font.Font, spare: int) -> None:
        """As many whole reasons as `spare` pixels hold (the first at least: cut to one
        line if even it would not fit, and `crowded`), the choice's own first."""
        most = max(1, spare // small.get_linesize())
        if len(self.wrapped) <= most:
            return
        out: list[str] = []
        for group in self._groups:
            if len(out) + len(group) > most:
                break
            out += group
        self.crowded = not out
        self.wrapped = out or [theme.clipped(small, self.reasons[0], self._width)]

    @staticmethod
    def _button(s: Optional[Said]) -> str:
        """The button beside the second line: Why? for a rule, Why this? for a hint's
        reasons not shown yet, or none."""
        if s is None:
            return ""
        if s.rule:
            return tr("Why?")
        return tr("Why this?") if s.more and not s.open else ""

    def second_words(self, small: pygame.font.Font, room: int,
                     rows: Optional[int] = None) -> list[str]:
        """The second line's words in `room` pixels (Why? beside the last row): one row,
        or two where one would cut them (at most `rows`; the last cut if even two are
        too few)."""
        s = self.second
        if s is None:
            return []
        why = self._button(s)
        why_w = small.size(why)[0] + small.get_linesize() if why else 0
        most = 2 if rows is None else max(1, rows)
        if small.size(s.words)[0] + why_w <= room or most == 1:
            return [theme.clipped(small, s.words, room - why_w)]
        rows_ = theme.wrap(small, s.words, room - why_w)
        if len(rows_) > most:
            rest = " ".join(rows_[most - 1:])
            rows_ = rows_[:most - 1] + [theme.clipped(small, rest, room - why_w)]
        return rows_

    def more_height(self, small: pygame.font.Font) -> int:
        """The room of the reasons shown under the hint (wrap_reasons())."""
        return len(self.wrapped) * small.get_linesize()

    def fonts(self, big: pygame.font.Font, small: pygame.font.Font,
              fallback: Optional[pygame.font.Font], most: int, margin: int):
        """The font of what to do: `big`, or `fallback` (smaller) when the words would not
        fit in `most`."""
        ask = big
        if fallback is not None and self.head and big.size(self.head)[0] + 2 * margin > most:
            ask = fallback
        self.ask_font = ask
        return ask, small

    def place(self, big: pygame.font.Font, small: pygame.font.Font, margin: int,
              centerx: int, bottom: int, controls: Optional[pygame.Rect] = None,
              most: int = 10 ** 6, fallback: Optional[pygame.font.Font] = None,
              room: int = 10 ** 6, avoid: tuple = (),
              ceiling: Optional[int] = None) -> pygame.Rect:
        """The box: round the scene's `controls` (placed already) with its lines over
        them, or, with none, the lines alone with their foot at `bottom`, at most `room`
        high (a message then stands in for what to do while it lasts); at most `most`
        wide, at least as wide as the controls. The second line takes room only while
        there is something to say in it: over controls the box grows upwards, the
        controls stay where they are. The news under what to do gives way where the box
        would reach what it must `avoid` (the plates of a small window). The hint's
        reasons stand in for what to do, and take no room above `ceiling` (the trick's
        place): as many as fit, the first at least."""
        self.hushed = False
        args = (big, small, margin, centerx, bottom, controls, most, fallback, room)
        box = self._place(*args)
        if self.second is self.news and self.news is not None \
                and box.collidelist(list(avoid)) >= 0:
            self.hushed = True
            box = self._place(*args)
        if ceiling is not None and self.wrapped and box.top < ceiling:
            self.fit_reasons(small, self.more_height(small) - (ceiling - box.top))
            box = self._place(*args, wrap=False)
        return box

    def _place(self, big, small, margin, centerx, bottom, controls, most, fallback,
               room, wrap: bool = True) -> pygame.Rect:
        big, small = self.fonts(big, small, fallback, most, margin)
        if wrap:
            self.wrap_reasons(small, most - 2 * margin)
        pad = max(4, margin // 2)
        two = self.second is not None
        self.one_line = bool(controls is None and two and self.head
                             and self.height(big, small) + 2 * pad > room)
        lines = self.height(big, small, two and not self.one_line)
        if self.one_line or (two and self.reasons):
            lines = small.get_linesize()
        lines += self.more_height(small)
        if not self.head and not two:  # nothing to say: the box frames the controls alone
            lines = 0
        self.framed = controls is not None
        width = min(most, self.need(big, small) + 2 * margin)
        if controls is not None:
            width = max(width, controls.width + 2 * margin)
        self.second_rows = 1
        if two and not self.one_line and not self.reasons:  # too long for one row: two
            self.second_rows = len(self.second_words(small, width - 2 * margin))
            lines += (self.second_rows - 1) * small.get_linesize()
        if controls is not None:
            top = controls.y - lines - pad
            box = pygame.Rect(0, top, width, controls.bottom + pad - top)
        else:
            box = pygame.Rect(0, 0, width, lines + 2 * pad)
            box.bottom = bottom
        box.centerx = centerx
        self.box = box
        self.lines = pygame.Rect(box.x, box.y, box.width, lines + 2 * pad)
        return box

    def place_beside(self, big: pygame.font.Font, small: pygame.font.Font, margin: int,
                     centerx: int, centery: int, controls: list, height: int,
                     gap: int, room: Optional[int] = None) -> pygame.Rect:
        """Where there is no room for the lines over the controls: one low box, the lines
        on the left and the `controls` (Buttons, moved here, `height` high) on the
        right; at most `room` high where the hint's reasons would make it taller (as
        many of them as fit, the first at least)."""
        big, small = self.fonts(big, small, None, 10 ** 6, margin)
        self.one_line = False
        pad = max(4, margin // 2)
        two = self.second is not None
        widths = [max(height * 3, small.size(b.label)[0] + 2 * margin) for b in controls]
        self.wrap_reasons(small, 2 * centerx - 4 * margin - sum(widths) - gap * len(controls)
                          - pad)
        if self.reasons and two:  # (the hint stands in for what to do)
            lines = small.get_linesize()
            if room is not None:
                self.fit_reasons(small, room - 2 * pad - lines)
        else:
            lines = self.height(big, small, two)
        lines_w = self.need(big, small) + 2 * margin
        total = lines_w + sum(widths) + gap * len(controls) + pad
        tall = lines + self.more_height(small)
        h = max(tall, height) + 2 * pad
        box = pygame.Rect(0, 0, total, h)
        box.center = (centerx, centery)
        x = box.x + lines_w
        for b, w in zip(controls, widths):
            b.rect = pygame.Rect(x, box.centery - height // 2, w, height)
            x += w + gap
        self.box = box
        top = box.centery - tall // 2 - pad
        self.lines = pygame.Rect(box.x, top, lines_w, box.bottom - top)
        return box

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, big: pygame.font.Font, small: pygame.font.Font,
             margin: int, box: Optional[pygame.Rect] = None, panel: bool = True) -> None:
        """Its lines at the top of `box` (its own, unless the scene's box is given), in a
        panel unless the scene drew one."""
        own = box is None
        box = self.box if own else box
        big = self.ask_font or big
        self.why_rect = self.why_this_rect = None
        if box.width <= 0 or not (self.shown or (own and self.framed)):
            return
        if panel:  # (round the scene's buttons even with nothing to say: they sit in it)
            theme.panel(surface, box)
        if not self.shown:
            return
        where = self.lines if own and self.lines.width else box
        pad = max(4, margin // 2)
        room = where.width - 2 * margin
        y = where.y + pad
        head = self.head
        if self.head_shown:
            theme.text(surface, big, theme.clipped(big, head, room), (where.centerx, y),
                       theme.GOLD, "midtop", owner=box, role="" if self.ask else "news")
            y += big.get_linesize()
        s = self.second
        if not s:
            return
        why = self._button(s)
        why_w = small.size(why)[0] + small.get_linesize() if why else 0
        rows = self.second_words(small, room, 1 if self.reasons else self.second_rows)
        for k, words in enumerate(rows):
            w = small.size(words)[0]
            last = k == len(rows) - 1
            x = where.centerx - (w + (why_w if last else 0)) // 2
            theme.text(surface, small, words, (x, y), INKS.get(s.kind, theme.INK),
                       owner=box, role="news" if s is self.news else "")
            if not last:
                y += small.get_linesize()
        if why:
            r = pygame.Rect(0, 0, why_w - small.get_linesize() // 3,
                            small.get_linesize())
            r.topleft = (x + w + small.get_linesize() // 3, y)
            hot = self.hover_why if s.rule else self.hover_why_this
            theme.note(surface, "panel", r)
            canvas.rect(surface, theme.BUTTON_HOT if hot else theme.BUTTON, r,
                        border_radius=max(4, r.height // 3))
            canvas.rect(surface, theme.GOLD, r, 1, border_radius=max(4, r.height // 3))
            theme.text(surface, small, why, r.center, theme.INK, "center", owner=r)
            if s.rule:
                self.why_rect = r
            else:
                self.why_this_rect = r
        for line in self.wrapped if self.reasons else ():  # the hint's reasons, asked for
            y += small.get_linesize()
            theme.text(surface, small, theme.clipped(small, line, room),
                       (where.centerx, y), REASONS_INK, "midtop", owner=box)

    # ------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event, open_rule: Callable[[str], None]) -> bool:
        """A click on Why?, or F1 while a rule is given: `open_rule(rule)`; a click on
        Why this?: the hint's reasons."""
        if event.type == pygame.MOUSEMOTION:
            self.hover_why = bool(self.why_rect and self.why_rect.collidepoint(event.pos))
            self.hover_why_this = bool(self.why_this_rect
                                       and self.why_this_rect.collidepoint(event.pos))
            return False
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and event.button == 1 and self.why_this_rect \
                and self.why_this_rect.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONUP:
                self.explain()
            return True
        rule = self.rule
        if not rule:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.why_rect \
                and self.why_rect.collidepoint(event.pos):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.why_rect \
                and self.why_rect.collidepoint(event.pos):
            open_rule(rule)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            open_rule(rule)
            return True
        return False


class Prompting:
    """What a game's table has of the prompt: `warn` tells it a message, `notice` is the
    message shown now (or None), `say` tells the table's news and `banner` is the news
    shown now. The table makes `self.prompt`, updates it, and has a `session` that counts
    its moves, a `pause` the game waits out and the `app`."""

    prompt: Prompt
    READ_PAUSE = 1.0  # the game waits this long (at most) for news to be seen

    def say(self, words: str, seconds: float = NEWS_TIME) -> None:
        """News of the table ("Vera bombs!"), in the prompt until the next decision."""
        self.prompt.announce(words, self.session.moves, seconds)
        if self.app.speed > 0:  # with animations off nothing waits for it
            self.pause = max(self.pause, min(seconds, self.READ_PAUSE))

    @property
    def banner(self) -> Optional[str]:
        news = self.prompt.news
        return news.words if news is not None else None

    def warn(self, words: str, kind: str = "note", rule: str = "") -> None:
        self.prompt.tell(words, kind, rule)

    def reasons_aside(self) -> None:
        """The hint's reasons, asked for where the prompt has no room for the first of
        them whole (a small window, a long reason): in a dialog of their own, not cut
        short; closed, the prompt offers Why this? again."""
        prompt = self.prompt
        if not (prompt.explained and prompt.crowded):
            return
        from .scenes.base import Dialog
        prompt.said.open = False
        prompt.crowded = False
        dialog = Dialog(self.app, tr("Why this?"), [prompt.said.words, *prompt.said.more],
                        [(tr("Close"), lambda: None)])
        dialog.name = "why-this"
        self.app.push(dialog)

    @property
    def notice(self) -> Optional[str]:
        said = self.prompt.said
        return said.words if said is not None else None


__all__ = ["Prompt", "Prompting", "strip_rules", "Said", "split_rule", "first_rule", "RULE_ID",
           "INKS", "REASONS_INK", "SECONDS", "NEWS_TIME"]
