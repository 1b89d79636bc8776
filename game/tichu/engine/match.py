"""A game of Tichu: rounds until a team reaches the target, a fixed number of rounds, or the
seed's tournament (docs/TICHU_RULES.md T27, T28).

Players are numbered 0..3 as they sit in the first round. In the tournament the
partnerships change every three rounds and players move so that partners sit opposite:
`seating(k)` gives the player in each seat of round k (0-based). Outside it, seat and
player are the same.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional, Sequence

from game.core.shuffle import shuffled

from .cards import DECK
from .round import Action, Event, Round
from .rules import TichuRules
from .scoring import RoundResult, score_round

TOURNAMENT_ROUNDS = 9
# the players in seats 0..3 for each block of three rounds (T28)
TOURNAMENT_SEATING = ((0, 1, 2, 3), (0, 2, 1, 3), (0, 1, 3, 2))


@dataclass(frozen=True)
class SheetRow:
    """A scored round: `seating` (player by seat), the `result` by seat and team, the
    team `scores` after it (by seat team), and in the tournament each player's
    `win_points` and `tichu_points` for the round (by player)."""
    seating: tuple[int, ...]
    result: RoundResult
    scores: tuple[int, int]
    win_points: tuple[int, ...] = ()
    tichu_points: tuple[int, ...] = ()


def deal_hands(rng: random.Random) -> list[list[int]]:
    """Shuffle and deal 14 cards each, one card at a time round the table: the first 8
    of each hand are the first batch (T4, T5). Seat order of the list: 0..3."""
    deck = shuffled(rng, DECK)
    return [deck[s::4][:14] for s in range(4)]


class Match:
    def __init__(self, rules: TichuRules, names: Optional[Sequence[str]] = None,
                 rng: Optional[random.Random] = None, dealer: int = 0):
        self.rules = rules
        self.names = list(names) if names else [f"Player {i + 1}" for i in range(4)]
        if len(self.names) != 4:
            raise ValueError("Tichu is played by four")
        self.rng = rng if rng is not None else random.Random()
        self.first_dealer = dealer
        self.rounds: list[Round] = []
        self.sheet: list[SheetRow] = []
        self.scores = (0, 0)  # by team of the seats (outside the tournament)
        self.win_points = [0] * 4  # by player (tournament)
        self.tichu_points = [0] * 4
        self.winners: Optional[tuple[int, ...]] = None  # players; all four on a draw

    # ------------------------------------------------------------------ state
    @property
    def round(self) -> Optional[Round]:
        return self.rounds[-1] if self.rounds else None

    @property
    def finished(self) -> bool:
        return self.winners is not None

    @property
    def needs_round(self) -> bool:
        return not self.finished and (self.round is None or self.round.over)

    def seating(self, k: Optional[int] = None) -> tuple[int, ...]:
        """The player in each seat of round k (default: the current or next round)."""
        if k is None:
            k = len(self.rounds) - (0 if self.needs_round else 1)
        if not self.rules.tournament:
            return (0, 1, 2, 3)
        return TOURNAMENT_SEATING[min(k // 3, 2)]

    def seat_names(self) -> list[str]:
        return [self.names[p] for p in self.seating()]

    def dealer_of(self, k: int) -> int:
        return (self.first_dealer + k) % 4

    # ------------------------------------------------------------------ playing
    def start_round(self, hands: Optional[Sequence[Sequence[int]]] = None) -> Round:
        if not self.needs_round:
            raise ValueError("a round is in progress or the game is over")
        k = len(self.rounds)
        rnd = Round(self.rules, self.dealer_of(k), hands or deal_hands(self.rng))
        self.rounds.append(rnd)
        return rnd

    def legal_actions(self, seat: int) -> list[Action]:
        return self.round.legal_actions(seat) if self.round is not None else []

    def apply(self, action: Action) -> list[Event]:
        if self.round is None or self.round.over:
            raise ValueError("no round is in progress")
        events = self.round.apply(action)
        if self.round.over:
            events += self._score()
        return events

    def _score(self) -> list[Event]:
        rules = self.rules
        k = len(self.rounds) - 1
        seating = self.seating(k)
        result = score_round(self.round, 100 if rules.tournament else 200)
        self.scores = (self.scores[0] + result.score[0], self.scores[1] + result.score[1])
        wins, tichus = (), ()
        if rules.tournament:
            wins, tichus = _tournament_points(result, seating)
            for p in range(4):
                self.win_points[p] += wins[p]
                self.tichu_points[p] += tichus[p]
        self.sheet.append(SheetRow(seating, result, self.scores, wins, tichus))
        events = [Event("scored", None, self.sheet[-1])]
        winners = self._winners()
        if winners is not None:
            self.winners = winners
            events.append(Event("game_over", None, winners))
        return events

    def _winners(self) -> Optional[tuple[int, ...]]:
        """T27, T28: the winning players once the game is over, else None."""
        rules, played = self.rules, len(self.sheet)
        if rules.tournament:
            if played < TOURNAMENT_ROUNDS:
                return None
            best = max(zip(self.win_points, self.tichu_points))
            return tuple(p for p in range(4) if (self.win_points[p], self.tichu_points[p]) == best)
        a, b = self.scores
        if rules.rounds:
            if played < rules.rounds:
                return None
        elif max(a, b) < rules.target or a == b:
            return None
        if a == b:
            return (0, 1, 2, 3)
        side = 0 if a > b else 1
        return (side, side + 2)


def _tournament_points(result: RoundResult, seating: tuple[int, ...]):
    """Each player's winning points and Tichu points for one round (T28), by player."""
    wins, tichus = [0] * 4, [0] * 4
    a, b = result.score
    for seat in range(4):
        side = seat % 2
        mine, theirs = (a, b) if side == 0 else (b, a)
        if result.double_win is not None:
            w = (2 if result.lost_call(side) else 3) if result.double_win == side else 0
        else:
            w = 2 if mine > theirs else 1 if mine == theirs else 0
        wins[seating[seat]] = w
        tichus[seating[seat]] = mine
    return tuple(wins), tuple(tichus)
