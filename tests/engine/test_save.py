"""A/B save slots: newest wins, torn writes fall back, junk is rejected calmly."""

from engine.crc import crc16
from engine.memstore import MemoryStore, TornStore
from engine.save import SaveError, Slots
from tests.engine.expect import raises


def test_crc16_check_value():
    assert crc16(b"123456789") == 0x29B1


def test_empty_store_loads_nothing():
    slots = Slots(MemoryStore(4096))
    assert slots.load() is None
    assert slots.status() == "empty"


def test_newest_record_wins_and_slots_alternate():
    store = MemoryStore(4096)
    slots = Slots(store)
    for i in range(5):
        slots.save(b"state %d" % i)
        assert slots.load() == b"state %d" % i
    assert store.data[0:2] == b"PC" and store.data[2048:2050] == b"PC"


def test_sequence_wraps():
    # Force the sequence to 65535, then save across the wrap to 0.
    store = MemoryStore(512)
    slots = Slots(store)
    slots.save(b"a")
    store.data[3], store.data[4] = 0xFF, 0xFF
    raw = bytes(store.data[0:8])
    crc = crc16(raw[0:8])
    store.data[8], store.data[9] = crc & 0xFF, crc >> 8
    assert slots.load() == b"a"
    slots.save(b"b")  # sequence 0 in slot 1, newer than 65535
    assert slots.load() == b"b"
    slots.save(b"c")
    assert slots.load() == b"c"


def test_every_torn_write_keeps_a_complete_record():
    payloads = [b"first", b"second record", b"third"]
    for cut in range(0, 40):
        store = MemoryStore(256)
        slots = Slots(store)
        slots.save(payloads[0])
        slots.save(payloads[1])
        before = bytes(store.data)
        Slots(TornStore(store, cut)).save(payloads[2])
        got = slots.load()
        assert got in (payloads[1], payloads[2]), (cut, got)
        if bytes(store.data) == before:
            assert got == payloads[1]


def test_garbage_zeros_and_old_versions_are_rejected():
    store = MemoryStore(256, fill=0)
    assert Slots(store).load() is None
    store = MemoryStore(256)
    for i in range(256):
        store.data[i] = (i * 37 + 11) & 255
    assert Slots(store).load() is None
    old = MemoryStore(256)
    Slots(old, version=0).save(b"old format")
    slots = Slots(old)
    assert slots.load() is None
    assert slots.status() == "version"


def test_corrupt_byte_is_detected():
    store = MemoryStore(256)
    slots = Slots(store)
    slots.save(b"hello")
    store.data[9] ^= 1
    assert slots.load() is None
    assert slots.status() == "corrupt"


def test_too_large_payload_is_refused():
    slots = Slots(MemoryStore(64))
    raises(SaveError, slots.save, bytes(60))
    slots.save(bytes(slots.capacity))
    assert slots.load() == bytes(slots.capacity)
