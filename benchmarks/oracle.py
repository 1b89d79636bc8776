"""How far above the rule-based player a player could get who saw every card: the
ceiling for the search bot's lead in the tournament, and which decisions it comes from.

    python benchmarks/oracle.py [--deals N] [--seed S] [--jobs J] [--sees PARTS] [--vs BOT]

The oracle is the search bot given the real layout in place of its samples, in the parts
of the deal named by `--sees` (default exchange,raise,play):

- `exchange`, `raise`, `play`: one layout, the true one, so it chooses its exchange,
  raises or gives up, and plays every card as if it saw every hand (perfect play against
  the layout, the rule-based judgement breaking ties as in the search bot);
- `bids`: it bids on the exact result of the true deal (the real prikup and hands, its
  exchange, solved), weighed as simulated bidding weighs its sampled deals
  (search_bidding.py), instead of by the rule-based player's judgement.

In the other parts it is the search bot. It plays duplicate deals against `--vs`
(default rules) exactly as `python -m game tournament --bots search,rules` does, on the
same deals and seatings for the same seed, and prints the same table. No real player
does as well: the figure says how much of the tournament's target each kind of decision
could reach at all, and `--vs search` what seeing the cards there is worth to it.
"""
from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from game.tysiacha.ai import make_bot  # noqa: E402
from game.tysiacha.ai.dds import Position  # noqa: E402
from game.tysiacha.ai.search import SearchBot  # noqa: E402
from game.tysiacha.ai.search_bidding import as_declarer  # noqa: E402
from game.tysiacha.cli.tournament import compare  # noqa: E402
from game.tysiacha.engine.deal import Deal, Phase  # noqa: E402
from game.tysiacha.engine.errors import IllegalAction  # noqa: E402
from game.tysiacha.engine.rules import Rules  # noqa: E402


PARTS = ("bids", "exchange", "raise", "play")
SEEN = {Phase.EXCHANGE: "exchange", Phase.RAISE: "raise", Phase.PLAY: "play"}


class Oracle(SearchBot):
    """The search bot whose one sampled layout is the real one (it is given the deal) in
    the parts of the deal it `sees`; elsewhere it samples as the search bot does."""

    def __init__(self, seed: int, deal: Deal, sees: tuple[str, ...]):
        super().__init__(seed)
        self.name = "sees:" + "+".join(sees)
        self.deal = deal
        self.dealt = (tuple(deal.hands), deal.prikup)  # as dealt: the deal is fresh
        self.sees = sees
        self.simulate_bids = "bids" in sees

    def _samples(self, obs, min_samples=None):
        if SEEN.get(obs.phase) in self.sees:
            yield dict(enumerate(self.deal.hands))
        else:
            yield from super()._samples(obs, min_samples)

    def _bid_outcomes(self, obs):
        """The true deal's one outcome with this seat declaring (played out as simulated
        bidding plays its sampled deals), or None when it cannot declare there."""
        hands, prikup = self.dealt
        deal = Deal(obs.rules, obs.standing, obs.dealer, hands, prikup)
        try:
            if not as_declarer(deal, obs, self.fallback.choose):
                return None
        except IllegalAction:
            return None
        return [(self._solver(obs).solve(Position.from_deal(deal)), deal.bid_cap(obs.seat))]


def seat(name: str, seed: int, deal: Deal):
    """The tournament's players, with "sees:PART+PART" given the deal."""
    if name.startswith("sees:"):
        return Oracle(seed, deal, tuple(name[5:].split("+")))
    return make_bot(name, seed)


def parts(text: str) -> tuple[str, ...]:
    got = tuple(p.strip() for p in text.split(",") if p.strip())
    wrong = [p for p in got if p not in PARTS]
    if wrong or not got:
        raise argparse.ArgumentTypeError(
            f"{', '.join(wrong) or 'nothing'}: name some of {', '.join(PARTS)}")
    return tuple(p for p in PARTS if p in got)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--deals", type=int, default=300)
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--sees", type=parts, default=("exchange", "raise", "play"),
                   help="comma list of the decisions made on the true layout (of "
                        f"{', '.join(PARTS)}; default exchange,raise,play)")
    p.add_argument("--vs", default="rules", help="the bot it plays against (default rules)")
    args = p.parse_args(argv)
    args.games = 0
    for line in compare(["sees:" + "+".join(args.sees), args.vs], Rules(), args, seat):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
