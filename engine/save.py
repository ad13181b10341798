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

from engine.modules import import_once

MAGIC = b"PC"
VERSION = 2
FULL = 1  # flags: a snapshot of every part
HEADER = 8
TRAILER = 3  # CRC-16, then the commit byte
COMMIT = 0x00
_SEQ = 0xFFFF


class SaveError(ValueError):
    """The parts do not fit the store (nothing was written)."""


def after(seq, base):
    """How many sequence numbers seq lies after base (mod 65536; past 0x8000: before)."""
    return (seq - base) & _SEQ


ERASED_BYTES = b"\xff" * 256  # to compare and fill erased flash a piece at a time


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
    crc16 = import_once("engine.crc").crc16  # its table only while a frame is made
    crc = crc16(body, crc16(head))
    return head + bytes(body) + bytes((crc & 0xFF, crc >> 8, COMMIT))


class Journal:
    """The parts in a store, read and written as frames (see the module docstring).

    precious: the names of the parts to program first when the only unit is erased.
    After load(): `parts` (name -> bytes), `status` ('ok', 'empty': erased flash,
    'version': a frame of another format, 'corrupt': neither erased nor readable),
    `cut` (True when a write was cut short: what it wrote was dropped) and `dropped`
    (how many complete frames were dropped because their content could not be read:
    the next write rewrites the store without them, even when no part changed).
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
        self.dropped = 0

    def load(self):
        """Read the parts; returns them (also in self.parts). The reading code loads for
        this one use (engine/save_load.py): it is not on the heap while a game is played."""
        from engine.modules import part

        return part(__name__, "load").load(self)

    def write(self, changes):
        """Save the changed parts ({name: bytes, or None to delete}) in one write to the
        store; parts that did not change are left out, and nothing is written when none
        did. SaveError (nothing written) when they do not fit."""
        parts = self.parts
        changes = {n: v for n, v in changes.items() if v != parts.get(n) and (v or n in parts)}
        if not changes and not self.dropped:
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
            whole[p : p + k] = ERASED_BYTES[:k]
        self.store.write(unit * self.unit, whole)
        self.tail = n
        self._done(new, seq, unit)

    def _done(self, new, seq, unit):
        self.parts = new
        self.seq = seq & _SEQ
        self.current = unit
        self.status = "ok"
        self.cut = False
        self.dropped = 0
