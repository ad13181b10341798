"""A finished game stepped back and forth, and what each move was worth: the review.

Loaded only for a review (engine/app/review.py; the bench and tests too), never while a
game is played. A review is the record a game's end keeps (engine/app/settings_review.py):

    [stamp, controllers, start, moves]: start the earliest position played() reaches
    (encode() text), moves the moves played since, oldest first

Position k is the game after moves[:k] (0 the start, len(moves) the end); moves[k] is
played from position k by movers[k]. What a move was worth is worked out lazily, one
position at a time (work(): the screen calls it between keys, so keys stay answered):
- where the game has an exact judge (JUDGES: Royal Garden's ai_review), each
  position's exact value for seat 0, solved within REVIEW_NODES nodes (engine.budget):
  a move's verdict is the value after it for its mover, and a move that made it worse
  than the value before it threw the result away;
- else (the hidden-hand games) the top AI's move at each position for the seat to move
  and its reason (ai.hint: it sees what that seat saw then).
"""

from engine.budget import budget
from engine.modules import import_once
from engine.prng import Prng

REVIEW_NODES = 5000  # a position's solve: about 3 s at most on a PyBadge (tools.bench review)
NOT_YET = -2  # a position not worked out yet (an analysis is None, -1, 0, 1 or a pair)


def played(game):
    """(start, moves) of a game: the earliest position its undo() reaches, as encode()
    text, and the moves played since, oldest first (a review's record; the whole match for
    a game played from its deal, since the last resume for a game whose notation keeps no
    history). The game is taken back and played forward again, so it ends as it was."""
    moves = []
    while game.can_undo():
        moves.append(game.undo())
    start = game.encode()
    moves.reverse()
    for move in moves:
        game.play(move)
    return start, moves


def parse(data):
    """(stamp, controllers, start, moves) of a review record's JSON bytes; ValueError
    when it is not one (a part that cannot be read: the review says so calmly)."""
    import json

    try:
        record = json.loads(data)
    except Exception:  # bad JSON of any kind (MicroPython raises ValueError or others)
        raise ValueError("review") from None
    if not isinstance(record, list) or len(record) != 4:
        raise ValueError("review")
    stamp, controllers, start, moves = record
    if type(stamp) is not int or not isinstance(start, str) or not isinstance(
            controllers, list) or not isinstance(moves, list) or not 1 <= len(controllers) <= 8:
        raise ValueError("review")
    for value in controllers + moves:
        if type(value) is not int or not -1 <= value < 1 << 30:
            raise ValueError("review")
    return stamp, controllers, start, moves


# The games whose positions the device can solve exactly, and their judges' modules.
JUDGES = {"royal_garden": "engine.royal_garden.ai_review"}


def judge_of(game_id):
    """The game's exact judge (JUDGES), or None when it has none."""
    name = JUDGES.get(game_id)
    return None if name is None else import_once(name)


class Review:
    """The moves of a finished game over a game object that steps through them.

    game: the position shown (at); moves, movers; judge (or None) and ai; found[k]: what
    position k's analysis gave (NOT_YET until work() reaches it, None when it found no
    room): the judge's value, or the top AI's move with its reason's key in reasons[k]
    (two flat lists: no tuple a position); done."""

    def __init__(self, rules_class, ai, judge, start, moves):
        """ValueError when start is no position of the game or a move is not legal."""
        from engine.game import IllegalMove

        game = rules_class.decode(start)
        self.movers = bytearray(len(moves))
        try:
            for i in range(len(moves)):
                self.movers[i] = game.to_move
                game.play(moves[i])
        except IllegalMove:
            raise ValueError("review: move %d" % i) from None
        self.game = game
        self.moves = moves
        self.at = len(moves)
        self.ai = ai
        self.judge = judge
        self.found = [NOT_YET] * (len(moves) + 1)
        self.reasons = None if judge is not None else [None] * (len(moves) + 1)
        self.done = False  # every position worked out
        self.nodes = budget(REVIEW_NODES)

    def end(self):
        return len(self.moves)

    def go(self, k):
        """Show position k (clamped to the game)."""
        k = max(0, min(self.end(), k))
        game = self.game
        while self.at > k:
            game.undo()
            self.at -= 1
        while self.at < k:
            game.play(self.moves[self.at])
            self.at += 1

    # --- what a move was worth -------------------------------------------------------
    def needed(self):
        """The positions the shown move needs, then the rest from there on: the order
        work() takes them in."""
        at = self.at
        first = [at - 1, at] if self.judge is not None else [at - 1]
        for k in first:
            if k >= 0 and self.found[k] == NOT_YET:
                return k
        n = self.end()
        for d in range(n + 1):
            for k in (at + d, at - 1 - d):
                if 0 <= k <= n and self.found[k] == NOT_YET and (
                        k < n or self.judge is not None):
                    return k
        return -1

    def work(self):
        """Work out one position (the shown move's first); False when all are done."""
        if self.done:
            return False
        k = self.needed()
        if k < 0:
            self.done = True
            return False
        shown = self.at
        self.go(k)
        game = self.game
        try:
            if self.judge is not None:
                self.found[k] = self.judge.value_for(game, 0, self.nodes)
            else:
                self.found[k], self.reasons[k] = self.ai.hint(game, game.to_move, Prng(k + 1))
        except MemoryError:  # no room for the search: nothing to say of this position
            self.found[k] = None
        self.go(shown)
        return True

    def verdict(self, k):
        """(before, after) for moves[k]'s mover: 1 won, 0 drawn, -1 lost (None: not solved
        in the budget), NOT_YET where not worked out; None when a verdict has no meaning
        (the game's judge: no move of a game in play, such as dealing the next one)."""
        if not self.judge.judged(self.moves[k]):
            return None
        sign = 1 if self.movers[k] == 0 else -1
        out = []
        for value in (self.found[k], self.found[k + 1]):
            out.append(value if value is None or value == NOT_YET else sign * value)
        return out

    def threw(self, k):
        """True when moves[k] made its mover's result worse than it was before it."""
        pair = self.verdict(k)
        if pair is None or NOT_YET in pair or None in pair:
            return False
        return pair[1] < pair[0]
