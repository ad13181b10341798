"""Royal Council in the headless emulator: whole games of each variant played through the
keys (a person against the AI, people passing the device, AIs alone), the preview and the
breakdown of the text's worked examples, the end of a round, privacy, refused keys, the
real menus, quit and continue, the pause menu, German, other screen sizes."""

from engine.app.play import SHOW_ALL
from engine.app.play_start import begin as start_play
from engine.app.privacy import PrivacyScene
from engine.app.session import Session
from engine.cards import SUIT_GLYPHS, text
from engine.catalog import find
from engine.royal_council.rules_notation import designed  # a position set by hand
from tests.driver import (
    PERSON,
    pause_row,
    press,
    press_restart,
    privacy_survives_quit,
    screen_text,
    start_after,
    start_game,
    texts_fit,
    to_setup,
    top_is,
    wait,
    watch_rounds,
)

EXPERT = 3
# The text's first worked example: AI 2 has just played J♥ onto pile 3 for 6 + 3; Player 1
# holds J♦, which scores 3 + 6 + 2 = 11 on the Q♦ of pile 0.
EXAMPLE = ("RC1 v0 n2 t121 s1 r0 d1 m0 S:0,9 P:QD/JS/KD/JH/QH/JC H:JD.KH.KC/QS.QC.KS K:- "
           "L:1,JH>3,6,3,0,0")


def is_game(scene):
    # The app reloads the game's modules, so compare the class by name.
    return type(scene).__name__ == "GameScene"


def begin(app, controllers, options=None, seed=1):
    """start_game, returning the game scene even when a privacy screen lies on it."""
    start_game(app, "royal_council", controllers, options, seed)
    return [scene for scene in app.scenes if is_game(scene)][-1]


def begin_at(app, position, controllers):
    """The game scene on a position given in notation."""
    mods = app.open_game(find("royal_council"))
    start_play(app, Session("royal_council", designed(mods.rules_class, position), controllers))
    app.step()
    return [scene for scene in app.scenes if is_game(scene)][-1]


def begin_after(app, controllers, options, seed, until):
    """A game from where until(game) first holds, the casual AI playing every seat before."""
    return start_after(app, "royal_council", controllers, until, options, seed)


def lines(app):
    return app.hw.frontend.text_on_screen()


def face(card):
    """A card as the screen writes it: the rank over the suit."""
    return text(card)[:-1] + "\n" + text(card)[-1]


def decide(app):
    """One key for whoever must act: a wait while the AI thinks, else A (the privacy screen,
    the card under the cursor, its first allowed pile, the next round)."""
    top = app.top()
    if is_game(top) and top.thinking:
        wait(app, 400, 200)
    else:
        press(app, "A")


def play_out(app, game, check=None, limit=1500):
    for _ in range(limit):
        if game.is_over():
            return
        if check:
            check()
        decide(app)
    raise AssertionError("no end after %d steps" % limit)



def test_the_real_menus_start_a_game(emu_app):
    app = emu_app()
    to_setup(app, "royal_council")
    press(app, "RIGHT")  # three players
    press(app, "DOWN", "DOWN", "DOWN", "DOWN", "RIGHT")  # Variant: Draw pile
    assert "\u25c0Draw pile\u25b6" in lines(app)
    press(app, "DOWN", "RIGHT", "RIGHT")  # Play to: 31
    app = press_restart(app, "DOWN", "A")  # Start: continued in a fresh VM
    scene = app.top()
    assert is_game(scene)
    game = scene.game
    assert game.seats == 3 and game.variant == 1 and game.target == 31
    assert scene.session.controllers[0] == PERSON and scene.session.is_ai(2)


def test_the_worked_examples_preview_and_breakdown(emu_app):
    app = emu_app()
    scene = begin_at(app, EXAMPLE, [PERSON, EXPERT])
    game = scene.game
    shown = lines(app)
    assert "AI 2 played J\u2665 +9" in shown and "+9" in shown
    assert "Neighbours: KQJ = 6\nTriangle: JJJ = 3" in shown
    press(app, "A")  # J♦, then the pile: the cursor starts on pile 0
    shown = lines(app)
    assert "J\u2666 here: +11" in shown and "+11" in shown
    assert "Neighbours: JJJ = 3\nTriangle: KQJ = 6\nOpposite: JJ = 2" in shown
    assert scene.piles[0].text.text == "J\n\u2666"  # the card lies there as a preview
    assert game.encode().startswith("RC1 v0 n2 t121 s1 r0 d1 m0 S:0,9 P:QD/")
    press(app, "RIGHT")  # pile 1, between Q♦ and K♦, across from Q♥, J♥ and J♣ beside it
    shown = lines(app)
    assert "J\u2666 here: +15" in shown
    assert "Neighbours: KQJ flush = 12\nTriangle: JJJ = 3" in shown
    assert scene.piles[0].text.text == "Q\n\u2666" and scene.piles[1].text.text == "J\n\u2666"
    press(app, "LEFT", "A")
    assert game.scores == [11, 9] and game.to_move == 1
    assert "Player 1 played J\u2666 +11" in lines(app)


def test_a_person_plays_a_whole_game_against_the_ai_through_the_keys(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, EXPERT], seed=4)
    game = scene.game
    rounds = []

    def check():
        if scene.round_shown and game.round not in rounds:
            rounds.append(game.round)
            before = game.encode()
            wait(app, 3000)  # the AI waits while the end of the round shows; a person, for A
            assert game.encode() == before and scene.round_shown
            way = "\u2026 next round" if scene.thinking else "A: next round"
            assert "Round %d over" % game.round in screen_text(app) and way in screen_text(app)
        if not scene.round_shown:  # (meanwhile the ring shows the last round's cards)
            for card in game.hand(1):  # the AI's hand never shows
                assert face(card) not in lines(app)
        if not scene.thinking and not scene.round_shown:
            for card in game.hand(0):  # the person's hand shows while they may play
                assert face(card) in lines(app)

    play_out(app, game, check)
    assert game.target == 121 and max(game.result()) >= 121 and rounds
    text = screen_text(app)
    assert "A: menu" in text and "Game over" in text
    assert ("You win!" if game.winner == 0 else "AI 2 wins!") in text
    app = press_restart(app, "A")  # the game's menu, in a fresh VM
    assert top_is(app, "GameMenu")
    assert app.settings.waiting() == []  # a finished game is no longer saved


def test_people_pass_the_device_and_never_see_another_hand(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, PERSON, EXPERT], {"target": 61}, seed=3)
    game = scene.game
    assert isinstance(app.top(), PrivacyScene) or game.to_move == 2
    privacy = [0]

    def check():
        top = app.top()
        shown = screen_text(app)
        if isinstance(top, PrivacyScene):
            privacy[0] += 1
            assert "Player %d" % (game.to_move + 1) in shown
            assert not any(glyph in shown for glyph in SUIT_GLYPHS)  # no card at all
            return
        if scene.round_shown:  # the ring shows the last round: the same cards, all played
            assert all(view.edge.hidden for view in scene.hand)
            return
        if not scene.thinking:
            assert scene.viewer == game.to_move  # only after the privacy screen's A
        for seat in range(3):
            for card in game.hand(seat):
                assert (face(card) in shown) == (seat == scene.viewer), (seat, shown)

    play_out(app, game, check)
    assert max(game.result()) >= 61 and privacy[0] >= 10
    assert "A: menu" in screen_text(app)


def test_a_person_plays_the_draw_pile_game_without_privacy_screens(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, PERSON], {"variant": 1, "target": 31}, seed=5)
    game = scene.game
    assert not scene.HIDDEN_HANDS

    def check():
        assert not isinstance(app.top(), PrivacyScene)
        if not scene.round_shown:
            card = game.hand(game.to_move)[0]  # the card just drawn, played at once
            assert face(card) in lines(app) and scene.step == 1

    play_out(app, game, check)
    assert max(game.result()) >= 31


def test_ais_alone_play_the_whole_deck_showing_each_end_of_a_round(emu_app):
    app = emu_app()
    scene = begin(app, [1, EXPERT], {"variant": 2}, seed=6)
    game = scene.game
    assert scene.viewer == SHOW_ALL

    def spectators_see_the_hand_to_move():
        for card in game.hand(game.to_move):
            assert face(card) in lines(app)
        assert "Deck: %d" % game.deck_left() in lines(app)

    rounds = watch_rounds(app, scene, spectators_see_the_hand_to_move, "\u2026 next round", 600,
                          (400, 200))
    assert rounds >= 1 and "A: menu" in screen_text(app)


def test_refused_keys_change_nothing(emu_app):
    app = emu_app()
    beeps = []
    app.beep = lambda freq, ms: freq < 1000 and beeps.append(freq)  # not the clicks
    scene = begin_after(app, [PERSON, EXPERT], {}, 2,
                        lambda g: g.to_move == 0 and 0 < g.empties < 6)
    game = scene.game
    before = game.encode()
    press(app, "UP")  # (the emulator's first refresh after a new root group redraws labels)
    press(app, "DOWN")
    app.hw.frontend.drawn = []
    press(app, "B")  # nothing to go back to
    assert app.hw.frontend.drawn == [] and len(beeps) == 1
    press(app, "A")  # the card; the cursor starts on an empty pile
    assert game.top[scene.pcur] == 52
    while game.top[scene.pcur] == 52:
        press(app, "RIGHT")
    assert "Appointment: pick an empty pile" in " ".join(lines(app))
    press(app, "A")  # a started pile during the appointment: refused
    assert len(beeps) == 2 and game.encode() == before and scene.step == 1
    press(app, "B")  # back to the cards
    assert scene.step == 0 and game.encode() == before
    press(app, "A", "A")
    assert game.to_move == 1 and scene.thinking
    during = game.encode()
    press(app, "A", "LEFT", "B")  # the AI is thinking: keys do nothing
    assert game.encode() == during


def test_a_121_finish_in_the_middle_of_a_round(emu_app):
    app = emu_app()
    position = ("RC1 v0 n2 t121 s1 r3 d1 m0 S:115,100 P:QD/JS/KD/JH/QH/JC H:JD.KH.KC/QS.QC.KS "
                "K:- L:1,JH>3,6,3,0,0")
    scene = begin_at(app, position, [PERSON, EXPERT])
    game = scene.game
    press(app, "A", "A")  # J♦ onto pile 0: 11 points
    assert game.is_over() and game.scores == [126, 100] and list(game.hand(0)) == [49, 51]
    assert "You win!" in screen_text(app) and "A: menu" in screen_text(app)
    assert not scene.round_shown and not scene.banner.hidden


def test_quit_and_continue_resume_the_same_position(emu_app):
    app = emu_app()
    press(app, "A")  # the main menu under the game, as when started from the menus
    scene = begin(app, [PERSON, EXPERT], {"variant": 2})
    while scene.thinking:
        wait(app, 400, 200)
    press(app, "A")  # a card chosen: a choice, not a move
    position = scene.game.encode()
    pause_row(app, "Quit to menu")
    press(app, "A")
    assert top_is(app, "MainMenu") and app.modules is None
    assert lines(app)[1] == "Continue: Royal Council"
    press(app, "A")
    again = app.top()
    assert is_game(again) and again.game.encode() == position


def test_two_people_continue_behind_a_privacy_screen(emu_app):
    app = emu_app()
    press(app, "A")
    scene = begin(app, [PERSON, PERSON])
    privacy_survives_quit(app, scene, ("A", "A", "A"))  # privacy, card, pile


def test_rules_open_from_the_pause_menu_and_take_back_works(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, EXPERT], seed=2)
    game = scene.game
    pause_row(app, "Rules & help")
    press(app, "A")
    assert top_is(app, "HelpScene")
    assert "Royal Council, 2 to 4 players. Play" in " ".join(lines(app))
    press(app, "B", "B")
    assert is_game(app.top())
    while scene.thinking:
        wait(app, 400, 200)
    start = game.encode()
    press(app, "A", "A")
    wait(app, 600)  # the AI replies
    assert game.to_move == 0 and game.encode() != start
    pause_row(app, "Take back")
    press(app, "A")
    assert is_game(app.top()) and game.encode() == start


def test_german_texts(emu_app):
    app = emu_app()
    app.settings.language = 1
    app.settings.apply()
    scene = begin_at(app, EXAMPLE, [PERSON, EXPERT])
    shown = lines(app)
    assert "Du bist dran" in shown and "Verrat" in shown and "S1" in screen_text(app)
    assert "KI 2 spielt B\u2665 +9" in shown
    assert "Nachbarn: KDB = 6\nDreieck: BBB = 3" in shown
    press(app, "A")
    assert "B\u2666 hier: +11" in lines(app) and scene.piles[0].text.text == "B\n\u2666"


def test_the_screen_helpers_of_the_rules(emu_app):
    app = emu_app()
    scene = begin_after(app, [PERSON, EXPERT], {}, 1, lambda g: g.round_ended())
    game = scene.game
    piles = game.ended_piles()
    seat, card, pile, pts = game.last_play()
    assert [len(p) for p in game.piles] == [0] * 6 and sum(len(p) for p in piles) == 12
    assert piles[pile][-1] == card
    assert game.previous_score(seat) == game.scores[seat] - sum(pts)
    assert scene.round_shown and "Round 1 over" in screen_text(app)
    assert scene.piles[pile].text.text == face(card)  # the round's last position stays
    press(app, "A")
    assert not scene.round_shown and scene.banner.hidden
    assert "Round 2: %s deals" % scene.seat_name(game.dealer) in screen_text(app)


def test_other_screens_lay_out_within_their_edges(emu_app):
    for board in ("clue", "pico_display", "pybadge"):
        for seats, options in ((2, {}), (4, {"variant": 2})):
            app = emu_app(board)
            app.settings.language = 1  # the longer texts
            app.settings.apply()
            scene = begin_after(app, [PERSON] + [EXPERT] * (seats - 1), options, 3,
                                lambda g: g.to_move == 0 and g.scores[0] > 20)
            texts_fit(app)
            press(app, "A")
            texts_fit(app)
            assert not scene.pile_cursor.hidden
            app.hw.close()
