"""The rule-based Tichu player (Normal; Easy is the same judgement with slips): it calls on
its hand's strength, gives its partner a good card and its opponents its worst, splits its
hand into the fewest strong combinations and leads to get out, leaves its partner's tricks
alone, stops opponents who called or are about to go out, bombs when it changes the round,
wishes for a card it knows an opponent holds and gives the Dragon's trick to the opponent
least likely to go out. It sees only its observation (DESIGN.md)."""
from __future__ import annotations

import random
from typing import Optional, Sequence

from ..engine.cards import DR_BIT, MJ_BIT, PH_BIT, RANK_MASK, cards_of, rank_of
from ..engine.combos import BOMB, DOG, SINGLE, Play
from ..engine.observation import Observation
from ..engine.round import Action, Phase, opponents, partner
from .hand import control, grand_hand, split, tichu_hand


class RulesBot:
    def __init__(self, seed: Optional[int] = None, level: str = "normal",
                 rng: Optional[random.Random] = None):
        if level not in ("normal", "easy"):
            raise ValueError(f"unknown level {level!r}; known: normal, easy")
        self.level = self.name = level
        self.rng = rng or random.Random(seed)
        self.slip = 0.25 if level == "easy" else 0.0  # easy: how often it plays at random
        self._plan: Optional[dict[int, int]] = None  # the exchange: to seat -> card

    # ------------------------------------------------------------------ the interface
    def choose(self, obs: Observation, legal: Sequence[Action]) -> Action:
        phase = obs.phase
        if self.slip and phase is Phase.PLAY and self.rng.random() < self.slip:
            # easy slips in the play only: a careless card, never a reckless call
            moves = [a for a in legal if a.kind != "tichu"] or list(legal)
            return moves[int(self.rng.random() * len(moves))]
        if phase is Phase.GRAND:
            return Action("grand", obs.seat, grand_hand(obs.hand))
        if phase is Phase.EXCHANGE:
            return self._give(obs, legal)
        if phase is Phase.WISH:
            return Action("wish", obs.seat, self.wish(obs))
        if phase is Phase.GIFT:
            return Action("gift", obs.seat, self.gift(obs))
        call = Action("tichu", obs.seat)
        if call in legal and self.wants_tichu(obs):
            return call
        return self.play(obs, [a for a in legal if a.kind != "tichu"])

    def interject(self, obs: Observation, options: Sequence[Action]) -> Optional[Action]:
        """An out-of-turn action, or None: a Tichu call or a bomb (T6, T14)."""
        call = Action("tichu", obs.seat)
        if call in options and obs.phase is Phase.PLAY and self.wants_tichu(obs):
            return call
        bombs = [a for a in options if a.kind == "play"]
        if bombs and self.should_bomb(obs):
            return min(bombs, key=lambda a: (a.data.length, a.data.rank))
        return None

    # ------------------------------------------------------------------ calls
    def wants_tichu(self, obs: Observation) -> bool:
        mate = partner(obs.seat)
        if obs.tichu[mate] or obs.grand[mate]:
            return False
        return tichu_hand(obs.hand)

    # ------------------------------------------------------------------ exchange
    def _give(self, obs: Observation, legal: Sequence[Action]) -> Action:
        if self._plan is None or not obs.gave:
            self._plan = self.exchange(obs)
        for to, c in self._plan.items():
            a = Action("give", obs.seat, (c, to))
            if a in legal:
                return a
        gives = [a for a in legal if a.kind == "give"]
        return gives[0]

    def exchange(self, obs: Observation) -> dict[int, int]:
        """To the partner a good card (the best one if it called Grand Tichu, a low one
        if this hand is going for Tichu itself), to each opponent a low loose card."""
        hand, seat = obs.hand, obs.seat
        mate = partner(seat)
        parts = split(hand)
        strong = tichu_hand(hand) or bool(obs.grand[seat])
        loose = sorted((p for p in parts if p.kind == SINGLE and not p.cards & (MJ_BIT | PH_BIT | DR_BIT)),
                       key=lambda p: p.rank)
        ordinary = sorted((c for c in cards_of(hand) if c < 52), key=rank_of)
        plan: dict[int, int] = {}
        if obs.grand[mate]:
            best = DR_BIT if hand & DR_BIT else PH_BIT if hand & PH_BIT else 1 << ordinary[-1]
            plan[mate] = _card(best)
        elif strong:
            plan[mate] = _card(loose[0].cards) if loose else ordinary[0]
        else:
            high = [c for c in reversed(ordinary) if not _in_bomb(c, parts)]
            plan[mate] = high[0] if high else ordinary[-1]
        taken = {plan[mate]}
        lows = [_card(p.cards) for p in loose if _card(p.cards) not in taken]
        lows += [c for c in ordinary if c not in taken and c not in lows and not _in_bomb(c, parts)]
        lows += [c for c in ordinary if c not in taken and c not in lows]
        for to in opponents(seat):
            c = next(c for c in lows if c not in taken)
            plan[to] = c
            taken.add(c)
        return plan

    # ------------------------------------------------------------------ play
    def play(self, obs: Observation, legal: Sequence[Action]) -> Action:
        seat = obs.seat
        plays = [a for a in legal if a.kind == "play"]
        can_pass = any(a.kind == "pass" for a in legal)
        mate = partner(seat)
        mate_calls = (obs.tichu[mate] or obs.grand[mate]) and obs.hand_sizes[mate] > 0
        out_now = [a for a in plays if a.data.cards == obs.hand]
        if out_now and not (mate_calls and not obs.out):
            return out_now[0]
        if obs.top is None:
            return self._lead(obs, plays, mate_calls)
        owner, top = obs.top
        if owner == mate:  # the partner's trick stays the partner's
            return Action("pass", seat) if can_pass else self._cheapest(obs, plays)
        return self._follow(obs, plays, can_pass, top)

    def _lead(self, obs: Observation, plays: list[Action], mate_calls: bool) -> Action:
        parts = split(obs.hand)
        dog = next((a for a in plays if a.data.kind == DOG), None)
        if dog and (mate_calls or len(parts) > 3 and obs.hand_sizes[partner(obs.seat)] > 0
                    and control_sum(parts) < 2):
            return dog
        by_cards = {a.data.cards: a for a in plays}
        danger = min((obs.hand_sizes[o] for o in opponents(obs.seat) if obs.hand_sizes[o]),
                     default=14)
        leads = [by_cards[p.cards] for p in parts if p.cards in by_cards and p.kind != DOG]
        if not leads:
            leads = [a for a in plays if a.data.kind != DOG] or plays
        if danger <= 2:  # do not lead what an opponent about to go out can beat
            safe = [a for a in leads if a.data.length > danger] or \
                sorted(leads, key=lambda a: -a.data.rank)[:1]
            leads = safe
        # the weakest piece first, longer pieces before shorter among equals
        return min(leads, key=lambda a: (control(a.data), -a.data.length, a.data.rank))

    def _follow(self, obs: Observation, plays: list[Action], can_pass: bool, top: Play) -> Action:
        seat = obs.seat
        parts = split(obs.hand)
        whole = {p.cards for p in parts}
        ordinary = [a for a in plays if a.data.kind != BOMB]
        bombs = [a for a in plays if a.data.kind == BOMB]
        danger = self._danger(obs)
        # a piece of the split that beats it, the lowest; the Dragon and the Phoenix are
        # kept for a high card unless an opponent must be stopped now
        fitting = [a for a in ordinary if a.data.cards in whole and not (
            a.data.cards in (DR_BIT, PH_BIT) and top.rank < 24 and not danger)]
        if fitting:
            return min(fitting, key=lambda a: a.data.rank)
        if ordinary:
            cheap = min(ordinary, key=lambda a: (control(a.data), a.data.rank))
            if danger or not can_pass or top.rank <= 20 and control(cheap.data) < 0.5:
                return cheap
        if bombs and (danger or not can_pass):
            return min(bombs, key=lambda a: (a.data.length, a.data.rank))
        if can_pass:
            return Action("pass", seat)
        return self._cheapest(obs, plays)

    def _cheapest(self, obs: Observation, plays: list[Action]) -> Action:
        return min(plays, key=lambda a: (a.data.kind == BOMB, control(a.data), a.data.rank))

    def _danger(self, obs: Observation) -> bool:
        """An opponent holds the trick and may go out soon, or called a Tichu."""
        if obs.top is None:
            return False
        owner = obs.top[0]
        if owner not in opponents(obs.seat):
            return False
        left = obs.hand_sizes[owner]
        return left <= 4 or bool(obs.tichu[owner] or obs.grand[owner]) and left <= 9

    def should_bomb(self, obs: Observation) -> bool:
        if obs.top is None:
            return False
        owner, top = obs.top
        if owner not in opponents(obs.seat):
            return False
        points = top.cards & DR_BIT
        return self._danger(obs) or bool(points) and obs.hand_sizes[owner] <= 8

    # ------------------------------------------------------------------ wish, gift
    def wish(self, obs: Observation) -> int:
        """A rank an opponent must hold: what this seat gave it (T16), if this hand
        holds none of it."""
        left, right = (obs.seat + 1) % 4, (obs.seat + 3) % 4
        for to, c in sorted(obs.gave, key=lambda g: g[0] != left):
            if to in (left, right) and c < 52:
                r = rank_of(c)
                if not obs.hand & RANK_MASK[r] and not obs.played & (1 << c):
                    return r
        return 0

    def gift(self, obs: Observation) -> int:
        """The opponent with more cards, and not the one who called."""
        a, b = opponents(obs.seat)

        def risk(s):
            return (obs.tichu[s] or bool(obs.grand[s]), -obs.hand_sizes[s])
        return a if risk(a) <= risk(b) else b


def control_sum(parts) -> float:
    return sum(control(p) for p in parts)


def _card(mask: int) -> int:
    return mask.bit_length() - 1


def _in_bomb(c: int, parts) -> bool:
    return any(p.kind == BOMB and p.cards >> c & 1 for p in parts)

