"""Why this? Tichu's hint in words: the Hard player's figures for its move (its playouts'
mean score for the team, candidate by candidate, for a play or a pass, a bomb, the
exchange, the wish and the Dragon's gift; the calls' chance of going out first), from
game/core/reasons.py, said to the player. A move made by a rule says which rule, and no
figure it did not have."""
from __future__ import annotations

from typing import Optional

from game.core.reasons import JUDGEMENT, ONLY, RULE, SEARCH, Reasons

from ..i18n import tr, tr_count
from ..prompt import capital
from ..reasons import MOST_LINES, percent
from .words import Words, card_words, combination_words, rank_word


def reason_lines(reasons: Optional[Reasons], table) -> list[str]:
    """The reasons of a hint in sentences, the chosen move first (at most MOST_LINES);
    [] when there are none. `table` names the seats."""
    if reasons is None:
        return []
    lines: list[str] = []
    if reasons.how == ONLY:
        if reasons.rule == "only_move":
            lines = [tr("Passing is all you can do here.") if reasons.chosen.kind == "pass"
                     else tr("It is the only play you have.")]
        else:
            lines = [tr("It is the only move open to you.")]
    elif reasons.how == RULE:
        if reasons.rule == "one_shape":
            lines = [tr("Every play you have here is of one kind: the AI picks among "
                        "them.")]
        else:
            lines = [tr("A rule of thumb of the AI, not a search.")]
    elif reasons.how == JUDGEMENT:
        lines = _call(reasons)
    elif reasons.how == SEARCH:
        lines = _playouts(reasons, table)
    extra = _no_call(reasons)  # (kept whatever else is cut)
    return lines[:MOST_LINES - len(extra)] + extra


def _call(reasons: Reasons) -> list[str]:
    """Grand Tichu or Tichu: the chance of going out first that the hand's features give
    (the fitted model of game/tichu/ai/calls.py), against the chance a call needs."""
    p, at = percent(reasons.fact("chance", 0.0)), percent(reasons.fact("at", 0.5))
    if reasons.measure == "grand":
        if reasons.chosen.data:
            line = tr("Grand Tichu: hands like yours go out first about {p}% of the time; "
                      "the call pays from {at}%")
        else:
            line = tr("No Grand Tichu: hands like yours go out first about {p}% of the "
                      "time; the call pays from {at}%")
        return [line.format(p=p, at=at),
                tr("Judged from your first eight cards, without trying sample deals.")]
    p = percent(reasons.fact("tichu_chance", 0.0))
    return [tr("Tichu: hands like yours go out first about {p}% of the time; the call "
               "pays from {at}%").format(p=p, at=at),
            tr("Judged from your hand, without trying sample deals.")]


def _no_call(reasons: Reasons) -> list[str]:
    """A Tichu call that was open and not made, beside a play or a pass."""
    if reasons.how == JUDGEMENT:
        return []
    if reasons.fact("partner_called"):
        return [tr("No Tichu: your partner has called.")]
    p = reasons.fact("tichu_chance")
    if p is None:
        return []
    return [tr("No Tichu: hands like yours go out first only about {p}% of the "
               "time").format(p=percent(p))]


def _name(action, chosen, table) -> Words:
    """A candidate in words, small (as it stands after "than"; a translation may ask for a
    play with its article: "besser als {than:nominative}")."""
    if action is None:
        return Words(tr("letting it be"))
    if isinstance(action, tuple) and action and isinstance(action[0], tuple):
        # a plan of the exchange: what it gives otherwise than the chosen one
        mine = dict(chosen) if isinstance(chosen, tuple) else {}
        other = [(to, c) for to, c in action if mine.get(to) != c] or list(action)
        if len(other) == 2 and {c for _, c in other} == {mine.get(to) for to, _ in other}:
            return Words(tr("the other way round"))  # (the two opponents' cards swapped)
        # each card as it stands after "with": a special card in the dative ("mit dem
        # Drachen")
        return Words(tr("with {gives}").format(gives=", ".join(
            format(card_words(c), "dative") + " " + tr("to {name}").format(name=table.name(to))
            for to, c in other)))
    kind = action.kind
    if kind == "play":
        return combination_words(action.data)
    if kind == "pass":
        return Words(tr("passing"))
    if kind == "wish":
        return Words(tr("a wish for {rank}").format(rank=rank_word(action.data))
                     if action.data else tr("no wish"))
    if kind == "gift":
        return Words(tr("the trick to {name}").format(name=table.name(action.data)))
    return Words(str(action.kind))


def _playouts(reasons: Reasons, table) -> list[str]:
    """A decision by playouts: the chosen candidate's mean score for the team against
    the best other's, then the next one's; where the planning player's choice stands
    although another did a little better, that the playouts were too few to be sure."""
    m = reasons.layouts
    plan = reasons.measure == "exchange"
    chosen = next((w for w in reasons.weighed if w.action == _key(reasons)), None)
    if chosen is None:
        return []
    others = sorted((w for w in reasons.weighed if w is not chosen), key=lambda w: -w.value)
    what = tr("this exchange") if plan else _name(chosen.action, None, table)
    if not others:
        return []

    def name(w) -> Words:
        return _name(w.action, chosen.action, table)

    best = others[0]
    d = round(chosen.value - best.value)
    if d > 0:
        lines = [tr_count(d, "{what}: your team ends about {d} point better than {than}, "
                             "over {m} sample deals",
                          "{what}: your team ends about {d} points better than {than}, "
                          "over {m} sample deals").format(what=capital(what), d=d,
                                                     than=name(best), m=m)]
    elif d == 0:
        lines = [tr("{what}: about as good for your team as {than}, over {m} "
                    "sample deals").format(what=capital(what), than=name(best), m=m)]
    else:
        lines = [tr("{what}: the AI's choice").format(what=capital(what)),
                 tr_count(-d, "{than}: about {d} point better for your team, too little "
                              "to be sure over {m} sample deals",
                          "{than}: about {d} points better for your team, too little to be "
                          "sure over {m} sample deals").format(than=capital(name(best)), d=-d,
                                                          m=m)]
    for w in others[1:]:
        d = round(chosen.value - w.value)
        if d > 0:
            lines.append(tr_count(d, "{than}: about {d} point worse",
                                  "{than}: about {d} points worse").format(
                than=capital(name(w)), d=d))
    return lines


def _key(reasons: Reasons):
    """The chosen candidate as the search weighed it: for the exchange its whole plan
    (the action chosen is one card of it), else the action."""
    return reasons.fact("plan") if reasons.measure == "exchange" else reasons.chosen


__all__ = ["reason_lines"]
