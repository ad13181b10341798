"""Niwa's guided first game (engine/app/guide.py): a single round on the deal of seed 51
(objective 7, even cards), against the weakest AI. Loaded only while it is chosen or
played.

The person (hand 0P 0G 1P 1G 2G 3P 6P 7G 9G, row 3G 7G 8G) swaps the 3P for the 8G; the
AI swaps its 3O for the 7G, which leaves the trio 3P 3G 3O in the row; the person reveals
(6P), lays the 0P, 0G and 1P and takes the trio. Then the round is played on freely.
"""

from engine.niwa.rules import LAY, TAKE, VALUES

NAMES = None  # one guided game (no variants)

GUIDES = (
    ({"rounds": 1}, 51, (386, 449, 0, LAY + 0, LAY + 1, LAY + 3, TAKE + 3),
     {0: "objective", 2: "reveal", 3: "trio"}),
)


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
