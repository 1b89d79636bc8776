"""The networked table: one machine hosts (game/net/host.py, the only authority), the
others join (a window, or a bot with none: bot_player.py); messages are JSON over
WebSocket (protocol.py, docs/NETWORK.md) on a thread of their own (transport.py). For
every game through its description; no pygame here."""
