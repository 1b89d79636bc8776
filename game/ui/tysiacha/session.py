"""A game at the table: the Match, who sits where (human or AI, with a level), the bots
thinking off the frame loop, and the saved game (RECORD_FORMAT.md) rewritten after every
action. No pygame here: the scenes draw and animate what this holds."""
from __future__ import annotations

import copy
import hashlib
import random
import uuid
from pathlib import Path
from typing import Optional, Sequence

from game.tysiacha.engine import Match, Rules
from game.tysiacha.engine.events import Event
from game.tysiacha.engine.observation import Observation, observe
from game.tysiacha.ai import ALIASES, LEVELS
from game.tysiacha.engine.record import RecordError, ReplayError
from game.tysiacha.engine.replay import replay
from game.tysiacha.records import dump_record_text, load_record
from game.settings.schema import user_data_dir

from .. import thinking
from .. import saves
from ..saves import SavedGame, SaveError, SeatConfig, SeatsError, default_seats_named, \
    set_aside, why_broken
from ..i18n import tr
from ..thinking import Decided, Thinker
from ..turns import AI, HERE, TurnLoop
from ..undo import UndoHistory, decision_seed

LEVEL_NAMES = {level: level.title() for level in LEVELS}  # Easy, Normal, Hard
HINT_BOT = "hard"  # the hint is the strongest bot's move
SAVE_NAME = "current.tysiacha.yaml"
SEATS_NAME = "current.table.yaml"


class Session(SavedGame):
    """The game being played at the table."""

    game = "tysiacha"  # its id (game/registry.py)
    SAVE_NAME, SEATS_NAME, SUFFIX = SAVE_NAME, SEATS_NAME, ".tysiacha.yaml"

    def __init__(self, match: Match, seats: Sequence[SeatConfig],
                 save_dir: Optional[Path] = None, seed: Optional[int] = None):
        if len(seats) != match.rules.players:
            raise ValueError("one seat config per player")
        self.match = match
        self.seats = list(seats)
        self.start_saving(save_dir)
        self.rng = random.Random(seed)
        # each AI seat's bot, as (level, seed): it is made where it thinks (thinking.py)
        self.bots = {s: (c.level, self.rng.randrange(1 << 30))
                     for s, c in enumerate(self.seats) if not c.human}
        self._hint_seed = self.rng.randrange(1 << 30)
        self._token = uuid.uuid4().hex
        thinking.prestart()
        self.moves = 0  # counts every change of the match made here (views cache by it)
        self._record_cache: dict = {}
        # undo (ui/undo.py): the deal in progress only; the actions since it began (from
        # the resumed position after a resume), and what each bot decided where
        self.history: UndoHistory = UndoHistory()
        self.log: list[int] = []
        self.decided: dict[tuple, int] = {}
        # a table hosted here for other machines (game/net/host.py): its turn loop, and
        # who hears of every action applied and deal dealt
        self.turn_loop = None
        self.listeners: list = []
        self.networked = None  # what the table shows of it (scenes/network.py, hosting.py)

    # ------------------------------------------------------------------ creating
    @classmethod
    def new(cls, rules: Rules, seats: Sequence[SeatConfig], save_dir: Optional[Path] = None,
            seed: Optional[int] = None) -> "Session":
        rng = random.Random(seed)
        match = Match(rules, [c.name for c in seats], random.Random(rng.randrange(1 << 62)))
        session = cls(match, seats, save_dir, rng.randrange(1 << 62))
        session.save()
        return session

    @classmethod
    def resume(cls, save_dir: Path, read_only: bool = False) -> "Session":
        """The saved game in `save_dir`, saved there as it goes on (not `read_only`: in a
        copy of the game that saves nothing); SaveError (with the file set aside) if it
        is broken."""
        path = Path(save_dir) / SAVE_NAME
        try:
            record = load_record(path)
            match = replay(record)
        except (RecordError, ReplayError) as exc:
            where = set_aside(path)
            why = (why_broken(exc) if isinstance(exc, RecordError) else
                   tr("deal {n}: a move that breaks the rules").format(n=exc.deal))
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

    def reseated(self, seats: Sequence[SeatConfig]) -> "Session":
        """The same game with other players in the seats (the names stay the record's),
        saved so that the table file says who sits where again."""
        session = Session(self.match, [SeatConfig(n, c.human, c.level, c.emblem)
                                       for n, c in zip(self.match.names, seats, strict=True)],
                          self.save_dir)
        session.with_undo = self.with_undo
        session.save()
        return session

    # ------------------------------------------------------------------ state
    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def players(self) -> int:
        return self.match.rules.players

    @property
    def humans(self) -> list[int]:
        return [s for s, c in enumerate(self.seats) if c.human]

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].human

    @property
    def to_act(self) -> int:
        return self.match.to_act

    def observation(self, seat: int) -> Observation:
        return observe(self.match, seat)

    def legal_actions(self) -> list[int]:
        return list(self.match.legal_actions())

    # the kit's turn loop (game/ui/turns.py) asks these of every game's session
    def waiting(self) -> list[int]:
        """The seat whose decision the deal needs now (none between deals)."""
        seat = self.match.to_act
        return [seat] if seat >= 0 else []

    def legal(self, seat: int) -> list[int]:
        return self.legal_actions() if seat == self.match.to_act else []

    @property
    def finished(self) -> bool:
        return self.match.finished

    def due(self) -> bool:
        """The next deal is to be dealt."""
        return self.match.needs_deal

    def advance(self) -> list[Event]:
        return self.start_deal()

    def player_of(self, seat: int) -> int:
        return seat

    def record_text(self) -> str:
        return dump_record_text(self.match, self._record_cache)

    def conductor(self, min_time: float = 0.0):
        """The turn loop of the table showing this game (a hosted table's is the host's)."""
        if self.turn_loop is not None:
            self.turn_loop.min_time = min_time
            return self.turn_loop
        return TurnLoop(self, lambda seat: HERE if self.is_human(seat) else AI,
                        min_time=min_time)

    # what a networked table (game/net/host.py) tells a player at another machine
    def rounds_begun(self) -> int:
        return len(self.match.deals)

    def past_observations(self, player: int) -> list[Observation]:
        """How `player` saw each finished deal at its end."""
        return [observe(d, player) for d in self.match.deals if d.over]

    def public(self) -> dict:
        """How the game was set up, as every seat saw it: the cut for the first dealer."""
        cut = self.match.cut
        return {"first_dealer": self.match.first_dealer,
                "cut": [list(map(list, r)) for r in cut.rounds] if cut is not None else None}

    # ------------------------------------------------------------------ moves
    def start_deal(self) -> list[Event]:
        events = self.match.start_deal()
        self.history.clear()
        self.log, self.decided = [], {}
        self.moves += 1
        self.save()
        for hear in self.listeners:
            hear(None, None)
        return events

    def apply(self, action: int) -> list[Event]:
        """Apply the action of the seat to act (IllegalAction if it is not legal) and save."""
        seat, position = self.match.to_act, self.position()
        before = self._snapshot() if self.is_human(seat) and self.undo_allowed else None
        events = self.match.apply(action)
        if before is not None:
            self.history.decided(before)
        elif not self.is_human(seat):
            self.decided[position] = action
        self.log.append(action)
        if self.match.deal.over:
            self.history.clear()  # a scored deal is not taken back
        self.moves += 1
        self.save()
        for hear in self.listeners:
            hear(action, seat)
        return events

    def think(self, seat: int):
        """Start the bot of `seat` on its decision (a Thinker), or its decision already
        made in this very position before an undo (Decided)."""
        position = self.position()
        legal = self.legal_actions()
        known = self.decided.get(position)
        if known is not None and known in legal:
            return Decided(known)
        level, seed = self.bots[seat]
        return Thinker((self._token, seat), level, seed, self.observation(seat), legal,
                       game=self.game, reseed=decision_seed(seed, *position))

    @property
    def game_id(self) -> str:
        """The game's name in the statistics: from its players, rules and first deal, so
        that the same game resumed later is counted as the same game."""
        m = self.match
        first = m.deals[0] if m.deals else None
        key = repr((m.names, repr(m.rules), m.first_dealer,
                    first.dealt if first else None, first.prikup if first else None))
        return hashlib.blake2b(key.encode("utf-8"), digest_size=8).hexdigest()

    # ------------------------------------------------------------------ undo
    @property
    def undo_allowed(self) -> bool:
        """Only with one human at the table: in hot-seat a player could take back what
        the others have seen."""
        return len(self.humans) == 1 and not self.listeners

    def can_undo(self) -> bool:
        return self.undo_allowed and self.history.can_undo()

    def can_redo(self) -> bool:
        return self.undo_allowed and self.history.can_redo()

    def position(self) -> tuple:
        """The position in the game: which deal, and the actions since it began."""
        return (len(self.match.deals), tuple(self.log))

    def _snapshot(self) -> tuple:
        """The deal in progress as it stands (a copy), and the actions that led there.
        Nothing else of the match changes within a deal."""
        deal = self.match.deal
        keep = {id(deal.rules): deal.rules, id(deal.standing): deal.standing}
        return copy.deepcopy(deal, keep), list(self.log)

    def _put_back(self, state: tuple) -> None:
        deal, log = state
        self.match.deals[-1] = deal
        self.log = list(log)
        self.with_undo = True
        self.moves += 1
        self.save()

    def undo(self) -> bool:
        """Take back the human's last decision and every bot action after it."""
        if not self.can_undo() or self.match.deal.over:
            return False
        self._put_back(self.history.undo((self.match.deal, self.log)))
        return True

    def redo(self) -> bool:
        """Go forward again over the last undo, while nothing new was done."""
        if not self.can_redo():
            return False
        self._put_back(self.history.redo((self.match.deal, self.log)))
        return True

    def hint(self, seat: int) -> Thinker:
        """What the strongest bot would do in `seat`'s place (the hint button), with its
        reasons (Thinker.reasons, for Why this?)."""
        return Thinker((self._token, "hint", seat), HINT_BOT, self._hint_seed + seat,
                       self.observation(seat), self.legal_actions(), game=self.game,
                       explain=True)

    # ------------------------------------------------------------------ saving
    def save(self) -> None:
        """The game so far, after every action (SavedGame.write_save); the finished
        deals' text is cached, so a save costs the deal in progress."""
        if self.save_dir is not None:
            text = dump_record_text(self.match, self._record_cache).encode("utf-8")
            self.write_save(text, self.match.finished, self.seats)


def save_dir_default() -> Path:
    return user_data_dir()


def has_save(save_dir: Path) -> bool:
    return (Path(save_dir) / SAVE_NAME).is_file()


def read_seats(path: Path, names: Sequence[str]) -> list[SeatConfig]:
    """The table file of a 1000 game (saves.read_seats with 1000's AI levels)."""
    return saves.read_seats(path, names, LEVELS, ALIASES)
