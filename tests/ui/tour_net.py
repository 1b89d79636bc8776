"""The tour's networked-table route (tour.py): a host on loopback with bots in three seats
(tests/net/helpers.py), and the window joining the fourth by the menu's *Join a table*:
the Join page, the lobby, the table in play, a quick message, and the banner when the
connection to the host drops. Only 127.0.0.1 and a port from the OS."""
from __future__ import annotations

import time

import pygame

from game import registry
from game.net.bot_player import BotPlayer

from .driver import DT, HANG, button, click, key

ROUTES = {
    "tichu-net": ("net-join", "net-lobby", "net-lobby-ready", "net-deal", "net-exchange",
                  "net-play", "net-said", "net-reconnecting"),
    "tichu-host": ("host-setup", "host-lobby", "host-lobby-joined", "host-play",
                   "host-away", "host-menu", "host-setup-saved", "host-continued"),
}


class NetTour:
    """Mixed into tour.Tour: the networked table's route."""

    def _frames_until(self, done, what: str) -> None:
        """Frames, the network's answers coming on their own threads, until `done()`."""
        end = time.monotonic() + HANG
        while time.monotonic() < end:
            if done():
                return
            self.app.frame([], DT)
            time.sleep(0.002)
        raise AssertionError(f"stuck waiting for {what}")

    def _type(self, text: str) -> None:
        self.app.frame([pygame.event.Event(pygame.TEXTINPUT, text=text)], DT)

    def _press(self, label: str) -> None:
        b = button(self.top, label)
        assert b is not None, f"no {label!r} on {type(self.top).__name__}"
        self.app.frame(click(b.rect.center), DT)

    def tichu_net(self) -> None:
        from tests.net.helpers import LOOPBACK, Table

        from game.ui.scenes.network import JoinScene, LobbyScene
        from game.ui.tichu.table_scene import TichuTableScene
        from game.ui.tichu.exchange import TichuExchangeScene
        from game.ui.tichu.play import TichuPlayScene
        from .tichu_driver import Driver, bot_decider

        game = registry.game("tichu")
        table = Table(game, game.rules({"rounds": 4}), seats=4, seed=11, window=0.0)
        players = []
        try:
            from game.ui.scenes.menu import MainMenu
            self.app.push(MainMenu(self.app))
            self.app.frame([], DT)
            self._press("Join a table")
            assert isinstance(self.top, JoinScene)
            for field, text in (("address", f"{LOOPBACK}:{table.port}"),
                                ("code", table.host.code.lower()), ("name", "Zoya")):
                self.top.editing = field
                self.top.values[field] = ""
                self._type(text)
            self.top.editing = None
            self.app.frame([], DT)
            self.snap("net-join")
            self._press("Join")
            assert isinstance(self.top, LobbyScene)
            net = self.top.net
            self._frames_until(lambda: net.player is not None, "a seat")
            for i, name in enumerate(("Boris", "Vera", "Gleb")):
                p = BotPlayer(game, LOOPBACK, table.port, table.host.code, name, "normal",
                              10 + i, seat=i + 1)
                p.start()
                players.append(p)
            self._frames_until(lambda: sum(bool(s.get("taken")) for s in net.lobby) == 4,
                               "four players")
            for p in players:
                import threading
                threading.Thread(target=p.run, args=(time.monotonic() + HANG,),
                                 daemon=True).start()
            self._frames_until(lambda: all(s.get("ready") for s in net.lobby
                                           if s.get("name") != "Zoya"), "the bots ready")
            self.snap("net-lobby")
            self._press("Ready")
            self._frames_until(lambda: button(self.top, "Start the game") is not None,
                               "Start to be offered")
            self.snap("net-lobby-ready")
            self._press("Start the game")
            self._frames_until(lambda: isinstance(self.app.stack.top, TichuTableScene),
                               "the table")
            self.snap("net-deal")
            driver = Driver(self.app, bot_decider("easy", 3), check=False)
            from .tichu_driver import face_up, visible_cards

            def step_until(done, what):
                end = time.monotonic() + HANG
                while time.monotonic() < end and not done():
                    driver.step()
                    top = self.app.stack.top
                    if isinstance(top, TichuTableScene):  # the made-up cards never show
                        assert face_up(top.table) <= visible_cards(top.table)
                    time.sleep(0.002)
                assert done(), f"stuck waiting for {what}"

            def exchanging():
                top = self.app.stack.top
                return isinstance(top, TichuExchangeScene) and bool(top.viewer_legal()) \
                    and not top.table.busy
            step_until(exchanging, "the exchange")
            self.snap("net-exchange")

            def my_play():
                top = self.app.stack.top
                return isinstance(top, TichuPlayScene) and top.my_turn() \
                    and bool(top.viewer_legal()) and not top.table.busy
            step_until(my_play, "a play")
            self.snap("net-play")
            players[0].client.send({"t": "say", "m": "well_played"})
            session = self.app.stack.top.session
            boris = session.match.seating().index(1)
            self._frames_until(lambda: net.saying(boris) == "well_played", "a word")
            self.snap("net-said")
            table.close()  # the host goes away: the player's window says so
            self._frames_until(lambda: net.status == "reconnecting", "the drop")
            self.app.frame([], DT)
            self.snap("net-reconnecting")
        finally:
            for p in players:
                p.stop()
            top = self.app.stack.top
            net = getattr(getattr(top, "session", None), "net", None) or \
                getattr(top, "net", None)
            if net is not None:
                net.close()
            table.close()

    def tichu_host(self) -> None:
        """Host a table from the menu: two bots join from 'other machines', one seat is
        the AI's, and the host plays its own seat at its own table."""
        import threading

        from tests.net.helpers import LOOPBACK

        from game.ui.scenes.hosting import HostLobbyScene, HostScene
        from game.ui.scenes.menu import MainMenu
        from game.ui.tichu.play import TichuPlayScene
        from game.ui.tichu.table_scene import TichuTableScene
        from .tichu_driver import Driver, bot_decider

        game = registry.game("tichu")
        self.app.options.host_port, self.app.options.host_bind = 0, LOOPBACK
        players = []
        try:
            self.app.push(MainMenu(self.app))
            self.app.frame([], DT)
            button(self.top, "Tichu") and self._press("Tichu")
            self._press("Host a table")
            assert isinstance(self.top, HostScene)
            self._press(self.top.row.buttons[2].label)  # seat 3: Open -> AI
            self.snap("host-setup")
            self._press("Open the table")
            assert isinstance(self.top, HostLobbyScene)
            host = self.top.host
            self.app.frame([], DT)
            self.snap("host-lobby")
            for i, name in enumerate(("Boris", "Gleb")):
                p = BotPlayer(game, LOOPBACK, host.server.port, host.code, name, "normal",
                              20 + i)
                p.start()
                players.append(p)
                threading.Thread(target=p.run, args=(time.monotonic() + HANG,),
                                 daemon=True).start()
            self._frames_until(lambda: sum(p.taken and p.ready for p in host.players) == 2,
                               "two players ready")
            self.app.frame([], DT)
            self.snap("host-lobby-joined")
            self._press("Start the game")
            self._frames_until(lambda: isinstance(self.app.stack.top, TichuTableScene),
                               "the table")
            driver = Driver(self.app, bot_decider("easy", 3), check=False)

            def my_play():
                top = self.app.stack.top
                return isinstance(top, TichuPlayScene) and top.my_turn() \
                    and bool(top.viewer_legal()) and not top.table.busy
            end = time.monotonic() + HANG
            while time.monotonic() < end and not my_play():
                driver.step()
                time.sleep(0.002)
            assert my_play(), "stuck waiting for a play"
            assert not self.app.stack.top.session.undo_allowed
            self.snap("host-play")
            players[0].stop()  # Boris drops: the host's table says so
            self._frames_until(lambda: any(p.name == "Boris" and not p.connected
                                           for p in host.players), "the drop")
            self.app.frame([], DT)
            self.snap("host-away")
            self.app.frame(key(pygame.K_ESCAPE), DT)
            assert button(self.top, "Leave the table") is not None
            self.snap("host-menu")
            # the window goes (as if killed): the game hosted is saved, with its code
            code, moves = host.code, len(host.session.round.history)
            from game.ui.saves import flush_saves
            from game.ui.scenes.hosting import close_hosted
            close_hosted()
            host.session.flush()
            flush_saves()
            self.app.stack.clear()
            self.app.push(MainMenu(self.app))
            self.app.frame([], DT)
            self._press("Host a table")
            again = f"Continue the game hosted before (code {code})"
            assert button(self.top, again) is not None
            self.snap("host-setup-saved")
            self._press(again)
            self._frames_until(lambda: isinstance(self.app.stack.top, TichuTableScene),
                               "the table again")
            again = self.app.stack.top.session
            host2 = next(h for a, h in __import__("game.ui.scenes.hosting", fromlist=["_HOSTED"])
                         ._HOSTED if a is self.app)
            assert host2.code == code and len(again.round.history) == moves
            self.app.frame([], DT)
            self.snap("host-continued")
        finally:
            for p in players:
                p.stop()
            from game.ui.scenes.hosting import close_hosted
            close_hosted()

