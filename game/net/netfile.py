"""The networked table's file beside its saved game (`net-table.yaml`): the table code
and who sat where, so that a host started again after a crash opens the same table to
the same players; and the rules as JSON's plain values. No pygame."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

from game.core import yamlfile

NET_FILE = "net-table.yaml"  # beside the saved game: the code and who played where


KINDS = ("here", "open", "ai")  # (host.py's HERE, OPEN and AI)


def read_net_data(save_dir: Path) -> Optional[dict]:
    """What Host.save_net_file wrote, each player as the fields of a host.Player; None
    when it is missing or not what it wrote."""
    try:
        data = yamlfile.read(Path(save_dir) / NET_FILE, yamlfile.TABLE)
    except yamlfile.ReadError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("code"), str) \
            or not isinstance(data.get("players"), list):
        return None
    players = []
    for d in data["players"]:
        if not isinstance(d, dict) or d.get("kind") not in KINDS:
            return None
        players.append({"kind": d["kind"], "name": str(d.get("name", "")),
                        "level": str(d.get("level", "normal")),
                        "badge": str(d.get("badge", "")),
                        "machine": str(d.get("machine", "")),
                        "own_name": str(d.get("own_name", "")),
                        "taken": bool(d.get("taken", False))})
    return {"game": data.get("game"), "code": data["code"], "players": players}


def plain(value: Any) -> Any:
    """Rules' values as JSON data."""
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


__all__ = ["NET_FILE", "read_net_data", "plain"]
