"""The command line with --game tichu: simulate, tournament and replay."""
import json

from game.__main__ import main


def test_simulate_tichu_writes_records_that_replay(tmp_path, capsys):
    assert main(["simulate", "--game", "tichu", "--games", "2", "--seed", "3",
                 "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "games              2" in out and "wins per player" in out
    rec = tmp_path / "game-0001.tichu.yaml"
    assert main(["replay", str(rec), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "tichu" and data["finished"] and data["winner"]
    for row in data["rounds"]:
        assert row["double_win"] or sum(row["card_points"]) == 100
        assert set(row) >= {"out", "calls", "card_points", "change", "scores"}
    assert main(["replay", str(rec)]) == 0
    assert "winner:" in capsys.readouterr().out


def test_replay_of_a_broken_tichu_record_names_round_action_and_rule(tmp_path, capsys):
    main(["simulate", "--game", "tichu", "--games", "1", "--out", str(tmp_path)])
    capsys.readouterr()
    rec = tmp_path / "game-0001.tichu.yaml"
    lines = rec.read_text().splitlines()
    k = next(i for i, line in enumerate(lines) if line.strip().endswith(" pass"))
    seat = lines[k].split()[1]
    lines[k] = lines[k].replace(f"{seat} pass", f"{seat} play DR DOG")
    rec.write_text("\n".join(lines) + "\n")
    assert main(["replay", str(rec)]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("round 1, action ") and err.endswith(")") and "(T" in err
    rec.write_text("format: tichu-record/1\nplayers: [a, b]\n")
    assert main(["replay", str(rec)]) == 2
    assert "players: four names" in capsys.readouterr().err


def test_tournament_tichu_compares_two_bots_on_duplicate_rounds(capsys):
    assert main(["tournament", "--game", "tichu", "--bots", "rules,random", "--deals", "6",
                 "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "6 duplicate rounds x 2 seatings" in out
    assert "normal - random:" in out and "normal better" in out
    assert main(["tournament", "--game", "tichu", "--bots", "normal,hard,random"]) == 2
    assert "two different bots" in capsys.readouterr().err
    assert main(["tournament", "--game", "tichu", "--bots", "normal,random", "--players", "3"]) == 2


def test_the_record_format_documents_a_record_that_replays(tmp_path, capsys):
    import re
    from pathlib import Path
    text = (Path(__file__).resolve().parents[2] / "docs" / "TICHU_RECORD_FORMAT.md").read_text()
    record = re.search(r"```yaml\n(.*?)```", text, re.S).group(1)
    shown = json.loads(re.search(r"```json\n(.*?)```", text, re.S).group(1))
    path = tmp_path / "example.tichu.yaml"
    path.write_text(record)
    assert main(["replay", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == shown
