"""What one seat may see (DESIGN.md): its own hand, everything played in the open, the
prikup once shown (not when dark, R20), and of the exchange only what it gave or got (R26).
Bots and the table get nothing else."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Union

from .cards import cards_of
from .deal import Deal, Phase
from .rules import Rules
from .standing import Standing


@dataclass(frozen=True)
class Observation:
    seat: int
    rules: Rules
    standing: Standing
    dealer: int
    inactive: int
    phase: Phase
    to_act: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    bids: tuple[tuple[int, Optional[int]], ...]
    high_bid: int
    declarer: int
    contract: int
    # None until taken, or when dark for this seat (and shown once scored for the seat
    # sitting out, R41)
    prikup: Optional[tuple[int, ...]]
    given: tuple[tuple[int, int], ...]  # (receiving seat, card) this seat may know of
    trump: int
    trick: tuple[tuple[int, int], ...]
    tricks: tuple[tuple[tuple[tuple[int, int], ...], int], ...]
    melds: tuple[tuple[int, Union[int, str], int], ...]
    taken: tuple[int, ...]  # card points of the tricks each seat has won
    legal: tuple[int, ...]  # the seat's legal actions (empty when it is not to act)
    # how the deal ended ("played", "rospisat", "spisat", "redeal"; None until it has),
    # and who called a redeal (-1): what every seat saw, kept for a deal looked back on
    outcome: Optional[str] = None
    redeal_seat: int = -1


def _scored_open(deal: Deal) -> bool:
    """A scored deal whose prikup the inactive player scores from (R41): everyone sees
    it counted, dark or not (R20)."""
    r = deal.rules
    return (deal.over and deal.outcome != "redeal" and deal.inactive >= 0
            and bool(r.prikup_card_points or r.prikup_marriage_points or r.prikup_ace_points))


def observe(source, seat: int) -> Observation:
    """The observation of `seat` of a Match's current deal or of a Deal."""
    deal: Deal = source if isinstance(source, Deal) else source.deal
    if deal is None:
        raise ValueError("no deal has been dealt yet")
    taken_prikup = deal.declarer >= 0
    is_declarer = seat == deal.declarer
    prikup = None
    if taken_prikup and (is_declarer or deal.prikup_shown() or _scored_open(deal)):
        prikup = tuple(cards_of(deal.prikup))
    if is_declarer:
        given = tuple(sorted(deal.given.items()))
    else:
        given = tuple((s, c) for s, c in deal.given.items() if s == seat)
    return Observation(
        seat=seat, rules=deal.rules, standing=deal.standing, dealer=deal.dealer,
        inactive=deal.inactive, phase=deal.phase, to_act=-1 if deal.over else deal.to_act,
        hand=tuple(cards_of(deal.hands[seat])),
        hand_sizes=tuple(h.bit_count() for h in deal.hands),
        bids=tuple(deal.bids), high_bid=deal.high_bid, declarer=deal.declarer,
        contract=deal.contract, prikup=prikup, given=given, trump=deal.trump,
        trick=tuple(deal.trick), tricks=tuple(deal.tricks), melds=tuple(deal.melds),
        taken=tuple(deal.taken),
        legal=tuple(deal.legal_actions()) if not deal.over and deal.to_act == seat else (),
        outcome=deal.outcome, redeal_seat=deal.redeal_seat,
    )
