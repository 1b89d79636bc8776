"""settings.yaml: the table's `game:` section and each game's own (`rules:`, `tichu:`),
their defaults, validation and saving.

The defaults live in code (GAME_OPTIONS in `schema`, each game's options in its
description, game/registry.py); `settings.yaml` at the project root is generated from them by
`default_settings_text()` and a test keeps the two equal. The player's own copy, in the
platform config folder, overrides the defaults key by key. `load_settings` never raises
and never writes: every problem is a one-line message in `LoadResult.errors`.
`save_settings` edits the player's file in place, keeping its comments, and writes it
atomically.
"""
from game.settings.reading import LoadResult, load_settings
from game.settings.schema import (GAME_OPTIONS, GAME_OPTIONS_BY_KEY, TABLE_SECTION,
                                  GameSettings, SettingsError, default_settings_text,
                                  settings_schema,
                                  settings_path, user_config_dir, user_data_dir, yaml_scalar)
from game.settings.writing import save_settings

__all__ = [
    "GAME_OPTIONS", "GAME_OPTIONS_BY_KEY", "TABLE_SECTION", "settings_schema", "GameSettings",
    "LoadResult", "SettingsError", "default_settings_text", "load_settings", "save_settings",
    "settings_path", "user_config_dir", "user_data_dir", "yaml_scalar",
]
