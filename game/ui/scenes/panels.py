"""The panels around the table, each toggled by its setting: the scoreboard, the trump
marker, the contract, the points taken this deal and the marriages declared."""
from __future__ import annotations

import pygame

from game.engine.cards import SUIT_SYMBOLS

from .. import theme
from ..i18n import tr


def draw_panels(surface: pygame.Surface, app, table) -> None:
    s = app.settings
    lay = table.layout
    obs = table.observation()
    names = [c.name for c in table.session.seats]
    f = app.fonts.get(lay.font_small)
    fb = app.fonts.get(lay.font_small, True)
    line = f.get_linesize()
    pad = lay.margin
    if s.scoreboard:
        st = obs.standing
        r = lay.info_rect()
        theme.panel(surface, r)
        theme.text(surface, fb, tr("Score"), (r.x + pad, r.y + pad), theme.GOLD)
        theme.text(surface, fb, tr("to {n}").format(n=obs.rules.target),
                   (r.right - pad, r.y + pad), theme.INK_DIM, "topright")
        for i, name in enumerate(names):
            y = r.y + pad + line * (i + 1)
            marks = ""
            if st.barrel[i] is not None:
                marks += " ▣"
            if st.zeros[i]:
                marks += " " + "○" * st.zeros[i]
            if st.rospisat[i]:
                marks += " " + "✕" * st.rospisat[i]
            theme.text(surface, f, name + marks, (r.x + pad, y))
            theme.text(surface, fb, str(st.scores[i]), (r.right - pad, y), theme.INK, "topright")
    if table.dealing is not None:
        return
    r = lay.status_rect()
    lines: list[tuple[str, tuple]] = []
    if obs.declarer >= 0:
        lines.append((tr("Contract {n}: {name}").format(name=names[obs.declarer], n=obs.contract),
                      theme.INK))
    if s.trump_marker:
        if obs.trump >= 0:
            lines.append((tr("Trump") + f": {SUIT_SYMBOLS[obs.trump]}",
                          theme.SUIT_COLOURS_ON_DARK[obs.trump]))
        elif obs.declarer >= 0:
            lines.append((tr("No trump yet"), theme.INK_DIM))
    if s.point_counter and obs.declarer >= 0:
        for seat in range(len(names)):
            if seat == obs.inactive:
                continue
            melds = sum(w for sv, _, w in obs.melds if sv == seat)
            text = tr("{name}: {n} taken").format(name=names[seat], n=obs.taken[seat])
            if melds:
                text += f" +{melds}"
            lines.append((text, theme.INK_DIM))
    if s.meld_panel and obs.melds:
        for seat, kind, worth in obs.melds:
            what = tr("four aces") if kind == "aces" else SUIT_SYMBOLS[kind]
            lines.append((f"{names[seat]}: {what} {worth}",
                          theme.GOLD if kind == "aces" else theme.SUIT_COLOURS_ON_DARK[kind]))
    if not lines:
        return
    big = app.fonts.get(lay.font, True)
    height = pad * 2 + big.get_linesize() + line * (len(lines) - 1)
    r.height = height
    theme.panel(surface, r)
    y = r.y + pad
    for i, (text, colour) in enumerate(lines):
        font = big if i == 0 else f
        theme.text(surface, font, text, (r.x + pad, y), colour)
        y += font.get_linesize()
