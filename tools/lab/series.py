"""Seeded AI-against-AI play for the lab, with a progress bar on stderr.

A game's lab module plays its series through play(), which calls the hooks
before and after every move so that the module can record what it measures,
and steps the Progress once a game is done.
"""

import sys
import time

from engine.prng import Prng

BAR = 30  # characters of the bar


class Progress:
    """A one-line progress bar on stderr: label, bar, done/total, elapsed and remaining time.

    On a terminal it redraws in place; elsewhere (make's log, CI) it prints a line
    every tenth of the way, so the log stays short.
    """

    def __init__(self, label, total, stream=None):
        self.label = label
        self.total = max(1, total)
        self.done = 0
        self.stream = sys.stderr if stream is None else stream
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.started = time.perf_counter()
        self._shown = 0  # the tenths printed so far
        self._drawn = 0.0

    def step(self, units=1):
        self.done = min(self.total, self.done + units)
        now = time.perf_counter()
        if self.tty:
            if now - self._drawn >= 0.1 or self.done == self.total:
                self._drawn = now
                self.stream.write("\r" + self.line(now))
                self.stream.flush()
        else:
            tenth = 10 * self.done // self.total
            if tenth != self._shown:
                self._shown = tenth
                self.stream.write(self.line(now) + "\n")
                self.stream.flush()

    def line(self, now):
        spent = now - self.started
        filled = BAR * self.done // self.total
        left = spent * (self.total - self.done) / self.done if self.done else 0.0
        return "%-14s [%s%s] %d/%d %s, %s left " % (
            self.label, "#" * filled, "." * (BAR - filled), self.done, self.total,
            clock(spent), clock(left))

    def finish(self):
        """End the bar's line; returns the seconds spent."""
        spent = time.perf_counter() - self.started
        if self.tty:
            self.stream.write("\r" + self.line(time.perf_counter()) + "\n")
        self.stream.write("%s: done in %s\n" % (self.label, clock(spent)))
        self.stream.flush()
        return spent


def clock(seconds):
    """'1m05s' or '42s'."""
    s = int(seconds + 0.5)
    return "%dm%02ds" % (s // 60, s % 60) if s >= 60 else "%ds" % s


def play(game, levels, ai, seed, before=None, after=None, until=None):
    """Play game to the end, seat i choosing at ai level levels[i] (None: a random legal move).

    The moves come from Prng(seed) as in tools.bench.common.play_game, so a series is
    the same on every run. before(game, move) runs just before each move is played,
    after(game, move) just after; until(game), when given, ends play early once true
    (a single Royal Garden game: a draw is replayed within the match). Returns the game.
    """
    prng = Prng(seed)
    while not game.is_over() and not (until is not None and until(game)):
        level = levels[game.to_move]
        if level is None:
            moves = game.legal_moves()
            move = moves[prng.below(len(moves))]
        else:
            move = ai.choose(game, game.to_move, level, prng)
        if before is not None:
            before(game, move)
        game.play(move)
        if after is not None:
            after(game, move)
    return game
