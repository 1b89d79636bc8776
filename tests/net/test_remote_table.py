"""A player's table at another machine's game (game/net/client.py, game/ui/remote.py and
each game's remote session and mirror), with no window, in both games: a NetTable joins
a host on loopback where bots take the other seats, and the session the table's scenes
would show follows the whole game, each state applied in order, the player's own moves
chosen among the legal ones the host sent. At every step the picture shows the player
exactly the observation the host sent; at the end it has the game's score sheet, and
the record is kept."""
from __future__ import annotations

import random
import time

import pytest

from game import registry
from game.net.client import NetTable

from .helpers import LOOPBACK, STUCK, Table, bots


def _wait(test, what: str, net) -> None:
    end = time.monotonic() + STUCK
    while time.monotonic() < end:
        net.poll()
        if test():
            return
        time.sleep(0.005)
    raise AssertionError(f"stuck waiting for {what}")


class _Tichu:
    suffix = ".tichu.yaml"
    names, seats = ["Boris", "Vera", "Gleb"], 4

    @staticmethod
    def rules(game):
        return game.rules({"rounds": 4})

    @staticmethod
    def session(net, games):
        from game.ui.tichu.remote import RemoteTichuSession
        return RemoteTichuSession(net, games_dir=games)

    @staticmethod
    def observed(session, seat):
        from game.tichu.engine.observation import observe
        return observe(session.round, seat)

    @staticmethod
    def over(session):
        return session.round is None or session.round.over

    @staticmethod
    def begin(session):
        session.start_round()

    @staticmethod
    def sheet(path):
        from game.tichu.records import load_match
        return load_match(path).sheet


class _Tysiacha:
    suffix = ".tysiacha.yaml"
    names, seats = ["Boris", "Vera"], 3

    @staticmethod
    def rules(game):
        return game.rules({"target": 1000, "dark_prikup": "upto_120", "rospisat": "every_third"})

    @staticmethod
    def session(net, games):
        from game.ui.tysiacha.remote import RemoteSession
        return RemoteSession(net, games_dir=games)

    @staticmethod
    def observed(session, seat):
        from game.tysiacha.engine.observation import observe
        return observe(session.match, seat)

    @staticmethod
    def over(session):
        return session.match.deal is None or session.match.deal.over

    @staticmethod
    def begin(session):
        session.start_deal()

    @staticmethod
    def sheet(path):
        from game.tysiacha.engine.replay import replay
        from game.tysiacha.records import load_record
        return replay(load_record(path)).sheet


GAMES = {"tichu": _Tichu, "tysiacha": _Tysiacha}


def _follow(tmp_path, game_id="tichu", drops=()):
    """A whole game followed; the host drops the player's connection
    after each number of its moves in `drops` (it joins again by itself)."""
    kind = GAMES[game_id]
    game = registry.game(game_id)
    table = Table(game, kind.rules(game), seats=kind.seats, seed=11, window=0.0)
    net = NetTable(LOOPBACK, table.port, table.host.code, "Zoya", machine="zoya-1")
    net.connect()
    try:
        _wait(lambda: net.player is not None, "a seat", net)
        net.ready()
        n = len(kind.names)
        players = bots(game, table, kind.names, ["easy"] * n, list(range(1, n + 1)))
        _wait(lambda: net.started and net.states, "the first state", net)
        session = kind.session(net, tmp_path / "games")
        game_id = session.game_id  # the statistics count one game, however it is pictured
        rng = random.Random(4)
        if kind.over(session):
            kind.begin(session)
        end = time.monotonic() + STUCK
        steps = 0
        while time.monotonic() < end:
            action = session.take()
            if action is not None:
                session.apply(action)
            st = session.state
            if st is not None and not net.states:
                seat = st.seat
                assert kind.observed(session, seat) == st.obs
                legal = session.legal(seat)
                if legal and seat in st.waiting:
                    session.apply(rng.choice(legal))
                    steps += 1
                    if steps in drops:
                        with table.lock:
                            table.server.close(table.host.players[0].cid, "a test drops it")
            if kind.over(session) and session.ready_for_round():
                kind.begin(session)
            if session.match.finished and session.kept is not None:
                break
            time.sleep(0.002)
        assert session.problem is None
        assert steps > 10
        assert session.game_id == game_id
        assert net.status == "seated"
        assert session.match.finished, "the game did not end"
        truth = tmp_path / f"truth{kind.suffix}"
        truth.write_text(net.record, "utf-8")
        assert session.match.sheet == kind.sheet(truth)
        assert session.kept is not None and session.kept.read_text("utf-8") == net.record
        for p in players:
            p.stop()
        return session
    finally:
        net.close()
        table.close()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_game_joined_from_another_machine_is_followed_to_its_end(tmp_path, game_id):
    _follow(tmp_path, game_id)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_player_whose_connection_drops_plays_on_from_where_the_table_is(tmp_path, game_id):
    session = _follow(tmp_path, game_id, drops=(5, 14, 30, 41))
    assert session.match.finished
