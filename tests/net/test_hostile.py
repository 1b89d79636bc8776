"""What the host does with messages it must not take (docs/NETWORK.md): each is refused
with one line to the client that sent it and changes nothing; a client that floods is
slowed, then dropped, and the game of the others goes on to the same end; a player who
drops gets the seat back by joining again with the same name and machine."""
from __future__ import annotations

import threading
import time

import pytest

from game import registry
from game.net.bot_player import BotPlayer, play_here
from game.net.protocol import MAX_MESSAGE, PROTOCOL, clean_text, same_code
from tests.highcard.description import HIGHCARD

from .helpers import LOOPBACK, STUCK, Raw, Table, bots


@pytest.fixture(autouse=True)
def highcard():
    registry.register(HIGHCARD)
    yield
    registry.unregister("highcard")


@pytest.fixture
def lobby():
    """A High card table of two open seats, nobody in them yet."""
    game = registry.game("highcard")
    table = Table(game, game.rules(), seats=2)
    yield table
    table.close()


def seated(table: Table, name: str = "Raw") -> Raw:
    raw = Raw(table.port, table.host.code, name)
    raw.wait_for(lambda i: i[0] == "message" and i[1].get("t") == "welcome", "welcome")
    return raw


def started(table: Table) -> tuple[Raw, BotPlayer]:
    """A raw client in seat 0 and a bot in seat 1, the game begun."""
    game = registry.game("highcard")
    raw = seated(table)
    raw.send({"t": "ready", "ready": True})
    table.until(lambda: table.host.players[0].ready, "Raw ready")
    bot = BotPlayer(game, LOOPBACK, table.port, table.host.code, "Bot", seed=1, start=True)
    bot.start()
    threading.Thread(target=bot.run, args=(time.monotonic() + STUCK,), daemon=True).start()
    table.until(lambda: table.host.started, "the start")
    return raw, bot


@pytest.mark.parametrize("hello,why", [
    ({"code": "WRONG1"}, "wrong table code"),
    ({"protocol": PROTOCOL + 1}, f"this table speaks protocol {PROTOCOL}"),
    ({"name": "\x1b\u202e"}, "a name is needed"),
])
def test_a_wrong_hello_is_refused_for_good(lobby, hello, why):
    fields = {"code": lobby.host.code, "protocol": PROTOCOL, "name": "Eve", **hello}
    raw = Raw(lobby.port, fields.pop("code"), fields.pop("name"), fields.pop("protocol"))
    assert raw.refusal().startswith(why)
    raw.close()
    assert not any(p.taken for p in lobby.host.players)


def test_the_code_is_read_as_a_player_types_it():
    assert same_code("ab-c d23", "ABCD23")
    assert not same_code("ABCD24", "ABCD23")


@pytest.mark.parametrize("message,why", [
    ("not json", "not a JSON message"),
    ("[1, 2]", "a message is a JSON object"),
    ('{"t": "shout"}', "unknown message type 'shout'"),
    ('{"t": "act", "v": 1}', "act: a is missing"),
    ('{"t": "act", "v": "1", "a": 3}', "act: v has the wrong type"),
    ('{"t": "ready", "ready": true, "x": 1}', "ready: unknown field 'x'"),
    ('{"t": "say", "m": "hello all"}', "no quick message 'hello all'"),
    ('{"t": "act", "v": 1, "a": NaN}', "not a JSON message"),
    ('{"t": "hello", "protocol": 1, "code": "X", "name": "Y"}', "hello was already said"),
])
def test_a_bad_message_is_refused_in_one_line_and_changes_nothing(lobby, message, why):
    raw, bot = started(lobby)
    try:
        before = (lobby.host.version, lobby.host.session.record_text())
        raw.got.clear()
        raw.send(message)
        assert raw.refusal() == why
        assert (lobby.host.version, lobby.host.session.record_text()) == before
        # and the connection stays: a good message is still taken
        raw.send({"t": "say", "m": "thanks"})
        raw.wait_for(lambda i: i[0] == "message" and i[1].get("t") == "said", "the message")
    finally:
        raw.close()
        bot.stop()


def test_an_action_not_this_seats_to_make_is_refused(lobby):
    raw, bot = started(lobby)
    try:
        state = raw.wait_for(lambda i: i[0] == "message" and i[1].get("t") == "state",
                             "a state")[1]
        v = lobby.host.version
        legal = set(map(str, state.get("legal", [])))
        other = next(c for c in range(26) if str(c) not in legal)
        raw.got.clear()
        raw.send({"t": "act", "v": v, "a": other})
        assert raw.refusal() == "not an action this seat may make now"
        raw.send({"t": "act", "v": v + 5, "a": other})
        assert raw.refusal() == "that state was never sent"
    finally:
        raw.close()
        bot.stop()


def test_a_message_too_large_closes_that_connection_only(lobby):
    raw = seated(lobby)
    raw.send('{"t": "say", "m": "' + "x" * (MAX_MESSAGE + 10) + '"}')
    raw.wait_for(lambda i: i[0] in ("lost", "refused"), "the connection closed")
    lobby.until(lambda: not lobby.host.players[0].connected, "the seat open again")
    again = seated(lobby, "Other")  # the table goes on taking players
    again.close()


def test_names_and_words_from_another_machine_are_filtered():
    assert clean_text("Vera\x1b[31m\u202e\u200b  Ivanova\n") == "Vera[31m Ivanova"
    assert clean_text("x" * 100) == "x" * 24


def test_a_client_that_floods_is_dropped_and_the_game_goes_on_to_the_same_end():
    game = registry.game("tichu")
    rules = game.rules({"target": 500})
    names, levels, seeds = ["Anna", "Boris", "Vera", "Gleb"], ["normal"] * 4, [7, 8, 9, 10]
    table = Table(game, rules, seats=4, seed=11)
    players = []
    try:
        players = bots(game, table, names, levels, seeds)
        flood = Raw(table.port, table.host.code, "Mallory")  # no seat is free for it
        flood2 = Raw(table.port, "NOCODE", "Mallory", hello=False)
        flood2.refusal()  # its hello is no hello: refused, and it stays connected
        for _ in range(1000):  # as fast as it can: far more than 1,000 a second
            flood2.send('{"t": "act"}')
        flood2.wait_for(lambda i: i[0] in ("lost", "refused", "closed") or (
            i[0] == "message" and "too many" in str(i[1].get("why"))), "the flooder dropped")
        table.until(lambda: all(p.ended for p in players), "the game's end")
        flood.close()
        flood2.close()
    finally:
        table.close()
        for p in players:
            p.stop()
    assert [p.ended for p in players] == ["over"] * 4
    assert players[0].record == play_here(game, rules, names, 11, list(zip(levels, seeds)))


def test_a_player_who_drops_mid_game_joins_again_and_the_game_ends_as_it_would_have():
    game = registry.game("tysiacha")
    rules = game.rules({"players": 3})
    names, levels, seeds = ["Anna", "Boris", "Vera"], ["normal"] * 3, [1, 2, 3]
    table = Table(game, rules, seats=3, seed=4, on_drop="wait")
    players = []
    try:
        players = bots(game, table, names, levels, seeds)
        table.until(lambda: table.host.version > 40, "the game under way")
        gone = players[1]
        machine = gone.client.hello["machine"]
        gone.stop()  # closes its connection: the host waits for Boris
        table.until(lambda: not table.host.players[1].connected, "Boris gone")
        back = BotPlayer(game, LOOPBACK, table.port, table.host.code, "Boris", "normal", 2,
                         machine=machine)
        back.start()
        players[1] = back
        threading.Thread(target=back.run, args=(time.monotonic() + STUCK,), daemon=True).start()
        table.until(lambda: all(p.ended for p in players), "the game's end")
    finally:
        table.close()
        for p in players:
            p.stop()
    assert back.player == 1  # the same seat
    assert any(m.get("t") == "state" and "obs" in m for m in back.messages)  # all of it again
    assert back.record == play_here(game, rules, names, 4, list(zip(levels, seeds)))


def test_someone_else_with_the_same_name_gets_no_seat_once_the_game_has_begun(lobby):
    raw, bot = started(lobby)
    try:
        other = Raw(lobby.port, lobby.host.code, "Raw", machine="elsewhere")  # not its machine
        assert other.refusal() == "no seat is free at this table"
    finally:
        raw.close()
        bot.stop()


def test_two_players_of_one_name_are_told_apart_and_each_gets_its_seat_back(lobby):
    first = seated(lobby, "Vera")
    second = Raw(lobby.port, lobby.host.code, "Vera", machine="vera-2")
    second.wait_for(lambda i: i[0] == "message" and i[1].get("t") == "welcome", "welcome")
    try:
        assert [p.name for p in lobby.host.players] == ["Vera", "Vera 2"]
        second.close()
        lobby.until(lambda: not lobby.host.players[1].connected, "the drop")
        again = Raw(lobby.port, lobby.host.code, "Vera", machine="vera-2")
        welcome = again.wait_for(lambda i: i[0] == "message" and i[1].get("t") == "welcome",
                                 "welcome again")
        assert welcome[1]["player"] == 1  # (by the name it gave and its machine)
        assert [p.name for p in lobby.host.players] == ["Vera", "Vera 2"]
        again.close()
    finally:
        first.close()


def test_a_player_who_joins_with_an_ai_players_name_in_another_language_is_told_apart():
    """The host's AI is "Borys" (its name in Polish); a player joining as "Boris" would
    show as "Borys" too (the table shows an AI's name in the language shown): the host
    numbers the newcomer, as it does two players called the same."""
    from game.net.host import AI, OPEN, Player
    from game.ui import i18n
    game = registry.game("highcard")
    i18n.set_language("pl")
    try:
        table = Table(game, game.rules(), players=[Player(AI, i18n.tr("Boris")),
                                                   Player(OPEN, "")])
    finally:
        i18n.set_language("en")
    try:
        raw = seated(table, "Boris")
        assert table.host.players[1].name == "Boris 2"
        raw.close()
    finally:
        table.close()
