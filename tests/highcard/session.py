"""A game of High card at the table: the match, who sits where, the bots thinking off the
frame loop (game/ui/thinking.py), and the save rewritten after every action through the
kit's SavedGame (game/ui/saves.py). No pygame."""
from __future__ import annotations

import hashlib
import random
import uuid
from pathlib import Path
from typing import Optional, Sequence

from game.core.recordfile import RecordError
from game.ui import saves
from game.ui.i18n import tr
from game.ui.saves import SavedGame, SaveError, SeatConfig, SeatsError, set_aside
from game.ui.thinking import Thinker

from .bots import LEVELS
from .engine import HighCardRules, Match, ReplayError, load_record, record_text

SAVE_NAME = "current.highcard.yaml"
SEATS_NAME = "current.highcard-table.yaml"
SUFFIX = ".highcard.yaml"


class HighCardSession(SavedGame):
    SAVE_NAME, SEATS_NAME, SUFFIX = SAVE_NAME, SEATS_NAME, SUFFIX
    game = "highcard"  # its id in the registry (thinking, statistics)

    def __init__(self, match: Match, seats: Sequence[SeatConfig],
                 save_dir: Optional[Path] = None):
        self.match = match
        self.seats = list(seats)
        self.start_saving(save_dir)
        self.moves = 0
        self._token = uuid.uuid4().hex

    @classmethod
    def new(cls, rules: HighCardRules, seats: Sequence[SeatConfig],
            save_dir: Optional[Path] = None, seed: Optional[int] = None) -> "HighCardSession":
        seed = random.SystemRandom().randrange(1 << 30) if seed is None else seed
        session = cls(Match.deal(rules, [c.name for c in seats], seed), seats, save_dir)
        session.save()
        return session

    @classmethod
    def resume(cls, save_dir: Path, read_only: bool = False) -> "HighCardSession":
        """The game saved in `save_dir`; SaveError (the file set aside) if it is broken.
        A table file that cannot say who sits where leaves `seats_problem` set."""
        path = Path(save_dir) / SAVE_NAME
        try:
            match = load_record(path)
        except (RecordError, ReplayError) as exc:
            where = set_aside(path)
            raise SaveError(tr("The saved game {file} could not be read ({why}); it was "
                               "moved to {name}.").format(file=path, why=exc,
                                                          name=where.name)) from None
        problem = None
        try:
            seats = saves.read_seats(Path(save_dir) / SEATS_NAME, match.names, LEVELS)
        except SeatsError as exc:
            seats, problem = saves.default_seats_named(match.names), str(exc)
        session = cls(match, seats, None if read_only else save_dir)
        session.seats_problem = problem
        session.with_undo = saves.read_with_undo(Path(save_dir) / SEATS_NAME)
        return session

    def reseated(self, seats: Sequence[SeatConfig]) -> "HighCardSession":
        session = HighCardSession(self.match, [SeatConfig(n, c.human, c.level) for n, c in
                                               zip(self.match.names, seats)], self.save_dir)
        session.save()
        return session

    @property
    def game_id(self) -> str:
        """The game's key in the statistics: the same game resumed is the same game."""
        m = self.match
        key = repr((m.names, m.rules, m.dealt))
        return hashlib.blake2b(key.encode("utf-8"), digest_size=8).hexdigest()

    def is_human(self, seat: Optional[int]) -> bool:
        return seat is not None and self.seats[seat].human

    # the kit's turn loop (game/ui/turns.py) asks these of every game's session
    def waiting(self) -> list[int]:
        seat = self.match.to_act
        return [] if seat is None else [seat]

    def legal(self, seat: int) -> list[int]:
        return self.match.legal_actions() if seat == self.match.to_act else []

    def observation(self, seat: int):
        return self.match.observe(seat)

    @property
    def finished(self) -> bool:
        return self.match.finished

    def due(self) -> bool:
        return False  # one deal is the whole game

    def advance(self) -> list:
        return []

    def player_of(self, seat: int) -> int:
        return seat

    def record_text(self) -> str:
        return record_text(self.match)

    def apply(self, card: int):
        events = self.match.apply(card)
        self.moves += 1
        self.save()
        return events

    def think(self, seat: int) -> Thinker:
        """The AI in `seat` deciding, in the worker (its bot made there by the registry's
        make_bot for "highcard")."""
        m = self.match
        seed = (m.seed or 0) * 31 + seat
        return Thinker((self._token, seat), self.seats[seat].level, seed, m.observe(seat),
                       m.legal_actions(), game=self.game, reseed=seed + len(m.plays))

    def save(self) -> None:
        if self.save_dir is not None:
            self.write_save(record_text(self.match).encode("utf-8"), self.match.finished,
                            self.seats)


def has_save(data_dir: Path) -> bool:
    return (Path(data_dir) / SAVE_NAME).is_file()
