"""One setting a player may choose, as every game and the table declare them: its key,
its default, the values it may take, the rule it belongs to and a line of help. The
settings file, its reader and writer and the Options screen are derived from these.
No pygame, and no game's name."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Option:
    """One settings key: its default, the values it may take, the rule it belongs to.

    `listed` False: the default settings file shows the key only as a comment (1000's
    `preset`, which is applied before the section's other keys when given)."""

    key: str
    default: Any
    values: tuple  # every allowed value, default first
    rule: str
    help: str
    listed: bool = True

    @property
    def kind(self) -> type:
        return type(self.default)

    def allows(self, value: Any) -> bool:
        """`value` is one of the values; True never passes for 1, nor "3" for 3."""
        return any(value == a and type(value) is type(a) for a in self.values)

    def allowed_text(self) -> str:
        vals = self.values
        if len(vals) > 6 and all(isinstance(v, int) and not isinstance(v, bool) for v in vals):
            lo, hi = min(vals), max(vals)
            step = abs(vals[1] - vals[0])
            return f"a multiple of {step} from {lo} to {hi}"
        return ", ".join(format_value(v) for v in vals)


def format_value(v: Any) -> str:
    """An option value as settings.yaml writes it: true/false for booleans."""
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)
