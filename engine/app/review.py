"""The review screen: a finished game stepped back and forth, every hand shown, and under
it what each move was worth (engine/review.py: Royal Garden's exact verdicts, the other
games' top AI move and its reason).

The game's own screen draws each position (its GameScene, every hand shown as to
spectators, never handed a turn: nothing is played, saved or counted); a panel over its
foot gives the move, its verdict or the top AI's move, and its reason. LEFT/UP a move
back, RIGHT/DOWN a move on, A hides or shows the panel, B goes back. The analysis is
worked out one position a tick (the shown move's first), so keys stay answered.

Opened from a finished game's screen (open_end: the live game) or from the statistics
(open_saved: the review part the game's end kept). Loaded for the review only, with its
texts (engine/app/text_review.py).
"""

import gc

from engine import keys
from engine.app.play import SHOW_ALL
from engine.app.scene import Scene
from engine.app.session import PERSON, Session
from engine.lang import Texts
from engine.modules import import_once
from engine.ui import theme
from engine.ui.draw import fit, label, rect, set_text

steps = import_once("engine.review")  # held by this module only: it goes with the review
NOT_YET = steps.NOT_YET


def open_end(scene):
    """From a finished game's screen: its review, in the place of that screen (whose
    memory the review's screen takes); B then leads to the game's menu under it."""
    app = scene.app
    start, moves = steps.played(scene.game)
    review = _review(app, scene.session.game_id, start, moves)
    controllers = list(scene.session.controllers)
    app.scenes.pop()
    scene.clear()
    scene = None
    gc.collect()
    app.push(ReviewScene(app, review, controllers))


def open_saved(app, page):
    """From the statistics' page of a game: the review of its last finished game (the
    part its end kept); one that cannot be read is dropped with a calm notice, nothing
    else lost. The statistics come back on B, at that page."""
    from engine.app.play_start import rest
    from engine.app.scene import t
    from engine.catalog import GAMES

    entry = GAMES[page]
    try:
        _, controllers, start, moves = steps.parse(app.settings.reviews[entry.id])
        review = _review(app, entry.id, start, moves, controllers)
    except (ValueError, TypeError, KeyError, IndexError):
        del app.settings.reviews[entry.id]
        app.settings.save()
        app.open("notice", t("error"),
                 Texts("engine.app.text_review").TEXT["unreadable"] % entry.name())
        return
    rest(app)  # the menus under the statistics sleep while the review shows, as under a game
    stats = app.scenes.pop()
    stats.clear()
    stats = None
    gc.collect()
    app.push(ReviewScene(app, review, controllers, page))


def _review(app, game_id, start, moves, controllers=None):
    """The Review of the game's moves (ValueError when they or the controllers do not
    fit the game)."""
    mods = app.modules
    if controllers is not None:
        for c in controllers:
            if not PERSON <= c < len(mods.ai.LEVELS):
                raise ValueError("no such AI level")
    review = steps.Review(mods.rules_class, mods.ai, steps.judge_of(game_id), start, moves)
    if controllers is not None and len(controllers) != review.game.seats:
        raise ValueError("one controller per seat")
    return review


class ReviewScene(Scene):
    NAME = "review"

    review = board = None  # the Review; the game's screen that draws its positions
    text = hints = None  # the review's texts; the game's hints' reasons (no exact judge)
    page = None  # the statistics' page to come back to, -1: back to the game's menu
    panel = line = mark = None  # the panel, its move line, its line of why
    cols = None  # characters a line of the panel holds

    def __init__(self, app, review, controllers, page=-1):
        super().__init__(app)
        mods = app.modules
        self.review = review
        self.page = page
        self.text = Texts("engine.app.text_review").TEXT
        if review.judge is None:
            self.hints = Texts("engine.%s.text_hints" % mods.game_id).TEXT
        self.board = mods.scene.GameScene(app, Session(mods.game_id, review.game, controllers))
        self.board.viewer = SHOW_ALL  # the game is over: every hand shows
        self.group.append(self.board.group)
        m = app.metrics
        s = m.scale
        top = m.height - 2 * m.lh - s
        self.panel = panel = rect(0, top, m.width, m.height - top, theme.PANEL)
        self.group.append(panel)
        self.line = label("", 2 * s, top + s, color=theme.TEXT, scale=s)
        self.mark = label("", 2 * s, top + s + m.lh, color=theme.DIM, scale=s)
        self.group.append(self.line)
        self.group.append(self.mark)
        self.cols = m.cols - 1
        self.show()

    # --- drawing -------------------------------------------------------------------
    def show(self):
        """The position shown, its place in the game on the top bar, the panel."""
        review = self.review
        board = self.board
        board.update()
        set_text(board.status_label, "%s %d/%d" % (self.text["review"], review.at,
                                                    review.end()))
        self.note()

    def note(self):
        """The panel: the move that led here and what it was worth, then why (or the
        keys)."""
        review = self.review
        at = review.at
        text = self.text
        ink = theme.DIM
        if at == 0:
            line, mark = text["start"], self.keys()
        else:
            k = at - 1
            review.go(k)  # the move's text, and the AI's, in the position they were made
            game = review.game
            line = self.board.seat_name(review.movers[k]) + ": " + game.move_text(
                review.moves[k])
            if review.judge is not None:
                line, mark, ink = self._verdict(k, line)
            else:
                line, mark = self._hint(k, game, line)
            review.go(at)
        set_text(self.line, fit(line, self.cols))
        self.mark.color = ink
        set_text(self.mark, fit(mark, self.cols))

    def keys(self):
        """What the keys do, in the panel's room."""
        text = self.text["keys"]
        return text if len(text) <= self.cols else self.text["keys_short"]

    def _verdict(self, k, line):
        """(line, mark, ink) of moves[k]'s exact verdict."""
        text = self.text
        pair = self.review.verdict(k)
        if pair is None:
            return line, self.keys(), theme.DIM
        if NOT_YET in pair:
            return line + "  " + text["working"], "", theme.DIM
        words = [text["open"] if v is None else text[("loss", "draw", "win")[v + 1]]
                 for v in pair]
        line += "  " + words[1]
        if self.review.threw(k):
            return line, text["threw"] % words[0], theme.WARN
        return line, self.keys(), theme.DIM

    def _hint(self, k, game, line):
        """(line, mark) of the top AI's move where moves[k] was made, and its reason."""
        found = self.review.found[k]
        if found == NOT_YET:
            return line, self.text["working"]
        move, reason = found
        why = self.hints.get(reason, "")
        if move == self.review.moves[k]:
            return line + " \u2713", why  # as the top AI
        return line, self.text["ai"] % game.move_text(move) + ": " + why

    # --- keys and time ---------------------------------------------------------------
    def on_key(self, key):
        app = self.app
        review = self.review
        if key == keys.LEFT or key == keys.UP or key == keys.RIGHT or key == keys.DOWN:
            step = -1 if key == keys.LEFT or key == keys.UP else 1
            k = review.at + step
            if 0 <= k <= review.end():
                review.go(k)
                app.click()
                self.show()
            else:
                app.beep(220, 60)  # the first or the last position: nothing further
        elif key == keys.A:
            app.click()
            hidden = not self.panel.hidden
            self.panel.hidden = self.line.hidden = self.mark.hidden = hidden
        elif key == keys.B:
            app.click()
            self.leave()

    def leave(self):
        """Back where the review was opened from: the game's menu, or the statistics."""
        app = self.app
        page = self.page
        if page < 0:
            app.pop_to("game_menu")
        else:
            app.pop()  # the main menu, awake again
            stats = app.make("stats")
            stats.page = page
            app.push(stats)

    def tick(self, now):
        if self.review.work():
            self.note()
