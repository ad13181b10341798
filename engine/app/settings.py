"""Settings, statistics and the running game, kept in the board's store.

Everything persistent is one small JSON payload in engine.save.Slots, written
after every move: {"v": 1, "set": [language, sound, ai level, coach],
"stats": {game id: [played, won, drawn, lost]}, "game": [game id, controllers,
notation] or null}.
"""

import json

from engine import lang
from engine.save import Slots


class Settings:
    """What the player chose in the settings screen, and the saved state."""

    def __init__(self, store):
        self.slots = Slots(store)
        self.language = lang.ENGLISH
        self.sound = True
        self.ai_level = 1
        self.coach = True
        self.stats = {}
        self.game = None
        self.problem = None  # 'corrupt' or 'version' when the saved data was unusable

    def load(self):
        """Read the newest valid record; a bad one resets to defaults calmly."""
        payload = self.slots.load()
        if payload is None:
            status = self.slots.status()
            if status != "empty":
                self.problem = status
            self.apply()
            return
        try:
            data = json.loads(payload)
            language, sound, ai_level, coach = data["set"]
            self.language = 1 if language == 1 else 0
            self.sound = bool(sound)
            self.ai_level = max(0, min(3, int(ai_level)))
            self.coach = bool(coach)
            self.stats = data.get("stats") or {}
            self.game = data.get("game")
        except (ValueError, KeyError, TypeError):
            self.problem = "corrupt"
        self.apply()

    def apply(self):
        """Make the chosen language current."""
        lang.set_language(self.language)

    def save(self):
        """Write everything (settings, stats, running game) as a new record."""
        data = {
            "v": 1,
            "set": [self.language, 1 if self.sound else 0, self.ai_level, 1 if self.coach else 0],
            "stats": self.stats,
            "game": self.game,
        }
        self.slots.save(json.dumps(data).encode())

    def record_result(self, game_id, outcome):
        """Count a finished game: outcome 'won', 'drawn' or 'lost' (for the person)."""
        row = self.stats.get(game_id) or [0, 0, 0, 0]
        row[0] += 1
        row[1 + ("won", "drawn", "lost").index(outcome)] += 1
        self.stats[game_id] = row
