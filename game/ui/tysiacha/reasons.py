"""Why this? 1000's hint in words: the Hard player's figures for its move (its search's
layouts for a card, the exchange and the raise; the rule-based judgement's chance and
worth for a bid, a redeal and rospisat'), from game/core/reasons.py, said to the player.
A move made by a rule says which rule, and no figure it did not have."""
from __future__ import annotations

from typing import Optional

from game.core.reasons import JUDGEMENT, ONLY, RULE, SEARCH, Reasons
from game.tysiacha.engine import actions as A
from game.tysiacha.engine.cards import card_label

from ..i18n import named, tr, tr_count
from ..prompt import capital
from ..reasons import MOST_LINES, percent, signed


def reason_lines(reasons: Optional[Reasons], session) -> list[str]:
    """The reasons of a hint in sentences, the chosen move first (at most MOST_LINES);
    [] when there are none."""
    if reasons is None:
        return []
    if reasons.how == ONLY:
        if reasons.rule == "only_card":
            return [tr("It is the only card you may play here.")]
        return [tr("It is the only move open to you.")]
    if reasons.how == RULE:
        return [_rule(reasons)]
    if reasons.how == SEARCH and reasons.measure in ("made", "beaten"):
        return _play(reasons)[:MOST_LINES]
    if reasons.how == SEARCH and reasons.measure == "exchange":
        return _exchange(reasons, session)[:MOST_LINES]
    if reasons.how == SEARCH and reasons.measure == "raise":
        return _raise(reasons, session)[:MOST_LINES]
    if reasons.how == JUDGEMENT:
        return _judgement(reasons, session)[:MOST_LINES]
    return []


def _rule(reasons: Reasons) -> str:
    rule = reasons.rule
    if rule == "forced_bid":
        if reasons.chosen == A.PASS:
            return tr("No higher bid is open to you.")
        return tr("You may not pass here: the bid is forced.")
    if rule == "card_play":
        return tr("A rule of thumb: the card-play rules (counting the cards, the points "
                  "in the trick).")
    if rule == "gives":
        return tr("A rule of thumb: the cards least worth keeping.")
    return tr("A rule of thumb of the Hard player, not a search.")


def _play(reasons: Reasons) -> list[str]:
    """A card of the play: in how many layouts it makes the contract (declaring) or
    beats it (defending), and the next best cards."""
    ranked = reasons.ranked()
    m, n = reasons.layouts, reasons.fact("contract", 0)
    first = ranked[0]
    card = card_label(A.played_card(first.action))
    settled = _settled(reasons, first.count)
    if settled and len(ranked) > 1:  # no card changes the outcome: the rule of thumb chose
        return [settled.format(n=n, m=m),
                tr("So a rule of thumb picks {card}: counting the cards, the points in "
                   "the trick").format(card=card)]
    if reasons.measure == "made":
        lines = [tr("Play {card}: you make {n} in {k} of {m} sample deals").format(
            card=card, n=n, k=first.count, m=m)]
    else:
        lines = [tr("Play {card}: the {n} is beaten in {k} of {m} sample deals").format(
            card=card, n=n, k=first.count, m=m)]
    others = [tr("{card}: in {k}").format(card=card_label(A.played_card(w.action)),
                                          k=w.count) for w in ranked[1:3]]
    if others:
        lines.append("; ".join(others))
    tied = reasons.fact("tied", 1) - 1
    if tied > 0:
        lines.append(tr_count(tied, "As good as {n} other card: a rule of thumb picks "
                                    "among them",
                              "As good as {n} other cards: a rule of thumb picks "
                              "among them").format(n=tied))
    return lines


def _settled(reasons: Reasons, best: int) -> str:
    """The words, with {n} and {m} to fill, for a deal every card plays out alike in
    every layout (the contract made, or lost, whatever is played), or ""."""
    m = reasons.layouts
    if any(w.count != best for w in reasons.weighed) or best not in (0, m):
        return ""
    if reasons.measure == "made":
        return tr("Whatever you play, you make {n} in all {m} sample deals") if best \
            else tr("Whatever you play, the {n} is lost in all {m} sample deals")
    return tr("Whatever you play, the {n} is beaten in all {m} sample deals") if best \
        else tr("Whatever you play, the {n} is made in all {m} sample deals")


def _gives(plan, session) -> str:
    return capital(", ".join(describe(A.give(c, s), session) for c, s in plan))


def _exchange(reasons: Reasons, session) -> list[str]:
    """The exchange: in how many layouts each way of giving makes the contract (and the
    raise above it)."""
    m, n, up = reasons.layouts, reasons.fact("contract", 0), reasons.fact("raise", 0)
    plan = reasons.fact("plan")
    ranked = sorted(reasons.weighed, key=lambda w: (w.action != plan, -w.value))
    lines = []
    for i, w in enumerate(ranked[:2]):
        what = _gives(w.action, session)
        if i == 0:
            line = tr("{what}: you make {n} in {k} of {m} sample deals").format(
                what=what, n=n, k=w.count, m=m)
        else:
            line = tr("{what}: in {k}").format(what=what, k=w.count)
        if up and w.get("raised"):
            line += " " + tr("({n} in {k})").format(n=up, k=w.get("raised"))
        lines.append(line)
    if len(ranked) > 1 and ranked[1].value == ranked[0].value:
        lines.append(tr("Equal in the sample deals: a rule of thumb (the cards least worth "
                        "keeping) decides"))
    return lines


def _raise(reasons: Reasons, session) -> list[str]:
    """The contract after the prikup: the chance to make each contract over the
    layouts, and what rospisat' is worth against it."""
    lines = []
    m = reasons.layouts
    for w in reasons.ranked()[:MOST_LINES]:
        contract = w.get("contract")
        what = tr("Keep {n}").format(n=contract) if w.action == A.KEEP \
            else capital(describe(w.action, session))
        if contract is not None:
            lines.append(tr("{what}: made in {k} of {m} sample deals, worth about {v} points "
                            "to you").format(what=what, k=w.count, m=m, v=signed(w.value)))
        else:
            lines.append(tr("{what}: worth about {v} points to you").format(
                what=what, v=signed(w.value)))
    return lines


def _judgement(reasons: Reasons, session) -> list[str]:
    """A bid, a redeal or rospisat' by the rule-based judgement of the hand: its
    chance and what each choice is worth, with no layouts searched."""
    lines = []
    for w in reasons.ranked()[:2]:
        what = capital(describe(w.action, session))
        chance = w.get("chance")
        if reasons.measure == "bid" and chance is not None:
            lines.append(tr("{what}: made about {p}% of the time, worth about {v} points "
                            "to you").format(what=what, p=percent(chance), v=signed(w.value)))
        elif reasons.measure == "redeal" and chance is not None:
            lines.append(tr("{what}: the declarer makes it about {p}% of the time, worth "
                            "about {v} points to you").format(what=what, p=percent(chance),
                                                             v=signed(w.value)))
        else:
            lines.append(tr("{what}: worth about {v} points to you").format(
                what=what, v=signed(w.value)))
    lines.append(tr("Judged from your hand, without trying sample deals."))
    return lines


__all__ = ["reason_lines"]


def describe(action: int, session) -> str:
    """An action in the player's words, for hints and confirmations."""
    if A.is_bid(action):
        return tr("bid {n}").format(n=A.bid_value(action))
    if A.is_raise(action):
        return tr("raise to {n}").format(n=A.raise_value(action))
    if A.is_give(action):
        c, s = A.give_parts(action)
        return tr("give {card} to {name}").format(card=card_label(c),
                                                  name=named(session.seats[s].name))
    return {A.PASS: tr("pass"), A.KEEP: tr("keep the contract"), A.ROSPISAT: tr("rospisat'"),
            A.SPISAT: tr("spisat'"), A.REDEAL: tr("call a redeal"),
            A.NO_REDEAL: tr("play on")}.get(action, A.action_str(action))
