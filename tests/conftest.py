"""Shared pytest fixtures (desktop only)."""

import sys

import pytest

from engine import budget, lang
from tests import long


@pytest.hookimpl(tryfirst=True)  # before -m deselects by the marks
def pytest_collection_modifyitems(config, items):
    """Mark `long` the tests tests/long.py names in PYTEST (make test leaves them to make
    test-all), `timed` those in TIMED. When the whole suite is collected, a name there that
    matches no test is an error (in one process: tests/test_stages.py collects so), so the
    lists cannot go stale unseen."""
    patterns = [(mark, name, long.pattern(name)) for mark, names in long.MARKS.items()
                for name in names]
    unused = {name for _, name, _ in patterns}
    for item in items:
        for mark, name, pattern in patterns:
            if pattern.match(item.nodeid):
                item.add_marker(mark)
                unused.discard(name)
    whole = config.args_source == pytest.Config.ArgsSource.TESTPATHS
    if unused and whole and not hasattr(config, "workerinput"):  # xdist's workers: the same
        raise pytest.UsageError("tests/long.py names no test: " + ", ".join(sorted(unused)))


@pytest.fixture(autouse=True)
def pybadge_speed():
    """Every test starts with the AIs at a PyBadge's budgets: an app on another profile
    (a CLUE) sets its board's speed for the whole process (engine.budget.set_speed)."""
    budget.set_speed(100)
    yield
    budget.set_speed(100)


def _engine_modules():
    return {name: module for name, module in sys.modules.items()
            if name == "engine" or name.startswith("engine.")}


@pytest.fixture(autouse=True)
def one_engine():
    """A test whose app restarted (a fresh VM: the emulator imports the engine anew) gives
    the engine's modules of before back, so that the other tests' imports stay the modules
    in use (one engine.lang, one current language...)."""
    before = _engine_modules()
    yield
    if sys.modules.get("engine") is not before.get("engine"):
        for name in _engine_modules():
            del sys.modules[name]
        sys.modules.update(before)
        for name, module in before.items():  # each one its package's attribute again
            if "." in name:
                package, _, attribute = name.rpartition(".")
                setattr(before[package], attribute, module)


@pytest.fixture
def emu_app():
    """make(board='pybadge', store_path=None) -> a started app; displays freed afterwards."""
    from tests.driver import make_app

    made = []

    def make(board="pybadge", store_path=None):
        app = make_app(board, store_path)
        made.append(app)
        return app

    yield make
    for app in made:
        app.hw.close()
    lang.set_language(lang.ENGLISH)
