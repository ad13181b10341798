"""The help Niwa's scene needs in its guided game (engine/app/guide.py, Guide.before and
Guide.follow), a part of engine/niwa/guide.py held alone while the guided game runs."""

from engine.niwa.rules import LAY, TAKE, VALUES


def before(game, move):
    """The moves a person's move brings with it without passing the scene's commit: the
    cards laid for a trio (GameScene.lay_and_take plays them directly, then commits the
    take)."""
    if TAKE <= move < TAKE + VALUES:
        return [LAY + kind for kind in game.laid]
    return ()


def follow(scene, moves):
    """After a key while the cards for a trio are chosen: the cursor on the next card to
    lay of the script (moves, from the next one on) that is not marked yet."""
    from engine.niwa.scene import GIVE3, HAND_T

    if scene.step != GIVE3:
        return
    cards = scene.hand_cards
    need = []
    for move in moves:
        if move >= TAKE:
            break
        need.append(move - LAY)
    for i in scene.marks:
        if cards[i] in need:
            need.remove(cards[i])
    for i in range(len(cards)):
        if need and cards[i] == need[0] and i not in scene.marks:
            scene.cur = HAND_T + i
            scene.update()
            return
