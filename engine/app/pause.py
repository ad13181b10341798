"""The pause menu in a game: resume, rules, sound, quit (the game stays saved)."""

from engine.app.scene import MenuScene, t


class PauseMenu(MenuScene):
    def __init__(self, app):
        super().__init__(app, t("pause"))

    def rows(self):
        s = self.app.settings
        return [
            (t("resume"), None),
            (t("rules"), None),
            (t("sound"), t("on") if s.sound else t("off")),
            (t("quit"), None),
        ]

    def change(self, index, delta):
        if index == 2:
            self.app.settings.sound = not self.app.settings.sound

    def choose(self, index):
        app = self.app
        if index == 0:
            self.back()
        elif index == 1:
            from engine.app.help import HelpScene, game_pages
            from engine.app.menus import game_name

            app.push(HelpScene(app, game_name(app.modules.entry), game_pages(app)))
        elif index == 2:
            self.change(index, 1)
            self.refresh_rows()
        else:
            from engine.app.menus import MainMenu

            app.settings.save()
            app.close_game()
            app.pop_to(MainMenu)

    def back(self):
        self.app.settings.save()
        self.app.pop()
