"""Tichu record files (`.tichu.yaml`, docs/TICHU_RECORD_FORMAT.md): reading with lines for
the messages, writing in the format's layout (hands as flow lists, an action a line),
saving atomically."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Optional, Union

import yaml

from game.core.recordfile import parse_yaml, read_record_text
from game.core.fileio import write_atomic

from .engine.match import Match
from .engine.cards import card_name
from .engine.record import action_text, header_data, replay_data
from .engine.round import Round

SUFFIX = ".tichu.yaml"


def load_match(path: Union[str, os.PathLike]) -> Match:
    """The game a `.tichu.yaml` file records, replayed and checked: RecordError for a file
    that is not a record, ReplayError for a step that breaks a rule."""
    return replay_data(parse_yaml(read_record_text(path)))


def _flow(value) -> str:
    text = yaml.safe_dump(value, default_flow_style=True, allow_unicode=True,
                          width=1 << 30, sort_keys=False)
    return text[:-5] if text.endswith("\n...\n") else text.rstrip("\n")


def dump_match_text(match: Match, cache: Optional[dict] = None) -> str:
    """The record's text. With `cache` (a dict kept by the caller between calls, as the
    table saves after every action), a round's lines are grown an action at a time and a
    finished round's kept: otherwise each save would replay the whole game."""
    key = (match, tuple(match.names), match.first_dealer)  # the rules never change
    head = cache.get("header") if cache is not None else None
    if head is None or head[0] != key:  # the same for the whole match: made once
        data = header_data(match)
        top = [f"format: {data['format']}"]
        if "rules" in data:
            top.append(f"rules: {_flow(data['rules'])}")
        top.append(f"players: {_flow(data['players'])}")
        top.append(f"first_dealer: {data['first_dealer']}")
        head = (key, top)
        if cache is not None:
            cache["header"] = head
    lines = list(head[1])
    lines.append("rounds:" + ("" if match.rounds else " []"))
    for rnd in match.rounds:
        text = cache.get(id(rnd)) if cache is not None else None
        if text is None or text.round is not rnd:
            text = _RoundText(match.rules, rnd)
            if cache is not None:
                cache[id(rnd)] = text
        lines += text.lines()
    return "\n".join(lines) + "\n"


class _RoundText:
    """A round's lines in the record (engine/record.py's round_data, laid out), each
    action's line made once: an action's text reads the state it was taken in, so a
    copy of the round is replayed alongside, an action at a time."""

    def __init__(self, rules, rnd: Round):
        self.round = rnd
        self.replayed = Round(rules, rnd.dealer, rnd.dealt)
        self.hands = ["  - hands:"] + [f"      - {_flow([card_name(c) for c in h])}"
                                       for h in rnd.dealt]
        self.actions: list[str] = []

    def lines(self) -> list[str]:
        history = self.round.history
        if len(history) < len(self.actions):  # not the same round any more: start again
            self.__init__(self.replayed.rules, self.round)
        for a in history[len(self.actions):]:
            text = action_text(a, self.replayed)
            self.replayed.apply(a)
            self.actions.append(f"      - {_flow(text) if text[:1] in '[{' else text}")
        return self.hands + ["    actions:" + ("" if self.actions else " []")] + self.actions


def save_match(match: Match, path: Union[str, os.PathLike]) -> Path:
    return write_atomic(path, dump_match_text(match).encode("utf-8"))


def is_tichu_record(path: Union[str, os.PathLike]) -> bool:
    """By its name, or failing that by its first lines' format."""
    if str(path).endswith(SUFFIX):
        return True
    try:
        with open(path, "rb") as f:
            head = f.read(400).decode("utf-8", "replace")
    except OSError:
        return False
    return "tichu-record/" in head
