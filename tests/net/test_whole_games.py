"""Whole games of every game over the real protocol on loopback: a host and a bot player
in each seat, each in its own thread with its own connection. The finished record is the
one the same bots make played on one machine (bot_player.play_here), every player gets
it, and nothing any seat was sent holds what it may not see."""
from __future__ import annotations

import pytest

from game import registry
from game.core.wire import canonical, codec_for
from game.net.bot_player import play_here
from game.net.protocol import apply_changes
from tests.highcard.description import HIGHCARD

from .helpers import Table, bots

GAMES = [("highcard", {}, 2), ("tysiacha", {"players": 3}, 3),
         ("tysiacha", {"players": 4}, 4), ("tichu", {"target": 500}, 4)]
NAMES = ["Anna", "Boris", "Vera", "Gleb"]
STATE_KEYS = {"t", "v", "seat", "waiting", "finished", "obs", "changes", "legal", "window",
              "last", "round", "dealt", "past"}


@pytest.fixture(autouse=True)
def highcard():
    registry.register(HIGHCARD)
    yield
    registry.unregister("highcard")


def recording(table: Table, seen: list) -> None:
    """Every message the host sends, kept with the true observation of the seat it is
    for, taken from the engine at that very moment."""
    send = table.server.send
    codec = None

    def spy(cid, message):
        nonlocal codec
        host = table.host
        if message.get("t") == "state":
            codec = codec or codec_for(host.description)
            truth = canonical(codec.encode(host.session.observation(message["seat"])))
            seen.append((cid, message, truth))
        else:
            seen.append((cid, message, None))
        send(cid, message)

    table.server.send = spy


@pytest.mark.parametrize("game_id,rules,n", GAMES, ids=[f"{g}-{n}" for g, _, n in GAMES])
def test_a_whole_game_over_the_network_is_the_game_played_here(game_id, rules, n, tmp_path):
    game = registry.game(game_id)
    rules = game.rules(rules)
    levels = ["normal"] * n
    seeds = [100 + i for i in range(n)]
    table = Table(game, rules, seats=n, seed=5)
    seen: list = []
    recording(table, seen)
    try:
        players = bots(game, table, NAMES[:n], levels, seeds, games_dir=tmp_path)
        table.until(lambda: all(p.ended for p in players), "the game's end")
    finally:
        table.close()
        for p in players:
            p.stop()
    assert [p.ended for p in players] == ["over"] * n
    here = play_here(game, rules, NAMES[:n], 5, list(zip(levels, seeds)))
    assert all(p.record == here for p in players)
    assert sorted(f.suffix for f in tmp_path.iterdir()) == [".yaml"] * n  # each kept its own
    # nothing sent is more than the seat may know: each state's observation is exactly
    # the engine's observation of that seat then, and of another seat's action only what
    # the game shows
    codec = codec_for(game)
    kept: dict = {}
    shown = hidden = 0
    for cid, message, truth in seen:
        if message["t"] != "state":
            assert message["t"] in ("welcome", "lobby", "start", "end", "refused", "said",
                                    "seat")
            continue
        assert set(message) <= STATE_KEYS
        obs = message["obs"] if "obs" in message else apply_changes(kept[cid],
                                                                   message["changes"])
        kept[cid] = obs
        assert canonical(obs) == truth
        last = message.get("last")
        if last is not None and last["seat"] != message["seat"]:
            if "a" in last:
                shown += 1
                action = codec.decode(last["a"])
                assert game.shows_action is not None
                assert game.shows_action(action, last["seat"], message["seat"])
            else:
                hidden += 1
    if game.shows_action is None:
        assert shown == 0  # a game that says nothing shows a seat only its own actions
    else:
        assert shown > 0 and hidden > 0  # plays are shown; gives in the exchange are not
    by_cid = {}
    for cid, message, _ in seen:
        by_cid[cid] = by_cid.get(cid, 0) + 1
    assert len(by_cid) == n


def test_a_card_given_to_another_seat_never_crosses_to_a_third():
    """Tichu's exchange and 1000's cards given by the declarer: the game says who sees."""
    from game.tichu.engine.round import Action
    tichu = registry.game("tichu")
    give = Action("give", 0, (17, 2))
    assert tichu.shows_action(give, 0, 0)
    assert not any(tichu.shows_action(give, 0, s) for s in (1, 2, 3))
    assert all(tichu.shows_action(Action("pass", 1, None), 1, s) for s in range(4))
    from game.tysiacha.engine.actions import give as give_1000, play
    thousand = registry.game("tysiacha")
    a = give_1000(5, 2)
    assert [thousand.shows_action(a, 0, s) for s in range(3)] == [True, False, True]
    assert all(thousand.shows_action(play(5), 1, s) for s in range(3))
