"""Niwa in the headless emulator: whole tournaments played through the keys (two people
and an AI passing the device, a person against the AI, four AIs alone), privacy, the swap,
the reveal and the trio take through the cursor, refused keys, the round and tournament
banners, the real menus, quit and continue, the pause menu (rules, log, scores), hints,
German, other screen sizes."""

import sys

from engine.app.play import NOBODY, SHOW_ALL
from engine.app.play_start import begin as start_play
from engine.app.privacy import PrivacyScene
from engine.app.session import Session
from engine.catalog import find
from engine.niwa.rules import END, KINDS, LAY, REVEAL, SWAP, TAKE, hand_score
from engine.niwa.rules_notation import designed  # a position set by hand
from engine.prng import Prng
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
from tools.bench.display import DrawRecorder

EXPERT = 2
# Player 1 to move; the top of the stack is 1O, which opens the trio of 1s (1P and 1G
# lie in the row).
BEFORE_TRIO = ("niwa1 seats=3 rounds=3 seed=2 obj=2 scores=- turn=0 idle=0 phase=T laid=- "
               "row=0G,1P,1G,2P,2P,2O,2O,3P,3O,6O stack=7O,1O aside=0P,0O,1P,1G,1O,2G,2G,3G,"
               "3O,4P,4P,4G,4O,4O,5P,5G,6P,7P,7G,8G,9P,9G,9G,9O,10P,10G,10O "
               "hand0=5O,5O,7O,8P,8G,8O,8O,9O,10O known0=5O,7O,8O,8O,9O,10O "
               "hand1=3P,5P,6P,6G,6O,7P,8P,9P,10P known1=3P,6G,7P,8P "
               "hand2=0P,0G,0O,3G,4G,5G,6G,7G,10G known2=0P,0G,0O,3G,4G,7G")
# The same with 1O already in the row: a trio lies there, but Player 1 has not revealed.
TRIO_IN_ROW = BEFORE_TRIO.replace("row=0G,1P,1G,", "row=0G,1P,1G,1O,").replace(
    "stack=7O,1O", "stack=7O")
# The rules' example: Player 1 revealed 5P and has laid 1P to take the 5s.
LAYING = ("niwa1 seats=2 rounds=3 seed=7 obj=4 scores=- turn=0 idle=0 phase=R laid=1P "
          "row=1P,5P,5G,5O,9O stack=0P,0G,0O,10P,10G,10O,4G,4O aside=0P,0G,0O,1P,1G,1O,1O,"
          "2P,2G,2O,2O,3P,3G,3O,3O,4P,4G,4O,5G,5O,6P,6G,6O,7P,7G,7G,7O,8P,8G,8O,9P,9G,9O,"
          "10P,10G,10O hand0=1G,2P,3P,3G,4P,5P,7P,7O known0=7P "
          "hand1=2G,6P,6G,6O,8P,8G,8O,9P,9G known1=2G")
HAND0 = [15 + 2, 15 + 2, 21 + 2, 24, 25, 26, 26, 27 + 2, 30 + 2]  # 5O 5O 7O 8P 8G 8O 8O 9O 10O


def is_game(scene):
    # The app reloads the game's modules, so compare the class by name.
    return type(scene).__name__ == "GameScene"


def game_scene(app):
    return [scene for scene in app.scenes if is_game(scene)][-1]


def begin(app, controllers, options=None, seed=1):
    """start_game, returning the game scene even when a privacy screen lies on it."""
    start_game(app, "niwa", controllers, options, seed)
    return game_scene(app)


def begin_at(app, position, controllers):
    mods = app.open_game(find("niwa"))
    start_play(app, Session("niwa", designed(mods.rules_class, position), controllers))
    app.step()
    return game_scene(app)


def begin_after(app, controllers, seed, until):
    """A tournament from where until(game) first holds, the casual AI playing before."""
    return start_after(app, "niwa", controllers, until, seed=seed)


def end_the_round(app, scene):
    """From Player 1's turn on the last stack card: reveal it, take no trio."""
    press(app, "LEFT", "A") if scene.cur != 48 else press(app, "A")
    if not scene.round_shown:
        cursor_to(app, scene, lambda cur: cur == 48)
        press(app, "A")
    assert scene.round_shown


def lines(app):
    return app.hw.frontend.text_on_screen()


def expand(counts):
    return [k for k in range(KINDS) for _ in range(counts[k])]


def cursor_to(app, scene, found):
    """RIGHT or LEFT, whichever is shorter, until found(target under the cursor)."""
    walk = scene.choices()[0]
    start = walk.index(scene.cur)
    ahead = [d for d in range(len(walk)) if found(walk[(start + d) % len(walk)])][0]
    back = len(walk) - ahead
    press(app, *(["RIGHT"] * ahead if ahead <= back else ["LEFT"] * back))
    assert found(scene.cur)


def on_hand(scene, kind):
    return lambda cur: cur < 16 and scene.hand_cards[cur] == kind


def on_row(scene, kind):
    return lambda cur: 16 <= cur < 32 and scene.row_cards[cur - 16] == kind


def person_turn(app, scene, prng):
    """The person plays what the casual AI would, through the keys: the hand card and the
    row card of a swap, the button for a reveal or no trio, or the first trio for the
    first three hand cards."""
    game = scene.game
    move = app.modules.ai.choose(game, game.to_move, "casual", prng)
    if move in (REVEAL, END):
        cursor_to(app, scene, lambda cur: cur == 48)
        press(app, "A")
    elif move >= SWAP:
        give, take = divmod(move - SWAP, KINDS)
        cursor_to(app, scene, on_hand(scene, give))
        press(app, "A")
        cursor_to(app, scene, on_row(scene, take))
        press(app, "A")
    else:
        press(app, "A", "A", "RIGHT", "A", "RIGHT", "A")


def decide(app, prng):
    """One step for whoever must act: A on a privacy screen or a round's banner, a wait
    while the AI thinks, else the person's whole turn."""
    top = app.top()
    scene = game_scene(app)
    if isinstance(top, PrivacyScene) or type(top).__name__ == "HelpScene" or (
            (scene.round_shown or scene.held) and not scene.thinking):
        press(app, "A")
    elif scene.thinking:
        wait(app, 400, 200)
    else:
        person_turn(app, scene, prng)


def play_out(app, scene, check=None, limit=2000):
    prng = Prng(7)
    for _ in range(limit):
        if scene.game.is_over():
            return
        if check:
            check()
        decide(app, prng)
    raise AssertionError("no end after %d steps" % limit)


def shown_hand(scene):
    """The kinds the hand's places show (-1 a back)."""
    return [k for k in scene.hand.shown if k is not None]



def test_the_real_menus_start_a_tournament(emu_app):
    app = emu_app()
    to_setup(app, "niwa")
    press(app, "RIGHT", "RIGHT")  # four players
    press(app, "DOWN", "DOWN", "LEFT")  # Player 2: the next controller down
    chosen = list(app.top().controllers[:4])
    press(app, "DOWN", "DOWN", "DOWN")  # Rounds
    assert "\u25c03\u25b6" in lines(app)
    press(app, "RIGHT")
    assert "\u25c01\u25b6" in lines(app)
    app = press_restart(app, "DOWN", "A")  # Start: continued in a fresh VM
    scene = game_scene(app)
    game = scene.game
    assert game.seats == 4 and game.rounds == 1
    assert scene.session.controllers == chosen and chosen[0] == PERSON
    assert scene.viewer == 0 and "Player 1: your turn" in lines(app)


def test_the_setup_remembers_the_last_choices_of_each_game(emu_app):
    app = emu_app()
    to_setup(app, "niwa")
    press(app, "RIGHT", "RIGHT")  # four players
    press(app, "DOWN", "DOWN", "LEFT")  # Player 2: another controller
    press(app, "DOWN", "DOWN", "DOWN", "RIGHT")  # Rounds: 1
    setup = app.top()
    chosen = [setup.seats, list(setup.controllers), list(setup.choices)]
    assert chosen[0] == 4 and chosen[2] == [1]
    app = press_restart(app, "DOWN", "A")  # Start: continued in a fresh VM
    assert app.settings.setups["niwa"] == chosen
    app.settings.save()
    app.pop_to("game_menu")
    press(app, "DOWN", "A") if app.top().actions[0] == "continue" else press(app, "A")
    again = app.top()
    assert type(again).__name__ == "SetupMenu" and again is not setup
    assert [again.seats, again.controllers, again.choices] == chosen
    assert "\u25c04\u25b6" in lines(app)  # on the screen too
    app.settings.setups["niwa"] = [9, [PERSON], [5]]  # no longer fits the game: defaults
    fresh = type(again)(app)
    assert fresh.seats == 2 and fresh.choices == [0] and fresh.controllers[0] == PERSON


def test_two_people_and_an_ai_play_a_tournament_passing_the_device(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, PERSON, EXPERT], seed=3)
    game = scene.game
    seen = {"privacy": 0, "banners": 0, "reveals": 0, "since": 0}

    def check():
        top = app.top()
        if type(top).__name__ == "HelpScene":  # after the privacy screen: what the others did
            seen["since"] += 1
            assert "Since your turn" in screen_text(app) and scene.viewer == game.to_move
            return
        if scene.held:  # a person's reveal: the card shows to them before passing on
            seen["reveals"] += 1
            log = game.log()
            assert log[-1][0] == scene.mover and log[-1][1] == REVEAL
            assert scene.viewer == scene.mover and scene.mover != game.to_move
            text = screen_text(app)
            assert scene.card(log[-1][2]).upper() in text.upper() and "A goes on" in text
            assert shown_hand(scene) == expand(game.hands[scene.mover])
            return
        if isinstance(top, PrivacyScene):
            seen["privacy"] += 1
            text = screen_text(app)
            assert "Player %d" % (game.to_move + 1) in text
            assert not any(ch.isdigit() for ch in text.replace("Player %d" % (
                game.to_move + 1), ""))  # no card at all
            return
        if scene.round_shown:
            seen["banners"] += 1
            before = game.encode()
            wait(app, 3000)  # the banner waits for A, even when the AI leads next
            assert game.encode() == before and scene.round_shown
            text = screen_text(app)
            assert "A: next round" in text and "Next: " in text
            assert shown_hand(scene) == []  # no hand under the banner
            return
        viewer = scene.viewer
        if scene.thinking or viewer == NOBODY:
            assert viewer == NOBODY and set(shown_hand(scene)) <= {-1}
            assert not any(ch.isdigit() for ch in scene.hand.values.text)
            assert not scene.hand.tens.text.strip()
        else:
            assert viewer == game.to_move  # only after the privacy screen's A
            assert shown_hand(scene) == expand(game.hands[viewer])

    play_out(app, scene, check)
    assert game.rounds == 3 and len(game.round_scores()) == 3
    assert seen["privacy"] >= 20 and seen["banners"] == 2
    assert seen["reveals"] >= 3 and seen["since"] >= 3, seen
    text = screen_text(app)
    assert "Tournament over" in text and "A: menu" in text and "R3" in text
    totals = game.totals()
    best = [s for s in range(3) if totals[s] == max(totals)]
    assert ("A shared win" if len(best) > 1 else scene.seat_name(best[0]) + " wins") in text
    app = press_restart(app, "A")  # the game's menu, in a fresh VM
    assert top_is(app, "GameMenu") and app.settings.waiting() == []  # a finished game is not kept


def test_a_person_plays_a_tournament_against_two_ais(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, 1, EXPERT], seed=5)
    game = scene.game
    banners = []

    def check():
        assert not isinstance(app.top(), PrivacyScene)  # one person: nothing to hide
        if scene.round_shown:
            banners.append(len(game.round_scores()))
            press(app, "B")  # only A goes on
            assert scene.round_shown
            return
        assert scene.viewer == 0 and shown_hand(scene) == expand(game.hands[0])
        points = hand_score(game.hands[0], game.objective())
        assert "Hand: %d" % points in lines(app)

    play_out(app, scene, check)
    assert banners == [1, 2] and game.is_over()
    assert "Tournament over" in screen_text(app)


def test_four_ais_alone_play_a_tournament_showing_each_round(emu_app):
    app = emu_app()
    scene = begin(app, [EXPERT, EXPERT, 1, 0], seed=4)
    game = scene.game
    assert scene.viewer == SHOW_ALL

    def spectators_see_the_hand_to_move():
        assert shown_hand(scene) == expand(game.hands[game.to_move])

    rounds = watch_rounds(app, scene, spectators_see_the_hand_to_move, "\u2026", 400)
    assert rounds == 2 and len(game.round_scores()) == 3
    assert "A: menu" in screen_text(app)


def test_a_swap_through_the_cursor(emu_app):
    app = emu_app()
    scene = begin_at(app, BEFORE_TRIO, [PERSON, EXPERT, EXPERT])
    game = scene.game
    assert shown_hand(scene) == HAND0 and scene.row_cards == expand(game.row)
    press(app, "A")  # 5O chosen: now a row card
    assert scene.step == 1 and scene.give == 17 and scene.cur == 16
    assert "A: take 0g for 5o" in lines(app)
    press(app, "B")  # back: nothing played
    assert scene.step == 0 and scene.cur == 0
    press(app, "RIGHT", "RIGHT", "A", "LEFT")  # 7O, then the last row card: 6O
    assert "A: take 6o for 7o" in lines(app)
    press(app, "A")
    assert game.hands[0][20] == 1 and game.hands[0][23] == 0 and game.row[23] == 1
    assert game.to_move == 1 and scene.thinking
    assert "Player 1: 7o for 6o" in lines(app)
    x, y = scene.row.spot(1 + scene.row_cards.index(23))  # 7O, just laid, underlined
    assert not scene.fresh.hidden and (scene.fresh.x, scene.fresh.y) == (x, y + scene.look.h)


def test_a_reveal_and_a_trio_through_the_cursor(emu_app):
    app = emu_app()
    scene = begin_at(app, BEFORE_TRIO, [PERSON, EXPERT, EXPERT])
    game = scene.game
    press(app, "LEFT")  # round to the button
    assert scene.cur == 48 and "A: reveal a card" in lines(app) and "Reveal" in lines(app)
    press(app, "A")
    assert game.stage() == 1 and scene.step == 2 and scene.cur == 32 + 1
    assert "A: take the 1s" in lines(app) and "No trio" in lines(app)
    assert not scene.frames[6].hidden and not scene.frames[8].hidden  # the trio in gold
    press(app, "A")  # the 1s: now three hand cards
    assert scene.step == 3 and "A: lay 5o (2 more)" in lines(app)
    press(app, "A", "RIGHT", "A")  # 5O and 5O marked (on faded faces)
    assert scene.marks == [0, 1] and "A: keep 5o" in lines(app)
    assert scene.hand.faces[1].pixel_shader[0] != scene.hand.faces[2].pixel_shader[0]
    press(app, "B")  # the last mark taken back
    assert scene.marks == [0] and scene.cur == 1
    before = game.encode()
    press(app, "RIGHT", "RIGHT", "A", "RIGHT")  # 8P marked, on to 8G
    assert game.encode() == before and "A: 8g for the trio" in lines(app)
    press(app, "A")  # the third card: laid with the others, the trio taken
    assert before != game.encode() and game.to_move == 1
    hand = game.hands[0]
    assert hand[3] == hand[4] == hand[5] == 1 and hand[17] == 1 and hand[24] == 0
    moves = [entry[1] for entry in game.log()[-5:]]
    assert moves == [REVEAL, LAY + 17, LAY + 24, LAY + 25, TAKE + 1]
    assert "Player 1 takes the 1s" in lines(app)


def test_a_trio_take_loaded_half_way_goes_on_with_two_cards(emu_app):
    app = emu_app()
    scene = begin_at(app, LAYING, [PERSON, EXPERT])
    game = scene.game
    assert scene.step == 2 and scene.cur == 32 + 5 and "No trio" not in lines(app)
    press(app, "RIGHT", "B")  # one trio and no button: the cursor stays; nothing to undo
    assert scene.cur == 32 + 5 and scene.step == 2
    press(app, "A")
    assert scene.step == 3 and "A: lay 1g (1 more)" in lines(app)
    press(app, "A", "RIGHT")
    assert "A: 2p for the trio" in lines(app)
    press(app, "A")
    assert game.to_move == 1 and [k for k in range(15, 18) if game.hands[0][k]] == [15, 16, 17]
    assert game.row[3] == 1 and game.row[4] == 1 and game.row[6] == 1  # 1P 1G 2P laid


def test_no_trio_ends_the_turn(emu_app):
    app = emu_app()
    scene = begin_at(app, BEFORE_TRIO, [PERSON, EXPERT, EXPERT])
    game = scene.game
    press(app, "LEFT", "A", "RIGHT")  # reveal, then the button
    assert scene.cur == 48 and "A: end without trio" in lines(app)
    press(app, "A")
    assert game.log()[-1][1] == END and game.to_move == 1 and game.hands[0][3] == 0


def test_refused_keys_change_nothing(emu_app):
    app = emu_app()
    beeps = []
    app.beep = lambda freq, ms: freq < 1000 and beeps.append(freq)  # not the clicks
    scene = begin_at(app, TRIO_IN_ROW, [PERSON, EXPERT, EXPERT])
    game = scene.game
    before = game.encode()
    press(app, "UP")  # (the first refresh after a new root group redraws every label)
    press(app, "DOWN")
    app.hw.frontend.drawn = []
    press(app, "B")  # nothing to take back
    assert app.hw.frontend.drawn == [] and len(beeps) == 1
    press(app, "UP")  # into the row: its cards cannot be taken first
    assert 16 <= scene.cur < 32 and "Choose a hand card" in lines(app)
    while scene.row_cards[scene.cur - 16] != 3:  # 1P, in the trio that lies there
        press(app, "RIGHT")
    assert "Trios: reveal first" in lines(app)
    press(app, "A")
    assert len(beeps) == 2 and game.encode() == before and scene.step == 0
    while scene.cur >= 16:
        press(app, "DOWN")  # back to the hand
    press(app, "A", "A")  # a swap after all
    assert game.to_move == 1 and scene.thinking
    during = game.encode()
    press(app, "A", "LEFT", "B", "UP")  # the AI is thinking: keys do nothing
    assert game.encode() == during


def test_quit_and_continue_resume_the_same_position(emu_app):
    app = emu_app()
    press(app, "A")  # the main menu under the game, as when started from the menus
    scene = begin(app, [PERSON, EXPERT], seed=8)
    press(app, "LEFT", "A")  # reveal
    while scene.thinking or scene.game.to_move != 0:
        wait(app, 400, 200)
    press(app, "A")  # a hand card chosen: a choice, not a move
    position = scene.game.encode()
    pause_row(app, "Quit to menu")
    press(app, "A")
    assert top_is(app, "MainMenu") and app.modules is None
    assert lines(app)[1] == "Continue: Niwa"
    press(app, "A")
    again = app.top()
    assert is_game(again) and again.game.encode() == position and again.step == 0


def test_two_people_continue_behind_a_privacy_screen(emu_app):
    app = emu_app()
    press(app, "A")
    scene = begin(app, [PERSON, PERSON])
    back = privacy_survives_quit(app, scene, ("A", "LEFT", "A", "A"))  # privacy, reveal, seen
    assert back.game.to_move == 1 and back.viewer == 1


def test_rules_log_and_scores_open_from_the_pause_menu(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, EXPERT], seed=2)
    game = scene.game
    pause_row(app, "Rules & help")
    press(app, "A")
    assert top_is(app, "HelpScene") and "Build the best hand" in " ".join(lines(app))
    press(app, "B", "B")
    press(app, "A", "A")  # a swap: the first hand card for the first row card
    while scene.thinking:
        wait(app, 400, 200)
    pause_row(app, "Log")
    press(app, "A")
    text = " ".join(lines(app))
    assert top_is(app, "HelpScene") and "Seen in hand:" in text
    first = game.log()[0][1] - SWAP
    assert "Player 1: %s for %s" % (scene.card(first // KINDS), scene.card(first % KINDS)) in text
    assert "AI 2" in text
    press(app, "B", "DOWN", "A")  # Scores
    text = " ".join(lines(app))
    assert "Your hand now: %d points" % hand_score(game.hands[0], game.objective()) in text
    press(app, "B", "B")
    assert is_game(app.top())
    # The pages, their help screen and the pause menu leave memory with the page.
    held = [name for name in ("engine.niwa.scene_pages", "engine.app.help", "engine.app.pause")
            if name in sys.modules]
    assert held == []


def test_scores_after_loading_say_what_was_not_kept(emu_app):
    app = emu_app()
    scene = begin_after(app, [PERSON, EXPERT], 4, lambda g: len(g.round_scores()) == 1)
    pause_row(app, "Scores")
    press(app, "A")
    text = " ".join(lines(app))
    assert "Round 1 of 3: " in text and "Trio of" in text and "not kept" not in text
    press(app, "B", "B")
    scene = begin_at(app, scene.game.encode(), [PERSON, EXPERT])  # as a save is loaded
    pause_row(app, "Scores")
    press(app, "A")
    text = " ".join(lines(app))
    points = scene.game.round_scores()[0][0]
    assert "Player 1: %d points" % points in text and "(details not kept" in text


def test_take_back_against_the_ai(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, EXPERT], seed=6)
    game = scene.game
    start = game.encode()
    press(app, "LEFT", "A")  # reveal
    while scene.thinking or game.to_move != 0:
        wait(app, 400, 200)
    assert game.encode() != start
    pause_row(app, "Take back")
    press(app, "A")
    assert is_game(app.top()) and game.encode() == start


def test_hints_put_the_cursor_on_the_move(emu_app):
    app = emu_app()
    scene = begin_at(app, BEFORE_TRIO, [PERSON, EXPERT, EXPERT])
    game = scene.game
    scene.show_hint(SWAP + 23 * KINDS + 9, "A reason")  # 7O for 3P
    assert scene.step == 1 and scene.give == 23 and scene.row_cards[scene.cur - 16] == 9
    assert "A reason" in lines(app) and "A: take 3p for 7o" not in lines(app)
    press(app, "A")
    assert game.hands[0][9] == 1 and game.hands[0][23] == 0
    scene = begin_at(app, BEFORE_TRIO, [PERSON, EXPERT, EXPERT])
    scene.show_hint(REVEAL, "Reveal")
    assert scene.cur == 48
    press(app, "A")
    scene.show_hint(LAY + 26, "Lay")  # the trio is plain: on to the hand card
    assert scene.step == 3 and scene.hand_cards[scene.cur] == 26
    if hasattr(app.modules.ai, "hint"):  # SELECT asks the AI (ai.hint)
        scene = begin_at(app, BEFORE_TRIO, [PERSON, EXPERT, EXPERT])
        press(app, "SELECT")
        assert scene.note and scene.note in lines(app)


def test_german_texts(emu_app):
    app = emu_app()
    app.settings.language = 1
    app.settings.apply()
    scene = begin_at(app, BEFORE_TRIO, [PERSON, EXPERT, EXPERT])
    text = lines(app)
    assert "Eine Farbe" in text and "Karten deiner besten Farbe" in text
    assert "Aufdecken" in text and "A: 5o tauschen" in text
    press(app, "LEFT", "A")
    assert "A: die 1er nehmen" in lines(app) and "Kein Trio" in lines(app)
    press(app, "A")
    assert "A: lege 5o, noch 2" in lines(app)
    shown = [line for line in scene.hand.values.text.split("\n") if line]
    assert shown[1] == "O  O  O  P  G  O  O  O  O"  # the letters, under the values


def test_other_screens_lay_out_within_their_edges(emu_app):
    for board in ("clue", "pico_display", "pybadge"):
        app = emu_app(board)
        app.settings.language = 1  # the longer texts
        app.settings.apply()
        scene = begin_at(app, BEFORE_TRIO, [PERSON, EXPERT, EXPERT])
        texts_fit(app)
        press(app, "LEFT", "A", "A", "A")  # reveal, the trio, a card marked
        texts_fit(app)
        last = scene.hand.spot(8)
        assert last[0] + scene.look.w <= app.metrics.width
        assert last[1] + scene.look.h <= scene.message.y  # the message's box: Cells' top
        row_end = scene.row.spot(15)
        assert row_end[1] + scene.look.h < scene.hand.y
        scene = begin_after(app, [PERSON] + [EXPERT] * 5, 9, lambda g: len(g.stack) == 1 and (
            g.to_move == 0 and g.stage() == 0))
        texts_fit(app)
        end_the_round(app, scene)
        texts_fit(app)
        assert "KI 6" in screen_text(app) or "KI6" in screen_text(app)
        app.hw.close()


def test_every_objective_and_its_rule_fit_the_line(emu_app):
    for board in ("clue", "pybadge", "pico_display"):
        for language in (0, 1):
            app = emu_app(board)
            app.settings.language = language
            app.settings.apply()
            scene = begin(app, [PERSON, EXPERT])
            for obj in range(1, 9):
                scene.game.objective = lambda obj=obj: obj
                scene.update()
                assert scene.obj_number.text == str(obj)
                texts_fit(app)
            app.hw.close()


def test_prompts_fit_the_narrowest_line():
    from engine.niwa import text_more
    from engine.niwa.text import TEXT

    TEXT = {**TEXT, **text_more.TEXT}  # the game screen's table and the banner's
    cols = (240 - 3 * 2) // 12  # the CLUE's line after its margin
    for key in ("do_swap", "do_take", "do_reveal", "do_trio", "do_end", "do_lay", "do_keep",
                "do_last", "after_reveal", "hand_first", "a_next"):
        for text in TEXT[key]:
            if "%d" in text and "%s" not in text:
                text = text % 10
            else:
                text = text.replace("%s", "10g").replace("%d", "2")
            assert len(text) <= cols, text
    for obj in range(1, 9):
        for text in TEXT["briefs"][obj - 1]:
            assert len(text) <= cols - 2, text  # beside the objective's number


def test_random_keys_play_on_without_harm(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, 0, 0], {"rounds": 1}, seed=11)
    game = scene.game
    prng = Prng(5)
    names = ("UP", "DOWN", "LEFT", "RIGHT", "A", "A", "A", "B")
    turns = 0
    for _ in range(400):
        if game.is_over():
            break
        if scene.thinking:
            wait(app, 400, 400)
            turns += 1
        else:
            press(app, names[prng.below(len(names))])
        assert is_game(app.top())
        assert game.is_over() or scene.choosing() == (not scene.thinking)
    assert turns > 20 and game.is_over() or len(game.stack) < 7


def test_a_cursor_step_redraws_only_the_cursor(emu_app):
    app = emu_app()
    scene = begin_at(app, BEFORE_TRIO, [PERSON, EXPERT, EXPERT])
    app.step()  # Blinka redraws every label once more after the first refresh
    drawn = DrawRecorder(app.hw.display)
    look = scene.look
    frame = (look.w + 4) * (look.h + 4)
    line = app.metrics.width * app.metrics.lh  # the prompt, before and after
    for key in ("RIGHT", "RIGHT", "LEFT", "UP", "DOWN"):
        press(app, key)
        assert drawn.areas and drawn.pixels() <= 2 * frame + 2 * line, key
        drawn.areas.clear()
    drawn.close()
