"""A game of Tichu at the table: the Match, who sits where (human or AI, with a level),
the bots thinking off the frame loop, the order in which the table's decisions are taken
(Conductor), and the saved game (docs/TICHU_RECORD_FORMAT.md) rewritten after every
action. No pygame here: the scenes draw and animate what this holds.

Seats are those of the round (0 at the bottom of the screen for the first human, the
partner opposite at 2); in the tournament mode players change seats every three rounds
(T28), so a SeatConfig belongs to a player, and `config(seat)` finds who sits there now.
"""
from __future__ import annotations

import copy
import hashlib
import random
import uuid
from pathlib import Path
from typing import Optional, Sequence

from game.core.recordfile import RecordError
from game.settings.schema import user_data_dir
from game.tichu.ai import ALIASES
from game.tichu.engine.match import Match
from game.tichu.engine.observation import Observation, observe
from game.tichu.engine.record import ReplayError
from game.tichu.engine.round import Action, Event, Phase, Round
from game.tichu.engine.rules import TichuRules
from game.tichu.records import dump_match_text, load_match

from .. import saves, thinking
from ..i18n import tr
from ..saves import SavedGame, SaveError, SeatConfig, SeatsError, default_seats_named, \
    set_aside, why_broken
from ..thinking import Decided, Thinker
from ..turns import AI, HERE, TurnLoop
from ..undo import UndoHistory, decision_seed

LEVELS = ("easy", "normal", "hard", "expert")
LEVEL_NAMES = {level: level.title() for level in LEVELS}
SAVE_NAME = "current.tichu.yaml"
SEATS_NAME = "current.tichu-table.yaml"


def default_seats(humans: int = 1, level: str = "normal") -> list[SeatConfig]:
    """Seat 0 human (and the next `humans - 1` seats round the table), the others AI
    players of `level`; with one human the partner opposite is an AI."""
    return saves.default_seats(4, humans, level)


class Seating:
    """Who sits where and what each seat sees, for anything that holds a Tichu `match`
    and its `seats` by player (the game at the table, a game watched again)."""

    match: Match
    seats: list[SeatConfig]

    @property
    def rules(self) -> TichuRules:
        return self.match.rules

    @property
    def round(self) -> Optional[Round]:
        return self.match.round

    def player(self, seat: int) -> int:
        """Who sits in `seat` this round."""
        return self.match.seating()[seat]

    def config(self, seat: int) -> SeatConfig:
        return self.seats[self.player(seat)]

    def name(self, seat: int) -> str:
        return self.config(seat).name

    def emblem(self, seat: int) -> str:
        """The badge of the player in `seat` (it follows the player when seats change)."""
        return self.config(seat).badge(self.player(seat))

    def observation(self, seat: int) -> Observation:
        return observe(self.round, seat)


HINT_BOT = "hard"  # the hint is the Hard bot's move (Expert's would take twice as long)
HINT_SEED = 7919


class TichuSession(Seating, SavedGame):
    """The Tichu game being played at the table."""

    SAVE_NAME, SEATS_NAME, SUFFIX = SAVE_NAME, SEATS_NAME, ".tichu.yaml"

    game = "tichu"

    def __init__(self, match: Match, seats: Sequence[SeatConfig],
                 save_dir: Optional[Path] = None, seed: Optional[int] = None):
        if len(seats) != 4:
            raise ValueError("Tichu has four seats")
        self.match = match
        self.seats = list(seats)  # by player
        self.start_saving(save_dir)
        self.rng = random.Random(seed)
        # each AI player's bot, as (level, seed): it is made where it thinks (thinking.py)
        self.bots = {p: (c.level, self.rng.randrange(1 << 30))
                     for p, c in enumerate(self.seats) if not c.human}
        self._token = uuid.uuid4().hex
        thinking.prestart()
        self.moves = 0  # counts every change of the match made here (views cache by it)
        self._record_cache: dict = {}
        # undo (ui/undo.py): the round in progress only; and what each bot decided where
        # (memo_key: a "choose" or an "offer" by seat and position; None for an offer
        # declined)
        self.history: UndoHistory = UndoHistory()
        self.decided: dict[tuple, Optional[Action]] = {}
        # a table hosted here for other machines (game/net/host.py): its turn loop, and
        # who hears of every action applied and round dealt
        self.turn_loop = None
        self.listeners: list = []
        self.networked = None  # what the table shows of it (scenes/network.py, hosting.py)

    # ------------------------------------------------------------------ creating
    @classmethod
    def new(cls, rules: TichuRules, seats: Sequence[SeatConfig],
            save_dir: Optional[Path] = None, seed: Optional[int] = None) -> "TichuSession":
        rng = random.Random(seed)
        match = Match(rules, [c.name for c in seats], random.Random(rng.randrange(1 << 62)))
        session = cls(match, seats, save_dir, rng.randrange(1 << 62))
        session.save()
        return session

    @classmethod
    def resume(cls, save_dir: Path, read_only: bool = False) -> "TichuSession":
        """The saved game in `save_dir`, saved there as it goes on (not `read_only`: in a
        copy of the game that saves nothing); SaveError (with the file set aside) if it
        is broken."""
        path = Path(save_dir) / SAVE_NAME
        try:
            match = load_match(path)
        except (RecordError, ReplayError) as exc:
            where = set_aside(path)
            why = (why_broken(exc) if isinstance(exc, RecordError) else
                   tr("round {n}: a move that breaks the rules").format(n=exc.round_no))
            raise SaveError(tr("The saved game {file} could not be read ({why}); it was "
                               "moved to {name}.").format(file=path, why=why,
                                                          name=where.name)) from None
        try:
            seats, problem = read_seats(Path(save_dir) / SEATS_NAME, match.names), None
        except SeatsError as exc:
            seats = default_seats_named(match.names)
            problem = str(exc)
        session = cls(match, seats, None if read_only else save_dir)
        session.seats_problem = problem
        session.with_undo = saves.read_with_undo(Path(save_dir) / SEATS_NAME)
        return session

    def reseated(self, seats: Sequence[SeatConfig]) -> "TichuSession":
        """The same game with other players in the seats (the names stay the record's)."""
        session = TichuSession(self.match, [SeatConfig(n, c.human, c.level, c.emblem) for n, c in
                                            zip(self.match.names, seats, strict=True)],
                               self.save_dir)
        session.with_undo = self.with_undo
        session.save()
        return session

    # ------------------------------------------------------------------ state
    def is_human(self, seat: int) -> bool:
        return 0 <= seat < 4 and self.config(seat).human

    @property
    def humans(self) -> list[int]:
        """The seats humans sit in this round."""
        return [s for s in range(4) if self.is_human(s)]

    @property
    def game_id(self) -> str:
        """The game's name in the statistics: from its players, rules and first round's
        cards, so that the same game resumed later is counted as the same game."""
        m = self.match
        first = m.rounds[0].dealt if m.rounds else None
        key = repr((m.names, repr(m.rules), m.first_dealer, first))
        return hashlib.blake2b(key.encode("utf-8"), digest_size=8).hexdigest()

    def legal(self, seat: int) -> list[Action]:
        rnd = self.round
        return rnd.legal_actions(seat) if rnd is not None and not rnd.over else []

    # the kit's turn loop (game/ui/turns.py) asks these of every game's session
    def waiting(self) -> list[int]:
        """The seats whose decision the round needs now (none between rounds)."""
        rnd = self.round
        return rnd.waiting() if rnd is not None and not rnd.over else []

    @property
    def finished(self) -> bool:
        return self.match.finished

    def due(self) -> bool:
        """The next round is to be dealt."""
        m = self.match
        return not m.finished and (m.round is None or m.needs_round)

    def advance(self) -> list[Event]:
        return self.start_round()

    def player_of(self, seat: int) -> int:
        return self.player(seat)

    def record_text(self) -> str:
        return dump_match_text(self.match, self._record_cache)

    def conductor(self, min_time: float = 0.0):
        """The turn loop of the table showing this game (a hosted table's is the host's)."""
        if self.turn_loop is not None:
            self.turn_loop.min_time = min_time
            return self.turn_loop
        return Conductor(self, min_time)

    # what a networked table (game/net/host.py) tells a player at another machine
    def rounds_begun(self) -> int:
        return len(self.match.rounds)

    def past_observations(self, player: int) -> list[Observation]:
        """How `player` saw each finished round at its end (from the seat it sat in)."""
        m = self.match
        return [observe(rnd, m.seating(k).index(player))
                for k, rnd in enumerate(m.rounds) if rnd.over]

    def public(self) -> dict:
        return {"first_dealer": self.match.first_dealer}

    # ------------------------------------------------------------------ moves
    def start_round(self, hands=None) -> list[Event]:
        """Deal the next round (`hands`: the four hands to deal, for tests and the tour):
        its first event carries the hands as dealt (the first 8 of each are the cards
        seen before the Grand Tichu calls, T4)."""
        rnd = self.match.start_round(hands)
        self.history.clear()
        self.decided = {}
        self.moves += 1
        self.save()
        for hear in self.listeners:
            hear(None, None)
        return [Event("deal", rnd.dealer, tuple(rnd.dealt))]

    def apply(self, action: Action) -> list[Event]:
        """Apply an action (TichuError if it is not legal now) and save."""
        rnd = self.round
        before = None
        if self.undo_allowed and self.is_human(action.seat) and rnd is not None \
                and not rnd.over:
            before = self._snapshot()
        events = self.match.apply(action)
        if before is not None:
            self.history.decided(before)
        if self.round.over:
            self.history.clear()  # a scored round is not taken back
        self.moves += 1
        self.save()
        for hear in self.listeners:
            hear(action, action.seat)
        return events

    def think(self, seat: int):
        """Start the bot in `seat` on the decision the round waits for (a Thinker), or
        its decision already made in this very position before an undo (Decided)."""
        return self._ask("choose", seat)

    def offer(self, seat: int):
        """Ask the bot in `seat` whether it acts out of turn now (T14)."""
        return self._ask("offer", seat)

    def _ask(self, kind: str, seat: int):
        obs = self.observation(seat)
        legal = self.legal(seat)
        key = self.memo_key(kind, seat, obs)
        if key in self.decided:
            known = self.decided[key]
            if (known is None and kind == "offer") or known in legal:
                return Decided(known)
        level, seed = self.bots[self.player(seat)]
        thinker = Thinker((self._token, self.player(seat)), level, seed, obs, legal,
                          game="tichu", interject=kind == "offer",
                          reseed=decision_seed(seed, *key))
        thinker.memo = key
        return thinker

    def hint(self, seat: int) -> Thinker:
        """What the Hard bot would do in `seat`'s place (the Hint button), with its
        reasons (Thinker.reasons, for Why this?): the same position gives the same hint."""
        obs = self.observation(seat)
        key = self.memo_key("choose", seat, obs)
        seed = decision_seed(HINT_SEED, self._token, *key)
        return Thinker((self._token, "hint", seat), HINT_BOT, seed, obs, self.legal(seat),
                       game="tichu", reseed=seed, explain=True)

    def simultaneous(self) -> bool:
        """The seats decide at once (the Grand Tichu calls, the exchange), each on the
        table as it was when asked."""
        rnd = self.round
        return rnd is not None and rnd.phase in (Phase.GRAND, Phase.EXCHANGE)

    def decision_key(self, seat: int) -> tuple:
        """Where the bot in `seat` decides now, as it sees it (memo_key)."""
        return self.memo_key("choose", seat, self.observation(seat))

    def memo_key(self, kind: str, seat: int, obs: Observation) -> tuple:
        """Where a bot decides, as it sees it: the round and its observation. In the
        Grand Tichu calls and the exchange the seats decide at once, each on the table
        as it was when asked (Conductor), whatever the others did meanwhile, so there
        it is the round, the phase and what the seat itself gave so far."""
        rnd_no = len(self.match.rounds)
        if kind == "choose" and obs.phase in (Phase.GRAND, Phase.EXCHANGE):
            return (kind, seat, rnd_no, obs.phase.value, obs.gave)
        return (kind, seat, rnd_no, obs)

    def remember(self, thinker) -> None:
        """A bot's decision, taken: asked again in the same position (after an undo), it
        answers the same."""
        key = getattr(thinker, "memo", None)
        if key is not None and thinker.done:
            self.decided[key] = thinker.result

    # ------------------------------------------------------------------ undo
    @property
    def undo_allowed(self) -> bool:
        """Only with one human at the table: in hot-seat a player could take back what
        the others have seen."""
        return len([c for c in self.seats if c.human]) == 1 and not self.listeners

    def can_undo(self) -> bool:
        return self.undo_allowed and self.history.can_undo()

    def can_redo(self) -> bool:
        return self.undo_allowed and self.history.can_redo()

    def _snapshot(self) -> Round:
        """The round in progress as it stands (a copy): nothing else of the match
        changes within a round."""
        rnd = self.round
        return copy.deepcopy(rnd, {id(rnd.rules): rnd.rules})

    def _put_back(self, rnd: Round) -> None:
        self.match.rounds[-1] = rnd
        self.with_undo = True
        self.moves += 1

    def undo(self) -> bool:
        """Take back the human's last decision and every bot action after it; the three
        cards given (one Give at the table), and a Mah Jong with its wish or a Dragon with
        its gift, go back as one."""
        return self._step(self.history.undo)

    def redo(self) -> bool:
        """Go forward again over the last undo, while nothing new was done."""
        return self._step(self.history.redo)

    def _step(self, step) -> bool:
        rnd = self.round
        if not self.undo_allowed or rnd is None or rnd.over:
            return False
        state = step(rnd)
        if state is None:
            return False
        self._put_back(state)
        while self._midway():
            state = step(self.round)
            if state is None:
                break
            self._put_back(state)
        self.save()
        return True

    def _midway(self) -> bool:
        """The human is half way through what the table takes as one decision: some of
        the three cards given, or the wish or the Dragon's gift still to choose."""
        rnd = self.round
        humans = [s for s in range(4) if self.is_human(s)]
        if rnd.phase is Phase.EXCHANGE:
            return any(0 < len(rnd.gives[s]) < 3 for s in humans)
        if rnd.phase in (Phase.WISH, Phase.GIFT):
            return any(s in humans for s in rnd.waiting())
        return False

    # ------------------------------------------------------------------ saving
    def save(self) -> None:
        """The game so far, after every action (SavedGame.write_save); the finished
        rounds' text is cached, so a save costs the round in progress."""
        if self.save_dir is not None:
            text = dump_match_text(self.match, self._record_cache).encode("utf-8")
            self.write_save(text, self.match.finished, self.seats)


class Conductor(TurnLoop):
    """The kit's turn loop (game/ui/turns.py) at a Tichu table: the order of T14 (the AI
    seats that may act out of turn asked first, one at a time in seat order after the
    seat the round waits for; then every AI seat the round waits for, all of them at
    once in the Grand Tichu calls and the exchange). Humans act through the table's
    controls whenever their legal actions allow, in or out of turn."""

    def __init__(self, session: TichuSession, min_time: float = 0.0, kind=None,
                 remote=None, hold=lambda: False):
        super().__init__(session, kind or (lambda p: HERE if session.seats[p].human else AI),
                         remote, min_time, hold)


def read_seats(path: Path, names: Sequence[str]) -> list[SeatConfig]:
    """The table file of a Tichu game (saves.read_seats with Tichu's AI levels)."""
    return saves.read_seats(path, names, LEVELS, ALIASES)


def has_save(save_dir: Path) -> bool:
    return (Path(save_dir) / SAVE_NAME).is_file()


def save_dir_default() -> Path:
    return user_data_dir()
