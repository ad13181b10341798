"""Power loss: every save of a played match, cut after each of its bytes.

For every game with rules (the catalog's and the engines still without a screen), a
seeded match of a person against the weakest AI is saved the way the app saves it
(Settings + Session.record after every move, the result counted at the end). Each
save's write is then replayed onto a copy of the store as it was before, cut after
byte 0, 1, 2, ... (engine.memstore.TornStore), and loaded as the app loads it
(Settings.load, then the saved Session decoded): the result must be the record just
written or the one before it, never anything else, and the game must go on.

The pure Slots/Settings code does the loading (no emulator), and each distinct saved
game is decoded once, so hundreds of thousands of cuts take seconds.
"""

import json

from engine.app.session import PERSON, Session
from engine.app.settings import Settings
from engine.memstore import MemoryStore, TornStore
from engine.prng import Prng
from engine.save import HEADER
from tests.test_saves import game_ids, load_game

STORE_SIZE = 4096  # the smallest store (RP2040 boards)
SEED = 11
TOTALS = {"cases": 0, "saves": 0}


class RecordingStore:
    """A MemoryStore that keeps every write with the store's bytes before it."""

    def __init__(self, size):
        self.inner = MemoryStore(size)
        self.size = size
        self.writes = []  # (bytes before, offset, data)

    def read(self, offset, n):
        return self.inner.read(offset, n)

    def write(self, offset, data):
        self.writes.append((bytes(self.inner.data), offset, bytes(data)))
        self.inner.write(offset, data)


def state(settings):
    """What a load must give back: the whole persistent state."""
    return (settings.language, settings.sound, settings.game, settings.stats, settings.best)


def play_and_save(game_id):
    """A seeded match saved after every move; returns (writes, states after each write)."""
    rules, ai = load_game(game_id)
    store = RecordingStore(STORE_SIZE)
    settings = Settings(store)
    settings.load()
    settings.sound = False  # a settings record first, as after a visit to the settings
    states = []

    def save():
        assert settings.save(), "a save did not fit"
        payload = store.writes[-1][2][HEADER:-2]
        data = json.loads(payload)  # the state as a load will see it (JSON lists)
        states.append((settings.language, settings.sound, data["game"], data["stats"],
                       data["best"]))

    save()
    game = rules(rules.MIN_SEATS, SEED, {})
    session = Session(game_id, game, [PERSON] + [0] * (game.seats - 1))
    settings.game = session.record()
    save()
    prng = Prng(SEED)
    while not game.is_over():
        game.play(ai.choose(game, game.to_move, ai.LEVELS[0], prng))
        if game.is_over():
            settings.game = None
            settings.record_result(game_id, ai.LEVELS[0], game.result(), 0)
        else:
            settings.game = session.record()
        save()
    return rules, store.writes, states


def check_resumes(rules, record, decoded):
    """The saved game decodes to the same position and goes on (once per position)."""
    text = record[2]
    if text in decoded:
        return
    session = Session.from_record(record, rules)
    game = session.game
    assert game.encode() == text
    moves = game.legal_moves()
    assert moves or game.is_over()
    if moves:
        game.play(moves[0])
    decoded.add(text)


def test_every_torn_save_resumes_the_last_or_the_previous_state():
    report = []
    for game_id in game_ids():
        rules, writes, states = play_and_save(game_id)
        decoded = set()
        cases = 0
        for i, (before, offset, data) in enumerate(writes):
            allowed = (states[i], states[i - 1]) if i > 0 else (states[0],)
            for cut in range(len(data) + 1):
                store = MemoryStore(STORE_SIZE)
                store.data[:] = before
                TornStore(store, cut).write(offset, data)
                settings = Settings(store)
                settings.load()
                got = state(settings)
                if i == 0 and got != states[0]:
                    # The very first record torn: nothing before it, a fresh start.
                    assert settings.game is None and settings.stats == {}, (game_id, cut)
                else:
                    assert settings.problem is None, (game_id, i, cut, settings.problem)
                    assert got in allowed, (game_id, i, cut)
                if cut == len(data):
                    assert got == states[i]  # a complete write is the newest state
                if settings.game is not None:
                    check_resumes(rules, settings.game, decoded)
                cases += 1
        assert states[-1][2] is None and states[-1][3]  # the match ended and was counted
        TOTALS["cases"] += cases
        TOTALS["saves"] += len(writes)
        report.append("%s: %d saves, %d cuts" % (game_id, len(writes), cases))
    print("\ntorn writes: " + "; ".join(report))
    print("torn writes in all: %d cuts of %d saves" % (TOTALS["cases"], TOTALS["saves"]))
    assert TOTALS["cases"] > 10000
