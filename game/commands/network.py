"""`tysiacha serve`: a networked table with no window, for a machine everyone can reach
(game/net/host.py); `tysiacha join HOST[:PORT] --ai LEVEL`: one of the project's bots
takes a seat at such a table from here, with no window. For every game the registry
knows."""
from __future__ import annotations

import argparse
import signal
import sys
import threading
import time
from pathlib import Path

from .. import registry
from .args import add_game_argument, add_players_argument, add_rules_argument, \
    int_range, key_values, nonneg_int

LINGER = 5.0  # seconds the table stays open after the game, so everyone gets the end


def add_serve_arguments(p: argparse.ArgumentParser) -> None:
    from ..net.protocol import DEFAULT_PORT
    add_game_argument(p)
    p.add_argument("--port", type=int_range(0, 65535), default=DEFAULT_PORT, metavar="N",
                   help=f"the port to listen on (default {DEFAULT_PORT}; 0: any free one)")
    p.add_argument("--bind", default="0.0.0.0", metavar="ADDR",
                   help="the address to listen on (default 0.0.0.0: every network of this "
                        "machine; 127.0.0.1: this machine only)")
    add_players_argument(p)
    add_rules_argument(p)
    p.add_argument("--level", default=None, metavar="LEVEL",
                   help="the AI's level in the seats nobody takes (default normal)")
    p.add_argument("--code", default=None, metavar="CODE",
                   help="the table code (default: a new one, printed)")
    p.add_argument("--bomb-window", type=int_range(0, 10000), default=1000, metavar="MS",
                   help="after each play, how many milliseconds the table holds for a bomb "
                        "from another machine (games with actions out of turn; default "
                        "1000; 0: none)")
    p.add_argument("--on-drop", choices=("ai", "wait"), default="ai",
                   help="a player who drops: an AI plays for them after --grace seconds "
                        "until they are back (ai, the default), or the table waits (wait)")
    p.add_argument("--grace", type=int_range(0, 3600), default=30, metavar="SECONDS",
                   help="how long a player who dropped is waited for (default 30)")
    p.add_argument("--data", type=Path, default=None, metavar="DIR",
                   help="where the table saves its game after every action (default: the "
                        "data folder's served/GAME); a game saved there goes on")
    p.add_argument("--new", action="store_true",
                   help="start a new game even if one is saved in the table's folder")
    p.add_argument("--seed", type=nonneg_int, default=None, metavar="N",
                   help="seed the shuffles (for a reproducible game)")


def add_host_arguments(p: argparse.ArgumentParser) -> None:
    """`tysiacha host`: the window's own table, hosted (scenes/hosting.py)."""
    from ..net.protocol import DEFAULT_PORT
    p.add_argument("--game", choices=registry.ids(), default=None,
                   help=f"the game (default {registry.default().id})")
    p.add_argument("--port", type=int_range(0, 65535), default=None, metavar="N",
                   help=f"the port to listen on (default {DEFAULT_PORT}, or any free one "
                        "if it is taken; 0: any free one)")
    p.add_argument("--bind", default="0.0.0.0", metavar="ADDR",
                   help="the address to listen on (default 0.0.0.0: every network of this "
                        "machine; 127.0.0.1: this machine only)")


def add_join_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("address", metavar="HOST[:PORT]", help="the table's address")
    p.add_argument("--code", required=True, metavar="CODE", help="the table code")
    p.add_argument("--name", default="Bot", metavar="NAME", help="the name at the table")
    p.add_argument("--ai", required=True, metavar="LEVEL",
                   help="play the seat with the AI of this level, with no window")
    p.add_argument("--seed", type=nonneg_int, default=0, metavar="N",
                   help="the bot's seed (default 0)")
    p.add_argument("--start", action="store_true",
                   help="ask the host to begin once every player seated is ready (the "
                        "seats nobody took are played by the AI)")
    p.add_argument("--timeout", type=int_range(1, 86400), default=6 * 3600, metavar="SECONDS",
                   help="give up after this long (default six hours)")
    add_game_argument(p)


def serve(args: argparse.Namespace) -> int:
    from ..core.fileio import folder_problem
    from ..net.host import OPEN, Host, Player, read_net_file
    from ..net.transport import Server
    from ..settings import load_settings, user_data_dir
    from ..ui.saves import SaveError

    game = registry.game(args.game)
    if game.new_session is None:
        print(f"tysiacha serve: {game.title} cannot be played at a networked table",
              file=sys.stderr)
        return 2
    level = args.level or "normal"
    if level not in game.levels:
        print(f"tysiacha serve: --level {level}: {game.title}'s levels are "
              f"{', '.join(game.levels)}", file=sys.stderr)
        return 2
    folder = args.data or user_data_dir() / "served" / game.id
    why = folder_problem(folder)
    if why:
        from ..core.yamlfile import escape_controls
        print(f"tysiacha serve: {escape_controls(str(folder))}: {why}", file=sys.stderr)
        return 2
    from ..core.fileio import remove_stale_temps
    for place in (folder, folder / "games"):  # what a serve killed while saving left
        remove_stale_temps(place)
    try:
        mapping = game.rules(load_settings().rules_of(game.id).to_mapping()).to_mapping()
        mapping.update(key_values(args.rules))
        if args.players is not None:
            mapping["players"] = args.players
        rules = game.rules(mapping)
    except ValueError as exc:
        print(f"tysiacha serve: {exc}", file=sys.stderr)
        return 2
    players_n = getattr(rules, "players", game.players[0])
    if players_n not in game.players:
        print(f"tysiacha serve: {game.title} is played by "
              f"{' or '.join(map(str, game.players))}", file=sys.stderr)
        return 2

    if args.code is not None:
        from ..net.protocol import CODE_ALPHABET, code_text, valid_code
        args.code = code_text(args.code)
        if not valid_code(args.code):
            print(f"tysiacha serve: --code: 4 to 12 of {CODE_ALPHABET}", file=sys.stderr)
            return 2
    session, saved = None, read_net_file(folder)
    if not args.new and saved is not None and saved.get("game") == game.id:
        try:
            session = game.resume_session(folder)
        except SaveError as exc:
            print(f"tysiacha serve: {exc}", file=sys.stderr)
    if session is not None and not session.finished:
        players = saved["players"]
        for p in players:
            p.dropped_at = time.monotonic()  # away until they join again
        code = saved["code"]
        rules = getattr(session, "rules", rules)
    else:
        session = None
        players = [Player(OPEN, "", level) for _ in range(players_n)]
        code = args.code

    server = Server(args.bind, args.port)
    try:
        port = server.start()
    except OSError as exc:
        print(f"tysiacha serve: cannot listen on {args.bind}:{args.port} "
              f"({exc.strerror or exc})", file=sys.stderr)
        return 2
    host = Host(game, rules, players, server, folder, args.seed, code,
                window=args.bomb_window / 1000.0, on_drop=args.on_drop, grace=args.grace,
                log=lambda line: print(f"tysiacha serve: {line}", flush=True))
    where = args.bind if args.bind not in ("0.0.0.0", "::") else "THIS-MACHINE"
    print(f"tysiacha serve: {game.title} table open on port {port}, code {host.code}",
          flush=True)
    print(f"tysiacha serve: players join with: tysiacha join {where}:{port} "
          f"(and the code {host.code})", flush=True)
    if session is not None:
        host.start(session)
        print("tysiacha serve: the saved game goes on; its players join again with the "
              "same code", flush=True)

    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            signal.signal(sig, lambda *_: stop.set())
        except ValueError:  # not the main thread (tests)
            pass
    ended_at = None
    try:
        while not stop.is_set():
            host.pump()
            if host.finished_sent:
                ended_at = ended_at or time.monotonic()
                if time.monotonic() - ended_at > LINGER:
                    break
            stop.wait(0.005)
    finally:
        if host.session is not None:
            host.session.flush()
        server.stop()
    return 0


def join(args: argparse.Namespace) -> int:
    from ..net.bot_player import BotPlayer
    from ..net.protocol import split_address
    from ..settings import user_data_dir

    game = registry.game(args.game)
    try:
        host, port = split_address(args.address)
    except ValueError as exc:
        print(f"tysiacha join: {exc}", file=sys.stderr)
        return 2
    if args.ai not in game.levels:
        print(f"tysiacha join: --ai {args.ai}: {game.title}'s levels are "
              f"{', '.join(game.levels)}", file=sys.stderr)
        return 2
    from ..core.fileio import remove_stale_temps
    if (user_data_dir() / "games").is_dir():
        remove_stale_temps(user_data_dir() / "games")
    import hashlib
    import uuid
    # the same machine and name every time: a bot started again gets its seat back
    machine = hashlib.blake2b(f"{uuid.getnode()}".encode(), digest_size=6).hexdigest()
    player = BotPlayer(game, host, port, args.code, args.name, args.ai, args.seed,
                       machine=machine, games_dir=user_data_dir() / "games", start=args.start,
                       log=lambda line: print(f"tysiacha join: {line}", file=sys.stderr))
    player.start()
    try:
        ended = player.run(time.monotonic() + args.timeout)
    finally:
        player.stop()
    if ended == "over":
        print(f"tysiacha join: the game is over; its record is kept in "
              f"{user_data_dir() / 'games'}")
        return 0
    print(f"tysiacha join: {ended or 'gave up waiting'}", file=sys.stderr)
    return 1
