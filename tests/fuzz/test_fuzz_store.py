"""The save layer fuzzed (issue 38) on each chip's flash model: stores the app writes
(settings, statistics, waiting games), then damaged as flash and bad luck damage them:
single-bit flips, frames whose CRC is good but whose content is not (changed field by
field: a part's name, its lengths, its data; the version; the flags), sequences about
to wrap, and writes torn at every byte. Settings.load never raises, its notices are
true, a save heals the store, and the app starts on every such store."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import lang
from engine.app.settings import Settings
from engine.crc import crc16
from engine.flash import NRF52840, RP2040, SAMD51, Flash, power_cuts
from engine.save import HEADER, Journal
from engine.save_load import scan
from tests.driver import press, restarted
from tests.fuzz.notation import CLASSES, GAME_IDS, reached

CHIPS = {"samd51": SAMD51, "nrf52840": NRF52840, "rp2040": RP2040}
BOARDS = {"samd51": "pybadge", "nrf52840": "clue", "rp2040": "picosystem"}
WORDS = ("store", "version", "frame", "settings", "statistics")


@st.composite
def used_stores(draw, chip):
    """A Flash written by Settings as the app writes it, a few saves deep; and the
    Settings after the last save."""
    flash = Flash(CHIPS[chip])
    s = Settings(flash)
    s.load()
    if draw(st.booleans()):  # sequences about to wrap
        s.journal.seq = draw(st.integers(0xFFF0, 0xFFFF))
    for _ in range(draw(st.integers(1, 5))):
        s.language = draw(st.integers(0, 1))
        s.sound = draw(st.booleans())
        s.ai_level = draw(st.integers(0, 3))
        game_id = draw(st.sampled_from(GAME_IDS))
        if draw(st.booleans()):
            s.stats[game_id] = {"casual": [draw(st.integers(0, 99)), 0, 1]}
        if draw(st.booleans()):
            game = draw(reached(game_id))
            s.games[game_id] = [len(s.games) + 1, [-1] * game.seats, game.encode(), [], 0]
        elif game_id in s.games and draw(st.booleans()):
            del s.games[game_id]
        s.save()
    lang.set_language(lang.ENGLISH)
    return flash, s


def frames(flash):
    """(offset, body start, body end) of each complete frame in the store."""
    out = []
    unit = flash.unit
    for u in range(flash.size // unit):
        found, _, _ = scan(flash.read(u * unit, unit))
        for f in found:
            out.append((u * unit + f[2] - HEADER, u * unit + f[2], u * unit + f[3]))
    return out


def reseal(flash, start, head, body):
    """Frame at start rewritten with head and body, its CRC good (engine.save.frame)."""
    n = len(body)
    head = bytes(head[:6]) + bytes((n & 0xFF, n >> 8))
    crc = crc16(body, crc16(head))
    data = head + bytes(body) + bytes((crc & 0xFF, crc >> 8, 0))
    end = min(flash.size, (start // flash.unit + 1) * flash.unit)
    flash.data[start:end] = (data + b"\xff" * (end - start))[: end - start]


@st.composite
def damaged(draw, chip):
    """(flash, what was done, the Settings written last) of a used store, damaged once."""
    flash, written = draw(used_stores(chip))
    how = draw(st.sampled_from(("flip", "body", "version", "flags", "none")))
    found = frames(flash)
    if how == "flip":
        used = max(f[2] for f in found) + 3 if found else flash.size
        at = draw(st.integers(0, used - 1))
        flash.data[at] ^= 1 << draw(st.integers(0, 7))
    elif how in ("body", "version", "flags") and found:
        start, b0, b1 = draw(st.sampled_from(found))
        head = bytearray(flash.data[start:b0])
        body = bytearray(flash.data[b0:b1])
        if how == "version":
            head[2] = draw(st.sampled_from((0, 1, 3, 0xFE)))
        elif how == "flags":
            head[3] ^= 1
        else:  # field by field: a name's length or byte, a data length or byte, a cut
            what = draw(st.sampled_from(("name_len", "name", "data_len", "data", "cut",
                                         "append")))
            if body:
                at = draw(st.integers(0, len(body) - 1))
                if what == "cut":
                    body = body[:at]
                elif what == "append":
                    body += bytes(draw(st.lists(st.integers(0, 255), max_size=8)))
                elif what in ("name", "data"):
                    body[at] = draw(st.integers(0, 255))
                else:  # the first part's lengths
                    k = body[0]
                    pos = 0 if what == "name_len" else min(len(body) - 1, 1 + k)
                    body[pos] = draw(st.integers(0, 255))
        reseal(flash, start, head, body)
    return flash, how, written


def loaded(flash):
    s = Settings(flash)
    s.load()  # never raises
    lang.set_language(lang.ENGLISH)
    return s


def true_notices(s):
    """What Settings.load says fits what it kept."""
    for problem in s.problems:
        assert problem in WORDS or problem in CLASSES, problem
    if "store" in s.problems or "version" in s.problems:
        assert not s.games and not s.stats and s.language == lang.ENGLISH
    if "frame" in s.problems:
        assert s.journal.dropped


@pytest.mark.parametrize("chip", sorted(CHIPS))
@given(data=st.data())
def test_a_damaged_store_loads_with_true_notices_and_heals(chip, data):
    flash, how, written = data.draw(damaged(chip))
    s = loaded(flash)
    true_notices(s)
    if how == "none":
        assert s.problems == [] and s.journal.parts == written.journal.parts
    s.save()  # as offer_start does after a notice: the store heals
    again = loaded(flash)
    assert again.problems == [], (how, s.problems, again.problems)
    assert again.journal.parts == s.journal.parts


@pytest.mark.parametrize("chip", sorted(CHIPS))
@given(data=st.data())
def test_a_write_torn_at_any_byte_keeps_the_state_before_or_after(chip, data):
    flash, written = data.draw(used_stores(chip))
    before = dict(written.journal.parts)
    written.language = 1 - written.language
    changes = written.parts()
    for name in written.journal.parts:
        changes.setdefault(name, None)
    # The store's bytes at a point of the next write, cut there: any byte programmed
    # may be the last (power_cuts gives every one); a few drawn a write, with the ends.
    probe = Journal(flash, ("set", "stats"))
    probe.load()
    images = []
    real = flash.write

    def capture(offset, payload):
        images.extend(power_cuts(flash, offset, payload))
        real(offset, payload)

    flash.write = capture
    probe.write(changes)
    flash.write = real
    after = dict(probe.parts)
    precious = {k: v for k, v in before.items() if k in ("set", "stats")}
    last = len(images) - 1
    picks = data.draw(st.lists(st.integers(0, max(0, last)), max_size=12))
    cuts = [images[i] for i in set(picks + [0, last])] if images else []
    for image in cuts:
        torn = Flash(CHIPS[chip])
        torn.data[:] = image
        s = loaded(torn)
        true_notices(s)
        got = s.journal.parts
        assert got in (before, after, precious, {}), (sorted(got), sorted(before))


@pytest.mark.parametrize("chip", sorted(CHIPS))
@settings(max_examples=max(8, settings.default.max_examples // 10))  # an app start is slow
@given(data=st.data())
def test_the_app_starts_on_any_such_store(chip, data):
    from boards.desktop.emulator import Emulator, Restart
    from engine.app.app import start

    flash, how, _ = data.draw(damaged(chip))
    hw = Emulator(BOARDS[chip], "headless", None)
    try:
        hw.store.data[:] = flash.data
        app = start(hw)
        app.step()
        names = [type(scene).__name__ for scene in app.scenes]
        assert names[0] == "TitleScene", names
        if app.settings.problems:
            assert names[-1] == "Notice", names  # the calm notice over the title
        for key in ("A", "B", "B"):  # on the notice, the offer to continue, the menu
            try:
                press(app, key)
            except Restart:  # B on a finished game: its menu, in a fresh VM
                app = restarted(app)
    finally:
        hw.close()
        lang.set_language(lang.ENGLISH)


@pytest.mark.parametrize("chip", sorted(CHIPS))
def test_the_app_starts_on_the_issues_stores_with_a_true_notice(chip):
    """Issue 38's two stores: a snapshot whose part name is not UTF-8 (the app could not
    start at all), and a good save followed by a frame whose body cannot be read (the
    notice said all was reset, though the settings were kept)."""
    from boards.desktop.emulator import Emulator
    from engine.app.app import start
    from tests.driver import screen_words

    bad = Flash(CHIPS[chip])
    reseal(bad, 0, b"PC\x02\x01\x01\x00", b"\x02\xff\xfe\x01\x00A")
    kept = Flash(CHIPS[chip])
    s = Settings(kept)
    s.load()
    s.sound = False
    s.save()
    j = Journal(kept)
    j.load()
    at = j.current * kept.unit + j.tail
    seq = j.seq + 1
    reseal(kept, at, bytes((0x50, 0x43, 2, 0, seq & 0xFF, seq >> 8)), b"\x03set\xff")
    for flash, words in ((bad, "could not be read and was reset"), (kept, "the rest is kept")):
        hw = Emulator(BOARDS[chip], "headless", None)
        try:
            hw.store.data[:] = flash.data
            app = start(hw)
            app.step()
            assert [type(x).__name__ for x in app.scenes] == ["TitleScene", "Notice"]
            assert words in screen_words(app), screen_words(app)
            assert app.settings.sound == (flash is bad)
        finally:
            hw.close()
            lang.set_language(lang.ENGLISH)
