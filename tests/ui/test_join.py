"""The Join page and the lobby (game/ui/scenes/network.py) against a host on loopback:
a wrong code is refused in the host's words, and Leave goes back to the page with what
was typed, to mend it."""
from __future__ import annotations

import time

from game import registry
from game.ui.scenes.network import JoinScene, LobbyScene
from tests.net.helpers import LOOPBACK, STUCK, Table

from .driver import DT, button, click, make_app


def test_a_wrong_code_is_refused_and_can_be_mended(tmp_path):
    game = registry.game("tichu")
    table = Table(game, game.rules({"rounds": 4}), seats=4, window=0.0)
    try:
        app = make_app(tmp_path)
        typed = {"address": f"{LOOPBACK}:{table.port}", "code": "zzzz-zz", "name": "Zoya"}
        app.push(JoinScene(app, typed))
        app.frame([], DT)
        app.frame(click(button(app.stack.top, "Join").rect.center), DT)
        lobby = app.stack.top
        assert isinstance(lobby, LobbyScene)
        end = time.monotonic() + STUCK
        while lobby.net.status != "refused" and time.monotonic() < end:
            app.frame([], DT)
            time.sleep(0.005)
        assert lobby.status_line()[0] == "The host said no: wrong table code"
        app.frame(click(button(lobby, "Leave").rect.center), DT)
        page = app.stack.top
        assert isinstance(page, JoinScene) and page.values == typed
        assert not any(p.taken for p in table.host.players)
    finally:
        table.close()
