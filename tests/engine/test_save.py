"""The save journal on each chip's flash: round trips, erases, power cuts, junk."""

import sys

from engine.crc import crc16
from engine.flash import NRF52840, RP2040, SAMD51, Flash, power_cuts
from engine.save import FULL, Journal, SaveError, frame
from tests.engine.expect import raises

CHIPS = (SAMD51, NRF52840, RP2040)
PRECIOUS = ("set", "stats")
# The VM cannot collect inside a test: there the cuts are sampled (every 97th byte).
CUT_EVERY = 1 if sys.implementation.name == "cpython" else 97  # the VMs: every 97th cut


def journal(flash):
    j = Journal(flash, PRECIOUS)
    j.load()
    return j


def history():
    """A run of changes like the app's: settings, statistics, games coming and going."""
    steps = [{"set": b"[0,1,1,1]"}, {"stats": b'{"stats":{},"best":{}}'}]
    for i in range(12):
        steps.append({"g.royal_garden": b"RG1 S " + b"x" * (40 + 9 * i)})
        if i % 4 == 1:
            steps.append({"g.niwa": b"NW1 " + b"y" * (100 + i)})
        if i % 5 == 4:
            steps.append({"g.royal_garden": None, "stats": b'{"stats":{"r":%d}}' % i})
        if i == 7:
            steps.append({"set": b"[1,0,2,1]", "g.niwa": None})
        if i in (3, 6, 9):
            steps.append({"g.first_season": b"FS1 " + b"w" * (600 + 50 * i)})
    return steps


def apply(parts, changes):
    new = dict(parts)
    for name in changes:
        if changes[name]:
            new[name] = changes[name]
        elif name in new:
            del new[name]
    return new


def test_crc16_check_value():
    assert crc16(b"123456789") == 0x29B1


def test_the_written_crc_table_is_the_polynomial_0x1021():
    from engine.crc import _TABLE

    assert len(_TABLE) == 512
    for byte in range(256):
        c = byte << 8
        for _ in range(8):
            c = ((c << 1) ^ 0x1021) if c & 0x8000 else (c << 1)
        assert (_TABLE[2 * byte] << 8 | _TABLE[2 * byte + 1]) == c & 0xFFFF, byte


def test_an_erased_store_loads_nothing():
    for chip in CHIPS:
        j = journal(Flash(chip))
        assert j.parts == {} and j.status == "empty" and not j.cut


def test_parts_come_back_after_every_write_on_every_chip():
    for chip in CHIPS:
        flash = Flash(chip)
        j = journal(flash)
        parts = {}
        for changes in history():
            j.write(changes)
            parts = apply(parts, changes)
            again = journal(flash)
            assert again.parts == parts and again.status == "ok" and not again.cut, chip
            assert j.parts == parts


def test_the_rp2040_appends_into_erased_flash_and_erases_only_when_full():
    flash = Flash(RP2040)
    j = journal(flash)
    writes = 0
    while flash.erases[0] == 0:
        j.write({"g.niwa": b"z" * (150 + writes % 7)})
        writes += 1
    assert writes >= 20  # about 4 KB of 160-byte frames before the first erase
    assert flash.erases == [1]
    assert journal(flash).parts == j.parts


def test_the_clue_writes_its_two_pages_in_turn_and_each_write_erases_one():
    flash = Flash(NRF52840)
    j = journal(flash)
    for i in range(6):
        j.write({"set": b"[%d]" % i})
        assert sum(flash.erases) == i + 1 and flash.erases[i % 2] == i // 2 + 1
        assert j.current == i % 2


def test_the_samd51_erases_its_one_unit_on_every_write():
    flash = Flash(SAMD51)
    j = journal(flash)
    for i in range(5):
        j.write({"set": b"[%d]" % i})
        assert flash.erases == [i + 1]


def cut_outcomes(chip):
    """Every power cut during every write of history(): the parts a load gives, checked
    against what each chip's design promises. Returns how often each outcome came."""
    flash = Flash(chip)
    j = journal(flash)
    seen = {"new": 0, "old": 0, "precious": 0, "nothing": 0}
    one_unit = j.units == 1
    for changes in history():
        old = dict(j.parts)
        new = apply(old, changes)
        precious = {n: old[n] for n in PRECIOUS if n in old}
        write = next_write(j, changes)
        for state in power_cuts(flash, *write, every=CUT_EVERY) if write else ():
            cut = Flash(chip)
            cut.data[:] = state
            got = journal(cut)
            assert got.status in ("ok", "empty"), (chip, got.status)
            if got.parts == new:
                seen["new"] += 1
            elif got.parts == old:
                seen["old"] += 1
            elif got.parts == precious and one_unit:
                seen["precious"] += 1
            else:
                assert got.parts == {} and one_unit, (chip, sorted(got.parts))
                seen["nothing"] += 1
            # The device starts and its next save lands whole.
            got.write({"set": b"[9]"})
            assert journal(cut).parts == got.parts and got.parts["set"] == b"[9]"
        j.write(changes)
    return seen


def next_write(j, changes):
    """(offset, data) of the write j.write(changes) will make, found by a dry run
    (None, nothing, when it makes none)."""
    probe = Recorder(j.store)
    twin = Journal(probe, PRECIOUS)
    twin.parts, twin.seq, twin.current, twin.tail = dict(j.parts), j.seq, j.current, j.tail
    twin.write(changes)
    return probe.last


class Recorder:
    """A store that keeps the last write instead of making it."""

    def __init__(self, store):
        self.store = store
        self.size, self.unit, self.program_only = store.size, store.unit, store.program_only
        self.last = None

    def read(self, offset, n):
        return self.store.read(offset, n)

    def write(self, offset, data):
        self.last = (offset, bytes(data))


def test_a_cut_on_the_clue_keeps_the_last_write_or_the_one_before():
    seen = cut_outcomes(NRF52840)
    assert seen["precious"] == 0 and seen["nothing"] == 0
    assert seen["new"] and seen["old"]


def test_a_cut_on_the_rp2040_loses_everything_only_while_a_full_sector_is_erased():
    seen = cut_outcomes(RP2040)
    assert seen["new"] and seen["old"] and seen["nothing"]
    assert seen["nothing"] < seen["old"] // 20, seen


def test_a_cut_on_the_samd51_keeps_settings_and_statistics_unless_it_hits_the_erase():
    seen = cut_outcomes(SAMD51)
    assert seen["new"] and seen["old"] and seen["precious"]
    assert seen["nothing"] < seen["precious"], seen


def test_sequences_wrap_around():
    for chip in CHIPS:
        flash = Flash(chip)
        j = journal(flash)
        j.seq = 0xFFFD
        for i in range(8):
            j.write({"set": b"[%d]" % i})
            assert journal(flash).parts == {"set": b"[%d]" % i}, (chip, i)


def test_junk_zeros_and_other_versions_are_told_apart():
    for chip in CHIPS:
        zeros = Flash(chip, fill=0)
        assert journal(zeros).status == "corrupt"
        noise = Flash(chip)
        for i in range(noise.size):
            noise.data[i] = (i * 37 + 11) & 255
        assert journal(noise).status == "corrupt" and journal(noise).parts == {}
        other = Flash(chip)
        other.data[0:4] = b"PC\x01\x00"
        assert journal(other).status == "version"


def test_a_flipped_bit_drops_the_frame_it_is_in():
    flash = Flash(SAMD51)
    j = journal(flash)
    j.write({"set": b"[1]"})
    flash.data[12] ^= 4
    assert journal(flash).parts == {} and journal(flash).status == "corrupt"


def test_too_much_data_is_refused_and_nothing_is_written():
    for chip in CHIPS:
        flash = Flash(chip)
        j = journal(flash)
        j.write({"set": b"[1]"})
        before = bytes(flash.data)
        raises(SaveError, j.write, {"g.niwa": b"q" * chip[1]})
        assert bytes(flash.data) == before and j.parts == {"set": b"[1]"}


def test_a_frame_is_its_header_body_crc_and_commit_byte():
    data = frame(7, FULL, {"a": b"xyz"}, ["a"])
    assert data[:8] == b"PC\x02\x01\x07\x00\x07\x00"
    assert data[8:15] == b"\x01a\x03\x00xyz"
    crc = crc16(data[:15])
    assert data[15:] == bytes((crc & 0xFF, crc >> 8, 0))
