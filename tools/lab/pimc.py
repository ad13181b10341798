"""A desktop Perfect-Information Monte Carlo player for the hidden-hand games (issue 21).

The yardstick the project's AIs are measured against, independent of them: it imports
no engine/<game>/ai.py. For each decision of its seat with more than one legal move it
deals the cards the seat cannot see anew (game.view_game(seat, prng): a copy of what
the seat sees, every hidden card redealt at random; the real hidden cards are never
read), plays every candidate move on the same deals, finishes each with a cheap playout
to the end of the round (Royal Council, Niwa) or of the game within the match (First of
the Season), and keeps the best by sequential halving: ceil(log2 K) rounds over the K
candidates, each round giving the survivors an equal share of the budget on fresh deals,
then keeping the better half by total value over every deal played so far.

How a playout plays and what its end is worth is its style (tools/lab/playouts.py):
PERSON (issue 40, the default) plays as a person might and counts the margin as well as
the win; RANDOM is issue 21's, uniformly random moves, kept so its tables stay
comparable. The budget is a number of playouts per decision, not seconds,
so play is reproducible for a seed (engine.prng.Prng); Pimc.times keeps the CPU time of
each searched decision for the reports.

It uses the game protocol only (legal_moves, play, undo, is_over, result, to_move,
seats, view_game), the move encodings each rules.py documents, and the public methods
that tell a round's end, gathered in the table RULES: one Rules per game.
"""

import importlib
import time

from engine.first_season.rules import BETWEEN
from engine.niwa.rules import REVEAL
from engine.prng import Prng
from tools.lab.playouts import PERSON, PLAYOUTS, horizon

# Rounds without a reveal after which the desktop player reveals in Niwa: twice the
# Master's 5 (engine/niwa/ai.py), so against the AIs, who reveal first, it never acts
# and their rows are as before; two desktop players (a duel) end their rounds.
NIWA_STALL_ROUNDS = 10


class Rules:
    """What the player knows of one game: where a playout stops, and when it must stop
    waiting.

    mark(game) is read at a deal's start; ended(game, mark) is true once a playout has
    reached the end of that round (or of the whole match). stall(game, moves): the move
    the player makes without searching, or None (Niwa's rules set no end to a round of
    swaps, so two desktop players could swap for ever). keep: the modules the rules
    import for one use (engine.modules.import_once) on the way (view_game, a round's
    end, undo): imported here once, they stay loaded instead of being compiled anew at
    every use.
    """

    def __init__(self, mark, ended, keep, stall=None):
        self.mark = mark
        self.ended = ended
        self.stall = stall
        for name in keep:
            importlib.import_module(name)


def _council_ended(game, mark):
    return game.is_over() or game.round_ended()


def _niwa_mark(game):
    return len(game.round_scores())


def _niwa_ended(game, mark):
    return game.is_over() or len(game.round_scores()) != mark


def _niwa_stall(game, moves):
    """Reveal once the table has gone NIWA_STALL_ROUNDS rounds without a reveal."""
    if game.idle >= NIWA_STALL_ROUNDS * game.seats and REVEAL in moves:
        return REVEAL
    return None


def _season_ended(game, mark):
    return game.phase() >= BETWEEN  # BETWEEN games of a match, or OVER


def _none(game):
    return None


RULES = {
    "royal_council": Rules(_none, _council_ended, ("engine.royal_council.rules_notation",)),
    "niwa": Rules(_niwa_mark, _niwa_ended,
                  ("engine.niwa.rules_history", "engine.niwa.rules_notation"), _niwa_stall),
    "first_season": Rules(_none, _season_ended, ("engine.first_season.rules_notation",)),
}


class Pimc:
    """The desktop player: Pimc(playouts, seed, style).choose(game) for the seat to move.

    playouts: the budget of one decision (sequential halving spends about that many,
    at least one per candidate and round). style: how its playouts play and what their
    end is worth (tools.lab.playouts: PERSON, the default, or issue 21's RANDOM). times:
    the CPU seconds of every decision that was searched (more than one legal move).
    """

    def __init__(self, playouts, seed, style=PERSON):
        self.playouts = playouts
        self.prng = Prng(seed)
        self.style = style
        self.times = []

    def choose(self, game):
        moves = game.legal_moves()
        if len(moves) == 1:
            return moves[0]
        stall = RULES[game.NAME].stall
        forced = stall(game, moves) if stall else None
        if forced is not None:
            return forced
        started = time.process_time()
        move = moves[halving(game, moves, self.playouts, self.prng, self.style)]
        self.times.append(time.process_time() - started)
        return move


def halving(game, moves, playouts, prng, style=PERSON):
    """The index in moves of the best by sequential halving over deals of the hidden cards.

    Every surviving candidate is played on every deal drawn so far, and on each deal
    all candidates' playouts start from the same prng state, so they differ by the move.
    """
    rules = RULES[game.NAME]
    policy, worth = PLAYOUTS[style][game.NAME]
    turns = horizon(style, game)
    seat = game.to_move
    alive = list(range(len(moves)))
    totals = [0] * len(moves)
    rounds = (len(moves) - 1).bit_length()  # ceil(log2 K)
    playout = Prng()
    for _ in range(rounds):
        for _ in range(max(1, playouts // (rounds * len(alive)))):
            deal = game.view_game(seat, prng)
            mark = rules.mark(deal)
            playout.seed(prng.next30())
            state = playout.getstate()
            for i in alive:
                playout.setstate(state)
                totals[i] += value(deal, moves[i], seat, mark, rules.ended, policy, worth,
                                   playout, turns)
        alive.sort(key=lambda i: -totals[i])
        del alive[(len(alive) + 1) // 2:]
    return alive[0]


def value(game, move, seat, mark, ended, policy, worth, prng, turns=None):
    """Play move, then policy's moves until ended(game, mark), or (turns not None) once
    turns more turns have passed after the move's (a turn passes when the seat to move
    changes); what the end is worth to seat (worth(game, seat)). Every move is taken
    back: game is as it was."""
    game.play(move)
    played = 1
    if turns is None:
        while not ended(game, mark):
            game.play(policy(game, game.legal_moves(), prng))
            played += 1
    else:
        mover = game.to_move
        passed = mover != seat
        while not ended(game, mark) and passed <= turns:
            game.play(policy(game, game.legal_moves(), prng))
            played += 1
            if game.to_move != mover:
                mover = game.to_move
                passed += 1
    points = worth(game, seat)
    for _ in range(played):
        game.undo()
    return points
