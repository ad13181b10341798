"""Player setup: how many seats, who plays each (a person or the AI at a level),
and the game's options (match mode, variant), then Start.

A game lists its options in rules.OPTIONS as ((key, (value, ...)), ...); the
keys and values are also keys of its text table. The first value is the default.
"""

from engine import keys
from engine.app.menu_scene import MenuScene
from engine.app.notice import Notice
from engine.app.scene import DROP, t
from engine.app.session import PERSON, Session
from engine.lang import tr
from engine.ui import theme


class SetupMenu(MenuScene):
    NAME = "setup"
    WHILE_PLAYING = DROP  # nothing comes back to it: a match ends in the game's menu

    def __init__(self, app):
        mods = app.modules
        self.mods = mods
        entry = mods.entry
        self.min_seats = entry.min_seats
        self.max_seats = entry.max_seats
        self.levels = mods.ai.LEVELS
        from engine.app.menus import game_level

        default = game_level(self.levels, app.settings.ai_level)
        self.controllers = [PERSON] + [default] * (self.max_seats - 1)
        self.seats = self.min_seats
        self.options = getattr(mods.rules, "OPTIONS", ())
        self.choices = [0] * len(self.options)
        self._remembered(app.settings.setups.get(mods.game_id))
        super().__init__(app, t("players"))

    def _remembered(self, last):
        """The game's last setup (Settings.setups), where it still fits the game: seats,
        controllers and option choices in range."""
        if last is None:
            return
        seats, controllers, choices = last
        if (self.min_seats <= seats <= self.max_seats
                and len(controllers) == self.max_seats
                and max(controllers) < len(self.levels)
                and len(choices) == len(self.options)
                and all(c < len(o[1]) for c, o in zip(choices, self.options))):
            self.seats = seats
            self.controllers = list(controllers)
            self.choices = list(choices)

    def _controller_text(self, c):
        if c == PERSON:
            return t("person")
        from engine.app.menus import level_name, level_of

        return t("ai") + " " + level_name(level_of(self.levels, c))

    def _layout(self):
        """The row kinds in order: ('seats'|'seat'|'option'|'start'|'back', index)."""
        kinds = []
        if self.max_seats > self.min_seats:
            kinds.append(("seats", 0))
        for seat in range(self.seats):
            kinds.append(("seat", seat))
        for i in range(len(self.options)):
            if self._asked(i):
                kinds.append(("option", i))
        kinds.append(("start", 0))
        kinds.append(("back", 0))
        return kinds

    def _asked(self, i):
        """An option with a condition, (key, values, (other key, value)), is shown only
        while the other option has that value (Royal Garden: a points match's target)."""
        option = self.options[i]
        if len(option) < 3:
            return True
        key, value = option[2]
        for j, other in enumerate(self.options):
            if other[0] == key:
                return other[1][self.choices[j]] == value
        return True

    def rows(self):
        text = self.mods.text.TEXT
        rows = []
        for kind, i in self._layout():
            if kind == "seats":
                rows.append((t("players"), str(self.seats)))
            elif kind == "seat":
                who = self._controller_text(self.controllers[i])
                name = t("player") + " " + str(i + 1)
                if self.list is not None and len(name) + len(who) + 3 > self.list.beside:
                    name = t("player_short") % (i + 1)  # a narrow screen: "P2"
                rows.append((name, who))
            elif kind == "option":
                key, values = self.options[i][:2]
                rows.append((tr(text, key), tr(text, values[self.choices[i]])))
            else:
                rows.append((t(kind), None))
        return rows

    def change(self, index, delta):
        kind, i = self._layout()[index]
        if kind == "seats":
            span = self.max_seats - self.min_seats + 1
            self.seats = self.min_seats + (self.seats - self.min_seats + delta) % span
        elif kind == "seat":
            # PERSON (-1), then the AI levels 0..n-1, cycling.
            n = len(self.levels) + 1
            self.controllers[i] = (self.controllers[i] + 1 + delta) % n - 1
        elif kind == "option":
            values = self.options[i][1]
            self.choices[i] = (self.choices[i] + delta) % len(values)

    def choose(self, index):
        kind, _ = self._layout()[index]
        if kind == "start":
            self.start()
        elif kind == "back":
            self.back()
        else:
            self.change(index, 1)
            self.refresh_rows()

    def chosen_options(self):
        """The options dict for the rules: {key: value}."""
        return {option[0]: option[1][self.choices[i]] for i, option in enumerate(self.options)}

    def start(self):
        """Start the match; where a game of this kind waits, ask first."""
        app = self.app
        if app.settings.game(self.mods.game_id) is None:
            self._begin()
            return
        from engine.app.scene import more_texts

        more = more_texts()
        message = more["replace_game"] % self.mods.entry.name()
        app.push(Confirm(app, t("new_game") + "?", message, self._begin, more["confirm_keys"]))

    def _begin(self):
        from engine.app.play_start import start

        app = self.app
        settings = app.settings
        setup = [self.seats, self.controllers, self.choices]
        if settings.setups.get(self.mods.game_id) != setup:  # kept with the settings
            settings.setups[self.mods.game_id] = [self.seats, list(self.controllers),
                                                  list(self.choices)]
            settings.dirty = True
        game = self.mods.rules_class(self.seats, app.new_seed(), self.chosen_options())
        start(app, Session(self.mods.game_id, game, self.controllers[: self.seats]))


class Confirm(Notice):
    """A question: A answers yes (on_yes), B goes back and changes nothing."""

    NAME = "confirm"

    WHILE_PLAYING = DROP  # a yes that starts a game leaves nothing to come back to

    def __init__(self, app, title, message, on_yes, keys_text):
        super().__init__(app, title, message, on_yes, theme.WARN, keys_text)

    def on_key(self, key):
        if key == keys.B:
            self.app.click()
            self.app.pop()
        else:
            Notice.on_key(self, key)
