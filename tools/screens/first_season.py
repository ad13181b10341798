"""First of the Season: planting (the reach of the card under the cursor in gold), the
harvest choice, the result between games, the pass-the-device screen, the overview."""

from engine.first_season.rules import BETWEEN, HARVESTING, PLANT, count_bits
from tests.driver import PERSON, press, start_game, wait

SEED = 16
TURNS = 3  # the person's full turns before the pictures


def _turn(app):
    """The person plants the card under the cursor and harvests what is marked."""
    game = app.top().game
    press(app, "A")
    if game.phase() == HARVESTING:
        press(app, "A")
    while app.top().thinking:
        wait(app, 200)


def _best_card(app):
    """Move the hand cursor to the card that reaches most garden cards."""
    game = app.top().game
    hand = game.hand(0)
    reach = [count_bits(game.eligible(c)) for c in hand]
    press(app, *(["RIGHT"] * reach.index(max(reach))))


def against_the_ai(app, snap):
    start_game(app, "first_season", [PERSON, 3], {"match": 3}, SEED)
    for _ in range(TURNS):
        _turn(app)
    _best_card(app)
    snap("plant")
    press(app, "A")
    if app.top().game.phase() == HARVESTING:
        press(app, "RIGHT", "A")  # unmark the first card; the cursor stays on it
        snap("harvest")
        press(app, "DOWN", "A")
    while app.top().thinking:
        wait(app, 200)
    press(app, "SELECT")
    snap("overview")
    press(app, "B")
    game = app.top().game
    while game.phase() != BETWEEN:
        if game.phase() == PLANT and game.to_move == 0:
            _turn(app)
        else:
            wait(app, 200)
    snap("result")


def two_people(app, snap):
    start_game(app, "first_season", [PERSON, PERSON], None, SEED)
    snap("privacy")


SCENES = (("first_season", against_the_ai), ("first_season", two_people))
