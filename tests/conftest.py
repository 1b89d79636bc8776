"""Tests run headless: no window, no sound device (set before pygame is imported); each
test process has a data and a settings folder of its own."""
import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# Let `pytest` work from a checkout without installing the package first.
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# Whatever a test writes without a folder of its own (the default data folder, settings)
# goes to a fresh folder of this process, never to the user's, nor to another worker's.
_OWN = Path(tempfile.mkdtemp(prefix="tysiacha-tests-"))
os.environ["TYSIACHA_DATA_DIR"] = str(_OWN / "data")
os.environ["TYSIACHA_CONFIG_DIR"] = str(_OWN / "config")
atexit.register(shutil.rmtree, _OWN, True)

