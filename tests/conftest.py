"""Shared pytest fixtures (desktop only)."""

import pytest

from engine import lang


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
