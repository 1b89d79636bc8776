"""1000 at the table: its session (the match, the seats, the saves) and its scenes, built
from the table kit in game/ui."""
