"""Shared pytest fixtures (desktop only)."""

import pytest

from engine import budget, lang


@pytest.fixture(autouse=True)
def pybadge_speed():
    """Every test starts with the AIs at a PyBadge's budgets: an app on another profile
    (a CLUE) sets its board's speed for the whole process (engine.budget.set_speed)."""
    budget.set_speed(100)
    yield
    budget.set_speed(100)


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
