"""Standard-deck cards as small ints: card = rank * 4 + suit.

Ranks 0..12 stand for A 2 3 4 5 6 7 8 9 10 J Q K; suits 0..3 for spades, hearts,
diamonds, clubs. Games that use a subset (face cards, A K Q J) keep this encoding
so that text, sprites and tests are shared.
"""

from engine.compat import const

SPADES = const(0)
HEARTS = const(1)
DIAMONDS = const(2)
CLUBS = const(3)

ACE = const(0)
JACK = const(10)
QUEEN = const(11)
KING = const(12)

SUIT_GLYPHS = "\u2660\u2665\u2666\u2663"  # ♠ ♥ ♦ ♣
SUIT_LETTERS = "SHDC"
RANK_LETTERS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
# German card letters (Ass, König, Dame, Bube); numbers are the same.
RANK_LETTERS_DE = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "D", "K")


def card(rank, suit):
    """The card number for a rank and a suit."""
    return rank * 4 + suit


def rank_of(c):
    """The rank (0 = Ace .. 12 = King) of a card number."""
    return c >> 2


def suit_of(c):
    """The suit (0 = spades .. 3 = clubs) of a card number."""
    return c & 3


def is_red(c):
    """Hearts and diamonds are red."""
    s = c & 3
    return s == HEARTS or s == DIAMONDS


def text(c, german=False):
    """Short text such as 'Q♣' (or 'D♣' in German)."""
    letters = RANK_LETTERS_DE if german else RANK_LETTERS
    return letters[c >> 2] + SUIT_GLYPHS[c & 3]


def ascii_text(c):
    """Notation text such as 'QC' or '10H': ASCII only, for saves and tests."""
    return RANK_LETTERS[c >> 2] + SUIT_LETTERS[c & 3]


def parse(t):
    """The card for notation text such as 'QC', 'qc' or '10h'; ValueError if bad."""
    t = t.upper()
    if len(t) < 2:
        raise ValueError("bad card: " + t)
    rank_text = t[:-1]
    suit = SUIT_LETTERS.find(t[-1])
    if suit < 0 or rank_text not in RANK_LETTERS:
        raise ValueError("bad card: " + t)
    return card(RANK_LETTERS.index(rank_text), suit)
