"""Settings, statistics and the saved games, kept in the board's store, and when to write.

Each is a part of its own in engine.save's journal, so that a write carries only what
changed and a bad record costs only its part:

    "set":        [language, sound, ai level, coach, setups]: setups {game id: [seats,
                  controllers, option choices]}, each game's last setup (SetupMenu; a
                  save without it, of four fields, still loads)
    "stats":      {"stats": {game id: {AI level name: [won, drawn, lost]}},
                   "best": {game id: [best own score, best margin]}}
    "g.<game id>": [stamp, controllers, start, moves]: the game waiting in each game (the
                   highest stamp was played last), its moves since the position start
                   while the store has room for them (Settings.set_game), so that a
                   resumed game keeps its history (a save of before, [stamp,
                   controllers, notation], still loads: no moves)
    "r.<game id>": [stamp, controllers, start, moves]: the last finished game of each
                   game, for its review (engine/review.py), kept as the bytes read or
                   written (engine/app/settings_review.py: while the store has room)

Statistics count matches of exactly one person against the AI, by the level of the
strongest AI seat.

Flash wears out (about 10,000 erases on a SAMD51 or an nRF52840), so the app writes
only when a person would miss what changed: every `every` decisions of a person (the
board's SAVE_EVERY: 1 where writes are cheap), once the AI seats have replied so that
their moves go in the same write; at the end of a match; when a game is left, a setting
is changed or the device lies idle (App.step). save() never writes an unchanged part.
"""

import gc
import json

from engine import lang
from engine.modules import part
from engine.save import Journal, SaveError

SEPARATORS = (",", ":")  # no spaces: every part must fit the smallest store
SETTINGS = "set"
STATS = "stats"
GAME = "g."  # + game id
REVIEW = "r."  # + game id


class Settings:
    """What the player chose, the statistics and the waiting games, in RAM and in the
    store. After load(), `problems` lists what could not be read ('store' for the whole
    store, 'version', 'frame' for a write dropped alone, 'settings', 'statistics', or a
    game id) and `cut` tells that the
    last write before the power went off was cut short (its changes were dropped)."""

    def __init__(self, store, every=1):
        self.journal = Journal(store, (SETTINGS, STATS))
        self.every = every
        self.decisions = 0  # a person's decisions since the last write
        self.dirty = False  # a game changed since the last write
        self.problems = []
        self.cut = False
        self.reset()

    # --- reading -----------------------------------------------------------------
    def load(self):
        """Read every part; a part that cannot be read is reset alone (self.problems).
        The reading code loads for this one use (engine/app/settings_load.py). Nothing
        the store holds stops the start: should anything else fail, all is reset."""
        try:
            part(__name__, "load").load(self)
        except Exception:  # MemoryError too: the start goes on, as on a first start
            journal = self.journal
            self.journal = Journal(journal.store, journal.precious)
            self.journal.current = self.journal.units - 1  # the next write: unit 0, whole
            self.journal.tail = None
            self.reset()
            self.problems = ["store"]
            self.cut = False

    def reset(self):
        """Everything as on a first start (nothing is written)."""
        self.language = lang.ENGLISH
        self.sound = True
        self.ai_level = 1
        self.coach = True
        self.setups = {}
        self.stats, self.best, self.games = {}, {}, {}
        self.reviews = {}  # game id -> the bytes of its last finished game (REVIEW)

    def apply(self):
        """Make the chosen language current."""
        lang.set_language(self.language)

    # --- the waiting games ---------------------------------------------------------
    def waiting(self):
        """The ids of the waiting games, the one played last first."""
        ids = list(self.games)
        ids.sort(key=lambda game_id: -self.games[game_id][0])
        return ids

    def game(self, game_id):
        """[game id, controllers, start, moves] of the waiting game (Session.record; a copy
        of its moves), or None."""
        saved = self.games.get(game_id)
        return None if saved is None else [game_id, saved[1], saved[2], list(saved[3])]

    def set_game(self, session):
        """Keep session's game as its game's waiting game (Session.record), its moves
        while the record fits in half the erase unit with every other part of the store
        (the reviews' quarter and the precious parts' copy keep their room); none for a
        guided game (no game id: engine/app/guide.py)."""
        game_id = session.game_id
        if game_id is None:
            return
        own = GAME + game_id
        parts = self.journal.parts
        room = self.journal.unit // 2
        for name in parts:
            if name != own:
                room -= len(parts[name])
        record = session.record(room)
        # The moves are the session's list, changed in place: its count of changes, a
        # fifth field never written, tells when they did.
        kept = [record[1], record[2], record[3], session.changes]
        old = self.games.get(game_id)
        if old is None or old[1:] != kept:
            stamp = 1 + max([saved[0] for saved in self.games.values()] + [0])
            self.games[game_id] = [stamp] + kept
            self.dirty = True

    def drop_game(self, game_id):
        if game_id in self.games:
            del self.games[game_id]
            self.dirty = True

    # --- when to write -------------------------------------------------------------
    def decided(self):
        """A person made a move (or took one back): it counts towards the next write."""
        self.decisions += 1

    def moved(self, session):
        """After a move of session's game: keep the position, and write when the policy
        says so (see the module docstring). The match's result must be recorded
        (record_result) before its last move comes here."""
        game = session.game
        if game.is_over():
            self.drop_game(session.game_id)
            if session.game_id is None:  # a guided game: its review is not kept
                self.save()
            else:
                part(__name__, "review").keep(self, session)  # and write, once a match
            return
        self.set_game(session)
        if not session.is_ai(game.to_move):
            self.checkpoint()

    def checkpoint(self):
        """A person is to decide (or reads a banner): write if enough went unsaved."""
        if self.decisions >= self.every:
            self.save()

    # --- writing -------------------------------------------------------------------
    def parts(self):
        """Every part as bytes."""
        dump = json.dumps
        parts = {
            SETTINGS: dump([self.language, 1 if self.sound else 0, self.ai_level,
                            1 if self.coach else 0, self.setups], separators=SEPARATORS).encode(),
            STATS: dump({"stats": self.stats, "best": self.best},
                        separators=SEPARATORS).encode(),
        }
        for game_id in self.games:
            parts[GAME + game_id] = dump(self.games[game_id][:4], separators=SEPARATORS).encode()
        for game_id in self.reviews:
            parts[REVIEW + game_id] = self.reviews[game_id]
        return parts

    def save(self):
        """Write what changed since the last write (nothing when nothing did); False when
        it does not fit the store, or no memory is left for the write: then what was
        written before stays."""
        changes = self.parts()
        for name in self.journal.parts:
            if name not in changes:
                changes[name] = None  # a game that ended or was dropped
        try:
            self.journal.write(changes)
        except MemoryError:  # the unit's buffer did not find room: once more, collected
            gc.collect()
            try:
                self.journal.write(changes)
            except (MemoryError, SaveError):
                return False
        except SaveError:
            return False
        self.decisions = 0
        self.dirty = False
        self.cut = False
        return True

    # --- statistics ----------------------------------------------------------------
    def record_result(self, game_id, level, scores, seat):
        """Count a finished match of the person at seat against the AI at level (a name):
        once a match, so the counting loads for that use (engine/app/settings_result.py);
        none for a guided game (no game id)."""
        if game_id is None:
            return
        part(__name__, "result").record(self, game_id, level, scores, seat)
