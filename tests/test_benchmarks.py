"""The strength benchmarks still run: a few deals each, and their figures add up."""
import importlib.util
import json
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(script: str, *args: str) -> str:
    done = subprocess.run([sys.executable, os.path.join(ROOT, "benchmarks", script), *args],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_double_dummy_counts_every_played_contract_once_per_way():
    out = run("double_dummy.py", "--deals", "6", "--jobs", "1", "--samples", "3")
    played, makeable, beatable = map(int, re.search(
        r"(\d+) contracts played; double dummy (\d+) made, (\d+) beaten", out).groups())
    assert played == makeable + beatable and played > 0
    rows = re.findall(r"^(rules|search defends|search declares) +(\d+) +(\d+) +(\d+) +(\d+)$",
                      out, re.M)
    assert [r[0] for r in rows] == ["rules", "search defends", "search declares"]
    for _, made, beaten, beat_of_beatable, made_of_makeable in rows:
        assert int(made) + int(beaten) == played
        assert int(beat_of_beatable) <= min(int(beaten), beatable)
        assert int(made_of_makeable) <= min(int(made), makeable)


@pytest.mark.parametrize("args", [("bid", "--shift", "400", "--deals", "6"),
                                  ("defend", "--tolerance", "1", "--deals", "15"),
                                  ("raise", "--shift", "300", "--deals", "6")])
def test_decisions_finds_where_two_policies_differ_and_plays_both_on(args):
    """Candidates far from the default differ somewhere in a few deals; each such deal
    is listed with both choices."""
    out = run("decisions.py", *args, "--jobs", "1", "--repeats", "1", "--others", "rules")
    differ = int(re.search(r"the policies differ in (\d+) deals", out).group(1))
    listed = sum(int(n) for n in re.findall(r"^  default .* candidate .* (\d+)$", out, re.M))
    assert differ == listed
    assert differ >= 1


def test_oracle_that_sees_the_layout_never_fails_a_contract_it_keeps():
    """Raising or giving up on the true layout and playing on it, the oracle makes every
    contract it plays: the solver and the engine agree on the rules of play, and the
    bot's choices stay on the solver's line (the rules judgement only breaks ties)."""
    out = run("oracle.py", "--deals", "25", "--jobs", "1")
    row = re.search(r"^sees:exchange\+raise\+play +\S+ +\S+ +(\d+) +(\d+) +(\d+) +(\d+)",
                    out, re.M)
    declared, made, failed, rospisat = map(int, row.groups())
    assert made > 0 and failed == 0
    assert made + rospisat <= declared
    assert re.search(r"sees:exchange\+raise\+play - rules: [+-]\d", out)


def load_benchmark(script: str):
    """A benchmark script as a module, to test its parts directly."""
    spec = importlib.util.spec_from_file_location(script[:-3], os.path.join(ROOT, "benchmarks",
                                                                             script))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_variants_sets_the_knobs_on_the_search_bot_and_its_judgement():
    variants = load_benchmark("variants.py")
    knobs = [variants.knob(t) for t in ("infer=0", "declare_shift=5", "give_up_share=0.4/0.1")]
    bot = variants.build("search", knobs, seed=3)
    assert bot.infer is False and bot.fallback.declare_shift == 5.0
    assert bot.fallback.give_up_share == (0.4, 0.1)
    assert bot.name == "search:infer=0,declare_shift=5.0,give_up_share=0.4/0.1"
    plain = variants.build("search", [], seed=3)  # Hard, which reads the bidding
    assert plain.infer is True and plain.fallback.give_up_share == (0.25, 0.1)


def test_variants_plays_the_tournament_and_refuses_unknown_knobs():
    out = run("variants.py", "infer=1", "budget=0.02", "max_samples=4", "--deals", "2",
              "--jobs", "1")
    name = "search:infer=1,budget=0.02,max_samples=4"
    assert re.search(rf"^{re.escape(name)} +-?\d+\.\d", out, re.M)
    assert re.search(rf"{re.escape(name)} - rules: [+-]\d", out)
    done = subprocess.run([sys.executable, os.path.join(ROOT, "benchmarks", "variants.py"),
                           "wizardry=1"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "'wizardry=1': give KNOB=VALUE" in done.stderr


def test_frames_times_every_moment_of_both_tables():
    """frames.py runs at 1000's table and at Tichu's: a few frames of each moment (the
    figures are the machine's; only that each moment was met is checked)."""
    out = run("frames.py", "--game", "both", "--only", "deal,sweep,resize,think",
              "--frames", "30", "--search-seconds", "3", "--size", "1024x640")
    assert re.search(r"^1000:$", out, re.M) and re.search(r"^Tichu:$", out, re.M)
    rows = re.findall(r"^(deal|sweep|act|resize\*?|think) +(\d+) ", out, re.M)
    assert [r[0] for r in rows] == ["deal", "sweep", "act", "resize", "resize*", "think"] * 2
    assert all(int(n) > 0 for _, n in rows), rows


def test_frames_profiles_a_moment_of_tichu():
    out = run("frames.py", "--game", "tichu", "--profile", "sweep", "--frames", "30",
              "--size", "1024x640")
    assert re.search(r"^Tichu, sweep: \d+ frames profiled", out, re.M)
    assert "tichu/table.py" in out


def test_analysis_times_each_played_deal_and_counts_the_verdicts():
    out = run("analysis.py", "--deals", "3")
    analysed, dealt = map(int, re.search(r"^(\d+) deals analysed \((\d+) dealt", out,
                                         re.M).groups())
    assert analysed == 3 and dealt >= analysed
    median, p90, worst = map(float, re.search(
        r"^seconds per deal +([\d.]+) +([\d.]+) +([\d.]+)$", out, re.M).groups())
    assert 0 < median <= p90 <= worst
    makeable, made = map(int, re.search(r"contracts: (\d+) makeable with best play, (\d+) "
                                        r"made at the table", out).groups())
    assert makeable <= analysed and made <= analysed


def test_tichu_ladder_goes_on_where_it_stopped_and_agrees_with_the_tournament(tmp_path):
    """The ladder keeps a line per round (its workers write each block as they finish
    it, in any order): a second run plays only the missing rounds, a torn last line (a run killed while writing) is played again, rounds of other code
    are left out, and the figures are the tournament's for the same rounds."""
    store = tmp_path / "ladder.jsonl"
    common = ("normal", "easy", "--seed", "5", "--jobs", "1", "--store", str(store))
    first = run("tichu_ladder.py", "normal", "easy", "--seed", "5", "--store", str(store),
                "--rounds", "2", "--jobs", "2", "--block", "1")  # a round each, two workers
    assert "0 rounds stored, 2 to play in 2 blocks of 1" in first
    assert "2 of 2 rounds" in first
    assert ", 2 of them played now in " in first  # the header: this run's rounds, not all
    with store.open("a") as f:
        f.write('{"round": 2, "poi')
    second = run("tichu_ladder.py", *common, "--rounds", "3")
    assert "2 rounds stored, 1 to play" in second
    assert len(store.read_text().splitlines()) == 4  # the torn line stays, skipped
    done = subprocess.run([sys.executable, "-m", "game", "tournament", "--game", "tichu",
                           "--bots", "normal,easy", "--deals", "3", "--seed", "5",
                           "--jobs", "1"], capture_output=True, text=True, cwd=ROOT,
                          timeout=600)
    verdict = [line for line in done.stdout.splitlines() if " - easy:" in line]
    assert verdict and verdict[0] in second.splitlines()
    shown = run("tichu_ladder.py", *common, "--rounds", "3", "--report")
    assert verdict[0] in shown.splitlines() and "to play" not in shown
    assert ", all from the store" in shown.splitlines()[0]
    with store.open("a") as f:  # a round played by other code (a bot changed since)
        row = json.loads(store.read_text().splitlines()[0])
        f.write(json.dumps({**row, "code": "elsewhere"}) + "\n")
        f.write('{"round": 1, "code": "elsewhere", "points": [0, 900]}\n')  # cut short
    shown = run("tichu_ladder.py", *common, "--rounds", "3", "--report")
    assert "2 stored rounds were played by other code" in shown
    assert verdict[0] in shown.splitlines()
    earlier = run("tichu_ladder.py", *common, "--rounds", "3", "--report",
                  "--code", "elsewhere")
    assert "the rounds of code elsewhere" in earlier
    assert "(rounds 0..2: 1 played so far" in earlier


def test_mirror_pictures_every_observation_of_both_games():
    """mirror.py follows random games by every seat's picture: every observation pictured
    (none left out), some made afresh and timed."""
    out = run("mirror.py", "--games", "3")
    rows = re.findall(r"^(1000, 3 players|1000, 4 players|Tichu) +(\d+) +(\d+) +(\d+) .* (\d+)$",
                      out, re.M)
    assert [r[0] for r in rows] == ["1000, 3 players", "1000, 4 players", "Tichu"], out
    for _, games, seen, afresh, failed in rows:
        assert int(games) == 3 and int(seen) > int(afresh) > 0 and int(failed) == 0, out


def test_tichu_review_times_each_round_and_counts_its_decisions():
    out = run("tichu_review.py", "--rounds", "1", "--playouts", "12")
    assert re.search(r"^1 rounds reviewed for seat 0", out, re.M)
    median, p90, worst = map(float, re.search(
        r"^CPU seconds per round +([\d.]+) +([\d.]+) +([\d.]+)$", out, re.M).groups())
    assert 0 < median <= p90 <= worst
    judged = float(re.search(r"^decisions judged per round +([\d.]+)", out, re.M).group(1))
    costly = float(re.search(r"^costly per round +([\d.]+)", out, re.M).group(1))
    assert 0 <= costly <= judged and judged > 0
def test_hint_reasons_times_a_hint_with_and_without_its_reasons():
    """Why this?: both games' hints timed both ways, over the same positions."""
    out = run("hint_reasons.py", "--positions", "2", "--repeats", "1")
    for game in ("tysiacha", "tichu"):
        assert re.search(rf"^{game}: 2 hints, without reasons \d+ ms .* with reasons \d+ ms "
                         r".*: [+-]\d+\.\d%$", out, re.M), out
