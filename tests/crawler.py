"""The screen crawler (desktop only): every screen a player reaches by keys, on a board in
a language, each checked by tests.crawl.check.

What it walks, per board and language:
- the shell: the title, every row of the main menu, every row of Settings with each of
  its values, every page of Controls, About and Statistics;
- per game: every row of its menu, every page of its rules, every row of the setup with
  each of its values (the most seats, so that every seat's row shows);
- per game, seeded games: the screens tools/screens pictures (start, mid-game, the ends,
  a refusal, privacy screens...), then a hint (SELECT) and the pause menu, each row, and
  its rules' first page (the rest are the game menu's pages again); Royal Garden's coach
  warning; a finished game's review;
- per game and variant, its guided game: every prompt's pages, every step with the
  cursor on the scripted move and with a wrong move refused, the closing notice, the
  pause menu.

Crawler(board, language).run() returns the crawler; .screens, .checks and .problems
(strings naming the screen) tell what it found. python -m tests.crawler [board [lang]]
prints them (make crawl: every board in both languages); with CRAWL_SHOTS=folder it also
saves a PNG of every screen with a problem there.
"""

import os
import sys

from engine import lang
from engine.catalog import GAMES
from engine.ui import theme
from tests.crawl import check
from tests.driver import (
    PERSON,
    make_app,
    open_guide,
    press,
    press_restart,
    start_game,
    top_is,
    wait,
)

BOARDS = ("pybadge", "pygamer", "clue", "picosystem", "pico_display")
LANGUAGES = (lang.ENGLISH, lang.GERMAN)
TAGS = ("en", "de")
GROUND = (theme.BACKGROUND, theme.PANEL, theme.SELECT_BG)


def cursors(app):
    """The top scene's cursors: a list's bar, a game's cursor shapes."""
    top = app.top()
    found = []
    view = getattr(top, "list", None)
    if view is not None and hasattr(view, "bar") and view.items:
        found.append(view.bar)
    for name in ("cursor", "pile_cursor", "hand_cursor", "warn_box"):
        shape = getattr(top, name, None)
        if shape is not None and hasattr(shape, "hidden") and not isinstance(shape, int):
            found.append(shape)
    frames = getattr(top, "frames", None)
    if frames:
        shown = [f for f in frames[6:12] if not f.hidden]
        if shown:
            found.append(shown)
    return found


class Crawler:
    def __init__(self, board, language, games=None, shell=True):
        self.board = board
        self.language = language
        self.games = games  # catalog ids, None for every game
        self.shell = shell
        self.screens = 0
        self.checks = 0
        self.problems = []
        self.where = ""
        self.shots = os.environ.get("CRAWL_SHOTS")  # a folder: a PNG of each screen with a problem

    # --- visiting ----------------------------------------------------------------
    def visit(self, app, tag):
        app.step()
        problems, checks = check(app, cursors(app), GROUND)
        self.screens += 1
        self.checks += checks
        name = "%s %s %s/%s" % (self.board, TAGS[self.language], self.where, tag)
        for problem in problems:
            self.problems.append("%s: %s" % (name, problem))
        if problems and self.shots:
            os.makedirs(self.shots, exist_ok=True)
            app.hw.frontend.screenshot(os.path.join(self.shots, name.replace(" ", "-")
                                                    .replace("/", "-") + ".png"))

    def app(self):
        app = make_app(self.board)
        app.settings.language = self.language
        app.settings.apply()
        app.top().enter()
        app.step()
        return app

    def session(self, where, walk):
        self.where = where
        app = self.app()
        try:
            walk(app)
        finally:
            app.hw.close()
            lang.set_language(lang.ENGLISH)

    def run(self):
        if self.shell:
            self.session("shell", self.walk_shell)
        for entry in GAMES:
            if self.games is None or entry.id in self.games:
                self.session(entry.id + "/menus", lambda app, e=entry: self.walk_game_menus(app, e))
                self.walk_game_screens(entry.id)
                self.walk_guides(entry.id)
        return self

    # --- the screens ----------------------------------------------------------------
    def rows(self, app, tag, values=True):
        """Every row of the list on top, each value of a row that has values (cycled back
        to the first)."""
        menu = app.top()
        for i in range(len(menu.list.items)):
            row = menu.list.items[i]
            self.visit(app, "%s-%d" % (tag, i))
            if values and row[1] is not None:
                first = row[1]
                for n in range(12):
                    press(app, "RIGHT")
                    if menu.list.items[i][1] == first:
                        break
                    self.visit(app, "%s-%d-%d" % (tag, i, n + 1))
            press(app, "DOWN")

    def pages(self, app, tag):
        """Every page of the help scene on top, then back."""
        scene = app.top()
        self.visit(app, tag + "-0")
        page = 0
        while scene.top < max(0, len(scene.lines) - scene.visible):
            press(app, "RIGHT")
            page += 1
            self.visit(app, "%s-%d" % (tag, page))
        press(app, "B")

    def walk_shell(self, app):
        app.top().prompt.hidden = False
        self.visit(app, "title")
        press(app, "A")
        menu = app.top()
        self.rows(app, "menu")
        actions = [a for a, _ in menu.actions]
        for action in ("settings", "controls", "about", "statistics"):
            index = actions.index(action)
            d = (index - menu.list.index) % len(actions)
            press(app, *(["DOWN"] * d), "A")
            if action == "settings":
                settings = app.top()
                # the language row last: it changes every text
                press(app, "DOWN")
                for i in range(1, len(settings.list.items)):
                    self.rows_one(app, "settings-%d" % i)
                    press(app, "DOWN")
                self.rows_one(app, "settings-0")
                press(app, "B")
            elif action == "statistics":
                self.visit(app, "statistics")
                for n in range(len(GAMES)):
                    press(app, "RIGHT")
                    self.visit(app, "statistics-%d" % (n + 1))
                press(app, "B")
            else:
                self.pages(app, action)

    def rows_one(self, app, tag):
        """The row under the cursor with each of its values."""
        menu = app.top()
        i = menu.list.index
        self.visit(app, tag)
        row = menu.list.items[i]
        if row[1] is not None:
            first = row[1]
            for n in range(12):
                press(app, "RIGHT")
                if menu.list.items[i][1] == first:
                    break
                self.visit(app, "%s-%d" % (tag, n + 1))

    def walk_game_menus(self, app, entry):
        press(app, "A")
        menu = app.top()
        index = menu.actions.index(("game", entry.id))
        press(app, *(["DOWN"] * index), "A")
        assert top_is(app, "GameMenu")
        self.rows(app, "game_menu")
        game_menu = app.top()
        index = game_menu.actions.index("rules")
        press(app, *(["DOWN"] * ((index - game_menu.list.index) % len(game_menu.actions))), "A")
        self.pages(app, "rules")
        press(app, *(["DOWN"] * ((0 - game_menu.list.index) % len(game_menu.actions))), "A")
        assert top_is(app, "SetupMenu")
        setup = app.top()
        if setup.max_seats > setup.min_seats:
            self.rows_one(app, "setup-seats")
            while setup.seats != setup.max_seats:
                press(app, "RIGHT")
            press(app, "DOWN")
        for i in range(setup.list.index, len(setup.list.items)):
            self.rows_one(app, "setup-%d" % i)
            press(app, "DOWN")

    def walk_game_screens(self, game_id):
        import importlib

        module = importlib.import_module("tools.screens." + game_id)
        for _name, scene in module.SCENES:
            self.session("%s/%s" % (game_id, scene.__name__),
                         lambda app, s=scene: s(app, lambda tag, a=app: self.visit(a, tag)))
        self.session(game_id + "/extras", lambda app: self.walk_extras(app, game_id))
        self.session(game_id + "/review", lambda app: self.walk_review(app, game_id))

    def walk_guides(self, game_id):
        from engine.modules import import_module

        for variant in range(len(import_module("engine.%s.guide" % game_id).GUIDES)):
            self.session("%s/guide-%d" % (game_id, variant),
                         lambda app, v=variant: self.walk_guide(app, game_id, v))

    def walk_guide(self, app, game_id, variant):
        """A guided game from the game's menu: each prompt's pages, the game with the
        cursor on the scripted move, a wrong move's refusal, the closing notice, then the
        pause menu's rows."""
        scene = open_guide(app, game_id, variant,
                           lambda a: self.rows(a, "guide_menu", values=False))
        app = scene.app  # in a fresh VM
        guide = scene.guide
        for n in range(80):
            if top_is(app, "Notice"):
                self.visit(app, "notice-%d" % n)
                press(app, "A")
                if not guide.running() and not top_is(app, "Notice"):
                    break
            elif scene.thinking:
                wait(app, 400)
            else:
                self.visit(app, "step-%d" % n)
                press(app, "RIGHT", "A", "RIGHT", "A")
                self.visit(app, "refused-%d" % n)
                press(app, "SELECT")
                at = guide.index
                for _ in range(4):
                    press(app, "A")
                    if guide.index != at:
                        break
        press(app, "START")
        self.rows(app, "pause", values=False)

    def walk_extras(self, app, game_id):
        """A hint, the pause menu's rows and its rules, in a game against the AI: their
        first page (the game's menu showed every page of the same help screen)."""
        controllers = [PERSON] + [1] * (self.min_seats(app, game_id) - 1)
        scene = start_game(app, game_id, controllers, None, 3)
        wait(app, 200)
        self.visit(app, "start")
        press(app, "SELECT")
        self.visit(app, "hint")
        if game_id == "royal_garden":
            self.coach(app, scene)
        press(app, "START")
        self.rows(app, "pause", values=False)
        pause = app.top()
        index = [r[0] for r in pause.rows()].index(pause.rows()[-3][0])  # rules
        press(app, *(["DOWN"] * ((index - pause.list.index) % len(pause.list.items))), "A")
        assert top_is(app, "HelpScene")
        self.visit(app, "pause-rules-0")
        press(app, "B")

    def walk_review(self, app, game_id):
        """A finished game's review (LEFT on its end screen): the end, a few moves back
        once worked out, the start; its panel hidden."""
        from tests.driver import start_after

        controllers = [PERSON] + [1] * (self.min_seats(app, game_id) - 1)
        start_after(app, game_id, controllers, lambda g: g.is_over(), None, 3)
        app = press_restart(app, "LEFT")  # the review's fresh VM
        review = app.top().review
        self.visit(app, "review-end")
        for n in range(1, 7):
            press(app, "LEFT")
            wait(app, 100, 20)
            self.visit(app, "review-%d" % n)
        press(app, *["UP"] * review.at)
        self.visit(app, "review-start")
        press(app, "A")
        self.visit(app, "review-start-no-panel")
        press_restart(app, "B")

    def min_seats(self, app, game_id):
        from engine.catalog import find

        return find(game_id).min_seats

    def coach(self, app, scene):
        """Royal Garden's coach: walk the cursor until a card would hand the AI a win."""
        from engine.prng import Prng

        game = scene.game
        prng = Prng(4)
        for _ in range(12):
            for _ in range(16):
                if scene.threat_how:
                    self.visit(app, "coach")
                    return
                press(app, "RIGHT")
            if game.is_over() or game.to_move != 0:
                break
            move = app.modules.ai.choose(game, 0, "casual", prng)
            d = (move - scene.cur) % 16
            press(app, *(["DOWN"] * (d // 4) + ["RIGHT"] * (d % 4)), "A")
            while scene.thinking:
                wait(app, 200)


def main(argv):
    boards = argv[:1] or BOARDS
    languages = [TAGS.index(argv[1])] if len(argv) > 1 else LANGUAGES
    screens = checks = 0
    problems = []
    for board in boards:
        for language in languages:
            crawler = Crawler(board, language).run()
            print("%s %s: %d screens, %d checks, %d problems" % (
                board, TAGS[language], crawler.screens, crawler.checks, len(crawler.problems)))
            screens += crawler.screens
            checks += crawler.checks
            problems += crawler.problems
    for problem in problems:
        print(problem)
    print("crawl: %d screens, %d checks, %d problems" % (screens, checks, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
