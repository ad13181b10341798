"""Settings, statistics and the running game in the store: per-level results, the best
match, compact records, older formats, junk and matches too long for a slot."""

import json

from engine import lang
from engine.app.settings import FORMAT, Settings
from engine.memstore import MemoryStore
from engine.save import Slots


def fresh(size=4096, fill=0xFF):
    s = Settings(MemoryStore(size, fill))
    s.load()
    return s


def reload(settings):
    again = Settings(settings.slots.store)
    again.load()
    lang.set_language(lang.ENGLISH)
    return again


def test_results_count_by_level_with_the_best_match():
    s = fresh()
    s.record_result("royal_garden", "expert", (0, 1), 0)  # lost
    s.record_result("royal_garden", "expert", (3, 1), 0)  # won by 2
    s.record_result("royal_garden", "novice", (2, 2), 1)  # drawn
    s.record_result("royal_garden", "novice", (1, 5), 1)  # won by 4, from seat 1
    assert s.stats["royal_garden"] == {"expert": [1, 0, 1], "novice": [1, 1, 0]}
    assert s.totals("royal_garden") == [2, 1, 1]
    assert s.best["royal_garden"] == [5, 4]
    assert s.totals("niwa") == [0, 0, 0] and "niwa" not in s.best


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


def test_statistics_and_settings_survive_a_power_cycle():
    s = fresh()
    s.language = lang.GERMAN
    s.sound = False
    s.record_result("first_season", "planner", (1, 0), 0)
    s.record_result("first_season", "expert", (0, 1), 0)
    s.game = ["first_season", [-1, 3], "FS1 s7 m1"]
    assert s.save()
    t = reload(s)
    assert t.problem is None and t.sound is False and t.language == lang.GERMAN
    assert t.stats == {"first_season": {"planner": [1, 0, 0], "expert": [0, 0, 1]}}
    assert t.best == {"first_season": [1, 1]}
    assert t.game == ["first_season", [-1, 3], "FS1 s7 m1"]


def test_the_record_is_compact_json():
    s = fresh()
    s.record_result("niwa", "novice", (1, 0), 0)
    payload = s.payload()
    assert b", " not in payload and b": " not in payload
    assert json.loads(payload) == {"v": FORMAT, "set": [0, 1, 1, 1],
                                   "stats": {"niwa": {"novice": [1, 0, 0]}},
                                   "best": {"niwa": [1, 1]}, "game": None}


def test_full_statistics_leave_most_of_a_slot_to_the_game():
    # Four games, four levels each, 9999 matches of each outcome at each level.
    s = fresh()
    for game_id in ("royal_garden", "niwa", "first_season", "royal_council"):
        for level in ("beginner", "seedling", "gardener", "expert"):
            s.stats.setdefault(game_id, {})[level] = [9999, 9999, 9999]
        s.best[game_id] = [9999, -9999]
    capacity = Slots(MemoryStore(4096)).capacity
    assert len(s.payload()) < capacity // 3, len(s.payload())


def test_an_older_format_gives_a_fresh_start():
    store = MemoryStore(4096)
    old = {"v": 1, "set": [1, 0, 2, 0], "stats": {"niwa": [2, 1, 0, 1]},
           "game": ["niwa", [-1, 0], "x"]}
    Slots(store).save(json.dumps(old).encode())
    s = Settings(store)
    s.load()
    assert s.problem == "version"
    assert s.language == lang.ENGLISH and s.sound and s.stats == {} and s.game is None


def test_malformed_records_reset_everything():
    good = {"v": FORMAT, "set": [1, 0, 2, 0], "stats": {}, "best": {}, "game": None}
    broken = (
        {"stats": []},  # not a dict of games
        {"stats": {"niwa": {"casual": [1, 2]}}},  # two counts instead of three
        {"stats": {"niwa": {"casual": [1, "2", 3]}}},
        {"best": {"niwa": 5}},
        {"game": ["niwa", [-1, 0]]},  # the notation is missing
        {"game": ["niwa", "-1,0", "x"]},
        {"set": [1, 0]},
    )
    for change in broken:
        data = dict(good)
        data.update(change)
        store = MemoryStore(4096)
        Slots(store).save(json.dumps(data).encode())
        s = Settings(store)
        s.load()
        assert s.problem == "corrupt", change
        assert s.language == lang.ENGLISH and s.ai_level == 1 and s.stats == {}, change
    lang.set_language(lang.ENGLISH)
    store = MemoryStore(4096)
    Slots(store).save(json.dumps(good).encode())
    assert reload(Settings(store)).problem is None  # the good record itself is fine


def test_junk_without_a_record_is_reported_but_erased_flash_is_not():
    assert fresh().problem is None  # erased flash: a first start, no message
    assert fresh(fill=0).problem == "corrupt"
    noise = MemoryStore(4096)
    for i in range(4096):
        noise.data[i] = (i * 73 + 19) & 255
    s = Settings(noise)
    s.load()
    assert s.problem == "corrupt" and s.game is None


def test_a_game_too_long_for_a_slot_keeps_the_last_record_that_fitted():
    s = fresh()
    s.game = ["royal_garden", [-1, 1], "RG1 P20 7 " + "x" * 100]
    assert s.save()
    s.game = ["royal_garden", [-1, 1], "RG1 P20 7 " + "x" * 3000]
    assert not s.save()
    assert reload(s).game == ["royal_garden", [-1, 1], "RG1 P20 7 " + "x" * 100]
    s.game = None  # the match ended: the small record fits again
    s.record_result("royal_garden", "expert", (20, 3), 0)
    assert s.save()
    t = reload(s)
    assert t.game is None and t.stats["royal_garden"]["expert"] == [1, 0, 0]
