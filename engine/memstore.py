"""A byte store in RAM with the board store interface (tests, fallbacks)."""


class MemoryStore:
    """size, read(offset, n), write(offset, data) over a bytearray."""

    def __init__(self, size=4096, fill=0xFF):
        self.size = size
        self.data = bytearray(bytes((fill,)) * size)

    def read(self, offset, n):
        return bytes(self.data[offset : offset + n])

    def write(self, offset, data):
        if offset < 0 or offset + len(data) > self.size:
            raise ValueError("write outside the store")
        self.data[offset : offset + len(data)] = data


class TornStore:
    """Wraps a store and lets only the first `budget` bytes of writes land.

    Stands in for a power cut in the middle of a flash write (tests).
    """

    def __init__(self, store, budget):
        self.store = store
        self.size = store.size
        self.budget = budget

    def read(self, offset, n):
        return self.store.read(offset, n)

    def write(self, offset, data):
        keep = data[: max(0, self.budget)]
        self.budget -= len(keep)
        self.store.write(offset, keep)
