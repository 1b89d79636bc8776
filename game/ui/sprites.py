"""Card sprites: every card on the table is a sprite gliding to where the engine's state
(as the player may see it) puts it; the places come from TableView.targets()."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Optional

import pygame

from . import theme
from .i18n import personal, tr
from .assets import CardArt
from .tween import ease_in_out

# A sprite's z says where it lies: under MIDDLE a pile of won cards or the deck, from
# MIDDLE the middle of the table (the trick, the prikup, the exchange), from HAND the
# hands (hand_z: SEAT_Z to each seat), from DRAGGED a card being dragged. A card whose z
# passes from one place to another is on its way between them (Sprite.flying).
MIDDLE, HAND, DRAGGED = 100, 300, 900
SEAT_Z = 20  # more than a hand ever holds


def hand_z(rel: int, i: int) -> int:
    """The z of the i-th card of the hand at `rel` (0 the player's, 1.. round the table)."""
    return HAND + rel * SEAT_Z + i


def place(z: int) -> int:
    if HAND <= z < DRAGGED:
        return 2 + (z - HAND) // SEAT_Z
    return 0 if z < MIDDLE else 1 if z < HAND else -1


MOVE_TIME = 0.38  # seconds for a card to glide to a new place (at normal speed)
LIT_TIME = 1.6  # a card just played glows this long after it lands, fading
GLOW_STEPS = 10  # the strengths its light goes through


@dataclass(frozen=True)
class Target:
    x: float
    y: float
    scale: float  # 1.0 = a big card, layout.small_scale = an opponent's card
    face: bool  # face up
    z: int  # drawing order, low first
    lift: float = 0.0  # pixels up (a selected or hovered card)
    dim: bool = False  # shown darker: an earlier play of the trick, under the one to beat
    lit: bool = False  # played to the trick now: lit for a moment as it lands


class Sprite:
    """One card (or one card back whose face the player does not know)."""

    __slots__ = ("key", "card", "x", "y", "scale", "face", "turn", "z", "target", "lift",
                 "light", "flying")

    def __init__(self, key: Hashable, card: Optional[int], x: float, y: float,
                 scale: float, face: bool):
        self.key = key
        self.card = card
        self.x, self.y, self.scale = x, y, scale
        self.face = face
        self.turn = 1.0  # 1 = flat; dips to 0 and back while the card turns over
        self.z = 0
        self.lift = 0.0
        self.light = 0.0  # seconds of light left to a card just played (fades in the last LIT_TIME)
        self.target: Optional[Target] = None
        # on its way from one place of the table to another (a hand to the trick, the
        # trick to a pile, the deck to a hand): it passes over the plates, not under them
        self.flying = False

    def arrived(self) -> bool:
        t = self.target
        return t is None or abs(self.x - t.x) + abs(self.y - t.y) <= 0.5

    def on_top(self) -> bool:
        """Drawn over the plates: on its way between two places, or being dragged."""
        t = self.target
        return t is not None and (t.z >= DRAGGED or (self.flying and not self.arrived()))

    def rect(self, art: CardArt) -> pygame.Rect:
        w, h = art.size
        r = pygame.Rect(0, 0, round(w * self.scale), round(h * self.scale))
        r.center = (round(self.x), round(self.y - self.lift))
        return r

    def draw(self, surface: pygame.Surface, art: CardArt, small: CardArt,
             *more: CardArt) -> None:
        """Drawn from the art whose size the card has (`art` the big cards, `small` the
        backs, `more` any other size a table uses), else scaled for the moment it is in
        flight between sizes."""
        face = self.face and self.card is not None
        big_w, big_h = art.size
        use: Optional[CardArt] = None
        if abs(self.scale - 1.0) < 1e-3:
            use = art
        else:
            for other in (small, *more):
                if other.size[1] and abs(self.scale * big_h - other.size[1]) < 0.75:
                    use = other
                    break
        if use is not None:
            img = use.face(self.card) if face else use.back()
        else:  # in flight between sizes, for a moment only: the quick scale will do
            src = art.face(self.card) if face else art.back()
            img = pygame.transform.scale(
                src, (max(2, round(big_w * self.scale)), max(2, round(big_h * self.scale))))
        if self.turn < 0.999:
            w = max(1, round(img.get_width() * self.turn))
            img = pygame.transform.scale(img, (w, img.get_height()))
        r = img.get_rect(center=(round(self.x), round(self.y - self.lift)))
        t = self.target
        if theme.is_recording():  # (a test's): where the card is, and if it is on its way
            theme.note(surface, "card", r, moving=t is None or self.turn < 0.999
                       or not self.arrived() or abs(self.scale - t.scale) > 1e-3)
        dim = t is not None and t.dim
        if (self.light > 0 and not dim and t is not None and self.turn >= 0.999
                and abs(self.scale - t.scale) < 1e-3):
            # (lit at its own size: not while it grows from a small card or turns over)
            glow = 1.0 - (1.0 - min(1.0, self.light / LIT_TIME)) ** 2  # bright, then going
            halo = _halo(r.size, halo_reach(r.size), round(glow * GLOW_STEPS))
            if halo is not None:
                surface.blit(halo, halo.get_rect(center=r.center))
        if use is art or (use is not None and use is not small):
            both = use.with_shadow(img) if self.turn >= 0.999 else None
            if both is not None:  # the card and its shadow composed once: one blit
                surface.blit(both, (r.x - 1, r.y))
                if dim:
                    surface.blit(_veil(r.size), r)
                return
            surface.blit(use.shadow(), (r.x - 1, r.y + 1))
        surface.blit(use.quick(img) if use is not None and self.turn >= 0.999 else img, r)
        if dim:
            surface.blit(_veil(r.size), r)


_veils: dict = {}


def _veil(size: tuple[int, int]) -> pygame.Surface:
    """A dark sheet the size of a card, laid over a dimmed one (made once per size)."""
    veil = _veils.get(size)
    if veil is None:
        if len(_veils) > 16:
            _veils.clear()
        veil = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(2, min(size) // 14)
        pygame.draw.rect(veil, (8, 24, 16, 120), veil.get_rect(), border_radius=radius)
        _veils[size] = veil
    return veil


_halos: dict = {}


def halo_reach(size: tuple[int, int]) -> int:
    """How far a lit card's light reaches beyond a card of `size`."""
    return max(6, size[1] // 6)


def prepare_halo(size: tuple[int, int]) -> None:
    """The light of a card of `size` made ahead of the first card lit (App.idle)."""
    _halo(size, halo_reach(size), 1)


def _halo(size: tuple[int, int], reach: int, step: int) -> Optional[pygame.Surface]:
    """A soft gold light round a card of `size`, reaching `reach` pixels out, at `step`
    of GLOW_STEPS of its strength: what a card just played lies in for a moment. The light
    is drawn once per card size; each strength is a view of it (a subsurface: no pixels
    copied) with its own alpha, so that the canvas sees the strength change."""
    if step <= 0:
        return None
    views = _halos.get((size, reach))
    if views is None:
        if len(_halos) > 6:
            _halos.clear()
        w, h = size
        light = pygame.Surface((w + 2 * reach, h + 2 * reach), pygame.SRCALPHA)
        radius = max(2, min(size) // 14)
        for k in range(reach):  # from the outside in, each ring a little brighter
            a = round(230 * ((k + 1) / reach) ** 1.5)
            pygame.draw.rect(light, (*theme.GOLD[:3], a), light.get_rect().inflate(-2 * k, -2 * k),
                             width=2, border_radius=radius + reach - k)
        views = []
        for n in range(1, GLOW_STEPS + 1):
            view = light.subsurface(light.get_rect())
            view.set_alpha(round(255 * n / GLOW_STEPS))
            views.append(view)
        _halos[(size, reach)] = views
    return views[min(step, GLOW_STEPS) - 1]


def last_trick_title(name: str) -> str:
    """Last trick's heading: who took it (`name` as the table names the seat)."""
    return personal(name, tr("Last trick: {name} took it"), tr("Last trick: you took it"))


class SpriteTable:
    """What every game's table does with its sprites: they follow the places the game's
    table works out (`targets()`: key -> (card, Target)), new ones coming from where
    the game says (`_origin(key, card, target)`); a table has `sprites`, `tween`, `app`,
    `dealing` (a deal in progress, or None), `layout`, `show_last` (the last trick asked
    for), `observation()` and `plates()`."""

    page: Optional[pygame.Rect] = None  # a page over the table (scenes/over_table.py)

    def under_page(self, r: pygame.Rect) -> bool:
        """`r` (a plate, a panel) lies partly under a page over the table, or against its
        edge: left out."""
        m = self.layout.margin
        return self.page is not None and self.page.inflate(m, m).colliderect(r)

    def tag_last_trick(self, surface: pygame.Surface, cards: set, title: str,
                       art: CardArt) -> None:
        """The last trick, asked for (Last trick), labelled with its `title` (who took
        it: last_trick_title) above its `cards`, clear of the other cards, the
        plates (the table's `plates()`) and the scene's controls: not to be taken for the
        trick in play."""
        rects = [self.sprites[c].rect(art) for c in cards if c in self.sprites]
        if not rects:
            return
        lay = self.layout
        clear = [sp.rect(art) for key, sp in self.sprites.items() if key not in cards]
        theme.tag(surface, self.app.fonts.get(lay.font_small, True), title,
                  rects[0].unionall(rects[1:]), clear + self.plates() + list(self.keep_clear),
                  pygame.Rect(0, 0, lay.width, lay.height), max(3, lay.margin // 3),
                  max(4, lay.margin // 2), ("above", "below", "right", "left"),
                  colour=theme.PANEL, ink=theme.INK)

    def look_back(self) -> None:
        """Last trick (the button): in the trick's places while none is in play (again
        to put it away), else set apart over the table (scenes/over_table.LastTrickAside)."""
        if self.observation().trick and not self.show_last:
            from .scenes.over_table import LastTrickAside
            self.app.push(LastTrickAside(self.app, self))
            return
        self.show_last = not self.show_last
        self.sync()

    def last_trick_lasts(self, moves: int) -> None:
        """Last trick, asked for, lasts until the next move (`moves` the session's count
        now): then the table is the game's again."""
        if not self.show_last:
            self.last_at = moves
        elif moves != getattr(self, "last_at", moves):
            self.show_last = False
            self.sync()

    def draw_last_aside(self, surface: pygame.Surface, plays: list, title: str,
                        art: CardArt, area: pygame.Rect) -> Optional[pygame.Rect]:
        """The last trick asked for while another is in play: set apart in a panel of its
        own over the whole of `area` (the trick's place), under its `title` (who took it),
        each play (`plays`: (the seat's name, its cards)) under its player's name, in
        order; rows as the width allows. The trick in play stays where it is, beneath."""
        lay = self.layout
        f = self.app.fonts.get(lay.font_small, True)
        small = self.app.fonts.get(lay.font_small)
        cw, ch = art.size
        step = max(4, round(cw * 0.32))  # a play's cards overlap, the index showing
        pad = max(6, lay.margin // 2)
        gap = max(8, lay.margin)
        groups = []
        for name, cards in plays:
            w = cw + step * (len(cards) - 1)
            label = theme.clipped(small, name, max(w, cw * 2))
            groups.append((label, cards, max(w, small.size(label)[0])))
        most = max(lay.width - 4 * lay.margin, cw * 2)
        rows, row, width = [], [], 0
        for g in groups:
            if row and width + gap + g[2] > most:
                rows.append((row, width))
                row, width = [], 0
            width += (gap if row else 0) + g[2]
            row.append(g)
        if row:
            rows.append((row, width))
        line = small.get_linesize()
        inner_w = max(f.size(title)[0], max(w for _, w in rows))
        high = f.get_linesize() + pad + len(rows) * (line + ch + pad)
        # over the whole place of the trick in play: none of it peeks out round the panel
        box = pygame.Rect(0, 0, max(inner_w + 2 * gap, area.width),
                          max(high + 2 * pad, area.height))
        box.center = area.center
        box.clamp_ip(pygame.Rect(0, 0, lay.width, lay.height))
        theme.panel(surface, box, colour=theme.DIALOG)  # (the trick in play not through it)
        y = box.centery - high // 2
        theme.text(surface, f, theme.clipped(f, title, box.width - 2 * pad),
                   (box.centerx, y), theme.GOLD, "midtop", owner=box)
        y += f.get_linesize() + pad
        for row, width in rows:
            x = box.centerx - width // 2
            for label, cards, w in row:
                theme.text(surface, small, label, (x + w // 2, y), theme.INK, "midtop",
                           owner=box)
                cx = x + (w - (cw + step * (len(cards) - 1))) // 2
                for c in cards:
                    r = pygame.Rect(cx, y + line, cw, ch)
                    surface.blit(art.face(c), r)
                    theme.note(surface, "card", r)
                    cx += step
                x += w + gap
            y += line + ch + pad
        return box

    def draw_sprites(self, surface: pygame.Surface, art: CardArt, *more: CardArt,
                     on_top: bool = False) -> None:
        """The sprites lying in their places (or gliding within one, as a hand closes
        up), lowest z first (Sprite.draw's arts); with `on_top` the others, on their way
        between places or dragged, which the table draws again after its plates. Cards
        on their way to another seat's hand or to a pile of won cards (a deal, an
        exchange, a move taken back, a trick swept) fly under the plates: the hand or
        pile lies beyond its plate, and they would cross its name."""
        if on_top:  # the second pass of a frame: the order the first one found
            order = getattr(self, "_drawn_order", None)
            self._drawn_order = None
            if order is None:
                order = sorted(self.sprites.values(), key=lambda s: s.z)
        else:
            order = self._drawn_order = sorted(self.sprites.values(), key=lambda s: s.z)
        dealing = self.dealing is not None
        for sp in order:
            z = sp.target.z if sp.target is not None else DRAGGED
            under = z < DRAGGED and (dealing or z < MIDDLE or z >= HAND + SEAT_Z)
            if (sp.on_top() and not under) == on_top:
                sp.draw(surface, art, *more)

    def dealt_scale(self) -> float:
        """The scale a card has as it leaves the deck."""
        return 1.0

    def sync(self, instant: bool = False) -> None:
        """Make the sprites follow the targets: new cards appear where they come from,
        moved ones glide, gone ones vanish (all at once with `instant` or animations off)."""
        want = self.targets()
        for key in [k for k in self.sprites if k not in want]:
            self.tween.cancel(self.sprites.pop(key))
        speed_off = self.app.speed == 0
        for key, (card, t) in want.items():
            sp = self.sprites.get(key)
            if sp is None:
                x, y = self._origin(key, card, t)
                sp = Sprite(key, card, x, y,
                            self.dealt_scale() if self.dealing is not None else t.scale, t.face)
                self.sprites[key] = sp
                if (x, y) == (t.x, t.y) or instant or speed_off:
                    sp.x, sp.y, sp.scale = t.x, t.y, t.scale
                else:
                    sp.flying = True  # from the deck, or an opponent's hand
            sp.z = t.z
            if sp.target == t:
                continue
            old = sp.target
            if old is not None:
                if place(old.z) != place(t.z):
                    sp.flying = True  # to another place
                elif sp.arrived():
                    sp.flying = False  # only moving within its place
            sp.target = t
            if t.lit and (old is None or not old.lit) and not (instant or speed_off):
                sp.light = MOVE_TIME + LIT_TIME  # it lands lit; the light fades once it is down
            elif not t.lit:
                sp.light = 0.0
            if instant or speed_off:
                self.tween.cancel(sp)
                sp.x, sp.y, sp.scale, sp.lift, sp.face, sp.card = t.x, t.y, t.scale, t.lift, \
                    t.face, card
                continue
            sp.card = card
            if sp.face != t.face:
                if old is not None and sp.card is not None:
                    self._turn(sp, t.face)
                else:
                    sp.face = t.face
            far = old is None or abs(old.x - t.x) + abs(old.y - t.y) > 2
            dur = MOVE_TIME if far else 0.12
            self.tween.to(sp, "x", t.x, dur)
            self.tween.to(sp, "y", t.y, dur)
            self.tween.to(sp, "scale", t.scale, dur)
            self.tween.to(sp, "lift", t.lift, 0.12)

    def fade_lights(self, dt: float) -> None:
        """The light of the cards just played goes, at the animations' speed (apart from
        the tweens, so that nothing waits for it to go)."""
        step = dt * self.tween.speed
        for sp in self.sprites.values():
            if sp.light > 0:  # (all out at once when the animations were turned off)
                sp.light = max(0.0, sp.light - step) if self.tween.speed > 0 else 0.0

    def _turn(self, sp: Sprite, face: bool) -> None:
        """Turn a card over: it narrows to an edge, shows its other side, widens."""
        sp.face = face
        sp.turn = 0.05
        self.tween.to(sp, "turn", 1.0, 0.3, ease_in_out)
