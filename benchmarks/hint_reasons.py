"""What Why this? costs: the time of a hint with and without its reasons, over a fixed set
of positions of both games.

    python benchmarks/hint_reasons.py [--positions N] [--repeats R] [--seed S]

The positions are the decisions of seat 0 with more than one legal move (every kind: 1000's
bids, exchange, raise and cards; Tichu's calls, exchange, plays and passes, wish), met
while rule-based players play seeded deals and rounds. Each is decided by the Hard
player exactly as the table's hint asks it (game/ui/thinking.choose, here in this process,
reseeded the same for every run, a fresh bot each time): once as a plain decision, and once asked to `explain`,
its reasons then put in words as the table shows them. The reasons are the figures the
decision computed anyway, so the two should take the same time (within 5%). The runs
alternate, R times over the whole set (after one untimed hint for the imports), and the
total of each is the least of its runs (the fairest figure on a shared machine).
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.ui import thinking  # noqa: E402
from game.ui.i18n import set_language  # noqa: E402


class Names1000:  # what the words need of the session: the seats' names
    seats = [type("Seat", (), {"name": n})() for n in ("You", "Boris", "Vera")]


class NamesTichu:  # what the words need of the table: the seats' names
    def name(self, seat: int) -> str:
        return ("You", "Boris", "Anna", "Vera")[seat]


def positions_1000(n: int, seed: int) -> list:
    """(observation, legal) of seat 0's decisions with a choice, over seeded deals."""
    from game.tysiacha.ai import make_bot
    from game.tysiacha.engine.deal import Deal
    from game.tysiacha.engine.dealing import deal_cards
    from game.tysiacha.engine.observation import observe
    from game.tysiacha.engine.rules import Rules
    from game.tysiacha.engine.standing import Standing
    rules = Rules(players=3)
    rng = random.Random(seed)
    out: list = []
    d = 0
    while len(out) < n:
        dealt = deal_cards(rules, d % 3, rng)
        deal = Deal(rules, Standing.new(3), d % 3, tuple(dealt.hands), dealt.prikup)
        bots = [make_bot("normal", seed * 31 + d * 3 + s) for s in range(3)]
        while not deal.over:
            seat = deal.to_act
            legal = deal.legal_actions()
            obs = observe(deal, seat)
            if seat == 0 and len(legal) > 1 and len(out) < n:
                out.append((obs, legal))
            deal.apply(bots[seat].choose(obs, legal))
        d += 1
    return out


def positions_tichu(n: int, seed: int) -> list:
    """(observation, legal) of seat 0's decisions with a choice, over seeded rounds (its
    first give of each exchange, where the plan is made)."""
    from game.tichu.ai import make_bot
    from game.tichu.ai.runner import next_action
    from game.tichu.engine.match import Match
    from game.tichu.engine.observation import observe
    from game.tichu.engine.round import Phase
    from game.tichu.engine.rules import TichuRules
    out: list = []
    r = 0
    while len(out) < n:
        match = Match(TichuRules(), ["a", "b", "c", "d"], random.Random(seed * 1000 + r))
        bots = [make_bot("normal", seed * 31 + r * 4 + s) for s in range(4)]
        rnd = match.start_round()
        while not rnd.over and len(out) < n:
            if 0 in rnd.waiting():
                legal = rnd.legal_actions(0)
                obs = observe(rnd, 0)
                first_give = rnd.phase is not Phase.EXCHANGE or not obs.gave
                if len(legal) > 1 and first_give:
                    out.append((obs, legal))
            match.apply(next_action(rnd, bots))
        r += 1
    return out


def hint(game: str, k: int, obs, legal, explain: bool) -> float:
    """Seconds of one hint, as the table's worker decides it (a fresh bot for each, so
    nothing is remembered from a run before), with its reasons in words if `explain`."""
    from game import registry
    make = registry.game(game).make_bot
    thinking._BOTS.clear()
    start = time.perf_counter()
    answer = thinking.choose(("bench", "hint", k), "hard", 7919, obs, legal, make,
                             reseed=7919 + k, explain=explain)
    if explain:
        action, reasons = answer
        if game == "tichu":
            from game.ui.tichu.reasons import reason_lines
            reason_lines(reasons, NamesTichu())
        else:
            from game.ui.tysiacha.reasons import reason_lines
            reason_lines(reasons, Names1000)
    return time.perf_counter() - start


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=20, help="per game (20)")
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--seed", type=int, default=42)
    args = p.parse_args()
    if args.positions < 1 or args.repeats < 1:
        p.error("--positions and --repeats must be at least 1")
    set_language("en")
    for game, positions in (("tysiacha", positions_1000(args.positions, args.seed)),
                            ("tichu", positions_tichu(args.positions, args.seed))):
        runs = {False: [], True: []}
        hint(game, 0, *positions[0], explain=True)  # (the imports, untimed)
        for _ in range(args.repeats):
            for explain in (False, True):  # alternating, so that a slow moment hits both
                runs[explain].append(sum(hint(game, k, obs, legal, explain)
                                         for k, (obs, legal) in enumerate(positions)))
        plain, explained = min(runs[False]), min(runs[True])
        n = len(positions)
        print(f"{game}: {n} hints, without reasons {1000 * plain:.0f} ms "
              f"({1000 * plain / n:.1f} ms each), with reasons {1000 * explained:.0f} ms "
              f"({1000 * explained / n:.1f} ms each): {100 * (explained / plain - 1):+.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
