"""Settings, statistics and the waiting games in the store: per-level results, the best
match, one waiting game per game, a bad part reset alone, the first format read once, and
when the app writes (few erases, never an unchanged part)."""

import json

from engine import lang
from engine.app.session import PERSON, Session
from engine.app.settings import Settings
from engine.app.settings_result import totals
from engine.crc import crc16
from engine.flash import NRF52840, RP2040, SAMD51, Flash
from engine.save import Journal
from tests.engine.fakes import waiting

CHIPS = (SAMD51, NRF52840, RP2040)


def fresh(chip=RP2040, fill=0xFF, every=1):
    s = Settings(Flash(chip, fill), every)
    s.load()
    return s


def reload(settings):
    again = Settings(settings.journal.store, settings.every)
    again.load()
    lang.set_language(lang.ENGLISH)
    return again


def raw_parts(parts, chip=RP2040):
    """Settings over a store holding exactly these parts (bytes), as written by the app."""
    flash = Flash(chip)
    Journal(flash).write(parts)
    s = Settings(flash)
    s.load()
    lang.set_language(lang.ENGLISH)
    return s


def test_results_count_by_level_with_the_best_match():
    s = fresh()
    s.record_result("royal_garden", "expert", (0, 1), 0)  # lost
    s.record_result("royal_garden", "expert", (3, 1), 0)  # won by 2
    s.record_result("royal_garden", "novice", (2, 2), 1)  # drawn
    s.record_result("royal_garden", "novice", (1, 5), 1)  # won by 4, from seat 1
    assert s.stats["royal_garden"] == {"expert": [1, 0, 1], "novice": [1, 1, 0]}
    assert totals(s, "royal_garden") == [2, 1, 1]
    assert s.best["royal_garden"] == [5, 4]
    assert totals(s, "niwa") == [0, 0, 0] and "niwa" not in s.best


def test_many_seats_draw_only_on_a_shared_top():
    s = fresh()
    s.record_result("niwa", "casual", (40, 52, 52), 0)  # lost: others tie above
    s.record_result("niwa", "casual", (52, 40, 52), 0)  # a shared first place: drawn
    s.record_result("niwa", "casual", (60, 40, 59), 0)  # won by 1
    assert s.stats["niwa"]["casual"] == [1, 1, 1]
    assert s.best["niwa"] == [60, 1]


def test_best_margin_may_be_negative_until_a_win():
    s = fresh()
    s.record_result("royal_council", "skilled", (80, 121), 0)
    s.record_result("royal_council", "skilled", (100, 121), 0)
    assert s.best["royal_council"] == [100, -21]


def test_everything_survives_a_power_cycle_on_every_chip():
    for chip in CHIPS:
        s = fresh(chip)
        s.language = lang.GERMAN
        s.sound = False
        s.ai_level = 2
        s.record_result("first_season", "planner", (1, 0), 0)
        s.record_result("first_season", "expert", (0, 1), 0)
        s.set_game(waiting("first_season", [PERSON, 3], "FS1 s7 m1"))
        s.set_game(waiting("niwa", [PERSON, 1, 1], "NW1 x"))
        assert s.save()
        t = reload(s)
        assert t.problems == [] and not t.cut
        assert (t.sound, t.language, t.ai_level, t.coach) == (False, lang.GERMAN, 2, True)
        assert t.stats == {"first_season": {"planner": [1, 0, 0], "expert": [0, 0, 1]}}
        assert t.best == {"first_season": [1, 1]}
        assert t.game("first_season") == ["first_season", [PERSON, 3], "FS1 s7 m1", []]
        assert t.game("niwa") == ["niwa", [PERSON, 1, 1], "NW1 x", []]
        assert t.waiting() == ["niwa", "first_season"] and t.game("royal_garden") is None


def test_the_game_played_last_comes_first():
    s = fresh()
    s.set_game(waiting("niwa", [PERSON, 0], "a"))
    s.set_game(waiting("royal_garden", [PERSON, 0], "b"))
    s.set_game(waiting("niwa", [PERSON, 0], "a2"))
    assert s.waiting() == ["niwa", "royal_garden"]
    s.set_game(waiting("royal_garden", [PERSON, 0], "b"))  # unchanged: not played again
    assert s.waiting() == ["niwa", "royal_garden"]
    s.save()
    assert reload(s).waiting() == ["niwa", "royal_garden"]
    s.drop_game("niwa")
    s.save()
    assert reload(s).waiting() == ["royal_garden"]


def test_each_part_is_compact_json():
    s = fresh()
    s.record_result("niwa", "novice", (1, 0), 0)
    s.set_game(waiting("niwa", [PERSON, 0], "NW1"))
    parts = s.parts()
    for data in parts.values():
        assert b", " not in data and b": " not in data
    assert json.loads(parts["set"]) == [0, 1, 1, 1, {}]
    assert json.loads(parts["stats"]) == {"stats": {"niwa": {"novice": [1, 0, 0]}},
                                          "best": {"niwa": [1, 1]}}
    assert json.loads(parts["g.niwa"]) == [1, [PERSON, 0], "NW1", []]


def test_a_bad_part_is_reset_alone():
    good = {"set": b"[1,0,2,0]", "stats": b'{"stats":{"niwa":{"casual":[1,2,3]}},"best":{}}',
            "g.niwa": b'[4,[-1,0],"NW1"]', "g.royal_garden": b'[3,[-1,1],"RG1"]'}
    s = raw_parts(good)
    assert s.problems == [] and s.language == lang.GERMAN
    assert s.stats == {"niwa": {"casual": [1, 2, 3]}}
    assert s.waiting() == ["niwa", "royal_garden"]
    bad_settings = (b"[1,0]", b"[1,0,2,Infinity]", b"[1,0,2,1e400]", b"[1,0,2,true]",
                    b"[1,0,9,0]", b"[1.0,0,2,0]", b'"set"', b"{not json", b"[" * 3000,
                    b"[1,0,2,99999999999999999999999999]")
    for data in bad_settings:
        s = raw_parts(dict(good, set=data))
        assert s.problems == ["settings"], data[:20]
        assert s.language == lang.ENGLISH and s.ai_level == 1 and s.sound
        assert s.stats == {"niwa": {"casual": [1, 2, 3]}} and len(s.waiting()) == 2
    bad_stats = (b"[]", b'{"stats":[]}', b'{"stats":{"niwa":{"casual":[1,2]}},"best":{}}',
                 b'{"stats":{"niwa":{"casual":[1,"2",3]}},"best":{}}',
                 b'{"stats":{"niwa":{"casual":[1,2,-3]}},"best":{}}',
                 b'{"stats":{},"best":{"niwa":5}}', b'{"stats":{},"best":{"niwa":[1,NaN]}}',
                 b'{"stats":{"' + b"x" * 40 + b'":{}},"best":{}}', b"{" * 3000)
    for data in bad_stats:
        s = raw_parts(dict(good, stats=data))
        assert s.problems == ["statistics"], data[:30]
        assert s.stats == {} and s.best == {} and s.language == lang.GERMAN
    bad_games = (b'[4,[-1,0]]', b'[4,"-1,0","x"]', b'[4,[],"x"]', b'[4,[-1,1e9],"x"]',
                 b'["4",[-1,0],"x"]', b'[4,[-1,0],7]', b"nul")
    for data in bad_games:
        s = raw_parts(dict(good, **{"g.niwa": data}))
        assert s.problems == ["niwa"], data
        assert s.waiting() == ["royal_garden"] and s.stats and s.language == lang.GERMAN


def test_each_games_last_setup_is_kept_and_a_save_without_it_still_loads():
    s = fresh()
    s.setups["niwa"] = [4, [PERSON, 2, 0, 1, 1, 1], [1]]
    s.language = lang.GERMAN
    s.save()
    again = reload(s)
    assert again.problems == [] and again.language == lang.GERMAN
    assert again.setups == {"niwa": [4, [PERSON, 2, 0, 1, 1, 1], [1]]}
    old = raw_parts({"set": b"[1,0,2,0]"})  # a save from before setups were kept
    assert old.problems == [] and old.language == lang.GERMAN and old.setups == {}
    for data in (b'[1,0,2,0,[]]', b'[1,0,2,0,{"niwa":[4,[-1,0]]}]',
                 b'[1,0,2,0,{"niwa":[9,[-1,0],[]]}]', b'[1,0,2,0,{"niwa":[2,[-1,"0"],[]]}]',
                 b'[1,0,2,0,{"niwa":[2,[-1,0],[-1]]}]', b'[1,0,2,0,{}, 5]'):
        bad = raw_parts({"set": data})
        assert bad.problems == ["settings"] and bad.setups == {}, data


def test_unreadable_flash_and_other_formats_are_told_apart():
    assert fresh().problems == []  # erased flash: a first start, no message
    for chip in CHIPS:
        assert fresh(chip, fill=0).problems == ["store"]
        noise = Flash(chip)
        for i in range(noise.size):
            noise.data[i] = (i * 73 + 19) & 255
        s = Settings(noise)
        s.load()
        assert s.problems == ["store"] and s.waiting() == []


def first_format(chip, data, seq=3, slot=0):
    """A store holding a save of the first format (A/B slots in the two halves)."""
    flash = Flash(chip)
    payload = json.dumps(data).encode()
    head = b"PC\x01" + bytes((seq & 255, seq >> 8, len(payload) & 255, len(payload) >> 8))
    crc = crc16(head + payload)
    record = head + payload + bytes((crc & 255, crc >> 8))
    start = slot * flash.size // 2
    flash.data[start : start + len(record)] = record
    return flash


def test_a_save_of_the_first_format_is_kept_once_and_then_rewritten():
    data = {"v": 2, "set": [1, 0, 2, 0], "stats": {"niwa": {"casual": [1, 0, 0]}},
            "best": {"niwa": [30, 2]}, "game": ["niwa", [-1, 0], "NW1 x"]}
    for chip in CHIPS:
        flash = first_format(chip, data, slot=1)
        s = Settings(flash)
        s.load()
        assert s.problems == [] and s.language == lang.GERMAN and not s.sound
        assert s.stats == {"niwa": {"casual": [1, 0, 0]}} and s.best == {"niwa": [30, 2]}
        assert s.game("niwa") == ["niwa", [-1, 0], "NW1 x", []]
        assert s.save()
        again = reload(s)
        assert again.journal.status == "ok" and again.game("niwa") == s.game("niwa")
        assert again.language == lang.GERMAN and not again.cut
        old = first_format(chip, {"v": 1, "set": [1, 0, 2, 0]})
        s = Settings(old)
        s.load()
        assert s.problems == ["version"] and s.language == lang.ENGLISH
    lang.set_language(lang.ENGLISH)


class Game:
    """A stand-in game: seats take turns; it is over after `length` moves."""

    seats = 2

    def __init__(self, length):
        self.length = length
        self.moves = 0
        self.to_move = 0

    def is_over(self):
        return self.moves >= self.length

    def play(self, move):
        self.moves += 1
        self.to_move = 1 - self.to_move

    def encode(self):
        return "G%d" % self.moves

    def can_undo(self):  # the review's record (engine.review.played): no history here
        return False


def play_against_the_ai(settings, length):
    """A person (seat 0) against an AI, through Settings.moved as the play scene calls
    it; returns how many writes the store saw."""
    store = settings.journal.store
    session = Session("niwa", Game(length), [PERSON, 1])
    game = session.game
    before = store.writes
    while not game.is_over():
        by_person = game.to_move == 0
        session.play(1)
        if by_person:
            settings.decided()
        if game.is_over():
            settings.record_result("niwa", "expert", (1, 0), 0)
        settings.moved(session)
    return store.writes - before


def test_a_write_every_few_decisions_holds_the_ai_reply_and_the_end_writes_the_result():
    for every, length, writes in ((1, 10, 5), (3, 10, 2), (40, 10, 1), (40, 100, 2)):
        s = fresh(SAMD51, every=every)
        assert play_against_the_ai(s, length) == writes, (every, length)
        assert s.game("niwa") is None and s.stats["niwa"]["expert"] == [1, 0, 0]
        assert reload(s).stats == s.stats and reload(s).waiting() == []
    s = fresh(SAMD51, every=1)
    session = Session("niwa", Game(9), [PERSON, 1])
    session.play(1)
    s.decided()
    s.moved(session)  # the person moved: the AI replies before the write
    assert s.journal.store.writes == 0 and s.dirty
    session.play(1)
    s.moved(session)
    assert s.journal.store.writes == 1 and not s.dirty
    assert reload(s).game("niwa") == ["niwa", [PERSON, 1], "G1", [1]]  # first kept at G1


def test_nothing_unchanged_is_written_again():
    for chip in CHIPS:
        s = fresh(chip)
        s.set_game(waiting("niwa", [PERSON, 0], "NW1"))
        assert s.save()
        writes = s.journal.store.writes
        assert s.save() and s.save()
        s.set_game(waiting("niwa", [PERSON, 0], "NW1"))
        s.sound = True  # as it was
        assert s.save() and s.journal.store.writes == writes


def test_a_match_too_long_for_the_store_keeps_the_last_record_that_fitted():
    s = fresh()
    s.set_game(waiting("royal_garden", [PERSON, 1], "RG1 P20 7 " + "x" * 100))
    assert s.save()
    s.set_game(waiting("royal_garden", [PERSON, 1], "RG1 P20 7 " + "x" * 5000))
    assert not s.save()
    assert reload(s).game("royal_garden")[2] == "RG1 P20 7 " + "x" * 100
    s.drop_game("royal_garden")  # the match ended: the small record fits again
    s.record_result("royal_garden", "expert", (20, 3), 0)
    assert s.save()
    t = reload(s)
    assert t.waiting() == [] and t.stats["royal_garden"]["expert"] == [1, 0, 0]


class TightFlash(Flash):
    """A Flash whose first `fails` writes find no memory."""

    def __init__(self, chip, fails):
        Flash.__init__(self, chip)
        self.fails = fails

    def write(self, offset, data):
        if self.fails:
            self.fails -= 1
            raise MemoryError("no room for the buffer")
        Flash.write(self, offset, data)


def test_a_write_without_memory_is_tried_once_more_then_given_up_calmly():
    for fails, written in ((1, True), (2, False)):
        s = Settings(TightFlash(SAMD51, fails))
        s.load()
        s.set_game(waiting("niwa", [PERSON, 0], "NW1"))
        assert s.save() is written and s.dirty is not written
        assert (reload(s).game("niwa") is not None) is written
