"""A guided first game: a designed deal played against the AI, with prompts that bring in
each rule at the moment it first matters.

Loaded only while a guided game runs (GameMenu's 'Guided game' row, import_once), with the
game's script (engine/<game>/guide.py: GUIDES, one per variant, each (options, seed,
moves, prompts)): nothing of it is on the heap while a normal game is played.

The script holds every move of both seats, person (seat 0) and AI (seat 1), so the AI's
replies are fixed; `prompts` maps the index of a person's move to its texts, (English,
German), each (prompt, why): the prompt shows on a notice before the move, why (if not
empty) is the one line shown when another move is tried; the index len(moves) holds the
game's last rule, shown when the script has run out. Before each of the person's moves the cursor
is put on the scripted one (the scene's show_hint), and another move is refused with a
beep, the game unchanged. Once the script has run out, the game goes on against the
weakest AI. A guided game is never saved (its session has no game id: Settings.set_game
keeps nothing for it) and never counted in the statistics (record_result does nothing).
"""

from engine import keys
from engine.app.session import PERSON, Session
from engine.compat import const
from engine.lang import Texts, language
from engine.modules import import_once
from engine.ticks import ticks_diff
from engine.ui import theme
from engine.ui.wrap import wrap

AI_LEVEL = 0  # the AI seat's level: the weakest, once the script has run out
# The shell's strings (engine/app/text_guide.py), by index:
_TITLE = const(0)
_DO = const(1)
_WHY = const(2)
_AGAIN = const(3)
_ON = const(4)
_OVER = const(5)


def script(game_id, variant):
    """The script (options, seed, moves, prompts) of a game's guided game for a variant
    (an index of its GUIDES)."""
    return import_once("engine.%s.guide" % game_id).GUIDES[variant]


def start(app, variant=0):
    """Show the guided game of the open game (app.modules) over the menus, which leave
    memory meanwhile (engine.app.play_start.rest)."""
    from engine.app.play_start import rest

    rest(app)
    push(app, variant)


def push(app, variant):
    """A fresh guided game's scene on the stack, the guide's first prompt over it."""
    mods = app.modules
    options, seed, moves, prompts = script(mods.game_id, variant)
    game = mods.rules_class(2, seed, options)
    scene = guided(mods.scene.GameScene)(app, Session(None, game, [PERSON, AI_LEVEL]))
    scene.guide = Guide(app, mods.game_id, variant, moves, prompts)
    app.push(scene)


class Guide:
    """Where a guided game stands in its script, and its texts in the current language."""

    def __init__(self, app, game_id, variant, moves, prompts):
        self.app = app
        self.variant = variant
        self.moves = moves
        i = language()
        self.prompts = {at: pair[i] for at, pair in prompts.items()}  # (prompt, why)
        self.at = 0  # the index in moves of the next move
        self.told = -1  # the index of the last move whose prompt was shown
        self.done = False  # the closing notice was shown
        self.pages = None  # a prompt's pages still to show
        self.shell = Texts("engine.app.text_guide").TEXT["guide"]
        data = import_once("engine.%s.guide" % game_id)
        self.before = getattr(data, "before", None)  # moves played by the scene directly
        self.follow = getattr(data, "follow", None)  # the cursor within a move's choices

    def scripted(self):
        return self.at < len(self.moves)

    def allows(self, scene, move):
        """A move is about to be played: True (the script moves on) if it is the
        scripted one or the script has run out; else refused with one line of why."""
        if not self.scripted():
            return True
        extra = self.before(scene.game, move) if self.before is not None else ()
        n = len(extra) + 1
        want = self.moves[self.at:self.at + n]
        if want[-1] == move and sorted(want[:-1]) == sorted(extra):
            self.at += n
            return True
        self.app.beep(220, 60)
        self.point(scene, self.why())
        return False

    def why(self):
        """The line shown when another move than the scripted one is tried."""
        texts = self.prompts.get(self.at)
        return texts[1] if texts is not None and texts[1] else self.shell[_WHY]

    def point(self, scene, line=None):
        """The cursor on the scripted move, and a line saying what to do."""
        scene.show_hint(self.moves[self.at], line or self.shell[_DO])

    def next(self, scene):
        """After every move (and at the start): on the person's turn, the prompt of the
        scripted move (once) and the cursor on it; when the script has run out, a
        closing notice once."""
        game = scene.game
        if scene.thinking or game.to_move != 0 and not game.is_over():
            return
        if not self.scripted():
            if not self.done:
                self.done = True
                end = self.shell[_OVER if game.is_over() else _ON]
                rule = self.prompts.get(len(self.moves))  # the game's last rule: its end
                self.notice(scene, end if rule is None else rule[0] + " " + end)
            return
        if game.is_over():
            return
        self.point(scene)
        texts = self.prompts.get(self.at)
        if texts is not None and self.told != self.at:
            self.told = self.at
            self.notice(scene, texts[0])

    def notice(self, scene, message):
        """A prompt on notices over the game, as many pages as the screen needs; A or B
        turns a page, the last goes back to the game."""
        m = self.app.metrics
        lines = wrap(message, m.cols - 2)  # as the notice wraps them
        room = m.rows - 3
        self.pages = [" ".join(lines[i:i + room]) for i in range(0, len(lines), room)]
        self.page()

    def page(self):
        if len(self.pages) > 1:
            on_done, footer = self.turn, "A \u25b6"  # more to read
        else:
            on_done, footer = None, "A \u2713"
        self.app.open("notice", self.shell[_TITLE], self.pages.pop(0), on_done, theme.ACCENT,
                      footer)

    def turn(self):
        self.app.pop()
        self.page()

    def restart(self, scene):
        """The pause menu's 'Start again': every move taken back (the game as dealt: the
        protocol's undo goes back to the start), the script from its first step. The
        same scene: no second one is built beside it."""
        app = self.app
        app.pop()  # the pause menu
        game = scene.game
        while game.can_undo():
            game.undo()
        self.at = 0
        self.told = -1
        self.done = False
        scene.thinking = False
        scene.after_move()


def guided(base):
    """The guided version of a game's scene class: its moves checked against the script,
    the AI's replies taken from it, nothing counted, the pause menu's take-back left out
    (it would leave the script) and a row to start again instead."""

    class Guided(base):
        guide = None  # the Guide

        def commit(self, move):
            if not self.guide.allows(self, move):
                return False
            return base.commit(self, move)

        def after_move(self):
            base.after_move(self)
            self.guide.next(self)

        def record_result(self):
            """A guided game counts in no statistics."""

        def tick(self, now):
            guide = self.guide
            if not guide.scripted():
                base.tick(self, now)
            elif self.thinking and ticks_diff(now, self.ai_due) >= 0:
                self.thinking = False
                self.commit(guide.moves[guide.at])

        def on_key(self, key):
            app = self.app
            if key == keys.START:
                app.click()
                rows = self.extras()
                rows.append((self.guide.shell[_AGAIN], lambda: self.guide.restart(self)))
                app.open("pause", rows)
            elif key == keys.SELECT and self.guide.scripted() and not self.thinking:
                self.guide.point(self)  # the scripted move, not the AI's hint
            else:
                guide = self.guide
                at = guide.at
                base.on_key(self, key)
                if guide.follow is not None and guide.at == at and guide.scripted():
                    guide.follow(self, guide.moves[at:])

    return Guided
