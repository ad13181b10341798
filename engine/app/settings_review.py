"""A finished game kept for its review (Settings.moved at a match's end, once a match),
in the write the end makes anyway (the statistics), only while the store has room.

The record is engine/review.py's: [stamp, controllers, start, moves]. The reviews together
take at most 1/ROOM_SHARE of the store's erase unit (2 KB on a PyBadge, 1 KB on a CLUE or
an RP2040), so that the settings, statistics and waiting games keep their room and a
write its safe order (engine/save.py): a new review pushes out the oldest of other games
until it fits; one larger than that room alone is not kept (nor the older one of its
game, which would no longer be its last game). Loaded for that one use.
"""

import gc
import json

from engine.app.settings import SEPARATORS
from engine.modules import import_once

ROOM_SHARE = 4


def stamp(data):
    """A record's stamp, read from its first field (no whole parse); 0 if unreadable."""
    end = data.find(b",")
    try:
        return int(data[1:end])
    except ValueError:
        return 0


def keep(settings, session):
    """Keep session's finished game as its game's review and write; without it when the
    write does not fit (or no memory is left to make it)."""
    reviews = settings.reviews
    game_id = session.game_id
    reviews.pop(game_id, None)
    try:
        start, moves = import_once("engine.review").played(session.game)
        top = max([stamp(data) for data in reviews.values()] + [0])
        data = json.dumps([top + 1, session.controllers, start, moves],
                          separators=SEPARATORS).encode()
    except MemoryError:
        gc.collect()
        data = None
    room = settings.journal.unit // ROOM_SHARE
    if data is not None and len(data) <= room:
        while sum([len(d) for d in reviews.values()]) + len(data) > room:
            oldest = min(reviews, key=lambda name: stamp(reviews[name]))
            del reviews[oldest]
        reviews[game_id] = data
    if not settings.save() and game_id in reviews:
        del reviews[game_id]  # the statistics come first
        settings.save()
