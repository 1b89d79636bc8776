"""Names a user types for one of a fixed set of things (a bot, a level), read the same way
in both games: any letter case, older names as aliases."""
from __future__ import annotations

from typing import Mapping, Sequence


def canonical(name: str, known: Sequence[str], aliases: Mapping[str, str], what: str) -> str:
    """The known name `name` stands for; ValueError naming the known ones otherwise."""
    key = name.strip().lower()
    key = aliases.get(key, key)
    if key not in known:
        also = ", ".join(f"{a} = {b}" for a, b in aliases.items())
        raise ValueError(f"unknown {what} {name!r}; known: {', '.join(known)}"
                         + (f" (also {also})" if also else ""))
    return key
