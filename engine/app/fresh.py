"""A fresh VM: restart() starts one, go_on() shows the screen its note names (start()).

MicroPython never frees an interned name, so every game played since a board started
would stay on its heap as names (some 4-10 KB a game, and a 9 KB table of names at once
when one fills). So another game, and a finished game's review, start in a fresh VM:
the app writes what is unsaved, leaves a note in the board's sleep memory and reloads
(boards.Hardware.restart); the new VM reads the note here. Loaded for those uses only:
the main menu starts another game afresh when App.held is another's.

A note is ASCII bytes, a letter and what it needs (game ids are the catalog's):
    h             the main menu
    m<id>         the game's menu
    c<id>         its waiting game continued (the setup's Start too), the title and
                  the main menu under it asleep (made when they are on top again)
    s<page>       the statistics at that page (its index in the catalog)
    g<n><id>      the game's guided game of variant n (one digit), the menus asleep
    r<back><id>   the review of the game's last finished game, kept in the store; back:
                  '-' for its game's menu, else the statistics' page to come back to
The menus the person came through are under each screen again, as they left them (B).
"""

from engine.catalog import GAMES, find
from engine.modules import import_once


def restart(app, note):
    """Start the program afresh in a new VM, what is unsaved written first (Settings.save:
    nothing when nothing changed); note tells the new one where to go on. Never returns."""
    app.settings.save()
    app.hw.restart(note)


def go_on(app, note):
    """Show what note names (a note it cannot read: the main menu)."""
    kind = note[:1]
    what = ""
    try:
        what = note[1:].decode()
        if kind == b"r":
            find(what[1:])
            if what[0] != "-":
                GAMES[int(what[0])]
            _review(app, what[1:], what[0])
            return
        if kind in (b"m", b"c"):
            find(what)
        elif kind == b"g":
            find(what[1:])
            int(what[0])
        elif kind == b"s":
            GAMES[int(what)]
    except (KeyError, ValueError, IndexError):
        kind = b"h"
    if kind in (b"c", b"g"):  # the game gets the heap of a VM that made no menu
        from engine.app.app import Dormant

        app.scenes.append(Dormant("title"))
        app.scenes.append(Dormant("main_menu"))
        if kind == b"c":
            from engine.app.play_start import resume

            resume(app, what)
        else:
            app.open_game(find(what[1:]))
            app.scenes.append(Dormant("game_menu"))
            import_once("engine.app.guide").start(app, int(what[0]), True)
        return
    _main_menu(app, ("statistics", None) if kind == b"s" else ("game", what))
    if kind == b"m":
        app.open_game(find(what))
        app.open("game_menu")
    elif kind == b"s":
        stats = app.make("stats")
        stats.page = int(what)
        app.push(stats)


def _main_menu(app, action):
    """The title and over it the main menu, its cursor on action's row."""
    app.open("title")
    app.open("main_menu")
    menu = app.top()
    if action in menu.actions:
        menu.refresh_rows(menu.actions.index(action))


def _review(app, game_id, back):
    """The review of game_id's last finished game, alone on the stack: B starts afresh
    again (what the review interned stays out of the next game)."""
    entry = find(game_id)
    app.open_game(entry)
    app.forget_menus()  # the catalog: the entry is all the review needs of it
    page = -1 if back == "-" else int(back)
    import_once("engine.app.review").open_kept(app, entry, page)
