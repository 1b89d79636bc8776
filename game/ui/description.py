"""What the table's kit needs of a game's scenes: one GameUI, written in the game's own ui
package and reached through its description (game/core/description.py, `ui()`). The
main menu, Options, Statistics, Past games, `view` and `--demo` take everything about a
game from here and name no game themselves.

Words are given in English and translated where they are shown (i18n.tr), so that a
description, made once, follows the language the player chooses later.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional

from .assets import Deck

# (app) -> a scene; (app, menu) -> the words saying why not, else None
SceneMaker = Callable[[Any], Any]


@dataclass(frozen=True)
class GameUI:
    """One game at the table."""

    # -- the main menu
    name: str  # the title over the menu ("Tysiacha", "Tichu")
    subtitle: Callable[[], str]  # the line under it, in the language of the moment
    deck: Deck  # the game's cards, as the art draws them
    title_cards: tuple[int, ...]  # the fan over the menu's title
    has_save: Callable[[Path], bool]  # a game in progress in this data folder
    # (data folder, read_only) -> the game in progress, as a session on game.ui.saves'
    # SavedGame; raises saves.SaveError saying why it cannot be continued
    resume: Callable[..., Any]
    # (app, resuming=None) -> the setup of a new game (who sits where, the AI's levels);
    # with `resuming`, a saved game whose seats_problem asks who is human
    new_game: Callable[..., Any]
    # (app, session, replace=None): the session's table on the stack (in place of
    # `replace`)
    open_table: Callable[..., None]
    rules_scene: SceneMaker  # the rules in force, for the next game
    start_demo: Callable[[Any], None]  # `--demo`: AI players at the table, nothing saved

    # -- watching a finished game again (`view FILE`, Past games)
    # the record laid out to be stepped through; raises ValueError (or the game's
    # RecordError or replay error) before any window opens
    load_steps: Callable[[Path], Any]
    viewer: Callable[[Any, Any, Path], Any]  # (app, steps, path) -> the viewer scene
    game_summary: Callable[[Path], tuple[str, bool]]  # a line, and whether it can be watched
    open_record: Callable[[Any, Path], Optional[str]]  # the viewer pushed, or why not
    no_games_yet: Callable[[], str]  # Past games with nothing kept

    # -- Statistics: (label, figure of the game's Tally -> text) rows
    figures: tuple
    no_statistics_yet: Callable[[], str]

    # -- Options: the game's page
    options_tab: str  # its button ("Rules", "Tichu")
    option_groups: Callable[[], list]  # [(group title, [Option, ...]), ...]
    # each option's title in words (English, translated where shown); a key without one
    # shows as the key
    option_labels: dict = field(default_factory=dict)
    # a value of the game's options as the page shows it; None: as any other
    show_value: Callable[[str, Any], Optional[str]] = lambda key, value: None
    # an option's help line in a player's words where the Option's own (also written into
    # settings.yaml's comments, for whoever edits it) speaks of its values as the file
    # writes them (English, translated where shown)
    option_help: dict = field(default_factory=dict)

    # the package whose `locale/<code>.py` modules translate the game's own texts
    # (game/ui/i18n.py), usually the game's ui package; "" for none
    words: str = ""
    score_scale: int = 1  # Statistics' charts of final scores reach at least this
    on_quit: Callable[[], None] = lambda: None  # the program ends: stop what runs aside
    # (app, net, replace): the table of a game hosted at another machine (a NetTable of
    # game/net/client.py whose game has begun) in place of the scene `replace`; None
    # where the game cannot be played at another machine's table yet
    remote_table: Optional[Callable[..., None]] = None

    # -- Learn (game/ui/lessons.py, docs/LESSONS.md): () -> the game's lessons, in the
    # language of the moment; (app, lesson, step, progress) -> the lesson at its table,
    # from its step; None where the game has no lessons yet
    lessons: Optional[Callable[[], list]] = None
    open_lesson: Optional[Callable[..., None]] = None
