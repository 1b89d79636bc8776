"""`python -m game tournament`: duplicate deals, every seating, a paired comparison."""
from game.__main__ import main
from game.tysiacha.cli.tournament import seatings
from game.core.jobs import ci95


def test_seatings_give_every_bot_every_seat():
    plans = seatings(["a", "b"], 3)
    assert len(plans) == 6  # 2**3 assignments less the two with one bot only
    for seat in range(3):
        assert {p[seat] for p in plans} == {"a", "b"}
    assert len(seatings(["a", "b"], 4)) == 14
    assert len(seatings(["a", "b", "c"], 3)) == 6


def test_ci95_of_a_constant_is_tight_and_of_noise_is_wide():
    assert ci95([3.0, 3.0, 3.0]) == (3.0, 0.0)
    mean, half = ci95([-10.0, 10.0, -10.0, 10.0])
    assert mean == 0.0 and half > 5


def test_tournament_reports_each_bot_and_the_paired_difference(capsys):
    assert main(["tournament", "--bots", "simple,random", "--deals", "30", "--seed", "4",
                 "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "30 duplicate deals x 6 seatings" in out
    rows = {line.split()[0]: line.split() for line in out.splitlines()
            if line.startswith(("simple ", "random "))}
    assert set(rows) == {"simple", "random"}
    assert float(rows["simple"][1]) > float(rows["random"][1])  # the floor is the floor
    assert "simple - random:" in out and "simple better" in out
    # a bot's points split into its declarers' and its defenders': 6 seatings hold 9
    # seats of each bot per deal, and every seat not declaring defends
    for row in rows.values():
        per_deal, declared = float(row[1]), int(row[3])
        as_declarer, as_defender = float(row[7]), float(row[8])
        seats = 9 * 30
        total = as_declarer * declared + as_defender * (seats - declared)
        assert abs(total - per_deal * seats) <= 0.05 * 2 * seats


def test_tournament_counts_game_wins_when_asked(capsys):
    assert main(["tournament", "--bots", "simple,random", "--deals", "2", "--games", "1",
                 "--rules", "golden_set=true", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "game wins" in out and "golden_set=True" in out


def test_seatings_played_in_parallel_give_the_same_results(capsys):
    """Each seating is its own table over the same deal stream: playing the seatings in
    worker processes changes nothing but the time taken."""
    def figures(jobs):
        assert main(["tournament", "--bots", "simple,random", "--deals", "12", "--seed", "9",
                     "--games", "1", "--jobs", jobs]) == 0
        lines = capsys.readouterr().out.splitlines()[1:]
        # the decision times (columns 10 to 12) differ from run to run
        return [ln.split()[:9] + ln.split()[12:] if ln.startswith(("simple", "random"))
                else ln for ln in lines]

    assert figures("1") == figures("2")


def test_tournament_refuses_bad_jobs(capsys):
    assert main(["tournament", "--bots", "simple,random", "--jobs", "0"]) == 2
    assert "argument --jobs: 0 is too small; at least 1" in capsys.readouterr().err


def test_one_deal_gives_no_interval_rather_than_an_infinite_one(capsys):
    assert main(["tournament", "--bots", "simple,random", "--deals", "1", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "inf" not in out and "nan" not in out
    rows = [line.split() for line in out.splitlines() if line.startswith(("simple ", "random "))]
    assert [row[2] for row in rows] == ["n/a", "n/a"]
    assert "simple - random:" in out and "n/a (no interval from one deal)" in out
    assert ci95([5.0]) == (5.0, None)


def test_tournament_refuses_bad_bot_lists(capsys):
    assert main(["tournament", "--bots", "simple"]) == 2
    assert "two or more different bots" in capsys.readouterr().err
    assert main(["tournament", "--bots", "expert,hard"]) == 2  # 1000's Expert is Hard now
    assert "two or more different bots (expert is hard)" in capsys.readouterr().err
    assert main(["tournament", "--bots", "simple,wizard"]) == 2
    assert "unknown bot 'wizard'" in capsys.readouterr().err


def test_each_seating_carries_its_counters_from_deal_to_deal():
    """R32: the third rospisat' of a seat is penalised, so counters must carry over."""
    from game.tysiacha.ai.runner import carry_counters as next_standing
    from game.tysiacha.engine.standing import Standing
    after = Standing((120, -60, 35), (0, None, None), (1, 2, 0), (0, 2, 1), 7)
    nxt = next_standing(after)
    assert nxt.scores == (0, 0, 0) and nxt.barrel == (None, None, None)
    assert (nxt.zeros, nxt.rospisat, nxt.deals_played) == ((1, 2, 0), (0, 2, 1), 7)
