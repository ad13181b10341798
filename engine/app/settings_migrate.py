"""Saves of the first format, read once so that an update keeps them (loaded for one use).

The first format kept two slots, one in each half of the store, each holding
'P' 'C' | 1 | sequence (2) | length (2) | JSON | CRC-16 (2), the newest slot being the
save: {"v": 2, "set": [...], "stats": {...}, "best": {...}, "game": [id, controllers,
notation] or null}. parts() turns it into the parts of engine.app.settings.
"""

import json

from engine.modules import import_once

crc16 = import_once("engine.crc").crc16  # forgotten with this module


def parts(store):
    """The parts of the newest first-format slot; None when the store holds no such slot,
    False when it holds one that cannot be kept (an older layout, or unreadable)."""
    half = store.size // 2
    best = None
    for index in (0, 1):
        raw = store.read(index * half, half)
        n = raw[5] | (raw[6] << 8)
        if raw[0:3] != b"PC\x01" or 7 + n + 2 > half:
            continue
        if crc16(raw[0 : 7 + n]) != raw[7 + n] | (raw[8 + n] << 8):
            continue
        seq = raw[3] | (raw[4] << 8)
        if best is None or 0 < ((seq - best[0]) & 0xFFFF) < 0x8000:
            best = (seq, raw[7 : 7 + n])
    if best is None:
        return None
    try:
        data = json.loads(best[1])
        if data["v"] != 2:
            return False
        dump = json.dumps
        out = {
            "set": dump(data["set"]).encode(),
            "stats": dump({"stats": data["stats"], "best": data["best"]}).encode(),
        }
        game = data["game"]
        if game is not None:
            out["g." + game[0]] = dump([1, game[1], game[2]]).encode()
    except Exception:  # an unreadable old save: a fresh start, as for any bad record
        return False
    return out
