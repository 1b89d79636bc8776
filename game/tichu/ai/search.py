"""The search player (Hard): for a decision of the play it deals the cards it cannot see
many times, consistently with everything its seat knows (its hand, every card played,
how many cards each seat holds, the cards it gave that have not been played yet), plays
each candidate action out to the end of the round in every layout with the rule-based
policy at every seat, and takes the action with the best mean score for its team (the
cards, the double win and the calls). The Tichu call is decided by the same playouts
(called when the seat goes out first often enough to gain by it), and so is the
exchange (the rule-based choice and its variants, played out from the exchange over
layouts of the other 42 cards); Grand Tichu, the wish and the Dragon's gift are the
rule-based player's.
"""
from __future__ import annotations

import random
import time
from typing import Optional, Sequence

from ..engine.cards import FULL_DECK, cards_of, count
from ..engine.combos import BOMB
from ..engine.observation import Observation
from ..engine.round import Action, Phase, Round, team
from ..engine.scoring import score_round
from .hand import strength
from .rules_bot import RulesBot
from .runner import next_action

CANDIDATES = 6  # the most actions compared in one decision


class SearchBot:
    name = "hard"

    def __init__(self, seed: Optional[int] = None, rng: Optional[random.Random] = None):
        self.rng = rng or random.Random(seed)
        self.judge = RulesBot(rng=random.Random(self.rng.randrange(1 << 30)))
        self.budget = 0.25  # seconds a decision may take (None: `samples` layouts)
        self.samples = 24  # layouts at most (and exactly, without a budget)
        self.min_samples = 6
        self.call_margin = 0.55  # called when it goes out first this often in playouts
        self._calls: dict[int, bool] = {}
        self._exchange: Optional[dict[int, int]] = None

    # ------------------------------------------------------------------ the interface
    def choose(self, obs: Observation, legal: Sequence[Action]) -> Action:
        if obs.phase is Phase.EXCHANGE and any(a.kind == "give" for a in legal):
            if not obs.gave or self._exchange is None:  # a new round
                self._calls.clear()
                self._exchange = self.exchange(obs)
            for to, c in self._exchange.items():
                if Action("give", obs.seat, (c, to)) in legal:
                    return Action("give", obs.seat, (c, to))
        if obs.phase is not Phase.PLAY:
            return self.judge.choose(obs, legal)
        call = Action("tichu", obs.seat)
        if call in legal and self.wants_tichu(obs):
            return call
        moves = [a for a in legal if a.kind != "tichu"]
        if len(moves) == 1:
            return moves[0]
        candidates = self.candidates(obs, moves)
        if len(candidates) == 1:
            return candidates[0]
        return self.best(obs, candidates)

    def interject(self, obs: Observation, options: Sequence[Action]) -> Optional[Action]:
        call = Action("tichu", obs.seat)
        if call in options and obs.phase is Phase.PLAY and self.wants_tichu(obs):
            return call
        bombs = [a for a in options if a.kind == "play"]
        if not bombs or not self.judge.should_bomb(obs):
            return None
        # a bomb out of turn is compared with letting it be, by the same playouts
        return self.best(obs, [None] + bombs[:CANDIDATES - 1])

    # ------------------------------------------------------------------ candidates
    def candidates(self, obs: Observation, moves: list[Action]) -> list[Action]:
        """The rule-based choice, passing, and the plays of distinct shape (kind, length,
        rank), each once, lowest first, up to CANDIDATES: suits rarely matter, and the
        choice among them is the rule-based player's."""
        first = self.judge.choose(obs, moves)
        out = [first]
        seen = {_shape(first)}
        if any(a.kind == "pass" for a in moves) and first.kind != "pass":
            out.append(Action("pass", obs.seat))
            seen.add(None)
        plays = sorted((a for a in moves if a.kind == "play"),
                       key=lambda a: (a.data.kind == BOMB, a.data.rank, a.data.length))
        for a in plays:
            if len(out) >= CANDIDATES:
                break
            if _shape(a) not in seen:
                seen.add(_shape(a))
                out.append(a)
        return out

    # ------------------------------------------------------------------ sampling
    def layouts(self, obs: Observation):
        """Endless random deals of the unseen cards to the other seats, each holding as
        many as it does and keeping the cards this seat gave it (unless played)."""
        seat = obs.seat
        known = [0, 0, 0, 0]
        for to, c in obs.gave:
            if not obs.played >> c & 1:
                known[to] |= 1 << c
        unseen = FULL_DECK & ~obs.hand & ~obs.played
        for m in known + list(obs.won):  # (the tricks hold only cards played)
            unseen &= ~m
        pool = cards_of(unseen)
        need = [obs.hand_sizes[s] - count(known[s]) if s != seat else 0 for s in range(4)]
        while True:
            self.rng.shuffle(pool)
            hands = list(known)
            hands[seat] = obs.hand
            i = 0
            for s in range(4):
                if s == seat:
                    continue
                for c in pool[i:i + need[s]]:
                    hands[s] |= 1 << c
                i += need[s]
            yield hands

    def table(self, obs: Observation, hands) -> Round:
        played_any = [obs.hand_sizes[s] < 14 or s in obs.out for s in range(4)]
        return Round.in_play(obs.rules, hands, to_act=obs.to_act if obs.to_act >= 0 else obs.seat,
                             won=obs.won, trick=obs.trick, passed=obs.passed, out=obs.out,
                             wish=obs.wish, wished=obs.wished,
                             grand=[bool(g) for g in obs.grand], tichu=obs.tichu,
                             played_any=played_any)

    def playout(self, rnd: Round, policy: Sequence[RulesBot]) -> Round:
        """Play on to the end of the round with the rule-based policy at every seat."""
        while not rnd.over:
            rnd.apply(next_action(rnd, policy))
        return rnd

    def best(self, obs: Observation, candidates: list):
        """The candidate with the best mean score for this seat's team over the layouts
        (None among them: doing nothing out of turn)."""
        seat = obs.seat
        side = team(seat)
        totals = [0.0] * len(candidates)
        policy = [RulesBot(rng=random.Random(self.rng.randrange(1 << 30))) for _ in range(4)]
        deadline = None if self.budget is None else time.perf_counter() + self.budget
        n = 0
        for hands in self.layouts(obs):
            for k, action in enumerate(candidates):
                rnd = self.table(obs, hands)
                if action is not None:
                    rnd.apply(action)
                totals[k] += self._value(self.playout(rnd, policy), side)
            n += 1
            if n >= self.samples or deadline is not None and n >= self.min_samples \
                    and time.perf_counter() > deadline:
                break
        best = max(range(len(candidates)), key=lambda k: totals[k])
        return candidates[best]

    def _value(self, rnd: Round, side: int) -> float:
        res = score_round(rnd, 100 if rnd.rules.tournament else 200)
        return res.score[side] - res.score[1 - side]

    # ------------------------------------------------------------------ exchange
    def exchange(self, obs: Observation) -> dict[int, int]:
        """The rule-based exchange and two variants (the opponents' cards swapped; the
        partner given the best card kept back instead), each played out from the
        exchange over layouts of the other 42 cards; the best on average."""
        base = self.judge.exchange(obs)
        seat = obs.seat
        left, mate, right = (seat + 1) % 4, (seat + 2) % 4, (seat + 3) % 4
        plans = [base, {**base, left: base[right], right: base[left]}]
        spare = [c for c in cards_of(obs.hand) if c not in base.values()]
        if spare:  # the partner gets the best card kept instead
            best = max(spare, key=lambda c: (c >= 52, c))
            plans.append({**base, mate: best})
        rules = obs.rules.with_changes(grand_tichu=False, tournament=False)
        policy = [RulesBot(rng=random.Random(self.rng.randrange(1 << 30))) for _ in range(4)]
        totals = [0.0] * len(plans)
        deadline = None if self.budget is None else time.perf_counter() + self.budget
        pool = cards_of(FULL_DECK & ~obs.hand)
        side = team(seat)
        n = 0
        while True:
            self.rng.shuffle(pool)
            hands = [[] for _ in range(4)]
            hands[seat] = cards_of(obs.hand)
            others = [s for s in range(4) if s != seat]
            for i, s in enumerate(others):
                hands[s] = pool[14 * i:14 * i + 14]
            for k, plan in enumerate(plans):
                rnd = Round(rules, 0, hands)
                rnd.grand = [bool(g) for g in obs.grand]
                for to, c in plan.items():
                    rnd.apply(Action("give", seat, (c, to)))
                totals[k] += self._value(self.playout(rnd, policy), side)
            n += 1
            if n >= self.samples or deadline is not None and n >= self.min_samples // 2 \
                    and time.perf_counter() > deadline:
                break
        return plans[max(range(len(plans)), key=lambda k: totals[k])]

    # ------------------------------------------------------------------ calls
    def wants_tichu(self, obs: Observation) -> bool:
        """Call when, in playouts of this position, the seat goes out first often
        enough (the call's +100 against its -100)."""
        mate = (obs.seat + 2) % 4
        if obs.tichu[mate] or obs.grand[mate] or strength(obs.hand) < -4:
            return False
        if obs.hand in self._calls:  # decided once per hand: it is offered at every step
            return self._calls[obs.hand]
        policy = [RulesBot(rng=random.Random(self.rng.randrange(1 << 30))) for _ in range(4)]
        first = 0
        n = 0
        for hands in self.layouts(obs):
            rnd = self.playout(self.table(obs, hands), policy)
            first += bool(rnd.out) and rnd.out[0] == obs.seat
            n += 1
            if n >= max(self.min_samples * 2, self.samples // 2):
                break
        self._calls[obs.hand] = first / n >= self.call_margin
        return self._calls[obs.hand]


def _shape(a: Optional[Action]):
    if a is None or a.kind != "play":
        return None
    return (a.data.kind, a.data.length, a.data.rank)
