"""Tichu's table drawn: the felt, the exchange slots and their labels, the card sprites,
the arrows of a finished trick to its winner (or from the Dog to whom it hands the
lead), each seat's plate (its name, cards left, call and what it is doing), the scores
and the wish in force, the cards on their way between places (over the plates), (the prompt
over the hand, with the table's news, is the scene's). A mixin of TichuTable (table.py)."""
from __future__ import annotations

from typing import Optional

import pygame

from game.tichu.engine.cards import DOG, cards_of, sort_key
from game.tichu.engine.observation import Observation
from game.tichu.engine.round import Phase, partner

from .. import canvas
from .. import emblems
from .. import theme
from ..sprites import last_trick_title
from ..i18n import tr, tr_count
from .words import combination_words, place_word, rank_word


class TichuDrawing:
    """The drawing of the table; mixed into TichuTable, whose state it shows."""

    _info_rect = None  # (the scores' words, their box) as info_box last sized it

    def draw(self, surface: pygame.Surface, flying: bool = True) -> None:
        """The table; with `flying`, the cards on their way too (a scene that draws its
        prompt over the table draws them after it: draw_flying)."""
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        rnd = self.session.round
        if rnd is None:
            return
        obs = self.observation()
        if obs.phase is Phase.PLAY or obs.phase is Phase.WISH or obs.phase is Phase.GIFT:
            theme.table_area(surface, self._trick_area())
        self._draw_slots(surface, obs)
        self.draw_sprites(surface, self.art, self.small, self.play_art)
        if self.shown_trick is not None:
            self._draw_arrows(surface)
        else:
            self._draw_top(surface, obs)
            self._draw_last(surface, obs)
        for seat in range(4):
            if not self.under_page(self.layout.plate_rect(self.rel(seat))):
                self._draw_plate(surface, seat, obs)
        self._draw_info(surface, obs)
        self._draw_slot_labels(surface, obs)
        if flying:
            self.draw_flying(surface)

    def draw_flying(self, surface: pygame.Surface) -> None:
        """The cards on their way between places, or dragged: over the plates."""
        if self.session.round is not None:
            self.draw_sprites(surface, self.art, self.small, self.play_art, on_top=True)

    def _trick_area(self, lay=None) -> pygame.Rect:
        """Where the trick is played: round the four seats' places of a play, clear of
        the plates (in `lay`, else the table's layout)."""
        lay = lay or self.layout
        spots = [lay.play_anchor(rel) for rel in range(4)]
        xs, ys = [x for x, _ in spots], [y for _, y in spots]
        r = pygame.Rect(0, 0, 0, 0)
        r.width = max(xs) - min(xs) + lay.play_w * 3
        r.height = max(ys) - min(ys) + round(lay.play_h * 1.5)
        r.center = ((max(xs) + min(xs)) // 2, (max(ys) + min(ys)) // 2)
        return r

    def _slots_shown(self, obs: Observation) -> bool:
        """The exchange slots are on the table (in the exchange, and while the cards
        received lie in them)."""
        if self.hidden or self.dealing is not None:
            return False
        return obs.phase is Phase.EXCHANGE or self.received is not None

    def _draw_slots(self, surface: pygame.Surface, obs: Observation) -> None:
        """The three places for the cards to give, in the exchange (and for the cards
        received, while they show)."""
        if not self._slots_shown(obs):
            return
        lay = self.layout
        for r in lay.exchange_slots():
            theme.empty_slot(surface, r, max(6, lay.card_w // 10), max(2, round(lay.unit * 3)))

    def _draw_slot_labels(self, surface: pygame.Surface, obs: Observation) -> None:
        if not self._slots_shown(obs):
            return
        lay = self.layout
        f = self.app.fonts.get(lay.font_small, True)
        for i, r in enumerate(lay.exchange_slots()):
            seat = self.seat_at(i + 1)
            if self.received is not None:
                words = tr("from {name}").format(name=self.name(seat))
            else:
                words = tr("to {name}").format(name=self.name(seat))
            words = theme.clipped(f, words, r.width + lay.card_w // 2)
            box = pygame.Rect(0, 0, f.size(words)[0] + 12, f.get_linesize() + 4)
            box.midbottom = (r.centerx, r.top - 2)
            theme.panel(surface, box, colour=(60, 50, 10, 235), radius=6)
            theme.text(surface, f, words, box.center, theme.GOLD, "center", owner=box)

    def _draw_top(self, surface: pygame.Surface, obs: Observation) -> None:
        """The combination to beat, once it has landed: framed in gold, with who played
        it and what it is beside it ("Boris: pair of As"), where that clears every other
        card, plate and box (the earlier plays lie dimmed under it, places.py)."""
        if self.show_last or not obs.trick or self.dealing is not None or self.hidden:
            return
        seat, play = obs.trick[-1]
        sprites = [self.sprites.get(c) for c in cards_of(play.cards)]
        if not sprites or any(sp is None or self.tween.moving(sp) for sp in sprites):
            return
        lay = self.layout
        rects = [sp.rect(self.art) for sp in sprites]
        frame = rects[0].unionall(rects[1:]).inflate(6, 6)
        canvas.rect(surface, theme.GOLD, frame, max(2, round(3 * lay.unit)),
                    border_radius=max(4, lay.margin // 2))
        f = self.app.fonts.get(lay.font_small, True)
        words = f"{self.name(seat)}: {combination_words(play)}"
        mine = set(cards_of(play.cards))
        clear = [sp.rect(self.art) for key, sp in self.sprites.items() if key not in mine]
        clear += self.plates() + list(self.keep_clear)
        window = pygame.Rect(0, 0, lay.width, lay.height)
        order = ("below", "above") if self.rel(seat) != 0 else ("above", "below")
        theme.tag(surface, f, words, frame, clear, window, max(3, lay.margin // 3),
                  max(4, lay.margin // 2), order + ("right", "left"))

    def _draw_last(self, surface: pygame.Surface, obs: Observation) -> None:
        """The last trick, asked for (Last trick): labelled with who took it, above it,
        so that it is not taken for the trick in play."""
        if not self.show_last or obs.trick or not obs.tricks or self.shown_trick is not None:
            return
        plays, winner = obs.tricks[-1]
        self.tag_last_trick(surface, {c for _, p in plays for c in cards_of(p.cards)},
                            self._last_title(plays, winner), self.art)

    def last_aside(self) -> tuple:
        """What LastTrickAside shows: the last trick's plays with their players' names,
        who took it, the art of a trick's cards and the trick's place."""
        plays, winner = self.observation().tricks[-1]
        return ([(self.name(seat), sorted(cards_of(p.cards), key=sort_key))
                 for seat, p in plays], self._last_title(plays, winner), self.play_art,
                self._trick_area())

    def _last_title(self, plays, winner: int) -> str:
        """Last trick's heading: who took it; the Dog led alone is taken by no one."""
        if len(plays) == 1 and plays[0][1].cards == 1 << DOG:
            return tr("Last trick: the Dog")
        return last_trick_title(self.name(winner))

    def _draw_arrows(self, surface: pygame.Surface) -> None:
        """From the finished trick's plays to the winner's (or from the Dog to the
        partner), once the cards have landed."""
        plays, winner = self.shown_trick
        lay = self.layout
        if any(self.tween.moving(self.sprites.get(c)) for _, p in plays
               for c in cards_of(p.cards) if c in self.sprites):
            return
        width = max(3, round(5 * lay.unit))
        if self.dog_to is not None:
            sx, sy = lay.play_anchor(self.rel(winner))
            tx, ty = lay.seat_anchor(self.rel(self.dog_to))
            # to the partner's plate, not under it: the arrow ends where it meets it
            inside = lay.plate_rect(self.rel(self.dog_to)).inflate(6, 6).clipline(
                (sx, sy), (tx, ty))
            if inside:
                tx, ty = inside[0]
            theme.arrow(surface, (sx, sy), (tx, ty), theme.GOLD, width)
            return
        tx, ty = lay.play_anchor(self.rel(winner))
        for seat in {s for s, _ in plays}:
            if seat != winner:
                theme.arrow(surface, lay.play_anchor(self.rel(seat)), (tx, ty), theme.GOLD, width)
        rnd = self.session.round
        to = winner
        if rnd.phase is Phase.GIFT:
            return  # the Dragon's trick waits for its gift
        last = plays[-1][1] if plays else None
        if last is not None and last.cards == 1 << 55:
            gifts = [a for a in rnd.history[::-1] if a.kind == "gift"]
            if gifts:
                to = gifts[0].data
        px, py = lay.pile_position(self.rel(to))
        theme.arrow(surface, (tx, ty), (tx + (px - tx) * 0.4, ty + (py - ty) * 0.4), theme.GOLD,
               max(3, round(6 * lay.unit)))

    def _draw_plate(self, surface: pygame.Surface, seat: int, obs: Observation) -> None:
        lay = self.layout
        rel = self.rel(seat)
        r = lay.plate_rect(rel)
        active = self.dealing is None and not self.busy and seat in obs.waiting
        edge = active or bool(obs.grand[seat] or obs.tichu[seat])
        fs = self.app.fonts.get(lay.font_small)
        fb = self.app.fonts.get(lay.font_small, True)
        room = r.width - 2 * lay.margin
        name = self.name(seat)
        role = ""
        if rel == 2 and not self.demo:
            role = tr("partner")
        elif rel == 0 and not self.demo and name.casefold() != tr("you").casefold():
            role = tr("you")  # (a name of the player's own: "Zoya  you"; not "You  you")
        # cards left (or, once out, its place: it holds none) and the call, then what the
        # seat is doing
        n = obs.hand_sizes[seat]
        d = self.dealing
        if d is not None:  # the cards dealt so far, not those still on the deck
            n = d.before[seat] + len(d.arrived(seat))
        line = tr_count(n, "{n} card", "{n} cards").format(n=n)
        if seat in obs.out:
            line = tr("out: {place}").format(place=place_word(obs.out.index(seat) + 1))
        call = ""
        if obs.grand[seat]:
            call = tr("Grand Tichu")
        elif obs.tichu[seat]:
            call = tr("Tichu")
        w_call = fb.size(call)[0] + lay.margin if call else 0
        third = self._status(seat, obs, lambda t: fs.size(t)[0] <= room - w_call)
        if third == line:  # a seat out: its place is said once, where its cards were
            third = ""
        made = self._call_state(seat, obs) if call else None
        hot = bool(third) and (self._thinks(seat, obs) or third == tr("leads"))
        # the same words as last frame: the same drawing (see canvas.replay)
        key = (canvas.sized(lay), tuple(r), active, edge, name, role, line, call, made,
               third, hot, self.emblem(seat))
        if canvas.replay(surface, ("plate", seat), key):
            return
        with canvas.keep(surface, ("plate", seat), key):
            self._paint_plate(surface, seat, r, active, edge, name, role, line, call, made,
                              third, hot)

    def _paint_plate(self, surface, seat, r, active, edge, name, role, line, call, made,
                     third, hot) -> None:
        lay = self.layout
        colour = theme.PLATE_ACTIVE if active else theme.PLATE
        # the marks mean what they mean in 1000: gold ground, the seat to act; a gold edge,
        # the seat playing for something (there the declarer, here a Tichu called)
        theme.panel(surface, r, edge=edge, colour=colour, lifted=True)
        f = self.app.fonts.get(lay.font, True)
        fs = self.app.fonts.get(lay.font_small)
        fb = self.app.fonts.get(lay.font_small, True)
        x, room = r.x + lay.margin, r.width - 2 * lay.margin
        y = r.y + max(2, lay.margin // 2)
        # the seat's badge beside its name and cards; what it is doing goes under both
        x1, room1, x2, room2 = emblems.draw_on_plate(surface, lay, self.emblem(seat), x, y,
                                                     room, self.app.fonts)
        w_role = fs.size(role)[0] + lay.margin if role else 0
        # a name too long to share its line: the role goes to the right of the cards line
        # (where a call does not stand), else it is left out
        role_below = bool(w_role) and f.size(name)[0] + w_role > room1
        theme.text(surface, f, theme.clipped(f, name, room1 - (0 if role_below else w_role)),
                   (x1, y), theme.GOLD if active else theme.INK, owner=r)
        if role and not role_below:
            theme.text(surface, fs, role, (r.right - lay.margin, y + f.get_ascent()
                                           - fs.get_ascent()), theme.INK_DIM, "topright", owner=r)
        y += f.get_linesize()
        w_call = fb.size(call)[0] + lay.margin if call else 0
        theme.text(surface, fs, theme.clipped(fs, line, room2), (x2, y), theme.INK_DIM, owner=r)
        beside_cards = False
        if call:  # the call in its colour (gold while open, green made, red failed), beside
            # what the seat is doing, or beside its cards where the two do not fit together
            ink = {None: theme.GOLD, True: (140, 230, 140), False: (255, 120, 120)}[made]
            beside_cards = bool(third and fs.size(third)[0] + w_call > room
                                and fs.size(line)[0] + w_call <= room2)
            y_call = y if beside_cards else y + lay.line
            theme.text(surface, fb, call, (r.right - lay.margin, y_call), ink, "topright",
                       owner=r)
            if not beside_cards:
                room -= w_call
        if role_below and not (call and beside_cards) \
                and fs.size(line)[0] + w_role <= room2:
            theme.text(surface, fs, role, (r.right - lay.margin, y), theme.INK_DIM, "topright",
                       owner=r)
        y += lay.line
        if third and room > fs.size("…")[0] * 3:
            theme.text(surface, fs, theme.clipped(fs, third, room), (x, y),
                       theme.GOLD if hot else theme.INK, owner=r)

    def _call_state(self, seat: int, obs: Observation) -> Optional[bool]:
        """A call made (True: the caller went out first), failed (False), or open."""
        if obs.out:
            return obs.out[0] == seat
        return None

    def _thinks(self, seat: int, obs: Observation) -> bool:
        """The seat is thinking: as the scene last found it (`thinking`, kept while the
        table is busy), and still one the round waits for (not after its move, while the
        news of it is read)."""
        return seat in self.thinking and seat in obs.waiting

    def _status(self, seat: int, obs: Observation, fits=lambda text: True) -> str:
        """What the seat is doing or did last, as its plate says it (in fewer words where
        the plate is narrow: `fits`)."""
        view = getattr(self.session, "networked", None)  # a quick message, a drop
        said = view.note(seat) if view is not None else ""
        if said:
            return said
        if seat in obs.out:
            return tr("out: {place}").format(place=place_word(obs.out.index(seat) + 1))
        if self._thinks(seat, obs):
            dots = "." * (1 + int(pygame.time.get_ticks() / 350) % 3)
            return tr("thinking") + dots
        if obs.phase is Phase.GRAND:
            if obs.grand[seat] is not False:
                return ""  # (a call made shows as the call)
            said = tr("no Grand Tichu")
            return said if fits(said) else tr("no call")  # (a narrow plate)
        if obs.phase is Phase.EXCHANGE:
            gave = len(self.session.round.gives[seat]) == 3
            return tr("cards chosen") if gave else tr("choosing cards")
        if seat in obs.passed:
            return tr("passed")
        if obs.top is not None and obs.top[0] == seat and obs.phase is Phase.PLAY:
            # (beside a call on a narrow plate it is left out: the trick's label under
            # the cards names who holds it)
            holds = tr("holds the trick")
            return holds if fits(holds) else ""
        played = [p for s, p in obs.trick if s == seat] if obs.phase is Phase.PLAY else []
        if played:  # beaten since: what the seat did last
            what = combination_words(played[-1])
            # the play as the object of "played" (the kit's text, 1000's too): "spielte
            # den Drilling 7"
            said = tr("played {what}").format(what=format(what, "accusative"))
            return said if fits(said) else what if fits(what) else ""
        if obs.to_act == seat and obs.phase is Phase.PLAY and obs.top is None:
            return tr("leads")
        return ""

    def _draw_info(self, surface: pygame.Surface, obs: Observation) -> None:
        """Top left: the two teams' scores, the round, and the wish in force."""
        r, lines, goal, wish = self.info_box(obs)
        key = (canvas.sized(self.layout), tuple(r), tuple(lines), goal, wish)
        if canvas.replay(surface, "scores", key):
            return
        with canvas.keep(surface, "scores", key):
            self._paint_info(surface, r, lines, goal, wish)

    def _paint_info(self, surface: pygame.Surface, r, lines, goal, wish) -> None:
        lay = self.layout
        fs = self.app.fonts.get(lay.font_small)
        fb = self.app.fonts.get(lay.font_small, True)
        size = lay.line
        theme.panel(surface, r)
        x, room = r.x + lay.margin, r.width - 2 * lay.margin
        y = r.y + lay.margin
        for keys, n, score, mine in lines:
            sw = fb.size(score)[0]
            at = emblems.draw_badges(surface, keys, x, y, size, self.app.fonts)
            theme.text(surface, fs, theme.clipped(fs, n, r.right - at - 2 * lay.margin - sw),
                       (at, y), theme.INK if mine else theme.INK_DIM, owner=r)
            theme.text(surface, fb, score, (r.right - lay.margin, y), theme.GOLD if mine else theme.INK,
                       "topright", owner=r)
            y += lay.line
        theme.text(surface, fs, theme.clipped(fs, goal, room), (x, y), theme.INK_DIM, owner=r)
        if wish:
            y += lay.line
            theme.text(surface, fb, wish, (x, y), theme.GOLD, owner=r)

    def info_box(self, obs: Observation):
        """The scores' box (as wide as its words), and its lines: each team's badges,
        names, score and whether it is the viewer's; the round; the wish in force."""
        lay = self.layout
        match = self.session.match
        fs = self.app.fonts.get(lay.font_small)
        fb = self.app.fonts.get(lay.font_small, True)
        lines = []  # each team's badges, names and score, the viewer's first
        for side in (0, 1):
            mine = self.viewer % 2 == side
            first = self.viewer if mine else (self.viewer + 1) % 4
            names = f"{self.name(first)} & {self.name(partner(first))}"
            keys = (self.emblem(first), self.emblem(partner(first)))
            lines.append((keys, names, str(match.scores[side]), mine))
        rules = self.session.rules
        if rules.tournament:
            goal = tr("Tournament, round {n} of 9").format(n=len(match.rounds))
        elif rules.rounds:
            goal = tr("Round {n} of {m}").format(n=len(match.rounds), m=rules.rounds)
        else:
            goal = tr("Round {n} · to {target}").format(n=len(match.rounds), target=rules.target)
        wish = ""
        if obs.wish:
            wish = tr("Wish: {rank}").format(rank=rank_word(obs.wish))
        known = (canvas.sized(lay), tuple(lines), goal, wish)
        if self._info_rect is not None and self._info_rect[0] == known:
            return self._info_rect[1].copy(), lines, goal, wish
        r = lay.info_rect(4 if wish else 3)
        size = lay.line
        badges = 2 * (size + emblems.badge_gap(size))
        widest = max([badges + fs.size(n)[0] + fb.size(s)[0] for _, n, s, _ in lines] +
                     [fs.size(goal)[0], fb.size(wish)[0]]) + 3 * lay.margin
        r.width = min(max(r.width, widest), lay.plate_rect(2).left - lay.margin - r.x)
        self._info_rect = (known, r.copy())  # (its size costs the words' widths)
        return r, lines, goal, wish


__all__ = ["TichuDrawing"]
