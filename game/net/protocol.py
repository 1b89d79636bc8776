"""The networked table's messages (docs/NETWORK.md): JSON objects, one per WebSocket
message, each with its type in "t". Checking a message from a client is here, once: its
size, that it is JSON, that it is one of the known types with the fields of that type,
and the words in it filtered. No pygame, no sockets.
"""
from __future__ import annotations

import json
import secrets
import unicodedata
from typing import Any, Optional

PROTOCOL = 1  # the version a client says in its hello; another is refused
DEFAULT_PORT = 47100
MAX_MESSAGE = 16 * 1024  # a client's message, in bytes (the host's are larger: states)
MAX_HOST_MESSAGE = 1024 * 1024
MAX_NAME = 24  # characters of a player's name
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: read aloud, typed
CODE_LENGTH = 6

# the quick messages (no free text): their keys on the wire, their English words
QUICK = {
    "well_played": "Well played!",
    "thanks": "Thanks",
    "oops": "Oops",
    "hurry": "Hurry up?",
}

# what a client may send: its type -> {field: the JSON types allowed}
CLIENT_MESSAGES: dict[str, dict[str, tuple]] = {
    "hello": {"protocol": (int,), "code": (str,), "name": (str,), "badge": (str,),
              "machine": (str,), "seat": (int, type(None))},
    "ready": {"ready": (bool,)},
    "start": {},
    "act": {"v": (int,), "a": (dict, list, int, str, bool, type(None))},
    "say": {"m": (str,)},
    "bye": {},
}
OPTIONAL_FIELDS = {"hello": {"badge", "seat", "machine"}}


class Refused(ValueError):
    """A message refused: one line for the client that sent it."""


def new_code() -> str:
    """A short table code to read out to the others."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def code_text(typed: str) -> str:
    """A code as a player may type it (any case, spaces and dashes) as the table has it."""
    return "".join(ch for ch in typed.upper() if ch not in " -")


def valid_code(code: str) -> bool:
    return 4 <= len(code) <= 12 and all(ch in CODE_ALPHABET for ch in code)


def same_code(typed: str, code: str) -> bool:
    return secrets.compare_digest(code_text(typed).encode("utf-8"),
                                  code_text(code).encode("utf-8"))


def clean_text(text: str, limit: int = MAX_NAME) -> str:
    """Words from another machine as the table shows them: control and format
    characters (escapes, right-to-left overrides, zero-width marks) removed, spaces
    collapsed, at most `limit` characters."""
    kept = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat[0] == "C" or cat in ("Zl", "Zp"):
            continue
        kept.append(" " if cat == "Zs" else ch)
    return " ".join("".join(kept).split())[:limit].rstrip()


def parse(raw: Any) -> dict:
    """A client's message, checked; Refused (saying why in one line) if it is not one."""
    if isinstance(raw, (bytes, bytearray)):
        raise Refused("messages are JSON text, not binary")
    if len(raw.encode("utf-8")) > MAX_MESSAGE:
        raise Refused(f"message too large (more than {MAX_MESSAGE} bytes)")
    try:
        data = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise Refused("not a JSON message") from None
    if not isinstance(data, dict):
        raise Refused("a message is a JSON object")
    kind = data.get("t")
    if not isinstance(kind, str) or kind not in CLIENT_MESSAGES:
        raise Refused(f"unknown message type {str(kind)[:20]!r}")
    fields = CLIENT_MESSAGES[kind]
    optional = OPTIONAL_FIELDS.get(kind, set())
    for key in data:
        if key != "t" and key not in fields:
            raise Refused(f"{kind}: unknown field {str(key)[:20]!r}")
    for key, types in fields.items():
        if key not in data:
            if key in optional:
                continue
            raise Refused(f"{kind}: {key} is missing")
        value = data[key]
        if isinstance(value, bool) and bool not in types:
            raise Refused(f"{kind}: {key} has the wrong type")
        if not isinstance(value, types):
            raise Refused(f"{kind}: {key} has the wrong type")
    return data


def _no_constant(name: str):
    raise ValueError(f"{name} is not JSON")


def dumps(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def refused(why: str, **extra: Any) -> dict:
    return {"t": "refused", "why": why, **extra}


def address_text(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def split_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """HOST[:PORT] (an IPv6 address in brackets) -> (host, port); ValueError if not."""
    text = text.strip()
    if not text:
        raise ValueError("no address given")
    port: Optional[int] = None
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        if rest.startswith(":"):
            port = _port(rest[1:])
        elif rest:
            raise ValueError(f"{text!r} is not HOST[:PORT]")
    elif text.count(":") == 1:
        host, _, p = text.partition(":")
        port = _port(p)
    else:
        host = text
    if not host or any(ch.isspace() or ch in "/?#@" for ch in host):
        raise ValueError(f"{text!r} is not HOST[:PORT]")
    return host, default_port if port is None else port


def _port(text: str) -> int:
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise ValueError(f"{text!r} is not a port (1..65535)")
    return int(text)


def changes(before: Optional[dict], after: dict) -> Optional[dict]:
    """What changed from one encoded observation (a dataclass: {"D": name, "f": fields})
    to the next, field by field: {field: {"=": value}} or, for a list that only grew,
    {field: {"+": the new items}}; None when only the whole will do (the first, another
    kind of value)."""
    if not (isinstance(before, dict) and isinstance(after, dict) and "f" in after
            and before.get("D") is not None and before.get("D") == after.get("D")):
        return None
    out = {}
    old, new = before["f"], after["f"]
    for key, value in new.items():
        was = old.get(key)
        if was == value:
            continue
        if isinstance(was, list) and isinstance(value, list) and len(value) > len(was) \
                and value[:len(was)] == was:
            out[key] = {"+": value[len(was):]}
        else:
            out[key] = {"=": value}
    return out


def follow_state(obs: Optional[dict], legal: list, message: dict) -> tuple[dict, list]:
    """A player's observation and legal actions (as sent: JSON values) after the state
    `message`: its whole observation or the changes to the last one, its legal actions
    when they changed."""
    if "obs" in message:
        obs = message["obs"]
    elif "changes" in message:
        obs = apply_changes(obs, message["changes"])
    if "legal" in message:
        legal = message["legal"]
    return obs, legal


def apply_changes(before: dict, delta: Any) -> dict:
    """The encoded observation `changes` made `delta` of (ValueError if it cannot be)."""
    if not isinstance(before, dict) or not isinstance(before.get("f"), dict) \
            or not isinstance(delta, dict):
        raise ValueError("changes to nothing")
    fields = dict(before["f"])
    for key, change in delta.items():
        if key not in fields or not isinstance(change, dict) or len(change) != 1:
            raise ValueError(f"no field {str(key)[:20]!r} to change")
        if "=" in change:
            fields[key] = change["="]
        elif "+" in change and isinstance(change["+"], list) and isinstance(fields[key], list):
            fields[key] = fields[key] + change["+"]
        else:
            raise ValueError(f"{str(key)[:20]}: not a change")
    return {"D": before["D"], "f": fields}
