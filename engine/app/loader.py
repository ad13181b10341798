"""Imports a game's modules when it is chosen and drops them when it is left.

Only the running game's code is in memory: on the device every imported .py
costs heap, so leaving a game deletes its modules and collects.
"""

import gc
import sys

from engine.lang import current
from engine.modules import forget, import_module


class GameModules:
    """The rules, ai and (lazily) scene modules of one catalog game, and its text in the
    current language (lang.Texts: TEXT and HELP)."""

    def __init__(self, entry):
        self.entry = entry
        self.game_id = entry.id
        base = "engine." + self.game_id
        self.rules = import_module(base + ".rules")
        self._text = None
        self.rules_class = getattr(self.rules, entry.rules)
        self._ai = None
        self._scene = None

    @property
    def ai(self):
        if self._ai is None:
            self._ai = import_module("engine." + self.game_id + ".ai")
        return self._ai

    def forget(self, part):
        """Forget one of the lazily loaded modules ("ai", "scene") until it is asked for
        again."""
        forget("engine." + self.game_id + "." + part)
        setattr(self, "_" + part, None)

    @property
    def text(self):
        self._text = current(self._text, "engine." + self.game_id + ".text")
        return self._text

    @property
    def scene(self):
        if self._scene is None:
            self._scene = import_module("engine." + self.game_id + ".scene")
        return self._scene

    def unload(self):
        """Forget every module of this game and free the memory."""
        prefix = "engine." + self.game_id
        for name in list(sys.modules):
            if name.startswith(prefix + "."):
                forget(name)
        forget(prefix)
        self.rules = self._text = self.rules_class = self._ai = self._scene = None
        gc.collect()
