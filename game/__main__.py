"""The command line: `tysiacha` / `python -m game` [play | simulate | replay | tournament |
serve | join | view], for every game the registry knows (game/registry.py)."""
from __future__ import annotations

import argparse
import os
import sys
from typing import Optional, Sequence

from . import registry
from .core.yamlfile import escape_controls
from .commands.args import MAX_SIZE, MIN_SIZE, Parser, nonneg_int, window_size


def build_parser() -> argparse.ArgumentParser:
    blurbs = [g.blurb for g in registry.games()]
    from .settings import settings_path, user_data_dir
    parser = Parser(
        prog="tysiacha",
        description="; and ".join(["; ".join(blurbs[:-1]), blurbs[-1]] if len(blurbs) > 1
                                  else blurbs) + ".",
        epilog=f"Files: the settings are in {escape_controls(str(settings_path()))} (TYSIACHA_CONFIG_DIR "
               f"names another folder); games in progress, finished games (games/), "
               f"statistics and screenshots in {escape_controls(str(user_data_dir()))} "
               f"(TYSIACHA_DATA_DIR names another folder).")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    def command(name: str, summary: str) -> argparse.ArgumentParser:
        """A subcommand; `summary` is plain text (argparse %-formats help, not descriptions)."""
        return sub.add_parser(name, help=summary.replace("%", "%%"),
                              description=summary[0].upper() + summary[1:] + ".")

    p = command("play", "open the table (the default)")
    add_play_arguments(p, argparse.SUPPRESS)  # so `tysiacha --seed 3 play` keeps the seed
    add_play_arguments(parser, before_command=True)

    from .commands import network, replay, simulate, tournament
    for name, summary, add_arguments, run in (
            ("simulate", "play whole games between bots and print a summary",
             simulate.add_arguments, simulate.run),
            ("replay", "check a game record against the rules and print its score sheet",
             replay.add_arguments, replay.run),
            ("tournament", "duplicate deals between bots, with 95% intervals",
             tournament.add_arguments, tournament.run),
            ("serve", "host a networked table with no window (players join it)",
             network.add_serve_arguments, network.serve),
            ("join", "play a seat at a networked table with one of the bots, no window",
             network.add_join_arguments, network.join)):
        p = command(name, summary)
        add_arguments(p)
        p.set_defaults(run=run)

    p = command("host", "host a networked table in the window: you play, others join")
    add_window_arguments(p, argparse.SUPPRESS)
    network.add_host_arguments(p)
    p.set_defaults(run=host)

    p = command("view", "watch a saved game again at the table, every hand face up")
    p.add_argument("file", metavar="FILE",
                   help="a game record, e.g. one of the finished games in the data "
                        "folder's games/ ("
                        + " or ".join(g.record_suffix for g in registry.games()) + ")")
    add_window_arguments(p, argparse.SUPPRESS)  # `tysiacha --windowed view FILE` too
    p.set_defaults(run=view)
    return parser


class _NotedStore(argparse._StoreAction):
    """`store`, noting the option in `before_command` (see refuse_foreign_options)."""

    def __call__(self, parser, namespace, values, option_string=None):
        super().__call__(parser, namespace, values, option_string)
        namespace.before_command = getattr(namespace, "before_command", []) + [option_string]


class _NotedStoreTrue(argparse._StoreTrueAction):
    def __call__(self, parser, namespace, values, option_string=None):
        super().__call__(parser, namespace, values, option_string)
        namespace.before_command = getattr(namespace, "before_command", []) + [option_string]


def add_window_arguments(p: argparse.ArgumentParser, default=None,
                         before_command: bool = False) -> None:
    """The options of anything that opens a window (play, view); `default`
    argparse.SUPPRESS leaves out what is not given; `before_command` notes each option
    given (`tysiacha --windowed view FILE`)."""
    flag = _NotedStoreTrue if before_command else "store_true"
    store = _NotedStore if before_command else "store"
    p.add_argument("--windowed", action=flag, default=default or False,
                   help="open in a window, not full screen")
    p.add_argument("--size", action=store, type=window_size, metavar="WxH", default=default,
                   help=f"open a window of this size, from {MIN_SIZE[0]}x{MIN_SIZE[1]} to "
                        f"{MAX_SIZE[0]}x{MAX_SIZE[1]}, "
                        "e.g. 1280x800")
    p.add_argument("--screenshot-dir", action=store, metavar="DIR", default=default,
                   help="save a PNG of each scene as it opens into DIR")


def add_play_arguments(p: argparse.ArgumentParser, default=None,
                       before_command: bool = False) -> None:
    """The table's options (add_window_arguments, and what a new game at the table
    takes)."""
    flag = _NotedStoreTrue if before_command else "store_true"
    store = _NotedStore if before_command else "store"
    p.add_argument("--demo", action=flag, default=default or False,
                   help="AI players play each other (an attract mode); no save is touched")
    add_window_arguments(p, default, before_command)
    p.add_argument("--seed", action=store, type=nonneg_int, metavar="N", default=default,
                   help="seed the shuffles, 0 or more (for reproducible games)")
    first = registry.default()
    p.add_argument("--game", action=store, choices=registry.ids(), default=default,
                   help="the game the menu opens on, and the one --demo shows "
                        f"(default: the last one chosen in the menu; {first.title} for "
                        "--demo)")


def parse_command_line(argv: Optional[Sequence[str]] = None) -> argparse.Namespace:
    """The command line read, or SystemExit (0 after --help; 2 after argparse's usage
    and one `error:` line). Each command takes only its own options: the table's options
    are also read before a command (`tysiacha --seed 3 play`), and refused there before
    a command that does not take them (`tysiacha --demo view FILE`) as argparse refuses
    them after it."""
    parser = build_parser()
    args = parser.parse_args(argv)
    given = getattr(args, "before_command", [])
    if args.command not in (None, "play") and given:
        sub = dict(command_parsers(parser))[args.command]
        # what the command takes from before it: its options without a default of its own
        inherits = {s for action in sub._actions if action.default is argparse.SUPPRESS
                    for s in action.option_strings}
        has = {s for action in sub._actions for s in action.option_strings}
        foreign = [option for option in given if option not in has]
        if foreign:
            sub.error(f"unrecognized arguments: {' '.join(foreign)}")
        misplaced = [option for option in given if option not in inherits]
        if misplaced:  # the command's own default would silently replace the value
            sub.error(f"argument {misplaced[0]}: put it after the command "
                      f"(tysiacha {args.command} {misplaced[0]} ...)")
    return args


def command_parsers(parser: argparse.ArgumentParser) -> list:
    """(name, parser) of each subcommand."""
    return [(name, sub) for action in parser._actions
            if isinstance(action, argparse._SubParsersAction)
            for name, sub in action.choices.items()]


def folders_problem(screenshot_dir: Optional[str]) -> Optional[str]:
    """The line to print if a folder the table needs cannot be used, else None: the
    screenshot folder and the data folder (saved games; both created if missing and tried
    with a file), the settings folder (only looked at: it is written when an option is
    changed, and the options screen says so if that fails)."""
    from .core.fileio import folder_problem
    from .settings import user_config_dir, user_data_dir

    if screenshot_dir:
        why = folder_problem(screenshot_dir)
        if why:
            return f"tysiacha: --screenshot-dir {escape_controls(str(screenshot_dir))}: {why}"
    for name, what, folder, create in (
            ("TYSIACHA_DATA_DIR", "the data folder", user_data_dir(), True),
            ("TYSIACHA_CONFIG_DIR", "the settings folder", user_config_dir(), False)):
        why = folder_problem(folder, create=create)
        if why:
            source = (f"from {name}" if os.environ.get(name)
                      else f"set {name} to use another")
            return f"tysiacha: {what} {escape_controls(str(folder))} ({source}): {why}"
    return None


def display_problem(environ=None, platform: Optional[str] = None) -> Optional[str]:
    """The line to print if there is plainly no display to open the table on, else None.
    Where windows are X11's or Wayland's (Linux, the BSDs), that is neither DISPLAY nor
    WAYLAND_DISPLAY set: SDL would fall back to drawing off screen, and the game would
    run where nobody sees it. SDL_VIDEODRIVER set (`dummy` for a run without a window, as
    the tests do) is a choice made, and left to SDL. (Elsewhere, and where SDL still
    finds no display, App says so: DisplayError.)"""
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if environ.get("SDL_VIDEODRIVER") or platform.startswith(("win", "darwin")):
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return ("tysiacha: no display to open the table on (neither DISPLAY nor "
            "WAYLAND_DISPLAY is set); to run it without a window, set SDL_VIDEODRIVER=dummy")


def open_app(options):
    """The App, or None after one line on stderr if it cannot open its window."""
    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return None
    from .ui.app import App, DisplayError
    options.lock_data = True  # a second copy on the data folder saves nothing
    try:
        return App(options)
    except DisplayError as exc:
        print(f"tysiacha: cannot open a window: {exc}", file=sys.stderr)
        return None


def play(args: argparse.Namespace) -> int:
    from pathlib import Path

    problem = folders_problem(args.screenshot_dir)
    if problem:
        print(problem, file=sys.stderr)
        return 2

    from .ui.app import Options
    from .ui.scenes.menu import MainMenu

    options = Options(windowed=args.windowed, size=args.size, demo=args.demo,
                      screenshot_dir=Path(args.screenshot_dir) if args.screenshot_dir else None,
                      seed=args.seed)
    app = open_app(options)
    if app is None:
        return 2
    app.options.game = args.game
    if args.demo:
        registry.game(args.game or registry.default().id).ui().start_demo(app)
    else:
        app.push(MainMenu(app))
    return app.run()


def window_app(args: argparse.Namespace, **options):
    """The window of a command that opens one with its --windowed, --size and
    --screenshot-dir (view, host), and `options` of the table's; None after one line
    saying why it cannot open (a folder it cannot use, no display)."""
    from pathlib import Path

    from .ui.app import Options

    shots = getattr(args, "screenshot_dir", None)
    problem = folders_problem(shots)
    if problem:
        print(problem, file=sys.stderr)
        return None
    return open_app(Options(windowed=getattr(args, "windowed", False),
                            size=getattr(args, "size", None),
                            screenshot_dir=Path(shots) if shots else None, **options))


def host(args: argparse.Namespace) -> int:
    """`tysiacha host`: the window opens on the page of the table to host (who sits
    where), listening where --port and --bind say."""
    game = registry.game(args.game or registry.default().id)
    if game.ui().remote_table is None:
        print(f"tysiacha host: {game.title} cannot be hosted in the window yet "
              f"(`tysiacha serve --game {game.id}` hosts it with no window)", file=sys.stderr)
        return 2
    app = window_app(args, host_port=args.port, host_bind=args.bind)
    if app is None:
        return 2
    from .ui.scenes.hosting import HostScene
    from .ui.scenes.menu import MainMenu
    app.options.game = game.id
    app.push(MainMenu(app))
    app.push(HostScene(app, game.id))
    return app.run()


def view(args: argparse.Namespace) -> int:
    """`tysiacha view FILE`: the replay viewer on the game in FILE (the game told by the
    record's name: .tysiacha.yaml, .tichu.yaml); a record that cannot be read or breaks a
    rule is refused with one line, before any window opens."""
    from pathlib import Path

    from .core.recordfile import RecordError

    path = Path(args.file)
    game = registry.for_record(path)
    ui = game.ui()
    try:
        steps = ui.load_steps(path)
    except (RecordError, game.replay_error, ValueError) as exc:
        print(f"tysiacha view: {escape_controls(str(path))}: {escape_controls(str(exc))}",
              file=sys.stderr)
        return 2
    app = window_app(args)
    if app is None:
        return 2
    app.push(ui.viewer(app, steps, path))
    return app.run()


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run the command line; the exit status (0 for --help, 2 for a usage error, after
    argparse's usage and one `error:` line; 130 after Ctrl-C; STDOUT_CLOSED when standard
    output was closed under the command, e.g. by `| head -1`)."""
    original = sys.stdout
    tolerant_output()
    try:
        return _main(argv)
    finally:
        if isinstance(sys.stdout, _Watched) and not sys.stdout.failed:
            sys.stdout = original  # (a test calling main() gets its stream back)


def _main(argv: Optional[Sequence[str]]) -> int:
    try:
        status = _run(argv)
        if sys.stdout is not None:
            sys.stdout.flush()  # here, so that a closed pipe is met here and not at exit
        return status
    except BrokenPipeError:
        return stdout_closed()
    except OSError as exc:
        if not stdout_failing():
            raise
        why = exc.strerror or str(exc)
        stdout_closed()  # (so that nothing tries it again at exit)
        print(f"tysiacha: the standard output cannot be written ({why})", file=sys.stderr)
        return 1


def tolerant_output() -> None:
    """Standard output writes what its encoding can show and replaces the rest (a name
    like Łucja or Борис on a Latin-1 or KOI8-R terminal), instead of ending in a
    traceback; and notes when a write to it fails (a full device), so that main() says
    so in one line."""
    if sys.stderr is None:  # started with it closed: a message goes nowhere, never to
        sys.stderr = open(os.devnull, "w")  # stdout (print(file=None) writes there)
    out = sys.stdout
    if out is None or isinstance(out, _Watched):
        return
    try:
        out.reconfigure(errors="replace")
    except (AttributeError, ValueError):  # not a text stream of its own (a test's)
        return
    sys.stdout = _Watched(out)


class _Watched:
    """Standard output, noting a write or flush that failed."""

    def __init__(self, stream):
        self._stream = stream
        self.failed = False

    def write(self, text):
        try:
            return self._stream.write(text)
        except OSError:
            self.failed = True
            raise

    def flush(self):
        try:
            return self._stream.flush()
        except OSError:
            self.failed = True
            raise

    def __getattr__(self, name):
        return getattr(self._stream, name)


def stdout_failing() -> bool:
    """Whether standard output is what failed (a full device, a broken terminal)."""
    return bool(getattr(sys.stdout, "failed", False))


# The status of a command whose standard output was closed before it had said everything:
# what a shell reports for a program ended by SIGPIPE (128 + 13). Python ignores SIGPIPE,
# so a write to a closed pipe raises BrokenPipeError instead; main() turns that into this.
STDOUT_CLOSED = 141


def stdout_closed() -> int:
    """Standard output is a pipe nobody reads any more: point it at the null device, so
    that Python's own flush at exit does not print `Exception ignored ... BrokenPipeError`
    (the Python documentation's advice, "Note on SIGPIPE"), and end quietly."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (AttributeError, OSError, ValueError):  # no stdout, or not a real file
        pass
    return STDOUT_CLOSED


def _run(argv: Optional[Sequence[str]]) -> int:
    try:
        args = parse_command_line(argv)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else 2
    try:
        if args.command in (None, "play"):
            return play(args)
        return args.run(args)
    except KeyboardInterrupt:  # Ctrl-C in a long simulate or tournament
        print(f"tysiacha {args.command or 'play'}: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
