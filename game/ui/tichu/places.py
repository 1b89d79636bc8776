"""Where each card lies on Tichu's table, as the player at the screen may see it: the
trick by the seats that played it, the won tricks face down, the hand (in the player's
order, with the selection raised and a card being dragged), the exchange slots, the
others' hands as backs, and the deal in progress; and which card or slot lies under the
pointer. A mixin of TichuTable (table.py), whose sprites follow these places."""
from __future__ import annotations

from typing import Hashable, Optional

from game.tichu.engine.cards import cards_of, sort_key
from game.tichu.engine.observation import Observation
from game.tichu.engine.round import Phase

from ..sprites import DRAGGED, HAND, Target, hand_z
from .layout import BEHIND


class TichuPlaces:
    """The places of the cards and the hit tests; mixed into TichuTable, whose state
    (`layout`, the round's observation, the selection, the staged and received cards, a
    trick shown, the deal in progress) they read."""

    def my_hand(self, obs: Observation) -> list[int]:
        """The viewer's cards in the order shown: by rank with the specials at the ends,
        or as the player dragged them (kept for the round; new cards go where they sort)."""
        cards = set(cards_of(obs.hand))
        order = [c for c in self.hand_order if c in cards]
        for c in sorted(cards - set(order), key=sort_key):
            keys = [sort_key(o) for o in order]
            i = 0
            while i < len(order) and keys[i] < sort_key(c):
                i += 1
            order.insert(i, c)
        self.hand_order = order
        return order

    def shown_hand(self, obs: Observation) -> list[int]:
        """The hand as it lies at the bottom: without the cards laid in the exchange slots
        or given, and without the received ones still shown in front of the player."""
        hand = self.my_hand(obs)
        away = set(self.staged.values()) | {c for _, c in obs.gave}
        if self.received is not None:
            away |= {c for _, c in self.received.cards}
        return [c for c in hand if c not in away]

    def targets(self) -> dict:
        """Every card on the table: key -> (card or None for a back, its place)."""
        rnd = self.session.round
        if rnd is None:
            return {}
        if self.dealing is not None:
            return self._dealing_targets()
        lay = self.layout
        obs = self.observation()
        out: dict = {}
        small, play_s = self.small_scale, self.play_scale
        on_table: set[int] = set()
        # the trick: each play by its seat, an earlier one of the same seat a little behind
        trick, live = obs.trick, True  # live, not the last trick looked at again: lit
        if self.shown_trick is not None:
            trick = self.shown_trick[0]  # the trick just ended, before it is swept
        elif self.show_last and not obs.trick and obs.tricks:
            trick, live = obs.tricks[-1][0], False
        elif rnd.phase is Phase.GIFT:
            trick = obs.tricks[-1][0]
        depth = [0, 0, 0, 0]
        last = len(trick) - 1  # the play to beat; the earlier ones lie dimmed under it
        for i in range(len(trick) - 1, -1, -1):
            seat, play = trick[i]
            rel = self.rel(seat)
            cards = sorted(cards_of(play.cards), key=sort_key)
            behind = depth[rel]
            depth[rel] += 1
            # each earlier play a step further back towards its seat, so that every one
            # of a seat's plays shows (the latest nearest the middle)
            off = round(lay.play_h * BEHIND * (0 if not behind else 1 + 0.5 * (min(behind, 3) - 1)))
            dx, dy = {"bottom": (0, off), "right": (off, 0), "top": (0, -off),
                      "left": (-off, 0)}[lay.spot(rel)]
            for j, (x, y) in enumerate(lay.play_positions(rel, len(cards))):
                c = cards[j]
                # (fourteen plays of up to fourteen cards in the middle of the table)
                out[c] = (c, Target(x + dx, y + dy, play_s, True, 100 + i * 14 + j,
                                    dim=i < last, lit=live))
                on_table.add(c)
        # the won tricks, face down by who holds them
        for seat in range(4):
            px, py = lay.pile_position(self.rel(seat))
            won = [c for c in cards_of(obs.won[seat]) if c not in on_table]
            for j, c in enumerate(won):
                out[c] = (c, Target(px + (j % 4) * 0.8, py - j * 0.5, small, False, 10 + j))
                on_table.add(c)
        # the player's hand and what lies in front of it
        if not self.hidden:
            hand = self.shown_hand(obs)
            for i, (x, y) in enumerate(lay.hand_positions(len(hand))):
                c = hand[i]
                lift = 0.0
                if c in self.selected:
                    lift = lay.raise_by
                elif c == self.hover:
                    lift = lay.raise_by * 0.3
                if self.dragging and self.dragging[0] == c:
                    out[c] = (c, Target(self.dragging[1], self.dragging[2], 1.0, True, DRAGGED))
                    continue
                out[c] = (c, Target(x, y, 1.0, True, hand_z(0, i), lift))
            slots = lay.exchange_slots()
            laid = dict(self.staged)
            for to, c in obs.gave:
                laid[self.rel(to)] = c
            if obs.phase is Phase.EXCHANGE:
                for rel, c in laid.items():
                    if self.dragging and self.dragging[0] == c:
                        out[c] = (c, Target(self.dragging[1], self.dragging[2], 1.0, True, DRAGGED))
                        continue
                    r = slots[rel - 1]
                    out[c] = (c, Target(r.centerx, r.centery, 1.0, True, 150 + rel))
            if self.received is not None:
                for frm, c in self.received.cards:
                    r = slots[self.rel(frm) - 1]
                    out[c] = (c, Target(r.centerx, r.centery, 1.0, True, 150 + self.rel(frm)))
        else:
            for i, (x, y) in enumerate(lay.hand_positions(obs.hand_sizes[self.viewer])):
                out[("back", self.viewer, i)] = (None, Target(x, y, 1.0, False, hand_z(0, i)))
        # the other hands, backs up (face up when the game is watched again)
        open_hands = getattr(self.session, "open_hands", False)
        for seat in range(4):
            if seat == self.viewer:
                continue
            rel = self.rel(seat)
            if open_hands:
                held = sorted(cards_of(rnd.hands[seat]), key=sort_key)
                for i, (x, y) in enumerate(lay.open_fan_positions(rel, len(held))):
                    out[held[i]] = (held[i], Target(x, y, small, True, hand_z(rel, i)))
                continue
            for i, (x, y) in enumerate(lay.fan_positions(rel, obs.hand_sizes[seat])):
                out[("back", seat, i)] = (None, Target(x, y, small, False, hand_z(rel, i)))
        return out

    def _dealing_targets(self) -> dict:
        lay = self.layout
        d = self.dealing
        out = {}
        rnd = self.session.round
        small = self.small_scale
        for seat in range(4):
            held = list(rnd.dealt[seat][:d.before[seat]]) + d.arrived(seat)
            rel = self.rel(seat)
            if seat == self.viewer and not self.hidden:
                shown = sorted(held, key=sort_key)
                for i, (x, y) in enumerate(lay.hand_positions(len(shown))):
                    out[shown[i]] = (shown[i], Target(x, y, 1.0, True, hand_z(rel, i)))
                continue
            if seat == self.viewer:
                pos = lay.hand_positions(len(held))
                scale = 1.0
            else:
                pos = lay.fan_positions(rel, len(held))
                scale = small
            for i, (x, y) in enumerate(pos):
                out[("back", seat, i)] = (None, Target(x, y, scale, False, hand_z(rel, i)))
        cx, cy = lay.deck_position()
        for j in range(len(d.order) - d.count):
            out[("deck", j)] = (None, Target(cx - j * 0.3, cy - j * 0.5, small, False, 50 + j))
        return out

    def _origin(self, key: Hashable, card: Optional[int], t: Target) -> tuple[float, float]:
        if card is not None and card in self.origins:
            return self.origins.pop(card)
        if card is None and self._back_origins.get(key[1]):
            return self._back_origins[key[1]].pop()
        if self.dealing is not None:
            return self.layout.deck_position()
        return (t.x, t.y)

    # ------------------------------------------------------------ hit tests
    def hand_card_at(self, pos) -> Optional[int]:
        """The viewer's card under the pointer (the topmost of the hand)."""
        best = None
        for key, sp in self.sprites.items():
            t = sp.target
            if not isinstance(key, int) or t is None or not HAND <= t.z < DRAGGED or not sp.face:
                continue
            if sp.rect(self.art).collidepoint(pos) and (best is None or sp.z > best.z):
                best = sp
        return best.card if best else None

    def slot_card_at(self, pos) -> Optional[int]:
        """A card laid in an exchange slot, under the pointer."""
        for key, sp in self.sprites.items():
            t = sp.target
            if isinstance(key, int) and t is not None and t.z < HAND \
                    and sp.card in self.staged.values() and sp.rect(self.art).collidepoint(pos):
                return sp.card
        return None

    def slot_at(self, pos) -> Optional[int]:
        """The exchange slot (rel 1..3) under the pointer, a little generously."""
        for i, r in enumerate(self.layout.exchange_slots()):
            if r.inflate(self.layout.margin * 2, self.layout.margin * 2).collidepoint(pos):
                return i + 1
        return None


__all__ = ["TichuPlaces"]
