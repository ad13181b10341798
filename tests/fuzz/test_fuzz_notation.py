"""Every game's notation fuzzed (issue 38): positions play reaches round-trip through
encode/decode and each seat's view; mutants of them, changed field by field, are either
refused (ValueError) or proven reachable: the proofs of tests/fuzz/notation.py hold, and
play goes on from them with every position after decoding too."""

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from engine.prng import Prng
from tests.fuzz.notation import CLASSES, GAME_IDS, mutants, play_on, proof, reached


def views(game, prng):
    """Each seat's view rebuilt by from_view gives that view back."""
    if game.NAME == "royal_garden":
        return
    for seat in range(game.seats):
        text = game.view(seat)
        if game.NAME == "royal_council":
            again = type(game).from_view(text, seat, prng)
        else:
            again = type(game).from_view(text, prng)
        assert again.view(seat) == text


def accepted(cls, text, prng):
    """The checks on a position decode took: a round trip, the proofs, and play from it
    to the end, every position on the way decoded again."""
    game = cls.decode(text)
    code = game.encode()
    again = cls.decode(code)
    assert again.encode() == code
    assert sorted(again.legal_moves()) == sorted(game.legal_moves())
    proof(game)
    views(game, prng)
    for _ in range(60):
        if not play_on(game, prng, 1).legal_moves():
            break
        assert cls.decode(game.encode()).encode() == game.encode(), game.encode()
    proof(game)


@pytest.mark.parametrize("game_id", GAME_IDS)
@given(data=st.data())
def test_reachable_positions_round_trip(game_id, data):
    game = data.draw(reached(game_id))
    accepted(CLASSES[game_id], game.encode(), Prng(data.draw(st.integers(0, 999))))


@pytest.mark.parametrize("game_id", GAME_IDS)
@given(data=st.data())
@example(data=None)  # the examples (tests/engine/test_refusals.py has them too)
def test_a_mutant_is_refused_or_reachable(game_id, data):
    cls = CLASSES[game_id]
    if data is None:
        if game_id == "first_season":
            deal = cls(2, 3).encode()
            for bad in (deal.replace("C:------", "C:0-----"), deal.replace(" x- ", " x1 "),
                        deal.replace(" t0 ", " t1 ")):
                with pytest.raises(ValueError):
                    cls.decode(bad)
        elif game_id == "royal_council":
            deal = cls(2, 6, {"target": 31}).encode()
            with pytest.raises(ValueError):
                cls.decode(deal.replace("S:0,0", "S:0,9"))
        return
    game = data.draw(reached(game_id))
    other = data.draw(reached(game_id))
    text = game.encode()
    bad = data.draw(mutants(text, other.encode()))
    try:
        cls.decode(bad)
    except ValueError:
        return
    accepted(cls, bad, Prng(data.draw(st.integers(0, 999))))
