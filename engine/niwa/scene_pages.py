"""Niwa's pause-menu pages: the round's public log, and the scores with how each hand
made them; and a hint on screen (SELECT).

Opened now and then, so GameScene loads this for each page (engine.modules.part),
with its texts (engine.niwa.text_more) and the breakdown of a hand's points
(engine.niwa.rules_score): none of them is on the heap while the game is played.
"""

from engine.lang import Texts
from engine.modules import part
from engine.niwa.rules import END, KINDS, LAY, REVEAL, SWAP, TAKE, VALUES, hand_score
from engine.niwa.scene import BUTTON, GIVE3, HAND_T, PICK, ROW_T, TRIO_T, expand
from engine.ui import theme


def show_log(scene):
    # The public log of this round, newest first, after the cards each seat was seen
    # to take and still holds.
    game = scene.game
    more = Texts("engine.niwa.text_more").TEXT
    card = scene.card
    seen = [more["seen"] + ":"]
    for seat in range(game.seats):
        cards = " ".join([card(k) for k in expand(game.known[seat])])
        seen.append(scene.seat_name(seat) + ": " + (cards or "-"))
    entries = [_entry(scene, more, *logged) for logged in game.log()]
    entries.reverse()
    title = scene.text("log") + ": " + scene.text("round_short") % (game.round_index() + 1,
                                                                      game.rounds)
    body = "\n".join(entries) if entries else more["no_log"]
    scene.show_pages(title, ["\n".join(seen), body])


def _entry(scene, more, seat, move, shown):
    # One move of the log in words: 'Player 2: 3g for 7p'.
    name = scene.seat_name(seat)
    card = scene.card
    if move == REVEAL:
        return scene.text("log_reveal") % (name, card(shown))
    if move == END:
        return more["log_end"] % name
    if move < TAKE:
        return scene.text("log_lay") % (name, card(move - LAY))
    if move < SWAP:
        return more["log_trio"] % (name, move - TAKE)
    pair = move - SWAP
    return scene.text("log_swap") % (name, card(pair // KINDS), card(pair % KINDS))


def since(scene):
    # After the pass-the-device screen: what the others did this round since the
    # person's last turn, oldest first, on a page (A or B: to the cards), when it is more
    # than the message line's last move.
    seat = scene.game.to_move
    log = scene.game.log()
    start = 0
    for i in range(len(log)):
        if log[i][0] == seat:
            start = i + 1
    if len(log) - start < 2:
        return
    more = Texts("engine.niwa.text_more").TEXT
    lines = [_entry(scene, more, *logged) for logged in log[start:]]
    scene.show_pages(more["since"], ["\n".join(lines)])


def show_scores(scene):
    # Each finished round's points and how each hand made them, the totals, and what
    # the hand on screen scores now.
    game = scene.game
    more = Texts("engine.niwa.text_more").TEXT
    score = part("engine.niwa.rules", "score")
    pages = []
    for r in range(len(game.round_scores())):
        obj = game.objective_of(r)
        lines = [more["round_of"] % (r + 1, game.rounds) + ": " + scene.text("objectives")[obj - 1]]
        for seat in range(game.seats):
            lines.append(scene.seat_name(seat) + ": " + more["points"] % (
                game.round_scores()[r][seat]) + _how(scene, more,
                                                     score.round_breakdown(game, r, seat)))
        if score.round_breakdown(game, r, 0) is None:
            lines.append(more["no_breakdown"])
        pages.append("\n".join(lines))
    totals = game.totals()
    pages.append(more["total"] + ":\n" + "\n".join(
        [scene.seat_name(s) + ": " + str(totals[s]) for s in range(game.seats)]))
    seat = scene.viewer  # a person's own hand (spectators see the hands anyway)
    if seat >= 0 and not scene.round_shown and not game.is_over():
        obj = game.objective()
        hand = game.hands[seat]
        pages.append(more["hand_now"] + ": " + more["points"] % hand_score(hand, obj) + _how(
            scene, more, score.breakdown(hand, obj)))
    scene.show_pages(scene.text("scores"), pages)


def _how(scene, more, found):
    # ' (Trio of 8: 12, 10g 10o 4p 4o: 28)': a hand's scoring from its breakdown ('' for
    # None: a round finished before the game was loaded).
    if found is None:
        return ""
    trios, picked, total = found
    parts = [more["trio_points"] % (v, 20 - v) for v in trios]
    cards = " ".join([scene.card(k) for k in picked])
    parts.append((cards or more["nothing"]) + ": " + str(total - sum([20 - v for v in trios])))
    return " (" + ", ".join(parts) + ")"


def show_hint(scene, move, reason):
    # SELECT: the cursor on the top AI's move, its reason on the message line.
    game = scene.game
    scene.reset_choice()
    if move == REVEAL or move == END:
        scene.cur = BUTTON
    elif move >= SWAP:
        pair = move - SWAP
        scene.give = pair // KINDS
        scene.step = PICK
        scene.cur = ROW_T + scene.row_place(pair % KINDS)
    elif move >= TAKE:
        scene.cur = TRIO_T + move - TAKE
    else:
        mask = game.open_trios()
        values = [v for v in range(VALUES) if mask >> v & 1]
        if len(values) == 1:  # the trio is plain: on to the card to lay
            scene.chosen = values[0]
            scene.step = GIVE3
            scene.cur = HAND_T + scene.hand_cards.index(move - LAY)
        else:
            scene.cur = TRIO_T + values[0]
    scene.note = reason
    scene.note_color = theme.ACCENT
    scene.update()
