"""Strategies for the games' notation: positions play reaches (a seeded game played on by
random legal moves), and mutants of them, changed field by field as the notation is made
(a character, a number, a list's items, an item moved to another list, a field from
another reachable position), plus the checks that an accepted position is one play
reaches (proofs by the rules, restated here, and replay: every successor of a reachable
position is reachable, so decode must take it too)."""

import re

from hypothesis import strategies as st

# The rules' parts stay imported (engine.modules.import_once then keeps them): the
# device's import for one use would cost a fuzz run most of its time.
import engine.first_season.rules_notation
import engine.niwa.rules_history
import engine.niwa.rules_notation
import engine.niwa.rules_score
import engine.royal_council.rules_notation
import engine.royal_council.rules_tables
import engine.royal_garden.rules_notation  # noqa: F401
from engine.first_season.rules import ACE, FirstOfTheSeason, suits
from engine.niwa.rules import Niwa
from engine.prng import Prng
from engine.royal_council.rules import RoyalCouncil
from engine.royal_garden.rules import RoyalGarden

GAME_IDS = ("first_season", "niwa", "royal_council", "royal_garden")
CLASSES = {"first_season": FirstOfTheSeason, "niwa": Niwa, "royal_council": RoyalCouncil,
           "royal_garden": RoyalGarden}
SEPARATORS = ",./:"
SEED = st.integers(-(2**30) + 1, 2**30 - 1)


@st.composite
def setups(draw, game_id):
    """(seats, options) of a game, as the setup screen offers them and more."""
    if game_id == "first_season":
        return 2, {"match": draw(st.sampled_from((1, 3, 5)))}
    if game_id == "niwa":
        return draw(st.integers(2, 6)), {"rounds": draw(st.sampled_from((1, 2, 3)))}
    if game_id == "royal_council":
        return draw(st.integers(2, 4)), {"variant": draw(st.integers(0, 2)),
                                         "target": draw(st.sampled_from((121, 61, 31)))}
    return 2, {"match": draw(st.integers(0, 2)), "target": draw(st.sampled_from((10, 15, 20))),
               "first": draw(st.integers(0, 1))}


def play_on(game, prng, steps):
    """Up to steps random legal moves (Niwa reveals often, so rounds end)."""
    for _ in range(steps):
        moves = game.legal_moves()
        if not moves:
            return game
        if isinstance(game, Niwa) and moves[0] == 0 and prng.below(3) == 0:
            game.play(0)
        else:
            game.play(moves[prng.below(len(moves))])
    return game


@st.composite
def reached(draw, game_id):
    """A game of game_id in a position play reaches."""
    seats, options = draw(setups(game_id))
    game = CLASSES[game_id](seats, draw(SEED), options)
    steps = draw(st.one_of(st.integers(0, 8), st.integers(0, 400)))
    return play_on(game, Prng(draw(st.integers(0, 2**30 - 1))), steps)


def _split(field):
    """(prefix, separator, items) of a notation field: 'H0:3LY,4YK' -> ('H0:', ',', [...])."""
    head = ""
    body = field
    for mark in (":", "="):
        if mark in field and field.index(mark) < 6:
            head, body = field[: field.index(mark) + 1], field[field.index(mark) + 1:]
            break
    for sep in SEPARATORS:
        if sep in body:
            return head, sep, body.split(sep)
    return head, ",", [body]


@st.composite
def mutants(draw, text, other):
    """text changed in one field (or two, for a card moved), the way the notation is made;
    other: another reachable position of the same game, whose fields may come in."""
    fields = text.split(" ")
    i = draw(st.integers(0, len(fields) - 1))
    field = fields[i]
    how = draw(st.sampled_from(("char", "number", "item", "move", "cross", "swap")))
    if how == "char" and field:
        j = draw(st.integers(0, len(field) - 1))
        alphabet = sorted(set(text + "0123456789-?"))
        fields[i] = field[:j] + draw(st.sampled_from(alphabet)) + field[j + 1:]
    elif how == "number":
        runs = [m for m in re.finditer(r"\d+", field)]
        if runs:
            m = draw(st.sampled_from(runs))
            value = int(m.group())
            new = draw(st.one_of(st.integers(0, 130), st.sampled_from(
                (value + 1, max(0, value - 1), value + 2, value * 2))))
            fields[i] = field[: m.start()] + str(new) + field[m.end():]
    elif how == "item":
        head, sep, items = _split(field)
        j = draw(st.integers(0, len(items) - 1))
        what = draw(st.sampled_from(("drop", "double", "reverse", "shift")))
        if what == "drop":
            items = items[:j] + items[j + 1:] or ["-"]
        elif what == "double":
            items = items[: j + 1] + items[j:]
        elif what == "reverse":
            items = items[::-1]
        else:
            items = items[1:] + items[:1]
        fields[i] = head + sep.join(items)
    elif how == "move":  # an item of one list to another: the cards still add up
        k = draw(st.integers(0, len(fields) - 1))
        head, sep, items = _split(field)
        head2, sep2, items2 = _split(fields[k])
        if k != i and items != ["-"]:
            j = draw(st.integers(0, len(items) - 1))
            card = items.pop(j)
            items2 = [x for x in items2 if x != "-"]
            items2.insert(draw(st.integers(0, len(items2))), card)
            fields[i] = head + (sep.join(items) or "-")
            fields[k] = head2 + sep2.join(items2)
    elif how == "cross":
        theirs = other.split(" ")
        if i < len(theirs):
            fields[i] = theirs[i]
    else:
        k = draw(st.integers(0, len(fields) - 1))
        fields[i], fields[k] = fields[k], fields[i]
    return " ".join(fields)


# --- proofs: what every reachable position satisfies, restated from the rules ------------
def proof(game):
    """AssertionError unless game satisfies what play makes true of its kind."""
    {"first_season": _first_season, "niwa": _niwa, "royal_council": _royal_council,
     "royal_garden": lambda g: None}[game.NAME](game)


def _first_season(g):
    tally = [[0] * 6, [0] * 6]
    for seat in (0, 1):
        for c in g.tableau(seat):
            for s in suits(c):
                tally[seat][s] += 1
    for s in range(6):
        a, b = tally[0][s], tally[1][s]
        holder = 0 if s in g.crowns(0) else 1 if s in g.crowns(1) else -1
        want = {True: 0, False: 1}[a > b] if a != b else (None if a else -1)
        assert holder == want if want is not None else holder >= 0, ("crown", s)
        for seat in (0, 1):
            if ACE + s in g.tableau(seat):
                assert tally[seat][s] >= 2, ("ace", s)
    assert (g.last_harvester() < 0) == (not g.tableau(0) and not g.tableau(1)), "harvester"
    if g.last_harvester() >= 0:
        assert g.tableau(g.last_harvester()), "harvester"
    fresh = FirstOfTheSeason(2, g.seed, {"match": g.match_length})
    for _ in range(g.game_index):  # the deal of this game, by the rules themselves
        fresh._deal(fresh.game_index + 1)
    assert g.aside == fresh.aside, "aside"
    left = g.deck[g.deck_pos:]
    assert left == fresh.deck[len(fresh.deck) - len(left):], "deck"


def _royal_council(g):
    first = RoyalCouncil(g.seats, g.seed, g.options)
    assert g.dealer == (first.dealer + g.round) % g.seats, "dealer"
    plays = 12 * g.round + sum(len(p) for p in g.piles) - (6 if g.crib else 0)
    assert (g.last_play() is None) == (plays == 0), "last play"
    if not g.crib:
        assert sum(g.scores) >= plays, "a play scores"
    assert sum(g.scores) <= 42 * plays, "scores"


def _niwa(g):
    fresh = Niwa(g.seats, g.seed, {"rounds": g.rounds})
    for r in range(len(g.objectives)):
        assert g.objectives[r] == _objective(fresh, g, r), "objective"
    for points in g.scores:
        assert max(points) <= 90, "scores"


def _objective(fresh, g, r):
    """The objective the seed gives round r (by the rules' own deal)."""
    if r == 0:
        return fresh.objectives[0]
    from engine.niwa import rules_history

    copy = Niwa(g.seats, g.seed, {"rounds": g.rounds})
    copy.objectives = list(g.objectives[:r])
    copy.scores = [()] * r
    rules_history.deal(copy)
    return copy.objectives[-1]
