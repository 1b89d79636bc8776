"""What must hold at the table after every step: the engine's cards are all in one place,
the sheet adds up, and no card is face up that the player looking may not see."""
from __future__ import annotations

from game.tysiacha.engine.cards import FULL_MASK, mask_of


def check_cards(match) -> None:
    d = match.deal
    if d is None:
        return
    seen = 0
    masks = list(d.hands) + [mask_of(c for _, c in d.trick)]
    masks += [mask_of(c for _, c in cards) for cards, _ in d.tricks]
    if d.declarer < 0:
        masks.append(d.prikup)
    for m in masks:
        assert seen & m == 0, "a card is in two places"
        seen |= m
    if d.outcome in (None, "played") and not (d.over and d.outcome != "played"):
        assert seen == FULL_MASK, "a card is missing"


def check_sheet(match) -> None:
    n = match.rules.players
    start = match.start_standing.scores
    for seat in range(n):
        total = start[seat] + sum(row.deltas[seat] for row in match.sheet)
        assert total == match.standing.scores[seat]


def visible_to_viewer(table) -> set[int]:
    """Every card the viewer may see face up right now."""
    obs = table.observation()
    out: set[int] = set()
    if not table.hidden:
        out |= set(obs.hand)
        out |= {c for s, c in obs.given}
    out |= {c for _, c in obs.trick}
    for cards, _ in obs.tricks:
        out |= {c for _, c in cards}
    if obs.prikup is not None and (obs.seat == obs.declarer and not table.hidden
                                   or table.session.match.deal.prikup_shown()):
        out |= set(obs.prikup)
    return out


def check_privacy(app) -> None:
    scene = app.table_scene()
    if scene is None:
        return
    table = scene.table
    if table.open_hands() and not table.hidden:
        return
    if table.dealing is not None:  # the cards dealt so far: only the viewer's own
        d = table.dealing
        allowed = set() if table.hidden else {c for c, s in d.order[:d.count]
                                              if s == table.viewer}
    else:
        allowed = visible_to_viewer(table)
    for key, sp in table.sprites.items():
        if isinstance(key, int) and sp.face:
            assert key in allowed, f"card {key} is face up for seat {table.viewer}"


def check_all(app) -> None:
    scene = app.table_scene()
    if scene is None:
        return
    check_cards(scene.session.match)
    check_sheet(scene.session.match)
    check_privacy(app)
