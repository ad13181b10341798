"""The game protocol (engine/game.py), checked the same way for every game of the catalog.

One seeded random-play test: every catalog entry, every seat count it takes and every
combination of the values of its rules' OPTIONS (and MORE_OPTIONS below) play a game of
random legal moves, and the whole protocol is checked as they go (a game added to the
catalog is checked too):
- to_move is a seat; legal_moves() are distinct small ints, none exactly when is_over();
  outcome() is None until then, and then an Outcome of result();
- a number that is not a legal move raises IllegalMove and changes nothing (a few
  at every move, a sweep of the numbers up to the largest legal one now and then);
- move_text/parse_move name every legal move both ways; decode(encode()) gives the same
  text and the same legal moves; view(seat) is what view_game(seat) (the hidden cards
  dealt anew) shows that seat, or encode() in a game with nothing hidden;
- undo() returns the move just played and restores encode(); taking back every move
  returns them all, newest first, and the start; one undo more raises IndexError.
A setup plays at most MOVES moves (the MicroPython VM and the CircuitPython core fewer),
and every game must reach its end in at least one setup.
"""

import os
import sys

from engine.catalog import GAMES
from engine.game import IllegalMove
from engine.modules import forget, import_module
from engine.prng import Prng
from tests.engine.setups import every_setup

SMALL = sys.implementation.name != "cpython"
MOVES = 50 if SMALL else 150  # at most, per setup
EVERY = 4  # the costlier checks (a sweep of numbers, names, notation, views) every 4th move
SWEEP = 64  # numbers tried in a sweep
# Option values the rules take beyond the setup screen's OPTIONS.
MORE_OPTIONS = {"royal_garden": (("first", (0, 1)),)}


def check_position(game):
    """What holds in every position; the legal moves."""
    moves = game.legal_moves()
    assert 0 <= game.to_move < game.seats
    assert len(set(moves)) == len(moves)
    for move in moves:
        assert type(move) is int and 0 <= move < 1 << 30, move
    outcome = game.outcome()
    if game.is_over():
        assert not moves and outcome is not None
        assert outcome.scores == tuple(game.result()) and len(outcome.scores) == game.seats
        assert outcome.winners and type(outcome.how) is str and outcome.how
    else:
        assert moves and outcome is None
    return moves


def check_refusals(game, moves, tries):
    """Numbers that are not legal moves now raise IllegalMove and change nothing."""
    text = game.encode()
    for move in tries:
        if move in moves:
            continue
        try:
            game.play(move)
        except IllegalMove:
            pass
        else:
            raise AssertionError("accepted %r in %s" % (move, text))
    assert game.encode() == text


def sweep(moves, prng):
    """About SWEEP numbers from -1 to just above the largest legal move, evenly apart."""
    top = max(moves) + 2
    step = top // SWEEP + 1
    return range(prng.below(step) - 1, top, step)


def check_notation(game, moves, prng):
    """Every legal move's text names it back; the position's text decodes to the same
    position; each seat's view is what that seat sees of a game redealt as it sees it."""
    for move in moves:
        assert game.parse_move(game.move_text(move)) == move
    text = game.encode()
    assert "\n" not in text
    copy = game.decode(text)
    assert copy.encode() == text and copy.legal_moves() == moves
    redeal = getattr(game, "view_game", None)
    for seat in range(game.seats):
        view = game.view(seat)
        if redeal is None:
            assert view == text
        else:
            assert "\n" not in view and redeal(seat, prng).view(seat) == view
    assert game.encode() == text


def play_checked(game, prng):
    """Random legal moves (half of them the first one, so that long games reach their
    end) for at most MOVES moves, each checked and taken back and played again; then
    every move taken back. True if the game ended."""
    start = game.encode()
    played = []
    while len(played) < MOVES:
        moves = check_position(game)
        if not moves:
            break
        check_refusals(game, moves, (-1, max(moves) + 1, prng.below(4096), prng.next30()))
        if len(played) % EVERY == 0:
            check_refusals(game, moves, sweep(moves, prng))
            check_notation(game, moves, prng)
        move = moves[0] if prng.below(2) else moves[prng.below(len(moves))]
        before = game.encode()
        game.play(move)
        after = game.encode()
        assert game.undo() == move and game.encode() == before
        game.play(move)
        assert game.encode() == after
        played.append(move)
    over = game.is_over()
    if over:
        check_position(game)
    while played:
        assert game.undo() == played.pop()
    assert game.encode() == start and not game.can_undo()
    try:
        game.undo()
    except IndexError:
        pass
    else:
        raise AssertionError("undo before the first move")
    return over


def parts(entry, rules):
    """The names of the rules' parts (rules_*.py): the test holds them while it plays, so
    that they are not imported again for every use."""
    folder = rules.__file__.rsplit("/", 1)[0]
    out = []
    for name in sorted(os.listdir(folder)):
        if name.startswith("rules_") and name.endswith(".py"):
            out.append("engine.%s.%s" % (entry.id, name[:-3]))
    return out


def test_every_game_keeps_the_protocol_in_every_setup():
    prng = Prng(18)
    for entry in GAMES:
        rules = import_module("engine.%s.rules" % entry.id)
        cls = getattr(rules, entry.rules)
        held = [name for name in parts(entry, rules) if name not in sys.modules]
        for name in held:
            import_module(name)
        ended = 0
        for seats, options in every_setup(entry, rules, MORE_OPTIONS.get(entry.id, ())):
            game = cls(seats, prng.next30(), options)
            assert game.seats == seats
            ended += play_checked(game, prng)
        for name in held:
            forget(name)
        assert ended, entry.id  # some setup played to the end
