"""The list screens: main menu, a game's menu, settings; the offer to continue."""

from engine import keys, lang
from engine.app.notice import Notice
from engine.app.scene import SLEEP, MenuScene, game_name, t
from engine.catalog import GAMES, find


def level_name(index):
    return t("level_%d" % index)


class MainMenu(MenuScene):
    """Continue (when a game is saved), the games, settings, controls, about, statistics."""

    WHILE_PLAYING = SLEEP

    def __init__(self, app):
        super().__init__(app, t("main_menu"))
        self.actions = []

    def rows(self):
        self.title.text = t("main_menu")
        rows = []
        self.actions = []
        saved = self.app.settings.game
        if saved is not None:
            try:
                rows.append((t("continue") + ": " + game_name(find(saved[0])), None))
                self.actions.append(("continue", None))
            except KeyError:
                self.app.settings.game = None
        for entry in GAMES:
            rows.append((game_name(entry), None))
            self.actions.append(("game", entry))
        for key in ("settings", "controls", "about", "statistics"):
            rows.append((t(key), None))
            self.actions.append((key, None))
        return rows

    def choose(self, index):
        action, entry = self.actions[index]
        app = self.app
        if action == "game":
            app.open_game(entry)
            app.push(GameMenu(app))
        elif action == "continue":
            from engine.app.play import resume

            resume(app)
        elif action == "settings":
            app.push(SettingsMenu(app))
        elif action == "controls":
            from engine.app.help import HelpScene, controls_pages

            app.push(HelpScene(app, t("controls"), controls_pages(app)))
        elif action == "about":
            from engine.app.help import HelpScene

            app.push(HelpScene(app, t("console"), [t("about_text")]))
        elif action == "statistics":
            from engine.app.stats import StatsScene

            app.push(StatsScene(app))

    def back(self):
        self.app.pop()


class GameMenu(MenuScene):
    """Play, rules & help, back: the chosen game's modules are loaded meanwhile."""

    WHILE_PLAYING = SLEEP  # rebuilt at the end of a match: the game's modules stay loaded

    def __init__(self, app):
        self.entry = app.modules.entry
        super().__init__(app, game_name(self.entry))

    def rows(self):
        return [(t("play"), None), (t("rules"), None), (t("back"), None)]

    def choose(self, index):
        app = self.app
        if index == 0:
            from engine.app.setup import SetupMenu

            app.push(SetupMenu(app))
        elif index == 1:
            from engine.app.help import HelpScene, game_pages

            app.push(HelpScene(app, game_name(self.entry), game_pages(app)))
        else:
            self.back()

    def back(self):
        self.app.close_game()
        self.app.pop()


class SettingsMenu(MenuScene):
    """Language, sound, default AI level, Royal Garden coach."""

    def __init__(self, app):
        super().__init__(app, t("settings"))

    def rows(self):
        s = self.app.settings
        self.title.text = t("settings")
        return [
            (t("language"), lang.NAMES[s.language]),
            (t("sound"), t("on") if s.sound else t("off")),
            (t("ai_level"), level_name(s.ai_level)),
            (t("coach"), t("on") if s.coach else t("off")),
            (t("back"), None),
        ]

    def change(self, index, delta):
        s = self.app.settings
        if index == 0:
            s.language = (s.language + delta) % len(lang.NAMES)
            s.apply()
        elif index == 1:
            s.sound = not s.sound
        elif index == 2:
            s.ai_level = (s.ai_level + delta) % 4
        elif index == 3:
            s.coach = not s.coach

    def choose(self, index):
        if index == 4:
            self.back()
        else:
            self.change(index, 1)
            self.refresh_rows()

    def back(self):
        self.app.settings.save()
        self.app.pop()



class ResumeOffer(Notice):
    """At start, over the title: A continues the saved game, B goes to the main menu.

    The save stays either way (the main menu's Continue row offers it again).
    """

    def __init__(self, app, entry):
        message = game_name(entry) + ": " + t("saved_game") + "\n\n" + t("offer_keys")
        super().__init__(app, t("continue") + "?", message)

    def on_key(self, key):
        if key == keys.A or key == keys.B:
            app = self.app
            app.click()
            app.scenes.pop()  # this offer; the title stays under the main menu
            app.push(MainMenu(app))
            if key == keys.A:
                from engine.app.play import resume

                resume(app)


def offer_resume(app):
    """Show the ResumeOffer when a game of the catalog is saved."""
    saved = app.settings.game
    if saved is not None:
        try:
            entry = find(saved[0])
        except KeyError:
            return
        app.push(ResumeOffer(app, entry))
