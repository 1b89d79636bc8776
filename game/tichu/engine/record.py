"""Tichu game records (`.tichu.yaml`, docs/TICHU_RECORD_FORMAT.md): a game as plain data,
and its replay with every step checked.

An action is a line of text: `SEAT WORD ...`:
    2 grand yes | 2 grand no      2 tichu       2 give 7H to 3
    2 play 4S 5H 6D 7C PH as 8    2 pass        2 wish J | 2 wish none     2 gift 3
A play lists its cards; ` as R` names the top rank the Phoenix gives it when the same
cards could be read more than one way (the low or high end of a straight, the triple of a
full house), and is left out otherwise. Cards are written in upper case (`AS` is the ace
of spades, `as` the keyword).
"""
from __future__ import annotations

from typing import Any, Optional

from game.core.recordcheck import list_of, mapping, player_names, text, type_name, \
    whole_number
from game.core.recordfile import RecordError, line_of as _line

from .cards import PH_BIT, RANK_NAMES, card_name, cards_of, mask_of, parse_card, sort_key
from .combos import Play, identify
from .match import Match
from .round import Action, Round, TichuError
from .rules import TichuRules, TichuRulesError

FORMAT = "tichu-record/1"
TOP_KEYS = ("format", "rules", "players", "first_dealer", "rounds")
ROUND_KEYS = ("hands", "actions")
RANK_OF_WORD = {**{v: k for k, v in RANK_NAMES.items()}, "NONE": 0, "0": 0}


class ReplayError(Exception):
    """A step of a record breaks a rule: `round 2, action 17: seat 1 must fulfil the wish
    for J (T16)`."""

    def __init__(self, round_no: int, step: Optional[int], reason: str, rule: str):
        where = f"round {round_no}" + (f", action {step}" if step else "")
        super().__init__(f"{where}: {reason} ({rule})" if rule else f"{where}: {reason}")
        self.round_no, self.step, self.reason, self.rule = round_no, step, reason, rule


# ---------------------------------------------------------------------- actions as text
def action_text(action: Action, rnd: Round) -> str:
    """The record's line for `action`, applied to `rnd` as it stands before it."""
    kind, seat, data = action
    if kind == "grand":
        return f"{seat} grand {'yes' if data else 'no'}"
    if kind == "give":
        return f"{seat} give {card_name(data[0])} to {data[1]}"
    if kind == "play":
        text = f"{seat} play {cards_text(data.cards)}"
        top = rnd.top[1] if rnd.top else None
        if len(identify(data.cards, top) or identify(data.cards, None)) > 1:
            text += f" as {RANK_NAMES.get(data.rank // 2, data.rank // 2)}"
        return text
    if kind == "wish":
        return f"{seat} wish {RANK_NAMES[data] if data else 'none'}"
    if kind == "gift":
        return f"{seat} gift {data}"
    return f"{seat} {kind}"


def cards_text(mask: int) -> str:
    return " ".join(card_name(c) for c in sorted(cards_of(mask), key=sort_key))


def _digits(word: str) -> bool:
    """`word` is a number written in 0..9 (not ², which isdigit() also takes)."""
    return word.isascii() and word.isdigit()


def parse_action(text: str, rnd: Round) -> Action:
    """An Action from its record line, read against `rnd` (the table decides what a
    Phoenix alone is worth); ValueError if the line is not an action."""
    words = str(text).split()
    if len(words) < 2 or not _digits(words[0]) or not 0 <= int(words[0]) < 4:
        raise ValueError(f"{text!r} is not an action (SEAT WORD ..., seat 0..3)")
    seat, kind, rest = int(words[0]), words[1].lower(), words[2:]
    if kind == "grand" and len(rest) == 1 and rest[0].lower() in ("yes", "no"):
        return Action("grand", seat, rest[0].lower() == "yes")
    if kind in ("tichu", "pass") and not rest:
        return Action(kind, seat)
    if kind == "give" and len(rest) == 3 and rest[1].lower() == "to" and _digits(rest[2]):
        return Action("give", seat, (parse_card(rest[0]), int(rest[2])))
    if kind == "wish" and len(rest) == 1 and rest[0].upper() in RANK_OF_WORD:
        return Action("wish", seat, RANK_OF_WORD[rest[0].upper()])
    if kind == "gift" and len(rest) == 1 and _digits(rest[0]):
        return Action("gift", seat, int(rest[0]))
    if kind == "play" and rest:
        want = None
        if len(rest) >= 2 and rest[-2] == "as":  # lower case: the card AS is upper case
            if rest[-1].upper() not in RANK_OF_WORD:
                raise ValueError(f"{rest[-1]!r} is not a rank")
            want, rest = 2 * RANK_OF_WORD[rest[-1].upper()], rest[:-2]
        cards = [parse_card(w) for w in rest]
        if len(set(cards)) != len(cards):
            raise ValueError(f"{text!r} names a card twice")
        mask = mask_of(cards)
        top = rnd.top[1] if rnd.top else None
        readings = identify(mask, top) or identify(mask, None)
        if want is not None:
            readings = [p for p in readings if p.rank == want]
        if not readings:
            # not a combination (or not that reading): the engine says which rule
            return Action("play", seat, Play(-1, len(cards), want or 0, mask))
        if len(readings) > 1 and not mask & PH_BIT:
            raise ValueError(f"{text!r} is ambiguous")
        return Action("play", seat, max(readings, key=lambda p: p.rank))
    raise ValueError(f"{text!r} is not an action (grand, tichu, give, play, pass, wish, "
                     "gift)")


# ---------------------------------------------------------------------- to data
def record_data(match: Match) -> dict:
    """The game so far as plain data in the format's order (rules: only those changed)."""
    out = header_data(match)
    out["rounds"] = [round_data(match.rules, rnd) for rnd in match.rounds]
    return out


def header_data(match: Match) -> dict[str, Any]:
    """What a record says before its rounds."""
    out: dict[str, Any] = {"format": FORMAT}
    rules = match.rules.to_mapping(only_changed=True)
    if rules:
        out["rules"] = rules
    out["players"] = list(match.names)
    out["first_dealer"] = match.first_dealer
    return out


def round_data(rules, rnd: Round) -> dict:
    """One round as plain data: the hands as dealt and every action as a line (replayed
    from the deal, since an action's text reads the state it was taken in)."""
    replayed = Round(rules, rnd.dealer, rnd.dealt)
    actions = []
    for a in rnd.history:
        actions.append(action_text(a, replayed))
        replayed.apply(a)
    return {"hands": [[card_name(c) for c in h] for h in rnd.dealt], "actions": actions}


# ---------------------------------------------------------------------- from data
def replay_data(data: Any, rng=None) -> Match:
    """The Match a record describes, every action checked by the engine. RecordError
    (with the line) for data that is not a Tichu record; ReplayError naming the round,
    the action and the rule for a step the rules do not allow."""
    if data is None:
        raise RecordError("the record is empty")
    top = mapping(data, "the record", _line(data), TOP_KEYS)
    if top.get("format", FORMAT) != FORMAT:
        raise RecordError(f"format: {type_name(top['format'])} is not {FORMAT}",
                          _line(top, "format"))
    raw_rules = top.get("rules")
    raw_rules = mapping({} if raw_rules is None else raw_rules, "rules", _line(top, "rules"),
                        tuple(raw_rules) if isinstance(raw_rules, dict) else ())
    try:
        rules = TichuRules.from_mapping(raw_rules)
    except (TichuRulesError, TypeError) as e:
        raise RecordError(f"rules: {e}", _line(top, "rules")) from None
    if "players" not in top:
        raise RecordError("players: missing (the four names, seat 0 first)", _line(top))
    names = player_names(top["players"], "players", _line(top, "players"))
    if len(names) != 4:
        raise RecordError(f"players: four names, not {len(names)}", _line(top, "players"))
    dealer = top.get("first_dealer", 0)
    dealer = whole_number(dealer, "first_dealer", _line(top, "first_dealer"), 0, 3)
    match = Match(rules, names, rng, dealer)
    rounds = top.get("rounds")
    rounds = list_of([] if rounds is None else rounds, "rounds", _line(top, "rounds"))
    for k, rd in enumerate(rounds, 1):
        where = _line(rounds, k - 1)
        rd = mapping(rd, f"round {k}", where, ROUND_KEYS)
        if "hands" not in rd:
            raise RecordError(f"round {k}: hands missing", where)
        if match.finished:
            raise RecordError(f"round {k}: the game was already over", where)
        hands = _hands(rd["hands"], k, _line(rd, "hands"))
        match.start_round(hands)
        actions = rd.get("actions")
        actions = list_of([] if actions is None else actions, f"round {k}, actions",
                          _line(rd, "actions"))
        for j, line in enumerate(actions, 1):
            rnd = match.round
            text(line, f"round {k}, action {j}", _line(actions, j - 1))
            try:
                action = parse_action(line, rnd)
            except ValueError as e:
                raise RecordError(f"round {k}, action {j}: {e}", _line(actions, j - 1)) from None
            if rnd.over:
                raise ReplayError(k, j, "the round is already over", "T22")
            try:
                match.apply(action)
            except TichuError as e:
                raise ReplayError(k, j, e.reason, e.rule) from None
        if k < len(rounds) and not match.round.over:
            raise ReplayError(k, None, "the round stops before its end, and another follows",
                              "T22")
    return match


def _hands(raw: Any, k: int, where: Optional[int]) -> list[list[int]]:
    hands_raw = list_of(raw, f"round {k}, hands", where)
    if len(hands_raw) != 4:
        raise RecordError(f"round {k}: hands: four lists of 14 cards, not {len(hands_raw)}",
                          where)
    hands = []
    for s, h in enumerate(hands_raw):
        line = _line(hands_raw, s)
        cards = list_of(h, f"round {k}, hands: seat {s}'s hand", line)
        if len(cards) != 14:
            raise RecordError(f"round {k}: hands: four lists of 14 cards (seat {s} has "
                              f"{len(cards)})", line)
        hand = []
        for i, c in enumerate(cards):
            card = text(c, f"round {k}, hands: seat {s}'s card {i + 1}", _line(cards, i))
            try:
                hand.append(parse_card(card))
            except ValueError as e:
                raise RecordError(f"round {k}: hands: {e}", _line(cards, i)) from None
        hands.append(hand)
    where = _line(hands_raw) if where is None else where
    seen = sorted(c for h in hands for c in h)
    if seen != list(range(56)):
        twice = sorted({card_name(c) for c in seen if seen.count(c) > 1})
        raise RecordError(f"round {k}: hands: each of the 56 cards once"
                          + (f" ({', '.join(twice)} twice)" if twice else ""), where)
    return hands
