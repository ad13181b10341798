"""Every game the app can create resumes from its notation (issue 14).

For each game of the catalog, every seat count and every combination of the values of
rules.OPTIONS (what the setup menu offers), and seeds 0, 1, 2**30 - 1 (the largest
App.new_seed makes) and pseudo-random ones: a game played by random legal moves and now
and then a move of the weakest AI. At random points and at the end, encode() -> store ->
load -> decode() gives the same text and the same legal moves, and the decoded game goes
on as the game does: the same move gives the same position, or both are over with the
same result.
And decode() of real texts mangled (cut short, characters changed, dropped, doubled,
pieces moved, junk put in) raises nothing but ValueError, and a game it accepts goes on.

The MicroPython VM runs a smaller sweep than CPython (the size is set below).
"""

import sys

from engine import save_load  # noqa: F401  kept loaded: a load in every check
from engine.app import settings_load  # noqa: F401  likewise
from engine.app.settings import Settings
from engine.catalog import GAMES
from engine.flash import RP2040, Flash
from engine.modules import import_module
from engine.prng import Prng
from tests.engine.fakes import waiting
from tests.engine.setups import every_setup

SMALL = sys.implementation.name != "cpython"  # the VM: a quick sweep
RANDOM_SEEDS = 2  # pseudo-random seeds besides 0, 1 and 2**30 - 1, for each game
SEEDS_PER_SETUP = 2 if SMALL else 3  # of those, each setup plays this many (in turn)
CHECK_EVERY = 16 if SMALL else 4  # a position is checked about once in this many moves
AI_EVERY = 16  # about one move in this many is the weakest AI's
MANGLED = 60 if SMALL else 400  # mangled texts per game
LARGEST_SEED = 0x3FFFFFFF  # App.new_seed: 0 .. 2**30 - 1


def games():
    """(game id, rules class, ai module, setups) of each game of the catalog, setups
    being (seats, options) for every seat count and every combination of the values of
    its rules.OPTIONS."""
    out = []
    for entry in GAMES:
        rules = import_module("engine.%s.rules" % entry.id)
        out.append((entry.id, getattr(rules, entry.rules),
                    import_module("engine.%s.ai" % entry.id), every_setup(entry, rules)))
    return out


def cases(setups, prng):
    """(seats, options, seed) to play: every setup, each with SEEDS_PER_SETUP of the
    seeds, taken in turn so that every seed is played."""
    seeds = [0, 1, LARGEST_SEED] + [prng.next30() for _ in range(RANDOM_SEEDS)]
    out = []
    for seats, options in setups:
        for _ in range(SEEDS_PER_SETUP):
            out.append((seats, options, seeds[len(out) % len(seeds)]))
    return out


def stored(game_id, text):
    """The notation as a save gives it back: kept as the game's waiting game, written
    to a store and loaded from it anew (engine.app.settings, engine.save)."""
    settings = Settings(Flash(RP2040))
    settings.load()
    settings.set_game(waiting(game_id, [-1, 0], text))
    assert settings.save()
    again = Settings(settings.journal.store)
    again.load()
    assert again.problems == [] and again.waiting() == [game_id]
    return again.game(game_id)[2]


def check_resume(game, prng):
    """The game decoded from its text, as a save stores and loads it, is the same game and
    goes on as it does (both play the same random move, unless they are over)."""
    text = game.encode()
    for ch in text:  # one line of printable ASCII: what a save stores
        assert " " <= ch <= "~", text
    copy = type(game).decode(stored(game.NAME, text))
    assert copy.encode() == text, text
    moves = game.legal_moves()
    assert copy.legal_moves() == moves, text
    assert copy.is_over() == game.is_over() == (not moves), text
    if not moves:
        assert copy.result() == game.result(), text
        return
    move = moves[prng.below(len(moves))]
    game.play(move)
    copy.play(move)
    assert copy.encode() == game.encode(), text


def next_move(game, ai, prng):
    """A random legal move (the first one a third of the time, which keeps Niwa's rounds
    short: its first move is the reveal), or about once in AI_EVERY the weakest AI's."""
    if prng.below(AI_EVERY) == 0:
        return ai.choose(game, game.to_move, ai.LEVELS[0], prng)
    moves = game.legal_moves()
    return moves[0] if prng.below(3) == 0 else moves[prng.below(len(moves))]


def play_and_check(game, ai, prng):
    """Play the game to its end, checking the resume now and then; the checks made."""
    checks = 0
    while not game.is_over():
        if prng.below(CHECK_EVERY) == 0:
            check_resume(game, prng)
            checks += 1
        else:
            game.play(next_move(game, ai, prng))
    check_resume(game, prng)
    return checks + 1


def test_every_game_the_app_can_create_resumes_at_any_point():
    prng = Prng(14)
    for game_id, cls, ai, setups in games():
        played = cases(setups, prng)
        checks = 0
        for seats, options, seed in played:
            checks += play_and_check(cls(seats, seed, options), ai, prng)
        assert len(played) >= 6 and checks > 2 * len(played), (game_id, checks)


JUNK = ("\x00", "\u00e9", "\u2660", "9" * 300, "-", " ", "?", ",", ":", "/", ".")


def mangled(text, prng):
    """A text made from a real one: cut short, a character changed, dropped or doubled,
    a piece moved, or junk put in."""
    i = prng.below(len(text) + 1)
    j = prng.below(len(text) + 1)
    kind = prng.below(6)
    if kind == 0:
        return text[:i]
    if kind == 1:
        return text[:i] + text[j:j + 1] + text[i + 1:]
    if kind == 2:
        return text[:i] + text[i + 1:]
    if kind == 3:
        return text[:i] + text[i:j] + text[i:]
    if kind == 4:
        return text[j:] + text[:j]
    return text[:i] + JUNK[prng.below(len(JUNK))] + text[i:]


def goes_on(game, prng):
    """A decoded game plays on: its text decodes again, and while moves are legal one of
    them plays, until it is over (or 40 moves)."""
    text = game.encode()
    assert type(game).decode(text).encode() == text, text
    for _ in range(40):
        moves = game.legal_moves()
        assert (not moves) == game.is_over(), text
        if not moves:
            return
        game.play(moves[prng.below(len(moves))])


def test_decode_raises_only_value_error_and_what_it_accepts_goes_on():
    prng = Prng(41)
    for game_id, cls, ai, setups in games():
        texts = []
        for seats, options, seed in cases(setups, prng)[::5]:
            game = cls(seats, seed, options)
            while not game.is_over():
                if prng.below(8) == 0:
                    texts.append(game.encode())
                game.play(next_move(game, ai, prng))
            texts.append(game.encode())
        accepted = 0
        for k in range(MANGLED):
            text = mangled(texts[k % len(texts)], prng)
            try:
                game = cls.decode(text)
            except ValueError:
                continue
            except Exception as exc:  # IndexError, TypeError, RecursionError, MemoryError...
                raise AssertionError("%s from %r" % (type(exc).__name__, text)) from None
            goes_on(game, prng)
            accepted += 1
        assert accepted < MANGLED // 2, (game_id, accepted)  # most mangled texts are refused
