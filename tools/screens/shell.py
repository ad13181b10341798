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


SCENES = (("shell", title_and_menus),)
