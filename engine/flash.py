"""A board's NVM as CircuitPython's driver writes it, for tests and the emulator.

The boards differ (checked in CircuitPython's ports/*/common-hal/nvm/ByteArray.c):
- SAMD51 (PyBadge, PyGamer): 8 KB, one erase unit. Every write, of any length, reads
  the unit, erases it and programs all of it again.
- nRF52840 (CLUE): 8 KB in two 4 KB pages. A write erases and programs every page it
  touches; the other page is left alone.
- RP2040 (PicoSystem, Pico): 4 KB, one sector. A write whose target bytes all read 0xFF
  only programs the 256-byte pages it touches; any other write erases the sector and
  programs all of it again.
Erasing sets every byte of a unit to 0xFF; programming can only clear bits (a byte
becomes old AND new). A write is a list of operations, ("erase", start, length) and
("program", start, bytes), carried out in order from low addresses up: power_cuts()
gives the store's bytes after a cut at every point of them.
"""

PAGE = 256  # RP2040: the flash programs whole 256-byte pages

# (size, erase unit, program_only, rated erase cycles) of each chip's NVM.
SAMD51 = (8192, 8192, False, 10000)
NRF52840 = (8192, 4096, False, 10000)
RP2040 = (4096, 4096, True, 100000)


class Flash:
    """size, unit, program_only, read(offset, n), write(offset, data); `erases` counts
    the erases of each unit and `writes` the write calls."""

    def __init__(self, geometry, fill=0xFF):
        self.size, self.unit, self.program_only, self.endurance = geometry
        self.data = bytearray(bytes((fill,)) * self.size)
        self.erases = [0] * (self.size // self.unit)
        self.writes = 0

    def _check(self, offset, n):
        if offset < 0 or n < 0 or offset + n > self.size:
            raise ValueError("store range")

    def read(self, offset, n):
        self._check(offset, n)
        return bytes(self.data[offset : offset + n])

    def operations(self, offset, data):
        """What the driver does for write(offset, data), in order."""
        self._check(offset, len(data))
        end = offset + len(data)
        ops = []
        if self.program_only:
            erased = True
            for i in range(offset, end):
                if self.data[i] != 0xFF:
                    erased = False
                    break
            if erased:
                pos = offset
                while pos < end:
                    stop = min(end, (pos // PAGE + 1) * PAGE)
                    ops.append(("program", pos, bytes(data[pos - offset : stop - offset])))
                    pos = stop
                return ops
        first = offset // self.unit * self.unit
        for start in range(first, max(end, first + 1), self.unit):
            content = bytearray(self.data[start : start + self.unit])
            lo = max(offset, start)
            hi = min(end, start + self.unit)
            content[lo - start : hi - start] = data[lo - offset : hi - offset]
            ops.append(("erase", start, self.unit))
            ops.append(("program", start, bytes(content)))
        return ops

    def apply(self, op, cut=None):
        """Carry out one operation; cut=k stops a program after its first k bytes."""
        kind, start, value = op
        data = self.data
        if kind == "erase":
            data[start : start + value] = b"\xff" * value
            self.erases[start // self.unit] += 1
            return
        n = len(value) if cut is None else cut
        if data[start : start + n] == b"\xff" * n:
            data[start : start + n] = value[:n]  # erased bytes take the value as it is
            return
        for i in range(n):
            data[start + i] &= value[i]

    def write(self, offset, data):
        for op in self.operations(offset, data):
            self.apply(op)
        self.writes += 1


def power_cuts(flash, offset, data, every=1):
    """The store's bytes after a power cut at every point of write(offset, data): before
    each operation, during each erase (the unit reads 0xFF) and after each programmed
    byte that changes the flash (every: only each every-th of those, and the last).
    Leaves flash as it was."""
    before = bytes(flash.data)
    erases = list(flash.erases)
    ops = flash.operations(offset, data)
    shown = False  # the flash as it is now was yielded
    for op in ops:
        if not shown:
            yield bytes(flash.data)
        kind, start, value = op
        if kind == "erase":
            flash.apply(op)
            shown = False
            continue
        changed = 0
        for i in range(len(value)):
            if flash.data[start + i] & value[i] != flash.data[start + i]:
                flash.data[start + i] &= value[i]
                changed += 1
                shown = changed % every == 0
                if shown:
                    yield bytes(flash.data)
    if not shown:
        yield bytes(flash.data)
    flash.data[:] = before
    flash.erases[:] = erases
