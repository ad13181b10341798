"""First of the Season's harvest choice: the keys that mark the garden cards to take and
the button that confirms them.

Loaded when a person's harvest choice opens and dropped when it closes
(GameScene.update, engine.modules.part): its code is not on the heap while the AI
thinks or a card is planted.
"""

from engine import keys
from engine.first_season.rules import HARVEST, count_bits
from engine.ui import theme
from engine.ui.draw import set_attr, set_text


def draw_button(scene, focused):
    # The button shows how many cards are marked; gold with the cursor on it.
    btn = scene.button
    set_attr(btn, "hidden", False)
    n = count_bits(scene.picked)
    text = "\u2713 " + scene.text("harvest") + " " + str(n)
    if len(text) > scene.button_room:
        text = "\u2713 " + str(n)
    set_text(btn, text)
    set_attr(btn, "color", theme.CARD_BLACK if focused else theme.TEXT)
    set_attr(btn, "background_color", theme.ACCENT if focused else theme.SELECT_BG)


def key(scene, k):
    # LEFT/RIGHT walk the marked cards and the button (wrapping), UP/DOWN jump to the
    # first card / the button, A marks or unmarks a card or harvests, B unmarks all.
    button = len(scene.targets)
    if k == keys.LEFT or k == keys.RIGHT:
        step = 1 if k == keys.RIGHT else -1
        scene.hpos = (scene.hpos + step) % (button + 1)
    elif k == keys.DOWN:
        scene.hpos = button
    elif k == keys.UP:
        scene.hpos = 0
    elif k == keys.A and scene.hpos == button:
        scene.app.click()
        scene.commit(HARVEST | scene.picked)
        return
    elif k == keys.A:
        scene.picked ^= 1 << scene.targets[scene.hpos]
    elif k == keys.B and scene.picked:
        scene.picked = 0
        scene.notice = scene.text("harvest_none")
    else:
        scene.refuse()
        return
    scene.app.click()
    scene.update()
