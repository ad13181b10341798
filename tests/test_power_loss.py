"""Power loss on each chip's flash, as its CircuitPython driver writes it (engine.flash).

A store is used as a player would (tools.bench.saves.scenario: a setting, a Niwa match
left halfway, a person-vs-AI match of every game, the Niwa match finished), saved the
way the app saves it on that board. Every write is then cut at every point of its erase
and of its programming, and the store is loaded as the app loads it. What a load may
give (engine.save): the state after the write or the one before it on every chip; on a
chip whose store is one erase unit (SAMD51; RP2040 when it clears a full sector) also
the settings and statistics alone, or a fresh start. Never anything else, never a load
that fails, every waiting game decodes and goes on, and the next save lands whole.
"""

from engine.app.resume import resumed
from engine.app.settings import Settings
from tools.bench import saves
from tools.bench.common import load_game


def test_every_cut_of_every_write_loads_as_the_design_promises():
    report = []
    total = 0
    for board in saves.BOARDS:
        settings, states = saves.scenario(board)
        store = settings.journal.store
        got = saves.cuts(board, store, states)
        if store.size > store.unit:  # the CLUE: real A/B, a cut loses only its write
            assert got["precious"] == 0 and got["nothing"] == 0, got
        else:
            assert got["precious"] > 0 and got["nothing"] > 0, got
        assert got["new"] and got["old"]
        total += sum(got.values())
        report.append("%s: %d writes, %d cuts %s" % (board, len(states), sum(got.values()), got))
    print("\n" + "\n".join(report))
    print("power cuts in all: %d" % total)
    assert total > 20000


def test_every_waiting_game_a_cut_leaves_decodes_and_goes_on():
    decoded = set()
    for board in saves.BOARDS:
        settings, _ = saves.scenario(board)
        for before, offset, data in settings.journal.store.log:
            for state in saves.power_cuts(saves._flash(board, before), offset, data, 13):
                loaded = Settings(saves._flash(board, state))
                loaded.load()
                for game_id in loaded.waiting():
                    record = loaded.game(game_id)
                    if repr(record) in decoded:
                        continue
                    rules, _ = load_game(game_id)
                    game = resumed(record, rules).game
                    assert not game.is_over()
                    game.play(game.legal_moves()[0])
                    decoded.add(repr(record))
    assert len(decoded) > 50


def test_the_save_after_a_cut_lands_whole():
    for board in saves.BOARDS:
        settings, _ = saves.scenario(board)
        for before, offset, data in settings.journal.store.log:
            for state in saves.power_cuts(saves._flash(board, before), offset, data, 29):
                flash = saves._flash(board, state)
                again = Settings(flash, 1)
                again.load()
                again.sound = not again.sound
                again.record_result("niwa", "expert", (3, 1), 0)
                assert again.save()
                check = Settings(flash)
                check.load()
                assert check.problems == [] and not check.cut
                assert saves.snapshot(check) == saves.snapshot(again), board
