"""The engine's randomized proof, after OpenSpiel's random-simulation tests: well over a
thousand whole games to the target, under randomly drawn rule settings, with random legal
actions, checking every state against the slow reference of tests/tysiacha/engine/reference.py.

After every action: every card in exactly one place with hands of the right size; only
the seat to act has actions; the engine's legal actions equal the reference's (and have
no duplicates); a few random illegal actions are refused with an R-id and change
nothing; the engine's state equals the reference deal's. After every deal: the card
points add up to 120, points are tricks plus melds, the score sheet adds up, the barrel
and the winners follow R50-R55.

Random play alone rarely ends a game, so most games start from a random standing near
the end (one seat within 60 of the target or on the barrel) and the bot is tilted towards
ending them (see BiasedBot); one game in FROM_SCRATCH_EVERY starts from 0:0:0. A second
test plays uniformly random actions and tries every illegal action of the universe.

Every game has its own seed; every failure names it with the command that replays it:

    PYTHONPATH=. python tests/tysiacha/engine/test_random_sim.py SEED [SWEEP_EVERY MAX_DEALS UNIFORM]
"""
from __future__ import annotations

import os
import random
import re
import sys
import time

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from reference import (ACTION_UNIVERSE, NON_ACTIONS, ReferenceDeal,  # noqa: E402
                       active_seats, card_problems, observation_problems, reference_legal,
                       reference_score, snapshot, state_differences, trick_winner)

from game.tysiacha.engine import RULE_OPTIONS, IllegalAction, Match, Rules, Standing, observe  # noqa: E402
from game.tysiacha.engine import actions as A  # noqa: E402
from game.tysiacha.engine.deal import Phase  # noqa: E402

MASTER_SEED = 20_261_121
GAMES = 1_150  # games tried per run; at least MIN_FINISHED must reach the target
MIN_FINISHED = 1_000
PARTS = 4  # the tests the games are played in (every PARTS-th game in each)
MAX_DEALS = 40  # a game still running after this many deals is dropped (not counted)
FROM_SCRATCH_EVERY = 100  # one game in this many starts from 0:0:0 with a longer cap
MAX_DEALS_FROM_SCRATCH = 120
ILLEGAL_TRIES = 3  # random illegal actions tried after every action
RULE_ID = re.compile(r"R\d+")


# ------------------------------------------------------------------------- drawing
def random_rules(rng: random.Random) -> Rules:
    """Every key of RULE_OPTIONS drawn at random."""
    return Rules.from_mapping({o.key: rng.choice(o.values) for o in RULE_OPTIONS})


def random_standing(rules: Rules, rng: random.Random) -> Standing:
    """A valid standing near the end of a game: one seat (the leader) on the barrel or
    within 60 of the target, the others anywhere from -200; seats at or above
    barrel_score on the barrel (R50) with 0-2 deals there (more with barrel_penalty
    none), a few more seats put on it; random zero marks and rospisat' counts; golden
    deals (R47) left or not."""
    n = rules.players
    leader = rng.randrange(n)
    scores, barrel = [], []
    barrel_usable = rules.barrel and rules.barrel_score < rules.target
    for s in range(n):
        if s == leader:
            score = 1000 - 5 * rng.randrange(1, 13)
        elif rng.random() < 0.5:
            score = rng.randrange(700, 995, 5)
        else:
            score = rng.randrange(-200, 995, 5)
        on = None
        if barrel_usable and (score >= rules.barrel_score or rng.random() < 0.1
                              or (s == leader and rng.random() < 0.9)):
            score = rules.barrel_score  # R50: nobody stays at or above it off the barrel
            on = rng.randrange(3) if rules.barrel_penalty == "three_deals" else rng.randrange(6)
        scores.append(score)
        barrel.append(on)
    zeros = tuple(rng.randrange(6) for _ in range(n))
    rospisat = tuple(rng.randrange(5) for _ in range(n))
    return Standing(tuple(scores), tuple(barrel), zeros, rospisat, rng.randrange(2 * n + 1))


# ------------------------------------------------------------------------- the bot
class BiasedBot:
    """Random legal actions, tilted so that games end. In most games the seat closest to
    the target (the leader) bids and the others pass; in play the leader plays its
    strongest card while the others play their weakest, or their strongest into a trick
    the leader is winning; melds are declared; few redeals, raises and rospisat'."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.pass_rate = rng.uniform(0.3, 0.9)
        self.leader_bids = rng.random() < 0.8
        self.skill = rng.choice((0.8, 0.9, 1.0))
        self.give_up_rate = rng.choice((0.0, 0.02, 0.1))
        self.uniform = False

    @staticmethod
    def leader(deal) -> int:
        scores = deal.standing.scores
        return max(active_seats(deal.rules, deal.dealer), key=lambda s: scores[s])

    @staticmethod
    def barrel_need(deal, seat: int) -> int:
        """The contract that takes `seat` from the barrel to the target (R51)."""
        if deal.standing.barrel[seat] is None:
            return 0
        return deal.rules.target - deal.rules.barrel_score

    def choose(self, deal, legal: list[int]) -> int:
        rng = self.rng
        if len(legal) == 1 or self.uniform:
            return legal[int(rng.random() * len(legal))]
        give_up = [a for a in legal if a in (A.ROSPISAT, A.SPISAT)]
        if give_up and rng.random() < self.give_up_rate:
            return rng.choice(give_up)
        rest = [a for a in legal if a not in give_up]
        phase = deal.phase
        if phase is Phase.BIDDING:
            return self._bid(deal, rest)
        if phase in (Phase.PRIKUP, Phase.REDEAL):
            return A.REDEAL if rng.random() < 0.25 else A.NO_REDEAL
        if phase is Phase.RAISE:
            need = self.barrel_need(deal, deal.to_act)
            enough = [a for a in rest if a != A.KEEP and A.raise_value(a) >= need]
            if deal.contract < need and enough and self.leader_bids:
                return enough[0]
            if rng.random() < 0.9:
                return A.KEEP
            return min(rest) if rng.random() < 0.8 else rng.choice(rest)
        if phase is Phase.PLAY and rng.random() < self.skill:
            leader = self.leader(deal)
            if deal.to_act == leader:
                return self._leader_play(deal, rest)
            if deal.trick and trick_winner(deal.trick, deal.trump) == leader:
                return max(rest, key=lambda a: a % 6)  # feed the leader's trick
            return min(rest, key=lambda a: (a >= A.MELD_OFFSET, a % 6))
        if phase is Phase.EXCHANGE and rng.random() < self.skill:
            return min(rest, key=lambda a: (a - A.GIVE_BASE) % 6)  # give away small cards
        return rng.choice(rest)

    @staticmethod
    def _leader_play(deal, legal: list[int]) -> int:
        """Declare a meld; lead a card nobody can beat in its suit, else a small one;
        follow with the highest card that wins the trick, else the smallest."""
        melds = [a for a in legal if a >= A.MELD_OFFSET]
        if melds:
            return max(melds, key=lambda a: (a % 6 == 5, a // 6))  # four aces, then hearts
        seat = deal.to_act
        if not deal.trick:
            known = deal.hands[seat]
            for cards, _ in deal.tricks:
                for _, c in cards:
                    known |= 1 << c

            def sure(c: int) -> bool:
                return all(known >> (c - c % 6 + r) & 1 for r in range(c % 6 + 1, 6))
            sure_cards = [a for a in legal if sure(a)]
            if sure_cards:
                return max(sure_cards, key=lambda a: a % 6)
            return min(legal, key=lambda a: a % 6)
        wins = [a for a in legal if trick_winner(deal.trick + [(seat, a)], deal.trump) == seat]
        return max(wins, key=lambda a: a % 6) if wins else min(legal, key=lambda a: a % 6)

    def _bid(self, deal, legal: list[int]) -> int:
        rng = self.rng
        seat = deal.to_act
        bids = [a for a in legal if a != A.PASS]
        if not bids:
            return A.PASS
        if self.leader_bids:
            if seat != self.leader(deal):
                return A.PASS
            need = self.barrel_need(deal, seat)
            enough = [a for a in bids if A.bid_value(a) >= need]
            return enough[0] if enough else bids[0]
        if A.PASS in legal and rng.random() < self.pass_rate:
            return A.PASS
        return bids[0] if rng.random() < 0.6 else rng.choice(bids)


# ------------------------------------------------------------------------- checks
class Failure(AssertionError):
    pass


def check(cond: bool, where: str, what) -> None:
    if not cond:
        raise Failure(f"{where}: {what() if callable(what) else what}")


def check_state(match: Match, ref: ReferenceDeal, where: str, legal_check: bool = True) -> list:
    """Everything that must hold in any state of a deal; returns the legal actions."""
    deal = match.deal
    problems = card_problems(deal) + state_differences(deal, ref)
    check(not problems, where, lambda: "; ".join(problems))
    if deal.over:
        check(deal.legal_actions() == [] and match.legal_actions() == [], where,
              "actions offered after the deal is over")
        check(match.to_act == -1, where, "someone is to act after the deal is over")
        return []
    legal = deal.legal_actions()
    check(len(set(legal)) == len(legal), where, lambda: f"duplicate actions in {legal}")
    check(match.legal_actions() == legal, where, "Match and Deal disagree on legal actions")
    check(match.to_act == deal.to_act, where, "Match and Deal disagree on the seat to act")
    if legal_check:
        want = reference_legal(deal)
        got = set(legal)
        check(got == want, where, lambda: (
            f"{deal.phase.name} seat {deal.to_act}: the engine also allows "
            f"{sorted(A.action_str(a) for a in got - want)}, the reference also allows "
            f"{sorted(A.action_str(a) for a in want - got)}"))
    for s in range(deal.rules.players):
        obs = observe(deal, s)
        if s == deal.to_act:
            check(obs.legal == tuple(legal), where, "the seat to act sees other actions")
        else:
            check(obs.legal == (), where, f"seat {s} has actions but {deal.to_act} is to act")
        bad = observation_problems(deal, s, obs)
        check(not bad, where, lambda: "; ".join(bad))
    return legal


def refuse(match: Match, tries, where: str) -> None:
    """Each (action, seat, rule) try must raise IllegalAction citing a rule (R-id; the
    given one if any) and change nothing."""
    deal = match.deal
    before = snapshot(deal)
    sheet, standing = len(match.sheet), match.standing
    for action, seat, want_rule in tries:
        try:
            match.apply(action, seat)
        except IllegalAction as e:
            if not RULE_ID.fullmatch(e.rule or ""):
                raise Failure(f"{where}: {A.action_str(action)} refused without a rule id: "
                              f"{e.rule!r} ({e})") from None
            if want_rule and e.rule != want_rule:
                raise Failure(f"{where}: {A.action_str(action)} by seat {seat}: {e.rule}, "
                              f"not {want_rule}") from None
        else:
            raise Failure(f"{where}: illegal {A.action_str(action)} (seat {seat}) was "
                          f"accepted in {deal.phase.name}")
    after = snapshot(deal)  # once for the batch: a change names every action tried
    changed = [k for k in before if before[k] != after[k]]
    check(not changed, where, lambda: f"refusing {[A.action_str(t[0]) for t in tries]} "
          f"changed {changed}")
    check(len(match.sheet) == sheet and match.standing is standing, where,
          "refusing an action changed the match")


def check_deal_scored(match: Match, deal, ref: ReferenceDeal, before_standing: Standing,
                      where: str) -> None:
    """R44-R55 on the row the deal added to the score sheet."""
    rules = match.rules
    n = rules.players
    row = match.sheet[-1]
    before = match.sheet[-2].scores if len(match.sheet) > 1 else match.start_standing.scores
    check(row.outcome == deal.outcome == ref.outcome, where, "outcome differs")
    check(row.dealer == deal.dealer, where, "the row's dealer differs")
    check(all(row.scores[s] == before[s] + row.deltas[s] for s in range(n)), where,
          lambda: f"scores {row.scores} != previous {before} + deltas {row.deltas}")
    check(match.standing.scores == row.scores, where, "the standing is not the last row")
    if deal.outcome == "played":
        active = active_seats(rules, deal.dealer)
        check(sum(ref.taken) == 120 and sum(deal.taken) == 120, where,
              lambda: f"card points taken {deal.taken} do not add up to 120")
        for s in range(n):
            if s in active:
                melds = sum(w for m_seat, _, w in deal.melds if m_seat == s)
                check(deal.points(s) == deal.taken[s] + melds == ref.points(s), where,
                      f"points of seat {s} are not tricks plus melds")
                check(row.points[s] == deal.points(s), where, f"row points of seat {s}")
            else:
                check(row.points[s] is None, where, "the inactive seat has points")
        made = deal.points(deal.declarer) >= deal.contract  # R45
        check(row.made is made, where, lambda: f"made is {row.made}, points "
              f"{deal.points(deal.declarer)}, contract {deal.contract}")
    if deal.outcome == "redeal":  # R12, R13: void
        check(row.deltas == (0,) * n, where, "a redeal moved the scores")
    standing = match.standing
    for s in range(n):
        if standing.barrel[s] is not None:  # R50, R51
            check(rules.barrel and standing.scores[s] == rules.barrel_score, where,
                  f"seat {s} on the barrel with {standing.scores[s]}")
        elif rules.barrel and rules.barrel_score < rules.target:
            check(standing.scores[s] < rules.barrel_score or standing.scores[s] >= rules.target,
                  where, f"seat {s} off the barrel at {standing.scores[s]} (R50)")
    got = (standing.scores, standing.barrel, standing.zeros, standing.rospisat,
           standing.deals_played, row.winners)
    want = reference_score(rules, before_standing, deal)
    check(got == want, where, lambda: f"scoring: engine {got}, reference {want}")
    reached = [s for s in range(n) if row.scores[s] >= rules.target]
    if not reached:  # R55
        check(row.winners is None and not match.finished, where, "winners without a target")
    else:
        check(row.winners == match.winners and match.finished, where, "the game goes on")
        check(all(w in reached for w in row.winners), where, "a winner below the target")
        best = max(row.scores[s] for s in reached)
        decl = deal.declarer
        if rules.winner == "declarer" and decl in reached:
            want = (decl,)
        elif rules.winner == "highest" and decl in reached and row.scores[decl] == best:
            want = (decl,)
        else:
            want = tuple(s for s in reached if row.scores[s] == best)
        check(tuple(row.winners) == want, where, f"winners {row.winners}, R55 says {want}")


# ------------------------------------------------------------------------- a game
class Counts:
    def __init__(self):
        self.games = self.finished = self.deals = self.actions = self.illegal = 0
        self.sweeps = self.from_scratch = self.from_scratch_finished = 0
        self.outcomes: dict[str, int] = {}
        self.phases: dict[str, int] = {}  # states checked, by phase


def play_game(seed: int, counts: Counts, sweep_every: int = 0, max_deals: int = 0,
              uniform: bool = False) -> bool:
    """One game from its seed; True when it reached the target. The seed decides the
    rules, the start (from 0:0:0 in about one game in FROM_SCRATCH_EVERY, else a random
    standing near the end) and every action. `uniform`: every action uniformly random.
    `sweep_every`: try every illegal action of the universe on every so many states."""
    replay = (f"game seed {seed} (replay: PYTHONPATH=. python tests/tysiacha/engine/test_random_sim.py"
              f" {seed} {sweep_every} {max_deals} {int(uniform)})")
    try:
        return _play_game(seed, counts, sweep_every, max_deals, uniform, replay)
    except Failure:
        raise
    except Exception as e:  # the engine itself broke: say which game
        raise Failure(f"{replay}: {type(e).__name__}: {e}") from e


def _play_game(seed: int, counts: Counts, sweep_every: int, max_deals: int, uniform: bool,
               replay: str) -> bool:
    rng = random.Random(seed)
    from_scratch = rng.random() < 1 / FROM_SCRATCH_EVERY
    max_deals = max_deals or (MAX_DEALS_FROM_SCRATCH if from_scratch else MAX_DEALS)
    rules = random_rules(rng)
    bot = BiasedBot(random.Random(rng.random()))
    if uniform:
        bot.skill, bot.leader_bids, bot.uniform = 0.0, False, True
    if from_scratch:
        match = Match(rules, None, random.Random(rng.random()))
        counts.from_scratch += 1
    else:
        standing = random_standing(rules, rng)
        match = Match(rules, None, random.Random(rng.random()),
                      dealer=rng.randrange(rules.players), standing=standing)
    counts.games += 1
    step = 0
    while not match.finished and len(match.deals) < max_deals:
        dealer = match.dealer
        standing_before = match.standing
        deals_played = standing_before.deals_played
        match.start_deal()
        deal = match.deal
        check(deal.dealer == dealer, replay, "the dealer is not the match's dealer")
        ref = ReferenceDeal(rules, match.standing, deal.dealer, deal.hands, deal.prikup)
        k = len(match.deals)
        counts.deals += 1
        while True:
            where = f"{replay}, deal {k}, action {step}"
            legal = check_state(match, ref, where)
            counts.phases[deal.phase.name] = counts.phases.get(deal.phase.name, 0) + 1
            if deal.over:
                break
            # only the seat to act may act (R4), and illegal actions are refused
            tries = [(legal[0], s, "R4") for s in range(rules.players) if s != deal.to_act]
            if sweep_every and step % sweep_every == 0:
                counts.sweeps += 1
                illegal = [a for a in ACTION_UNIVERSE if a not in legal] + list(NON_ACTIONS)
            else:
                illegal = []
                while len(illegal) < ILLEGAL_TRIES:
                    a = ACTION_UNIVERSE[int(rng.random() * len(ACTION_UNIVERSE))]
                    if a not in legal:
                        illegal.append(a)
            tries += [(a, None, None) for a in illegal]
            refuse(match, tries, where)
            counts.illegal += len(illegal)
            action = bot.choose(deal, legal)
            match.apply(action, deal.to_act if rng.random() < 0.5 else None)
            ref.apply(action)
            counts.actions += 1
            step += 1
        counts.outcomes[deal.outcome] = counts.outcomes.get(deal.outcome, 0) + 1
        where = f"{replay}, deal {k} scored"
        check_deal_scored(match, deal, ref, standing_before, where)
        moved = 0 if deal.outcome == "redeal" else 1  # R7
        check(match.dealer == (dealer + moved) % rules.players, where, "the dealer did not move")
        check(match.standing.deals_played == deals_played + moved, where, "deals_played (R47)")
    if match.finished:
        counts.finished += 1
        counts.from_scratch_finished += from_scratch
        check(not match.needs_deal, replay, "a finished game wants a deal")
        try:
            match.start_deal()
        except IllegalAction:
            pass
        else:
            raise Failure(f"{replay}: a deal started after the game was over")
    return match.finished


def game_seeds(count: int, salt: int) -> list[int]:
    rng = random.Random(MASTER_SEED * 1000 + salt)
    return [rng.randrange(1 << 40) for _ in range(count)]


# ------------------------------------------------------------------------- the tests
@pytest.mark.parametrize("part", range(PARTS))
def test_random_games_finish_and_every_state_is_checked(part):
    """At least MIN_FINISHED of GAMES random games reach the target (R55), every state
    of every deal checked against the reference on the way. The games are played in
    PARTS tests (every PARTS-th game), which pytest-xdist spreads over its workers; each
    part reaches its share of MIN_FINISHED and ends deals in every way, so the parts
    together prove what one test of all the games did."""
    counts = Counts()
    t0 = time.perf_counter()
    seeds = game_seeds(GAMES, 1)[part::PARTS]
    for seed in seeds:
        play_game(seed, counts)
    elapsed = time.perf_counter() - t0
    print(f"\n{counts.games} games, {counts.finished} finished ({counts.from_scratch_finished}"
          f" of {counts.from_scratch} from 0:0:0), {counts.deals} deals, "
          f"{counts.actions} actions, {counts.illegal} illegal tries, outcomes "
          f"{counts.outcomes}, states by phase {counts.phases}, {elapsed:.1f}s")
    share = -(-MIN_FINISHED * len(seeds) // GAMES)  # (rounded up)
    assert counts.finished >= share, (
        f"only {counts.finished} of {counts.games} games reached the target, not "
        f"{share} (master seed {MASTER_SEED}, part {part} of {PARTS})")
    for outcome in ("played", "rospisat", "spisat", "redeal"):
        assert counts.outcomes.get(outcome, 0) > 0, f"no deal ended {outcome}"


def test_exhaustive_illegal_sweeps():
    """Every action of the universe that is not legal is refused, with an R-id and no
    change, on every 5th state of 50 games played with uniformly random actions (their
    first 6 deals)."""
    counts = Counts()
    for seed in game_seeds(50, 2):
        play_game(seed, counts, sweep_every=5, max_deals=6, uniform=True)
    print(f"\n{counts.sweeps} sweeps, {counts.illegal} illegal tries, {counts.actions} "
          f"actions, outcomes {counts.outcomes}")
    assert counts.sweeps >= 500, counts.sweeps


if __name__ == "__main__":
    # python tests/tysiacha/engine/test_random_sim.py SEED [SWEEP_EVERY [MAX_DEALS [UNIFORM]]]
    c = Counts()
    seed, *more = (int(x) for x in sys.argv[1:])
    if len(more) > 2:
        more[2] = bool(more[2])
    print(seed, "finished" if play_game(seed, c, *more) else "not finished", vars(c))
