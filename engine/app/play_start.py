"""Starting to play: a new session, or the waiting game of a game continued.

Called from the menus (the setup's Start, Continue), so it is forgotten with them while
a game is played (engine.app.app.MENU_MODULES): engine/app/play.py keeps only what a game
screen needs.
"""

import gc

from engine.app.app import Dormant
from engine.app.scene import DROP, KEEP, SLEEP, more_texts, t
from engine.app.session import PERSON
from engine.modules import import_once


def start(app, session):
    """The setup's Start: a new session played. Where the board can start afresh, the
    game is written (its game's waiting game) and continued in a fresh VM, the menus
    under it asleep (engine/app/fresh.py): on the firmware Niwa's screen could not be made
    beside the menus' and the setup's names (376 bytes short, with 33 KB free at the
    setup). Else in this VM (begin)."""
    if app.hw.can_restart and session.game_id is not None:
        app.settings.set_game(session)
        if app.settings.save():  # written: the fresh VM continues it
            import_once("engine.app.fresh").restart(app, b"c" + session.game_id.encode())
    begin(app, session)


def begin(app, session):
    """Start playing a new session (it becomes its game's waiting game) and show its
    scene. Nothing is written yet: a fresh deal is nothing a person would miss."""
    app.settings.set_game(session)
    _play(app, session)


def _play(app, session):
    """Show the game's scene over the menus, which leave memory first (rest): the
    scene's module and display objects then have their room."""
    rest(app)
    app.push(app.modules.scene.GameScene(app, session))


def resume(app, game_id):
    """Continue the waiting game of game_id; one that no longer fits is dropped calmly."""
    from engine.catalog import find

    record = app.settings.game(game_id)
    try:
        mods = app.open_game(find(record[0]))
        session = import_once("engine.app.resume").resumed(record, mods.rules_class)
        for c in session.controllers:
            if not PERSON <= c < len(mods.ai.LEVELS):
                raise ValueError("no such AI level")
    except (KeyError, ValueError, TypeError, IndexError):
        app.settings.drop_game(game_id)
        app.settings.save()
        app.close_game()
        app.open("notice", t("error"), more_texts()["game_reset"])
        return
    if app.top().NAME != "game_menu":
        app.open("game_menu")  # where the match ends
    _play(app, session)


def rest(app):
    """A game's scene is about to show over the top scene: the menus under it fall
    asleep (Dormant), the setup is dropped (nothing comes back to it: a game ends in
    its game's menu) and the menus' modules leave memory while the game is played.
    pop and pop_to rebuild a menu when it is on top again."""
    scenes = app.scenes
    i = 0
    while i < len(scenes):
        scene = scenes[i]
        how = scene.WHILE_PLAYING
        if how != KEEP and i == len(scenes) - 1:
            scene.cover()  # the top scene: not covered yet
        if how == DROP:
            del scenes[i]
            continue
        if how == SLEEP:
            scenes[i] = Dormant(scene.NAME, getattr(scene, "index", None))
        i += 1
    scene = None
    app.forget_menus()
    gc.collect()
