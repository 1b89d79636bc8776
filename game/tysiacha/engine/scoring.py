"""Scoring a finished deal (R41-R56): a pure function of the rules, the standing before
the deal and what happened in it."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .cards import ACE, ACES_MASK, CARD_POINTS, MARRIAGE_MASKS, MARRIAGE_VALUES, points_of
from .rules import Rules
from .standing import Standing


@dataclass(frozen=True)
class DealResult:
    """What scoring needs to know of a finished deal."""

    outcome: str  # "played", "rospisat", "spisat" or "redeal"
    dealer: int
    declarer: int  # -1 for a redeal
    contract: int
    points: tuple[Optional[int], ...]  # R44 per seat; None for the inactive seat
    inactive: int  # -1 with 3 players
    prikup: int  # mask


@dataclass(frozen=True)
class SheetRow:
    """One line of the score sheet (RECORD_FORMAT.md's replay fields)."""

    dealer: int
    declarer: Optional[int]
    contract: Optional[int]
    outcome: str
    points: tuple[Optional[int], ...]
    made: Optional[bool]
    deltas: tuple[int, ...]
    scores: tuple[int, ...]
    marks: tuple[tuple[str, ...], ...]
    winners: Optional[tuple[int, ...]] = None

    def to_json(self) -> dict:
        return {"dealer": self.dealer, "declarer": self.declarer, "contract": self.contract,
                "points": list(self.points), "made": self.made, "deltas": list(self.deltas),
                "scores": list(self.scores), "marks": [list(m) for m in self.marks]}


def round_points(points: int, rules: Rules) -> int:
    """R46: to the nearest 5 (1, 2 down; 3, 4 up; 6, 7 down; 8, 9 up), or to the
    nearest 10 with 5 rounding up."""
    if not rules.rounding:
        return points
    unit = rules.rounding_unit
    return (points + unit // 2) // unit * unit if unit == 10 else (points + 2) // 5 * 5


def rospisat_points(rules: Rules, contract: int) -> int:
    """R31: fixed points, or half the contract rounded up to a multiple of 5, at least 60."""
    if rules.rospisat_points == "half_bid":
        half = -(-contract // 2)
        return max(60, -(-half // 5) * 5)
    return rules.rospisat_points


def rospisat_penalty(rules: Rules, contract: int) -> int:
    """R33: the (negative) cost of a penalised rospisat'."""
    return -contract if rules.rospisat_penalty == "bid" else rules.rospisat_penalty


def golden_deal(rules: Rules, standing) -> bool:
    """R47: the deal after `standing` is one of the first round's, which count double."""
    return rules.golden_set and standing.deals_played < rules.players


def rospisat_penalised(rules: Rules, count: int) -> bool:
    """R32: whether the declarer's `count`-th rospisat' costs the penalty."""
    mode = rules.rospisat
    if mode == "every_time":
        return True
    return mode in ("every_third", "with_spisat") and count % 3 == 0


def inactive_points(rules: Rules, prikup: int) -> int:
    """R41: what the inactive player takes from the prikup, before rounding."""
    total = 0
    aces = (prikup & ACES_MASK).bit_count()
    if rules.prikup_card_points:
        total += points_of(prikup)
        if rules.prikup_ace_points:
            total += aces * (rules.prikup_ace_points - CARD_POINTS[ACE])
    else:
        total += aces * rules.prikup_ace_points
    if rules.prikup_marriage_points:
        total += sum(v for m, v in zip(MARRIAGE_MASKS, MARRIAGE_VALUES) if prikup & m == m)
    return total


def score_deal(rules: Rules, before: Standing, result: DealResult) -> tuple[Standing, SheetRow]:
    n = rules.players
    if result.outcome == "redeal":  # R12, R13: void, nothing moves
        marks = tuple(("redeal",) for _ in range(n))
        return before, SheetRow(result.dealer, None, None, "redeal", (None,) * n, None,
                                (0,) * n, before.scores, marks)
    golden = golden_deal(rules, before)
    mult = 2 if golden else 1
    decl, contract, outcome = result.declarer, result.contract, result.outcome
    gain = [0] * n  # what the deal gives each seat (doubled when golden)
    penalty = [0] * n  # penalties (never doubled)
    marks: list[list[str]] = [["golden"] if golden else [] for _ in range(n)]
    zeros = list(before.zeros)
    rospisat = list(before.rospisat)
    made: Optional[bool] = None
    for s in range(n):
        if s == result.inactive:
            gain[s] = round_points(inactive_points(rules, result.prikup), rules) * mult
        elif s == decl:
            if outcome == "played":
                made = result.points[s] >= contract  # R45: before any rounding
                gain[s] = (contract if made else -contract) * mult
            elif outcome == "spisat":
                gain[s] = -contract * mult
                marks[s].append("spisat")
            else:  # rospisat: R30
                rospisat[s] += 1
                marks[s].append("rospisat")
                if rospisat_penalised(rules, rospisat[s]):
                    penalty[s] = rospisat_penalty(rules, contract)
                    marks[s].append("rospisat_penalty")
        elif outcome == "played":
            gain[s] = round_points(result.points[s], rules) * mult
            if result.points[s] == 0 and before.barrel[s] is None:  # R48
                zeros[s] += 1
                marks[s].append("zero")
                if rules.zero_penalty and zeros[s] % 3 == 0:
                    penalty[s] = -120
                    marks[s].append("zero_penalty")
        else:
            gain[s] = rospisat_points(rules, contract) * mult

    scores = list(before.scores)
    barrel = list(before.barrel)
    for s in range(n):
        if rules.barrel and barrel[s] is not None:
            _score_on_barrel(rules, s, s == decl and outcome == "played", made, gain[s],
                             scores, barrel, marks[s])
            continue
        scores[s] += gain[s] + penalty[s]
        if rules.barrel and scores[s] >= rules.barrel_score and (
                scores[s] < rules.target or rules.barrel_victory):  # R50, R54
            scores[s] = rules.barrel_score
            barrel[s] = 0
            marks[s].append("barrel_on")

    winners = _winners(rules, scores, decl)
    for w in winners or ():
        marks[w].append("winner")
    deltas = tuple(a - b for a, b in zip(scores, before.scores))
    after = Standing(tuple(scores), tuple(barrel), tuple(zeros), tuple(rospisat),
                     before.deals_played + 1)
    points = result.points if outcome == "played" else (None,) * n
    row = SheetRow(result.dealer, decl, contract, outcome, tuple(points), made, deltas,
                   after.scores, tuple(tuple(m) for m in marks), winners)
    return after, row


def _score_on_barrel(rules: Rules, s: int, playing_declarer: bool, made: Optional[bool],
                     gain: int, scores: list, barrel: list, marks: list) -> None:
    """R51-R53 for a seat that starts the deal on the barrel."""
    base = rules.barrel_score
    if playing_declarer and not made:  # R51: fails, falls off
        scores[s] = base + gain
        barrel[s] = None
        marks.append("barrel_off")
        return
    if playing_declarer or rules.barrel_defender:  # R51, R52
        if base + gain >= rules.target:
            scores[s] = base + gain
            barrel[s] = None  # reached the goal: off the barrel, the game ends
            return
    scores[s] = base
    barrel[s] += 1
    if rules.barrel_penalty == "three_deals" and barrel[s] >= 3:  # R53
        scores[s] = base - 120
        barrel[s] = None
        marks.append("barrel_off")
        marks.append("barrel_penalty")


def _winners(rules: Rules, scores: list, declarer: int) -> Optional[tuple[int, ...]]:
    """R55: who wins once at least one player has reached the target."""
    reached = [s for s, v in enumerate(scores) if v >= rules.target]
    if not reached:
        return None
    if rules.winner == "declarer" and declarer in reached:
        return (declarer,)
    best = max(scores[s] for s in reached)
    top = tuple(s for s in reached if scores[s] == best)
    if rules.winner == "highest" and declarer in top:
        return (declarer,)
    return top
