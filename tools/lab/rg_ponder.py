"""How soon the Expert's pondering has its answer for the card the person takes (issue 17),
as the person's cursor goes: part of `python -m tools.lab rg_expert`.

For each position at TAKEN cards taken, the pondering starts on the position before it (the
person to take the card) and goes on STEP nodes at a time, at a board's pondering speed,
until the position after the card the person takes has its answer: a winning or drawing
card (a proof of no win alone is not one). The cursor (ai.ponder's first) is, by LOOKS:
- "card": on the card the person takes, all along;
- "browsing": on another of their cards for a second, then on that card for a second, and
  so on (the person weighs two cards);
- "none": on no card (the cards in place order).
Positions that never get one are lost (any card keeps their value) or settled at their first
node (the Expert's own search sees at once what to do).
"""

from engine import budget
from engine.royal_garden import ai

TAKEN = 2
STEP = 10
SECONDS = (1, 2, 5, 10, 20)
LOOKS = (("card", "on the card the person takes"),
         ("browsing", "browsing: a second on another card, a second on the card taken, in turn"),
         ("none", "left out (the cards in place order)"))


def answer_nodes(cases, look, second, step):
    """[nodes of pondering until the taken card's answer, or None] for the cases (games and
    seeds, at TAKEN cards taken), the cursor going by look, second nodes a second (the
    board's pondering speed); step() after each case. None past SECONDS' last."""
    out = []
    limit = SECONDS[-1] * second
    for game, _ in cases:
        taken = game.undo()
        seat = game.to_move ^ 1
        game.play(taken)
        key = ai._keys(game)[0] * 16 + taken
        game.undo()
        other = other_card(game, taken)
        spent = 0
        found = None
        pondering = True
        while pondering and found is None and spent < limit:
            pondering = ai.ponder(game, seat, STEP, cursor(look, spent // second, taken, other))
            spent += STEP
            if _answered(key):
                found = spent
        game.play(taken)
        out.append(found)
        step()
    return out


def other_card(game, taken):
    """The first of the person's cards (to move in game) other than taken (taken if none):
    the one they browse to and from."""
    for p in game.legal_moves():
        if p != taken:
            return p
    return taken


def cursor(look, second, taken, other):
    """The card under the cursor (ai.ponder's first; -1: none) in the person's second
    (0 first) by look, taken the card they take, other the one they browse to and from."""
    if look == "card":
        return taken
    if look == "browsing":
        return taken if second % 2 else other
    return -1


def _answered(key):
    """True if the pondering's table has a card for the Expert's position key (the module
    ai.ponder loads: tests may have loaded the game's modules afresh since this one)."""
    from engine.royal_garden import ai_ponder

    answers = ai_ponder._answers
    return any(answers[i] == key and answers[i + 1] != ai_ponder.NO_WIN
               for i in range(1, len(answers), 2))


def row(nodes, second):
    """The shares of positions answered after each of SECONDS, second nodes a second."""
    return ["%.1f%%" % (100.0 * sum(1 for n in nodes if n is not None and n <= s * second)
                        / len(nodes)) for s in SECONDS]


def scaled(percent, nodes):
    """A count of nodes set for a PyBadge (a budget, or the pondering's nodes a second) on a
    board of this speed (percent of a PyBadge's), as engine.budget scales it."""
    budget.set_speed(percent)
    try:
        return budget.budget(nodes)
    finally:
        budget.set_speed(100)
