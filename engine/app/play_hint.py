"""A hint on a game screen (SELECT, PlayScene.hint): the top AI's move for the person to
move, with a short reason. Loaded for each hint, with the reason's text (the game's
text_hints.py), so neither is on the heap while a game is played.

The AI sees only what that person may see (ai.hint works from game.view).
"""

import gc

from engine.lang import Texts


def show(scene):
    """Ask the game's AI for the hint and show it (scene.show_hint); none for an AI to
    move or a hand the screen hides; a low beep when there is no room for the top
    level's search."""
    ai = scene.mods.ai
    to_move = scene.game.to_move
    if not hasattr(ai, "hint") or scene.session.is_ai(to_move) or (
            scene.HIDDEN_HANDS and scene.viewer != to_move):  # a hand the screen hides
        return
    try:
        move, reason = ai.hint(scene.game, scene.game.to_move, scene.prng)
    except MemoryError:  # no room for the top level's search: no hint this time
        gc.collect()
        scene.app.beep(220, 60)
        return
    scene.app.beep(1320, 20)
    scene.show_hint(move, Texts("engine.%s.text_hints" % scene.mods.game_id).TEXT[reason])
