"""Sync points for the device harness (tools/device/): the app tells the console where it is.

Loaded only when the drive's settings.toml has POCKET_CARDS_TRACE = 1 (boards.main; the
harness's image adds that line, a player's bundle never has it). It wraps hw.refresh: after
each refresh it prints one line when the top scene's NAME, its `thinking` flag, whether its
game is over or its session's move count changed:

    @T t=<ticks_ms> free=<gc.mem_free()> scene=<NAME> think=<0|1> over=<0|1> moves=<n>
       game=<id> rec=<n> wait=<ms|->     (one line)

and, for each 'm' read from the console, after gc.collect():

    @M t=<ticks_ms> free0=<free before> free=<free after> alloc=<gc.mem_alloc()> scene=<NAME>
    @R [<game id>, <start: the position its moves were played from, or None>, <moves>]
       (where the top scene has a session: the game so far, to replay its moves off the board)

and for a 'd', the end of the program (a session's last word on a board's heap):

    @D t=<ticks_ms> alloc=<gc.mem_alloc()> kept=<the same without the app's scenes>
       rest=<the same without the app's attributes> scene=<NAME> parts=<attribute:bytes,...>

At start-up (before the app is made) it prints "@S t=<ticks_ms> free=<gc.mem_free()>".
moves is the session's count of moves played and taken back (Session.changes), rec the
moves its record holds (what a save keeps, with its start); "-" fields where the top scene
has no game; wait, while an AI is due to move, the milliseconds until it starts (the pause
before its move, a round's end shown: engine/app/play.py ai_due). Device code: the
CircuitPython subset, no f-strings.
"""

import gc

from engine.ticks import ticks_diff


class Trace:
    """hw.refresh traced; app is set once the app is made (start)."""

    def __init__(self, hw, write=print, waiting=None, read=None):
        self.hw = hw
        self.app = None
        self.write = write
        self.waiting = waiting  # () -> how many console bytes wait (0 where none can)
        self.read = read  # () -> one console character
        self.last = None  # (name, thinking, over, moves) as last printed
        self._refresh = hw.refresh
        hw.refresh = self.refresh
        self.write("@S t=%d free=%d" % (hw.ticks_ms(), gc.mem_free()))

    def refresh(self):
        self._refresh()
        app = self.app
        if app is None or not app.scenes:
            return
        top = app.scenes[-1]
        name = top.NAME
        thinking = 1 if getattr(top, "thinking", False) else 0
        session = getattr(top, "session", None)
        game = getattr(top, "game", None)
        over = 1 if game is not None and game.is_over() else 0
        moves = session.changes if session is not None else -1
        state = (name, thinking, over, moves)
        if state != self.last:
            self.last = state
            gid = getattr(session, "game_id", None) if session is not None else None
            if gid is None and game is not None:
                gid = game.NAME
            now = self.hw.ticks_ms()
            due = getattr(top, "ai_due", None) if thinking else None
            self.write(("@T t=%d free=%d scene=%s think=%d over=%d moves=%s game=%s rec=%s"
                        " wait=%s") % (
                now, gc.mem_free(), name, thinking, over,
                "-" if moves < 0 else str(moves), gid or "-",
                "-" if moves < 0 else str(len(session.moves)),
                "-" if due is None else str(max(0, ticks_diff(due, now)))))
        waiting = self.waiting
        while waiting is not None and waiting():
            char = self.read()
            if char == "d":
                top = session = game = None  # this frame's hold on the scene
                self.dissect(name)
            if char == "m":
                before = gc.mem_free()
                gc.collect()
                self.write("@M t=%d free0=%d free=%d alloc=%d scene=%s" % (
                    self.hw.ticks_ms(), before, gc.mem_free(), gc.mem_alloc(), name))
                if session is not None:
                    self.write("@R " + repr([session.game_id, session.start, session.moves]))

    def dissect(self, name):
        """The heap with the app, then without its scenes (their displayio objects, their
        own objects, the game and its session): what the code, the modules' state and
        the app's shell hold. The app is gone after it: the program waits for the power
        to go off (tools/device/session.mjs: dissect)."""
        import time

        gc.collect()
        whole = gc.mem_alloc()
        self.hw.display.root_group = None
        app = self.app
        del app.scenes[:]
        gc.collect()
        kept = gc.mem_alloc()
        parts = []  # what each of the app's other attributes held alone, let go in turn
        for key in sorted(app.__dict__):
            before = gc.mem_alloc()
            setattr(app, key, None)
            gc.collect()
            parts.append("%s:%d" % (key, before - gc.mem_alloc()))
        self.write("@D t=%d alloc=%d kept=%d rest=%d scene=%s parts=%s" % (
            self.hw.ticks_ms(), whole, kept, gc.mem_alloc(), name, ",".join(parts)))
        while True:
            time.sleep(1)


def traced(hw, start):
    """start(hw), the app, with hw.refresh traced and the console read for 'm'."""
    import sys

    import supervisor

    runtime = supervisor.runtime
    trace = Trace(hw, print, lambda: runtime.serial_bytes_available,
                  lambda: sys.stdin.read(1))
    app = start(hw)
    trace.app = app
    return app
