"""The review of a finished game in the headless emulator, by keys: from the end screen
(every game, each Royal Council variant, small and large screens, English and German)
stepped from the end to the start and back, keys nobody expected, the statistics' way
in and out, an unreadable review part; nothing played, written or counted by a review.
A review opens in a fresh VM (the program restarts, engine/app/fresh.py) and B restarts
it again; where the board cannot restart, or the store kept no review, in place."""

import copy
import sys

import pytest

from engine import lang
from engine.cards import RANK_LETTERS, RANK_LETTERS_DE, SUIT_GLYPHS
from engine.catalog import GAMES, find
from engine.modules import forget
from engine.review import NOT_YET, played
from tests.driver import (
    PERSON,
    pause_row,
    press,
    press_restart,
    screen_text,
    screen_words,
    stack_names,
    start_after,
    texts_fit,
    top_is,
    wait,
)

SETUPS = (("royal_garden", 2, {}), ("niwa", 2, {}), ("first_season", 2, {}),
          ("royal_council", 2, {"variant": 0}), ("royal_council", 3, {"variant": 1}),
          ("royal_council", 2, {"variant": 2}))
REVIEW_MODULES = ("engine.app.review", "engine.review", "engine.app.text_review",
                  "engine.royal_garden.ai_review")


def finish(app, game_id, seats, options, seed=5):
    """A person's game (the casual AI played every seat) ended on its screen, over the
    title, the main menu and the game's menu as a real match ends."""
    press(app, "A")  # the title: the main menu
    app.open_game(find(game_id))
    app.open("game_menu")
    scene = start_after(app, game_id, [PERSON] + [1] * (seats - 1), lambda g: g.is_over(),
                        options, seed)
    assert scene.game.is_over() and type(app.top()).__name__ == "GameScene"
    return scene


def positions_of(rules_class, start, moves):
    game = rules_class.decode(start)
    out = [game.encode()]
    for move in moves:
        game.play(move)
        out.append(game.encode())
    return out


@pytest.mark.parametrize("board,language", [("pybadge", lang.ENGLISH), ("clue", lang.GERMAN)])
@pytest.mark.parametrize("game_id,seats,options", SETUPS)
def test_a_review_steps_from_the_end_to_the_start_and_back_by_keys(
        emu_app, board, language, game_id, seats, options):
    for name in REVIEW_MODULES:
        forget(name)  # another test may have imported them
    app = emu_app(board)
    app.settings.language = language
    app.settings.apply()
    scene = finish(app, game_id, seats, options)
    for name in REVIEW_MODULES:
        assert name not in sys.modules  # nothing of the review while the game was played
    stats = copy.deepcopy(app.settings.stats)
    seq = app.settings.journal.seq
    assert game_id in app.settings.reviews  # kept in the end's write
    start, moves = played(scene.game)
    positions = positions_of(app.modules.rules_class, start, moves)
    n = len(moves)
    app = press_restart(app, "LEFT")  # on the end screen: the review, in a fresh VM
    assert [type(s).__name__ for s in app.scenes] == ["ReviewScene"]
    review = app.top().review
    assert top_is(app, "ReviewScene") and review.at == n
    for k in range(n, -1, -1):
        assert review.at == k and review.game.encode() == positions[k], k
        texts_fit(app)
        shown = screen_text(app)
        assert "%d/%d" % (k, n) in shown.split("\n")[0]
        press(app, "LEFT" if k % 2 else "UP")
    assert review.at == 0 and app.hw.last_tone == (220, 60)  # no move before the first
    for key in ("START", "SELECT"):  # keys nobody expected
        press(app, key)
        assert top_is(app, "ReviewScene") and review.at == 0
    for k in range(1, n + 1):
        press(app, "RIGHT" if k % 2 else "DOWN")
        assert review.at == k and review.game.encode() == positions[k], k
    press(app, "RIGHT")
    assert review.at == n and app.hw.last_tone == (220, 60)  # nothing after the last
    press(app, "A")
    assert app.top().panel.hidden and app.top().words.hidden
    assert not app.top().covered  # what the panel hid shows again
    press(app, "A")
    assert not app.top().panel.hidden
    wait(app, 2000, 20)  # the analysis, a position a round
    texts_fit(app)
    last = review.end() - 1
    working = app.top().text["working"]
    assert review.found[last] != NOT_YET and working not in app.top().words.text  # worked out
    app = press_restart(app, "B")  # the game's menu, in a fresh VM again
    assert top_is(app, "GameMenu") and app.top().entry.id == game_id
    assert app.hw.restarts == 2 and sys.modules["engine.lang"].language() == language
    assert app.settings.stats == stats and app.settings.journal.seq == seq  # nothing written
    for name in REVIEW_MODULES:
        assert name not in sys.modules  # and the review's code is gone with it


def test_royal_garden_says_each_moves_verdict_and_marks_the_one_that_threw_it_away(emu_app):
    app = emu_app()
    scene = finish(app, "royal_garden", 2, {}, seed=3)
    app = press_restart(app, "SELECT")  # SELECT on the end screen opens the review too
    review = app.top().review
    assert top_is(app, "ReviewScene")
    wait(app, 3000, 20)
    assert review.done
    thrown = [k for k in range(review.end()) if review.threw(k)]
    assert thrown, "the casual AI threw no result away in this game"
    review_scene = app.top()
    press(app, *["LEFT"] * (review.end() - thrown[0] - 1))
    assert review.at == thrown[0] + 1
    lines = review_scene.words.text.split("\n")
    assert lines[-1].startswith("\u00d7") and lines[-1].endswith("thrown away"), lines
    assert any(lines[0].endswith(": " + w) for w in ("loss", "draw")), lines
    assert review_scene.words.color == 0xFF8A65  # theme.WARN
    del scene


def test_the_pause_menu_of_a_finished_game_opens_its_review(emu_app):
    app = emu_app("clue")  # two buttons: START is both together, the menu's rows by taps
    finish(app, "first_season", 2, {})
    pause_row(app, "Review the game")
    app = press_restart(app, "A")
    assert top_is(app, "ReviewScene") and app.top().review.at == app.top().review.end()
    press(app, "LEFT")
    assert app.top().review.at == app.top().review.end() - 1
    app = press_restart(app, "B")
    assert top_is(app, "GameMenu")


def to_stats(app, page):
    """The statistics at a game's page, from a finished game's screen (A: its menu, in a
    fresh VM); the app."""
    app = press_restart(app, "A")  # the game's menu: B to the main menu
    press(app, "B")
    assert top_is(app, "MainMenu")
    app.push(app.make("stats"))
    press(app, *["RIGHT"] * page)
    assert app.top().page == page
    return app


def test_the_statistics_open_the_last_games_review_and_come_back_to_its_page(emu_app):
    app = emu_app()
    page = [entry.id for entry in GAMES].index("royal_council")
    finish(app, "royal_council", 2, {"variant": 0})
    stats = copy.deepcopy(app.settings.stats)
    app = to_stats(app, page)
    assert "Last game" in screen_text(app)
    app = press_restart(app, "A")
    assert top_is(app, "ReviewScene")
    review = app.top().review
    press(app, "LEFT", "LEFT")
    assert review.at == review.end() - 2
    assert review.game.encode() == positions_of(
        app.modules.rules_class, *played(app.top().review.game))[-1]
    app = press_restart(app, "B")
    assert top_is(app, "StatsScene") and app.top().page == page
    assert app.settings.stats == stats
    press(app, "LEFT")  # a page without a review: A turns the page, as before
    assert "Last game" not in screen_text(app)
    press(app, "A")
    assert top_is(app, "StatsScene") and app.top().page == page
    press(app, "B")
    assert top_is(app, "MainMenu")


def test_an_unreadable_review_part_gives_a_calm_notice_and_loses_nothing_else(
        emu_app, tmp_path):
    path = str(tmp_path / "store.nvm")
    app = emu_app(store_path=path)
    page = [entry.id for entry in GAMES].index("first_season")
    finish(app, "first_season", 2, {})
    app.settings.games["niwa"] = [1, [PERSON, 1], "kept as it is", []]  # not read here
    app.settings.reviews["first_season"] = b'[1,[-1,1],"FS1 broken",[7,9]]'
    assert app.settings.save()
    stats = copy.deepcopy(app.settings.stats)
    again = emu_app(store_path=path)
    assert again.settings.problems == []
    press(again, "B")  # the offer to continue Niwa's waiting game: no, to the menu
    assert top_is(again, "MainMenu")
    again.push(again.make("stats"))
    press(again, *["RIGHT"] * page)
    again = press_restart(again, "A")  # the review's fresh VM finds it unreadable
    assert top_is(again, "Notice") and "could not be read" in screen_words(again)
    again = press_restart(again, "A")
    assert top_is(again, "StatsScene") and "Last game" not in screen_text(again)
    third = emu_app(store_path=path)
    assert third.settings.stats == stats and third.settings.reviews == {}
    assert third.settings.game("niwa") == ["niwa", [PERSON, 1], "kept as it is", []]


@pytest.mark.parametrize("board", ["pygamer", "picosystem", "pico_display"])
def test_the_review_fits_every_other_screen(emu_app, board):
    app = emu_app(board)
    finish(app, "royal_council", 3, {"variant": 1})
    app = press_restart(app, "LEFT")
    review = app.top().review
    for _ in range(review.end()):
        texts_fit(app)
        press(app, "LEFT")
    assert review.at == 0
    app = press_restart(app, "B")
    assert top_is(app, "GameMenu")


@pytest.mark.parametrize("language,seat", [(lang.ENGLISH, "P1: "), (lang.GERMAN, "S1: ")])
@pytest.mark.parametrize("game_id,seats,options", SETUPS)
def test_each_move_reads_as_the_game_shows_its_cards_in_the_players_language(
        emu_app, language, seat, game_id, seats, options):
    app = emu_app()
    app.settings.language = language
    app.settings.apply()
    scene = finish(app, game_id, seats, options)
    start, moves = played(scene.game)
    game = app.modules.rules_class.decode(start)
    letters = RANK_LETTERS_DE if language == lang.GERMAN else RANK_LETTERS
    notations, cards = [], []  # each move's notation, and Royal Garden's card taken
    for move in moves:
        notations.append(game.move_text(move))
        card = game.layout[move] if game_id == "royal_garden" and move < 16 else None
        cards.append(None if card is None else letters[card >> 2] + SUIT_GLYPHS[card & 3])
        game.play(move)
    app = press_restart(app, "LEFT")
    review_scene = app.top()
    persons = 0
    for k in range(len(moves), 0, -1):
        first = review_scene.words.text.split("\n")[0]
        persons += first.startswith(seat)
        notation = notations[k - 1]  # 'JD', 'lay 5P', 'h4MS,6LK', 'QH>3'; or a word
        if language == lang.GERMAN or not notation.isalpha() or notation.isupper():
            assert notation not in first, (k, first)  # the cards as the screen shows them
        if cards[k - 1] is not None:
            assert first.split(": ")[1].split(" ")[0] == cards[k - 1], (k, first)
        press(app, "LEFT")
    assert persons, "the person's moves are told as theirs"


def test_without_a_restart_or_room_to_keep_it_the_review_opens_in_place(emu_app, monkeypatch):
    """A board whose build has no sleep memory, and a game too long for the store's room
    for reviews: the review over the game's menu in the same VM, B back to it."""
    from engine.app import settings_review

    for cannot in ("restart", "keep"):
        app = emu_app()
        if cannot == "restart":
            app.hw.can_restart = False
        else:
            monkeypatch.setattr(settings_review, "ROOM_SHARE", 1 << 20)  # room for none
        scene = finish(app, "niwa", 2, {})
        assert "niwa" not in app.settings.reviews or cannot == "restart"
        press(app, "LEFT")
        assert top_is(app, "ReviewScene") and app.top().review.at == len(played(scene.game)[1])
        assert stack_names(app) == ["TitleScene", "MainMenu", "GameMenu", "ReviewScene"]
        press(app, "LEFT", "B")
        assert top_is(app, "GameMenu") and app.hw.restarts == 0
        monkeypatch.undo()


def test_a_review_its_end_could_not_keep_is_kept_once_the_game_is_let_go(emu_app):
    # On the firmware a Niwa Master's end had no room left to keep its review (the
    # review was then made in the crowded VM and ran out, 232 bytes short): LEFT keeps it
    # once the game's screen and AI are gone and opens it in a fresh VM; A keeps it too,
    # for the statistics' page, on the way to the game's menu.
    for key, shown in (("LEFT", "ReviewScene"), ("A", "GameMenu")):
        app = emu_app()
        scene = finish(app, "niwa", 2, {})
        moves = played(scene.game)[1]
        app.settings.reviews.clear()
        app = press_restart(app, key)
        assert top_is(app, shown) and "niwa" in app.settings.reviews
        assert top_is(app, "GameMenu") or app.top().review.moves == moves


def test_a_review_with_no_room_at_all_says_so_calmly_and_leads_to_the_menu(
        emu_app, monkeypatch):
    from engine.app import review

    app = emu_app()
    app.hw.can_restart = False  # in this VM, where the heap may run out
    finish(app, "niwa", 2, {})

    def no_room(*args):
        raise MemoryError("memory allocation failed, allocating 232 bytes")

    monkeypatch.setattr(review, "open_end", no_room)
    press(app, "LEFT")
    assert top_is(app, "Notice") and "room" in screen_text(app)
    press(app, "A")
    assert top_is(app, "GameMenu")
    assert app.settings.stats  # the result stays counted


def test_a_note_with_no_room_for_its_bitmap_leaves_the_review_going_without_its_words(
        emu_app, monkeypatch):
    # The firmware's Royal Council review once ran out so: 13 KB free in pieces, none of
    # them 1,288 bytes for the note's bitmap; the error screen came instead of the review.
    app = emu_app()
    finish(app, "royal_council", 2, {"variant": 0})
    app = press_restart(app, "LEFT")
    scene = app.top()
    assert top_is(app, "ReviewScene")
    words = scene.words
    label = type(words)

    class NoRoom(label):
        @property
        def text(self):
            return label.text.fget(self)

        @text.setter
        def text(self, value):
            if value:
                raise MemoryError("memory allocation failed, allocating 1288 bytes")
            label.text.fset(self, value)

    monkeypatch.setattr(words, "__class__", NoRoom)
    press(app, "LEFT")
    wait(app, 3000, 20)
    assert top_is(app, "ReviewScene") and scene.review.done  # worked out, no error screen
    assert words.text == ""
    monkeypatch.setattr(words, "__class__", label)
    press(app, "LEFT")  # room again: the words come back
    assert words.text
