"""What a finished game's review holds on the heap beyond its game (run on the
CircuitPython core by tools/bench/device.py; `circuitpython review_heap.py GAME_ID`).

A seeded match at the most seats (the casual AI on every seat) is played to its end; its
review (engine/review.py) is built and every position worked out, as the review screen
does. Prints the bytes the review holds (its game included) less those of the game alone
(its start with its moves played again): the moves, the movers and what each position's
analysis found.
"""

import gc
import sys

from engine.catalog import find
from engine.modules import import_module
from engine.prng import Prng
from engine.review import Review, judge_of, played

SEED = 11  # the match reviewed


def used():
    gc.collect()
    return gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0


def main(game_id):
    rules_class = getattr(import_module("engine.%s.rules" % game_id), find(game_id).rules)
    ai = import_module("engine.%s.ai" % game_id)
    judge = judge_of(game_id)
    game = rules_class(rules_class.MAX_SEATS, SEED, {})
    prng = Prng(3)
    while not game.is_over():
        game.play(ai.choose(game, game.to_move, "casual", prng))
    start, moves = played(game)
    game = None
    base = used()
    game = rules_class.decode(start)
    for move in moves:
        game.play(move)
    alone = used() - base
    game = None
    used()
    review = Review(rules_class, ai, judge, start, moves)
    while review.work():
        pass
    print(used() - base - alone)


main(sys.argv[1])
