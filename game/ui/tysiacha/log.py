"""1000's game log (the kit's scenes/game_log.py): the deal so far in words, as the player
at the screen may know it: the bids, the prikup (when it is shown), the cards given (only
one's own, or the one received), the raise, each card played with the marriages declared,
who took each trick, and how the deal ended."""
from __future__ import annotations

from game.tysiacha.engine.cards import RANK_NAMES, SUIT_SYMBOLS
from game.tysiacha.engine.record import deal_record

from ..card_chips import CardChip, said
from ..i18n import named, personal, tr
from ..scenes.game_log import LogLine


def log_lines(table) -> list[LogLine]:
    deal = table.session.match.deal
    if deal is None:
        return []
    name = table.name
    me = table.viewer
    out = [LogLine(tr("The bidding"), "heading")]
    for seat, value in deal.bids:
        if value is None:
            out.append(LogLine(personal(name(seat), tr("{name} passes"), tr("You pass"))))
        else:
            out.append(LogLine(personal(name(seat), tr("{name} bids {n}"), tr("You bid {n}"),
                                        n=value)))
    d = deal.declarer
    if d < 0:
        return _ending(out, deal, name)
    out.append(LogLine(personal(name(d), tr("{name} won the bidding: {n}"),
                                tr("You won the bidding: {n}"), n=deal.high_bid)))
    if deal.prikup_shown() or me == d:
        out.append(LogLine.of(said(tr("The prikup: {cards}"),
                                   cards=tuple(chip(c) for c in _cards(deal.prikup)))))
    for to, card in deal.given.items():
        if me == d:
            parts = said(tr("You give {card} to {name}"), card=chip(card), name=named(name(to)))
        elif me == to:
            parts = said(tr("{name} gives you {card}"), name=name(d), card=chip(card))
        else:
            parts = said(tr("{name} gives {other} a card"), name=named(name(d)),
                         other=named(name(to)))
        out.append(LogLine.of(parts))
    if deal.raised:
        out.append(LogLine(personal(name(d), tr("{name} raises to {n}"), tr("You raise to {n}"),
                                    n=deal.contract)))
    plays = deal_record(deal).plays or []
    if plays:
        out.append(LogLine(tr("The play"), "heading"))
    melds = iter(deal.melds)
    done = sum(len(t) for t, _ in deal.tricks)
    k = 0
    for trick, winner in list(deal.tricks) + [(tuple(deal.trick), -1)]:
        for seat, card in trick:
            _, meld = plays[k] if k < len(plays) else (card, False)
            k += 1
            parts = (f"{name(seat)}: ", chip(card))
            if meld:
                _, kind, worth = next(melds, (seat, "aces", 0))
                parts += (f", {tr('four aces')} {worth}",) if kind == "aces" else \
                    (f", {tr('marriage')} ", CardChip("", SUIT_SYMBOLS[kind]), f" {worth}")
            out.append(LogLine.of(parts, current=k > done))
        if winner >= 0:
            out.append(LogLine(personal(name(winner), tr("{name} takes the trick"),
                                        tr("You take the trick")), "trick"))
    return _ending(out, deal, name)


def _ending(out: list[LogLine], deal, name) -> list[LogLine]:
    if deal.outcome == "rospisat":
        out.append(LogLine(tr("{name}: rospisat'").format(name=name(deal.declarer)), "result"))
    elif deal.outcome == "spisat":
        out.append(LogLine(tr("{name}: spisat'").format(name=name(deal.declarer)), "result"))
    elif deal.outcome == "redeal":
        out.append(LogLine(personal(name(deal.redeal_seat), tr("{name} calls a redeal"),
                                    tr("You call a redeal")), "result"))
    return out


def chip(card: int) -> CardChip:
    """A card of the log drawn as a card: "Q♦" in red."""
    return CardChip(RANK_NAMES[card % 6], SUIT_SYMBOLS[card // 6])


def _cards(mask: int) -> list[int]:
    """The cards of `mask` by suit, the highest first."""
    return sorted((c for c in range(24) if mask >> c & 1), key=lambda c: (c // 6, -(c % 6)))


__all__ = ["log_lines"]
