"""A player's table at another machine's game (game/net/client.py, game/ui/tichu/remote.py,
game/tichu/mirror.py), with no window: a NetTable joins a host on loopback where bots
take the other seats, and the session the table's scenes would show follows the whole
game, each state applied in order, the player's own moves chosen among the legal ones
the host sent. At every step the picture shows the player exactly the observation the
host sent; at the end it has the game's score sheet, and the record is kept."""
from __future__ import annotations

import random
import time

from game import registry
from game.net.client import NetTable
from game.tichu.engine.observation import observe
from game.tichu.records import load_match
from game.ui.tichu.remote import RemoteTichuSession

from .helpers import LOOPBACK, STUCK, Table, bots


def _wait(test, what: str, net) -> None:
    end = time.monotonic() + STUCK
    while time.monotonic() < end:
        net.poll()
        if test():
            return
        time.sleep(0.005)
    raise AssertionError(f"stuck waiting for {what}")


def _follow(tmp_path, drops=()):
    """A whole game followed; the host drops the player's connection after each number
    of its moves in `drops` (it joins again by itself)."""
    game = registry.game("tichu")
    rules = game.rules({"rounds": 4})
    table = Table(game, rules, seats=4, seed=11, window=0.0)
    net = NetTable(LOOPBACK, table.port, table.host.code, "Zoya", machine="zoya-1")
    net.connect()
    try:
        _wait(lambda: net.player is not None, "a seat", net)
        net.ready()
        players = bots(game, table, ["Boris", "Vera", "Gleb"], ["normal"] * 3, [1, 2, 3])
        _wait(lambda: net.started and net.states, "the first state", net)
        session = RemoteTichuSession(net, games_dir=tmp_path / "games")
        game_id = session.game_id  # the statistics count one game, however it is pictured
        rng = random.Random(4)
        if session.round is None:
            session.start_round()
        end = time.monotonic() + STUCK
        steps = 0
        while time.monotonic() < end:
            action = session.take()
            if action is not None:
                session.apply(action)
            st = session.state
            if st is not None and not net.states:
                seat = st.seat
                assert observe(session.round, seat) == st.obs
                legal = session.legal(seat)
                if legal and seat in st.waiting:
                    session.apply(rng.choice(legal))
                    steps += 1
                    if steps in drops:
                        with table.lock:
                            table.server.close(table.host.players[0].cid, "a test drops it")
            if session.round.over and session.ready_for_round():
                session.start_round()
            if session.match.finished and session.kept is not None:
                break
            time.sleep(0.002)
        assert session.match.finished, "the game did not end"
        assert session.problem is None
        (tmp_path / 'truth.tichu.yaml').write_text(net.record, 'utf-8')
        truth = load_match(tmp_path / 'truth.tichu.yaml')
        assert session.match.sheet == truth.sheet
        assert session.kept is not None and session.kept.read_text("utf-8") == net.record
        assert steps > 10
        assert session.game_id == game_id
        assert net.status == "seated"
        for p in players:
            p.stop()
        return session
    finally:
        net.close()
        table.close()


def test_a_game_joined_from_another_machine_is_followed_to_its_end(tmp_path):
    _follow(tmp_path)


def test_a_player_whose_connection_drops_plays_on_from_where_the_table_is(tmp_path):
    session = _follow(tmp_path, drops=(5, 14, 30, 41))
    assert session.match.finished
