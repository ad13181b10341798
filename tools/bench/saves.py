"""Saving on each chip: erases per game, what a power cut can lose, the store's lifetime.

`python -m tools.bench saves` plays seeded matches of a person (the casual AI stands in)
against the AI at its default level (medium), 2 seats and the default options, for
every game, saving them as the app does (engine.app.settings: Settings.decided and
Settings.moved, as the play scene calls them) into each chip's flash model
(engine.flash, with the board's SAVE_EVERY), and prints per board:
- writes per match (median, largest) and erases per match: the matches are played one
  after another on one store, and the erases of its most erased unit are divided by
  their number;
- the store's lifetime at GAMES_PER_DAY matches a day of that game: rated erases /
  (erases per match x GAMES_PER_DAY), in years;
- the largest stretch of play a cut loses: between two writes, the most person decisions
  not yet written; during a write, what the chip's design can lose then (engine.save);
- power cuts tried: every point of the erase and of the programming of every write of
  the matches (engine.flash.power_cuts), each loaded as the app loads it
  (tests/test_power_loss.py asserts what each may give; here they are counted).
Idle writes (30 s without a key) and quitting to the menu come on top in real play.
"""

import statistics

from boards.desktop import profiles
from engine import save_load  # noqa: F401  kept loaded: the cuts load the store 60,000 times
from engine.app import settings_load  # noqa: F401  likewise
from engine.app.resume import resumed
from engine.app.session import PERSON, Session
from engine.app.settings import Settings
from engine.flash import Flash, power_cuts
from engine.prng import Prng
from tools.bench.common import GAME_IDS, load_game

BOARDS = ("pybadge", "clue", "picosystem")  # one of each chip (PyGamer: SAMD51, Pico: RP2040)
GAMES_PER_DAY = 10
MATCHES = 50
PERSON_LEVEL = 1  # the casual AI stands in for the person
AI_LEVEL = 1  # the settings' default AI level


class RecordingFlash(Flash):
    """A Flash that keeps every write (offset, data) with the bytes before it."""

    def __init__(self, geometry):
        Flash.__init__(self, geometry)
        self.log = []

    def write(self, offset, data):
        self.log.append((bytes(self.data), offset, bytes(data)))
        Flash.write(self, offset, data)


def geometry(board):
    p = profiles.profile(board)
    return (p.NVM_SIZE, p.ERASE_UNIT, p.PROGRAM_ONLY, p.ENDURANCE)


def new_settings(board):
    settings = Settings(RecordingFlash(geometry(board)), profiles.profile(board).SAVE_EVERY)
    settings.load()
    return settings


def saved_match(board, game_id, seed, settings=None, states=None, quit_after=None, moves=None):
    """A seeded person-vs-AI match saved as the app saves it on the board, into settings
    (new ones when None); the state after each write goes to states. quit_after: leave
    the match after that many moves (the app writes on leaving); a match of game_id
    waiting in settings goes on from there. Returns (settings, states, the most
    decisions ever left unwritten). moves: a list to append every move to."""
    settings = new_settings(board) if settings is None else settings
    states = [] if states is None else states
    rules, ai = load_game(game_id)
    saved = settings.game(game_id)
    if saved is None:
        session = Session(game_id, rules(2, seed, {}), [PERSON, AI_LEVEL])
        settings.set_game(session)  # a new game: kept, not yet written
    else:
        session = resumed(saved, rules)
    game = session.game
    prng = Prng(seed)
    unwritten = 0
    played = 0
    while not game.is_over():
        if played == quit_after:
            _written(settings, settings.save, states)
            break
        seat = game.to_move
        level = PERSON_LEVEL if seat == 0 else AI_LEVEL
        move = ai.choose(game, seat, ai.LEVELS[level], prng)
        session.play(move)
        played += 1
        if moves is not None:
            moves.append(move)
        if seat == 0:
            settings.decided()
        if game.is_over():
            settings.record_result(game_id, ai.LEVELS[AI_LEVEL], game.result(), 0)
        _written(settings, lambda: settings.moved(session), states)
        unwritten = max(unwritten, settings.decisions)
    return settings, states, unwritten


def _written(settings, action, states):
    """Do action; keep the state if it wrote to the store."""
    log = settings.journal.store.log
    writes = len(log)
    action()
    if len(log) > writes:
        states.append(snapshot(settings))


def scenario(board):
    """A store used as a player would: a setting changed, a Niwa match left halfway,
    two matches of every game, then the Niwa match finished. (settings, states)."""
    settings = new_settings(board)
    states = []
    settings.sound = False
    _written(settings, settings.save, states)
    saved_match(board, "niwa", 7, settings, states, quit_after=30)
    for seed in (3, 4):
        for game_id in GAME_IDS:
            saved_match(board, game_id, seed, settings, states)
    saved_match(board, "niwa", 7, settings, states)
    return settings, states


def snapshot(settings):
    """What a load must give back: settings, statistics and the waiting games."""
    return ((settings.language, settings.sound, settings.ai_level, settings.coach),
            _copy(settings.stats), _copy(settings.best),
            {game_id: [saved[1], saved[2], list(saved[3])]
             for game_id, saved in settings.games.items()})


def _copy(table):
    return {key: (_copy(value) if isinstance(value, dict) else list(value))
            for key, value in table.items()}


def loaded(store):
    """The snapshot an app starting over this store would see, and the loader's view."""
    settings = Settings(store)
    settings.load()
    return snapshot(settings), settings


FRESH = ((0, True, 1, True), {}, {}, {})  # what a load of an erased store gives


def cuts(board, store, states, every=1):
    """Count the outcomes of a power cut at every point of every write in the store's log:
    {'new': the write landed, 'old': the state before it, 'precious': the settings and
    statistics before it alone, 'nothing': a fresh start}. The last two only where the
    store is one erase unit (engine.save); any other outcome raises AssertionError."""
    outcomes = {"new": 0, "old": 0, "precious": 0, "nothing": 0}
    one_unit = store.size == store.unit
    for i, (before, offset, data) in enumerate(store.log):
        old = states[i - 1] if i else FRESH
        new = states[i]
        precious = (old[0], old[1], old[2], {})
        for state in power_cuts(_flash(board, before), offset, data, every):
            got, settings = loaded(_flash(board, state))
            assert settings.problems == [], (board, i, settings.problems)
            if got == new:
                outcomes["new"] += 1
            elif got == old:
                outcomes["old"] += 1
            else:
                assert one_unit and got in (precious, FRESH), (board, i, got)
                outcomes["precious" if got == precious else "nothing"] += 1
    return outcomes


def _flash(board, data):
    flash = Flash(geometry(board))
    flash.data[:] = data
    return flash


def per_game(board, game_id, matches=MATCHES):
    """The matches played one after another on one store, as a player would: (writes per
    match, erases per match of the most erased unit over them all, the most decisions
    ever left unwritten)."""
    settings = new_settings(board)
    log = settings.journal.store.log
    writes = []
    unwritten = 0
    for seed in range(1, matches + 1):
        before = len(log)
        most = saved_match(board, game_id, seed, settings)[2]
        writes.append(len(log) - before)
        unwritten = max(unwritten, most)
    return writes, max(settings.journal.store.erases) / matches, unwritten


def years(board, erases_per_game):
    """The store's lifetime at GAMES_PER_DAY games a day, in years."""
    return profiles.profile(board).ENDURANCE / (erases_per_game * GAMES_PER_DAY * 365)


def history_heap():
    """[(seats, moves, heap bytes the moves hold, the part's bytes with them, without)]
    from tools/bench/history_heap.py on the CircuitPython core; None without the core."""
    from tools.bench import core

    if core.missing():
        return None
    out = core.script("history_heap.py", heap_kb=400)
    return [[int(x) for x in line.split()] for line in out.split("\n") if line.strip()]


def report():
    rows = history_heap()
    if rows is None:
        print("== saves: a waiting game's moves on the heap: skipped (CIRCUITPYTHON not set)")
    else:
        print("== saves: a waiting game's moves on the heap of the CircuitPython core (Niwa,"
              " the session's list and the part's bytes, against the position alone)")
        for seats, moves, heap, size, alone in rows:
            print("  %d seats, %3d moves: %4d bytes of heap; the part %d bytes (%d alone)" % (
                seats, moves, heap, size, alone))
    print("== saves: erases per person-vs-AI match (median and largest of %d, 2 seats, the "
          "default options), lifetime at %d games a day" % (MATCHES, GAMES_PER_DAY))
    for board in BOARDS:
        p = profiles.profile(board)
        print("%s: %d-byte store, erase unit %d, %s, rated %d erases a unit, a write every "
              "%d decision(s) of a person" % (
                  board, p.NVM_SIZE, p.ERASE_UNIT,
                  "appends into erased bytes" if p.PROGRAM_ONLY else "every write erases",
                  p.ENDURANCE, p.SAVE_EVERY))
        for game_id in GAME_IDS:
            writes, erases, unwritten = per_game(board, game_id)
            print("  %-14s writes a match median %.1f, largest %d; erases a match %.2f; "
                  "lifetime %.1f years; at most %d decision(s) unwritten between writes" % (
                      game_id, statistics.median(writes), max(writes), erases,
                      years(board, erases), unwritten))
        settings, states = scenario(board)
        got = cuts(board, settings.journal.store, states)
        print("  power cuts at every point of the %d writes of a used store (scenario()): "
              "%d; loaded: the write %d, the state before it %d, settings and statistics "
              "only %d, a fresh start %d" % (
                  len(states), sum(got.values()), got["new"], got["old"], got["precious"],
                  got["nothing"]))


if __name__ == "__main__":
    report()
