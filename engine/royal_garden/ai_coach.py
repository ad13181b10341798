"""Royal Garden's coach: the beginners' tips of the rule text, checked for one card.

'Defend in time' and 'Blocking wins as well': before a person takes a card, the
coach looks at every reply the card allows and tells whether one of them wins
the game for the opponent at once. The garden is public, so this uses only what
the player sees. The screen loads this for each card a person takes while the coach
is on (engine.modules.part), with the warning's texts (text_more.py).
"""

from engine.royal_garden.rules import BLOCK, LINE, NONE, PLAYING, SQUARE, completed


def danger(game, p):
    """(how, place): how the opponent could win at once if the seat to move takes the
    card at p (LINE, SQUARE or BLOCK; NONE if no reply wins), and the place of such a
    reply (-1 with NONE). A card that wins or ends the game itself is never a danger.

    A line beats a square, a square a block, as the text lists the ways to win.
    """
    if game.phase != PLAYING:
        return NONE, -1
    seat = game.to_move
    bit = 1 << p
    free = game.free ^ bit
    link = game.link
    lines, squares = completed(game.marks[seat] | bit)
    if lines or squares or not free or not link[p] & free:
        return NONE, -1  # p wins, draws or blocks: the game ends with it
    opp = game.marks[seat ^ 1]
    best = NONE
    where = -1
    replies = link[p] & free
    for q in range(16):
        if replies >> q & 1:
            lines, squares = completed(opp | 1 << q)
            rest = free ^ 1 << q
            if lines:
                return LINE, q
            if squares:
                how = SQUARE
            elif rest and not link[q] & rest:
                how = BLOCK
            else:
                continue
            if best == NONE or how < best:
                best = how
                where = q
    return best, where


def ask(scene):
    """A person chose the card at the cursor: scene.threat_how and threat_place from
    danger(); if a reply wins, scene.said_status holds the warning (how, in the
    opponent's colour: the long text if it fits the top line, else the short one) and
    scene.said_prompt the keys (A takes, B goes back)."""
    game = scene.game
    how, place = danger(game, scene.cur)
    scene.threat_how = how
    scene.threat_place = place
    if how != NONE:
        from engine.lang import Texts  # here: a hint's reason uses danger() alone

        more = Texts("engine.royal_garden.text_more").TEXT
        other = scene.colour(game.to_move ^ 1)
        text = more["coach_%d" % how] % other
        if len(text) > scene.cols:
            text = more["coach_%d_short" % how] % other
        scene.said_status = text
        scene.said_prompt = more["coach_keys"]
