"""Settings: defaults, the player's overrides, validation messages, atomic saving."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from game.tysiacha.engine.rules import OPTIONS_BY_KEY, PRESETS, RULE_OPTIONS, Rules
from game.settings import (GAME_OPTIONS, GameSettings, LoadResult, SettingsError, yaml_scalar,
                           default_settings_text, load_settings, save_settings, settings_path,
                           user_config_dir, user_data_dir)

REPO = Path(__file__).resolve().parent.parent
RULE_KEYS = "preset, " + ", ".join(o.key for o in RULE_OPTIONS)
GAME_KEYS = ", ".join(o.key for o in GAME_OPTIONS)
IGNORED = "; the whole file is ignored and the defaults are used"


@pytest.fixture(autouse=True)
def _private_dirs(tmp_path, monkeypatch):
    """Never touch the real config folder."""
    monkeypatch.setenv("TYSIACHA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("TYSIACHA_DATA_DIR", str(tmp_path / "data"))


def write(path: Path, content: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    os.utime(path, ns=(1_000_000_000_000_000_000, 1_000_000_000_000_000_000))  # a past mtime
    return path


def snapshot(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


# -- defaults and the generated file --------------------------------------------------

def test_repo_settings_yaml_is_the_generated_default_text():
    assert (REPO / "settings.yaml").read_text(encoding="utf-8") == default_settings_text()


def test_default_text_loads_to_the_defaults_without_errors(tmp_path):
    result = load_settings(write(tmp_path / "s.yaml", default_settings_text()))
    assert result.errors == []
    assert result.rules == Rules()
    assert result.game == GameSettings()


def test_default_text_lists_every_key_with_its_rule_and_values():
    text = default_settings_text()
    assert "  # preset: classic" in text and "classic | polish | french" in text
    for opt in RULE_OPTIONS:
        line = next(ln for ln in text.splitlines() if ln.startswith(f"  {opt.key}:"))
        assert f"# {opt.rule} - " in line and "; values: " in line
    assert "  barrel_score: 880" in text and "a multiple of 5 from 880 to 1000" in text
    assert '  hand_monitor: "off"' in text  # YAML would read a bare off as false


def test_game_settings_fields_match_game_options():
    defaults = {f: getattr(GameSettings(), f) for f in GameSettings.__dataclass_fields__}
    assert defaults == {o.key: o.default for o in GAME_OPTIONS}
    for opt in GAME_OPTIONS:
        assert opt.default == opt.values[0] and opt.help


def test_missing_file_gives_the_defaults(tmp_path):
    result = load_settings(tmp_path / "nope.yaml")
    assert isinstance(result, LoadResult)
    assert (result.rules, result.game, result.errors) == (Rules(), GameSettings(), [])


@pytest.mark.parametrize("content", ["", "# only a comment\n", "\n\n", "---\n"])
def test_empty_file_gives_the_defaults_and_no_error(tmp_path, content):
    path = write(tmp_path / "settings.yaml", content)
    result = load_settings(path)
    assert (result.rules, result.game, result.errors) == (Rules(), GameSettings(), [])


def test_paths_follow_the_environment(tmp_path):
    assert user_config_dir() == tmp_path / "config"
    assert settings_path() == tmp_path / "config" / "settings.yaml"
    assert user_data_dir() == tmp_path / "data"


def test_load_without_path_reads_the_user_config_dir(tmp_path):
    write(tmp_path / "config" / "settings.yaml", "game:\n  sound: false\n")
    result = load_settings()
    assert result.path == tmp_path / "config" / "settings.yaml"
    assert result.game.sound is False and result.errors == []


# -- overrides ----------------------------------------------------------------------

def test_user_file_overrides_only_the_keys_it_gives(tmp_path):
    path = write(tmp_path / "s.yaml", "rules:\n  players: 4\n  rospisat: free\n"
                                     "game:\n  language: ru\n  hand_monitor: \"open\"\n")
    result = load_settings(path)
    assert result.errors == []
    assert result.rules == Rules(players=4, rospisat="free")
    assert result.game == GameSettings(language="ru", hand_monitor="open")


def test_preset_first_then_explicit_keys(tmp_path):
    result = load_settings(write(tmp_path / "s.yaml", "rules: {bid_step: 5, preset: polish}\n"))
    assert result.errors == []
    assert result.rules == Rules.from_mapping(PRESETS["polish"]).with_changes(bid_step=5)
    assert result.rules.rounding_unit == 10 and result.rules.must_beat is True


def test_a_bad_key_falls_back_and_the_rest_still_applies(tmp_path):
    path = write(tmp_path / "s.yaml", "rules:\n  preset: polish\n  bid_step: 7\n  players: 4\n")
    result = load_settings(path)
    assert len(result.errors) == 1
    assert result.rules.bid_step == 10  # the preset's value
    assert result.rules.players == 4


# -- broken files -------------------------------------------------------------------

BROKEN = {
    "syntax_bad_indentation": (
        "rules:\n  bid_step: 10\n players: 4\n",
        "{p}, line 3: not valid YAML: expected <block end>, but found '<block mapping start>'"
        " (bad indentation: keys of one mapping must line up) (while parsing a block mapping"
        " on line 1)" + IGNORED, {}),
    "syntax_unclosed_bracket": (
        "rules:\n  bid_step: [10\n  players: 4\n",
        "{p}, line 3: not valid YAML: expected ',' or ']', but got ':' (while parsing a flow"
        " sequence on line 2)" + IGNORED, {}),
    "syntax_tab": (
        "rules:\n\tbid_step: 10\n",
        "{p}, line 2: not valid YAML: a tab character (indent with spaces)" + IGNORED, {}),
    "syntax_unclosed_quote": (
        'game:\n  language: "en\n',
        "{p}, line 3: not valid YAML: found unexpected end of stream (while scanning a quoted"
        " scalar on line 2)" + IGNORED, {}),
    "top_level_list": (
        "- rules\n- game\n",
        "{p}, line 1: the file must hold the sections rules:, game: and tichu:, not a list" + IGNORED, {}),
    "top_level_scalar": (
        "hello\n",
        "{p}, line 1: the file must hold the sections rules:, game: and tichu:, not the text hello"
        + IGNORED, {}),
    "not_utf8": (
        b"game:\n  language: \xff\n",
        "{p}, line 2: not UTF-8 text (save the file as UTF-8)" + IGNORED, {}),
    "unknown_section": (
        "rules:\n  target: 1001\ngaem:\n  sound: false\n",
        "{p}, line 3: gaem: unknown section (did you mean game?); allowed: rules, game, tichu",
        {"target": 1001}),
    "section_not_a_mapping": (
        "game:\n  sound: false\nrules: 5\n",
        "{p}, line 3: rules: expected indented key: value lines, not 5; the section is ignored",
        {"sound": False}),
    "unknown_rules_key": (
        "rules:\n  target: 1001\n  jokers: true\n",
        "{p}, line 3: rules.jokers: unknown key; allowed: " + RULE_KEYS, {"target": 1001}),
    "unknown_game_key": (
        "game:\n  music: true\n  sound: false\n",
        "{p}, line 2: game.music: unknown key; allowed: " + GAME_KEYS, {"sound": False}),
    "misspelt_key": (
        "rules:\n  target: 1001\n  bid_stpe: 10\n",
        "{p}, line 3: rules.bid_stpe: unknown key (did you mean bid_step?)", {"target": 1001}),
    "string_for_int": (
        "rules:\n  bid_step: ten\n",
        "{p}, line 2: rules.bid_step: ten is not allowed; allowed: 5, 10", {"bid_step": 5}),
    "float_for_int": (
        "rules:\n  bid_step: 10.0\n",
        "{p}, line 2: rules.bid_step: 10.0 is not allowed; allowed: 5, 10", {"bid_step": 5}),
    "list_for_bool": (
        "game:\n  sound: [true]\n",
        "{p}, line 2: game.sound: a list [true] is not allowed; allowed: true, false",
        {"sound": True}),
    "block_list_for_bool": (
        "game:\n  sound:\n    - false\n  language: pl\n",
        "{p}, line 2: game.sound: a list (- false) is not allowed; allowed: true, false",
        {"sound": True, "language": "pl"}),
    "mapping_for_string": (
        "game:\n  language:\n    en: true\n",
        "{p}, line 2: game.language: a mapping (en: true) is not allowed; allowed: en, de, ru, pl, uk",
        {"language": "en"}),
    "barrel_score_875": (
        "rules:\n  barrel_score: 875\n",
        "{p}, line 2: rules.barrel_score: 875 is not allowed; allowed: a multiple of 5 from 880"
        " to 1000", {"barrel_score": 880}),
    "barrel_score_1005": (
        "rules:\n  barrel_score: 1005\n",
        "{p}, line 2: rules.barrel_score: 1005 is not allowed; allowed: a multiple of 5 from 880"
        " to 1000", {"barrel_score": 880}),
    "silence_value_5": (
        "rules:\n  silence: true\n  silence_value: 5\n",
        "{p}, line 3: rules.silence_value: 5 is not allowed; allowed: a multiple of 5 from -200"
        " to 0", {"silence": True, "silence_value": 0}),
    "silence_value_-205": (
        "rules:\n  silence_value: -205\n",
        "{p}, line 2: rules.silence_value: -205 is not allowed; allowed: a multiple of 5 from -200"
        " to 0", {"silence_value": 0}),
    "bid_step_7": (
        "# my rules\nrules:\n  bid_step: 7   # club rule\n",
        "{p}, line 3: rules.bid_step: 7 is not allowed; allowed: 5, 10", {"bid_step": 5}),
    "players_5": (
        "rules:\n  players: 5\n",
        "{p}, line 2: rules.players: 5 is not allowed; allowed: 3, 4", {"players": 3}),
    "bad_preset": (
        "rules:\n  preset: german\n  target: 1001\n",
        "{p}, line 2: rules.preset: german is not allowed; allowed: classic, polish, french",
        {"target": 1001, "bid_step": 5}),
    "language_no": (
        "game:\n  language: no\n",
        '{p}, line 2: game.language: no is not allowed; allowed: en, de, ru, pl, uk'
        ' (YAML reads no as false, not as the word "no")', {"language": "en"}),
    "animation_speed_yes": (
        "game:\n  animation_speed: yes\n",
        '{p}, line 2: game.animation_speed: yes is not allowed; allowed: normal, off, slow, fast'
        ' (YAML reads yes as true, not as the word "yes")', {"animation_speed": "normal"}),
    "rospisat_off": (
        "rules:\n  rospisat: off\n",
        "{p}, line 2: rules.rospisat: off is not allowed; allowed: every_third, every_time,"
        ' twice_free, free, disabled, with_spisat (YAML reads off as false, not as the word "off")',
        {"rospisat": "every_third"}),
    "players_quoted": (
        'rules:\n  players: "3"\n',
        '{p}, line 2: rules.players: "3" is not allowed; allowed: 3, 4 (write 3 without quotes)',
        {"players": 3}),
    "sound_quoted": (
        "game:\n  sound: 'false'\n",
        "{p}, line 2: game.sound: 'false' is not allowed; allowed: true, false"
        " (write false without quotes)", {"sound": True}),
    "players_true": (
        "rules:\n  players: true\n",
        "{p}, line 2: rules.players: true is not allowed; allowed: 3, 4", {"players": 3}),
    "duplicate_key": (
        "rules:\n  bid_step: 10\n  players: 4\n  bid_step: 5\n",
        "{p}, line 4: rules.bid_step: given twice (first on line 2); this one is ignored",
        {"bid_step": 10, "players": 4}),
    "duplicate_section": (
        "game:\n  sound: false\ngame:\n  sound: true\n",
        "{p}, line 3: game: section given twice (first on line 1); this one is ignored",
        {"sound": False}),
    "null_value": (
        "rules:\n  bid_step:\n  target: 1001\n",
        "{p}, line 2: rules.bid_step: no value given; allowed: 5, 10",
        {"bid_step": 5, "target": 1001}),
    "odd_tag": (
        "rules:\n  bid_step: !!int ten\n",
        "{p}, line 2: rules.bid_step: !!int ten is not allowed; allowed: 5, 10", {"bid_step": 5}),
}


@pytest.mark.parametrize("content, message, expect", BROKEN.values(), ids=BROKEN.keys())
def test_broken_file_gives_one_precise_message_and_is_left_unchanged(tmp_path, content, message,
                                                                     expect):
    path = write(tmp_path / "config" / "settings.yaml", content)
    before = snapshot(path)
    result = load_settings(path)
    assert result.errors == [message.format(p=path)]
    assert snapshot(path) == before
    values = {**result.rules.to_mapping(), **result.game.to_mapping()}
    defaults = {**Rules().to_mapping(), **GameSettings().to_mapping()}
    assert values == {**defaults, **expect}


def test_there_are_at_least_twenty_broken_files():
    assert len(BROKEN) >= 20


def test_unreadable_path_is_reported(tmp_path):
    (tmp_path / "settings.yaml").mkdir()
    result = load_settings(tmp_path / "settings.yaml")
    assert len(result.errors) == 1 and "cannot be read" in result.errors[0]
    assert result.rules == Rules()


# -- saving -------------------------------------------------------------------------

def test_save_creates_the_file_from_the_default_text(tmp_path):
    path = save_settings({"rules": {"bid_step": 10}, "game": {"language": "pl"}})
    assert path == tmp_path / "config" / "settings.yaml"
    text = path.read_text(encoding="utf-8")
    expected = default_settings_text().replace("  bid_step: 5    ", "  bid_step: 10   ")
    expected = expected.replace("  language: en  ", "  language: pl  ")
    assert text == expected


def test_save_then_load_round_trip(tmp_path):
    path = tmp_path / "deep" / "er" / "settings.yaml"
    rules = {"players": 4, "rospisat_points": "half_bid", "silence_value": -150, "must_beat": True}
    game = {"hand_monitor": "off", "animation_speed": "off", "sound": False, "language": "uk"}
    save_settings({"rules": rules, "game": game}, path)
    save_settings({"rules": {"rospisat_penalty": "bid"}, "game": {"hand_monitor": "counts"}}, path)
    result = load_settings(path)
    assert result.errors == []
    assert result.rules == Rules(**rules, rospisat_penalty="bid")
    assert result.game == GameSettings(**{**game, "hand_monitor": "counts"})


USER_FILE = """\
# My own settings -- hands off!
rules:
  # we play for 1001
  target: 1001     # since 2019
  bid_step: 5    # club rule
  players:
game:   # the table
  sound: yes  # loud
"""


def test_save_keeps_comments_and_edits_values_in_place(tmp_path):
    path = write(tmp_path / "settings.yaml", USER_FILE)
    save_settings({"rules": {"bid_step": 10, "players": 4}, "game": {"sound": False}}, path)
    assert path.read_text() == USER_FILE.replace("bid_step: 5    #", "bid_step: 10   #").replace(
        "  players:\n", "  players: 4\n").replace("sound: yes  #", "sound: false  #")
    assert load_settings(path).errors == []


def test_save_appends_missing_keys_and_sections(tmp_path):
    path = write(tmp_path / "settings.yaml", "rules:\n    target: 1001   # mine\n")
    save_settings({"rules": {"four_aces": True}, "game": {"language": "ru"}}, path)
    text = path.read_text()
    assert text.startswith("rules:\n    target: 1001   # mine\n    four_aces: true ")
    assert "\ngame:\n  language: ru " in text
    result = load_settings(path)
    assert result.errors == [] and result.rules.four_aces and result.rules.target == 1001
    assert result.game.language == "ru"


def test_save_fills_an_empty_section(tmp_path):
    path = write(tmp_path / "settings.yaml", "rules:   # empty for now\ngame:\n")
    save_settings({"rules": {"players": 4}, "game": {"sound": False}}, path)
    result = load_settings(path)
    assert result.errors == [] and result.rules.players == 4 and result.game.sound is False
    assert path.read_text().startswith("rules:   # empty for now\n  players: 4 ")


def test_save_preset_uncomments_the_preset_line_and_resets_the_stated_keys(tmp_path):
    path = save_settings({"rules": {"players": 4}})
    save_settings({"rules": {"preset": "polish"}})
    text = path.read_text()
    assert "\n  preset: polish                 # classic | polish" in text
    assert load_settings().rules == Rules.from_mapping({"preset": "polish"})
    save_settings({"rules": {"preset": "classic", "players": 4}})
    assert load_settings().rules == Rules(players=4)


def test_save_fixes_a_bad_value(tmp_path):
    path = write(tmp_path / "settings.yaml", "rules:\n  bid_step: 7\n")
    save_settings({"rules": {"bid_step": 10}}, path)
    assert path.read_text() == "rules:\n  bid_step: 10\n"
    assert load_settings(path).errors == []


def test_save_keeps_windows_line_endings(tmp_path):
    path = write(tmp_path / "settings.yaml", "rules:\r\n  players: 3\r\n")
    save_settings({"rules": {"players": 4, "target": 1001}}, path)
    assert path.read_bytes().startswith(b"rules:\r\n  players: 4\r\n  target: 1001 ")
    assert b"\n" not in path.read_bytes().replace(b"\r\n", b"")


def test_save_without_changes_does_not_touch_the_file(tmp_path):
    path = write(tmp_path / "settings.yaml", "rules:\n  players: 4\n")
    before = snapshot(path)
    save_settings({"rules": {"players": 4}}, path)
    assert snapshot(path) == before


def test_save_is_atomic_and_leaves_no_temp_files(tmp_path):
    path = save_settings({"rules": {"players": 4}, "game": {"sound": False}})
    save_settings({"rules": {"players": 3}})
    assert sorted(p.name for p in path.parent.iterdir()) == ["settings.yaml"]


def test_a_failed_save_leaves_the_old_file_and_no_temp_file(tmp_path, monkeypatch):
    path = write(tmp_path / "settings.yaml", "rules:\n  players: 4\n")
    before = snapshot(path)

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(SettingsError, match="cannot be saved"):
        save_settings({"rules": {"players": 3}}, path)
    assert snapshot(path) == before
    assert [p.name for p in tmp_path.iterdir()] == ["settings.yaml"]


@pytest.mark.parametrize("content", [
    "rules:\n  bid_step: 10\n players: 4\n", "rules:\n  bid_step: [10\n", "- rules\n",
    b"\xff\xfe", "rules: 5\n", "game: {sound: true}\n"])
def test_save_over_a_broken_file_raises_and_leaves_it_unchanged(tmp_path, content):
    path = write(tmp_path / "settings.yaml", content)
    before = snapshot(path)
    with pytest.raises(SettingsError) as info:
        save_settings({"rules": {"players": 4}, "game": {"language": "pl"}}, path)
    assert str(info.value).startswith(str(path)) and "\n" not in str(info.value)
    assert snapshot(path) == before


@pytest.mark.parametrize("rules, game, message", [
    ({"bid_step": 7}, {}, "rules.bid_step: 7 is not allowed; allowed: 5, 10"),
    ({"players": True}, {}, "rules.players: true is not allowed; allowed: 3, 4"),
    ({"preset": "german"}, {},
     "rules.preset: german is not allowed; allowed: classic, polish, french"),
    ({}, {"langauge": "pl"}, "game.langauge: unknown key (did you mean language?)"),
])
def test_save_refuses_a_bad_change(tmp_path, rules, game, message):
    path = write(tmp_path / "settings.yaml", "rules:\n  players: 4\n")
    with pytest.raises(SettingsError, match="^" + message.replace("(", r"\(").replace(")", r"\)")
                       .replace("?", r"\?") + "$"):
        save_settings({"rules": rules, "game": game}, path)
    assert path.read_text() == "rules:\n  players: 4\n"


@pytest.mark.parametrize("value, written", [
    (True, "true"), (False, "false"), (-120, "-120"), ("half_bid", "half_bid"), ("no", '"no"'),
    ("off", '"off"'), ("yes", '"yes"'), ("123", '"123"'), ("a b", '"a b"'),
    ('say "hi"', r'"say \"hi\""')])
def test_values_are_written_in_yaml_form(value, written):
    assert yaml_scalar(value) == written


def test_game_settings_with_changes_checks_values():
    assert GameSettings().with_changes(sound=False).sound is False
    with pytest.raises(SettingsError):
        GameSettings().with_changes(language="no")
    assert OPTIONS_BY_KEY["bid_step"].default == 5


def test_bare_off_means_the_value_off_where_a_key_has_one(tmp_path):
    """hand_monitor and animation_speed have a value named off: YAML's false is read as it."""
    path = tmp_path / "settings.yaml"
    path.write_text("game:\n  hand_monitor: off\n  animation_speed: OFF\n", encoding="utf-8")
    result = load_settings(path)
    assert result.errors == []
    assert result.game.hand_monitor == "off"
    assert result.game.animation_speed == "off"


def test_the_tichu_section_is_read_validated_and_saved(tmp_path):
    from game.tichu.engine.rules import TichuRules
    path = tmp_path / "settings.yaml"
    path.write_text("tichu:\n  wish_bomb: any_time\n  target: 999\n")
    loaded = load_settings(path)
    assert loaded.tichu == TichuRules(wish_bomb="any_time")
    assert loaded.errors == [f"{path}, line 3: tichu.target: 999 is not allowed; "
                             "allowed: 1000, 500, 1500, 2000"]
    path.write_text("tichu:\n  wish_bomb: any_time  # the seed's way\n")
    save_settings({"tichu": {"rounds": 8}}, path=path)
    text = path.read_text()
    assert "wish_bomb: any_time  # the seed's way" in text and "rounds: 8" in text
    assert load_settings(path).tichu == TichuRules(wish_bomb="any_time", rounds=8)
    with pytest.raises(SettingsError, match="tichu.rounds: 7 is not allowed"):
        save_settings({"tichu": {"rounds": 7}}, path=path)
