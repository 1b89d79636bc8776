"""One deal as a Hypothesis state machine, checked against the slow reference of
tests/tysiacha/engine/reference.py, plus property tests of determinism (R10) and the shuffle.

The machine draws the rules (every key of RULE_OPTIONS), a standing, a dealer and the
cards (a permutation of the deck), then takes steps: a legal action (on the engine and on
the reference deal), an illegal action (refused with an R-id, nothing changed), a clone
played on (the original untouched), and looks at every seat's observation (nothing hidden
is shown: other hands, the card given to the other defender, a dark prikup).
"""
from __future__ import annotations

import copy
import os
import random
import re
import sys

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (RuleBasedStateMachine, initialize, invariant, precondition,
                                 rule)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from reference import (ACTION_UNIVERSE, NON_ACTIONS, ReferenceDeal,  # noqa: E402
                       active_seats, card_problems, observation_problems, prikup_counted,
                       reference_legal,
                       reference_score, snapshot, state_differences)

from game.tysiacha.engine import RULE_OPTIONS, IllegalAction, Match, Rules, Standing, observe  # noqa: E402
from game.tysiacha.engine import actions as A  # noqa: E402
from game.tysiacha.engine.deal import Deal, Phase  # noqa: E402
from game.tysiacha.engine.dealing import shuffled  # noqa: E402
from game.tysiacha.engine.scoring import DealResult, score_deal  # noqa: E402

RULE_ID = re.compile(r"R\d+")
ILLEGAL = tuple(ACTION_UNIVERSE) + NON_ACTIONS

rules_strategy = st.fixed_dictionaries(
    {o.key: st.sampled_from(o.values) for o in RULE_OPTIONS}).map(Rules.from_mapping)


@st.composite
def standings(draw, rules: Rules) -> Standing:
    """A valid standing: seats on the barrel hold barrel_score (R50), the others less."""
    n = rules.players
    barrel_usable = rules.barrel and rules.barrel_score < rules.target
    scores, barrel = [], []
    for _ in range(n):
        if barrel_usable and draw(st.booleans()):
            scores.append(rules.barrel_score)
            barrel.append(draw(st.integers(0, 2)))
        else:
            top = rules.barrel_score if barrel_usable else rules.target
            scores.append(5 * draw(st.integers(-40, (top - 1) // 5)))
            barrel.append(None)
    zeros = tuple(draw(st.integers(0, 5)) for _ in range(n))
    rospisat = tuple(draw(st.integers(0, 4)) for _ in range(n))
    return Standing(tuple(scores), tuple(barrel), zeros, rospisat, draw(st.integers(0, 8)))


def deal_from_permutation(rules: Rules, dealer: int, perm) -> tuple[tuple[int, ...], int]:
    """7 cards to each active seat, 3 to the prikup (R8), in the permutation's order."""
    hands = [0] * rules.players
    for i, seat in enumerate(active_seats(rules, dealer)):
        for c in perm[7 * i: 7 * i + 7]:
            hands[seat] |= 1 << c
    prikup = 0
    for c in perm[21:]:
        prikup |= 1 << c
    return tuple(hands), prikup


def legal_set_problems(deal) -> list[str]:
    if deal.over:
        return [] if deal.legal_actions() == [] else ["actions after the deal is over"]
    legal = deal.legal_actions()
    out = []
    if len(set(legal)) != len(legal):
        out.append(f"duplicates in {legal}")
    want = reference_legal(deal)
    if set(legal) != want:
        out.append(f"{deal.phase.name}: engine also {sorted(map(A.action_str, set(legal) - want))}"
                   f", reference also {sorted(map(A.action_str, want - set(legal)))}")
    return out


def pick(data, deal, label: str = "action") -> int:
    """A legal action; in the bidding mostly a pass or the lowest bid, so that drawn
    deals get past a long bidding war (bids go up to 600 without bid_limit)."""
    legal = deal.legal_actions()
    if deal.phase is Phase.BIDDING and len(legal) > 1:
        how = data.draw(st.sampled_from(["pass", "lowest", "pass", "any"]), label="bidding")
        if how == "pass" and A.PASS in legal:
            return A.PASS
        if how == "lowest":
            return min(a for a in legal if a != A.PASS)
    return data.draw(st.sampled_from(legal), label=label)


class DealMachine(RuleBasedStateMachine):
    """One deal, step by step."""

    @initialize(rules=rules_strategy, data=st.data())
    def deal_cards(self, rules: Rules, data) -> None:
        dealer = data.draw(st.integers(0, rules.players - 1), label="dealer")
        perm = list(data.draw(st.permutations(range(24)), label="deck"))
        # Four nines in one hand (R12) or two or three in the prikup (R13) are rare in a
        # random deck: stack them often enough to reach those decisions.
        stack = data.draw(st.sampled_from(["no", "hand", "no", "prikup"]), label="nines")
        if stack != "no":
            nines = [0, 6, 12, 18]  # 9S 9C 9D 9H
            # (hand 0 is the forehand's, who often ends up declarer: prefer the others)
            where = (list(range(21, 24)) if stack == "prikup" else
                     [7 * data.draw(st.sampled_from([1, 2, 0]), label="hand") + k
                      for k in range(4)])
            for spot, nine in zip(where, nines):
                j = perm.index(nine)
                perm[spot], perm[j] = perm[j], perm[spot]
        standing = data.draw(standings(rules), label="standing")
        hands, prikup = deal_from_permutation(rules, dealer, perm)
        self.deal = Deal(rules, standing, dealer, hands, prikup)
        self.ref = ReferenceDeal(rules, standing, dealer, hands, prikup)
        # a head start, so that every phase is reached in most examples
        self.apply_some(data, data.draw(st.integers(0, 40), label="head start"))

    def apply_some(self, data, count: int) -> None:
        for _ in range(count):
            if self.deal.over:
                break
            action = pick(data, self.deal)
            events = self.deal.apply(action, self.deal.to_act)
            self.ref.apply(action)
            assert events, f"{A.action_str(action)} returned no events"
            self.check_everything()
            event(f"reached {self.deal.phase.name}")
            if self.deal.over:
                event(f"outcome {self.deal.outcome}")

    # ---------------------------------------------------------------- steps
    @precondition(lambda self: not self.deal.over)
    @rule(data=st.data())
    def apply_legal_actions(self, data) -> None:
        """A few legal actions in a row (so that deals get to their end)."""
        self.apply_some(data, data.draw(st.integers(1, 10), label="how many"))

    @precondition(lambda self: not self.deal.over)
    @rule(data=st.data())
    def refuse_illegal_action(self, data) -> None:
        legal = set(self.deal.legal_actions())
        action = data.draw(st.sampled_from(ILLEGAL).filter(lambda a: a not in legal),
                           label="illegal action")
        self.refused(action, None)

    @precondition(lambda self: not self.deal.over)
    @rule(data=st.data())
    def refuse_the_wrong_seat(self, data) -> None:
        """R4: only the seat to act may act, even with an action legal for that seat."""
        deal = self.deal
        seat = data.draw(st.sampled_from([s for s in range(deal.rules.players)
                                          if s != deal.to_act]), label="seat")
        action = data.draw(st.sampled_from(deal.legal_actions()), label="action")
        self.refused(action, seat, "R4")

    @precondition(lambda self: not self.deal.over)
    @rule(data=st.data())
    def play_on_a_clone(self, data) -> None:
        """Applying actions to a clone leaves the original exactly as it was, and the
        clone goes on as the reference says."""
        deal = self.deal
        before = snapshot(deal)
        legal_before = list(deal.legal_actions())
        twin = deal.clone()
        assert snapshot(twin) == before
        ref = copy.deepcopy(self.ref)
        for _ in range(data.draw(st.integers(1, 5), label="how many")):
            if twin.over:
                break
            action = pick(data, twin, "clone action")
            twin.apply(action)
            ref.apply(action)
            assert not state_differences(twin, ref), state_differences(twin, ref)
            assert not card_problems(twin), card_problems(twin)
            assert not legal_set_problems(twin), legal_set_problems(twin)
        assert snapshot(deal) == before, "playing on a clone changed the original"
        assert deal.legal_actions() == legal_before

    @precondition(lambda self: self.deal.over)
    @rule(data=st.data())
    def nothing_after_the_end(self, data) -> None:
        """A finished deal refuses every action and stays as it is."""
        action = data.draw(st.sampled_from(ILLEGAL), label="action after the end")
        before = snapshot(self.deal)
        with pytest.raises(IllegalAction):
            self.deal.apply(action)
        assert snapshot(self.deal) == before

    @rule()
    def look_at_every_seat(self) -> None:
        self.check_observations()

    # ---------------------------------------------------------------- checks
    def refused(self, action: int, seat, want_rule=None) -> None:
        before = snapshot(self.deal)
        with pytest.raises(IllegalAction) as err:
            self.deal.apply(action, seat)
        assert RULE_ID.fullmatch(err.value.rule or ""), (
            f"{A.action_str(action)} refused without a rule id: {err.value.rule!r}")
        if want_rule:
            assert err.value.rule == want_rule, err.value
        after = snapshot(self.deal)
        assert after == before, [k for k in before if before[k] != after[k]]

    def check_observations(self) -> None:
        deal = self.deal
        for seat in range(deal.rules.players):
            obs = observe(deal, seat)
            problems = observation_problems(deal, seat, obs)
            assert not problems, problems
            if seat != deal.to_act or deal.over:
                assert obs.legal == (), f"seat {seat} has actions but {deal.to_act} is to act"
            else:
                assert obs.legal == tuple(deal.legal_actions())
            defender = deal.declarer >= 0 and seat != deal.declarer
            if defender and deal.rules.dark_prikup == "always" \
                    and not prikup_counted(deal):  # R20 (R41: counted once scored)
                assert obs.prikup is None, f"dark prikup shown to seat {seat}"
            for other, c in deal.given.items():  # R26: only the card it received
                if defender and other != seat:
                    assert c not in obs.hand and (other, c) not in obs.given

    def check_everything(self) -> None:
        deal = self.deal
        problems = card_problems(deal) + state_differences(deal, self.ref)
        problems += legal_set_problems(deal)
        assert not problems, problems
        self.check_observations()
        if deal.outcome == "played":  # R2, R44
            assert sum(deal.taken) == 120
            for s in active_seats(deal.rules, deal.dealer):
                melds = sum(w for m, _, w in deal.melds if m == s)
                assert deal.points(s) == deal.taken[s] + melds
        if deal.over:  # R41-R55 against the reference
            n = deal.rules.players
            points = tuple(None if s == deal.inactive else deal.points(s) for s in range(n))
            after, row = score_deal(deal.rules, deal.standing, DealResult(
                deal.outcome, deal.dealer, deal.declarer, deal.contract, points,
                deal.inactive, deal.prikup))
            got = (after.scores, after.barrel, after.zeros, after.rospisat,
                   after.deals_played, row.winners)
            want = reference_score(deal.rules, deal.standing, deal)
            assert got == want, (got, want)

    @invariant()
    def everything_holds(self) -> None:
        self.check_everything()


DealMachine.TestCase.settings = settings(
    max_examples=200, stateful_step_count=50, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
test_deal_machine = DealMachine.TestCase


# ------------------------------------------------------------------------- properties
def play_some(match: Match, choices: random.Random, deals: int) -> None:
    for _ in range(deals):
        if not match.needs_deal:
            break
        match.start_deal()
        while not match.deal.over:
            legal = match.legal_actions()
            match.apply(legal[int(choices.random() * len(legal))])


@settings(max_examples=40, deadline=None)
@given(rules=rules_strategy, seed=st.integers(0, 2 ** 64 - 1),
       choice_seed=st.integers(0, 2 ** 32 - 1))
def test_same_seed_same_game(rules, seed, choice_seed):
    """R10: the same seed, settings and actions give the same cut, hands, prikup and
    score sheet."""
    one, two = Match.new(rules, seed), Match.new(rules, seed)
    play_some(one, random.Random(choice_seed), 3)
    play_some(two, random.Random(choice_seed), 3)
    assert one.cut == two.cut and one.first_dealer == two.first_dealer
    assert [(d.dealer, d.dealt, d.prikup) for d in one.deals] == \
        [(d.dealer, d.dealt, d.prikup) for d in two.deals]
    assert [r.to_json() for r in one.sheet] == [r.to_json() for r in two.sheet]
    assert one.standing == two.standing


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2 ** 64 - 1), items=st.lists(st.integers(), max_size=40))
def test_shuffled_is_a_permutation(seed, items):
    """dealing.shuffled: a permutation of its input, input untouched, same seed same
    order (R10, DESIGN.md's own Fisher-Yates)."""
    original = list(items)
    out = shuffled(random.Random(seed), items)
    assert items == original
    assert sorted(out) == sorted(items)
    assert shuffled(random.Random(seed), items) == out
    deck = shuffled(random.Random(seed))
    assert sorted(deck) == list(range(24))


def test_shuffled_is_uniform_on_three_cards():
    """Every order of three cards comes out about equally often (a Sattolo or naive
    shuffle would not)."""
    rng = random.Random(1)
    counts: dict[tuple, int] = {}
    for _ in range(6000):
        order = tuple(shuffled(rng, (0, 1, 2)))
        counts[order] = counts.get(order, 0) + 1
    assert len(counts) == 6
    assert all(850 <= n <= 1150 for n in counts.values()), counts
