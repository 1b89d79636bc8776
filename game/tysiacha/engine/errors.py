"""Errors the engine raises."""
from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules do not allow now. `rule` is the R-id of RULES.md.

    The state it was applied to is left exactly as it was.
    """

    def __init__(self, message: str, rule: str, code: str = ""):
        super().__init__(f"{message} ({rule})" if rule else message)
        self.rule = rule
        self.reason = message
        self.code = code  # which refusal, for a table to put in its words ("" unnamed)
