"""Events that `apply()` returns, for the table to animate and the log to show.

Each is a light NamedTuple `Event(kind, seat, data)`. Kinds:

    dealt      seat (dealer) dealt; data = ((card, seat or -1 for the prikup), ...) in the
               order the cards leave the deck (R9), for the deal animation (match level)
    bid        seat bid data (int)
    pass       seat passed
    declarer   seat won the bidding; data = contract
    prikup     seat (declarer) takes the prikup; data = (cards, shown_to_defenders)
    give       seat (declarer) gave a card; data = (card, receiving seat)
    raise      seat raised; data = new contract
    keep       seat kept the contract
    redeal     seat called a redeal (R12, R13); the deal is void
    no_redeal  seat declined a redeal it could call
    rospisat   seat gave up the deal (R30); spisat likewise (R32)
    spisat
    play       seat played data = card
    meld       seat declared data = (kind, value): kind is a suit 0..3 or "aces"
    trump      data = the new trump suit
    trick      seat won the trick; data = the cards in play order ((seat, card), ...)
    deal_over  data = the outcome: "played", "rospisat", "spisat" or "redeal"
    scored     data = the deal's score-sheet row (match level)
    game_over  data = the winning seats (match level)
"""
from __future__ import annotations

from typing import Any, NamedTuple, Optional


class Event(NamedTuple):
    kind: str
    seat: Optional[int] = None
    data: Any = None
