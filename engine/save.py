"""Two-slot (A/B) records in a byte store, safe against a torn write.

The store (board.store: size, read(offset, n), write(offset, data)) is split in
two halves. Each half holds one record:

    magic 'PC' | version (1 byte) | sequence (2 bytes) | length (2 bytes) |
    payload (length bytes) | CRC-16 of everything before it (2 bytes)

save() writes the slot that does not hold the newest valid record, so a write
cut at any byte leaves the previous record intact; load() returns the payload
of the newest valid slot. Sequence numbers wrap at 65536 and compare by their
difference, so the order survives the wrap.
"""

from engine.crc import crc16

MAGIC = b"PC"
VERSION = 1
HEADER = 7  # magic 2, version 1, sequence 2, length 2
TRAILER = 2  # CRC-16


class SaveError(ValueError):
    """A payload that cannot be saved (too large for a slot)."""


def _newer(a, b):
    """True when sequence a is newer than b (mod 65536)."""
    return 0 < ((a - b) & 0xFFFF) < 0x8000


class Slots:
    """A/B records over a byte store."""

    def __init__(self, store, version=VERSION):
        self.store = store
        self.version = version
        self.half = store.size // 2
        self.capacity = self.half - HEADER - TRAILER

    def _read_slot(self, index):
        """(sequence, payload) of a valid slot, or None; also the reason if not."""
        raw = self.store.read(index * self.half, self.half)
        if raw[0:2] != MAGIC:
            return None, "empty"
        if raw[2] != self.version:
            return None, "version"
        seq = raw[3] | (raw[4] << 8)
        length = raw[5] | (raw[6] << 8)
        if length > self.capacity:
            return None, "corrupt"
        end = HEADER + length
        crc = raw[end] | (raw[end + 1] << 8)
        if crc16(raw[0:end]) != crc:
            return None, "corrupt"
        return (seq, bytes(raw[HEADER:end])), None

    def _newest(self):
        """(slot index, sequence, payload) of the newest valid record, or None."""
        best = None
        for index in (0, 1):
            record, _ = self._read_slot(index)
            if record is not None and (best is None or _newer(record[0], best[1])):
                best = (index, record[0], record[1])
        return best

    def load(self):
        """The newest valid payload, or None when neither slot is valid."""
        best = self._newest()
        return None if best is None else best[2]

    def status(self):
        """'ok', 'empty' (never written), 'version' (older format) or 'corrupt'."""
        reasons = []
        for index in (0, 1):
            record, reason = self._read_slot(index)
            if record is not None:
                return "ok"
            reasons.append(reason)
        if "version" in reasons:
            return "version"
        if "corrupt" in reasons:
            return "corrupt"
        return "empty"

    def save(self, payload):
        """Write payload (bytes) as the newest record, into the older slot."""
        if len(payload) > self.capacity:
            raise SaveError("payload of %d bytes exceeds %d" % (len(payload), self.capacity))
        best = self._newest()
        if best is None:
            index, seq = 0, 1
        else:
            index, seq = 1 - best[0], (best[1] + 1) & 0xFFFF
        n = len(payload)
        head = bytes((MAGIC[0], MAGIC[1], self.version, seq & 0xFF, seq >> 8, n & 0xFF, n >> 8))
        crc = crc16(payload, crc16(head))
        self.store.write(index * self.half, head + payload + bytes((crc & 0xFF, crc >> 8)))

    def erase(self):
        """Invalidate both slots (a fresh start)."""
        for index in (0, 1):
            self.store.write(index * self.half, b"\x00\x00")
