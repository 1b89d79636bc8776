"""A game of 1000 as one seat sees it, at a networked table: a real Match whose hidden
cards are made up (the other hands, a prikup not shown, the card the declarer gave the
other defender), so that the table's scenes, the log, the hint and the score sheet work
on it as on a local game, and the seat's own observation of it is exactly the one the
host sent.

The host sends each seat only its observation (game/net/host.py); `reconstruct` finds
a deal and a history that lead to it. The seat's own cards, the prikup when shown, the
cards it gave or got, and everything played are as seen. The cards still hidden are
laid out as the bots' card counting allows (ai/knowledge.py: the voids shown, the other
card of a declared marriage), and the hands as dealt worked back from them through the
exchange (R26). The history is the observation's own: the bids, the prikup's redeal
offer declined, the cards given, the raise or keep, the plays with their marriages
(R37) and how the deal ended, each checked by the engine; a made-up deal that breaks a
rule (a bid above what its hand allows, R17; a card that should have followed suit,
R36) is tried again with another layout.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Optional, Sequence

from game.core.picture import Picture

from .ai.counting import beats, not_held
from .ai.knowledge import Knowledge, knowledge, sample_hands
from .engine import actions as A
from .engine.cards import (ACE, ACES_MASK, FOUR_ACES_VALUE, FULL_MASK, KING, MARRIAGE_MASKS,
                          MARRIAGE_VALUES, NINES_MASK, QUEEN, cards_of)
from .engine.deal import Deal, Phase, hand_bid_cap
from .engine.dealing import Cut, active_seats
from .engine.errors import IllegalAction
from .engine.events import Event
from .engine.match import Match
from .engine.observation import Observation, observe
from .engine.rules import Rules

TRIES = 300  # made-up layouts tried before giving up on an observation


class MirrorError(ValueError):
    """No made-up deal and history leads to the observation (it is not one a deal of 1000
    can show)."""


class _Retry(Exception):
    pass


def _mask(cards) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def reconstruct(rules: Rules, obs: Observation, rng: random.Random,
                tries: int = TRIES) -> tuple[tuple[int, ...], int, list[int]]:
    """(hands as dealt, prikup, actions): the deal dealt so by `obs.dealer`, from
    `obs.standing`, and played through `actions` is seen by `obs.seat` exactly as
    `obs`. MirrorError if none is found in `tries` layouts."""
    why = "no layout"
    for _ in range(tries):
        try:
            return _attempt(rules, obs, rng)
        except (_Retry, IllegalAction, ValueError) as exc:
            why = str(exc)
    raise MirrorError(f"the table could not be pictured from what was sent ({why})")


def _plays(obs: Observation) -> list[tuple[int, int, bool]]:
    """(seat, card, with its meld) of every card played, in order: a meld is declared
    with the first lead of its suit's king or queen (an ace for the four aces) by its
    player, since the lead that does not declare it breaks the marriage (R37, R38)."""
    tricks = [t for t, _ in obs.tricks] + ([tuple(obs.trick)] if obs.trick else [])
    melds = list(obs.melds)
    k = 0
    out = []
    for trick in tricks:
        for j, (s, c) in enumerate(trick):
            meld = False
            if j == 0 and k < len(melds):
                seat, kind, _ = melds[k]
                if seat == s and (c % 6 == ACE if kind == "aces"
                                  else kind == c // 6 and c % 6 in (KING, QUEEN)):
                    meld = True
                    k += 1
            out.append((s, c, meld))
    if k != len(melds):
        raise _Retry("a meld with no lead to declare it")
    return out


def _dealt(rules: Rules, obs: Observation, rng: random.Random):
    """Hands as dealt and the prikup, made up where `obs` does not show them; and the
    card each defender got (R26), by defender."""
    me = obs.seat
    seats = active_seats(rules, obs.dealer)
    mine = _mask(obs.hand)
    hands = [0] * rules.players
    needs = _meld_needs(rules, obs)
    if obs.declarer < 0:  # the bidding: every card but the seat's own is unseen
        hands[me] = mine
        unseen = FULL_MASK & ~mine
        for s, need in needs.items():  # the melds a high bid needs (R17)
            hands[s] = _melds_for(rules, need, unseen, 0, rng)
            unseen &= ~hands[s]
        cards = cards_of(unseen)
        rng.shuffle(cards)
        for s in seats:
            if s != me:
                more = 7 - hands[s].bit_count()
                hands[s] |= _mask(cards[:more])
                cards = cards[more:]
        return hands, _mask(cards), {}
    played = [0] * rules.players
    for trick, _ in obs.tricks:
        for s, c in trick:
            played[s] |= 1 << c
    for s, c in obs.trick:
        played[s] |= 1 << c
    known = knowledge(obs) if me in seats else _looking_on(rules, obs, seats, played)
    if obs.phase is Phase.REDEAL and obs.to_act != me:  # offered for its four nines (R12)
        known = _holding(known, obs.to_act, NINES_MASK)
    seen = dict(obs.given)
    known_prikup = _mask(obs.prikup) if obs.prikup is not None else 0
    order = list(needs)
    rng.shuffle(order)
    for s in order:  # the melds a high bid needs (R17), where still hidden
        if s not in known.pinned or rng.random() < 0.25:
            continue  # (now and then the layout as it comes: the melds may lie elsewhere)
        # the cards it was dealt, as far as they are seen: not the prikup's, nor the
        # card it got; with those it gave
        held = played[s] | known.pinned[s]
        if s == obs.declarer:  # with the cards it gave (those the seat did not see
            # may be any card a defender who got one played)
            held |= _mask(seen.values())
            for d in known.pinned:
                if d != s and d not in seen and obs.hand_sizes[d] + played[d].bit_count() == 8:
                    held |= played[d]
        elif s in seen:
            held &= ~(1 << seen[s])
        held &= ~known_prikup
        hidden = known.free & ~known.excluded[s] & ~known_prikup
        try:
            known = _holding(known, s, _melds_for(rules, needs[s], hidden, held, rng))
        except _Retry:
            pass  # (its melds were given on, or played: the layout as it comes)
    decl = obs.declarer
    if obs.contract > obs.high_bid and decl != me and rules.bid_limit \
            and rng.random() < 0.75:  # the melds the raise needs, once it had the prikup
        try:
            hidden = known.free & ~known.excluded[decl]
            need = obs.contract - hand_bid_cap(rules, 0)
            known = _holding(known, decl, _melds_for(rules, need, hidden,
                                                     played[decl] | known.pinned[decl], rng))
        except (_Retry, KeyError):
            pass
    held = sample_hands(known, rng, obs.declarer)
    held[me] = mine
    after = {s: held.get(s, 0) | played[s] for s in seats}  # once the exchange was over
    # the cards given that the seat did not see: a card of the prikup the defender holds,
    # if any (it came from the declarer), else any of its cards
    unseen = [d for d in seats if d != decl and d not in seen and after[d].bit_count() == 8]
    options = [cards_of(after[d] & known_prikup or after[d]) for d in unseen]
    tried = []
    for _ in range(24):
        gives = {d: seen[d] for d in seats if d in seen}
        for d, cards in zip(unseen, options):
            gives[d] = rng.choice(cards)
        before = after[decl]
        for c in gives.values():
            before |= 1 << c
        prikup = known_prikup or _made_up_prikup(obs, before, rng)
        hands = [0] * rules.players
        for s in seats:
            if s == decl:
                hands[s] = before & ~prikup
            else:
                hands[s] = after[s] & ~(1 << gives[s] if s in gives else 0)
        if before & prikup != prikup or any(hands[s].bit_count() != 7 for s in seats):
            continue
        tried.append((hands, prikup, gives))
        if _bids_fit(rules, obs, hands):  # (else another choice of the cards given)
            return hands, prikup, gives
        if not unseen and known_prikup:
            break
    if not tried:
        raise _Retry("the cards given do not add up")
    return tried[0]


def _made_up_prikup(obs: Observation, before: int, rng: random.Random) -> int:
    """Three of the declarer's cards before it gave (the prikup not shown, R20): two
    nines or more where it was offered a redeal for them (R13)."""
    if obs.phase is Phase.PRIKUP:
        nines = cards_of(before & NINES_MASK)
        if len(nines) < 2:
            raise _Retry("no nines for the prikup")
        two = rng.sample(nines, 2)
        return _mask(two + rng.sample([c for c in cards_of(before) if c not in two], 1))
    return _mask(rng.sample(cards_of(before), 3))


def _bids_fit(rules: Rules, obs: Observation, hands) -> bool:
    """Every bid made is one its hand as dealt allowed (R17)."""
    return all(v is None or v <= hand_bid_cap(rules, hands[s]) for s, v in obs.bids)


def _meld_needs(rules: Rules, obs: Observation) -> dict:
    """{seat: the value of melds its highest bid shows it was dealt (R17)}, for the seats
    other than `obs.seat` that bid above what a hand without melds may."""
    if not rules.bid_limit:
        return {}
    plain = hand_bid_cap(rules, 0)  # (what a hand without melds may bid)
    out: dict = {}
    for s, v in obs.bids:
        if v is not None and v > plain and s != obs.seat:
            out[s] = max(out.get(s, 0), v - plain)
    return out


def _melds_for(rules: Rules, need: int, hidden: int, held: int, rng: random.Random) -> int:
    """The hidden cards of melds worth `need` at least, the cards `held` counted, chosen
    at random among those `hidden` allows (nothing if none does: the engine says no)."""
    melds = [(m, v) for m, v in zip(MARRIAGE_MASKS, MARRIAGE_VALUES)]
    if rules.four_aces:
        melds.append((ACES_MASK, FOUR_ACES_VALUE))
    open_ = [(m, v) for m, v in melds if m & ~held & ~hidden == 0]
    choices = []
    for pick in range(1, 1 << len(open_)):
        chosen = [open_[i] for i in range(len(open_)) if pick >> i & 1]
        if sum(v for _, v in chosen) >= need:
            cards = 0
            for m, _ in chosen:
                cards |= m
            cards &= ~held
            if cards.bit_count() <= 7:
                choices.append(cards)
    if not choices:
        return 0
    least = min(c.bit_count() for c in choices)  # (as few cards as will do, mostly)
    few = [c for c in choices if c.bit_count() <= least + 2]
    return rng.choice(few)


def _holding(k: Knowledge, seat: int, cards: int) -> Knowledge:
    """`k`, with `seat` known to hold `cards` (those still hidden)."""
    cards &= k.free
    if seat not in k.pinned or cards.bit_count() > k.need[seat]:
        raise _Retry("a hand cannot hold what it must")
    pinned = {**k.pinned, seat: k.pinned[seat] | cards}
    need = {**k.need, seat: k.need[seat] - cards.bit_count()}
    return replace(k, pinned=pinned, need=need, free=k.free & ~cards,
                   loose_prikup=k.loose_prikup & ~cards)


def _looking_on(rules: Rules, obs: Observation, seats, played) -> Knowledge:
    """What the seat sitting out (four players, R40) knows of the three hands: the
    voids the play showed (R36), and the other card of each marriage declared."""
    excluded = {s: 0 for s in seats}
    pinned = {s: 0 for s in seats}
    gone = 0
    for s in seats:
        gone |= played[s]
    trump = -1
    melds = [(s, k) for s, k, _ in obs.melds]
    tricks = [t for t, _ in obs.tricks] + ([tuple(obs.trick)] if obs.trick else [])
    for trick in tricks:
        lead_seat, lead = trick[0]
        if lead % 6 in (KING, QUEEN) and (lead_seat, lead // 6) in melds:
            melds.remove((lead_seat, lead // 6))
            trump = lead // 6
            pair = MARRIAGE_MASKS[trump]
            pinned[lead_seat] |= pair & ~gone
        led, best = lead // 6, lead
        for s, c in trick[1:]:  # (the bots' reading of the voids, counting.py)
            excluded[s] |= not_held(c, led, best, trump, rules.must_trump, rules.must_beat)
            if beats(c, best, trump):
                best = c
    free = FULL_MASK & ~gone
    for m in pinned.values():
        free &= ~m
    prikup = _mask(obs.prikup) if obs.prikup is not None else 0
    need = {s: obs.hand_sizes[s] - pinned[s].bit_count() for s in seats}
    return Knowledge(obs.seat, tuple(seats), need, pinned, excluded, free, prikup & free)


def _attempt(rules: Rules, obs: Observation, rng: random.Random):
    hands, prikup, gives = _dealt(rules, obs, rng)
    whole = prikup
    for h in hands:
        whole |= h
    if whole != FULL_MASK or prikup.bit_count() != 3:
        raise _Retry("the cards do not add up")
    deal = Deal(rules, obs.standing, obs.dealer, tuple(hands), prikup)
    me = obs.seat
    actions: list[int] = []

    def do(a: int) -> None:
        deal.apply(a)
        actions.append(a)

    def ends_with(a: int) -> bool:
        """The deal ended with `a` here (a give-up or a redeal where it fits)."""
        if a not in deal.legal_actions():
            return False
        trial = deal.clone()
        trial.apply(a)
        if observe(trial, me) != obs:
            return False
        do(a)
        return True

    for s, v in obs.bids:
        if deal.to_act != s:
            raise _Retry("a bid out of turn")
        do(A.PASS if v is None else A.bid(v))
    plays = _plays(obs)
    given_up = {"rospisat": A.ROSPISAT, "spisat": A.SPISAT}.get(obs.outcome or "")
    k = 0
    while observe(deal, me) != obs:
        phase = deal.phase
        if phase is Phase.OVER or phase is Phase.BIDDING:
            raise _Retry("the deal made up went elsewhere")
        if given_up is not None and (phase is not Phase.PLAY or not (deal.tricks or deal.trick)) \
                and ends_with(given_up):
            break
        if obs.outcome == "redeal" and deal.to_act == obs.redeal_seat \
                and ends_with(A.REDEAL):
            break
        if phase is Phase.PRIKUP or phase is Phase.REDEAL:
            do(A.NO_REDEAL)
        elif phase is Phase.EXCHANGE:
            d = next((d for d in deal.defenders if d not in deal.given and d in gives), None)
            if d is None:
                raise _Retry("a card given that was not")
            do(A.give(gives[d], d))
        elif phase is Phase.RAISE:
            do(A.KEEP if obs.contract == deal.contract else A.raise_to(obs.contract))
        else:  # the play
            if k >= len(plays):
                raise _Retry("more play than seen")
            s, c, meld = plays[k]
            k += 1
            if deal.to_act != s:
                raise _Retry("a card played out of turn")
            do(A.play(c, meld))
    return tuple(hands), prikup, actions


class Mirror(Picture):
    """One seat's picture of the game: `match` is a Match with made-up hidden cards,
    kept in step with the observations the host sends (`see`)."""

    def __init__(self, rules: Rules, names: Sequence[str], dealer: int = 0,
                 cut: Optional[Cut] = None, seed: Optional[int] = None):
        self.match = Match(rules, names, random.Random(0), dealer, cut=cut)
        self.rng = random.Random(seed)

    @property
    def deal(self) -> Optional[Deal]:
        return self.match.deal

    def catch_up(self, finished: Sequence[Observation]) -> None:
        """The deals played before this seat came to the table, each as the seat saw it
        at its end: played again here, so that the score sheet is the game's."""
        for obs in finished[len(self.match.sheet):]:
            self._check_dealer(obs)
            hands, prikup, actions = reconstruct(self.match.rules, obs, self.rng)
            self.match.start_deal(hands, prikup)
            for a in actions:
                self.match.apply(a)

    def _check_dealer(self, obs: Observation) -> None:
        if obs.dealer != self.match.dealer or obs.standing != self.match.standing:
            raise MirrorError("the table could not be pictured from what was sent "
                              "(a deal dealt by another seat, or from other scores)")

    # what the kit's picture asks (game/core/picture.py)
    def begun(self) -> int:
        return len(self.match.deals)

    def in_progress(self) -> bool:
        current = self.match.deal
        return current is not None and not current.over

    def drop_unfinished(self) -> None:
        m = self.match
        if m.deals and not m.deals[-1].over:
            m.deals.pop()

    def start(self, obs: Observation) -> list[Event]:
        """A new deal, dealt as `obs` shows it (at its start, or further on when the seat
        joins in the middle): the deal's event, then those of any action seen since."""
        self._check_dealer(obs)
        hands, prikup, actions = reconstruct(self.match.rules, obs, self.rng)
        events = self.match.start_deal(hands, prikup)
        for a in actions:
            events += self.match.apply(a)
        return events

    def see(self, obs: Observation, last: Optional[int] = None) -> list[Event]:
        """The deal in progress is now as `obs` shows it, `last` the action just made
        (None if it is hidden from this seat: a card given to the other defender): the
        events of that action, as the table animates them."""
        deal = self.match.deal
        if deal is None or deal.over:
            raise MirrorError("no deal is in progress")
        me = obs.seat
        if observe(deal, me) == obs:
            return []
        # most often the action fits the picture as it is
        tried = [last] if last is not None else list(deal.legal_actions())
        for a in tried:
            if a in deal.legal_actions():
                trial = deal.clone()
                trial.apply(a)
                if observe(trial, me) == obs:
                    return self.match.apply(a)
        hands, prikup, actions = reconstruct(self.match.rules, obs, self.rng)
        fresh = Deal(self.match.rules, deal.standing, deal.dealer, hands, prikup)
        shown = last is not None and actions and actions[-1] == last
        for a in actions[:-1] if shown else actions:
            fresh.apply(a)
        self.match.deals[-1] = fresh
        if shown:
            return self.match.apply(last)
        if fresh.over:  # (a deal ended by a hidden action: none does)
            raise MirrorError("a deal ended unseen")
        return []


__all__ = ["Mirror", "MirrorError", "reconstruct"]
