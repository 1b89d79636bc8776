"""A game's values as JSON data and back, for the networked table (game/net): actions,
observations and the rules, whatever types a game builds them of, with no code of the
game's own for it and nothing in a message ever run or imported.

JSON has numbers, strings, lists and objects; a game's values are also tuples, frozen
dataclasses, named tuples, enums, sets and dicts with keys that are not strings. Each
becomes a small object naming its kind and class, and the class is looked up, on the way
back, only in a table made from the game's own modules (`TypeTable.of_package`): a name
that is not in it is refused, and nothing is imported for it.

    tuple          [ ... ]                        (a JSON array is a tuple: engine values
    list           {"L": [ ... ]}                  are tuples, and compare as tuples)
    dict           {"M": [[key, value], ...]}
    frozenset/set  {"S": [ ... ]}
    enum member    {"E": "Phase", "v": "play"}
    named tuple    {"N": "Action", "f": [ ... ]}
    dataclass      {"D": "Observation", "f": {"seat": 0, ...}}
"""
from __future__ import annotations

import dataclasses
import enum
import json
import sys
from typing import Any, Iterable, Optional


class WireError(ValueError):
    """A value that is not one of the game's data; the message says what and where."""


def _is_named_tuple(cls: type) -> bool:
    return issubclass(cls, tuple) and hasattr(cls, "_fields")


def _wire_kind(cls: type) -> Optional[str]:
    if isinstance(cls, type):
        if issubclass(cls, enum.Enum):
            return "E"
        if _is_named_tuple(cls):
            return "N"
        if dataclasses.is_dataclass(cls):
            return "D"
    return None


class TypeTable:
    """The classes a game's values are made of, by the names the wire gives them: the
    class's own name where no other class of the game has it, else `module:name`."""

    def __init__(self, classes: Iterable[type]):
        by_short: dict[str, list[type]] = {}
        for cls in classes:
            by_short.setdefault(cls.__qualname__, []).append(cls)
        self._by_name: dict[str, type] = {}
        self._name_of: dict[type, str] = {}
        for short, group in by_short.items():
            group = list(dict.fromkeys(group))
            for cls in group:
                name = short if len(group) == 1 else f"{cls.__module__}:{short}"
                self._by_name[name] = cls
                self._name_of[cls] = name

    @classmethod
    def of_package(cls, package: str) -> "TypeTable":
        """Every enum, named tuple and dataclass defined in the modules of `package` that
        are loaded (importing the game's engine and bots loads all that its values use)."""
        found = []
        prefix = package + "."
        for name, module in list(sys.modules.items()):
            if module is None or not (name == package or name.startswith(prefix)):
                continue
            for value in list(vars(module).values()):
                if isinstance(value, type) and value.__module__ == name and _wire_kind(value):
                    found.append(value)
        return cls(found)

    def name_of(self, cls: type) -> str:
        try:
            return self._name_of[cls]
        except KeyError:
            raise WireError(f"{cls.__module__}.{cls.__qualname__} is not one of the "
                            f"game's types") from None

    def lookup(self, name: Any, kind: str) -> type:
        cls = self._by_name.get(name) if isinstance(name, str) else None
        if cls is None or _wire_kind(cls) != kind:
            raise WireError(f"{str(name)[:40]!r} is not one of the game's types")
        return cls

    def __len__(self) -> int:
        return len(self._by_name)


class Codec:
    """encode: a game's value -> JSON data; decode: JSON data -> the value (WireError for
    anything else). `depth` bounds how deep a value nests (a hostile message cannot make
    the decoder recurse without end)."""

    def __init__(self, types: TypeTable, depth: int = 24):
        self.types = types
        self.depth = depth

    # ---------------------------------------------------------------- out
    def encode(self, value: Any) -> Any:
        return self._enc(value, 0)

    def _enc(self, v: Any, d: int) -> Any:
        if d > self.depth:
            raise WireError("the value nests too deep")
        if v is None or isinstance(v, (bool, str)):
            return v
        cls = type(v)
        kind = _wire_kind(cls)
        if kind == "E":
            return {"E": self.types.name_of(cls), "v": self._enc(v.value, d + 1)}
        if isinstance(v, int):
            return int(v)
        if isinstance(v, float):
            return v
        if kind == "N":
            return {"N": self.types.name_of(cls), "f": [self._enc(x, d + 1) for x in v]}
        if kind == "D":
            return {"D": self.types.name_of(cls),
                    "f": {f.name: self._enc(getattr(v, f.name), d + 1)
                          for f in dataclasses.fields(v)}}
        if isinstance(v, tuple):
            return [self._enc(x, d + 1) for x in v]
        if isinstance(v, list):
            return {"L": [self._enc(x, d + 1) for x in v]}
        if isinstance(v, (set, frozenset)):
            items = [self._enc(x, d + 1) for x in v]
            return {"S": sorted(items, key=canonical)}
        if isinstance(v, dict):
            return {"M": [[self._enc(k, d + 1), self._enc(x, d + 1)] for k, x in v.items()]}
        raise WireError(f"a {cls.__qualname__} cannot go on the wire")

    # ---------------------------------------------------------------- in
    def decode(self, data: Any) -> Any:
        return self._dec(data, 0)

    def _dec(self, v: Any, d: int) -> Any:
        if d > self.depth:
            raise WireError("the value nests too deep")
        if v is None or isinstance(v, (bool, int, float, str)):
            return v
        if isinstance(v, list):
            return tuple(self._dec(x, d + 1) for x in v)
        if not isinstance(v, dict) or len(v) not in (1, 2):
            raise WireError("not a value of the game")
        if "L" in v and len(v) == 1 and isinstance(v["L"], list):
            return [self._dec(x, d + 1) for x in v["L"]]
        if "S" in v and len(v) == 1 and isinstance(v["S"], list):
            return frozenset(self._dec(x, d + 1) for x in v["S"])
        if "M" in v and len(v) == 1 and isinstance(v["M"], list):
            out = {}
            for pair in v["M"]:
                if not isinstance(pair, list) or len(pair) != 2:
                    raise WireError("a mapping's item is not a pair")
                out[self._dec(pair[0], d + 1)] = self._dec(pair[1], d + 1)
            return out
        try:
            if "E" in v and "v" in v:
                return self.types.lookup(v["E"], "E")(self._dec(v["v"], d + 1))
            if "N" in v and "f" in v and isinstance(v["f"], list):
                cls = self.types.lookup(v["N"], "N")
                return cls(*[self._dec(x, d + 1) for x in v["f"]])
            if "D" in v and "f" in v and isinstance(v["f"], dict):
                cls = self.types.lookup(v["D"], "D")
                names = {f.name for f in dataclasses.fields(cls) if f.init}
                if set(v["f"]) - names:
                    raise WireError(f"{v['D']} has no field {sorted(set(v['f']) - names)[0]!r}")
                return cls(**{k: self._dec(x, d + 1) for k, x in v["f"].items()})
        except WireError:
            raise
        except (TypeError, ValueError) as exc:  # wrong fields, a value the enum has not
            raise WireError(f"not a value of the game ({str(exc)[:80]})") from None
        raise WireError("not a value of the game")


def canonical(data: Any) -> str:
    """JSON data as one string, the same for equal data (keys sorted, no spaces): what
    two encoded values are compared by."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def package_of(description) -> str:
    """The package a game lives in (`game.tichu`, `tests.highcard`), from its description:
    where its bots are made."""
    module = getattr(description.make_bot, "__module__", "") or ""
    parts = module.split(".")
    return ".".join(parts[:2]) if len(parts) >= 2 else module


def codec_for(description) -> Codec:
    """The codec of a game's values: its engine's and bots' modules loaded, their types
    in the table."""
    import importlib
    import pkgutil
    package = package_of(description)
    importlib.import_module(package)
    try:
        engine = importlib.import_module(package + ".engine")
    except ImportError:
        engine = None
    for info in pkgutil.iter_modules(getattr(engine, "__path__", None) or []):
        importlib.import_module(f"{package}.engine.{info.name}")
    return Codec(TypeTable.of_package(package))
