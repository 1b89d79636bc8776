"""High card's rules, match and record. No pygame.

Cards are numbers 0..25: suit * 13 + rank, the ranks 2..A of spades (S) and hearts (H),
named as the record writes them: `10H`, `AS`. The record is YAML:

    game: highcard
    version: 1
    players: [You, Boris]
    rules: {rounds: 5, ace_high: true}
    seed: 1234            # the deal's seed: the hands must be the ones it deals
    hands:
    - [2S, 7S, QH, KS, AH]
    - [3H, 5S, 9H, JS, AS]
    plays: [AH, AS, QH]   # in order: the leader's card, then the answer, round by round
"""
from __future__ import annotations

import random
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Mapping, Optional, Sequence, Union

import yaml

from game.core.options import Option
from game.core.recordfile import RecordError, line_of, parse_yaml, read_record_text

SUITS = "SH"
SUIT_SIGNS = "♠♥"
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
DECK = tuple(range(len(SUITS) * len(RANKS)))
VERSION = 1


def card_name(card: int) -> str:
    return RANKS[card % 13] + SUITS[card // 13]


def parse_card(name: Any) -> int:
    """The card named `name` (`10H`); ValueError if it names none."""
    if isinstance(name, str) and len(name) >= 2 and name[-1] in SUITS and name[:-1] in RANKS:
        return SUITS.index(name[-1]) * 13 + RANKS.index(name[:-1])
    raise ValueError(f"{name!r} is not a card (2S .. AS, 2H .. AH)")


# ---------------------------------------------------------------------- the rules
RULE_OPTIONS = (
    Option("rounds", 5, (5, 3, 7), "H1",
           "cards dealt to each player; whoever wins most of the rounds wins the game"),
    Option("ace_high", True, (True, False), "H2",
           "the ace ranks above the king, else below the two"),
)
_BY_KEY = {o.key: o for o in RULE_OPTIONS}


@dataclass(frozen=True)
class HighCardRules:
    rounds: int = 5
    ace_high: bool = True

    @property
    def target(self) -> int:
        """Round wins that end the game: most of the rounds."""
        return self.rounds // 2 + 1

    @classmethod
    def from_mapping(cls, mapping: Mapping[str, Any]) -> "HighCardRules":
        for key, value in mapping.items():
            if key not in _BY_KEY:
                raise ValueError(f"{key}: unknown rule; known: {', '.join(_BY_KEY)}")
            if not _BY_KEY[key].allows(value):
                raise ValueError(f"{key}: {value!r} is not allowed; allowed: "
                                 f"{_BY_KEY[key].allowed_text()}")
        return cls(**mapping)

    def to_mapping(self, only_changed: bool = False) -> dict:
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        return {k: v for k, v in out.items() if not only_changed or v != _BY_KEY[k].default}

    def with_changes(self, **changes: Any) -> "HighCardRules":
        return self.from_mapping({**self.to_mapping(), **changes})

    def words(self) -> str:
        return f"best of {self.rounds}, ace {'high' if self.ace_high else 'low'}"


def strength(card: int, rules: HighCardRules) -> int:
    rank = card % 13
    return -1 if rank == 12 and not rules.ace_high else rank


def by_strength(cards, rules: HighCardRules) -> list[int]:
    return sorted(cards, key=lambda c: (strength(c, rules), c))


def deal_hands(rules: HighCardRules, seed: int) -> list[list[int]]:
    cards = random.Random(seed).sample(DECK, 2 * rules.rounds)
    return [sorted(cards[:rules.rounds]), sorted(cards[rules.rounds:])]


# ---------------------------------------------------------------------- the match
class HighCardError(ValueError):
    """An action that is not legal now."""


@dataclass(frozen=True)
class Event:
    kind: str  # "play" (seat, card), "round" (the winner, the two cards by seat)
    seat: int
    data: Any = None


@dataclass(frozen=True)
class Round:
    leader: int
    cards: tuple[int, int]  # by seat
    winner: int


@dataclass(frozen=True)
class Observation:
    """What a seat knows: its hand, the card led (if it answers), every card played."""

    seat: int
    hand: tuple[int, ...]
    lead: Optional[int]
    played: tuple[int, ...]
    wins: tuple[int, int]
    rules: HighCardRules


class Match:
    """One game: two hands dealt, played out round by round."""

    def __init__(self, rules: HighCardRules, names: Sequence[str],
                 hands: Sequence[Sequence[int]], seed: Optional[int] = None):
        if len(names) != 2 or len(hands) != 2:
            raise ValueError("High card has two players")
        self.rules, self.names, self.seed = rules, [str(n) for n in names], seed
        self.dealt = [tuple(h) for h in hands]
        self.hands = [list(h) for h in hands]
        self.plays: list[int] = []
        self.rounds: list[Round] = []
        self.trick: list[tuple[int, int]] = []  # (seat, card) of the round under way
        self.leader = 0
        self.wins = [0, 0]

    @classmethod
    def deal(cls, rules: HighCardRules, names: Sequence[str], seed: int) -> "Match":
        return cls(rules, names, deal_hands(rules, seed), seed)

    @property
    def finished(self) -> bool:
        return max(self.wins) >= self.rules.target or not any(self.hands)

    @property
    def winners(self) -> tuple[int, ...]:
        if not self.finished:
            return ()
        best = max(self.wins)
        return tuple(s for s in (0, 1) if self.wins[s] == best)

    @property
    def scores(self) -> tuple[int, int]:
        return tuple(self.wins)

    @property
    def to_act(self) -> Optional[int]:
        if self.finished:
            return None
        return self.leader if not self.trick else 1 - self.leader

    def legal_actions(self) -> list[int]:
        seat = self.to_act
        return [] if seat is None else by_strength(self.hands[seat], self.rules)

    def observe(self, seat: int) -> Observation:
        lead = self.trick[0][1] if self.trick and self.trick[0][0] != seat else None
        return Observation(seat, tuple(by_strength(self.hands[seat], self.rules)), lead,
                           tuple(self.plays), tuple(self.wins), self.rules)

    def apply(self, card: int) -> list[Event]:
        seat = self.to_act
        if seat is None:
            raise HighCardError("the game is over")
        if card not in self.hands[seat]:
            raise HighCardError(f"{self.names[seat]} does not hold {card_name(card)}")
        self.hands[seat].remove(card)
        self.plays.append(card)
        self.trick.append((seat, card))
        events = [Event("play", seat, card)]
        if len(self.trick) == 2:
            (lead_seat, lead), (_, answer) = self.trick
            beats = strength(answer, self.rules) > strength(lead, self.rules)
            winner = 1 - lead_seat if beats else lead_seat
            by_seat = (lead, answer) if lead_seat == 0 else (answer, lead)
            self.rounds.append(Round(lead_seat, by_seat, winner))
            self.wins[winner] += 1
            self.trick = []
            self.leader = winner
            events.append(Event("round", winner, by_seat))
        return events


# ---------------------------------------------------------------------- the record
class ReplayError(Exception):
    """A record whose play breaks a rule (a card its player does not hold, a play after
    the end, hands that are not the seed's)."""


def record_text(match: Match) -> str:
    data = {"game": "highcard", "version": VERSION, "players": match.names,
            "rules": match.rules.to_mapping(), "seed": match.seed,
            "hands": [[card_name(c) for c in h] for h in match.dealt],
            "plays": [card_name(c) for c in match.plays]}
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=None)


def _need(data: Any, key: str, kind: type, what: str) -> Any:
    if key not in data:
        raise RecordError(f"{key}: missing", line_of(data))
    value = data[key]
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise RecordError(f"{key}: not {what}", line_of(data, key))
    return value


def _cards(items: Any, where: str) -> list[int]:
    out = []
    for i, name in enumerate(items):
        try:
            out.append(parse_card(name))
        except ValueError as exc:
            raise RecordError(f"{where}: {exc}", line_of(items, i)) from None
    return out


def read_record(data: Any, where: str = "") -> Match:
    """The match a record's data holds, every play applied: RecordError if it is no
    record of High card, ReplayError if a play breaks a rule."""
    if not isinstance(data, dict):
        raise RecordError("not a record of High card (no mapping)", line_of(data))
    if data.get("game") != "highcard":
        raise RecordError("not a record of High card (game: highcard)", line_of(data, "game"))
    if _need(data, "version", int, "a whole number") != VERSION:
        raise RecordError(f"version {data['version']} is not {VERSION}", line_of(data, "version"))
    names = _need(data, "players", list, "a list of two names")
    if len(names) != 2 or not all(isinstance(n, str) and n for n in names):
        raise RecordError("players: not a list of two names", line_of(data, "players"))
    try:
        rules = HighCardRules.from_mapping(_need(data, "rules", dict, "a mapping"))
    except ValueError as exc:
        raise RecordError(f"rules: {exc}", line_of(data, "rules")) from None
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
        raise RecordError("seed: not a whole number of 0 or more", line_of(data, "seed"))
    hands_data = _need(data, "hands", list, "a list of two hands")
    if len(hands_data) != 2 or not all(isinstance(h, list) for h in hands_data):
        raise RecordError("hands: not a list of two hands", line_of(data, "hands"))
    hands = [_cards(h, f"hand {i + 1}") for i, h in enumerate(hands_data)]
    for i, h in enumerate(hands):
        if len(h) != rules.rounds:
            raise RecordError(f"hand {i + 1}: {len(h)} cards, not {rules.rounds}",
                              line_of(hands_data, i))
    if len(set(hands[0] + hands[1])) != 2 * rules.rounds:
        raise RecordError("hands: a card is dealt twice", line_of(data, "hands"))
    plays_data = _need(data, "plays", list, "a list of cards")
    plays = _cards(plays_data, "plays")
    prefix = f"{where}, " if where else ""
    if seed is not None and [sorted(h) for h in hands] != deal_hands(rules, seed):
        raise ReplayError(f"{prefix}line {line_of(data, 'hands')}: the hands are not those "
                          f"seed {seed} deals")
    match = Match(rules, names, hands, seed)
    for i, card in enumerate(plays):
        try:
            match.apply(card)
        except HighCardError as exc:
            raise ReplayError(f"{prefix}line {line_of(plays_data, i)}: play {i + 1}: "
                              f"{exc}") from None
    return match


def load_record(path: Union[str, Path]) -> Match:
    return read_record(parse_yaml(read_record_text(path)), str(path))
