"""The pause menu in a game: resume, the game's extras, rules, sound, quit.

Quitting writes the game, so that 'Continue' resumes it; resuming writes only a changed
sound setting.
"""

from engine.app.menu_scene import MenuScene
from engine.app.scene import t


class PauseMenu(MenuScene):
    NAME = "pause"

    def __init__(self, app, extras=()):
        self.extras = extras  # (text, function) rows from the game's scene
        self.sound = app.settings.sound  # as it was when the menu opened
        super().__init__(app, t("pause"))

    def _actions(self):
        return ["resume"] + list(self.extras) + ["rules", "sound", "quit"]

    def rows(self):
        rows = []
        for action in self._actions():
            if action == "sound":
                rows.append((t("sound"), t("on") if self.app.settings.sound else t("off")))
            elif isinstance(action, tuple):
                rows.append((action[0], None))
            else:
                rows.append((t(action), None))
        return rows

    def change(self, index, delta):
        if self._actions()[index] == "sound":
            self.app.settings.sound = not self.app.settings.sound

    def choose(self, index):
        app = self.app
        action = self._actions()[index]
        if isinstance(action, tuple):
            action[1]()
        elif action == "resume":
            self.back()
        elif action == "rules":
            from engine.app.help import HelpScene, game_pages

            app.push(HelpScene(app, app.modules.entry.name(), game_pages(app)))
        elif action == "sound":
            self.change(index, 1)
            self.refresh_rows()
        else:
            app.settings.save()
            app.close_game()  # first: the menus' modules come back in the game's room
            app.pop_to("main_menu")

    def back(self):
        if self.app.settings.sound != self.sound:
            self.app.settings.save()
        self.app.pop()
