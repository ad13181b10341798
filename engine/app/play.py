"""The play loop every game screen shares: turns, the AI, privacy, saving.

A game's scene (engine/<game>/scene.py) subclasses PlayScene and fills in
build() (make the displayio objects once), update() (show the current state)
and human_key() (move the cursor; call commit(move) to play). PlayScene does
the rest: whose turn it is, running the AI after a short pause with a
'thinking' sign, the pass-the-device screen between people when hands are
hidden, keeping the position for the save (Settings.moved: when to write), the pause
menu and the end of the match.
"""

import gc

from engine import keys
from engine.app.scene import Scene, more_texts, t
from engine.game import IllegalMove
from engine.lang import tr
from engine.modules import forget, import_once, part
from engine.prng import Prng
from engine.ticks import ticks_add, ticks_diff

AI_PAUSE_MS = 350  # let people see the position before the AI moves
SHOW_ALL = -2  # viewer value when only AIs play: spectators see every hand
NOBODY = -1  # viewer value while the device is being passed on


class PlayScene(Scene):
    """Base of every game screen."""

    NAME = "game"

    HIDDEN_HANDS = False  # True for games where each person's cards are private
    # What every game screen holds (set by __init__ and the turn flow below).
    session = game = mods = None  # the match's Session, its game, the game's modules
    prng = None  # the AI's and the hints' random numbers
    thinking = ai_due = None  # an AI seat moves at the ticks ai_due
    viewer = None  # the seat whose hidden cards show (or SHOW_ALL, NOBODY)
    started = None  # the first turn has been handed on (enter)
    status_label = None  # the top bar's left label (top_bar)

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.mods = app.modules
        self.prng = Prng(self.game.seed ^ 0x2F1D3)
        self.thinking = False
        self.ai_due = 0
        self.viewer = self._first_viewer()
        self.started = False
        self.build()

    def enter(self):
        # The first turn starts once the scene is on the stack, so that a privacy screen
        # pushed by after_move() lies above it, not under it. Back on top after a menu
        # (the pause menu, the rules), the menus' modules leave memory again.
        if not self.started:
            self.started = True
            self.after_move()
        else:
            self.app.forget_menus()

    # --- for subclasses ----------------------------------------------------
    def build(self):
        """Create the displayio objects once (append them to self.group)."""

    def top_bar(self, right_ink=None):
        """What every game screen starts with: the background, the top bar and the status
        label on its left (self.status_label); given right_ink, a label at the bar's right
        end too (returned)."""
        from engine.ui import theme
        from engine.ui.draw import cells, rect

        m = self.app.metrics
        s = m.scale
        g = self.group
        g.append(rect(0, 0, m.width, m.height, theme.BACKGROUND))
        g.append(rect(0, 0, m.width, m.lh + s, theme.PANEL))
        self.status_label = cells(m.cols, 1, 2 * s, s, color=theme.TEXT, scale=s)
        g.append(self.status_label)
        if right_ink is None:
            return None
        right = cells(m.cols, 1, m.width - 2 * s, s, color=right_ink, scale=s, anchor=(1.0, 0.0))
        g.append(right)
        return right

    def update(self):
        """Show the current state of self.game (only what self.viewer may see)."""

    def human_key(self, key):
        """A key on a person's turn (not START): move the cursor, commit(move)."""

    def extras(self):
        """Game-specific pause-menu rows: a list of (text, function()); e.g. a public log."""
        return []

    def show_pages(self, title, pages):
        """Pages of text under title (a game's pause-menu extras: a log, the scores), on a
        HelpScene whose module lives only as long as the page (import_once)."""
        self.app.push(import_once("engine.app.help").HelpScene(self.app, title, pages))

    def show_hint(self, move, reason):
        """Highlight the hinted move and show the short reason (text already translated)."""

    def text(self, key):
        """A string of this game's text table in the current language."""
        return tr(self.mods.text.TEXT, key)

    def seat_name(self, seat):
        """'Player 2', or 'AI 2' for an AI seat."""
        word = t("ai") if self.session.is_ai(seat) else t("player")
        return word + " " + str(seat + 1)

    def status(self):
        """One short line: whose turn, the AI thinking, or the end."""
        game = self.game
        if game.is_over():
            return t("game_over")
        seat = game.to_move
        if self.thinking:
            return self.seat_name(seat) + " " + t("thinking") + "..."
        return self.seat_name(seat) + ": " + t("your_turn")

    # --- turn flow -----------------------------------------------------------
    def _first_viewer(self):
        people = [s for s in range(self.game.seats) if not self.session.is_ai(s)]
        if not people:
            return SHOW_ALL
        if len(people) == 1 or not self.HIDDEN_HANDS:
            return people[0]
        return NOBODY

    def commit(self, move):
        """Play move for the seat to move; an illegal one beeps and changes nothing."""
        by_person = not self.session.is_ai(self.game.to_move)
        try:
            self.session.play(move)
        except IllegalMove:
            self.app.beep(220, 60)
            return False
        if by_person:
            self.app.settings.decided()
        self.after_move()
        return True

    def after_move(self):
        """Keep the position for the save, then hand the turn to the AI, to a person or
        to the end screen."""
        app = self.app
        game = self.game
        if game.is_over():
            self.record_result()
            app.settings.moved(self.session)
            self.update()
            return
        app.settings.moved(self.session)
        seat = game.to_move
        if self.session.is_ai(seat):
            self.thinking = True
            self.ai_due = ticks_add(app.hw.ticks_ms(), AI_PAUSE_MS)
            if self.HIDDEN_HANDS and self.session.people() > 1:
                self.viewer = NOBODY
        elif self.HIDDEN_HANDS and self.session.people() > 1 and seat != self.viewer:
            self.viewer = NOBODY
            self.update()
            app.open("privacy", self.seat_name(seat), self._reveal)
            return
        self.update()

    def hold(self):
        """Show the position without handing the turn on: a banner (the end of a game or
        a round) waits for a person's A; hands stay hidden between people. A checkpoint
        for the save, as a person's turn is."""
        app = self.app
        app.settings.set_game(self.session)
        app.settings.checkpoint()
        self.thinking = False
        if self.HIDDEN_HANDS and self.session.people() > 1:
            self.viewer = NOBODY
        self.update()

    def _reveal(self):
        self.viewer = self.game.to_move
        self.app.pop()
        self.update()

    def record_result(self):
        """Count the end of a match in the statistics, for a single person's games,
        under the level of the strongest AI seat."""
        people = [s for s in range(self.game.seats) if not self.session.is_ai(s)]
        if len(people) != 1:
            return
        level = self.mods.ai.LEVELS[max(self.session.controllers)]  # PERSON (-1) is lowest
        self.app.settings.record_result(self.session.game_id, level, self.game.result(), people[0])

    def tick(self, now):
        if self.thinking and ticks_diff(now, self.ai_due) >= 0:
            game = self.game
            seat = game.to_move
            ai = self.mods.ai
            level = ai.LEVELS[self.session.controllers[seat]]  # controllers hold level indices
            try:
                move = ai.choose(game, seat, level, self.prng)
            except MemoryError:
                move = self._cheaper_move(seat)
            self.thinking = False
            self.commit(move)

    def _cheaper_move(self, seat):
        """The AI ran out of memory: the weakest level, else the first legal move."""
        gc.collect()
        ai = self.mods.ai
        try:
            return ai.choose(self.game, seat, ai.LEVELS[0], self.prng)
        except MemoryError:
            gc.collect()
            return self.game.legal_moves()[0]

    # --- learning aids ------------------------------------------------------------
    def hint(self):
        """SELECT: the top AI's move for the person to move, with a short reason (loaded
        for this use: engine/app/play_hint.py)."""
        part(__name__, "hint").show(self)

    def on_key(self, key):
        app = self.app
        if key == keys.START:
            app.click()
            app.open("pause", part(__name__, "pause").rows(self))
        elif key == keys.SELECT and not self.thinking and not self.game.is_over():
            self.hint()
        elif self.game.is_over():
            if key == keys.A or key == keys.B:
                app.click()
                # once this scene's method has returned: nothing then holds the scene
                app.next = lambda: leave_end(app)
            elif key == keys.LEFT or key == keys.SELECT:  # step back through the game
                app.click()
                app.next = lambda: review_end(app)
        elif not self.thinking:
            self.human_key(key)


def leave_end(app):
    """A or B on a finished game: back to its game's menu. Where the board can start
    afresh, in a fresh VM (engine/app/fresh.py): after an Expert's match on the firmware
    the game's names left the menu 232 bytes short in one piece, with 21 KB free in
    smaller ones. Else in this VM, once the game's screen and code are let go."""
    _let_go_end(app)
    if app.hw.can_restart:
        import_once("engine.app.fresh").restart(app, b"m" + app.modules.game_id.encode())
    app.pop_to("game_menu", True)


def review_end(app):
    """The review of the finished game whose screen is on top, made once no scene's method
    runs (App.next): the screen and the AI's code are let go first. Where the board can
    start afresh, in a fresh VM, from the review kept in the store: after an Expert's game
    on the firmware, importing the review needed 1.3 KB in one piece with 17-21 KB free in
    smaller ones. A review with no room at all says so calmly and leads to the game's
    menu."""
    scene = _let_go_end(app)
    session = scene.session
    game_id = session.game_id
    if app.hw.can_restart and game_id is not None and game_id in app.settings.reviews:
        import_once("engine.app.fresh").restart(app, b"r-" + game_id.encode())
    try:
        import_once("engine.app.review").open_end(app, scene.game, session)
    except MemoryError:
        scene = session = None
        forget("engine.app.review")
        forget("engine.review")
        gc.collect()
        more = more_texts()
        app.open("notice", more["review"], more["no_review"],
                 lambda: app.pop_to("game_menu", True))


def _let_go_end(app):
    """The finished game's screen, taken off the stack with its display objects and the
    AI's code let go; then its review kept if the game's end could not keep it (on the
    firmware a Niwa Master's end found no room to: the review, made in the crowded VM
    instead, then ran out)."""
    scene = app.scenes.pop()
    scene.clear()
    app.hw.show(app.blank)
    app.modules.forget("ai")
    gc.collect()
    session = scene.session
    if session.game_id is not None and session.game_id not in app.settings.reviews:
        part("engine.app.settings", "review").keep(app.settings, session)
    return scene
