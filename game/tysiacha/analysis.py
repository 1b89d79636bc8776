"""Deal analysis: the double-dummy solver as a teacher (R35-R39, R44, R45).

For one deal of 1000 that reached the play, with every hand in view:

- the contract's verdict from the first lead: the points the declarer would end with if
  both sides played perfectly from there (`best_total`), and whether that makes the
  contract (`makeable`; if not, best defence beats it);
- every card played, in order: the value of each legal move at that moment, the value of
  the card played, and its cost, the points it gave away against the best move then;
- per seat, the costly cards worst first, each with the better card(s), and each side's
  total cost.

Every value is the DECLARER's points at the end of the deal, both sides playing perfectly
from that moment: its points so far plus the solver's value of the rest (dds.py: card
points of the tricks it wins and the melds it declares, R44, R52). The declarer wants it
high and the defenders (who cooperate) want it low, so a declarer's card costs
(best value - its value) and a defender's card (its value - best value); a best card
costs 0. The figures chain: the value of a card is the best value at the next card, so
the declarer's final points = `best_total` - the declarer's cost + the defenders' cost.

    analyse_deal(deal)                          # an engine Deal (match.deals[k])
    analyse_record(deal_rec, rules, dealer, standing)   # plain data, for a worker process
    analyse_record(*plain_args(deal))           # the same as analyse_deal(deal)
    analyse_saved_deal(record, k)               # deal k of a game record (a saved file)

A deal that never reached the play (a redeal, rospisat' or spisat', R12, R13, R30, R32, or
one still in the bidding or the exchange) gives `NoPlay` naming why. A deal still in play
is analysed up to its last card played. The results are frozen dataclasses of ints,
bools and tuples: they pickle, and the UI writes the sentences.

Speed: one Solver for the whole deal (its table holds the value of the remaining tricks,
valid for every position of the deal); the cards are analysed from the last to the first,
so that the later positions in the table speed up the earlier searches; the card played
is not searched (its value is the best value at the next card), nor is a forced card.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Union

from .ai.dds import Position, Solver
from .engine import actions as A
from .engine.deal import Deal, Phase
from .engine.record import DealRecord, Record, Start, deal_record, replay
from .engine.rules import Rules
from .engine.standing import Standing

__all__ = ["NoPlay", "PlayStep", "SeatReport", "DealAnalysis", "Analysis", "analyse_deal",
           "analyse_record", "analyse_saved_deal", "plain_args"]


@dataclass(frozen=True)
class NoPlay:
    """A deal with no play to analyse. `outcome`: "redeal" (R12, R13), "rospisat"
    (R30), "spisat" (R32), or "unfinished" (the bidding, the prikup or the exchange is
    still going on)."""

    outcome: str


@dataclass(frozen=True)
class PlayStep:
    """One card played, judged against every legal move at that moment.

    Values are the declarer's points at the end of the deal with perfect play from then
    on (see the module docstring). `moves` holds (action, value) for each legal move, in
    the order of the engine's legal actions (rospisat' left out); an action is the card,
    or the card + 24 when it declares its meld (engine/actions.py). `best` is the best
    value for the player's side (the highest for the declarer, the lowest for a
    defender) and `best_moves` the actions worth it; `cost` >= 0 is what the card gave
    away against them (0 for a best card). `turns_contract`: the card changed the
    contract's fate under perfect play (best >= contract but value < contract, or the
    other way round).
    """

    number: int           # 1..24: the card's place in the deal
    trick: int            # 1..8
    seat: int             # the engine's seat that played it
    by_declarer: bool
    card: int
    meld: bool            # a marriage or four aces declared with it (R37, R38)
    declarer_points: int  # the declarer's points (tricks won, melds) before this card
    moves: tuple[tuple[int, int], ...]
    value: int            # the value of the card played
    best: int
    cost: int
    best_moves: tuple[int, ...]
    turns_contract: bool

    @property
    def action(self) -> int:
        return A.play(self.card, self.meld)

    @property
    def forced(self) -> bool:
        """The only legal move."""
        return len(self.moves) == 1

    @property
    def better(self) -> tuple[int, ...]:
        """The actions that would have cost nothing (empty for a best card)."""
        return self.best_moves if self.cost else ()


@dataclass(frozen=True)
class SeatReport:
    """One active seat's costly cards, worst first (ties in the order played)."""

    seat: int
    declarer: bool
    cost: int                       # the sum of its cards' costs
    mistakes: tuple[PlayStep, ...]  # the steps with cost > 0


@dataclass(frozen=True)
class DealAnalysis:
    """The analysis of one deal's play (see the module docstring)."""

    declarer: int
    contract: int
    seats: tuple[int, int, int]  # the active seats in playing order (R4, R40)
    inactive: int                # the seat sitting out (R40), -1 with 3 players
    start_points: int   # the declarer's points at the first lead (0: nothing won yet)
    best_total: int     # its points at the end with perfect play from the first lead
    makeable: bool      # best_total >= contract (R45): else best defence beats it
    steps: tuple[PlayStep, ...]
    complete: bool      # all 24 cards played; else a deal still in play
    final_points: int   # the declarer's points after the last card played
    made: Optional[bool]  # final_points >= contract; None until the deal is complete
    seat_reports: tuple[SeatReport, ...]  # by `seats`
    declarer_cost: int
    defenders_cost: int
    nodes: int = field(default=0, compare=False)  # trick boundaries the solver searched

    @property
    def margin(self) -> int:
        """best_total - contract: how far perfect play makes (>= 0) or misses it."""
        return self.best_total - self.contract

    def report(self, seat: int) -> SeatReport:
        """The report of an active seat (KeyError for the seat sitting out)."""
        for r in self.seat_reports:
            if r.seat == seat:
                return r
        raise KeyError(f"seat {seat} does not play this deal (R40)")


Analysis = Union[DealAnalysis, NoPlay]


# ---------------------------------------------------------------------- entry points
def plain_args(deal: Deal) -> tuple[DealRecord, Rules, int, Standing]:
    """The arguments of `analyse_record` for an engine Deal: plain data to send to a
    worker process."""
    return deal_record(deal), deal.rules, deal.dealer, deal.standing


def analyse_deal(deal: Deal, solver: Optional[Solver] = None) -> Analysis:
    """The analysis of an engine Deal (over, or still in play), or NoPlay."""
    if deal.outcome in ("redeal", "rospisat", "spisat"):
        return NoPlay(deal.outcome)
    if deal.phase not in (Phase.PLAY, Phase.OVER):
        return NoPlay("unfinished")
    return analyse_record(*plain_args(deal), solver=solver)


def analyse_record(record: DealRecord, rules: Rules, dealer: int,
                   standing: Optional[Standing] = None,
                   solver: Optional[Solver] = None) -> Analysis:
    """The analysis of a recorded deal, dealt by `dealer` on `standing` (a new game's
    by default; it matters only for melds on the barrel, R52, and silence, R18).

    The record's steps are replayed through the engine up to the first lead, so a record
    that breaks a rule raises ReplayError (RecordError); its plays are then checked
    against the solver's legal moves (ValueError)."""
    if record.redeal is not None:
        return NoPlay("redeal")
    if record.rospisat or record.spisat:
        return NoPlay("rospisat" if record.rospisat else "spisat")
    if record.plays is None:
        return NoPlay("unfinished")
    deal = _first_lead(record, rules, dealer, standing or Standing.new(rules.players))
    if deal.phase is not Phase.PLAY:  # (a record of plays with an unfinished deal)
        return NoPlay("unfinished")
    actions = [A.play(card, meld) for card, meld in record.plays]
    return _analyse(deal, actions, solver)


def analyse_saved_deal(record: Record, index: int,
                       solver: Optional[Solver] = None) -> Analysis:
    """The analysis of deal `index` (from 0) of a game record: the record is replayed
    (engine/replay.py) to learn the deal's dealer and standing."""
    match = replay(record)
    return analyse_deal(match.deals[index], solver)


# ---------------------------------------------------------------------- the work
def _first_lead(record: DealRecord, rules: Rules, dealer: int, standing: Standing) -> Deal:
    """The deal at its first lead: the record without its plays, replayed as a one-deal
    game record dealt by `dealer` on `standing`."""
    barrel = {s: b for s, b in enumerate(standing.barrel) if b is not None}
    start = Start(dealer=dealer, scores=list(standing.scores), barrel=barrel,
                  zeros=list(standing.zeros), rospisat=list(standing.rospisat),
                  deals_played=standing.deals_played)
    bare = DealRecord(record.hands, record.prikup, list(record.bids), record.give,
                      record.raise_to, [])
    game = Record(rules.to_mapping(), [f"Player {s + 1}" for s in range(rules.players)],
                  start, None, [bare])
    return replay(game).deals[0]


def _analyse(deal: Deal, actions: list[int], solver: Optional[Solver]) -> DealAnalysis:
    """Judge every action of the play from the first lead of `deal`."""
    pos = Position.from_deal(deal)
    fresh = Solver.for_position(pos)
    if solver is None or solver.config != fresh.config:
        solver = fresh
    nodes0 = solver.nodes
    seats = pos.seats
    d = pos.declarer

    # forward: each position, the points each card gives the declarer
    positions = [pos]
    points = [deal.points(deal.declarer)]
    for i, a in enumerate(actions):
        if a not in positions[-1].legal_actions():
            raise ValueError(f"card {i + 1} of the play, {A.action_str(a)}, is not a legal "
                             f"move (R36, R37)")
        nxt, gain = positions[-1].play(a)
        positions.append(nxt)
        points.append(points[-1] + gain)
    n = len(actions)
    complete = positions[-1].over

    # backward: the solver's value of each position (from there on)
    after = 0 if complete else solver.solve(positions[-1])
    steps: list[PlayStep] = []
    for i in range(n - 1, -1, -1):
        p = positions[i]
        played = actions[i]
        values = {}
        for a in p.legal_actions():
            if a == played:
                values[a] = points[i + 1] - points[i] + after
            else:
                child, gain = p.play(a)
                values[a] = gain + solver.solve(child)
        by_declarer = p.to_act == d
        best = max(values.values()) if by_declarer else min(values.values())
        after = best
        steps.append(_step(i, p, played, values, best, points[i], by_declarer,
                           deal.contract))
    steps.reverse()
    best_total = points[0] + after  # `after` is now the value at the first lead

    reports = []
    for s in seats:
        mine = [st for st in steps if st.seat == s and st.cost > 0]
        mine.sort(key=lambda st: (-st.cost, st.number))
        reports.append(SeatReport(s, s == deal.declarer, sum(st.cost for st in mine),
                                  tuple(mine)))
    declarer_cost = sum(r.cost for r in reports if r.declarer)
    return DealAnalysis(
        declarer=deal.declarer, contract=deal.contract, seats=seats,
        inactive=deal.inactive, start_points=points[0], best_total=best_total,
        makeable=best_total >= deal.contract, steps=tuple(steps), complete=complete,
        final_points=points[-1],
        made=points[-1] >= deal.contract if complete else None,
        seat_reports=tuple(reports), declarer_cost=declarer_cost,
        defenders_cost=sum(r.cost for r in reports) - declarer_cost,
        nodes=solver.nodes - nodes0)


def _step(i: int, p: Position, played: int, values: dict[int, int], best: int,
          before: int, by_declarer: bool, contract: int) -> PlayStep:
    """The PlayStep of card i (from 0), values relative to position p; totals from here."""
    value = values[played]
    cost = best - value if by_declarer else value - best
    best_total = before + best
    total = before + value
    return PlayStep(
        number=i + 1, trick=i // 3 + 1, seat=p.seats[p.to_act], by_declarer=by_declarer,
        card=A.played_card(played), meld=A.is_meld(played), declarer_points=before,
        moves=tuple((a, before + v) for a, v in values.items()), value=total,
        best=best_total, cost=cost,
        best_moves=tuple(a for a, v in values.items() if v == best),
        turns_contract=(best_total >= contract) != (total >= contract))
