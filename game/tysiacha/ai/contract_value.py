"""What a contract is worth to the bot: the score changes of making it, failing it,
rospisat' and spisat' (R30-R33, R45-R47, R50-R54), weighed as the bot's own change minus a
share of its opponents' changes (a game of 1000 is a race)."""
from __future__ import annotations

from ..engine.rules import Rules
from ..engine.scoring import rospisat_penalised, rospisat_penalty, rospisat_points
from ..engine.standing import Standing

WIN_BONUS = 300.0  # reaching the target (R55) is worth more than its points


class ContractValue:
    """Utilities of a deal's outcomes for one seat as declarer."""

    def __init__(self, rules: Rules, standing: Standing, seat: int, rivalry: float):
        self.rules, self.standing, self.seat = rules, standing, seat
        self.rivalry = rivalry
        n = rules.players
        self.mult = 2 if rules.golden_set and standing.deals_played < n else 1  # R47

    # ------------------------------------------------------------------ outcomes
    def made(self, contract: int) -> float:
        """The declarer's own score change for making `contract`, bonus included."""
        r, st, s = self.rules, self.standing, self.seat
        gain = contract * self.mult
        if r.barrel and st.on_barrel(s):  # R51
            if r.barrel_score + gain >= r.target:
                return gain + WIN_BONUS
            return -10.0  # stays on the barrel, one deal nearer the penalty (R53)
        new = st.scores[s] + gain
        if new >= r.target and not (r.barrel and r.barrel_victory):
            return gain + WIN_BONUS
        if r.barrel and new >= r.barrel_score:
            return r.barrel_score - st.scores[s] + 20.0  # on the barrel (R50)
        return float(gain)

    def failed(self, contract: int) -> float:
        return -float(contract * self.mult)

    def play(self, contract: int, p: float, defenders_points: float) -> float:
        """Playing on with a chance `p` of making it; the defenders score their points."""
        own = p * self.made(contract) + (1.0 - p) * self.failed(contract)
        return own - self.rivalry * defenders_points * self.mult

    def rospisat(self, contract: int) -> float:
        """R30-R33: nothing for the declarer, but the defenders score and a penalty may
        come now or later."""
        r, st, s = self.rules, self.standing, self.seat
        count = st.rospisat[s] + 1
        cost = 0.0
        pen = -rospisat_penalty(r, contract)
        if r.rospisat == "every_time":
            cost = pen
        elif r.rospisat in ("every_third", "with_spisat"):
            # every third costs the penalty: a third of it each, in the long run; a
            # little more when it falls now
            cost = pen / 3.0 * (1.3 if rospisat_penalised(r, count) else 0.85)
        elif r.rospisat == "twice_free":
            cost = 15.0
        return -cost - self.rivalry * rospisat_points(r, contract) * self.mult

    def spisat(self, contract: int) -> float:
        """R32 with_spisat: minus the contract, the defenders score rospisat_points."""
        return (self.failed(contract)
                - self.rivalry * rospisat_points(self.rules, contract) * self.mult)

    def defending(self, points: float, declarer_gain: float) -> float:
        """A defender's utility: its own points, minus a share of what the others win."""
        r, st, s = self.rules, self.standing, self.seat
        own = points * self.mult
        if r.barrel and st.on_barrel(s) and not r.barrel_defender:
            own = 0.0  # R52
        return own - self.rivalry * (declarer_gain + points * self.mult) / 2.0
