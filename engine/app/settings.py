"""Settings, statistics and the running game, kept in the board's store.

Everything persistent is one compact JSON payload in engine.save.Slots, written
after every move:

    {"v": 2, "set": [language, sound, ai level, coach],
     "stats": {game id: {AI level name: [won, drawn, lost]}},
     "best": {game id: [best own score, best margin]},
     "game": [game id, controllers, notation] or null}

Statistics count matches of exactly one person against the AI, by the level of
the strongest AI seat. A payload of another format version is not read: the
player gets a notice and a fresh start (problem 'version').
"""

import json

from engine import lang
from engine.save import HEADER, SaveError, Slots

FORMAT = 2  # the payload's layout ("v"); bump it when the layout changes
SEPARATORS = (",", ":")  # no spaces: the payload must fit half of a 4 KB store
_BAD = (ValueError, KeyError, TypeError, AttributeError, IndexError)


class Settings:
    """What the player chose in the settings screen, the statistics and the saved game."""

    def __init__(self, store):
        self.slots = Slots(store)
        self.problem = None  # 'corrupt' or 'version' when the saved data was unusable
        self._defaults()

    def _defaults(self):
        self.language = lang.ENGLISH
        self.sound = True
        self.ai_level = 1
        self.coach = True
        self.stats = {}
        self.best = {}
        self.game = None

    def load(self):
        """Read the newest valid record; an unusable one resets to defaults calmly."""
        payload = self.slots.load()
        if payload is None:
            status = self.slots.status()
            if status == "empty" and not self._blank():
                status = "corrupt"  # no record, but not erased flash either: zeros, noise
            if status != "empty":
                self.problem = status
        else:
            try:
                data = json.loads(payload)
                if data["v"] != FORMAT:
                    self.problem = "version"
                else:
                    self._read(data)
            except _BAD:
                self._defaults()
                self.problem = "corrupt"
        self.apply()

    def _blank(self):
        """True when neither slot was ever written (erased flash reads 0xFF)."""
        slots = self.slots
        for index in (0, 1):
            for byte in slots.store.read(index * slots.half, HEADER):
                if byte != 0xFF:
                    return False
        return True

    def _read(self, data):
        language, sound, ai_level, coach = data["set"]
        stats = data["stats"]
        for levels in stats.values():
            for counts in levels.values():
                _check_ints(counts, 3)
        best = data["best"]
        for row in best.values():
            _check_ints(row, 2)
        game = data["game"]
        if game is not None:
            if len(game) != 3 or not isinstance(game[0], str) or not isinstance(game[2], str):
                raise ValueError("game record")
            _check_ints(game[1], len(game[1]))
        self.language = 1 if language == 1 else 0
        self.sound = bool(sound)
        self.ai_level = max(0, min(3, int(ai_level)))
        self.coach = bool(coach)
        self.stats = stats
        self.best = best
        self.game = game

    def apply(self):
        """Make the chosen language current."""
        lang.set_language(self.language)

    def payload(self):
        """Everything as the bytes of one record."""
        data = {
            "v": FORMAT,
            "set": [self.language, 1 if self.sound else 0, self.ai_level, 1 if self.coach else 0],
            "stats": self.stats,
            "best": self.best,
            "game": self.game,
        }
        return json.dumps(data, separators=SEPARATORS).encode()

    def save(self):
        """Write everything as a new record; False when it does not fit a slot.

        Only a very long match can outgrow a slot: then the last record that fitted
        stays (an earlier position of the same match) rather than losing the match.
        """
        try:
            self.slots.save(self.payload())
        except SaveError:
            return False
        return True

    def record_result(self, game_id, level, scores, seat):
        """Count a finished match of the person at seat against the AI at level (a name)."""
        mine = scores[seat]
        others = max([s for i, s in enumerate(scores) if i != seat])
        outcome = 0 if mine > others else (1 if mine == others else 2)  # won, drawn, lost
        levels = self.stats.setdefault(game_id, {})
        counts = levels.setdefault(level, [0, 0, 0])
        counts[outcome] += 1
        margin = mine - others
        best = self.best.get(game_id)
        if best is None:
            self.best[game_id] = [mine, margin]
        else:
            best[0] = max(best[0], mine)
            best[1] = max(best[1], margin)

    def totals(self, game_id):
        """[won, drawn, lost] of a game over every AI level."""
        total = [0, 0, 0]
        for counts in self.stats.get(game_id, {}).values():
            for i in range(3):
                total[i] += counts[i]
        return total


def _check_ints(value, n):
    """ValueError unless value is a list of n ints (statistics read from the store)."""
    if not isinstance(value, list) or len(value) != n:
        raise ValueError("counts")
    for x in value:
        if not isinstance(x, int):
            raise ValueError("counts")
