"""A guided first game: a designed deal played against the AI, with prompts that bring in
each rule at the moment it first matters.

Loaded only while a guided game runs (GameMenu's 'Guided game' row, import_once), with the
game's script (engine/<game>/guide.py: GUIDES, one per variant, each (options, seed,
moves, prompts, hooks: the module of the hooks its scene needs, or None); read once, only
the variant's moves, the language's texts and the hooks kept): nothing of it is on the
heap while a normal game is played. The game's AI module is not held while the script
plays both sides. Every name a module brings stays interned until a reset (see
docs/performance.md): the names here are few, and most are names the program has anyway.

The script holds every move of both seats, person (seat 0) and AI (seat 1), so the AI's
replies are fixed; `prompts` maps the index of a person's move to its texts, (English,
German), each (prompt, why): the prompt shows on a notice before the move, why (if not
empty) is the one line shown when another move is tried; the index len(moves) holds the
game's last rule, shown when the script has run out. Before each of the person's moves
the cursor is put on the scripted one (the scene's show_hint), and another move is refused with a
beep, the game unchanged. Once the script has run out, the game goes on against the
weakest AI on the game's own scene (Guide.close): the driver leaves memory, so a guided
game never holds more than a normal one. A guided game is never saved nor counted (its
session has no game id: Settings.set_game and record_result keep nothing for it).
"""

import gc

from engine import keys
from engine.app.session import PERSON, Session
from engine.compat import const
from engine.lang import Texts, language
from engine.modules import import_once
from engine.ticks import ticks_diff
from engine.ui import theme
from engine.ui.wrap import wrap

_AI_LEVEL = const(0)  # the AI seat's level: the weakest, once the script has run out
# The shell's strings (Guide.texts: engine/app/text_menus.py), by index:
_TITLE = const(0)
_DO = const(1)
_WHY = const(2)
_AGAIN = const(3)
_ON = const(4)
_OVER = const(5)


def start(app, index=0, fresh=False):
    """Show the guided game of the open game (app.modules) for a variant (index) over the
    menus, which leave memory meanwhile (engine.app.play_start.rest). Where the board can
    start afresh, in a fresh VM (fresh: this is it; engine/app/fresh.py): on the firmware
    a guide's first notice could not be made beside the menus' names (3.4 KB in one piece,
    with 28 KB free at the guides' menu)."""
    from engine.app.play_start import rest

    if app.hw.can_restart and not fresh:
        import_once("engine.app.fresh").restart(
            app, ("g%d%s" % (index, app.modules.game_id)).encode())

    rest(app)
    mods = app.modules
    mods.forget("ai")  # the script plays the AI's side: loaded again after it
    options, seed, moves, text, part = import_once("engine.%s.guide" % mods.game_id).GUIDES[
        index]
    base = mods.scene.GameScene

    class Guided(base):
        """The game's scene with its moves checked against the script, the AI's replies
        taken from it, the pause menu's take-back left out (it would leave the script)
        and a row to start again instead."""

        guide = None  # the Guide

        def commit(self, move):
            if self.guide.allows(self, move):
                return base.commit(self, move)
            return False

        def after_move(self):
            base.after_move(self)
            self.guide.next(self)

        def tick(self, now):
            guide = self.guide
            if not guide.running():
                base.tick(self, now)
            elif self.thinking and ticks_diff(now, self.ai_due) >= 0:
                self.thinking = False
                self.commit(guide.moves[guide.index])

        def on_key(self, key):
            guide = self.guide
            if key == keys.START:
                self.app.click()
                rows = self.extras()
                rows.append((guide.texts[_AGAIN], lambda: guide.start(self)))
                self.app.open("pause", rows)
            elif key == keys.SELECT and guide.running() and not self.thinking:
                guide.show(self)  # the scripted move, not the AI's hint
            else:
                index = guide.index
                base.on_key(self, key)
                if guide.part is not None and guide.index == index and guide.running():
                    guide.part.follow(self, guide.moves[index:])

    game = mods.rules_class(2, seed, options)
    scene = Guided(app, Session(None, game, [PERSON, _AI_LEVEL]))
    scene.guide = Guide(app, moves, text, part and import_once(part))
    app.push(scene)


class Guide:
    """Where a guided game stands in its script: index, the index in moves of the next
    move; shown, the last index whose text was shown; text, the script's texts in the
    current language, {index of a move: (prompt, why)}, the index len(moves) holding the
    start of the closing notice; texts, the shell's (engine/app/text_menus.py); part, the
    script's hooks (held alone: the script's texts are not kept with them) or None:
    before(game, move), the moves a move brings with it, played by the scene directly;
    follow(scene, moves), the cursor within a move's choices."""

    def __init__(self, app, moves, text, part):
        self.app = app
        self.moves = moves
        texts = Texts("engine.app.text_menus").TEXT  # a copy, for these lines
        self.texts = [texts["guide"]] + texts["guided_game_lines"]
        i = language()
        self.text = {index: pair[i] for index, pair in text.items()}
        end = self.text.get(len(moves))  # the game's last rule: its end
        self.text[len(moves)] = ("" if end is None else end[0] + " ", "")
        self.part = part
        self.index = 0
        self.shown = -1

    def running(self):
        """The script has moves left."""
        return self.index < len(self.moves)

    def allows(self, scene, move):
        """A move is about to be played: True (the script moves on) if it is the
        scripted one or the script has run out; else refused with a beep and one line of
        why (the step's own, else the shell's)."""
        if not self.running():
            return True
        extra = self.part.before(scene.game, move) if self.part is not None else ()
        n = len(extra) + 1
        want = self.moves[self.index:self.index + n]
        if want[-1] == move and sorted(want[:-1]) == sorted(extra):
            self.index += n
            return True
        self.app.beep(220, 60)
        text = self.text.get(self.index)
        self.show(scene, text[1] if text is not None and text[1] else self.texts[_WHY])
        return False

    def show(self, scene, text=None):
        """The cursor on the scripted move, and a line saying what to do."""
        scene.show_hint(self.moves[self.index], text or self.texts[_DO])

    def next(self, scene):
        """After every move (and at the start): on the person's turn, the prompt of the
        scripted move (once) and the cursor on it; when the script has run out, the
        closing notice once, the game's own scene taking over if the game goes on."""
        game = scene.game
        if scene.thinking or game.to_move != 0 and not game.is_over():
            return
        index = self.index
        text = self.text.get(index)
        if self.shown >= index:
            text = None  # shown already
        else:
            self.shown = index
        if not self.running():
            if text is not None:
                message = text[0] + self.texts[_OVER if game.is_over() else _ON]
                if game.is_over():
                    self.notice(message)
                else:  # once no scene's method runs (App.step)
                    self.app.next = lambda: self.close(message)
            return
        if game.is_over():
            return
        self.show(scene)
        if text is not None:
            self.notice(text[0])

    def notice(self, message):
        """A prompt on notices over the game, as many pages as the screen needs; A or B
        turns a page, the last goes back to the game."""
        app = self.app
        m = app.metrics
        lines = wrap(message, m.cols - 2)  # as the notice wraps them
        room = m.rows - 3
        page = lambda index: app.open(  # noqa: E731 (a def would intern one more name)
            "notice", self.texts[_TITLE], " ".join(lines[index:index + room]),
            None if index + room >= len(lines) else lambda: (app.pop(), page(index + room)),
            theme.ACCENT, "A \u2713" if index + room >= len(lines) else "A \u25b6")
        page(0)

    def close(self, message):
        """The script has run out and the game goes on: the guided scene (on top) gives
        way to the game's own scene on the same session, the closing notice over it; the
        guided scene's display objects go first, so two screens are never held at once.
        Then nothing holds this driver: a guided game holds no more than a normal one."""
        app = self.app
        old = app.scenes.pop()
        session = old.session
        old.clear()
        old = None
        gc.collect()
        app.push(app.modules.scene.GameScene(app, session))
        self.notice(message)

    def start(self, scene):
        """The pause menu's 'Start again': every move taken back (the game as dealt: the
        protocol's undo goes back to the start), the script from its first step. The
        same scene: no second one is built beside it."""
        app = self.app
        app.pop()  # the pause menu
        while scene.game.can_undo():
            scene.session.undo()
        self.index = 0
        self.shown = -1
        scene.thinking = False
        scene.after_move()
