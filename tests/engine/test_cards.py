"""Standard-deck card helpers."""

from engine import cards
from tests.engine.expect import raises


def test_round_trip_every_card():
    for c in range(52):
        assert cards.parse(cards.ascii_text(c)) == c
        assert cards.card(cards.rank_of(c), cards.suit_of(c)) == c


def test_text_in_both_languages():
    qc = cards.card(cards.QUEEN, cards.CLUBS)
    assert cards.text(qc) == "Q\u2663"
    assert cards.text(qc, german=True) == "D\u2663"
    assert cards.text(cards.card(cards.JACK, cards.HEARTS), german=True) == "B\u2665"


def test_colours():
    assert cards.is_red(cards.card(cards.ACE, cards.HEARTS))
    assert cards.is_red(cards.card(cards.ACE, cards.DIAMONDS))
    assert not cards.is_red(cards.card(cards.ACE, cards.SPADES))
    assert not cards.is_red(cards.card(cards.ACE, cards.CLUBS))


def test_parse_rejects_junk():
    for bad in ("", "Q", "QX", "1C", "ZZ", "11H"):
        raises(ValueError, cards.parse, bad)
