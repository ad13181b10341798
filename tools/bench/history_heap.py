"""What a waiting game's moves hold on the heap (run on the CircuitPython core by
tools/bench/saves.py; also runs on CPython, which has no heap counter).

A seeded Niwa match (the casual AI on every seat) is played through a Session and kept
by Settings.moved as the app does, over a CLUE's flash (engine.flash, two 4 KB units);
after `moves` moves the heap (collected) is compared with the same session starting
afresh from its position (a record of the position alone, as before moves were kept).
Prints one line a case: seats, moves, the heap the moves hold in bytes, the part's bytes
with them and without.
"""

import gc

from engine.app.session import Session
from engine.app.settings import Settings
from engine.flash import NRF52840, Flash
from engine.niwa import ai
from engine.niwa.rules import Niwa
from engine.prng import Prng

CASES = ((2, 20), (2, 40), (4, 50), (6, 80))  # (seats, moves played)


def kept(seats, moves, with_moves):
    """(heap in use, the part's bytes) after `moves` moves of a seeded match."""
    game = Niwa(seats, 5, {})
    settings = Settings(Flash(NRF52840))
    settings.load()
    session = Session("niwa", game, [-1] + [1] * (seats - 1))
    settings.set_game(session)
    prng = Prng(1)
    for _ in range(moves):
        session.play(ai.choose(game, game.to_move, ai.LEVELS[1], prng))
        settings.moved(session)
    if not with_moves:
        session.start = None  # the record starts afresh from the position reached
        settings.set_game(session)
    settings.save()
    gc.collect()
    used = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0
    return used, len(settings.journal.parts["g.niwa"])


def main():
    kept(2, 1, True)  # the modules a first load and write import, before any figure
    gc.collect()
    for seats, moves in CASES:
        heap, size = kept(seats, moves, True)
        gc.collect()
        alone, size_alone = kept(seats, moves, False)
        gc.collect()
        print("%d %d %d %d %d" % (seats, moves, heap - alone, size, size_alone))


main()
