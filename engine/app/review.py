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
from engine.app.app import ANY
from engine.app.play import SHOW_ALL
from engine.app.scene import Scene
from engine.app.session import PERSON, Session
from engine.lang import Texts
from engine.modules import import_once
from engine.ui import theme
from engine.ui.draw import fit, label, rect, set_text
from engine.ui.wrap import wrap

steps = import_once("engine.review")  # held by this module only: it goes with the review
NOT_YET = steps.NOT_YET
LINES = 4  # the panel's lines at most (with the keys' line at either end)


def open_end(app, game, session):
    """A finished game's review, its screen taken off the stack already (play.review_end).
    Where the game's end kept it in the store and the board can start afresh, in a fresh
    VM (App.restart: the game's names and the menus' stay out of its heap; B leads to the
    game's menu, built anew); else in the place of that screen, B then leading to the
    game's menu under it."""
    start, moves = steps.played(game)
    game_id = session.game_id
    if app.hw.can_restart and game_id is not None and _kept(app, game_id) == (start, moves):
        _restart(app, b"r-" + game_id.encode())
    review = _review(app, game_id, start, moves)
    app.held = ANY  # the review's names too: even this game starts afresh after it
    app.push(ReviewScene(app, review, list(session.controllers)))


def _kept(app, game_id):
    """(start, moves) of the review the store keeps for game_id, or None."""
    data = app.settings.reviews.get(game_id)
    try:
        return None if data is None else steps.parse(data)[2:]
    except ValueError:
        return None


def open_saved(app, page):
    """From the statistics' page of a game: the review of its last finished game (the
    part its end kept), in a fresh VM where the board can start afresh (open_kept), else
    over the statistics, which come back on B at that page. One that cannot be read is
    dropped with a calm notice, nothing else lost."""
    from engine.app.play_start import rest
    from engine.catalog import GAMES

    entry = GAMES[page]
    if app.hw.can_restart:
        _restart(app, ("r%d%s" % (page, entry.id)).encode())
    made = _kept_review(app, entry, None)
    if made is None:
        return
    app.held = ANY
    rest(app)  # the menus under the statistics sleep while the review shows, as under a game
    stats = app.scenes.pop()
    stats.clear()
    stats = None
    gc.collect()
    app.push(ReviewScene(app, made[0], made[1], page))


def open_kept(app, entry, page):
    """In a fresh VM (engine/app/fresh.py): the review the store keeps for entry's game,
    alone on the stack; B starts afresh again, into the game's menu (page -1) or the
    statistics at page."""
    app.held = ANY
    made = _kept_review(app, entry, lambda: _restart(app, _back(entry.id, page)))
    if made is not None:
        app.push(ReviewScene(app, made[0], made[1], page, True))


def _restart(app, note):
    """A fresh VM that goes on with note (engine/app/fresh.py): never returns."""
    import_once("engine.app.fresh").restart(app, note)


def _back(game_id, page):
    """The note that leads back from a review in a fresh VM (engine/app/fresh.py)."""
    return b"m" + game_id.encode() if page < 0 else ("s%d" % page).encode()


def _kept_review(app, entry, on_done):
    """(Review, controllers) of the review the store keeps for entry's game; None when it
    cannot be read: then it is dropped and a notice says so (on_done: what its A or B
    does, None: back)."""
    from engine.app.scene import t

    try:
        _, controllers, start, moves = steps.parse(app.settings.reviews[entry.id])
        return _review(app, entry.id, start, moves, controllers), controllers
    except (ValueError, TypeError, KeyError, IndexError):
        app.settings.reviews.pop(entry.id, None)
        app.settings.save()
        app.open("notice", t("error"),
                 Texts("engine.app.text_review").TEXT["unreadable"] % entry.name(), on_done)
        return None


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


def _bottom(item, y, scale):
    """The lowest screen row an object of a game's screen reaches (its group at y, drawn
    at scale), or None for a group of objects (a label is one object)."""
    if hasattr(item, "text"):  # a label: its box, all its lines
        _, by, _, bh = item.bounding_box
        return y + (item.y + (by + bh) * item.scale) * scale
    if hasattr(item, "radius"):  # a circle: y is its centre
        return y + (item.y + item.radius) * scale
    if hasattr(item, "tile_height"):
        return y + (item.y + item.height * item.tile_height) * scale
    if hasattr(item, "points"):
        return y + (item.y + max([p[1] for p in item.points])) * scale
    if hasattr(item, "height"):  # a rectangle
        return y + (item.y + item.height) * scale
    return None


def _leaves(group, y, scale, out):
    """(object, its group's y on screen, its scale) of every visible object under group
    that is no group of objects (a label is one object)."""
    for item in group:
        if item.hidden:
            continue
        if _bottom(item, y, scale) is None:
            _leaves(item, y + item.y * scale, scale * item.scale, out)
        else:
            out.append((item, y, scale))


def _top(item, y, scale):
    """The highest screen row a shape reaches."""
    if hasattr(item, "radius"):
        return y + (item.y - item.radius) * scale
    if hasattr(item, "points"):
        return y + (item.y + min([p[1] for p in item.points])) * scale
    return y + item.y * scale


def _ground(item, m):
    """A shape text may lie on (as tests/crawl.py judges): the ground's colours, or big."""
    shader = getattr(item, "pixel_shader", None)
    color = shader[0] if shader is not None and len(shader) == 1 else None
    if color in (theme.BACKGROUND, theme.PANEL, theme.SELECT_BG):
        return True
    height = item.height * getattr(item, "tile_height", 1) if hasattr(item, "height") else 0
    width = item.width * getattr(item, "tile_width", 1) if hasattr(item, "width") else 0
    return width * height >= m.width * m.height // 5


def _above(item, y, scale, limit):
    """A text's lines without those that reach below the row limit (their places kept),
    for a label or Cells of several lines anchored at its top (whose lines stay put at a
    new text); None for any other object, or when no line is left."""
    text = getattr(item, "text", None)
    if not text or "\n" not in text or item.anchor_point[1] != 0:
        return None
    lines = text.split("\n")
    tops = getattr(item, "tops", None)  # each line's top in font pixels: Cells'
    if tops is None:  # a label's: a line every int(line_spacing x the font's height)
        step = int(item.line_spacing * theme.CHAR_H)
        tops = [i * step for i in range(len(lines))]
    s = scale * item.scale
    top = y + item.y * scale + item.bounding_box[1] * s
    for i in range(min(len(lines), len(tops))):
        if top + (tops[i] + theme.CHAR_H) * s > limit:
            lines[i] = ""
    kept = "\n".join(lines).rstrip("\n")
    return kept or None


class ReviewScene(Scene):
    NAME = "review"

    review = board = None  # the Review; the game's screen that draws its positions
    text = hints = None  # the review's texts; the game's hints' reasons (no exact judge)
    say = None  # the game's words(scene, move, text) for a move (engine/<game>/review_words)
    page = None  # the statistics' page to come back to, -1: back to the game's menu
    fresh = False  # opened alone in a fresh VM (open_kept): B starts afresh
    panel = words = None  # the panel and its text
    cols = None  # the characters a line of the panel holds
    covered = None  # the game screen's objects hidden under the panel, and (label, its
    # text) of the labels cut above it (cover)

    def __init__(self, app, review, controllers, page=-1, fresh=False):
        super().__init__(app)
        mods = app.modules
        self.review = review
        self.page = page
        self.fresh = fresh
        self.text = Texts("engine.app.text_review").TEXT
        self.say = import_once("engine.%s.review_words" % mods.game_id).words
        if review.judge is None:
            self.hints = Texts("engine.%s.text_hints" % mods.game_id).TEXT
        self.board = mods.scene.GameScene(app, Session(mods.game_id, review.game, controllers))
        self.board.viewer = SHOW_ALL  # the game is over: every hand shows
        self.group.append(self.board.group)
        m = app.metrics
        self.panel = rect(0, m.height - m.lh, m.width, m.lh, theme.PANEL)
        self.group.append(self.panel)
        self.words = label("", 2 * m.scale, m.height - 2 * m.scale, color=theme.TEXT,
                           scale=m.scale, anchor=(0.0, 1.0))
        self.words.line_spacing = m.lh / m.scale / theme.CHAR_H  # a line every m.lh
        self.group.append(self.words)
        self.cols = m.cols - 1
        self.covered = []
        self.show()

    # --- what the panel covers -------------------------------------------------------
    def cover(self):
        """Hide the game screen's objects that reach into the panel (a card half under
        it, a line of text; not the ground it lies on), and the lines of its labels that
        reach down to a hidden card: the panel shows over nothing. uncover() shows them
        again, as the game's screen left them."""
        leaves = []
        _leaves(self.board.group, 0, 1, leaves)
        m = self.app.metrics
        limit = self.panel.y
        labels = []
        for item, y, scale in leaves:
            if hasattr(item, "text"):
                labels.append((item, y, scale))
            elif _bottom(item, y, scale) > self.panel.y and not _ground(item, m):
                item.hidden = True
                self.covered.append(item)
                limit = min(limit, _top(item, y, scale))
        for item, y, scale in labels:
            if _bottom(item, y, scale) <= limit:
                continue
            kept = _above(item, y, scale, limit)
            if kept is None:
                item.hidden = True
                self.covered.append(item)
            else:  # a label of several lines (a stack of cards' ranks): those above
                self.covered.append((item, item.text))
                item.text = kept

    def _hides(self, top):
        """True when a panel from row top down would hide a card or shape of the game's
        screen (not a text, not the ground it lies on)."""
        leaves = []
        _leaves(self.board.group, 0, 1, leaves)
        m = self.app.metrics
        for item, y, scale in leaves:
            if not hasattr(item, "text") and _bottom(item, y, scale) > top and not _ground(
                    item, m):
                return True
        return False

    def uncover(self):
        for item in self.covered:
            if isinstance(item, tuple):
                item[0].text = item[1]
            else:
                item.hidden = False
        self.covered = []

    # --- drawing -------------------------------------------------------------------
    def show(self):
        """The position shown, its place in the game on the top bar, the panel."""
        review = self.review
        board = self.board
        self.uncover()  # the screen as the game's update left it, then updated
        board.update()
        if not self.panel.hidden:
            self.cover()
        text = self.text
        top = text["move"] % (review.at, review.end())
        if self.note():  # the keys' line moved to the top bar, as they fit
            top = text["at_keys"] % (review.at, review.end(), text["keys_short"])
            if len(top) > self.cols:
                top = text["at_keys"] % (review.at, review.end(), text["keys_tiny"])
        set_text(board.status_label, top)

    def note(self):
        """The panel: the move that led here, what it was worth and why (wrapped, at most
        LINES lines with the keys' line at either end, the panel as high as they need).
        True when the keys' line was left out: it would hide a card of the game's screen
        that the words alone leave in view (Royal Garden's bottom row on a PyBadge); the
        top bar shows the keys then."""
        review = self.review
        at = review.at
        text = self.text
        ink = theme.TEXT
        short = None  # the words without the top AI's reason, should they not fit
        if at == 0:
            words = text["start"]
        else:
            k = at - 1
            review.go(k)  # the move's text, and the AI's, in the position they were made
            words = self.seat(review.movers[k]) + ": " + self.move_words(review.moves[k])
            if review.judge is not None:
                words, ink = self._verdict(k, words)
            else:
                words, short = self._hint(k, words)
            review.go(at)
        lines = wrap(words, self.cols)
        ends = at == 0 or at == review.end()  # where a review begins: a line for the keys
        room = LINES - 1 if ends else LINES
        if len(lines) > room and short is not None:
            lines = wrap(short, self.cols)
        if len(lines) > room:
            lines = lines[:room - 1] + [fit(lines[room - 1] + " " + lines[room], self.cols)]
        m = self.app.metrics
        moved = False
        if ends:
            keys_text = text["keys"]
            lines.append(keys_text if len(keys_text) <= self.cols else text["keys_short"])
            self.uncover()
            if self._hides(self._top(len(lines))) and not self._hides(self._top(len(lines) - 1)):
                lines.pop()
                moved = True
        top = self._top(len(lines))
        if top != self.panel.y:
            self.uncover()
            self.panel.y = top
            self.panel.height = m.height - top
            if not self.panel.hidden:
                self.cover()
        elif ends and not self.panel.hidden:
            self.cover()
        self.words.color = ink
        try:
            set_text(self.words, "\n".join(lines))
        except MemoryError:  # no block for its bitmap (the heap in pieces): this position
            pass  # goes without its words, as it does without a verdict (engine/review.py)
        return moved

    def _top(self, lines):
        """The panel's top row for that many lines."""
        m = self.app.metrics
        return m.height - lines * m.lh - 3 * m.scale

    def seat(self, seat):
        """A seat's short name: 'P1', or 'AI2' for an AI seat."""
        if self.board.session.is_ai(seat):
            return self.text["ai_seat"] % (seat + 1)
        return self.text["person_seat"] % (seat + 1)

    def move_words(self, move):
        """A move as the players see it, in their language: the cards as the game's
        screen names them (not the notation of saves and tests)."""
        return self.say(self.board, move, self.text["review_move_words"])

    def _verdict(self, k, words):
        """(words, ink) of moves[k]'s exact verdict for its mover."""
        text = self.text
        pair = self.review.verdict(k)
        if pair is None:  # no card taken (the next game dealt)
            return words, theme.TEXT
        if NOT_YET in pair:
            return words + " " + text["working"], theme.TEXT
        said = [text["open"] if v is None else text[("loss", "draw", "win")[v + 1]]
                for v in pair]
        words += ": " + said[1]
        if self.review.threw(k):
            return words + "\n" + text["threw"] % said[0], theme.WARN
        return words, theme.TEXT

    def _hint(self, k, words):
        """(words with the top AI's move where moves[k] was made and its reason, the same
        without the reason; or None)."""
        found = self.review.found[k]
        if found == NOT_YET:
            return words + " " + self.text["working"], None
        if found is None:  # no room for the top AI's search
            return words, None
        move = found
        why = self.hints.get(self.review.reasons[k], "")
        if move == self.review.moves[k]:
            return words + " \u2713 " + why, words + " \u2713"  # as the top AI
        words += ". " + self.text["ai"] % self.move_words(move)
        return words + ": " + why, words

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
            self.panel.hidden = self.words.hidden = hidden
            if hidden:
                self.uncover()
            else:
                self.cover()
        elif key == keys.B:
            app.click()
            self.leave()

    def leave(self):
        """Back where the review was opened from: the game's menu, or the statistics."""
        app = self.app
        page = self.page
        if self.fresh:
            _restart(app, _back(app.modules.game_id, page))
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
