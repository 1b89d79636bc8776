"""1000's table drawn: the felt, the frame where the player's card will go, the card
sprites, the arrows of a finished trick to its winner, each seat's plate (its name, score,
barrel, bid or contract), the cards on their way between places (over the plates, not
under them); the table's news is the prompt's. A mixin of Table (table.py), as Tichu's drawing.py is of its
table; the panels around the table are panels.py's."""
from __future__ import annotations

import pygame

from game.tysiacha.engine.cards import card_label
from game.tysiacha.engine.deal import Phase
from game.tysiacha.engine.observation import Observation

from .. import canvas
from .. import emblems
from .. import theme
from ..sprites import last_trick_title
from ..i18n import tr, tr_count
from .deck import small_art, table_art


class TableDrawing:
    """The drawing of the table; mixed into Table, whose state it shows."""

    def draw(self, surface: pygame.Surface, flying: bool = True) -> None:
        """The table; with `flying`, the cards on their way too (a scene that draws its
        prompt over the table draws them after it: draw_flying)."""
        lay = self.layout
        surface.blit(theme.felt(surface.get_size()), (0, 0))
        match = self.session.match
        deal = match.deal
        if deal is None:
            return
        obs = self.observation()
        if obs.phase is Phase.PLAY:  # where the trick is played, marked on the cloth
            theme.table_area(surface, self.play_area(lay))
        self._draw_trick_frames(surface, obs)
        self.draw_sprites(surface, table_art(self.app), small_art(self.app))
        if self.shown_trick is not None and self.app.settings.trick_arrow:
            self._draw_arrows(surface)
        elif self.shown_trick is None:
            self._frame_best(surface, deal)
        for seat in range(self.session.players):
            if not self.under_page(lay.plate_rect(self.rel(seat))):
                self._draw_plate(surface, seat, obs)
        self._draw_last(surface, obs)
        if flying:
            self.draw_flying(surface)

    def draw_flying(self, surface: pygame.Surface) -> None:
        """The cards on their way between places, or dragged: over the plates."""
        if self.session.match.deal is not None:
            self.draw_sprites(surface, table_art(self.app), small_art(self.app), on_top=True)

    def _frame_best(self, surface: pygame.Surface, deal) -> None:
        """The card winning the trick so far (the engine's, R39), framed in gold once it
        has landed, as Tichu frames the combination to beat."""
        if deal.phase is not Phase.PLAY or not deal.trick or self.show_last:
            return
        sp = self.sprites.get(deal.best_in_trick())
        if sp is None or self.tween.moving(sp):
            return
        lay = self.layout
        r = sp.rect(table_art(self.app)).inflate(6, 6)
        canvas.rect(surface, theme.GOLD, r, max(2, round(3 * lay.unit)),
                    border_radius=max(4, lay.margin // 2))

    def _draw_last(self, surface: pygame.Surface, obs: Observation) -> None:
        """The last trick, asked for (Last trick): labelled with who took it, above it,
        so that it is not taken for the trick in play."""
        if not self.show_last or obs.trick or not obs.tricks or self.shown_trick is not None:
            return
        cards, winner = obs.tricks[-1]
        self.tag_last_trick(surface, {c for _, c in cards},
                            last_trick_title(self.name(winner)), table_art(self.app))

    def play_area(self, lay) -> pygame.Rect:
        """Where the trick is played, round the places of its cards."""
        slots = [lay.trick_slot_rect(rel) for rel in range(self.session.players)]
        return slots[0].unionall(slots[1:]).inflate(lay.card_w // 2, lay.card_h // 5)

    def last_aside(self) -> tuple:
        """What LastTrickAside shows: the last trick's plays with their players' names,
        who took it, the art of a trick's cards and the trick's place."""
        cards, winner = self.observation().tricks[-1]
        slots = [self.layout.trick_slot_rect(rel) for rel in range(self.session.players)]
        return ([(self.name(seat), [c]) for seat, c in cards],
                last_trick_title(self.name(winner)), table_art(self.app),
                slots[0].unionall(slots[1:]))

    def _draw_trick_frames(self, surface: pygame.Surface, obs: Observation) -> None:
        """A white frame where the player's card will be dropped, on the player's turn."""
        if obs.phase is not Phase.PLAY or self.dealing is not None or self.busy \
                or obs.to_act != self.viewer or self.hidden:
            return
        lay = self.layout
        for seat in (self.viewer,):
            r = lay.trick_slot_rect(self.rel(seat))
            theme.note(surface, "card", r)  # nothing may cover it, as if a card lay there
            theme.empty_slot(surface, r, max(6, lay.card_w // 10), max(2, round(lay.unit * 3)))

    def _draw_arrows(self, surface: pygame.Surface) -> None:
        """An arrow from each card of the finished trick towards its winner, once the
        last card has landed."""
        cards, winner = self.shown_trick
        lay = self.layout
        if any(self.tween.moving(self.sprites.get(c)) for _, c in cards if c in self.sprites):
            return
        tx, ty = lay.trick_position(self.rel(winner))
        for seat, c in cards:
            if seat == winner:
                continue
            sx, sy = lay.trick_position(self.rel(seat))
            theme.arrow(surface, (sx, sy), (tx, ty), theme.GOLD, max(3, round(5 * lay.unit)))
        px, py = lay.pile_position(self.rel(winner))
        theme.arrow(surface, (tx, ty), (tx + (px - tx) * 0.35, ty + (py - ty) * 0.35), theme.GOLD,
               max(3, round(6 * lay.unit)))

    def standing_now(self, obs: Observation):
        """The scores as they are now: once a deal is scored, with it (as its result
        shows), else as they were before it."""
        match = self.session.match
        return match.standing if match.deal is None or match.deal.over else obs.standing

    def _draw_plate(self, surface: pygame.Surface, seat: int, obs: Observation) -> None:
        lay = self.layout
        rel = self.rel(seat)
        r = lay.plate_rect(rel)
        active = seat == obs.to_act and self.dealing is None and not self.busy
        sits_out = seat == obs.inactive
        edge = active or seat == obs.declarer
        name = self.name(seat)
        if seat == obs.dealer:
            name += "  ◆"
        st = self.standing_now(obs)
        line = f"{st.scores[seat]}"
        if st.barrel[seat] is not None:
            line += "  " + tr("barrel") + f" {st.barrel[seat] + 1}"
        third = ""
        # thinking: as the scene last found it, and still the seat to act (not after its
        # move, while the table is busy showing it)
        thinks = self.thinking == seat and seat == obs.to_act
        view = getattr(self.session, "networked", None)  # a quick message, a drop
        said = view.note(seat) if view is not None else ""
        if said:
            third = said
        elif sits_out:
            third = tr("sits out")
        elif thinks:
            dots = "." * (1 + int(pygame.time.get_ticks() / 350) % 3)
            third = tr("thinking") + dots
        else:
            third = self._bid_text(seat, obs)
        if self.app.settings.hand_monitor == "counts" and not sits_out:
            n = obs.hand_sizes[seat]
            third = (third + "  " if third else "") + \
                tr_count(n, "{n} card", "{n} cards").format(n=n)
        hot = thinks
        # the same words as last frame: the same drawing (see canvas.replay)
        key = (canvas.sized(lay), tuple(r), active, edge, name, line, third, hot,
               self.emblem(seat))
        if canvas.replay(surface, ("plate", seat), key):
            return
        with canvas.keep(surface, ("plate", seat), key):
            self._paint_plate(surface, seat, r, active, edge, name, line, third, hot)

    def _paint_plate(self, surface, seat, r, active, edge, name, line, third, hot) -> None:
        lay = self.layout
        colour = theme.PLATE_ACTIVE if active else theme.PLATE
        theme.panel(surface, r, edge=edge, colour=colour, lifted=True)
        f = self.app.fonts.get(lay.font, True)
        fs = self.app.fonts.get(lay.font_small)
        pad = max(0, (r.height - f.get_linesize() - 2 * fs.get_linesize()) // 2)
        x, room = r.x + lay.margin, r.width - 2 * lay.margin
        y = r.y + pad
        # the seat's badge beside its name and score; what it is doing goes under both
        x1, room1, x2, room2 = emblems.draw_on_plate(surface, lay, self.emblem(seat), x, y,
                                                     room, self.app.fonts)
        theme.text(surface, f, theme.clipped(f, name, room1), (x1, y),
                   theme.GOLD if active else theme.INK, owner=r)
        y += f.get_linesize()
        theme.text(surface, fs, theme.clipped(fs, line, room2), (x2, y), theme.INK_DIM, owner=r)
        if third:
            theme.text(surface, fs, theme.clipped(fs, third, room), (x, y + fs.get_linesize()),
                       theme.GOLD if hot else theme.INK, owner=r)

    def _bid_text(self, seat: int, obs: Observation) -> str:
        trick = self.shown_trick[0] if self.shown_trick else obs.trick
        played = [c for s, c in trick if s == seat]
        if played:  # what the seat did last, while its card lies on the trick
            return tr("played {what}").format(what=card_label(played[-1]))
        if obs.declarer >= 0:
            if obs.phase == Phase.OVER and obs.outcome in OUTCOME_WORDS:
                return self._result_text(seat, obs)
            if seat == obs.declarer:
                return tr("plays for {n}").format(n=obs.contract)
            return tr("defends")
        last = None
        for s, b in obs.bids:
            if s == seat:
                last = b
        if last is None and any(s == seat for s, _ in obs.bids):
            return tr("passes")
        return "" if last is None else tr("bids {n}").format(n=last)

    @staticmethod
    def _result_text(seat: int, obs: Observation) -> str:
        """How the deal went for `seat`, once it is over: the declarer's contract made,
        failed or given up; a defender's points (tricks and marriages, R44)."""
        points = obs.taken[seat] + sum(p for s, _, p in obs.melds if s == seat)
        if seat != obs.declarer:
            return tr_count(points, "{n} point", "{n} points").format(n=points)
        if obs.outcome != "played":
            return tr(OUTCOME_WORDS[obs.outcome])
        made = tr("made {n}") if points >= obs.contract else tr("failed {n}")
        return made.format(n=obs.contract)


OUTCOME_WORDS = {"played": "", "rospisat": "rospisat'", "spisat": "spisat'"}

__all__ = ["TableDrawing"]
