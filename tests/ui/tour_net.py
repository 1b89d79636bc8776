"""The tour's networked-table routes (tour.py), in both games: a host on loopback with bots
in the other seats (tests/net/helpers.py), and the window joining the last by the menu's
*Join a table*: the Join page, the lobby, the table in play, a quick message, and the
prompt when the connection to the host drops; and a table hosted from the menu, where
bots join from 'other machines'. Only 127.0.0.1 and a port from the OS."""
from __future__ import annotations

import time

import pygame

from game import registry
from game.net.bot_player import BotPlayer

from game.ui import theme
from game.ui.i18n import language, tr

from .driver import DT, HANG, button, click, key

ROUTES = {
    "tichu-net": ("net-join", "net-lobby", "net-lobby-ready", "net-deal", "net-exchange",
                  "net-play", "net-said", "net-reconnecting"),
    "tichu-host": ("host-setup", "host-lobby", "host-lobby-joined", "host-play",
                   "host-away", "host-menu", "host-setup-saved", "host-continued"),
    "thousand-net": ("net1000-lobby", "net1000-cut", "net1000-bidding", "net1000-play",
                     "net1000-said", "net1000-scoring", "net1000-reconnecting"),
    "thousand-host": ("host1000-setup", "host1000-lobby", "host1000-bidding",
                      "host1000-play", "host1000-away", "host1000-continued"),
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

    def _steps_until(self, step, done, what: str, check=None) -> None:
        """`step()` (a driver playing the window's seat) until `done()`; `check(top)`
        after each step."""
        end = time.monotonic() + HANG
        while time.monotonic() < end and not done():
            step()
            if check is not None:
                check(self.app.stack.top)
            time.sleep(0.002)
        assert done(), f"stuck waiting for {what}"

    def _asked_1000(self, name: str):
        """A test: 1000's scene `name` is on top and asks the window's seat to act."""
        def test() -> bool:
            top = self.app.stack.top
            return top is not None and top.name == name and bool(top.legal()) \
                and not top.table.busy
        return test

    def _type(self, text: str) -> None:
        self.app.frame([pygame.event.Event(pygame.TEXTINPUT, text=text)], DT)

    def _press(self, label: str) -> None:
        b = button(self.top, label)
        assert b is not None, f"no {label!r} on {type(self.top).__name__}"
        self.app.frame(click(b.rect.center), DT)

    def _host_again(self, host) -> None:
        """The host's window gone (as if killed, the game hosted saved), the menu again
        and *Host a table*: the page that offers to continue that game."""
        from game.ui.saves import flush_saves
        from game.ui.scenes.hosting import close_hosted
        from game.ui.scenes.menu import MainMenu
        close_hosted()
        host.session.flush()
        flush_saves()
        self.app.stack.clear()
        self.app.push(MainMenu(self.app))
        self.app.frame([], DT)
        self._press("Host a table")

    def _join_from_menu(self, table, snap: str = "") -> object:
        """Menu, *Join a table*, the address, code and name typed, *Join*: the lobby's
        connection once it has a seat (`snap`: a screenshot of the page filled in)."""
        from tests.net.helpers import LOOPBACK

        from game.ui.scenes.menu import MainMenu
        from game.ui.scenes.network import JoinScene, LobbyScene
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
        if snap:
            self.snap(snap)
        self._press("Join")
        assert isinstance(self.top, LobbyScene)
        net = self.top.net
        self._frames_until(lambda: net.player is not None, "a seat")
        return net

    def _bots_join(self, game, table, net, names) -> list:
        """Bots at 'other machines' in the seats after the window's, ready."""
        import threading

        from tests.net.helpers import LOOPBACK
        players = []
        for i, name in enumerate(names):
            p = BotPlayer(game, LOOPBACK, table.port, table.host.code, name, "normal",
                          10 + i, seat=i + 1)
            p.start()
            players.append(p)
        everyone = len(names) + 1
        self._frames_until(lambda: sum(bool(s.get("taken")) for s in net.lobby) == everyone,
                           "every player")
        for p in players:
            threading.Thread(target=p.run, args=(time.monotonic() + HANG,),
                             daemon=True).start()
        self._frames_until(lambda: all(s.get("ready") for s in net.lobby
                                       if s.get("name") != "Zoya"), "the bots ready")
        return players

    def _leave(self, table, players) -> None:
        """The bots stop, the window leaves, the host closes."""
        for p in players:
            p.stop()
        top = self.app.stack.top
        net = getattr(getattr(top, "session", None), "net", None) or getattr(top, "net", None)
        if net is not None:
            net.close()
        table.close()

    def tichu_net(self) -> None:
        from tests.net.helpers import Table

        from game.ui.tichu.table_scene import TichuTableScene
        from game.ui.tichu.exchange import TichuExchangeScene
        from game.ui.tichu.play import TichuPlayScene
        from .tichu_driver import Driver, bot_decider

        game = registry.game("tichu")
        table = Table(game, game.rules({"rounds": 4}), seats=4, seed=11, window=0.0)
        players = []
        try:
            net = self._join_from_menu(table, "net-join")
            players = self._bots_join(game, table, net, ("Boris", "Vera", "Gleb"))
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

            def hidden(top):  # the made-up cards never show
                if isinstance(top, TichuTableScene):
                    assert face_up(top.table) <= visible_cards(top.table)

            def step_until(done, what):
                self._steps_until(driver.step, done, what, hidden)

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
            self._leave(table, players)

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
            with theme.recording(self.app.screen) as rec:  # bound to the loopback: said
                self.top.draw(self.app.screen)
            where = tr("Players join at {where}: from this machine only").format(
                where=f"{LOOPBACK}:{host.server.port}")
            assert any(d.words == where for d in rec.of("text")) or language() != "en"
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
            self._steps_until(driver.step, my_play, "a play")
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
            self._host_again(host)
            again = tr("Continue the game hosted before (code {code})").format(code=code)
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



class _Joined:
    """Plays the seat of a window joined at a networked 1000 table as a person would
    (tests/ui/driver.Player), acting only when the host has asked."""

    @staticmethod
    def make(app):
        from .driver import Player

        class Joined(Player):
            def _asked(self, scene) -> bool:
                return bool(scene.legal()) and not scene.table.busy

            def on_bidding(self, scene):
                if self._asked(scene):
                    return super().on_bidding(scene)
                self.app.frame([], DT)

            def on_exchange(self, scene):
                if self._asked(scene):
                    return super().on_exchange(scene)
                self.app.frame([], DT)

            def on_play(self, scene):
                if self._asked(scene):
                    return super().on_play(scene)
                self.app.frame([], DT)

            def on_scoring(self, scene):
                ready = getattr(scene.session, "ready_for_round", None)
                if ready is None or ready():  # (joined: once the host has dealt)
                    return super().on_scoring(scene)
                self.app.frame([], DT)

        return Joined(app, bot="easy")


class NetTour1000:
    """Mixed into tour.Tour (after NetTour, whose helpers it uses): 1000's networked-table
    routes."""

    def thousand_net(self) -> None:
        from tests.net.helpers import Table

        game = registry.game("tysiacha")
        table = Table(game, game.rules({"dark_prikup": "upto_120"}), seats=3, seed=5,
                      window=0.0)
        players = []
        try:
            net = self._join_from_menu(table)
            players = self._bots_join(game, table, net, ("Boris", "Vera"))
            self._press("Ready")
            self._frames_until(lambda: button(self.top, "Start the game") is not None,
                               "Start to be offered")
            self.snap("net1000-lobby")
            self.set_speed("normal")  # the cut at its own pace, to be seen (instant, it
            self._press("Start the game")  # was over before the stop: the deal's deck shown)
            self._frames_until(lambda: self.top.name == "cut", "the cut")
            self.app.frame(click((5, 5)), DT)  # skip to the result, as the local route does
            if self.top.name != "cut":
                raise AssertionError("the cut went by before it was shown")
            self.snap("net1000-cut")
            self.set_speed("off")
            player = _Joined.make(self.app)

            def hidden(top):  # the made-up cards never show
                if getattr(top, "at_table", False):
                    _no_made_up_cards(top.table)

            def step_until(done, what):
                self._steps_until(player.step, done, what, hidden)
            step_until(self._asked_1000("bidding"), "a bid")
            self.snap("net1000-bidding")
            step_until(self._asked_1000("play"), "a card to play")
            self.snap("net1000-play")
            players[0].client.send({"t": "say", "m": "well_played"})
            self._frames_until(lambda: net.saying(1) == "well_played", "a word")
            self.snap("net1000-said")
            step_until(lambda: self.app.stack.top.name == "scoring", "the deal's end")
            self.app.frame([], DT)
            self.snap("net1000-scoring")
            table.close()  # the host goes away: the player's window says so
            self._frames_until(lambda: net.status == "reconnecting", "the drop")
            self.app.stack.pop(self.app.stack.top)
            self.app.frame([], DT)
            self.snap("net1000-reconnecting")
        finally:
            self._leave(table, players)

    def thousand_host(self) -> None:
        """1000 hosted from the menu: a bot joins from an 'other machine', one seat is
        the AI's, and the host plays its own seat."""
        import threading

        from tests.net.helpers import LOOPBACK

        from game.ui.scenes.hosting import HostLobbyScene, HostScene
        from game.ui.scenes.menu import MainMenu

        game = registry.game("tysiacha")
        self.app.options.host_port, self.app.options.host_bind = 0, LOOPBACK
        players = []
        try:
            self.app.push(MainMenu(self.app))
            self.app.frame([], DT)
            self._press("Host a table")
            assert isinstance(self.top, HostScene)
            self._press(self.top.row.buttons[1].label)  # seat 2: Open -> AI
            self.snap("host1000-setup")
            self._press("Open the table")
            assert isinstance(self.top, HostLobbyScene)
            host = self.top.host
            self.app.frame([], DT)
            p = BotPlayer(game, LOOPBACK, host.server.port, host.code, "Boris", "normal", 20)
            p.start()
            players.append(p)
            threading.Thread(target=p.run, args=(time.monotonic() + HANG,),
                             daemon=True).start()
            self._frames_until(lambda: sum(p.taken and p.ready for p in host.players) == 1,
                               "a player ready")
            self.app.frame([], DT)
            self.snap("host1000-lobby")
            self._press("Start the game")
            player = _Joined.make(self.app)

            self._steps_until(player.step, self._asked_1000("bidding"), "a bid")
            assert not self.app.stack.top.session.undo_allowed
            self.snap("host1000-bidding")
            self._steps_until(player.step, self._asked_1000("play"), "a card to play")
            self.snap("host1000-play")
            players[0].stop()  # Boris drops: the host's table says so
            self._frames_until(lambda: any(p.name == "Boris" and not p.connected
                                           for p in host.players), "the drop")
            self.app.frame([], DT)
            self.snap("host1000-away")
            # the window goes (as if killed): the game hosted goes on from the same action
            code, moves = host.code, len(host.session.match.deal.bids) + \
                len(host.session.match.deal.tricks)
            self._host_again(host)
            self._press(tr("Continue the game hosted before (code {code})").format(code=code))
            self._frames_until(lambda: getattr(self.app.stack.top, "at_table", False),
                               "the table again")
            deal = self.app.stack.top.session.match.deal
            assert len(deal.bids) + len(deal.tricks) == moves
            self.app.frame([], DT)
            self.snap("host1000-continued")
        finally:
            for p in players:
                p.stop()
            from game.ui.scenes.hosting import close_hosted
            close_hosted()


def _no_made_up_cards(table) -> None:
    """No card of the picture's made-up hands shows face up at a joined 1000 table: the
    faces are the player's own, those played, and the prikup once shown."""
    obs = table.observation()
    allowed = set(obs.hand) | {c for t, _ in obs.tricks for _, c in t} | \
        {c for _, c in obs.trick} | set(obs.prikup or ())
    if table.prikup_reveal is not None and (table.prikup_reveal[1]
                                            or table.prikup_reveal[2] == table.viewer):
        allowed |= set(table.prikup_reveal[0])
    if table.shown_trick is not None:
        allowed |= {c for _, c in table.shown_trick[0]}
    for card, sp in table.sprites.items():
        if isinstance(card, int) and sp.face:
            assert card in allowed, f"a made-up card shows: {card}"
