"""Reading a record's plain data (as loaded from YAML or JSON) into a Record, checking
its structure (RECORD_FORMAT.md): unknown keys, wrong types, cards that do not exist or
are dealt twice, hand sizes, the player count. Rules of play are replay.py's job. The
type checks are game/core/recordcheck.py's, shared with Tichu's records."""
from __future__ import annotations

from typing import Any, Optional

from game.core.recordcheck import list_of as _list, mapping as _mapping, player_names, \
    type_name as _type_name, whole_number as _int
from game.core.recordfile import line_of as _line

from .cards import card_name, parse_card
from .record import (FORMAT, DealRecord, Record, RecordError, Start, cut_of)
from .rules import Rules, RulesError


# ---------------------------------------------------------------------- from plain data
TOP_KEYS = ("format", "rules", "players", "start", "cut", "deals")
START_KEYS = ("dealer", "scores", "barrel", "zeros", "rospisat", "deals_played")
DEAL_KEYS = ("hands", "prikup", "bids", "give", "raise", "rospisat", "spisat", "redeal",
             "plays")


def _card(value: Any, where: str, line: Optional[int]) -> int:
    if isinstance(value, (str, int)) and not isinstance(value, bool):
        try:
            return parse_card(str(value))
        except ValueError:
            pass
    shown = value if isinstance(value, (str, int)) else _type_name(value)
    raise RecordError(f"{where}: {shown} is not a card (ranks 9 J Q K 10 A, suits S C D H)",
                      line)


def _cards(value: Any, where: str, line: Optional[int]) -> list[int]:
    items = _list(value, where, line)
    return [_card(v, where, _line(items, i)) for i, v in enumerate(items)]


def _seat(value: Any, where: str, line: Optional[int], players: int) -> int:
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        value = int(value)
    return _int(value, where, line, 0, players - 1)


def _per_seat(value: Any, where: str, line: Optional[int], players: int,
              low: Optional[int] = None) -> list[int]:
    items = _list(value, where, line)
    if len(items) != players:
        raise RecordError(f"{where} has {len(items)} values for {players} players", line)
    return [_int(v, where, _line(items, i), low) for i, v in enumerate(items)]


def record_from_data(data: Any) -> Record:
    """A Record from plain data (as loaded from YAML or JSON), its structure checked:
    RecordError names the first problem and, when the data knows it, its line. The
    rules of play are checked by `replay`."""
    if data is None:
        raise RecordError("the record is empty")
    top = _mapping(data, "the record", _line(data), TOP_KEYS)
    if "format" in top and top["format"] != FORMAT:
        raise RecordError(f"format: {_type_name(top['format'])} is not {FORMAT}",
                          _line(top, "format"))
    raw_rules = top.get("rules")
    if raw_rules is None:
        raw_rules = {}
    _mapping(raw_rules, "rules", _line(top, "rules"), tuple(raw_rules) if isinstance(
        raw_rules, dict) else ())
    try:
        rules = Rules.from_mapping(raw_rules)
    except RulesError as e:
        raise RecordError(f"rules: {e}", _line(raw_rules, e.key)) from None
    n = rules.players

    if "players" not in top:
        raise RecordError("players: missing (the names, seat 0 first)", _line(top))
    names = player_names(top["players"], "players", _line(top, "players"))
    if len(names) != n:
        raise RecordError(f"players: {len(names)} names for {n} players (rules: players "
                          f"is {n})", _line(top, "players"))

    start = None
    if top.get("start") is not None:
        start = _start(top["start"], _line(top, "start"), n)
    cut = None
    if top.get("cut") is not None:
        cut = _cut(top["cut"], _line(top, "cut"), n)
    record = Record(dict(raw_rules), names, start, cut)
    if start is not None and start.dealer is not None and cut:
        dealer = cut_of(cut).dealer
        if dealer != start.dealer:
            raise RecordError(f"start: dealer is seat {start.dealer}, but the cut makes seat "
                              f"{dealer} the dealer (R6)", _line(top["start"], "dealer"))

    raw_deals = top.get("deals")
    if raw_deals is None:
        raw_deals = []
    raw_deals = _list(raw_deals, "deals", _line(top, "deals"))
    record.deals = [_deal(d, k + 1, _line(raw_deals, k), n)
                    for k, d in enumerate(raw_deals)]
    if record.deals and record.first_dealer is None:
        raise RecordError("the first dealer is not given: add `start: {dealer: SEAT}` or "
                          "the `cut`", _line(top, "deals"))
    return record


def _start(value: Any, line: Optional[int], n: int) -> Start:
    raw = _mapping(value, "start", line, START_KEYS)
    st = Start()
    ln = lambda key: _line(raw, key)  # noqa: E731
    if raw.get("dealer") is not None:
        st.dealer = _seat(raw["dealer"], "start: dealer", ln("dealer"), n)
    for key in ("scores", "zeros", "rospisat"):
        if raw.get(key) is not None:
            setattr(st, key, _per_seat(raw[key], f"start: {key}", ln(key), n,
                                       None if key == "scores" else 0))
    if "barrel" in raw:
        barrel = raw["barrel"] if raw["barrel"] is not None else {}
        if isinstance(barrel, list) and not barrel:
            barrel = {}
        barrel = _mapping(barrel, "start: barrel", ln("barrel"), tuple(
            barrel) if isinstance(barrel, dict) else ())
        st.barrel = {}
        for seat, deals in barrel.items():
            s = _seat(seat, "start: barrel: a seat", _line(barrel, seat), n)
            st.barrel[s] = _int(deals, f"start: barrel: seat {s}'s deals on the barrel",
                                _line(barrel, seat), 0)
    if raw.get("deals_played") is not None:
        st.deals_played = _int(raw["deals_played"], "start: deals_played",
                               ln("deals_played"), 0)
    return st


def _cut(value: Any, line: Optional[int], n: int) -> list[list[int]]:
    rounds = _list(value, "cut", line)
    out = []
    for i, rnd in enumerate(rounds):
        cards = _cards(rnd, f"cut: round {i + 1}", _line(rounds, i))
        if len(set(cards)) != len(cards):
            raise RecordError(f"cut: round {i + 1} draws a card twice (one deck, R6)",
                              _line(rounds, i))
        out.append(cards)
    if out and len(out[0]) != n:
        raise RecordError(f"cut: the first round has {len(out[0])} cards for {n} players "
                          "(R6)", line)
    try:
        cut_of(out)
    except RecordError as e:
        raise RecordError(e.message, line) from None
    return out


def _deal(value: Any, k: int, line: Optional[int], n: int) -> DealRecord:
    where = f"deal {k}"
    raw = _mapping(value, where, line, DEAL_KEYS)
    ln = lambda key: _line(raw, key)  # noqa: E731
    for key in ("hands", "prikup"):
        if key not in raw:
            raise RecordError(f"{where}: {key} missing", line)
    hands_raw = _list(raw["hands"], f"{where}, hands", ln("hands"))
    if len(hands_raw) != n:
        raise RecordError(f"{where}, hands: {len(hands_raw)} hands for {n} players "
                          "(one per seat, seat 0 first)", ln("hands"))
    hands = [_cards(h, f"{where}, hands", _line(hands_raw, s)) for s, h in enumerate(hands_raw)]
    prikup = _cards(raw["prikup"], f"{where}, prikup", ln("prikup"))
    total = sum(map(len, hands)) + len(prikup)
    if total != 24:
        sizes = ", ".join(str(len(h)) for h in hands)
        odd = [s for s, h in enumerate(hands) if len(h) not in (0, 7)]
        line = (_line(hands_raw, odd[0]) if odd else ln("prikup") if len(prikup) != 3
                else ln("hands"))
        raise RecordError(f"{where}: {total} cards dealt (hands {sizes}, prikup "
                          f"{len(prikup)}); a deal uses the whole deck of 24 (R8)", line)
    if len(prikup) != 3:
        raise RecordError(f"{where}, prikup: {len(prikup)} cards; the prikup has 3 (R8)",
                          ln("prikup"))
    empty = [s for s, h in enumerate(hands) if not h]
    for s, h in enumerate(hands):
        if len(h) not in (0, 7) or (n == 3 and not h):
            raise RecordError(f"{where}, hands: seat {s} has {len(h)} cards; each active "
                              "seat gets 7 (R8)", _line(hands_raw, s))
    if n == 4 and len(empty) != 1:
        raise RecordError(f"{where}, hands: with 4 players one seat sits out with [] "
                          "(R40)", ln("hands"))
    seen: set[int] = set()
    for s, h in enumerate(hands + [prikup]):
        for c in h:
            if c in seen:
                place = "the prikup" if s == n else f"seat {s}'s hand"
                raise RecordError(f"{where}: {card_name(c)} is dealt twice (again in "
                                  f"{place})", _line(hands_raw, s) if s < n else ln("prikup"))
            seen.add(c)
    rec = DealRecord(hands, prikup)
    rec.lines = {"deal": line, **{key: _line(raw, key) for key in raw}}

    bids = raw.get("bids")
    bids = _list(bids if bids is not None else [], f"{where}, bids", ln("bids"))
    for i, b in enumerate(bids):
        if isinstance(b, str) and b.strip().lower() == "pass":
            rec.bids.append(None)
        elif isinstance(b, int) and not isinstance(b, bool):
            rec.bids.append(b)
        else:
            raise RecordError(f"{where}, bids {i + 1}: {_type_name(b)} is not a bid (a "
                              "number or pass)", _line(bids, i))
    if raw.get("give") is not None:
        give = raw["give"]
        if isinstance(give, list) and not give:
            give = {}
        give = _mapping(give, f"{where}, give", ln("give"),
                        tuple(give) if isinstance(give, dict) else ())
        rec.give = {}
        for seat, c in give.items():
            s = _seat(seat, f"{where}, give: a receiving seat", _line(give, seat), n)
            if s in rec.give:
                raise RecordError(f"{where}, give: seat {s} is given twice", _line(give, seat))
            rec.give[s] = _card(c, f"{where}, give", _line(give, seat))
    if raw.get("raise") is not None:
        rec.raise_to = _int(raw["raise"], f"{where}, raise", ln("raise"))
    for key in ("rospisat", "spisat"):
        value = raw.get(key)
        if value is not None and not isinstance(value, bool):
            raise RecordError(f"{where}, {key}: must be true or false, not "
                              f"{_type_name(value)}", ln(key))
        setattr(rec, key, bool(value))
    if raw.get("redeal") is not None:
        rec.redeal = _seat(raw["redeal"], f"{where}, redeal", ln("redeal"), n)
    if raw.get("plays") is not None:
        plays = _list(raw["plays"], f"{where}, plays", ln("plays"))
        if len(plays) > 24:
            raise RecordError(f"{where}, plays: {len(plays)} cards; a deal has 24 (R35)",
                              ln("plays"))
        rec.plays = []
        for i, p in enumerate(plays):
            meld = isinstance(p, str) and p.strip().endswith("*")
            text = p.strip()[:-1] if meld else p
            rec.plays.append((_card(text, f"{where}, plays {i + 1}", _line(plays, i)), meld))
    return rec
