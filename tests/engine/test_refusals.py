"""Issue 38: decode() refuses every position play cannot reach (each field checked against
the others as play made them), and the store's frames are untrusted even under a good CRC:
one that cannot be read is dropped alone, with a true notice, and nothing stops the start.
These are the issue's examples and what the fuzz suite (tests/fuzz/) found, kept as
plain tests that run on the VMs too."""

from engine import lang
from engine.app.settings import Settings
from engine.first_season.rules import FirstOfTheSeason
from engine.flash import NRF52840, RP2040, SAMD51, Flash
from engine.niwa.rules import Niwa
from engine.royal_council.rules import RoyalCouncil
from engine.save import FULL, Journal, frame
from tests.engine.expect import raises

CHIPS = (SAMD51, NRF52840, RP2040)


def refused(cls, text):
    raises(ValueError, cls.decode, text)


def changed(text, old, new):
    assert old in text, (old, text)
    return text.replace(old, new, 1)


def test_first_of_the_season_refuses_crowns_harvesters_and_turns_play_cannot_make():
    deal = FirstOfTheSeason(2, 3).encode()
    assert FirstOfTheSeason.decode(deal).encode() == deal
    refused(FirstOfTheSeason, changed(deal, "C:------", "C:0-----"))  # a Crown for nothing
    refused(FirstOfTheSeason, changed(deal, " x- ", " x1 "))  # a harvester of nothing
    refused(FirstOfTheSeason, changed(deal, " t0 ", " t1 "))  # seat 0 begins game 0
    g = FirstOfTheSeason(2, 3)
    g.play(g.parse_move("3LY"))
    g.play(g.parse_move("h2WL"))
    after = g.encode()
    assert " x0 " in after and "T0:2WL" in after
    assert FirstOfTheSeason.decode(after).encode() == after
    refused(FirstOfTheSeason, changed(after, " x0 ", " x1 "))  # only seat 0 harvested
    refused(FirstOfTheSeason, changed(after, " x0 ", " x- "))  # a harvest was made
    refused(FirstOfTheSeason, changed(after, " t1 ", " t0 "))
    refused(FirstOfTheSeason, changed(after, "C:", "C:1"))


def test_first_of_the_season_crowns_follow_the_counts_of_each_suit():
    g = FirstOfTheSeason(2, 3)
    g.play(g.parse_move("3LY"))
    g.play(g.parse_move("h2WL"))
    text = g.encode()
    crowns = text.split(" ")[-1]
    for s in range(6):  # each Crown given to the other seat, or taken away, is refused
        for other in "01-":
            if crowns[2 + s] != other:
                refused(FirstOfTheSeason, text[: -6 + s] + other + text[len(text) - 5 + s:])


def test_royal_council_refuses_points_with_no_card_played():
    deal = RoyalCouncil(2, 6, {"target": 31}).encode()
    assert RoyalCouncil.decode(deal).encode() == deal
    refused(RoyalCouncil, changed(deal, "S:0,0", "S:0,9"))
    refused(RoyalCouncil, changed(deal, "S:0,0", "S:1,0"))
    g = RoyalCouncil(2, 6, {"target": 31})
    g.play(g.legal_moves()[0])
    one = g.encode()
    assert RoyalCouncil.decode(one).encode() == one
    seat = 1 - g.to_move
    scores = list(g.scores)
    scores[1 - seat] += 1  # the seat that has not played yet
    refused(RoyalCouncil, changed(one, "S:%d,%d" % tuple(g.scores), "S:%d,%d" % tuple(scores)))


def test_niwa_refuses_objectives_and_cards_the_seed_did_not_deal():
    g = Niwa(2, 7)
    deal = g.encode()
    assert Niwa.decode(deal).encode() == deal
    obj = " obj=%d " % g.objectives[0]
    other = " obj=%d " % (g.objectives[0] % 8 + 1)
    refused(Niwa, changed(deal, obj, other))
    refused(Niwa, changed(deal, " turn=0 ", " turn=1 "))  # seat 0 begins
    refused(Niwa, changed(deal, " seed=7 ", " seed=8 "))  # another seed deals otherwise
    first = deal.split(" hand0=")[1].split(",")[0]
    refused(Niwa, changed(deal, " known0=- ", " known0=%s " % first))  # no card taken yet


def body_frame(body, seq=1, flags=FULL):
    """A frame around raw body bytes, its CRC good (engine.save.frame's layout)."""
    from engine.crc import crc16

    n = len(body)
    head = bytes((0x50, 0x43, 2, flags, seq & 0xFF, seq >> 8, n & 0xFF, n >> 8))
    crc = crc16(body, crc16(head))
    return head + bytes(body) + bytes((crc & 0xFF, crc >> 8, 0))


def test_a_frame_whose_part_name_is_not_text_cannot_stop_the_start():
    for chip in CHIPS:
        flash = Flash(chip)
        flash.write(0, body_frame(b"\x02\xff\xfe\x01\x00A"))  # the frame
        s = Settings(flash)
        s.load()  # no UnicodeDecodeError
        assert s.problems == ["store"] and s.waiting() == []


def test_a_later_frame_that_cannot_be_read_is_dropped_alone_with_a_true_notice():
    for chip in CHIPS:
        flash = Flash(chip)
        s = Settings(flash)
        s.load()
        s.language = lang.GERMAN
        s.save()
        journal = Journal(flash)
        journal.load()
        if chip == RP2040:  # appended after the good frames
            at = journal.tail
        else:  # the only unit rewritten, or the other page: the frame follows the snapshot
            at = journal.current * journal.unit + journal.tail
        flash.data[at : at + 20] = body_frame(b"\x03set\xff\x00[", journal.seq + 1, 0) + b"\xff" * 7
        again = Settings(flash)
        again.load()
        assert again.problems == ["frame"], (chip, again.problems)  # not "store": kept
        assert again.language == lang.GERMAN
        assert again.save()  # the bad frame is written over at once, nothing changed
        third = Settings(flash)
        third.load()
        assert third.problems == [] and third.language == lang.GERMAN, chip
    lang.set_language(lang.ENGLISH)


def test_a_bad_newest_snapshot_falls_back_to_the_one_before():
    flash = Flash(RP2040)
    good = frame(1, FULL, {"set": b"[1,0,2,0]"}, ["set"])
    flash.write(0, good + body_frame(b"\x03se", 2))  # a length beyond the body
    s = Settings(flash)
    s.load()
    assert s.problems == ["frame"] and s.language == lang.GERMAN
    lang.set_language(lang.ENGLISH)


def test_a_game_part_named_as_a_problem_of_the_store_is_dropped_without_a_false_word():
    flash = Flash(RP2040)
    Journal(flash).write({"g.store": b"nul", "set": b"[0,1,1,1]"})
    s = Settings(flash)
    s.load()
    assert s.problems == []
