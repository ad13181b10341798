"""Saved data in the board's flash, kept so that a power cut at any instant loses little.

What is saved is a set of named parts (bytes each: the settings, the statistics, one
saved game per game). The store is the board's NVM (boards.Store) with its geometry:
`unit`, the erase unit, and `program_only`, True where bytes that read 0xFF can be
written without an erase (RP2040). Flash is written in frames:

    'P' 'C' | version | flags | sequence (2) | length (2) | body | CRC-16 (2) | 0x00

The body is a run of parts, each `name length (1) | name | data length (2) | data`;
a length of 0 deletes the part. A FULL frame holds every part (a snapshot); any other
frame holds only the parts that changed and applies on top of the frames before it.
The CRC covers the header and the body, and the last byte, 0x00, is programmed last:
a frame cut short reads 0xFF there. load() takes the newest complete snapshot and the
complete frames after it, in sequence order (sequences wrap at 65536).

How a write lands depends on the chip (docs/ARCHITECTURE.md, "Saving"):
- program_only (RP2040, one 4 KB sector): a frame of the changes is appended into the
  erased space after the last frame; no erase until the sector is full. A cut loses at
  most that frame.
- several units (CLUE: two 4 KB pages, each write erases the pages it touches): a
  snapshot goes into the unit that does not hold the newest one, so the other stays
  whole: real A/B. A cut loses at most the write in progress.
- one unit that every write erases (SAMD51: 8 KB), and a full RP2040 sector: the unit
  is erased and programmed again, in this order: a snapshot of the precious parts
  (settings and statistics) as they were, a snapshot of everything as it was, then the
  changes. Programming runs from low addresses up, so a cut while the changes are
  programmed keeps the state before the write; while the old snapshot is programmed,
  the precious parts; only a cut during the erase or the first small snapshot loses
  everything.
"""

from engine.crc import crc16

MAGIC = b"PC"
VERSION = 2
FULL = 1  # flags: a snapshot of every part
HEADER = 8
TRAILER = 3  # CRC-16, then the commit byte
COMMIT = 0x00
_SEQ = 0xFFFF


class SaveError(ValueError):
    """The parts do not fit the store (nothing was written)."""


def _age(seq, newest):
    """How many sequence numbers seq lies before newest (mod 65536)."""
    return (newest - seq) & _SEQ


def frame(seq, flags, parts, names):
    """The bytes of one frame with the parts of `names` (a value None or b"": delete)."""
    body = bytearray()
    for name in names:
        data = parts.get(name)
        key = name.encode()
        n = 0 if data is None else len(data)
        body.append(len(key))
        body.extend(key)
        body.append(n & 0xFF)
        body.append(n >> 8)
        if n:
            body.extend(data)
    n = len(body)
    head = bytes((MAGIC[0], MAGIC[1], VERSION, flags, seq & 0xFF, seq >> 8, n & 0xFF, n >> 8))
    crc = crc16(body, crc16(head))
    return head + bytes(body) + bytes((crc & 0xFF, crc >> 8, COMMIT))


def _body_parts(raw, start, end, into):
    """Apply the parts of a frame body raw[start:end] to the dict into; False if malformed."""
    p = start
    while p < end:
        k = raw[p]
        if p + 3 + k > end:
            return False
        name = bytes(raw[p + 1 : p + 1 + k]).decode()
        p += 1 + k
        n = raw[p] | (raw[p + 1] << 8)
        p += 2
        if p + n > end:
            return False
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


_FF = b"\xff" * 256


def _erased(raw, start):
    """True when raw reads 0xFF from start to its end."""
    end = len(raw)
    while start < end:
        n = min(256, end - start)
        if raw[start : start + n] != _FF[:n]:
            return False
        start += n
    return True


class Journal:
    """The parts in a store, read and written as frames (see the module docstring).

    precious: the names of the parts to program first when the only unit is erased.
    After load(): `parts` (name -> bytes), `status` ('ok', 'empty': erased flash,
    'version': a frame of another format, 'corrupt': neither erased nor readable) and
    `cut` (True when a write was cut short: what it wrote was dropped).
    """

    def __init__(self, store, precious=()):
        self.store = store
        self.unit = getattr(store, "unit", store.size)
        self.units = store.size // self.unit
        self.program_only = getattr(store, "program_only", False)
        self.precious = precious
        self.parts = {}
        self.seq = 0
        self.current = 0  # the unit of the newest snapshot
        self.tail = None  # where a frame may be appended in it, None when not erased there
        self.status = "empty"
        self.cut = False

    def load(self):
        """Read the parts; returns them (also in self.parts)."""
        found = []  # (sequence, flags, unit, body start, body end, the unit's bytes)
        ends = []  # per unit: where a frame may be appended, or None
        status = "empty"
        torn = False
        for u in range(self.units):
            raw = self.store.read(u * self.unit, self.unit)
            frames, end, after = scan(raw)
            ends.append(end if after == ERASED else None)
            torn = torn or after == TORN
            if after == OTHER:
                status = "version"
            elif (frames or after == JUNK) and status == "empty":
                status = "corrupt"
            for f in frames:
                found.append((f[0], f[1], u, f[2], f[3], raw))
        base = None
        for f in found:
            if f[1] & FULL and (base is None or 0 < _age(base[0], f[0]) < 0x8000):
                base = f
        self.parts = {}
        if base is None:
            self.status = status
            self.seq = 0
            self.current = self.units - 1  # so that the first snapshot goes to unit 0
            self.tail = ends[0]
            self.cut = torn
            return self.parts
        later = [f for f in found if f is base or _age(base[0], f[0]) < 0x8000 and f[0] != base[0]]
        later.sort(key=lambda f: _age(base[0], f[0]))
        ok = True
        for f in later:
            if not _body_parts(f[5], f[3], f[4], self.parts):
                ok = False
                break
            self.seq = f[0]
        self.status = "ok" if ok else "corrupt"
        self.current = base[2]
        self.tail = ends[base[2]]
        self.cut = torn
        return self.parts

    def write(self, changes):
        """Save the changed parts ({name: bytes, or None to delete}) in one write to the
        store; parts that did not change are left out, and nothing is written when none
        did. SaveError (nothing written) when they do not fit."""
        parts = self.parts
        changes = {n: v for n, v in changes.items() if v != parts.get(n) and (v or n in parts)}
        if not changes:
            return
        new = dict(self.parts)
        for name in changes:
            if changes[name]:
                new[name] = changes[name]
            elif name in new:
                del new[name]
        seq = self.seq
        names = sorted(changes)
        if self.program_only and self.tail is not None:
            if self.tail:
                delta = frame((seq + 1) & _SEQ, 0, changes, names)
            else:  # an erased unit: the first frame is a snapshot
                delta = frame((seq + 1) & _SEQ, FULL, new, self._order(new, names))
            if self.tail + len(delta) <= self.unit:
                self.store.write(self.current * self.unit + self.tail, delta)
                self.tail += len(delta)
                self._done(new, seq + 1, self.current)
                return
        if self.units > 1:
            content = frame((seq + 1) & _SEQ, FULL, new, self._order(new, names))
            self._rewrite((self.current + 1) % self.units, content, new, seq + 1)
            return
        content, seq = self._in_place(new, changes, names, seq)
        self._rewrite(0, content, new, seq)

    def _in_place(self, new, changes, names, seq):
        """(content, last sequence) of the only unit: the precious parts as they were, a
        snapshot as it was and the changes; when that does not fit, the precious parts as
        they were and a snapshot of the new state (see the module docstring)."""
        old = self.parts
        keep = [name for name in self.precious if name in old]
        first = frame((seq + 1) & _SEQ, FULL, old, keep) if keep else b""
        seq += 1 if keep else 0
        if old:
            content = first + frame((seq + 1) & _SEQ, FULL, old, self._order(old, ()))
            content += frame((seq + 2) & _SEQ, 0, changes, names)
            if len(content) <= self.unit:
                return content, seq + 2
        return first + frame((seq + 1) & _SEQ, FULL, new, self._order(new, names)), seq + 1

    def _order(self, parts, last):
        """Part names in writing order: precious first, the changed ones last."""
        names = [n for n in self.precious if n in parts]
        for name in sorted(parts):
            if name not in names and name not in last:
                names.append(name)
        for name in last:
            if name in parts and name not in names:
                names.append(name)
        return names

    def _rewrite(self, unit, content, new, seq):
        """Write a whole unit: content, then erased bytes to its end (one buffer)."""
        n = len(content)
        if n > self.unit:
            raise SaveError("%d bytes do not fit a unit of %d" % (n, self.unit))
        whole = bytearray(self.unit)
        whole[:n] = content
        for p in range(n, self.unit, 256):  # 0xFF beyond, without a second 8 KB object
            k = min(256, self.unit - p)
            whole[p : p + k] = _FF[:k]
        self.store.write(unit * self.unit, whole)
        self.tail = n
        self._done(new, seq, unit)

    def _done(self, new, seq, unit):
        self.parts = new
        self.seq = seq & _SEQ
        self.current = unit
        self.status = "ok"
        self.cut = False
