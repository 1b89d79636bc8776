"""Game records (RECORD_FORMAT.md): everything that happened at a table, as plain data.

A `Record` holds the rules, the players, the state before the first deal, the cut and
every deal's cards and decisions. `record_from_match` writes one from a Match,
`record_to_data` / `record_from_data` turn it into and out of the plain data of the
file's layout (checking its structure), and `replay` (replay.py) rebuilds the Match
through the engine, checking every step against the rules.

Pure: no file I/O and no YAML here; game/tysiacha/records.py reads and writes the files. Data
read from a file may carry line numbers (`LineDict`, `LineList`) so that a structural
error can name its line.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from game.core.recordfile import LineDict, LineList, RecordError

from .cards import ACE, KING, QUEEN, card_name, cards_of
from .dealing import Cut, cut_from_rounds
from .rules import Rules
from .standing import Standing

FORMAT = "tysiacha-record/1"

Play = tuple[int, bool]  # (card, declares a meld)


class ReplayError(Exception):
    """A step of the record breaks a rule: `deal 2, plays 7: QS does not follow the led
    suit H (R36)`. `deal` counts from 1; `step` is `bids N`, `give`, `raise`, `redeal`,
    `rospisat`, `spisat` or `plays N` (None for the deal as a whole)."""

    def __init__(self, deal: int, step: Optional[str], reason: str, rule: str):
        where = f"deal {deal}, {step}" if step else f"deal {deal}"
        super().__init__(f"{where}: {reason} ({rule})" if rule else f"{where}: {reason}")
        self.deal = deal
        self.step = step
        self.reason = reason
        self.rule = rule


# ---------------------------------------------------------------------- the model
@dataclass
class Start:
    """The `start:` section: the state before the first recorded deal. A field left
    None was not given and takes its new-game value."""

    dealer: Optional[int] = None
    scores: Optional[list[int]] = None
    barrel: Optional[dict[int, int]] = None  # seat -> deals already played on it
    zeros: Optional[list[int]] = None
    rospisat: Optional[list[int]] = None
    deals_played: Optional[int] = None

    def standing(self, players: int) -> Standing:
        new = Standing.new(players)
        barrel = list(new.barrel)
        for seat, n in (self.barrel or {}).items():
            barrel[seat] = n
        return Standing(
            tuple(self.scores) if self.scores is not None else new.scores,
            tuple(barrel),
            tuple(self.zeros) if self.zeros is not None else new.zeros,
            tuple(self.rospisat) if self.rospisat is not None else new.rospisat,
            self.deals_played if self.deals_played is not None else 0)


@dataclass
class DealRecord:
    """One deal as recorded. Absent steps are None; a deal that stops early is a saved
    game's deal in progress. An empty `give` ({}) or `plays` ([]) says that the deal
    reached that step (the exchange, the play) with nothing done in it yet."""

    hands: list[list[int]]  # per seat, as dealt; [] for the inactive seat
    prikup: list[int]
    bids: list[Optional[int]] = field(default_factory=list)  # None for a pass
    give: Optional[dict[int, int]] = None  # receiving seat -> card
    raise_to: Optional[int] = None  # `raise:` the contract after the raise
    plays: Optional[list[Play]] = None
    rospisat: bool = False
    spisat: bool = False
    redeal: Optional[int] = None  # the seat that called a redeal
    lines: dict[str, int] = field(default_factory=dict, compare=False, repr=False)


@dataclass
class Record:
    """A whole game record (RECORD_FORMAT.md)."""

    rules: dict[str, Any]  # the `rules:` mapping as written (may hold `preset`)
    players: list[str]
    start: Optional[Start] = None
    cut: Optional[list[list[int]]] = None  # per round, the cards drawn in seat order
    deals: list[DealRecord] = field(default_factory=list)
    format: str = FORMAT

    @property
    def game_rules(self) -> Rules:
        return Rules.from_mapping(self.rules)

    @property
    def first_dealer(self) -> Optional[int]:
        """The dealer of the first recorded deal: `start.dealer`, else the cut's."""
        if self.start is not None and self.start.dealer is not None:
            return self.start.dealer
        return cut_of(self.cut).dealer if self.cut else None


def cut_of(rounds: list[list[int]]) -> Cut:
    """The Cut (R6) of recorded rounds (dealing.cut_from_rounds), RecordError if the
    rounds do not settle the dealer."""
    try:
        return cut_from_rounds(rounds)
    except ValueError as e:
        raise RecordError(str(e)) from None


# ---------------------------------------------------------------------- from a match
def _display_order(cards) -> list[int]:
    """Hearts, diamonds, clubs, spades; strongest first (the readable order of a hand)."""
    return sorted(cards, key=lambda c: (-(c // 6), -(c % 6)))


def record_from_match(match) -> Record:
    """The record of a Match, finished or in progress."""
    rules: Rules = match.rules
    n = rules.players
    mapping: dict[str, Any] = {"players": n}
    mapping.update((k, v) for k, v in rules.to_mapping(only_changed=True).items()
                   if k != "players")
    cut = None
    if match.cut is not None and match.cut.dealer == match.first_dealer:
        cut = [[c for _, c in rnd] for rnd in match.cut.rounds]
    st = match.start_standing
    start = None
    if cut is None or st != Standing.new(n):
        start = Start(dealer=None if cut else match.first_dealer)
        if st != Standing.new(n):
            start.scores = list(st.scores)
            start.barrel = {s: b for s, b in enumerate(st.barrel) if b is not None}
            start.zeros = list(st.zeros)
            start.rospisat = list(st.rospisat)
            start.deals_played = st.deals_played
    return Record(mapping, list(match.names), start, cut,
                  [deal_record(d) for d in match.deals])


def deal_record(deal) -> DealRecord:
    """The record of one Deal (engine deal.py), finished or in progress."""
    from .deal import Phase

    over = deal.over
    rec = DealRecord([_display_order(cards_of(m)) for m in deal.dealt],
                     _display_order(cards_of(deal.prikup)),
                     [v for _, v in deal.bids])
    if deal.given:
        rec.give = dict(sorted(deal.given.items()))
    elif not over and deal.phase is Phase.EXCHANGE and deal.prikup_nines_offer():
        rec.give = {}  # the prikup's redeal offer was declined: the exchange is on
    if deal.raised:
        rec.raise_to = deal.contract
    elif not over and deal.phase is Phase.REDEAL:
        rec.raise_to = deal.contract  # kept: a defender's redeal offer is pending
    plays = _plays(deal)
    if plays or (not over and deal.phase is Phase.PLAY):
        rec.plays = plays
    rec.rospisat = deal.outcome == "rospisat"
    rec.spisat = deal.outcome == "spisat"
    if deal.outcome == "redeal":
        rec.redeal = deal.redeal_seat
    return rec


def _plays(deal) -> list[Play]:
    """Every card played, in order, with the meld flag: the deal keeps its melds in order
    (seat, suit or "aces"), and a meld's declaring lead is that seat's first lead of a
    card of that meld (leading one without declaring gives the meld up, R37)."""
    cards = [pc for trick, _ in deal.tricks for pc in trick] + list(deal.trick)
    melds = deal.melds
    mi = 0
    out: list[Play] = []
    for i, (seat, c) in enumerate(cards):
        meld = False
        if i % 3 == 0 and mi < len(melds):
            mseat, kind = melds[mi][0], melds[mi][1]
            rank = c % 6
            if mseat == seat and ((kind == "aces" and rank == ACE) or (
                    kind != "aces" and kind == c // 6 and rank in (KING, QUEEN))):
                meld = True
                mi += 1
        out.append((c, meld))
    return out


# ---------------------------------------------------------------------- to plain data
def record_to_data(record: Record) -> dict:
    """Plain data in the layout of RECORD_FORMAT.md, keys in its order, cards as text."""
    out: dict[str, Any] = {"format": record.format}
    if record.rules:
        out["rules"] = dict(record.rules)
    out["players"] = list(record.players)
    st = record.start
    if st is not None:
        start: dict[str, Any] = {}
        if st.dealer is not None:
            start["dealer"] = st.dealer
        for key in ("scores", "barrel", "zeros", "rospisat", "deals_played"):
            value = getattr(st, key)
            if value is not None:
                start[key] = dict(value) if key == "barrel" else (
                    list(value) if isinstance(value, list) else value)
        out["start"] = start
    if record.cut is not None:
        out["cut"] = [[card_name(c) for c in rnd] for rnd in record.cut]
    out["deals"] = [_deal_data(d) for d in record.deals]
    return out


def play_text(play: Play) -> str:
    return card_name(play[0]) + ("*" if play[1] else "")


def _deal_data(d: DealRecord) -> dict:
    out: dict[str, Any] = {
        "hands": [[card_name(c) for c in hand] for hand in d.hands],
        "prikup": [card_name(c) for c in d.prikup],
        "bids": ["pass" if b is None else b for b in d.bids],
    }
    if d.give is not None:
        out["give"] = {seat: card_name(c) for seat, c in d.give.items()}
    if d.raise_to is not None:
        out["raise"] = d.raise_to
    if d.rospisat:
        out["rospisat"] = True
    if d.spisat:
        out["spisat"] = True
    if d.redeal is not None:
        out["redeal"] = d.redeal
    if d.plays is not None:
        out["plays"] = [play_text(p) for p in d.plays]
    return out


# ---------------------------------------------------------------------- the others
# Reading plain data (record_read.py) and the replay (replay.py) build on the model
# above; they are reached from here too.
def record_from_data(data: Any) -> Record:
    """A Record from plain data, its structure checked (RecordError with the line)."""
    from .record_read import record_from_data as read
    return read(data)


def replay(record: Record, rng=None):
    """The Match the record describes, every step checked (ReplayError, RecordError)."""
    from .replay import replay as run
    return run(record, rng)

__all__ = ["FORMAT", "Record", "DealRecord", "Start", "Play", "RecordError", "ReplayError",
           "LineDict", "LineList", "record_from_match", "deal_record", "record_to_data",
           "record_from_data", "replay", "cut_of", "play_text"]
