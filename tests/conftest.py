"""Tests run headless: no window, no sound device (set before pygame is imported); each
test process (each pytest-xdist worker) has a data and a settings folder of its own; the
long soaks (marked `soak`) run only when asked for."""
import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

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

# A first start speaks the system's language (i18n.system_language): the tests, and the
# programs they start, speak English whatever the machine's locale.
os.environ["LC_ALL"] = "C.UTF-8"


@pytest.fixture(autouse=True)
def _english_first_start(monkeypatch):
    """The App of a test with no settings file starts in English (a test of the first
    start sets the system's language it wants)."""
    monkeypatch.setattr("game.ui.app.system_language", lambda: "en")


def pytest_collection_modifyitems(config, items):
    """The tests marked `soak` (long runs: the monkey at the table) are left out of a
    run unless it asks for them: with -m (`pytest -m soak`, as .ci/run does), or by
    naming their file (`pytest tests/ui/test_monkey.py -k menu-off`)."""
    if config.getoption("markexpr"):
        return
    here = Path(config.invocation_params.dir)
    named = set()
    for arg in config.args:
        path = Path(arg.split("::")[0])
        path = path if path.is_absolute() else here / path
        if path.is_file():
            named.add(path.resolve())
    keep, left = [], []
    for item in items:
        soak = item.get_closest_marker("soak") is not None
        (left if soak and Path(item.path).resolve() not in named else keep).append(item)
    if left:
        config.hook.pytest_deselected(items=left)
        items[:] = keep


@pytest.fixture(autouse=True)
def english_unless_set():
    """Every test starts in English: a test that switches the language (the Options, the
    layout tests in every language) does not leave it switched for the next test on the
    same worker, whatever order the workers take the tests in."""
    i18n = sys.modules.get("game.ui.i18n")
    if i18n is not None:
        i18n.set_language("en")
    yield
