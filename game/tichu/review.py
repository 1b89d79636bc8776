"""A round of Tichu reviewed for one seat: each of its decisions judged by the Hard bot's
playouts (ai/search.py), as 1000's analysis judges each card by its solver.

For every decision of the seat (a play or pass, a bomb out of turn and each moment it
could have bombed an opponent and did not, the wish, the Dragon's gift, the three cards
of the exchange, a Tichu call and the last moment it could have called, the Grand Tichu
answer) the position is rebuilt from the record and looked at from that seat alone: the
cards it cannot see are dealt many times as the search deals them (`SearchBot.layouts`
in the play, `deal_layouts` before it), consistently with what it knows. The move made
and the search's candidates (the policy's choice, a pass, plays of other shapes; the
exchange's plans; calling or not) are each played out to the end of the round in the
same layouts with the planning policy at every seat, and scored as the team's points
minus the opponents' (the cards, a double win, the calls). A move preferred over the one
made must do better in those layouts by more than a standard error of the difference
(`_chosen`, as Hard decides); its `cost` is the mean difference, the points at stake.

From the deal (the Grand Tichu answer) every seat then gives its exchange as the policy
would and calls Tichu as the policy would (calls.py); from the exchange, the others give
so and every seat whose call is not the question calls so; in the play, as the search
plays, nobody calls any more.

The work is counted, not timed (`Budget`: playouts a decision of the play, layouts of
the deal a decision before it), and each decision has its own seed: the same round
gives the same review on any machine, busy or not, decision by decision (`judge` works
on one, so a caller may spread them over processes and count them as they come). The
results are frozen dataclasses of plain values: they pickle, and the UI writes the words.

    decisions(rec, seat)                    # what there is to judge, in the round's order
    judge(rec, seat, decision, budget, seed)  # one of them
    review_round(rec, seat, budget, seed)   # all of them, and the costly ones worst first
    round_record(match.rounds[k])           # a Round as the plain data these take
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Callable, Optional, Sequence

from .ai.plan import forget_learnt, settle
from .ai.policy import bomb_out_of_turn, view_in, view_of, wants_grand, wants_tichu
from .ai.search import SearchBot, _chosen, _distinct, _value, playout
from .engine.cards import mask_of
from .engine.match import Match
from .engine.observation import Observation, observe
from .engine.round import Action, Phase, Round, opponents, team
from .engine.rules import TichuRules

__all__ = ["Budget", "RoundRecord", "Decision", "Judgement", "Review", "round_record",
           "decisions", "judge", "review_round", "review_match", "THRESHOLD"]

THRESHOLD = 10.0  # points: a decision that costs less is not worth a row


@dataclass(frozen=True)
class Budget:
    """The work of one decision, counted. First the options are screened as Hard
    screens its candidates: `playouts` for a decision of the play (shared by the
    options, each at least `least` layouts), `deal_layouts` layouts of the unseen cards
    for a decision before the play (each option played out in each); a move that gains
    `confidence` standard errors on the move made is the one preferred. Then the two
    are played out again in `confirm` (`confirm_deal`) fresh layouts, and the move is
    preferred only if it gains `sure` standard errors there too."""

    playouts: int = 96
    least: int = 8
    deal_layouts: int = 16
    confidence: float = 1.0
    confirm: int = 32
    confirm_deal: int = 16
    sure: float = 1.5


@dataclass(frozen=True)
class RoundRecord:
    """A round as plain data: the rules, the dealer, the 14 cards dealt to each seat (the
    first 8 before the Grand Tichu calls) and every action, in order."""

    rules: TichuRules
    dealer: int
    dealt: tuple[tuple[int, ...], ...]
    actions: tuple[Action, ...]


@dataclass(frozen=True)
class Decision:
    """One decision of the seat: `kind` is "grand", "exchange", "tichu", "play" (a play
    or pass in turn), "bomb" (out of turn), "wish" or "gift"; it was taken before action
    `index` of the round. `made` holds the action(s) taken: the three gives of the
    exchange; () where the seat let the chance go (no Tichu called by its first card, no
    bomb on an opponent's play). `then`: for a Tichu not called, the seat's first play,
    made either way. `trick`: 1.. in the play, 0 before it."""

    kind: str
    index: int
    trick: int
    made: tuple[Action, ...]
    then: Optional[Action] = None


@dataclass(frozen=True)
class Judgement:
    """A decision judged. `options`: each option (a tuple of actions; () for letting the
    chance go) with its mean value over the `layouts` of the screening, the option made
    first. `preferred`: the option the playouts prefer to the one made (None: none does
    clearly better); `cost` >= 0, what the made option loses against it in the second
    look (`again`: the made and the preferred option's means there, over
    `again_layouts`), in points of the team against the opponents. The values are the
    team's points minus the opponents' at the end of the round."""

    decision: Decision
    options: tuple[tuple[tuple[Action, ...], float], ...]
    preferred: Optional[tuple[Action, ...]]
    cost: float
    layouts: int
    again: tuple[float, float] = (0.0, 0.0)
    again_layouts: int = 0

    @property
    def made(self) -> tuple[Action, ...]:
        return self.options[0][0]

    @property
    def made_value(self) -> float:
        """The made option's mean where the cost is measured."""
        return self.again[0] if self.again_layouts else self.options[0][1]

    @property
    def preferred_value(self) -> float:
        return self.again[1] if self.again_layouts else self.options[0][1]


@dataclass(frozen=True)
class Review:
    """The seat's decisions judged, in the round's order, and those that cost at least
    `threshold` points, the worst first (ties in the round's order)."""

    seat: int
    judged: tuple[Judgement, ...]
    costly: tuple[Judgement, ...]
    threshold: float

    @property
    def cost(self) -> float:
        """The points the costly decisions gave away in all."""
        return sum(j.cost for j in self.costly)


# ---------------------------------------------------------------------- entry points
def round_record(rnd: Round) -> RoundRecord:
    return RoundRecord(rnd.rules, rnd.dealer, tuple(tuple(h) for h in rnd.dealt),
                       tuple(rnd.history))


def review_round(rec: RoundRecord, seat: int, budget: Budget = Budget(), seed: int = 0,
                 threshold: float = THRESHOLD,
                 progress: Optional[Callable[[int, int], None]] = None) -> Review:
    """Every decision of `seat` judged; `progress(done, total)` after each."""
    found = decisions(rec, seat)
    out = []
    for i, d in enumerate(found):
        out.append(judge(rec, seat, d, budget, seed))
        if progress is not None:
            progress(i + 1, len(found))
    return assemble(seat, out, threshold)


def review_match(match: Match, k: int, seat: int, budget: Budget = Budget(),
                 seed: int = 0, threshold: float = THRESHOLD) -> Review:
    """Round `k` (from 0) of a game, for `seat`."""
    return review_round(round_record(match.rounds[k]), seat, budget, seed, threshold)


def assemble(seat: int, judged: Sequence[Judgement], threshold: float = THRESHOLD) -> Review:
    """The review from its judgements (in the round's order)."""
    judged = tuple(sorted(judged, key=lambda j: (j.decision.index, _ORDER[j.decision.kind])))
    costly = [j for j in judged if j.preferred is not None and j.cost >= threshold]
    costly.sort(key=lambda j: -j.cost)  # (stable: ties stay in the round's order)
    return Review(seat, judged, tuple(costly), threshold)


_ORDER = {"grand": 0, "tichu": 1, "exchange": 2, "bomb": 3, "play": 4, "wish": 5, "gift": 6}


# ---------------------------------------------------------------------- the decisions
def _start(rec: RoundRecord) -> Round:
    return Round(rec.rules, rec.dealer, [list(h) for h in rec.dealt])


def decisions(rec: RoundRecord, seat: int) -> list[Decision]:
    """The decisions of `seat` in the round, in its order. ValueError for a record whose
    actions the engine refuses."""
    if not 0 <= seat < 4:
        raise ValueError(f"seat {seat} is not 0..3")
    rnd = _start(rec)
    out: list[Decision] = []
    gives = tuple(a for a in rec.actions if a.kind == "give" and a.seat == seat)
    called = any(a.kind == "tichu" and a.seat == seat for a in rec.actions) or any(
        a.kind == "grand" and a.seat == seat and a.data for a in rec.actions)
    first_give = first_play = None
    top_seen = None  # the top an out-of-turn bomb was last weighed against
    let_go: dict[int, Decision] = {}  # by id of the top: a bomb not played on it (yet)
    exchanged = len(gives) == 3  # (a record that stops in the exchange: nothing of it)
    for i, a in enumerate(rec.actions):
        phase = rnd.phase
        trick = len(rnd.tricks) + 1 if phase in (Phase.PLAY, Phase.WISH, Phase.GIFT) else 0
        mine = a.seat == seat
        if mine and a.kind == "grand":
            out.append(Decision("grand", i, 0, (a,)))
        elif mine and a.kind == "tichu":
            if exchanged or phase is not Phase.EXCHANGE:
                out.append(Decision("tichu", i, trick, (a,)))
        elif mine and a.kind == "give" and first_give is None:
            first_give = i
            if exchanged:
                out.append(Decision("exchange", i, 0, gives))
        elif mine and a.kind in ("play", "pass") and phase is Phase.PLAY:
            if first_play is None and a.kind == "play":
                first_play = (i, trick, a)
            if rnd.to_act != seat:
                out.append(Decision("bomb", i, trick, (a,)))
                let_go.pop(id(rnd.top), None)  # the bomb came after all: one decision
            elif len([m for m in rnd.legal_actions(seat) if m.kind != "tichu"]) > 1:
                out.append(Decision("play", i, trick, (a,)))
        elif mine and a.kind == "wish":
            out.append(Decision("wish", i, trick, (a,)))
        elif mine and a.kind == "gift":
            out.append(Decision("gift", i, trick, (a,)))
        if phase is Phase.PLAY and not mine and rnd.top is not None \
                and rnd.top is not top_seen and rnd.to_act != seat:
            top_seen = rnd.top
            if _may_weigh_bomb(rnd, seat):
                let_go[id(rnd.top)] = Decision("bomb", i, trick, ())
        try:
            rnd.apply(a)
        except Exception as exc:  # TichuError, or what is no action at all
            raise ValueError(f"action {i + 1} of the round: {exc}") from None
    out += let_go.values()
    if not called:
        if rec.rules.tichu_call == "before_exchange":
            if first_give is not None and exchanged:
                out.append(Decision("tichu", first_give, 0, ()))
        elif first_play is not None:
            i, trick, a = first_play
            out.append(Decision("tichu", i, trick, (), then=a))
    out.sort(key=lambda d: (d.index, _ORDER[d.kind]))
    return out


def _may_weigh_bomb(rnd: Round, seat: int) -> bool:
    """The seat could bomb an opponent's play now, and the search would weigh it (as
    SearchBot.interject does: not where the policy would not and little is at stake)."""
    owner = rnd.top[0]
    if owner not in opponents(seat) or not rnd.hands[seat]:
        return False
    bombs = [a for a in rnd.legal_actions(seat) if a.kind == "play"]
    if not bombs:
        return False
    obs = observe(rnd, seat)
    v = view_of(obs)
    return not (bomb_out_of_turn(v, bombs) is None and obs.hand_sizes[owner] > 4
                and v.trick_points < 20)


# ---------------------------------------------------------------------- judging
def judge(rec: RoundRecord, seat: int, decision: Decision, budget: Budget = Budget(),
          seed: int = 0) -> Judgement:
    """One decision of `seat` judged by the playouts, from what the seat knew then: the
    options screened as the search screens its candidates, then the one it prefers
    played against the move made again, in layouts of their own (the best of several
    means is flattered by its luck: the second look is not)."""
    rnd = _start(rec)
    for a in rec.actions[:decision.index]:
        rnd.apply(a)
    obs = observe(rnd, seat)
    key = f"tichu-review:{seed}:{decision.index}:{decision.kind}"
    bot = SearchBot(rng=random.Random(key), playouts=budget.playouts, least=budget.least,
                    cap=None, confidence=budget.confidence)
    try:
        options, raw, run, deal = _judged(bot, rec, rnd, obs, decision)
        first = budget.deal_layouts if deal else max(budget.least,
                                                      budget.playouts // len(raw))
        values = run(raw, first)
        means = [sum(v) / len(v) for v in values]
        k = _chosen(values, budget.confidence)
        preferred, cost, again = None, 0.0, ((means[0], means[0]), 0)
        if k:
            bot.rng = random.Random(key + ":again")
            pair = run([raw[0], raw[k]], budget.confirm_deal if deal else budget.confirm)
            made_v, pref_v = (sum(v) / len(v) for v in pair)
            again = ((made_v, pref_v), len(pair[0]))
            if _chosen(pair, budget.sure) == 1:
                preferred, cost = options[k], pref_v - made_v
    finally:
        forget_learnt()
        settle()
    return Judgement(decision, tuple(zip(options, means)), preferred, cost, len(values[0]),
                     again[0], again[1])


def _judged(bot: SearchBot, rec: RoundRecord, rnd: Round, obs: Observation, d: Decision):
    """The options (as actions, the made one first), the same as the playouts take them,
    the function that plays some of them out in n layouts (`run(raw, n)`: each one's
    values over the same layouts), and whether they start before the play."""
    seat = obs.seat
    kind = d.kind

    def in_play(raw, n):
        return _in_play(bot, obs, raw, n)

    if kind == "grand":
        options = [d.made, (Action("grand", seat, not d.made[0].data),)]
        return options, [o[0].data for o in options], \
            lambda raw, n: _from_deal(bot, rnd, obs, raw, n), True
    if kind == "exchange":
        made = {a.data[1]: a.data[0] for a in d.made}
        plans = [made] + [p for p in _plans(bot, obs) if p != made]
        options = [tuple(Action("give", seat, (c, to)) for to, c in sorted(p.items()))
                   for p in plans]
        return options, [(p, None) for p in plans], \
            lambda raw, n: _from_exchange(bot, rnd, obs, raw, n), True
    if kind == "tichu":
        call = (Action("tichu", seat),)
        options = [d.made, () if d.made else call]
        flags = [bool(o) for o in options]
        if obs.phase is Phase.EXCHANGE:
            plan = {a.data[1]: a.data[0] for a in rec.actions
                    if a.kind == "give" and a.seat == seat}
            return options, [(plan, f) for f in flags], \
                lambda raw, n: _from_exchange(bot, rnd, obs, raw, n), True
        return options, [_Called(f, d.then) for f in flags], in_play, False
    if kind == "play":
        moves = [a for a in rnd.legal_actions(seat) if a.kind != "tichu"]
        made = d.made[0]
        found = [made] + [a for a in bot.candidates(obs, moves) if a != made]
        return [(a,) for a in found], found, in_play, False
    if kind == "bomb":
        bombs = [a for a in rnd.legal_actions(seat) if a.kind == "play"]
        made = d.made[0] if d.made else None
        others = [b for b in _distinct(bombs) if b != made]
        found = [made] + ([None] if made is not None else []) + others
        found = found[:bot.candidates_per_decision]
        return [(a,) if a is not None else () for a in found], found, in_play, False
    if kind == "wish":
        legal = rnd.legal_actions(seat)
        made = d.made[0]
        found = [made]
        for a in [bot.judge.choose(obs, legal)] + bot.wishes(obs):
            if a in legal and a not in found:
                found.append(a)
        found = found[:bot.candidates_per_decision]
        return [(a,) for a in found], found, in_play, False
    if kind == "gift":
        made = d.made[0]
        found = [made] + [a for a in rnd.legal_actions(seat) if a != made]
        return [(a,) for a in found], found, in_play, False
    raise ValueError(f"no decision of kind {kind!r}")


class _Called:
    """An option of a Tichu call in the play: the seat's call set or not, then `then`
    (its first play) if given."""

    def __init__(self, call: bool, then: Optional[Action]):
        self.call, self.then = call, then


def _in_play(bot: SearchBot, obs: Observation, options: list, layouts: int):
    """Each option (an action, None for doing nothing, or a _Called) played out in the
    same layouts of the cards the seat cannot see (SearchBot.layouts and table)."""
    side = team(obs.seat)
    values: list[list[float]] = [[] for _ in options]
    n = 0
    for hands in bot.layouts(obs):
        for k, option in enumerate(options):
            rnd = bot.table(obs, hands)
            if isinstance(option, _Called):
                rnd.tichu[obs.seat] = option.call
                if option.then is not None:
                    rnd.apply(option.then)
            elif option is not None:
                rnd.apply(option)
            values[k].append(_value(playout(rnd), side))
        n += 1
        if n >= layouts:
            break
    return values


def _plans(bot: SearchBot, obs: Observation) -> list[dict[int, int]]:
    """The search's plans for the exchange (SearchBot._exchange_by_playouts): the
    policy's, the opponents' cards swapped, the partner given the best card kept."""
    base = bot.judge.judge.exchange(obs)
    seat = obs.seat
    left, mate, right = (seat + 1) % 4, (seat + 2) % 4, (seat + 3) % 4
    plans = [base, {**base, left: base[right], right: base[left]}]
    spare = [c for c in range(56) if obs.hand >> c & 1 and c not in base.values()]
    if spare:
        best = max(spare, key=lambda c: (c >= 52, c))
        plans.append({**base, mate: best})
    return plans


def _from_exchange(bot: SearchBot, rnd: Round, obs: Observation, options: list,
                   layouts: int):
    """Each option, (the seat's exchange, its Tichu call or None: the policy's), played
    out from the exchange over layouts of the 42 cards the seat cannot see; the others
    give as the policy would, and the calls not decided are the policy's."""
    seat = obs.seat
    side = team(seat)
    # the seat's 14 cards as dealt (the hand less what it has given already)
    look = replace(obs, hand=rnd._seats[seat].dealt)
    rules = obs.rules.with_changes(grand_tichu=False)
    grand = [bool(g) for g in obs.grand]
    values: list[list[float]] = [[] for _ in options]
    n = 0
    for hands in bot.deal_layouts(look):
        theirs = None
        for k, (plan, call) in enumerate(options):
            table = Round(rules, rnd.dealer, hands)
            table.grand = list(grand)
            table.tichu = list(obs.tichu)
            if theirs is None:
                theirs = [(s, bot.judge.judge.exchange(table.observation(s)))
                          for s in range(4) if s != seat]
            for to, c in plan.items():
                table.apply(Action("give", seat, (c, to)))
            for s, gives in theirs:
                for to, c in gives.items():
                    table.apply(Action("give", s, (c, to)))
            _calls(table, {seat: call} if call is not None else {})
            values[k].append(_value(playout(table), side))
        n += 1
        if n >= layouts:
            break
    return values


def _from_deal(bot: SearchBot, rnd: Round, obs: Observation, grands: list[bool],
               layouts: int):
    """Each Grand Tichu answer of the seat played out from the deal over layouts of the
    48 cards it has not seen: the others answer as they did where the seat saw it, else
    as the policy would; everyone gives and calls Tichu as the policy would."""
    seat = obs.seat
    side = team(seat)
    values: list[list[float]] = [[] for _ in grands]
    n = 0
    for hands in bot.deal_layouts(obs):
        for k, mine in enumerate(grands):
            table = Round(rnd.rules, rnd.dealer, hands)
            for s in range(4):
                said = obs.grand[s]
                call = mine if s == seat else said if said is not None \
                    else wants_grand(mask_of(hands[s][:8]))
                table.apply(Action("grand", s, bool(call)))
            for s, gives in [(s, bot.judge.judge.exchange(table.observation(s)))
                             for s in range(4)]:
                for to, c in gives.items():
                    table.apply(Action("give", s, (c, to)))
            _calls(table, {})
            values[k].append(_value(playout(table), side))
        n += 1
        if n >= layouts:
            break
    return values


def _calls(table: Round, fixed: dict[int, bool]) -> None:
    """After the exchange: the Tichu of each seat in `fixed` as given, every other seat
    that may still call calling as the policy would (calls.py), in seat order."""
    for s in range(4):
        if s in fixed:
            table.tichu[s] = fixed[s]
        elif table.may_call_tichu(s) and wants_tichu(view_in(table, s)):
            table.tichu[s] = True
