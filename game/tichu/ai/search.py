"""The search players (Hard, Expert): for a decision of the play they deal the cards they
cannot see many times, consistently with everything the seat knows (its hand, every
card played, how many cards each seat holds, the cards it gave that have not been played
yet), play each candidate action out to the end of the round in every layout with the
planning policy at every seat (policy.py), and take the policy's choice unless another
action scores clearly better for the team in the same layouts (the cards, the double
win and the calls: `_chosen`). The exchange is chosen the same
way (the policy's choice and its variants, played out from the exchange over layouts of
the 42 cards it cannot see), and so are a bomb out of turn (against not bombing), the
wish (the policy's, none, and ranks the hand holds none of: `wishes`) and the gift of
the Dragon's trick. The calls are the policy's.

A decision's work is counted, not timed: layouts of the unseen cards, and (Expert) the
steps its playouts take, so the same seed plays the same moves on any machine, busy or
not; `cap` seconds is only a safety net that a decision on a far slower machine stops
at (on one core of the machine the figures are taken on, Hard's slowest decision takes
a third of its cap and Expert's a third of its own: README). The cap counts the
deciding thread's CPU time (game/core/clock.py), not the wall clock: on a machine busy
with other work a decision takes longer but uses no more CPU, so the cap stays out of
the way there too (measured: under a load of five processes on two cores Hard's p95 was
2.0 s by the wall clock and 0.44 s of CPU).
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Optional, Sequence

from ...core.clock import cpu_now
from ...core.reasons import JUDGEMENT, SEARCH, Reasons, Weighed, by_rule, only

from ..engine.cards import FULL_DECK, MJ_BIT, RANK_MASK, rank_of
from ..engine.combos import BOMB, SINGLE
from ..engine.observation import Observation
from ..engine.round import Action, Phase, Round, opponents, team
from ..engine.scoring import score_round
from . import calls
from .calls import grand_chance, tichu_chance
from .plan import after_play, forget_learnt, settle
from .policy import PlanBot, bomb_out_of_turn, decide, view_in, view_of

CANDIDATES = 6  # the most actions compared in one decision
EXCHANGE_SHARE = 8  # playouts of a decision of the play for each layout of the exchange


class SearchBot:
    name = "hard"

    def __init__(self, seed: Optional[int] = None, rng: Optional[random.Random] = None,
                 playouts: int = 96, candidates: int = CANDIDATES, name: str = "hard",
                 cap: Optional[float] = 2.0, confidence: float = 1.0, least: int = 8,
                 steps: Optional[int] = None):
        self.rng = rng or random.Random(seed)
        self.name = name
        self.judge = PlanBot(rng=random.Random(self.rng.randrange(1 << 30)))
        # a decision of the play plays out `playouts` rounds: as many layouts as that
        # gives each candidate, and never fewer than `least`; with `steps`, it stops
        # after the layout in which its playouts have taken that many actions in all (a
        # decision early in the round, whose playouts are long and dear, gets fewer)
        self.playouts = playouts
        self.least = least
        self.steps = steps
        self.candidates_per_decision = candidates
        self.cap = cap  # seconds: a safety net only (module docstring)
        self.confidence = confidence  # how sure a playout must be to overrule the policy
        self._exchange: Optional[dict[int, int]] = None
        # why the last decision went as it did, in the figures it was made on
        # (core/reasons.py): the hint's reasons
        self.reasons: Optional[Reasons] = None
        self._exchange_reasons: Optional[Reasons] = None

    # ------------------------------------------------------------------ the interface
    def choose(self, obs: Observation, legal: Sequence[Action]) -> Action:
        self.reasons = None
        action = self._decide(obs, legal)
        self.reasons = self.reasons.choosing(action) if self.reasons is not None \
            else by_rule(action, "planner")
        return action

    def _decide(self, obs: Observation, legal: Sequence[Action]) -> Action:
        if obs.phase is Phase.EXCHANGE and any(a.kind == "give" for a in legal):
            if not obs.gave or self._exchange is None:  # a new round
                self._exchange = self.exchange(obs)
            for to, c in self._exchange.items():
                if Action("give", obs.seat, (c, to)) in legal:
                    self.reasons = self._exchange_reasons
                    return Action("give", obs.seat, (c, to))
        if obs.phase is Phase.WISH or obs.phase is Phase.GIFT:
            choice = self.judge.choose(obs, legal)
            others = [a for a in self.wishes(obs) if a != choice] \
                if obs.phase is Phase.WISH else [a for a in legal if a != choice]
            candidates = [choice] + [a for a in others if a in legal]
            return self.best(obs, candidates[:self.candidates_per_decision])
        if obs.phase is Phase.GRAND:
            action = self.judge.choose(obs, legal)
            self.reasons = Reasons(JUDGEMENT, "grand", action,
                                   facts=(("chance", grand_chance(obs.hand)),
                                          ("at", calls.GRAND_AT)))
            return action
        if obs.phase is not Phase.PLAY:
            return self.judge.choose(obs, legal)
        call = Action("tichu", obs.seat)
        called = ()  # a Tichu call open and not made: what its chance was
        if call in legal:
            mate = (obs.seat + 2) % 4
            if obs.tichu[mate] or obs.grand[mate]:
                called = (("partner_called", True),)
            else:
                called = (("tichu_chance", tichu_chance(obs.hand)), ("at", calls.TICHU_AT))
            if self.judge.wants_call(obs):
                self.reasons = Reasons(JUDGEMENT, "tichu", call, facts=called)
                return call
        moves = [a for a in legal if a.kind != "tichu"]
        if len(moves) == 1:
            action, self.reasons = moves[0], only(moves[0], "only_move")
        else:
            candidates = self.candidates(obs, moves)
            if len(candidates) == 1:
                action, self.reasons = candidates[0], by_rule(candidates[0], "one_shape")
            else:
                action = self.best(obs, candidates)
        if called:
            self.reasons = replace(self.reasons, facts=self.reasons.facts + called)
        return action

    def interject(self, obs: Observation, options: Sequence[Action]) -> Optional[Action]:
        call = Action("tichu", obs.seat)
        if call in options and obs.phase is Phase.PLAY and self.judge.wants_call(obs):
            return call
        bombs = [a for a in options if a.kind == "play"]
        if not bombs or obs.top is None or obs.top[0] not in opponents(obs.seat):
            return None
        v = view_of(obs)
        owner, top = obs.top
        if bomb_out_of_turn(v, bombs) is None and obs.hand_sizes[owner] > 4 and \
                v.trick_points < 20:
            return None  # not worth a search: the policy would not, and little is at stake
        # a bomb out of turn is compared with letting it be, by the same playouts
        return self.best(obs, [None] + _distinct(bombs)[:self.candidates_per_decision - 1])

    # ------------------------------------------------------------------ candidates
    def candidates(self, obs: Observation, moves: list[Action]) -> list[Action]:
        """The policy's choice, passing, and the plays of distinct shape (kind, length,
        rank), each once, lowest first, up to the bot's number: suits rarely matter, and
        the choice among them is the policy's."""
        first = decide(view_of(obs), moves)
        out = [first]
        seen = {_shape(first)}
        if any(a.kind == "pass" for a in moves) and first.kind != "pass":
            out.append(Action("pass", obs.seat))
            seen.add(None)
        plays = sorted((a for a in moves if a.kind == "play"),
                       key=lambda a: (a.data.kind == BOMB, a.data.rank, a.data.length, a.data.cards))
        for a in plays:
            if len(out) >= self.candidates_per_decision:
                break
            if _shape(a) not in seen:
                seen.add(_shape(a))
                out.append(a)
        return out

    def wishes(self, obs: Observation) -> list[Action]:
        """The wishes worth playing out beside the policy's: none, then the ranks this
        hand holds none of, those it gave an opponent first (that opponent holds one
        unless it has played it), then the highest (a wish for aces makes an opponent
        spend one)."""
        hand = obs.hand
        given = [rank_of(c) for to, c in obs.gave if to in opponents(obs.seat) and c < 52
                 and not obs.played >> c & 1]
        ranks = given + list(range(14, 1, -1))
        out = [Action("wish", obs.seat, 0)]
        for r in ranks:
            a = Action("wish", obs.seat, r)
            if not hand & RANK_MASK[r] and a not in out:
                out.append(a)
        return out

    # ------------------------------------------------------------------ sampling
    def layouts(self, obs: Observation):
        """Endless random deals of the unseen cards to the other seats, each holding as
        many as it does, keeping the cards this seat gave it (unless played) and, while a
        wish is in force, none of the wished rank where its play shows it has none
        (wish_barred)."""
        seat = obs.seat
        known = [0, 0, 0, 0]
        for to, c in obs.gave:
            if not obs.played >> c & 1:
                known[to] |= 1 << c
        unseen = FULL_DECK & ~obs.hand & ~obs.played
        for m in known + list(obs.won):  # (the tricks hold only cards played)
            unseen &= ~m
        pool = [c for c in range(56) if unseen >> c & 1]
        need = [obs.hand_sizes[s] - known[s].bit_count() if s != seat else 0 for s in range(4)]
        shuffle = self.rng.shuffle
        barred = wish_barred(obs)
        wished = [c for c in pool if RANK_MASK.get(obs.wish, 0) >> c & 1] if barred else []
        slots = [s for s in range(4) if s != seat for _ in range(need[s])]
        free = [i for i, s in enumerate(slots) if s not in barred]
        if wished and len(free) >= len(wished):
            # the wished rank's cards go to slots of the seats that may hold them, each
            # placing as likely as any other; the rest of the pool fills the other slots
            rest = [c for c in pool if c not in wished]
            while True:
                shuffle(free)
                shuffle(rest)
                hands = list(known)
                hands[seat] = obs.hand
                taken = set(free[:len(wished)])
                for i, c in zip(free, wished):
                    hands[slots[i]] |= 1 << c
                it = iter(rest)
                for i, s in enumerate(slots):
                    if i not in taken:
                        hands[s] |= 1 << next(it)
                yield hands
        while True:
            shuffle(pool)
            hands = list(known)
            hands[seat] = obs.hand
            i = 0
            for s in range(4):
                if s == seat:
                    continue
                m = hands[s]
                for c in pool[i:i + need[s]]:
                    m |= 1 << c
                hands[s] = m
                i += need[s]
            yield hands

    def deal_layouts(self, obs: Observation):
        """Endless random deals of the cards this seat has not seen, before the play:
        each seat's cards as a list, 14 to each, this seat's hand kept (its 14 in the
        exchange; its first 8 at the Grand Tichu call, and 6 of the unseen cards with
        them, in the first 8's order after them)."""
        seat = obs.seat
        pool = [c for c in range(56) if not obs.hand >> c & 1]
        mine = [c for c in range(56) if obs.hand >> c & 1]
        extra = 14 - len(mine)
        others = [s for s in range(4) if s != seat]
        while True:
            self.rng.shuffle(pool)
            hands = [[] for _ in range(4)]
            hands[seat] = mine + pool[:extra] if extra else mine
            for i, s in enumerate(others):
                hands[s] = pool[extra + 14 * i:extra + 14 * i + 14]
            yield hands

    def table(self, obs: Observation, hands) -> Round:
        """A layout as a round to play out: in the play, or waiting for this seat's wish
        (the Mah Jong on the table) or its gift of the Dragon's trick."""
        played_any = [obs.hand_sizes[s] < 14 or s in obs.out for s in range(4)]
        seat = obs.seat
        gift = None
        if obs.phase is Phase.GIFT:  # the last trick, the Dragon's, waits to be given
            gift = (seat, sum(p.cards for _, p in obs.tricks[-1][0]), len(obs.out) >= 3)
        return Round.in_play(obs.rules, hands, to_act=obs.to_act if obs.to_act >= 0 else seat,
                             won=obs.won, trick=obs.trick, passed=obs.passed, out=obs.out,
                             wish=obs.wish, wished=obs.wished,
                             grand=[bool(g) for g in obs.grand], tichu=obs.tichu,
                             played_any=played_any,
                             wish_by=seat if obs.phase is Phase.WISH else -1, gift=gift)

    def _clock(self):
        """A time past which the decision stops (the safety cap), or None."""
        return None if self.cap is None else cpu_now() + self.cap

    def best(self, obs: Observation, candidates: list):
        """The candidate with the best mean score for this seat's team over the layouts
        (None among them: doing nothing out of turn)."""
        try:
            return self._best(obs, candidates)
        finally:
            forget_learnt()
            settle()

    def _best(self, obs: Observation, candidates: list):
        side = team(obs.seat)
        values: list[list[float]] = [[] for _ in candidates]
        stop = self._clock()
        enough, most = self.layouts_for(len(candidates)), self.steps
        n = steps = 0
        for hands in self.layouts(obs):
            for k, action in enumerate(candidates):
                rnd = self.table(obs, hands)
                if action is not None:
                    rnd.apply(action)
                start = len(rnd.history)
                values[k].append(_value(playout(rnd), side))
                steps += len(rnd.history) - start
            n += 1
            if n >= enough or most is not None and steps >= most and n >= self.least \
                    or stop is not None and cpu_now() > stop:
                break
        k = _chosen(values, self.confidence)
        self.reasons = _weighed("margin", candidates, values, k, n, self.confidence)
        return candidates[k]

    def layouts_for(self, candidates: int) -> int:
        return max(self.least, self.playouts // candidates)

    @property
    def exchange_layouts(self) -> int:
        """The layouts of the deal the exchange's plans are played out in: an eighth of
        `playouts`, since its playouts start from the deal, over 14-card hands whose
        partitions are new to the planner, and one costs five to ten of the play's."""
        return max(self.least, self.playouts // EXCHANGE_SHARE)

    # ------------------------------------------------------------------ exchange
    def exchange(self, obs: Observation) -> dict[int, int]:
        """The policy's exchange and two variants (the opponents' cards swapped; the
        partner given the best card kept back instead), each played out from the
        exchange over layouts of the other 42 cards; the policy's, unless a variant
        does clearly better in the same layouts (`_chosen`, as in the play: with a
        dozen layouts the best mean alone is often luck)."""
        try:
            return self._exchange_by_playouts(obs)
        finally:
            forget_learnt()
            settle()

    def _exchange_by_playouts(self, obs: Observation) -> dict[int, int]:
        base = self.judge.judge.exchange(obs)
        seat = obs.seat
        left, mate, right = (seat + 1) % 4, (seat + 2) % 4, (seat + 3) % 4
        plans = [base, {**base, left: base[right], right: base[left]}]
        spare = [c for c in range(56) if obs.hand >> c & 1 and c not in base.values()]
        if spare:  # the partner gets the best card kept instead
            best = max(spare, key=lambda c: (c >= 52, c))
            plans.append({**base, mate: best})
        rules = obs.rules.with_changes(grand_tichu=False, tournament=False)
        values: list[list[float]] = [[] for _ in plans]
        others = [s for s in range(4) if s != seat]
        side = team(seat)
        stop = self._clock()
        enough = self.exchange_layouts
        n = 0
        for hands in self.deal_layouts(obs):
            theirs = None  # the others give as the policy would, whatever this seat gives
            for k, plan in enumerate(plans):
                rnd = Round(rules, 0, hands)
                rnd.grand = [bool(g) for g in obs.grand]
                if theirs is None:
                    theirs = [(s, self.judge.judge.exchange(rnd.observation(s))) for s in others]
                for to, c in plan.items():
                    rnd.apply(Action("give", seat, (c, to)))
                for s, gives in theirs:
                    for to, c in gives.items():
                        rnd.apply(Action("give", s, (c, to)))
                values[k].append(_value(playout(rnd), side))
            n += 1
            if n >= enough or stop is not None and cpu_now() > stop:
                break
        k = _chosen(values, self.confidence)
        options = [tuple(sorted(p.items())) for p in plans]
        reasons = _weighed("exchange", options, values, k, n, self.confidence)
        self._exchange_reasons = replace(reasons, facts=reasons.facts + (("plan", options[k]),))
        return plans[k]


# ---------------------------------------------------------------------- playouts
def playout(rnd: Round) -> Round:
    """Play the round to its end with the policy at every seat, read straight from the
    round (no observations): bombs out of turn offered in seat order after the seat to
    act (T14), no new calls, the wish for none, the Dragon's trick to the opponent with
    more cards."""
    while not rnd.over:
        phase = rnd.phase
        if phase is Phase.PLAY:
            seat = rnd.to_act
            top = rnd.top
            acted = False
            if top is not None:
                for k in (1, 2, 3):
                    s = (seat + k) % 4
                    hand = rnd.hands[s]
                    if not hand or not _may_bomb(hand):
                        continue
                    options = [a for a in rnd.legal_actions(s) if a[0] == "play"]
                    if options:
                        a = bomb_out_of_turn(view_in(rnd, s), options)
                        if a is not None:
                            rnd.apply(a)
                            acted = True
                            break
            if acted:
                continue
            legal = rnd.legal_actions(seat)
            if not rnd.played_any[seat]:
                legal = [a for a in legal if a[0] != "tichu"]
            a = legal[0] if len(legal) == 1 else decide(view_in(rnd, seat), legal)
            if a[0] == "play":
                after_play(rnd.hands[seat], a[2].cards)
            rnd.apply(a)
        elif phase is Phase.WISH:
            rnd.apply(Action("wish", rnd.pending, 0))
        elif phase is Phase.GIFT:
            a, b = opponents(rnd.pending)
            rnd.apply(Action("gift", rnd.pending, a if rnd.hands[a].bit_count()
                             >= rnd.hands[b].bit_count() else b))
        else:  # the exchange of a playout from the deal: given before it is called
            raise ValueError(f"a playout starts in the play, not in {phase}")
    return rnd


_NIBBLE_LOW = sum(1 << (4 * i) for i in range(13))


def _may_bomb(hand: int) -> bool:
    """Whether a hand holds a bomb: four of a rank, or five of a suit in a row."""
    y = hand & ((1 << 52) - 1)
    return bool(y & (y >> 1) & (y >> 2) & (y >> 3) & _NIBBLE_LOW
                or y & (y >> 4) & (y >> 8) & (y >> 12) & (y >> 16))


def _chosen(values: list[list[float]], z: float) -> int:
    """The candidate to play: the first (the policy's choice, or doing nothing) unless
    another does better in the same layouts by more than `z` standard errors of the
    difference. A round's score swings by hundreds from one layout to the next, so with
    a few dozen layouts the best mean alone is often luck, and the policy's choice is
    the better bet until the playouts clearly say otherwise."""
    base = values[0]
    n = len(base)
    best, best_mean = 0, 0.0
    for k in range(1, len(values)):
        diffs = [a - b for a, b in zip(values[k], base)]
        mean = sum(diffs) / n
        if n > 1:
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            if mean <= z * (var / n) ** 0.5:
                continue
        if mean > best_mean:
            best, best_mean = k, mean
    return best


def _weighed(measure: str, candidates: list, values: list[list[float]], k: int, n: int,
             z: float) -> Reasons:
    """The reasons of a decision by playouts: each candidate's mean score for the team
    over the `n` layouts (the value), and whether it beat the first candidate (the
    policy's) by more than `z` standard errors of the difference, as `_chosen` asks."""
    base = values[0]
    out = []
    for c, vals in zip(candidates, values):
        mean = sum(vals) / n if n else 0.0
        diffs = [a - b for a, b in zip(vals, base)]
        d = sum(diffs) / n if n else 0.0
        err = (sum((x - d) ** 2 for x in diffs) / (n - 1) / n) ** 0.5 if n > 1 else 0.0
        out.append(Weighed(c, mean, extra=(("sure", d > z * err),)))
    return Reasons(SEARCH, measure, candidates[k], tuple(out), n,
                   facts=(("policy", candidates[0]),))


def _value(rnd: Round, side: int) -> float:
    res = score_round(rnd, 100 if rnd.rules.tournament else 200)
    return res.score[side] - res.score[1 - side]


def _shape(a: Optional[Action]):
    if a is None or a.kind != "play":
        return None
    return (a.data.kind, a.data.length, a.data.rank)


def wish_barred(obs: Observation) -> set[int]:
    """The other seats that, by their play since the Mah Jong's wish, hold no card of the
    wished rank while the wish is in force (T16): one who led without it (a lead can
    always fulfil it), or who played on a single below it, or passed on one, without it
    (a single of the rank beats it). The passes of a finished trick are the seats skipped
    between two plays in turn; a bomb, which may come out of turn (and may stand in for
    the wish, T17), proves nothing."""
    w = obs.wish
    if not w:
        return set()
    wished, below = RANK_MASK[w], 2 * w
    barred: set[int] = set()
    after = False  # past the Mah Jong's play
    for plays in [plays for plays, _ in obs.tricks] + [obs.trick]:
        top, last = None, -1
        for seat, p in plays:
            if after and p.kind != BOMB:
                beatable = top is not None and top.kind == SINGLE and top.rank < below
                if beatable:  # the seats between the last play and this one passed on it
                    s = (last + 1) % 4
                    while s != seat and s != last:
                        barred.add(s)
                        s = (s + 1) % 4
                if not p.cards & wished and (top is None or beatable):
                    barred.add(seat)
            if p.cards & MJ_BIT:
                after = True
            top, last = p, seat
    if after and obs.top is not None:
        top = obs.top[1]
        if top.kind == SINGLE and top.rank < below:
            barred.update(obs.passed)
    barred.discard(obs.seat)
    return barred


def _distinct(actions: list[Action]) -> list[Action]:
    seen, out = set(), []
    for a in sorted(actions, key=lambda a: (a.data.length, a.data.rank, a.data.cards)):
        if _shape(a) not in seen:
            seen.add(_shape(a))
            out.append(a)
    return out


def hard_bot(seed: Optional[int] = None) -> SearchBot:
    """96 playouts a decision of the play, over up to 6 candidates; the exchange's 3
    plans in 12 layouts of the deal."""
    return SearchBot(seed, playouts=96, candidates=6, name="hard")


def expert_bot(seed: Optional[int] = None) -> SearchBot:
    """Hard with three times the playouts and more candidates, but no more than 15,000
    steps of playouts a decision once each candidate has had its 8 layouts (this cuts
    the decisions early in the round, whose playouts are longest). Its cap is 4 s: its
    slowest decisions take about 1.3 s of a core, and the cap is only there for a
    machine far slower than that (module docstring). How much stronger it is is in the
    README's table of levels."""
    return SearchBot(seed, playouts=288, candidates=8, name="expert", steps=15_000, cap=4.0)
