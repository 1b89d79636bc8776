"""The panels around the table, each toggled by its setting: the scoreboard, the trump
marker, the contract, the points taken this deal and the marriages declared."""
from __future__ import annotations

import pygame

from game.tysiacha.engine.cards import SUIT_SYMBOLS

from .. import canvas, emblems, theme
from ..i18n import tr


def draw_panels(surface: pygame.Surface, app, table) -> None:
    s = app.settings
    lay = table.layout
    obs = table.observation()
    names = [table.name(seat) for seat in range(len(table.session.seats))]
    if s.scoreboard:
        # the totals as they are now: once a deal is scored, with it (as its result shows)
        st = table.standing_now(obs)
        key = (canvas.sized(lay), tuple(names), obs.rules.target, tuple(st.scores),
               tuple(st.barrel), tuple(st.zeros), tuple(st.rospisat),
               tuple(table.emblem(i) for i in range(len(names))))
        # the same as last frame: the same drawing (see canvas.replay)
        if not canvas.replay(surface, "scores", key):
            with canvas.keep(surface, "scores", key):
                _draw_scores(surface, app, table, lay, st, names, obs.rules.target)
    if table.dealing is not None:
        return
    box = status_box(app, table)
    if box is None:
        return
    r, lines = box
    if table.under_page(r):
        return
    key = (canvas.sized(lay), tuple(r), tuple(lines))
    if canvas.replay(surface, "contract", key):
        return
    with canvas.keep(surface, "contract", key):
        _draw_status(surface, app, lay, r, lines)


def _draw_scores(surface, app, table, lay, st, names, target_score) -> None:
    f = app.fonts.get(lay.font_small)
    fb = app.fonts.get(lay.font_small, True)
    line = f.get_linesize()
    pad = lay.margin
    r = lay.info_rect()
    theme.panel(surface, r)
    target = tr("to {n}").format(n=target_score)
    room = r.width - 3 * pad - fb.size(target)[0]
    theme.text(surface, fb, theme.clipped(fb, tr("Score"), room), (r.x + pad, r.y + pad),
               theme.GOLD, owner=r)
    theme.text(surface, fb, target, (r.right - pad, r.y + pad), theme.INK_DIM, "topright",
               owner=r)
    for i, name in enumerate(names):
        y = r.y + pad + line * (i + 1)
        marks = ""
        if st.barrel[i] is not None:
            marks += " ▣"
        if st.zeros[i]:
            marks += " " + "○" * st.zeros[i]
        if st.rospisat[i]:
            marks += " " + "✕" * st.rospisat[i]
        score = str(st.scores[i])
        x = emblems.draw_badges(surface, (table.emblem(i),), r.x + pad, y, line, app.fonts)
        room = r.right - x - 2 * pad - fb.size(score)[0]
        theme.text(surface, f, theme.clipped(f, name + marks, room), (x, y), owner=r)
        theme.text(surface, fb, score, (r.right - pad, y), theme.INK, "topright", owner=r)


def _draw_status(surface, app, lay, r, lines) -> None:
    f = app.fonts.get(lay.font_small)
    pad = lay.margin
    big = app.fonts.get(lay.font, True)
    theme.panel(surface, r)
    y = r.y + pad
    for i, (text, colour) in enumerate(lines):
        font = big if i == 0 else f
        theme.text(surface, font, theme.clipped(font, text, r.width - 2 * pad), (r.x + pad, y),
                   colour, owner=r)
        y += font.get_linesize()


def status_box(app, table):
    """Where the contract's box is drawn (as wide as its words), and its lines; or None
    when it has none."""
    lay = table.layout
    names = [table.name(seat) for seat in range(len(table.session.seats))]
    lines = status_lines(app.settings, table.observation(), names)
    if not lines:
        return None
    known = (canvas.sized(lay), tuple(lines))
    last = getattr(table, "_status_box", None)
    if last is not None and last[0] == known:  # (its width costs the words' widths)
        return last[1].copy(), lines
    big = app.fonts.get(lay.font, True)
    f = app.fonts.get(lay.font_small)
    want = max((big if i == 0 else f).size(text)[0] for i, (text, _) in enumerate(lines))
    r = lay.status_rect(len(lines), want + 2 * lay.margin)
    table._status_box = (known, r.copy())
    return r, lines


def status_lines(s, obs, names) -> list[tuple[str, tuple]]:
    """The contract, the trump and, for each seat in play, the points taken and the melds
    declared: at most 5 lines (Layout.status_rect)."""
    lines: list[tuple[str, tuple]] = []
    if obs.declarer >= 0:
        lines.append((tr("Contract {n}: {name}").format(name=names[obs.declarer],
                                                        n=obs.contract), theme.INK))
    if s.trump_marker:
        if obs.trump >= 0:
            lines.append((tr("Trump") + f": {SUIT_SYMBOLS[obs.trump]}",
                          theme.SUIT_COLOURS_ON_DARK[obs.trump]))
        elif obs.declarer >= 0:
            lines.append((tr("No trump yet"), theme.INK_DIM))

    def melds_of(seat: int) -> str:
        return " ".join((tr("four aces") if kind == "aces" else SUIT_SYMBOLS[kind]) + f" {worth}"
                        for sv, kind, worth in obs.melds if sv == seat)
    if s.point_counter and obs.declarer >= 0:
        for seat in range(len(names)):
            if seat == obs.inactive:
                continue
            text = tr("{name}: {n} taken").format(name=names[seat], n=obs.taken[seat])
            if obs.melds and any(sv == seat for sv, _, _ in obs.melds):
                if s.meld_panel:  # the melds themselves, on the same line
                    text += ", " + melds_of(seat)
                else:
                    text += f" +{sum(w for sv, _, w in obs.melds if sv == seat)}"
            lines.append((text, theme.INK_DIM))
    elif s.meld_panel and obs.melds:
        for seat in sorted({sv for sv, _, _ in obs.melds}):
            lines.append((f"{names[seat]}: {melds_of(seat)}", theme.GOLD))
    return lines
