"""The app shell: title, main menu, settings, controls, about."""

from engine.catalog import GAMES
from tests.driver import press


def title_and_menus(app, snap):
    app.top().prompt.hidden = False
    snap("title")
    press(app, "A")
    snap("menu")
    press(app, *(["DOWN"] * len(GAMES)), "A")
    snap("settings")
    press(app, "B", "DOWN", "A")
    snap("controls")
    press(app, "B", "DOWN", "A")
    snap("about")


def setups(app, snap):
    """Each game's player setup, the most seats (every seat's row), as the menus reach it."""
    from tests.driver import to_setup

    press(app, "A")
    for entry in GAMES:
        app = to_setup(app, entry.id)  # each game's menu in a fresh VM
        setup = app.top()
        press(app, *(["RIGHT"] * (setup.max_seats - setup.seats)), "DOWN")
        snap("setup_" + entry.id)
        press(app, "B", "B")


SCENES = (("shell", title_and_menus), ("shell", setups))
