"""The list screens: main menu, a game's menu, settings; the offer to continue."""

from engine import keys, lang
from engine.app.menu_scene import MenuScene
from engine.app.notice import Notice
from engine.app.scene import DROP, SLEEP, t
from engine.catalog import GAMES, find
from engine.lang import tr
from engine.modules import import_once


def level_name(index):
    """The name of a level of Settings (0..3: easy to expert)."""
    return t("levels")[index]


def level_of(levels, i):
    """The shared level (0..3, level_name) of a game's AI level levels[i]: a game with
    fewer than four levels skips 'hard' below its 'expert'."""
    return 3 if levels[i] == "expert" else i


def game_level(levels, shared):
    """The strongest of a game's levels (an index of levels) not above the shared one."""
    best = 0
    for i in range(len(levels)):
        if level_of(levels, i) <= shared:
            best = i
    return best


WAITING = "\u25cf"  # the note on a game's row when one of its games waits


class MainMenu(MenuScene):
    """Continue (the game played last, when games wait), the games (a dot where one
    waits), settings, controls, about, statistics."""

    NAME = "main_menu"

    WHILE_PLAYING = SLEEP

    def __init__(self, app):
        super().__init__(app, t("main_menu"))
        self.actions = []

    def rows(self):
        self.title.text = t("main_menu")
        rows = []
        self.actions = []
        waiting = self.app.settings.waiting()
        known = [entry.id for entry in GAMES]
        for game_id in waiting:
            if game_id in known:
                rows.append((continue_text(self.list.room, find(game_id)), None))
                self.actions.append(("continue", game_id))
                break
        for entry in GAMES:
            rows.append((entry.name(), None, WAITING if entry.id in waiting else None))
            self.actions.append(("game", entry.id))
        for key in ("settings", "controls", "about", "statistics"):
            rows.append((t(key), None))
            self.actions.append((key, None))
        return rows

    def choose(self, index):
        action, what = self.actions[index]
        app = self.app
        if (action == "game" or action == "continue") and app.hw.can_restart and (
                app.held not in (None, what)):  # another game's names fill this VM
            import_once("engine.app.fresh").restart(
                app, (("m" if action == "game" else "c") + what).encode())
        if action == "game":
            app.open_game(find(what))
            app.push(GameMenu(app))
        elif action == "continue":
            from engine.app.play_start import resume

            resume(app, what)
        elif action == "settings":
            app.push(SettingsMenu(app))
        elif action == "controls":
            from engine.app.help import HelpScene, controls_pages

            app.push(HelpScene(app, t("controls"), controls_pages(app)))
        elif action == "about":
            from engine.app.help import HelpScene, about_pages

            app.push(HelpScene(app, t("console"), about_pages(app)))
        elif action == "statistics":
            from engine.app.stats import StatsScene

            app.push(StatsScene(app))

    def back(self):
        self.app.pop()


def continue_text(room, entry):
    """'Continue: <game>', or the game's name after an arrow where that is longer than
    room characters."""
    text = t("continue") + ": " + entry.name()
    return text if len(text) <= room else "\u25b6 " + entry.name()


class GameMenu(MenuScene):
    """Continue (when a game of it waits), a new game, the guided game, rules & help,
    back: the chosen game's modules are loaded meanwhile."""

    NAME = "game_menu"

    WHILE_PLAYING = SLEEP  # rebuilt at the end of a match: the game's modules stay loaded

    def __init__(self, app):
        self.entry = app.modules.entry
        self.actions = []
        super().__init__(app, self.entry.name())

    def rows(self):
        if self.app.settings.game(self.entry.id) is None:
            self.actions = ["play", "guide", "rules", "back"]
        else:
            self.actions = ["continue", "new_game", "guide", "rules", "back"]
        return [(t(action), None) for action in self.actions]

    def choose(self, index):
        app = self.app
        action = self.actions[index]
        if action == "continue":
            from engine.app.play_start import resume

            resume(app, self.entry.id)
        elif action in ("play", "new_game"):
            from engine.app.setup import SetupMenu

            app.push(SetupMenu(app))
        elif action == "guide":
            names = import_once("engine.%s.guide" % self.entry.id).NAMES
            if names:
                app.push(GuideMenu(app, names))
            else:
                import_once("engine.app.guide").start(app)
        elif action == "rules":
            from engine.app.help import HelpScene, game_pages

            app.push(HelpScene(app, self.entry.name(), game_pages(app)))
        else:
            self.back()

    def back(self):
        self.app.close_game()
        self.app.pop()


class GuideMenu(MenuScene):
    """The guided games of a game with variants (names: keys of its text table), one a
    row; A starts one (engine/app/guide.py). Dropped while it is played: the game's menu
    is where a guided game ends."""

    NAME = "guide_menu"

    WHILE_PLAYING = DROP

    def __init__(self, app, names):
        self.names = names
        super().__init__(app, t("guide"))

    def rows(self):
        text = self.app.modules.text.TEXT
        return [(tr(text, name), None) for name in self.names] + [(t("back"), None)]

    def choose(self, index):
        if index < len(self.names):
            import_once("engine.app.guide").start(self.app, index)
        else:
            self.back()


class SettingsMenu(MenuScene):
    """Language, sound, default AI level, Royal Garden coach."""

    NAME = "settings"

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
    """At start, over the title: A continues the game played last, B goes to the main
    menu. The save stays either way (the main menu's Continue row offers it again)."""

    NAME = "resume_offer"

    def __init__(self, app, entry):
        self.game_id = entry.id
        message = entry.name() + ": " + t("saved_game") + "\n\n" + t("offer_keys")
        super().__init__(app, t("continue") + "?", message)

    def on_key(self, key):
        if key == keys.A or key == keys.B:
            app = self.app
            app.click()
            app.scenes.pop()  # this offer; the title stays under the main menu
            app.push(MainMenu(app))
            if key == keys.A:
                from engine.app.play_start import resume

                resume(app, self.game_id)


def offer_resume(app):
    """Show the ResumeOffer for the game played last, when a game of the catalog waits."""
    for game_id in app.settings.waiting():
        try:
            entry = find(game_id)
        except KeyError:
            continue
        app.push(ResumeOffer(app, entry))
        return


def offer_start(app):
    """At start, over the title: the notice of what the load could not read (each such
    part was reset) or that a write was cut short, then the offer to continue."""
    from engine.app.scene import more_texts

    settings = app.settings
    if not (settings.problems or settings.cut):
        offer_resume(app)
        return
    more = more_texts()
    lines = []
    for problem in settings.problems:
        if problem in ("store", "version", "frame", "settings", "statistics"):
            lines.append(more["reset_" + problem])
        else:
            try:
                lines.append(more["reset_game"] % find(problem).name())
            except KeyError:
                pass  # a game this program does not have: dropped without a word
    if settings.cut:
        lines.append(more["save_cut_game"] if settings.games else more["save_cut"])
    title = t("error") if settings.problems else more["power_cut"]
    app.push(Notice(app, title, "\n".join(lines), lambda: _after_notice(app)))
    if settings.problems:
        settings.save()  # the parts that could not be read start afresh


def _after_notice(app):
    app.pop()
    offer_resume(app)
