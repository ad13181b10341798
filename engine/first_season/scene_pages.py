"""First of the Season's learning aids: the pause menu's overview (the last turn in words,
both tableaus, the legend) and a hint shown on the game screen.

Opened now and then, so GameScene loads this for each use (engine.modules.part),
with the overview's texts (engine.first_season.text_more): neither is on the heap while
a game is played.
"""

from engine.first_season.rules import ACE, HARVEST, HARVESTING, PLANT, mask_cards
from engine.first_season.scene import ICONS, face
from engine.lang import Texts


def show_hint(scene, move, reason):
    # The expert's move: the cursor on the card to plant (the garden shows what it
    # reaches), or its harvest marked with the cursor on the button; the reason shows
    # until the next key.
    game = scene.game
    phase = game.phase()
    if phase == PLANT:
        scene.hcur = game.hand(game.to_move).index(move)
    elif phase == HARVESTING:
        scene.update()  # the harvest's targets for this plant
        scene.picked = move - HARVEST
        scene.hpos = len(scene.targets)
    scene.notice = reason
    scene.update()


def overview(scene):
    # The last turn in words, both tableaus and who harvested last, the legend.
    game = scene.game
    more = Texts("engine.first_season.text_more").TEXT
    paras = []
    last = game.last_turn()
    if last is not None:
        seat, card, mask, ace, crowns = last
        name = scene.seat_name(seat)
        line = more["planted"] % (name, face(card))
        if mask:
            line += ". " + more["harvested"] % (name, _cards(mask_cards(mask)))
        if ace >= 0:
            line += ". " + more["takes_ace"] % (name, more["suit_%d" % (ace - ACE)])
        for s in range(6):
            if crowns >> s & 1:
                line += ". " + more["takes_crown"] % (name, more["suit_%d" % s])
        paras.append(line + ".")
    lines = [scene.seat_name(seat) + ": " + (_cards(game.tableau(seat)) or "-")
             for seat in range(2)]
    last = game.last_harvester()
    lines.append(more["last_harvest"] % (scene.seat_name(last) if last >= 0
                                         else more["nobody"]))
    paras.append("\n".join(lines))
    legend = ""
    for s in range(6):  # two suits a line, in columns
        name = more["suit_%d" % s]
        legend += ICONS[s] + " " + name + ("\n" if s & 1 else " " * (8 - len(name)))
    paras.append(legend[:-1])
    paras.append(more["legend"])
    scene.show_pages(scene.text("overview"), paras)


def _cards(cards):
    return " ".join([face(c) for c in cards])
