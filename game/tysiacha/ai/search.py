"""The search bot (Hard): Perfect Information Monte Carlo over the double-dummy solver.

For each card to play it deals the unseen cards many times consistently with what its
seat knows (knowledge.py; a seat that bid above 120 held melds enough, R17), solves
every layout (dds.py) and plays the card that makes the contract (as declarer) or beats
it (as defender) in the most layouts; among cards that tie, the rule-based player's
judgement of points decides. The exchange is chosen by the same sampling
(search_exchange.py), and so are raising and rospisat', from the 8-card hand after it.
Bidding uses the rule-based player's judgement (rules_bot.py): bidding by simulated
deals solved exactly (search_bidding.py, `simulate_bids=True`) is built but measured no
better (150 duplicate deals, seed 41: search - rules +3.4 +/- 4.8 with it, +4.4 +/- 4.7
without; seed 1, with the double-dummy bias measured the other way round: +1.9 +/- 4.3;
where it changes a bid among rule-based players, +8.1 +/- 18.9 own points in 69 of 600
deals, benchmarks/decisions.py bid --simulate --others rules), so it is off until it
earns its place. Its card play is as good as seeing every card would make it
(benchmarks/oracle.py --sees play --vs search: +0.1 +/- 2.4 points per deal, 300 deals);
what seeing the cards is still worth lies in the exchange, the raise and rospisat', and
the bidding (the same script, against rule-based players).

With `infer=True` it draws its layouts in proportion to how well they fit the others'
bids and passes (inference.py). The inference costs little time: at this bot's own
budget it measured +7.3 +/- 3.6 points per deal against rules (p95 263 ms per decision)
where this bot without it made +5.2 +/- 3.5 on the same 300 deals (benchmarks/variants.py
infer=1, seed 2026), so the Hard level has it (`hard_bot`). Simulated bidding with it
loses: +4.0 +/- 4.2. Twice the layouts and the solver's work (the Expert level 1000 once
had) measured no stronger: +1.2 +/- 1.4 points per deal over 1000 duplicate deals
against Hard, when both searched for a time, Expert twice Hard's.

Its work per decision is counted, not timed, so a seed plays the same moves on any machine
however busy: at most MAX_SAMPLES layouts, and none drawn once the decision's solves have
searched MAX_NODES nodes (dds.Solver.nodes), MIN_SAMPLES at least. Where each layout is
dear (the first cards of the play, the raise and the exchange of a long contract) that
leaves fewer layouts, as the 0.25 s the bot once sampled for did. Counted over 50 deals
(benchmarks/decision_times.py, seed 7) on a machine that gave it about two thirds of a
core, the 0.25 s gave a card of the play all 32 layouts in 89% of the decisions (23 on
average in the first trick), the exchange 13 on average (2 to 32), the raise 13 (4 to 32);
MAX_NODES gives 30, 19 and 17 on average, for 46 ms of CPU per decision on average, 278 ms
at p95, 1.35 s at the slowest (the 0.25 s took 51, 273 and 1436 ms on a core of its own).
The clock is only a safety cap (CAP_SECONDS of the deciding thread's CPU time,
game/core/clock.py): past it, a decision on a very slow machine begins no more layouts;
a busy machine slows a decision by the wall clock but does not change it.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Optional, Sequence

from ...core.clock import cpu_now
from ...core.reasons import SEARCH, Reasons, Weighed, by_rule, only
from ..engine import actions as A
from ..engine.cards import mask_of
from ..engine.deal import Phase
from ..engine.dealing import active_seats, shuffled
from ..engine.observation import Observation
from ..engine.scoring import rospisat_penalty, rospisat_points
from .dds import Position, Solver
from .contract_value import ContractValue
from .inference import SOFTEN, auction, fits_bids, high_bids_of, layout_weight, resample
from .knowledge import knowledge, sample_hands
from .rules_bot import RulesBot, may_give_up
from .exchange import ranked_gives
from .search_bidding import bid_value, deal_outcomes
from .search_exchange import CANDIDATES, exchange_options, weigh_exchange


INFERENCE_POOL = 4  # layouts drawn per layout solved, when inferring from the bids
BID_TRIES = 30  # layouts drawn, at most, for one in which the others' bids were legal
# Hard's work per decision: at most MAX_SAMPLES layouts; none drawn once the decision's
# solves have searched MAX_NODES nodes (trick boundaries, dds.Solver.nodes: 3 to 7 us
# each where the layouts are dear, so about the 0.25 s it once sampled for), once
# MIN_SAMPLES are solved; the clock stops a decision only past CAP_SECONDS, a safety net
# for a very slow machine
MAX_SAMPLES = 32
MIN_SAMPLES = 4
MAX_NODES = 70_000
CAP_SECONDS = 3.0


class SearchBot:
    name = "hard"

    def __init__(self, seed: Optional[int] = None, budget: Optional[float] = CAP_SECONDS,
                 max_samples: int = MAX_SAMPLES, min_samples: int = MIN_SAMPLES,
                 simulate_bids: bool = False, infer: bool = False,
                 max_nodes: Optional[int] = MAX_NODES):
        """A decision solves at most `max_samples` layouts, and draws no more once its
        solves have searched `max_nodes` nodes (dds.Solver.nodes; None: no such limit) and
        `min_samples` are solved: work counted, the same on any machine. `budget`: CPU seconds
        a decision may take, a safety cap only (past it, no layout is begun after the
        first); None: neither limit, exactly `max_samples` layouts (the tests' setting).
        `infer`: layouts are drawn in proportion to how well they fit the others' bids and
        passes (inference.py)."""
        self.rng = random.Random(seed)
        self.budget = budget
        self.max_samples = max_samples
        self.min_samples = min_samples
        self.max_nodes = max_nodes
        self.layouts = 0  # the layouts drawn for the last decision that sampled any
        self.fallback = RulesBot(seed=seed)
        self.solvers: dict = {}
        self.simulate_bids = simulate_bids
        self.infer = infer
        # points added to each layout's exact value when raising or giving up. A search
        # declarer takes more than double dummy (benchmarks/calibrate_search.py), yet
        # raising on it loses: +5 cost 38.7 +/- 18.1 own points where the choice changed
        # (benchmarks/decisions.py raise --shift 5, 300 deals, seed 3), and against
        # rule-based defenders 33.4 +/- 20.2; -5 cost 7.7 +/- 5.9 (600 deals, seed 5)
        self.raise_shift = 0
        # the same, only when weighing playing on against rospisat' (the contract is
        # chosen without it): +10 changes 8 choices in 600 deals (giveup --shift 10)
        self.keep_shift = 0
        # in the play, a card that decides the contract the bot's way in this share of
        # the layouts fewer than the best card still counts as tied with it: 0.1 for
        # defenders +2.9 +/- 7.7 own points where it changed the card (32 of 600 deals),
        # no better (benchmarks/decisions.py defend --tolerance 0.1 --others rules)
        self.play_tolerance = 0.0
        # with `infer`: layouts drawn per layout solved, and how sharply the others'
        # bids and passes are read (inference.SOFTEN); 8 and 1.0 (the others bid exactly
        # as the model's rule-based player) measured +7.7 +/- 3.5 points per deal against
        # rules, 4 and 0.6 +7.3 +/- 3.6 (300 deals, seed 2026, benchmarks/variants.py)
        self.inference_pool = INFERENCE_POOL
        self.inference_soften = SOFTEN
        self._outcomes: dict = {}  # the sampled deals of this hand, for its later bids
        self._planned: dict = {}  # hand after the first give -> the second give planned
        # why the last decision went as it did, in the figures it was made on
        # (core/reasons.py): the hint's reasons
        self.reasons: Optional[Reasons] = None
        self._planned_reasons: Optional[Reasons] = None

    def choose(self, obs: Observation, legal: Sequence[int]) -> int:
        self.reasons = self.fallback.reasons = None
        action = self._decide(obs, legal)
        reasons = self.reasons or self.fallback.reasons
        self.reasons = reasons.choosing(action) if reasons is not None \
            else by_rule(action, "judgement")
        return action

    def _decide(self, obs: Observation, legal: Sequence[int]) -> int:
        if len(legal) == 1:
            self.reasons = only(legal[0])
            return legal[0]
        phase = obs.phase
        if phase is Phase.PLAY:
            plays = [a for a in legal if A.is_play(a)]
            if len(plays) == 1:
                self.reasons = only(plays[0], "only_card")
                return plays[0]
            return self._play(obs, plays)
        if phase is Phase.RAISE:
            return self._raise_or_give_up(obs, legal)
        if phase is Phase.EXCHANGE:
            # giving up is weighed at the raise, once the 8-card hand is known
            return self._give(obs, [a for a in legal if A.is_give(a)])
        if phase is Phase.BIDDING and self.simulate_bids:
            return self._bid(obs, legal)
        return self.fallback.choose(obs, legal)

    # ------------------------------------------------------------------ helpers
    def _solver(self, obs: Observation) -> Solver:
        """One solver per rules of play, its table shared by every layout and decision."""
        rules = obs.rules
        key = (rules.must_trump, rules.must_beat, rules.four_aces,
               rules.barrel_marriage or obs.standing.barrel[obs.declarer] is None)
        solver = self.solvers.get(key)
        if solver is None:
            solver = self.solvers[key] = Solver(*key)
        elif len(solver.tt) > 500_000:  # bound the memory of a long game
            solver.clear()
        return solver

    @staticmethod
    def _template(obs: Observation) -> Position:
        """The position to solve, all but the hands: the same for every layout."""
        rules = obs.rules
        seats = active_seats(rules, obs.dealer)
        index = {s: i for i, s in enumerate(seats)}
        return Position(
            hands=(0, 0, 0), declarer=index[obs.declarer],
            to_act=index[obs.to_act if obs.to_act >= 0 else obs.seat],
            trick=tuple((index[s], c) for s, c in obs.trick), trump=obs.trump,
            tricks_played=len(obs.tricks), must_trump=rules.must_trump,
            must_beat=rules.must_beat, marriage_first_trick=rules.marriage_first_trick,
            four_aces=rules.four_aces,
            melds_count=tuple(rules.barrel_marriage or obs.standing.barrel[s] is None
                              for s in seats),
            seats=seats)

    def _layouts(self, obs: Observation):
        """Positions to solve, one per sampled layout of the hidden cards."""
        template = self._template(obs)
        mine = mask_of(obs.hand)
        for others in self._samples(obs):
            others[obs.seat] = mine
            yield replace(template, hands=tuple(others[s] for s in template.seats))

    def _samples(self, obs: Observation, min_samples: Optional[int] = None):
        """Layouts of the hidden cards: `max_samples`, or fewer once the decision's solves
        have searched `max_nodes` nodes (at least `min_samples`, the bot's own minimum
        unless given), or past the `budget` seconds of the safety cap (at least one)."""
        k = knowledge(obs)
        least = max(1, self.min_samples if min_samples is None else min_samples)
        start = cpu_now()
        solver = self._solver(obs)
        limit = None if self.budget is None or self.max_nodes is None \
            else solver.nodes + self.max_nodes
        drawn = self._inferred(obs, k) if self.infer else None
        high_bids = None if drawn else high_bids_of(obs)
        n = self.layouts = 0
        while n < self.max_samples:
            if limit is not None and n >= least and solver.nodes >= limit:
                return
            if n and self.budget is not None and cpu_now() - start > self.budget:
                return
            yield drawn[n] if drawn else self._fitting(obs, k, high_bids)
            n = self.layouts = n + 1

    def _fitting(self, obs: Observation, k, high_bids: list) -> dict:
        """A layout in which the others' bids above 120 were legal (R17): each such
        bidder held melds enough; after BID_TRIES misses, any layout."""
        for _ in range(BID_TRIES):
            layout = sample_hands(k, self.rng, obs.declarer)
            if fits_bids(obs, layout, high_bids):
                return layout
        return sample_hands(k, self.rng, obs.declarer)

    def _inferred(self, obs: Observation, k) -> Optional[list]:
        """`max_samples` layouts resampled from several times as many, each weighted by
        how well it fits the others' bids and passes; None when the auction says nothing."""
        decisions = auction(obs)
        if not decisions:
            return None
        pool = [sample_hands(k, self.rng, obs.declarer)
                for _ in range(self.inference_pool * self.max_samples)]
        weights = [layout_weight(obs, layout, decisions, self.inference_soften)
                   for layout in pool]
        if sum(weights) <= 0.0:
            return None
        return shuffled(self.rng, resample(pool, weights, self.max_samples, self.rng))

    def _deadline(self) -> Optional[float]:
        """The cpu_now() time of the safety cap, past which a decision stops, or None."""
        if self.budget is None:
            return None
        return cpu_now() + self.budget

    # ------------------------------------------------------------------ decisions
    def _play(self, obs: Observation, plays: list[int]) -> int:
        """Per layout and per card, a zero-window solve: does the declarer still make the
        contract after this card? The cards that decide it most often in its side's
        favour win; the rule-based player picks among those (points, smearing, tempo)."""
        solver = self._solver(obs)
        so_far = obs.taken[obs.declarer] + sum(w for s, _, w in obs.melds if s == obs.declarer)
        need = obs.contract - so_far
        declaring = obs.seat == obs.declarer
        wins = dict.fromkeys(plays, 0)
        n = 0
        for pos in self._layouts(obs):
            n += 1
            for a in plays:
                child, gain = pos.play(a)
                made = gain >= need or solver.can_reach(child, need - gain)
                wins[a] += made == declaring
        best = max(wins.values()) - self.play_tolerance * n
        tied = [a for a in plays if wins[a] >= best]
        chosen = tied[0] if len(tied) == 1 else self.fallback.choose(obs, tied)
        self.reasons = Reasons(SEARCH, "made" if declaring else "beaten", chosen,
                               tuple(Weighed(a, wins[a], wins[a]) for a in plays), n,
                               facts=(("contract", obs.contract), ("tied", len(tied))))
        return chosen

    def _give(self, obs: Observation, gives: list[int]) -> int:
        """R26 by simulation (search_exchange.py): both gives are chosen together at the
        first, the second is then played as planned."""
        hand = mask_of(obs.hand)
        planned = self._planned.pop((hand, obs.contract), None)
        if planned is not None and planned in gives:
            self.reasons = self._planned_reasons
            return planned
        rules = obs.rules
        open_seats = sorted({A.give_parts(a)[1] for a in gives})
        count = len(open_seats)
        ranked = ranked_gives(hand, count, rules, obs.contract, self.fallback.spread,
                              self.fallback._meld_worth(obs))
        options = exchange_options(ranked[:CANDIDATES], open_seats)
        # each layout solves a dozen options from the first lead: fewer layouts at least
        weighing = weigh_exchange(obs, options, self._samples(obs, min(2, self.min_samples)),
                                  self._solver(obs), self._template(obs), self._deadline())
        plan = weighing.best
        self.reasons = self._planned_reasons = Reasons(
            SEARCH, "exchange", None,
            tuple(Weighed(opt, weighing.scores[i], weighing.made[i],
                          (("raised", weighing.raised[i]), ("redeal", weighing.redeal[i])))
                  for i, opt in enumerate(options)),
            weighing.layouts, facts=(("contract", obs.contract), ("raise", weighing.up),
                                     ("plan", plan)))
        (c, seat), rest = plan[0], plan[1:]
        if rest:
            self._planned = {(hand & ~(1 << c), obs.contract): A.give(*rest[0])}
        return A.give(c, seat)

    def _bid(self, obs: Observation, legal: Sequence[int]) -> int:
        """Bid the lowest legal bid when declaring there (weighed over simulated deals,
        search_bidding.py) is worth more than defending; else pass."""
        bids = [a for a in legal if A.is_bid(a)]
        if A.PASS not in legal or not bids:
            return bids[0] if bids else A.PASS
        outcomes = self._bid_outcomes(obs)
        if outcomes is None:
            return self.fallback.choose(obs, legal)
        cv = ContractValue(obs.rules, obs.standing, obs.seat, self.fallback.rivalry)
        give_up = cv.rospisat(A.bid_value(bids[0])) if may_give_up(cv) else -1e9
        declare = bid_value(cv, outcomes, A.bid_value(bids[0]), obs.rules.bid_step, give_up)
        return bids[0] if declare > self.fallback._pass_value(obs, cv) else A.PASS

    def _bid_outcomes(self, obs: Observation) -> Optional[list]:
        """(points taken, raise cap) of the sampled deals with this seat declaring at its
        lowest bid, or None when the bids so far fit hardly any layout."""
        key = (obs.hand, obs.dealer, obs.standing)
        outcomes = self._outcomes.get(key)
        if outcomes is None:
            fallback = self.fallback
            outcomes = deal_outcomes(
                obs, self.rng, self._solver(obs), lambda o, gives: fallback.choose(o, gives),
                self._template, self.max_samples, self.budget, self.min_samples)
            if len(self._outcomes) > 8:
                self._outcomes.clear()
            self._outcomes[key] = outcomes
        return outcomes if len(outcomes) >= self.min_samples else None

    def _raise_or_give_up(self, obs: Observation, legal: Sequence[int]) -> int:
        """Raise, keep or give up, by the chance to make each contract over layouts of
        the defenders' hands, solved from the first lead."""
        rules = obs.rules
        solver = self._solver(obs)
        values = []
        for pos in self._layouts(obs):
            values.append(solver.solve(pos))
        n = len(values)

        def worth(contract: int, shift: float) -> float:
            p = sum(v + shift >= contract for v in values) / n
            # own gain, less half the two defenders' expected points (about 60)
            return (2 * p - 1) * contract - 30

        contracts = {A.KEEP: obs.contract}
        contracts.update((a, A.raise_value(a)) for a in legal if A.is_raise(a))
        best = max(contracts, key=lambda a: worth(contracts[a], self.raise_shift))
        best_value = worth(contracts[best], self.raise_shift + self.keep_shift)
        weighed = [Weighed(a, best_value if a == best else worth(c, self.raise_shift),
                           sum(v + self.raise_shift >= c for v in values), (("contract", c),))
                   for a, c in contracts.items()]
        give_up = -rospisat_points(rules, obs.contract)  # half of both defenders' gain
        if A.ROSPISAT in legal:
            # every rospisat' brings the penalised one closer: count its share of it, or a
            # seat on two would never give up again (R32)
            cost = -rospisat_penalty(rules, obs.contract)
            if rules.rospisat in ("every_third", "with_spisat"):
                cost /= 3
            elif rules.rospisat != "every_time":
                cost = 0
            weighed.append(Weighed(A.ROSPISAT, give_up - cost))
            if give_up - cost > best_value:
                best, best_value = A.ROSPISAT, give_up - cost
        if A.SPISAT in legal:
            weighed.append(Weighed(A.SPISAT, give_up - obs.contract))
            if give_up - obs.contract > best_value:
                best = A.SPISAT
        self.reasons = Reasons(SEARCH, "raise", best, tuple(weighed), n,
                               facts=(("contract", obs.contract),))
        return best


def hard_bot(seed: Optional[int] = None) -> SearchBot:
    """Hard: the search bot with inference from the others' bids and passes, at its own
    budget (MAX_SAMPLES layouts, MAX_NODES solver nodes a decision)."""
    return SearchBot(seed, infer=True)
