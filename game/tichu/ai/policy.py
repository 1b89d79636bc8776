"""The Tichu player that plans to go out (Normal; Easy is the same with slips; the search
player plays its candidates out with it).

It sees its hand as the partition into combinations that costs least (plan.py): each
combination costs the chance that an opponent can beat it, worked out from the unseen
cards and the hand sizes (odds.py), and each combination one more lead. With that plan:

- it leads its weakest, longest piece while it holds the lead, all its sure winners and
  then its last piece when it can run out, and what an opponent about to go out cannot
  follow (a longer combination, or its strongest);
- over an opponent it plays whenever it can without wrecking its plan (measured in
  duplicate rounds, passing to keep a card for later loses: THRESHOLD), and plays what
  leaves the cheapest plan, winning the trick counting for a little more when the
  trick holds points; it bombs to stop an opponent going out or a caller, for the
  Dragon's trick, or to go out itself;
- it leaves its partner's tricks alone and never goes out over a partner whose Tichu
  still stands;
- it calls Tichu and Grand Tichu by the chance of going out first that its hand's
  features give (calls.py), and the exchange, the wish and the Dragon's gift are the
  rule-based player's (rules_bot.py).

`decide(view, legal)` is the whole judgement on a `View`: built from an Observation at
the table (`view_of`), or straight from a Round in the search's playouts (`view_in`),
which is many times cheaper than an Observation.
"""
from __future__ import annotations

import random
from typing import NamedTuple, Optional, Sequence

from ..engine.cards import DR_BIT, FULL_DECK, points_of
from ..engine.combos import BOMB, DOG, SINGLE, Play
from ..engine.observation import Observation
from ..engine.round import Action, Phase, Round
from . import calls
from .calls import grand_chance, tichu_chance
from .odds import Odds
from .plan import PIECE_COST, best_plan, cost_without
from .rules_bot import RulesBot

WINNER = 0.3  # a piece beaten less often than this is a winner: it takes the lead back
THRESHOLD = -4.0  # a play that makes the plan dearer than this is passed (module docstring)
LEAD = 0.3  # the lead won back, in pieces of the plan
OTHERS = 8  # plays that break the plan, the lowest, weighed in a follow
DOG_COST = 4.0  # a plan dearer than this leads the Dog to the partner
BOMB_LEFT = 2  # an opponent with this few cards is bombed
BOMB_POINTS = 25  # and a trick worth this much


class View(NamedTuple):
    """What a seat knows that the policy uses."""
    seat: int
    hand: int
    sizes: tuple  # cards held, by seat
    top: Optional[tuple]  # (seat, Play) on the table, or None: a lead
    unseen: int  # the cards in the other three hands
    calls: tuple  # by seat: a Tichu or Grand Tichu called
    out: tuple  # the seats out, in order
    trick_points: int  # card points on the table


def view_of(obs: Observation) -> View:
    pts = 0
    for _, p in obs.trick:
        pts += points_of(p.cards)
    return View(obs.seat, obs.hand, tuple(obs.hand_sizes), obs.top,
                FULL_DECK & ~obs.hand & ~obs.played,
                tuple(bool(t or g) for t, g in zip(obs.tichu, obs.grand)), tuple(obs.out), pts)


def view_in(rnd: Round, seat: int) -> View:
    """The seat's view of a round in the play, from the round itself: every card no hand
    holds has been played, so the unseen cards are the other hands."""
    hands = rnd.hands
    hand = hands[seat]
    return View(seat, hand, (hands[0].bit_count(), hands[1].bit_count(), hands[2].bit_count(),
                             hands[3].bit_count()), rnd.top,
                (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand,
                (rnd.tichu[0] or bool(rnd.grand[0]), rnd.tichu[1] or bool(rnd.grand[1]),
                 rnd.tichu[2] or bool(rnd.grand[2]), rnd.tichu[3] or bool(rnd.grand[3])),
                tuple(rnd.out), points_of(rnd.trick_cards))


class Table(NamedTuple):
    """The judgement's working values for one decision."""
    view: View
    mate: int
    opps: tuple
    odds: Odds
    plan: tuple
    cost: float
    mate_call: bool  # the partner's call stands and it is still playing


def _table(v: View) -> Table:
    seat = v.seat
    mate = (seat + 2) % 4
    opps = ((seat + 1) % 4, (seat + 3) % 4)
    odds = Odds(v.unseen, (v.sizes[opps[0]], v.sizes[opps[1]]))
    plan, cost = best_plan(v.hand, odds)
    mate_call = v.calls[mate] and v.sizes[mate] > 0 and not v.out
    return Table(v, mate, opps, odds, plan, cost, mate_call)


# ---------------------------------------------------------------------- the play
def decide(v: View, legal: Sequence[Action]) -> Action:
    """The play or pass to make (legal holds no Tichu call)."""
    # in one order whatever order the round lists them in, so that ties between plays
    # of the same shape are broken the same way every time
    plays = sorted((a for a in legal if a[0] == "play"), key=_canonical)
    can_pass = len(plays) < len(legal)
    if not plays:
        return legal[0]
    t = _table(v)
    if t.mate_call:  # going out first would break the partner's call
        keep = [a for a in plays if a[2].cards != v.hand]
        if keep or can_pass:
            plays = keep
        if not plays:
            return next(a for a in legal if a[0] == "pass")
    else:
        for a in plays:
            if a[2].cards == v.hand:
                return a  # out
    if v.top is None:
        return _lead(t, plays)
    owner = v.top[0]
    if owner == t.mate and can_pass:
        return next(a for a in legal if a[0] == "pass")
    return _follow(t, plays, can_pass)


def _canonical(a: Action) -> tuple:
    p = a[2]
    return (p.kind, p.length, p.rank, p.cards)


def _action_for(piece: Play, plays: list) -> Optional[Action]:
    """The legal play of this piece: its very cards, or the same combination of other
    cards of the hand (another suit)."""
    best = None
    for a in plays:
        p = a[2]
        if p.cards == piece.cards and p.kind == piece.kind:
            return a
        if best is None and p.kind == piece.kind and p.length == piece.length and \
                p.rank == piece.rank:
            best = a
    return best


def _lead(t: Table, plays: list) -> Action:
    v = t.view
    if t.mate_call or v.sizes[t.mate] and t.cost > DOG_COST and len(t.plan) > 4:
        dog = next((a for a in plays if a[2].kind == DOG), None)
        if dog is not None:
            return dog  # the lead to the partner, who called or holds the better hand
    beaten = t.odds.beaten
    pieces = [(p, _action_for(p, plays)) for p in t.plan]
    pieces = [(p, a) for p, a in pieces if a is not None]
    if not pieces:
        return min(plays, key=lambda a: (a[2].kind == BOMB, a[2].rank))
    if len(pieces) == 1 and not t.mate_call:
        return pieces[0][1]
    others = [(p, a) for p, a in pieces if p.kind != DOG and a[2].cards != v.hand]
    if not others:
        others = pieces
    losers = [(p, a) for p, a in others if beaten(p) >= WINNER]
    winners = [(p, a) for p, a in others if beaten(p) < WINNER and p.kind != BOMB]
    if winners and len(losers) <= 1:
        # it can run out: its sure winners while it holds the lead, then the last piece
        return min(winners, key=lambda pa: beaten(pa[0]))[1]
    danger = min((v.sizes[o] for o in t.opps if v.sizes[o]), default=14)
    choice = losers or others
    if danger <= 3:
        # an opponent about to go out: what it cannot follow, else the strongest piece
        safe = [(p, a) for p, a in choice if p.length > danger]
        if safe:
            choice = safe
        else:
            return min(others, key=lambda pa: (beaten(pa[0]), -pa[0].length))[1]
    if v.sizes[t.mate] == 1 and not danger <= 2:
        singles = [(p, a) for p, a in choice if p.kind == SINGLE]
        if singles:  # a low single for the partner's last card
            return min(singles, key=lambda pa: pa[0].rank)[1]
    # the weakest piece, the longest first among equals: shed losers while in the lead
    return max(choice, key=lambda pa: (round(beaten(pa[0]), 1), pa[0].length, -pa[0].rank))[1]


def _follow(t: Table, plays: list, can_pass: bool) -> Action:
    v = t.view
    owner, top = v.top
    beaten = t.odds.beaten
    ordinary = [a for a in plays if a[2].kind != BOMB]
    bombs = [a for a in plays if a[2].kind == BOMB]
    in_plan = {p.cards for p in t.plan}
    worth = min(1.0, max(0, v.trick_points) / 40)
    best, best_score = None, THRESHOLD if can_pass else -1e9
    others = 0
    for a in sorted(ordinary, key=lambda a: a[2].rank):
        p = a[2]
        if p.cards in in_plan:
            after = t.cost - beaten(p) - PIECE_COST
        else:
            others += 1
            if others > OTHERS:
                continue
            after = cost_without(v.hand, p.cards, t.odds) if v.hand != p.cards else 0.0
        hold = 1.0 - beaten(p)
        score = (t.cost - after) + hold * (LEAD + worth)
        if score > best_score:
            best, best_score = a, score
    if best is not None:
        return best
    if bombs and (not can_pass or _bomb_worth(t, bombs)):
        return min(bombs, key=lambda a: (a[2].length, a[2].rank))
    if can_pass:
        return Action("pass", v.seat)
    return min(plays, key=lambda a: (a[2].kind == BOMB, a[2].rank))


def _bomb_worth(t: Table, bombs: list) -> bool:
    """Bomb an opponent's trick: to stop it going out or a call, for the Dragon's points,
    or to go out itself (the bomb and one more piece)."""
    v = t.view
    if v.top is None:
        return False
    owner, top = v.top
    if owner == t.mate:
        return False
    left = v.sizes[owner]
    if left <= BOMB_LEFT or v.calls[owner] and left <= 6 and not v.out:
        return True
    if top.cards & DR_BIT or v.trick_points >= BOMB_POINTS:
        return True
    rest = v.hand & ~bombs[0][2].cards
    return len(t.plan) <= 3 and rest and len(best_plan(rest, t.odds)[0]) <= 1


def bomb_out_of_turn(v: View, options: Sequence[Action]) -> Optional[Action]:
    bombs = sorted((a for a in options if a[0] == "play"), key=_canonical)
    if not bombs or v.top is None:
        return None
    t = _table(v)
    if _bomb_worth(t, bombs):
        return min(bombs, key=lambda a: (a[2].length, a[2].rank))
    return None


# ---------------------------------------------------------------------- the calls
def wants_tichu(v: View) -> bool:
    mate = (v.seat + 2) % 4
    if v.calls[mate]:
        return False
    return tichu_chance(v.hand) >= calls.TICHU_AT


def wants_grand(first8: int) -> bool:
    return grand_chance(first8) >= calls.GRAND_AT


# ---------------------------------------------------------------------- the player
class PlanBot:
    """Normal (and Easy, which slips a quarter of its plays): the policy above, with the
    rule-based player's exchange, wish and gift."""

    def __init__(self, seed: Optional[int] = None, level: str = "normal",
                 rng: Optional[random.Random] = None):
        if level not in ("normal", "easy"):
            raise ValueError(f"unknown level {level!r}; known: normal, easy")
        self.level = self.name = level
        self.rng = rng or random.Random(seed)
        self.slip = 0.25 if level == "easy" else 0.0
        self.judge = RulesBot(rng=self.rng)

    def choose(self, obs: Observation, legal: Sequence[Action]) -> Action:
        phase = obs.phase
        if self.slip and phase is Phase.PLAY and self.rng.random() < self.slip:
            moves = [a for a in legal if a.kind != "tichu"] or list(legal)
            return moves[int(self.rng.random() * len(moves))]
        if phase is Phase.GRAND:
            return Action("grand", obs.seat, wants_grand(obs.hand))
        if phase is not Phase.PLAY:
            return self.judge.choose(obs, legal)
        v = view_of(obs)
        call = Action("tichu", obs.seat)
        if call in legal and wants_tichu(v):
            return call
        return decide(v, [a for a in legal if a.kind != "tichu"])

    def interject(self, obs: Observation, options: Sequence[Action]) -> Optional[Action]:
        v = view_of(obs)
        call = Action("tichu", obs.seat)
        if call in options and obs.phase is Phase.PLAY and wants_tichu(v):
            return call
        return bomb_out_of_turn(v, options)

    def wants_call(self, obs: Observation) -> bool:
        """A Tichu call now (asked while the seat may still call)."""
        return wants_tichu(view_of(obs))


__all__ = ["PlanBot", "View", "decide", "view_of", "view_in", "bomb_out_of_turn",
           "wants_tichu", "wants_grand"]
