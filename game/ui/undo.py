"""Taking moves back in a game against the bots, for either game's session. No pygame.

The session keeps a snapshot of the game (whatever the game needs to be put back: an
opaque value here) just before each decision of the one human at the table. Undo puts
back the last of them, which takes back that decision and every bot's action after it;
again and again, as far back as the snapshots go (a game keeps them for the deal or
round in progress only). Redo goes forward again over what was undone, as long as
nothing new has been done since: a new decision forgets the way forward.

Undo is for a table with one human: with two or more sharing the screen, one player
could take back what the others have seen, so a hot-seat session does not offer it.

The bots' side of it is the session's: a bot asked again in a position it has already
decided (the same game, the same actions since the deal began) answers as it did, so a
player who undoes and plays the same card sees the same replies; asked in a new
position, it decides afresh from a seed drawn from the record, not from the clock.
"""
from __future__ import annotations

import hashlib
from typing import Any, Generic, Optional, TypeVar

S = TypeVar("S")


class UndoHistory(Generic[S]):
    """The snapshots before each human decision (`back`), and those undone (`forward`)."""

    def __init__(self) -> None:
        self.back: list[S] = []
        self.forward: list[S] = []

    def decided(self, before: S) -> None:
        """The human is about to make a decision in the state `before`."""
        self.back.append(before)
        self.forward.clear()

    def can_undo(self) -> bool:
        return bool(self.back)

    def can_redo(self) -> bool:
        return bool(self.forward)

    def undo(self, now: S) -> Optional[S]:
        """The state to put back (None if there is none); `now` can be gone back to by
        redo."""
        if not self.back:
            return None
        self.forward.append(now)
        return self.back.pop()

    def redo(self, now: S) -> Optional[S]:
        """The state undo left (None if there is none, or something new was done)."""
        if not self.forward:
            return None
        self.back.append(now)
        return self.forward.pop()

    def clear(self) -> None:
        """A new deal or round: nothing before it can be taken back."""
        self.back.clear()
        self.forward.clear()


def decision_seed(seed: int, *position: Any) -> int:
    """A bot's seed for one decision, from its seat's seed and the position (the record
    so far), stable across runs and machines."""
    digest = hashlib.blake2b(repr((seed,) + position).encode("utf-8"), digest_size=8)
    return int.from_bytes(digest.digest(), "big") >> 2
