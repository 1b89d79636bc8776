"""Both games' records are read by one schema-checking path (game/core/recordcheck.py): a
field of the wrong type is refused the same way in either, `replay` exiting with status 2
and one line naming the file, the line and the field. And a player's name with control
characters in it shows them escaped, never raw, wherever it is printed or drawn.

FIELDS has a row per wrong field; a row for "both" is fed to each game's reader.
"""
from __future__ import annotations

import json

import pytest

from game.commands.replay import main

BASE = {
    "tysiacha": "format: tysiacha-record/1\nplayers: [Anna, Boris, Vera]\ndeals: []\n",
    "tichu": "format: tichu-record/1\nplayers: [Anna, Boris, Vera, Gleb]\nrounds: []\n",
}
SUFFIX = {"tysiacha": ".tysiacha.yaml", "tichu": ".tichu.yaml"}
PLAYERS = {"tysiacha": "players: [Anna, Boris, Vera]", "tichu": "players: [Anna, Boris, Vera, Gleb]"}
GAME_LIST = {"tysiacha": "deals: []", "tichu": "rounds: []"}
HANDS = """\
  - hands:
      - [2S, 6H, 7H, 4S, 8C, 8D, 5C, JH, JS, 2C, AC, 3D, 6S, KD]
      - [3S, 7S, 4C, KS, PH, 4D, 2H, 3C, QD, QS, DR, 8H, 9C, 5D]
      - [6D, 10H, 7D, 6C, KH, QH, JD, 5H, 4H, 9D, 8S, 3H, AS, QC]
      - [9S, 7C, 5S, DOG, AD, AH, 10C, KC, 2D, 9H, 10D, JC, MJ, 10S]
"""

# (games, the line replaced, its replacement, what the report says)
FIELDS = [
    ("both", "players", "players: [[x], [y], [z], [w]]",
     "line 2: players: seat 0's name must be text, not a list"),
    ("both", "players", "players: [~, ~, ~, ~]",
     "line 2: players: seat 0's name must be text, not nothing"),
    ("both", "players", "players: [1, 2, 3, 4]", "players: seat 0's name must be text, not 1"),
    ("both", "players", "players: ['  ', b, c, d]",
     "players: seat 0's name must be text, not '  '"),
    ("both", "players", "players: true", "line 2: players must be a list, not true"),
    ("both", "players", "players: {a: b}", "line 2: players must be a list, not a mapping"),
    ("both", "players", "players: Anna", "players must be a list, not 'Anna'"),
    ("both", "players", "rules: [1]", "rules must be a mapping, not a list"),
    ("both", "players", "rules: 5", "rules must be a mapping, not 5"),
    ("both", "players", "note: hi", "the record: unknown key 'note'"),
    ("both", "whole", "[1, 2]", "the record must be a mapping, not a list"),
    ("both", "whole", "hello", "the record must be a mapping, not 'hello'"),
    ("both", "whole", "# nothing", "the record is empty"),
    ("tysiacha", "list", "deals: {}", "line 3: deals must be a list, not a mapping"),
    ("tichu", "list", "rounds: {}", "line 3: rounds must be a list, not a mapping"),
    ("tysiacha", "list", "deals: [5]", "line 3: deal 1 must be a mapping, not 5"),
    ("tichu", "list", "rounds: [5]", "line 3: round 1 must be a mapping, not 5"),
    ("tysiacha", "list", "start: {dealer: x}\ndeals: []",
     "start: dealer must be a whole number, not 'x'"),
    ("tichu", "list", "first_dealer: x\nrounds: []",
     "first_dealer must be a whole number, not 'x'"),
    ("tichu", "list", "first_dealer: 7\nrounds: []", "first_dealer must be from 0 to 3, not 7"),
    ("tysiacha", "list", "start: {dealer: 0}\ndeals: [{hands: 5, prikup: []}]",
     "deal 1, hands must be a list, not 5"),
    ("tichu", "list", "rounds: [{hands: 5}]", "round 1, hands must be a list, not 5"),
    ("tichu", "list", "rounds: [{hands: [5, 6, 7, 8]}]",
     "round 1, hands: seat 0's hand must be a list, not 5"),
    ("tichu", "list", "rounds:\n" + HANDS + "    actions: {}",
     "line 9: round 1, actions must be a list, not a mapping"),
    ("tichu", "list", "rounds:\n" + HANDS + "    actions: [[0, grand, no]]",
     "line 9: round 1, action 1 must be text, not a list"),
    ("tichu", "list", "rounds:\n" + HANDS + "    actions: [0 grand no, 5]",
     "line 9: round 1, action 2 must be text, not 5"),
    ("tichu", "list", "rounds:\n" + HANDS.replace("2S,", "[2S],") + "    actions: []",
     "line 5: round 1, hands: seat 0's card 1 must be text, not a list"),
    ("tysiacha", "players", "players: [Anna, Boris]", "players: 2 names for 3 players"),
    ("tichu", "players", "players: [Anna, Boris]", "players: four names, not 2"),
]
CASES = [(game, old, new, words) for games, old, new, words in FIELDS
         for game in (("tysiacha", "tichu") if games == "both" else (games,))]


def record(game: str, old: str, new: str) -> str:
    if old == "whole":
        return new + "\n"
    line = PLAYERS[game] if old == "players" else GAME_LIST[game]
    if old == "players" and not new.startswith("players"):
        new = f"{PLAYERS[game]}\n{new}"
    return BASE[game].replace(line, new)


def replay(tmp_path, capsys, game: str, text: str, *options) -> tuple[int, str, str]:
    path = tmp_path / f"game{SUFFIX[game]}"
    path.write_text(text, encoding="utf-8")
    status = main([str(path), *options])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("game, old, new, words", CASES,
                         ids=[f"{c[0]}-{c[2][:30]}" for c in CASES])
def test_a_field_of_the_wrong_type_is_refused_naming_the_field(tmp_path, capsys, game, old,
                                                                new, words):
    status, out, err = replay(tmp_path, capsys, game, record(game, old, new))
    assert (status, out) == (2, ""), err
    assert err.count("\n") == 1 and words in err, err
    assert err.startswith(str(tmp_path / f"game{SUFFIX[game]}"))


@pytest.mark.parametrize("game", ["tysiacha", "tichu"])
def test_the_base_records_replay(tmp_path, capsys, game):
    assert replay(tmp_path, capsys, game, BASE[game])[0] == 0


# ---------------------------------------------------------------------- control characters
# The rule: a control character in a name read from a file (an ESC that would start a
# terminal's escape sequence, a newline, a right-to-left override) is kept as its
# escape, `\x1b`, so the name shows as what it is, and harms nothing, on a terminal, in
# JSON and on the table. The same holds for anything quoted from a file in a message.
HOSTILE_NAMES = ["\x1b[31mRED", "two\nlines", "\u202eevil", "bell\x07", "c1\x9b31m"]


@pytest.mark.parametrize("game", ["tysiacha", "tichu"])
@pytest.mark.parametrize("name", HOSTILE_NAMES, ids=repr)
def test_a_name_with_control_characters_is_printed_escaped(tmp_path, capsys, game, name):
    quoted = json.dumps(name)  # a YAML double-quoted scalar too
    text = BASE[game].replace("Anna", quoted)
    shown = repr(name)[1:-1]  # \x1b[31mRED
    status, out, err = replay(tmp_path, capsys, game, text)
    assert status == 0, err
    assert name not in out and shown in out
    assert all(ch.isprintable() or ch == "\n" for ch in out)
    status, out, err = replay(tmp_path, capsys, game, text, "--json")
    assert status == 0 and all(ch.isprintable() for ch in out.strip())
    if game == "tichu":
        assert json.loads(out)["players"][0] == shown


@pytest.mark.parametrize("game", ["tysiacha", "tichu"])
def test_the_names_a_record_gives_the_table_are_escaped(tmp_path, game):
    path = tmp_path / f"game{SUFFIX[game]}"
    path.write_text(BASE[game].replace("Anna", '"\\e[2JX"'), encoding="utf-8")
    if game == "tichu":
        from game.tichu.records import load_match
        names = load_match(path).names
    else:
        from game.tysiacha.records import load_record
        names = load_record(path).players
    assert names[0] == "\\x1b[2JX"


@pytest.mark.parametrize("game", ["tysiacha", "tichu"])
def test_a_value_quoted_in_a_refusal_is_escaped(tmp_path, capsys, game):
    text = BASE[game].replace(GAME_LIST[game], '"\\e[2J": 2')
    status, out, err = replay(tmp_path, capsys, game, text)
    assert status == 2 and "\x1b" not in err and "\\x1b[2J" in err


def test_a_name_in_the_statistics_is_escaped():
    from game.core.tally import read_seat
    seat = read_seat({"name": "\x1b]0;title\x07", "human": True, "score": 5, "won": False},
                     0, ())
    assert seat["name"] == "\\x1b]0;title\\x07"


def test_escaping_leaves_every_other_character_alone():
    from game.core.yamlfile import escape_controls
    for text in ("Anna", "Вера", "Zoë & 李", "👩‍👩‍👧", "a b", ""):
        assert escape_controls(text) == text
    assert escape_controls("a\tb\r\n\x00\x7f\u2028") == "a\\tb\\r\\n\\x00\\x7f\\u2028"
