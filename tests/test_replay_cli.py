"""`python -m game replay FILE [--json]` (RECORD_FORMAT.md, "Replay"): the score sheet,
exit 1 and one line for a rule broken, exit 2 and one line for a file that is no record."""
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.commands.replay import main
from game.tysiacha.engine.match import Match
from game.tysiacha.engine.rules import Rules
from game.tysiacha.engine.standing import Standing
from game.tysiacha.records import save_record

ROOT = Path(__file__).resolve().parent.parent

# Boris (seat 1) wins at 120, raises to 200, declares ♥ and makes it exactly; Anna
# declares ♦; Vera takes nothing (a zero mark). The 2nd deal is a saved game in progress.
RECORD = """\
format: tysiacha-record/1
rules:
  players: 3
players: [Anna, Boris, Vera]
cut: [[9H, KS, AC]]
deals:
  - hands:
      - [AD, 10D, KD, QD, AC, 10C, 10S]
      - [AH, 10H, KH, QH, AS, 9S, 9D]
      - [JH, 9H, JS, KC, QC, JC, 9C]
    prikup: [KS, QS, JD]
    bids: [100, 120, pass, pass]
    give: {0: 9S, 2: JD}
    raise: 200
    plays: [9D, JD, AD, KD*, QS, 9C, 10S, AS, JS, KH*, 9H, 9S,
            AH, JH, 10C, 10H, KC, QD, QH, QC, 10D, KS, JC, AC]
  - hands:
      - [AD, 10D, KD, QD, AC, 10C, 10S]
      - [AH, 10H, KH, QH, AS, 9S, 9D]
      - [JH, 9H, JS, KC, QC, JC, 9C]
    prikup: [KS, QS, JD]
    bids: [100, 120]
"""
FIRST = RECORD.index("  - hands:")
DEAL = RECORD[FIRST:RECORD.index("  - hands:", FIRST + 1)]  # the first deal


def run(tmp_path, capsys, text, *options):
    path = tmp_path / "game.tysiacha.yaml"
    path.write_text(text, encoding="utf-8")
    status = main([str(path), *options])
    out, err = capsys.readouterr()
    return status, out, err


def main_status(tmp_path, capsys, text):
    return run(tmp_path, capsys, text)[0]


def refused(tmp_path, capsys, text, status):
    got, out, err = run(tmp_path, capsys, text)
    assert got == status, err
    assert out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    return err.strip()


def edit(old, new, text=RECORD):
    assert old in text
    return text.replace(old, new, 1)


def test_replay_prints_the_score_sheet(tmp_path, capsys):
    status, out, err = run(tmp_path, capsys, RECORD)
    assert status == 0 and err == ""
    rows = [line for line in out.splitlines() if line.lstrip().startswith("1 ")]
    assert len(rows) == 1
    row = rows[0]
    for part in ("Vera", "Boris", "200", "made", "100  +100   100", "200  +200   200",
                 "Vera: zero"):
        assert part in row
    assert "scores:    Anna 100, Boris 200, Vera 0" in out
    assert "deal 2 is in progress at the bidding, Anna to act" in out


def test_replay_json_is_one_object_as_in_the_spec(tmp_path, capsys):
    status, out, _ = run(tmp_path, capsys, RECORD, "--json")
    assert status == 0 and out.count("\n") == 1
    data = json.loads(out)
    assert data == {
        "deals": [{"dealer": 2, "declarer": 1, "contract": 200, "points": [100, 200, 0],
                   "made": True, "deltas": [100, 200, 0], "scores": [100, 200, 0],
                   "marks": [[], [], ["zero"]]}],
        "scores": [100, 200, 0], "barrel": {}, "zeros": [0, 0, 1], "rospisat": [0, 0, 0],
        "finished": False, "winner": None}


def test_replay_json_of_a_finished_game_with_the_barrel(tmp_path, capsys):
    rules = Rules.from_mapping({"players": 4})
    standing = Standing((700, 880, 955, 880), (None, 2, None, 0), (0, 0, 2, 0), (1, 0, 0, 2),
                        30)
    for seed in range(40):
        match = Match(rules, None, random.Random(seed), standing=standing)
        rng = random.Random(seed)
        while not match.finished and len(match.deals) < 30:
            if match.needs_deal:
                match.start_deal()
            match.apply(rng.choice(match.legal_actions()))
        if match.finished:
            break
    assert match.finished
    path = save_record(match, tmp_path / "end.tysiacha.yaml")
    assert main([str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["finished"] is True and data["winner"] == list(match.winners)
    assert data["scores"] == list(match.standing.scores)
    assert data["barrel"] == {str(s): b for s, b in enumerate(match.standing.barrel)
                              if b is not None}
    assert len(data["deals"]) == len(match.sheet)
    assert all(d["points"][d["dealer"]] is None for d in data["deals"])  # R40: dealer out
    assert main([str(path)]) == 0
    assert "winner:    " + " and ".join(match.names[w] for w in match.winners) in \
        capsys.readouterr().out


# ---------------------------------------------------------------------- exit 1: a rule
def test_a_play_not_following_suit_exits_1_naming_deal_and_play(tmp_path, capsys):
    text = edit("plays: [9D, JD, AD,", "plays: [9D, 9C, AD,")
    assert refused(tmp_path, capsys, text, 1) == \
        "deal 1, plays 2: 9C does not follow the led suit D (R36)"


def test_a_play_in_a_later_deal_names_that_deal(tmp_path, capsys):
    # the same cards again, Anna dealing: Boris bids first and wins at 120 again
    second = edit("bids: [100, 120, pass, pass]", "bids: [100, pass, 110, 120, pass]", DEAL)
    assert main_status(tmp_path, capsys, RECORD[:FIRST] + DEAL + second) == 0
    second = edit("10S, AS,", "10S, KH,", second)
    err = refused(tmp_path, capsys, RECORD[:FIRST] + DEAL + second, 1)
    assert err == "deal 2, plays 8: KH does not follow the led suit S (R36)"


@pytest.mark.parametrize("bids, message", [
    ("[pass, 120, pass, pass]", "deal 1, bids 1: the first bidder must bid 100 (R15)"),
    ("[100, 100, pass, pass]", "deal 1, bids 2: bid 100 is not higher than 100 (R16)"),
    ("[100, 120, pass, 210]", "deal 1, bids 4: bid 210 is above the limit 200 of this hand "
                              "(R17)"),
])
def test_an_illegal_bid_exits_1(tmp_path, capsys, bids, message):
    text = edit("bids: [100, 120, pass, pass]", f"bids: {bids}")
    assert refused(tmp_path, capsys, text, 1) == message


def test_a_deal_after_the_game_ended_exits_1(tmp_path, capsys):
    text = edit("cut: [[9H, KS, AC]]\n", "start:\n  dealer: 2\n  scores: [0, 800, 0]\n"
                                         "  barrel: {}\n", edit("  players: 3\n",
                                                                "  players: 3\n  barrel: false\n"))
    assert refused(tmp_path, capsys, text, 1) == \
        "deal 2: the game ended after deal 1; no deal may follow (R55)"


# ---------------------------------------------------------------------- exit 2: no record
@pytest.mark.parametrize("old, new, expected", [
    ("[JH, 9H, JS,", "[JH, 9H, AD, JS,", "line 10: deal 1: 25 cards dealt"),
    ("[JH, 9H, JS,", "[AD, 9H, JS,", "line 10: deal 1: AD is dealt twice"),
    ("[AD, 10D, KD, QD, AC, 10C, 10S]", "[AD, 10D, KD, QD, AC, 10C, 1H]",
     "line 8: deal 1, hands: 1H is not a card"),
    ("give: {0: 9S, 2: JD}", "give: {0: 9S, 2: JD", "line 14: not valid YAML: did not find "
     "expected ',' or '}' (while parsing a flow mapping on line 13)"),
    ("    raise: 200\n", "    raise: 200\n    note: hi\n", "line 15: deal 1: unknown key 'note'"),
    ("players: [Anna, Boris, Vera]", "players: [Anna, Boris, Vera, Gleb]",
     "line 4: players: 4 names for 3 players"),
    ("format: tysiacha-record/1", "format: tysiacha-record/9", "line 1: format:"),
])
def test_a_file_that_is_no_record_exits_2_with_the_line(tmp_path, capsys, old, new, expected):
    err = refused(tmp_path, capsys, edit(old, new), 2)
    assert err.startswith(f"{tmp_path / 'game.tysiacha.yaml'}, {expected}")


def test_a_missing_file_exits_2(tmp_path, capsys):
    assert main([str(tmp_path / "nowhere.tysiacha.yaml")]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.strip().endswith("nowhere.tysiacha.yaml: no such file")


def test_usage_errors_exit_2(capsys):
    assert main([]) == 2
    assert "FILE" in capsys.readouterr().err


def test_python_m_game_replay_runs_as_a_program(tmp_path):
    main_py = (ROOT / "game" / "__main__.py")
    if not main_py.exists() or "replay" not in main_py.read_text(encoding="utf-8"):
        pytest.skip("game/__main__.py has no replay subcommand yet")
    path = tmp_path / "game.tysiacha.yaml"
    path.write_text(RECORD, encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "game", "replay", str(path), "--json"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["scores"] == [100, 200, 0]
    path.write_text(edit("plays: [9D, JD, AD,", "plays: [9D, 9C, AD,"), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "game", "replay", str(path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert (proc.returncode, proc.stdout) == (1, "")
    assert proc.stderr == "deal 1, plays 2: 9C does not follow the led suit D (R36)\n"
