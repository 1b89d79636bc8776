"""The command line's value types, checked as argparse reads them, so that a value out of
its range is argparse's one line (`tysiacha tournament: error: argument --deals: 0 is too
small; at least 1`) and exit status 2; and the parser that reads `--size -5x100` as a
(too small) size rather than as an unknown option.

Every number the command line takes goes through IntRange or window_size (a test walks
the parsers to make sure), so a new option states its range where it is declared.
"""
from __future__ import annotations

import argparse
import re
import sys
from typing import Callable, Optional, Sequence

from .. import registry
from ..core import yamlfile
from ..core.yamlfile import SETTINGS, ReadError, escape_controls

MIN_SIZE = (800, 600)  # the smallest window the table is laid out for (ui/app.py MIN_WINDOW)
# SDL refuses or clamps windows larger than 16384 on a side (the usual largest texture
# a GPU can draw into), and no display shows one: three 4K screens side by side are
# 11520 wide.
MAX_SIZE = (16384, 16384)


class IntRange:
    """An argparse `type=`: a whole number from `lo` to `hi` (None: no limit that way)."""

    def __init__(self, lo: Optional[int] = None, hi: Optional[int] = None):
        self.lo, self.hi = lo, hi
        self.__name__ = "whole number"  # argparse names a type by it in some messages

    def __call__(self, text: str) -> int:
        try:
            value = int(text)
        except (TypeError, ValueError):
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if self.lo is not None and self.hi is not None and self.hi - self.lo == 1 and (
                value < self.lo or value > self.hi):
            raise argparse.ArgumentTypeError(f"{value} is not {self.lo} or {self.hi}")
        if self.lo is not None and value < self.lo:
            raise argparse.ArgumentTypeError(f"{value} is too small; at least {self.lo}")
        if self.hi is not None and value > self.hi:
            raise argparse.ArgumentTypeError(f"{value} is too large; at most {self.hi}")
        return value

    def __repr__(self) -> str:
        return f"IntRange({self.lo}, {self.hi})"


def int_range(lo: Optional[int] = None, hi: Optional[int] = None) -> IntRange:
    """A whole number from `lo` to `hi`, e.g. `type=int_range(3, 4)`."""
    return IntRange(lo, hi)


positive_int = IntRange(1)  # a count of things that must happen at least once
nonneg_int = IntRange(0)  # a count that may be none; a seed


def window_size(text: str) -> tuple[int, int]:
    """An argparse `type=`: WxH, from MIN_SIZE to MAX_SIZE on each side."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x800") from None
    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        raise argparse.ArgumentTypeError(
            f"{text} is too small; at least {MIN_SIZE[0]}x{MIN_SIZE[1]}")
    if w > MAX_SIZE[0] or h > MAX_SIZE[1]:
        raise argparse.ArgumentTypeError(
            f"{text} is too large; at most {MAX_SIZE[0]}x{MAX_SIZE[1]}")
    return (w, h)


def bot_list(text: str) -> list[str]:
    """An argparse `type=` for `--bots`: one name or a comma list, none of them empty
    (`--bots ""` is not the default bot, it names none). The names themselves are the
    game's to check (bots_by_seat)."""
    names = [n.strip() for n in text.split(",")]
    if not any(names):
        raise argparse.ArgumentTypeError(f"{text!r} names no bot")
    if not all(names):
        raise argparse.ArgumentTypeError(f"{text!r} has an empty name in its list")
    return names


def bots_by_seat(spec: Sequence[str], players: int,
                 name_of: Callable[[str], str]) -> list[str]:
    """`--bots` (read by bot_list): one bot for every seat or a list by seat, each name
    read by `name_of` (which raises ValueError for an unknown one)."""
    names = [name_of(n) for n in spec]
    if len(names) == 1:
        names *= players
    if len(names) != players:
        raise ValueError(f"--bots names {len(names)} bots for {players} players")
    return names


def out_folder_refused(command: str, out) -> bool:
    """True, after one line on stderr, if `--out` names a folder that cannot be used;
    else the temporary files an earlier run killed while writing there left are removed
    (fileio.remove_stale_temps: not those of a run still going)."""
    from ..core.fileio import folder_problem, remove_stale_temps
    why = folder_problem(out) if out else None
    if why:
        print(f"{command}: --out {escape_controls(str(out))}: {why}", file=sys.stderr)
    elif out:
        remove_stale_temps(out)
    return bool(why)


def key_values(pairs: Sequence[str]) -> dict:
    """{key: value} from `--rules KEY=VALUE ...` (values read as YAML scalars: 10, true);
    ValueError naming a pair that is not KEY=VALUE, or a key given twice with different
    values (`--rules bid_step=10 ... --rules bid_step=5`: which one was meant?)."""
    mapping: dict = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ValueError(f"--rules {pair!r}: expected KEY=VALUE")
        try:  # the one YAML reader: `[[[...` 3,000 deep is text, not a RecursionError
            read = yamlfile.parse(value, SETTINGS) if value.strip() else None
        except ReadError:
            read = value
        if key in mapping and mapping[key] != read:
            raise ValueError(f"--rules gives {key} twice, {mapping[key]!r} and {read!r}")
        mapping[key] = read
    return mapping


def add_rules_argument(p: argparse.ArgumentParser) -> None:
    """--rules KEY=VALUE ..., which may be given more than once (the pairs add up)."""
    p.add_argument("--rules", nargs="*", action="extend", default=[], metavar="KEY=VALUE",
                   help="rule options, e.g. bid_step=10 must_beat=true preset=polish")


def add_game_argument(p: argparse.ArgumentParser, default: Optional[str] = "") -> None:
    """--game ID, one of the games the registry knows: the first is the default (None:
    no default, replay tells the game from the file)."""
    games = registry.games()
    if default == "":
        default = games[0].id
    named = ", ".join(f"{g.id} ({g.title})" if g.title.lower() != g.id else g.id
                      for g in games)
    p.add_argument("--game", choices=[g.id for g in games], default=default,
                   help=f"the game: {named}; default {default}"
                   if default else "the game of the record (default: told by the file)")


def add_players_argument(p: argparse.ArgumentParser) -> None:
    """--players N, as many as some game is played by (each game checks its own)."""
    counts = sorted({n for g in registry.games() for n in g.players})
    p.add_argument("--players", type=int_range(counts[0], counts[-1]), metavar="N",
                   help=" or ".join(map(str, counts)).replace(" or ", ", ", len(counts) - 2)
                   + " players")


def bots_help(defaults: bool = True) -> str:
    """`1000: easy, ..., default simple; Tichu: ...`: each game's bots for --bots."""
    return "; ".join(f"{g.title}: {', '.join(g.bots)}"
                     + (f", default {g.default_bot}" if defaults else "")
                     for g in registry.games())


_NEGATIVE = re.compile(r"-\d")


class Parser(argparse.ArgumentParser):
    """An ArgumentParser that takes a value starting with a minus and a digit after an
    option that wants a value (`--size -5x100`, `--deals -1`) as that value, so that it
    is checked and refused as out of range instead of read as an unknown option; and
    lets a write to a closed standard output raise, to be handled in one place."""

    def _print_message(self, message: str, file=None) -> None:
        """As argparse's, without swallowing an error: help written to a closed pipe ends
        the command as any other output does (game/__main__.py, STDOUT_CLOSED)."""
        if not message or file is None:
            return
        try:
            file.write(message)
        except OSError:
            if file is sys.stdout:
                raise

    def parse_known_args(self, args: Optional[Sequence[str]] = None, namespace=None):
        if args is None:
            args = sys.argv[1:]
        return super().parse_known_args(self._attach_negatives(list(args)), namespace)

    def _attach_negatives(self, args: list[str]) -> list[str]:
        wanting = set(valued_options(self))
        out: list[str] = []
        i = 0
        while i < len(args):
            a = args[i]
            if a == "--":
                out += args[i:]
                break
            if a in wanting and i + 1 < len(args) and _NEGATIVE.match(args[i + 1]):
                out.append(f"{a}={args[i + 1]}")
                i += 2
                continue
            out.append(a)
            i += 1
        return out


def valued_options(parser: argparse.ArgumentParser) -> list[str]:
    """The long option strings, in `parser` and its subcommands, that take one value."""
    found = []
    for action, _ in walk_actions(parser):
        if action.option_strings and action.nargs is None:
            found += [s for s in action.option_strings if s.startswith("--")]
    return found


def subparsers(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    """`parser` and every subcommand's parser under it, depth first."""
    out = [parser]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):  # aliases once
                out += subparsers(sub)
    return out


def walk_actions(parser: argparse.ArgumentParser):
    """(action, the parser it belongs to) for every argument of every (sub)parser."""
    for p in subparsers(parser):
        for action in p._actions:
            yield action, p
