"""How soon the Expert's pondering has its answer for the card the person takes (issue 17),
with the cursor on that card or elsewhere: part of `python -m tools.lab rg_expert`.

For each position at TAKEN cards taken, the pondering starts on the position before it (the
person to take the card) and goes on STEP nodes at a time, the cursor (ai.ponder's first)
on the card the person then takes, or on none (the places in order), until the position
after that card has its answer: a winning or drawing card (a proof of no win alone is not
one). Positions that never get one are lost (any card keeps their value) or settled at their
first node (the Expert's own search sees at once what to do).
"""

from engine import budget
from engine.royal_garden import ai

TAKEN = 2
STEP = 50
SECONDS = (1, 2, 5, 10)
LIMIT = 60000  # nodes: past every answer the 300 positions at 2 cards taken needed


def answer_nodes(cases, cursor, step):
    """[nodes of pondering until the taken card's answer, or None] for the cases (games and
    seeds, at TAKEN cards taken); step() after each."""
    out = []
    for game, _ in cases:
        taken = game.undo()
        seat = game.to_move ^ 1
        game.play(taken)
        key = ai._keys(game)[0] * 16 + taken
        game.undo()
        spent = 0
        found = None
        pondering = True
        while pondering and found is None and spent < LIMIT:
            pondering = ai.ponder(game, seat, STEP, taken if cursor else -1)
            spent += STEP
            if _answered(key):
                found = spent
        game.play(taken)
        out.append(found)
        step()
    return out


def _answered(key):
    """True if the pondering's table has a card for the Expert's position key."""
    from engine.royal_garden import ai_ponder

    answers = ai_ponder._answers
    return any(answers[i] == key and answers[i + 1] != ai_ponder.NO_WIN
               for i in range(1, len(answers), 2))


def rows(nodes, boards, nodes_per_second):
    """Table rows: for each board (name, speed) the share of positions answered after each
    of SECONDS of the person's, at that board's pondering speed."""
    out = []
    for name, speed in boards:
        budget.set_speed(speed)
        try:
            row = [name]
            for s in SECONDS:
                limit = budget.budget(s * nodes_per_second)
                ready = sum(1 for n in nodes if n is not None and n <= limit)
                row.append("%.1f%%" % (100.0 * ready / len(nodes)))
        finally:
            budget.set_speed(100)
        out.append(row)
    return out
