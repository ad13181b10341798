"""Royal Council's hands Expert at 4 seats keeps its high cards (engine.royal_council.ai's
_KEEP term; its costs are tested in tests/engine/test_royal_council_ai.py). Desktop only:
on the device VM _KEEP is a const, inlined, and cannot be swapped for a test."""

from engine.prng import Prng
from engine.royal_council import ai
from engine.royal_council.rules import HANDS, RoyalCouncil


def first_plays_ranks():
    """The summed ranks of the Expert's first four plays of twelve seeded 4-seat rounds."""
    total = 0
    for seed in range(12):
        g = RoyalCouncil(4, 300 + seed, {"variant": HANDS})
        for _ in range(4):
            move = ai.choose(g, g.to_move, "expert", Prng(seed))
            total += move >> 5  # the card's rank
            g.play(move)
    return total


def test_the_expert_plays_lower_cards_first_with_its_keep_term(monkeypatch):
    with_term = first_plays_ranks()
    monkeypatch.setattr(ai, "_KEEP", bytes(6))
    assert with_term < first_plays_ranks()
