"""Reading the save journal at start (engine.save's Journal.load), loaded for that one use.

See engine/save.py for the frames and how each chip's store is written.
"""

from engine.modules import import_once
from engine.save import COMMIT, ERASED_BYTES, FULL, HEADER, MAGIC, TRAILER, VERSION, after

crc16 = import_once("engine.crc").crc16  # forgotten with this module


def _body_parts(raw, start, end, into):
    """Apply the parts of a frame body raw[start:end] to the dict into; False (into
    unchanged) when the body is malformed: every byte is untrusted, even under a good
    CRC, so a name must be 1 to 32 printable ASCII bytes and every length must fit."""
    p = start
    while p < end:  # first only check: a frame is applied whole or not at all
        k = raw[p]
        if not 0 < k <= 32 or p + 3 + k > end:
            return False
        for i in range(p + 1, p + 1 + k):
            if not 32 < raw[i] < 127:
                return False
        p += 1 + k
        p += 2 + (raw[p] | (raw[p + 1] << 8))
        if p > end:
            return False
    p = start
    while p < end:
        k = raw[p]
        name = bytes(raw[p + 1 : p + 1 + k]).decode()
        p += 1 + k
        n = raw[p] | (raw[p + 1] << 8)
        p += 2
        if n:
            into[name] = bytes(raw[p : p + n])
        elif name in into:
            del into[name]
        p += n
    return True


# How the bytes after a unit's last complete frame look (scan()).
ERASED = 0  # 0xFF to the end: room to append
TORN = 1  # a frame whose programming was cut short, then 0xFF
JUNK = 2  # anything else: bytes of no frame, or a frame that fails its CRC
OTHER = 3  # a frame of another format version


def scan(raw):
    """The complete frames of one unit's bytes, from its start: a list of (sequence,
    flags, body start, body end), the offset after the last one, and what follows it
    (ERASED, TORN, JUNK or OTHER)."""
    frames = []
    p = 0
    size = len(raw)
    while p < size and raw[p] != 0xFF:
        if p + HEADER + TRAILER > size or raw[p] != MAGIC[0] or raw[p + 1] != MAGIC[1]:
            return frames, p, _torn_header(raw, p)
        if raw[p + 2] != VERSION:
            return frames, p, TORN if raw[p + 2] == 0xFF else OTHER
        n = raw[p + 6] | (raw[p + 7] << 8)
        end = p + HEADER + n
        if end + TRAILER > size:
            return frames, p, _torn_header(raw, p)
        if raw[end + 2] != COMMIT or crc16(raw[p:end]) != raw[end] | (raw[end + 1] << 8):
            return frames, p, TORN if raw[end + 2] == 0xFF and _erased(raw, end + 3) else JUNK
        frames.append((raw[p + 4] | (raw[p + 5] << 8), raw[p + 3], p + HEADER, end))
        p = end + TRAILER
    return frames, p, ERASED if _erased(raw, p) else JUNK


def _torn_header(raw, p):
    """TORN when raw[p:] is the start of a frame header and then erased bytes."""
    i = p
    while i < len(raw) and i < p + HEADER and raw[i] != 0xFF:
        i += 1
    if not _erased(raw, i) or raw[p] != MAGIC[0]:
        return JUNK
    return TORN if i == p + 1 or raw[p + 1] == MAGIC[1] else JUNK


def _erased(raw, start):
    """True when raw reads 0xFF from start to its end."""
    end = len(raw)
    while start < end:
        n = min(256, end - start)
        if raw[start : start + n] != ERASED_BYTES[:n]:
            return False
        start += n
    return True



def load(journal):
    """Read the journal's store into it: parts, status, cut, and where to write next
    (see Journal). Returns the parts."""
    found = []  # (sequence, flags, unit, body start, body end, the unit's bytes)
    ends = []  # per unit: where a frame may be appended, or None
    status = "empty"
    torn = False
    for u in range(journal.units):
        raw = journal.store.read(u * journal.unit, journal.unit)
        frames, end, follows = scan(raw)
        ends.append(end if follows == ERASED else None)
        torn = torn or follows == TORN
        if follows == OTHER:
            status = "version"
        elif (frames or follows == JUNK) and status == "empty":
            status = "corrupt"
        for f in frames:
            found.append((f[0], f[1], u, f[2], f[3], raw))
    journal.parts = {}
    journal.dropped = 0
    journal.cut = torn
    bad = []  # snapshots whose body cannot be read: the one before them is the base
    while True:
        base = None
        for f in found:
            if f[1] & FULL and f not in bad and (
                    base is None or 0 < after(f[0], base[0]) < 0x8000):
                base = f
        if base is None or _body_parts(base[5], base[3], base[4], journal.parts):
            break
        bad.append(base)
    if base is None:
        journal.status = status
        journal.seq = 0
        journal.current = journal.units - 1  # so that the first snapshot goes to unit 0
        # Frames without a snapshot are rewritten, not appended to: else what is written
        # next, a frame of changes alone, would never load either.
        journal.tail = None if found else ends[0]
        journal.dropped = len(bad)
        return journal.parts
    later = [f for f in found if f is base or 0 < after(f[0], base[0]) < 0x8000]
    later.sort(key=lambda f: after(f[0], base[0]))
    for f in later:
        # A frame whose body cannot be read is dropped alone (its CRC may be good: the
        # bytes are still untrusted); the frames after it still apply.
        if f is not base and (f in bad or not _body_parts(f[5], f[3], f[4], journal.parts)):
            journal.dropped += 1
        journal.seq = f[0]
    journal.status = "ok"
    journal.current = base[2]
    # After a dropped frame the next write rewrites (Journal.write): it stays no longer.
    journal.tail = None if journal.dropped else ends[base[2]]
    return journal.parts
