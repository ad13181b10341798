"""Royal Garden in the headless emulator: whole matches played through the keys (two people
passing the device, a person against the AI with either colour, AIs alone), refused keys,
the real menus, quit and continue, the pause menu's rules, redraws, other screen sizes."""

from engine.app.play_start import begin as begin_session
from engine.app.privacy import PrivacyScene
from engine.app.session import Session
from engine.cards import parse
from engine.cards import text as card_text
from engine.catalog import find
from engine.prng import Prng
from engine.royal_garden.rules import GAME_OVER, PLAYING, POINTS
from engine.ui import theme
from tests.driver import (
    PERSON,
    press,
    press_restart,
    screen_text,
    start_game,
    texts_fit,
    to_setup,
    top_is,
    wait,
)
from tests.engine.test_royal_garden_ai import pondered
from tools.bench.display import DrawRecorder

NOVICE = 0
EXPERT = 3


def is_game(scene):
    # The app reloads the game's modules, so compare the class by name.
    return type(scene).__name__ == "GameScene"


def lines(app):
    return app.hw.frontend.text_on_screen()


def words(app):
    """The texts on screen as one line: labels of several lines and wrapped lines joined."""
    return " ".join(lines(app)).replace("\n", " ")


def begin(app, controllers, options=None, seed=3):
    scene = start_game(app, "royal_garden", controllers, options, seed)
    assert is_game(scene)
    return scene


def take(app, scene, place):
    """Walk the cursor to place with the d-pad (DOWN: +4, RIGHT: +1, wrapping), press A."""
    d = (place - scene.cur) % 16
    press(app, *(["DOWN"] * (d // 4) + ["RIGHT"] * (d % 4)))
    assert scene.cur == place and not scene.cursor.hidden
    press(app, "A")
    if scene.threat_place >= 0:  # the coach (on by default) asks first: A again takes the card
        press(app, "A")


def choose(app, scene, prng):
    """A person's move: what a learning player would take (the casual AI's choice)."""
    game = scene.game
    return app.modules.ai.choose(game, game.to_move, "casual", prng)


def marker_seat(scene, p):
    """The seat whose colour the marker at place p has: red 0, black 1 (-1: neither)."""
    shader = scene.discs[p].pixel_shader
    for seat, color in enumerate((theme.CARD_RED, theme.CARD_BLACK)):
        if shader is theme.palette(color):
            return seat
    return -1


def garden_row(scene, row, ink):
    """(ranks, suits) of a garden row in one ink, read from its ink's Cells (the rows of a
    group in turn, a row's ranks then its suits)."""
    groups = len(scene.garden_labels)
    lines = scene.garden_labels[row % groups][ink].text.split("\n")
    first = row // groups * 2
    return tuple(lines[i] if i < len(lines) else "" for i in (first, first + 1))


def check_garden(app, scene):
    """Every card still in the garden shows its rank over its suit in its ink; every taken
    place shows its marker and no card."""
    game = scene.game
    shown = lines(app)
    for inks in scene.garden_labels:
        for label in inks:
            text = "\n".join([line for line in label.text.split("\n") if line])
            assert text == "" or text in shown
    for p in range(16):
        seat = game.owner(p)
        inks = [garden_row(scene, p >> 2, ink) for ink in range(2)]
        at = [(ranks[3 * (p & 3):][:1], suits[3 * (p & 3):][:1]) for ranks, suits in inks]
        if seat < 0:
            card = game.layout[p]
            ink = 0 if card & 3 in (1, 2) else 1
            assert not scene.faces[p].hidden and scene.discs[p].hidden and scene.rims[p].hidden
            assert "".join(at[ink]) == card_text(card) and at[1 - ink] in (("", ""), (" ", " "))
        else:
            assert scene.faces[p].hidden and not scene.discs[p].hidden
            assert not scene.rims[p].hidden and marker_seat(scene, p) == seat
            assert all(pair in (("", ""), (" ", " ")) for pair in at)


def is_bright(app, scene, p):
    """The face colour left of the text: cream for a card that may be taken, else grey."""
    x, y = scene.places[p]
    return sum(app.hw.frontend.pixel(x + 2, y + scene.card_size[1] // 2)) > 600


def check_result_screen(app, scene):
    """A game's end: the garden stays, the bar names the winner, the box says why."""
    game = scene.game
    text = words(app)
    if game.winner < 0:
        assert "Draw" in text and "Garden empty" in text
    elif scene.session.people() == 1:  # against the AI: as the panel names them
        assert ("AI wins" if scene.session.is_ai(game.winner) else "You win") in text
    else:
        assert ("Red" if game.winner == 0 else "Black") + " wins" in text
    if game.phase == GAME_OVER:
        assert ("A: %s starts" % ("Red", "Black")[game.to_move]) in text
    else:
        assert "A: menu" in text
    check_garden(app, scene)
    assert scene.cursor.hidden and not scene.box.hidden


def test_the_real_menus_start_a_points_match(emu_app):
    app = emu_app()
    to_setup(app, "royal_garden")
    press(app, "DOWN", "DOWN", "RIGHT", "RIGHT")  # Match: Points
    assert "\u25c0Points\u25b6" in lines(app)
    press(app, "DOWN", "RIGHT")  # Points to 15
    assert "\u25c015\u25b6" in lines(app)
    app = press_restart(app, "DOWN", "A")  # Start: continued in a fresh VM
    scene = app.top()
    assert is_game(scene)
    assert scene.game.mode == POINTS and scene.game.target == 15
    assert scene.session.controllers[0] == PERSON and scene.session.is_ai(1)
    assert "Your turn" in lines(app) and "To 15 points" in words(app)


def test_two_people_play_a_best_of_five_through_the_keys(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, PERSON], {"match": 1}, seed=5)
    game = scene.game
    prng = Prng(11)
    results = 0
    for _ in range(300):
        if game.is_over():
            break
        # Every card is public: no privacy screen, the whole garden always shows.
        assert is_game(app.top()) and not any(isinstance(s, PrivacyScene) for s in app.scenes)
        if game.phase == GAME_OVER:
            results += 1
            check_result_screen(app, scene)
            number = game.game_number()
            press(app, "A")
            assert game.phase == PLAYING and game.game_number() == number + 1
            continue
        seat = game.to_move
        assert ("Red" if seat == 0 else "Black") + " to move" in lines(app)
        check_garden(app, scene)
        take(app, scene, choose(app, scene, prng))
        assert game.to_move != seat or game.phase != PLAYING
    assert game.is_over() and max(game.result()) == 3 and results >= 2
    check_result_screen(app, scene)
    assert "wins the match" in screen_text(app)
    app = press_restart(app, "A")  # the game's menu, in a fresh VM
    assert top_is(app, "GameMenu")  # back to the menus
    assert app.settings.waiting() == []  # a finished match is no longer saved


def test_a_person_plays_black_against_the_ai_to_ten_points(emu_app):
    app = emu_app()
    scene = begin(app, [NOVICE, PERSON], {"match": 2}, seed=9)
    game = scene.game
    prng = Prng(4)
    seen_thinking = seen_result = False
    for _ in range(400):
        if game.is_over():
            break
        if game.phase == GAME_OVER:
            score = list(game.score)
            wait(app, 3000)  # nobody deals on by themselves: the person reads the result
            assert game.phase == GAME_OVER and not scene.thinking
            check_result_screen(app, scene)
            for seat in (0, 1):  # the score at the end of the seat's row
                row = scene.seat_labels[seat].text
                assert row in lines(app) and row.split(" ")[-1] == str(score[seat])
            seen_result = True
            press(app, "A")
        elif scene.thinking:
            seen_thinking = seen_thinking or "Red thinking\u2026" in lines(app)
            wait(app, 400)
        else:
            assert game.to_move == 1 and "Your turn" in lines(app)
            take(app, scene, choose(app, scene, prng))
    assert game.is_over() and max(game.result()) >= 10
    assert seen_thinking and seen_result
    check_result_screen(app, scene)


def test_ais_alone_play_a_match_and_show_each_result(emu_app):
    app = emu_app()
    scene = begin(app, [NOVICE, EXPERT], {"match": 1}, seed=2)
    game = scene.game
    shown = 0
    for _ in range(800):
        if game.is_over():
            break
        if game.phase == GAME_OVER:
            number = game.game_number()
            wait(app, 1500)  # the result stays a while for the spectators
            assert game.game_number() == number and scene.cursor.hidden
            check_result_screen(app, scene)
            shown += 1
            wait(app, 1500)
            assert game.game_number() == number + 1
        wait(app, 400)
    assert game.is_over() and shown >= 2
    assert "wins the match" in screen_text(app)


def test_the_first_example_of_the_rules_on_screen(emu_app):
    # Anna (red) takes Q♣ from the top-right corner; Ben may take Q♥ Q♠ Q♦ A♣ K♣ J♣.
    layout = "JHKSADQCKHJSQDAHKDASACQHKCQSJDJC"
    app = emu_app()
    mods = app.open_game(find("royal_garden"))
    game = mods.rules_class.decode("RG1 S 7 %s:0:" % layout)
    begin_session(app, Session("royal_garden", game, [PERSON, PERSON]))
    app.step()
    scene = app.top()
    edge = [p for p in range(16) if is_bright(app, scene, p)]
    assert edge == [0, 1, 2, 3, 4, 7, 8, 11, 12, 13, 14, 15]
    take(app, scene, 3)
    assert game.top_card() == game.layout[3] and "Take Q or \u2663" in lines(app)
    assert marker_seat(scene, 3) == 0 and not scene.discs[3].hidden
    bright = sorted(card_text(game.layout[p]) for p in range(16) if is_bright(app, scene, p))
    assert bright == sorted(["Q\u2665", "Q\u2660", "Q\u2666", "A\u2663", "K\u2663", "J\u2663"])
    take(app, scene, game.layout.index(parse("AC")))
    assert "Take A or \u2663" in lines(app) and "Red to move" in lines(app)


def test_a_drawn_game_is_replayed_by_the_other_starter(emu_app):
    # Red started; fifteen cards are gone and no one has four: the last card draws.
    app = emu_app()
    mods = app.open_game(find("royal_garden"))
    game = mods.rules_class.decode(
        "RG1 B 1 QSKSKDADQDKHAHJDQCKCJHJCACQHJSAS:0:f3256dae198047b")
    begin_session(app, Session("royal_garden", game, [PERSON, PERSON]))
    app.step()
    scene = app.top()
    assert game.legal_moves() == [12] and "Black to move" in lines(app)
    take(app, scene, 12)
    assert game.phase == GAME_OVER and game.winner < 0
    check_result_screen(app, scene)
    assert "Play again" in words(app) and "A: Black starts" in lines(app)
    assert game.score == [0, 0] and not any(scene.discs[p].hidden for p in range(16))
    saved = game.encode()
    press(app, "START")  # quit at the result and come back to it
    rows = [row[0] for row in app.top().rows()]
    press(app, *(["DOWN"] * rows.index("Quit to menu")), "A", "A")
    assert top_is(app, "MainMenu") and app.top().list.index == 0
    press(app, "A")  # Continue
    scene = app.top()
    game = scene.game
    assert is_game(scene) and game.encode() == saved
    check_result_screen(app, scene)
    press(app, "A")
    assert game.game_number() == 2 and game.to_move == 1 and game.taken() == 0
    assert "Black to move" in lines(app) and "Game 2" in words(app)
    check_garden(app, scene)


def test_refused_keys_change_nothing(emu_app):
    app = emu_app()
    beeps = []
    app.beep = lambda freq, ms: freq < 1000 and beeps.append(freq)  # not the clicks
    scene = begin(app, [PERSON, EXPERT])
    game = scene.game
    before = game.encode()
    press(app, "B", "B")
    assert game.encode() == before and not beeps
    d = (5 - scene.cur) % 16  # a middle place: not allowed for the first card
    press(app, *(["DOWN"] * (d // 4) + ["RIGHT"] * (d % 4)), "A")
    assert game.encode() == before and beeps == [220]
    assert "Only from the edge!" in lines(app)
    press(app, "LEFT")  # the next key clears the message
    assert "Only from the edge!" not in lines(app)
    press(app, "RIGHT", "RIGHT", "A")  # from 4 to 6, in the middle too
    assert game.encode() == before and len(beeps) == 2 and scene.cur == 6
    take(app, scene, 0)
    assert game.owner(0) == 0 and scene.thinking and "Black thinking\u2026" in lines(app)
    during = game.encode()
    press(app, "A", "LEFT", "B")  # the AI is thinking: keys do nothing
    assert game.encode() == during
    wait(app, 400)
    assert game.to_move == 0 and not scene.thinking
    after = game.encode()
    press(app, *(["RIGHT"] * ((0 - scene.cur) % 16)), "A")  # the place taken first
    assert "That place is taken" in lines(app)
    assert game.encode() == after and len(beeps) == 3


def test_quit_and_continue_resume_the_same_position(emu_app):
    app = emu_app()
    press(app, "A")  # title -> main menu, so that quitting has somewhere to go
    scene = begin(app, [PERSON, EXPERT], {"match": 2}, seed=6)
    game = scene.game
    take(app, scene, game.legal_moves()[0])
    wait(app, 400)
    saved = game.encode()
    press(app, "START")
    menu = app.top()
    assert top_is(app, "PauseMenu")
    rows = [row[0] for row in menu.rows()]
    press(app, *(["DOWN"] * rows.index("Quit to menu")), "A")
    assert top_is(app, "MainMenu")
    assert "Continue: Royal Garden" in lines(app)
    while app.top().list.index != 0:
        press(app, "UP")
    press(app, "A")
    again = app.top()
    assert is_game(again) and again.game.encode() == saved
    assert "Your turn" in lines(app)


def test_the_rules_open_from_the_pause_menu(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, EXPERT])
    before = scene.game.encode()
    press(app, "START")
    rows = [row[0] for row in app.top().rows()]
    press(app, *(["DOWN"] * rows.index("Rules & help")), "A")
    assert top_is(app, "HelpScene")
    assert "Royal Garden" in lines(app) and any("garden" in line for line in lines(app))
    press(app, "B", "B")
    assert app.top() is scene and scene.game.encode() == before


def test_take_back_and_the_coach_hint_against_the_ai(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, EXPERT], {"match": 2})
    game = scene.game
    take(app, scene, 0)
    wait(app, 400)
    before = game.encode()  # the person's second turn
    take(app, scene, game.legal_moves()[-1])
    wait(app, 400)
    assert game.to_move == 0 and game.taken() == 4
    press(app, "START")
    rows = [row[0] for row in app.top().rows()]
    press(app, *(["DOWN"] * rows.index("Take back")), "A")
    assert is_game(app.top()) and game.encode() == before and not scene.thinking
    assert game.owner(game.moves[-1]) == 1 and not scene.cursor.hidden
    check_garden(app, scene)
    scene.show_hint(game.legal_moves()[0], "Block the line")  # what SELECT shows
    assert scene.cur == game.legal_moves()[0] and "Block the line" in lines(app)
    press(app, "RIGHT")
    assert "Block the line" not in lines(app)


def test_random_keys_play_on_without_harm(emu_app):
    app = emu_app("pico_display")
    scene = begin(app, [PERSON, PERSON], {"match": 2, "target": 20}, seed=12)
    game = scene.game
    prng = Prng(8)
    names = ("UP", "DOWN", "LEFT", "RIGHT", "A", "A", "A", "B")
    for _ in range(250):
        if game.is_over():
            break
        press(app, names[prng.below(len(names))])
        assert is_game(app.top())
        assert game.phase != PLAYING or game.legal_moves(), "a game on with nothing to take"
    assert game.game_number() >= 2
    check_garden(app, scene)
    again = app.modules.rules_class.decode(game.encode())
    assert again.encode() == game.encode() and again.score == game.score


def test_a_cursor_step_redraws_only_the_cursor(emu_app):
    app = emu_app()
    scene = begin(app, [PERSON, EXPERT])
    app.step()  # Blinka redraws every label once more after the first refresh
    drawn = DrawRecorder(app.hw.display)
    w, h = scene.card_size
    for key in ("RIGHT", "DOWN", "LEFT", "UP"):
        press(app, key)
        assert drawn.areas and drawn.pixels() <= 2 * (w + 4) * (h + 4) + (w + 4) * 3, key
        drawn.areas.clear()
    press(app, "B")
    assert not drawn.areas


def test_german_and_the_other_screens(emu_app):
    from engine import lang

    for board in ("clue", "pico_display", "pybadge"):
        app = emu_app(board)
        if board == "pybadge":
            app.settings.language = lang.GERMAN
            app.settings.apply()
        scene = begin(app, [PERSON, NOVICE], {"match": 2}, seed=3)
        game = scene.game
        m = app.metrics
        for p in range(16):
            x, y = scene.places[p]
            w, h = scene.card_size
            assert 0 <= x and x + w <= m.width and y + h < m.height
        text = lines(app)
        if board == "pybadge":
            assert "Du bist dran" in text and "Bis 10 Punkte" in " ".join(text)
            assert "Nimm eine Randkarte" in text
            assert not any(c in "".join(text) for c in "QJ")  # German card letters: D and B
        else:
            rows = [line.split() for line in text]
            assert ["You", "0"] in rows and ["AI", "0"] in rows and "Pile" in text
        texts_fit(app)
        take(app, scene, game.legal_moves()[0])
        wait(app, 400)
        assert game.taken() == 2
        texts_fit(app)
        app.hw.close()
        lang.set_language(lang.ENGLISH)


ONCE = ("scene_layout", "scene_banner", "ai_coach", "text_more", "ai_reason", "rules_notation",
        "ai_learner", "ai_value")


def held():
    """Royal Garden's modules loaded for one use that are still in memory."""
    import sys

    package = sys.modules["engine.royal_garden"]
    return [name for name in ONCE if "engine.royal_garden." + name in sys.modules
            or getattr(package, name, None) is not None]


def test_code_for_now_and_then_leaves_memory_after_its_use(emu_app):
    # The layout (once), a refused card, a hint, the coach's warning, a game's end and the
    # next deal: each loads its code and text for that use, and none stays.
    app = emu_app()
    warned = ended = 0
    for seed in (5, 6, 7):
        scene = begin(app, [PERSON, PERSON], {"match": 1}, seed=seed)
        game = scene.game
        assert not held()
        press(app, *(["DOWN", "RIGHT"] if scene.cur != 5 else []), "A")  # a middle card
        assert game.taken() == 0 and "Only from the edge!" in lines(app) and not held()
        prng = Prng(seed)
        while not game.is_over() and game.game_number() < 3:
            if game.phase == GAME_OVER:
                ended += 1
                assert not held() and not scene.box.hidden
                press(app, "A")
                continue
            press(app, "SELECT")
            assert not held()
            p = choose(app, scene, prng)
            d = (p - scene.cur) % 16
            press(app, *(["DOWN"] * (d // 4) + ["RIGHT"] * (d % 4)), "A")
            if scene.threat_place >= 0:
                warned += 1
                assert not held() and not scene.warn_box.hidden
                press(app, "A")
            assert not held()
        app.pop()
    assert warned and ended


def test_the_expert_thinks_on_the_persons_time_and_plays_what_it_found(emu_app):
    # Expert (red) against a person: while the person looks at the garden, each frame
    # gives the expert a slice (ai.ponder), until every card of the person's has its
    # answer; the person's card then gets the pondered answer, a proven win or draw.
    import sys

    app = emu_app()
    scene = begin(app, [EXPERT, PERSON], seed=21)
    game = scene.game
    ai = app.modules.ai
    prng = Prng(8)
    answered = steps = 0
    while game.phase == PLAYING and game.taken() < 8:
        if scene.thinking:
            wait(app, 400)
            continue
        assert game.to_move == 1
        while scene.pondering:
            wait(app, 20, 20)
            steps += 1
            assert steps < 5000
        wait(app, 200)  # done: no more slices (the loop sleeps)
        assert not scene.pondering
        p = choose(app, scene, prng)
        game.play(p)
        k = ai._keys(game)[0] * 16 + game.top  # the key of ai_ponder's answers
        pondering = sys.modules["engine.royal_garden.ai_ponder"]
        code = pondered(pondering, game, {k}).get(k, pondering.NO_WIN)
        game.undo()
        take(app, scene, p)
        if code != pondering.NO_WIN and game.phase == PLAYING:
            wait(app, 400)
            assert game.moves[-1] == code >> 2
            answered += 1
    assert answered >= 2 and steps > 100 and "engine.royal_garden.ai_ponder" in sys.modules


def test_the_experts_thinking_follows_the_cursor(emu_app):
    # The person moves the cursor onto one of their cards after another: the slice of the
    # Expert's thinking in the frame of the key searches that card's answer (another
    # card's search waits aside), as long as it is still to do.
    import sys

    app = emu_app()
    scene = begin(app, [EXPERT, PERSON], seed=21)
    game = scene.game
    while scene.thinking:
        wait(app, 100)
    pondering = sys.modules["engine.royal_garden.ai_ponder"]
    followed = 0
    for _ in range(16):
        cur = (scene.cur + 1) & 15
        todo = pondering._to_start(cur) or pondering._aside[0] == cur
        press(app, "RIGHT")
        assert scene.cur == cur
        if game.legal_mask() >> cur & 1 and todo:
            assert pondering._state[3] == cur
            followed += 1
    assert followed >= 2


def test_the_experts_thinking_is_loaded_as_the_screen_is_made(emu_app):
    # Against a person, ai_ponder is imported (and the heap asked for room) while the game
    # screen is built, before the loop's first round: not in a slice, where a key must be
    # seen within 50 ms. Against a lower level it is never loaded.
    import sys

    from engine.app.play_start import begin as show
    from engine.app.session import Session
    from engine.catalog import find

    app = emu_app()
    for controllers, loaded in (([PERSON, EXPERT], True), ([EXPERT, PERSON], True),
                                ([PERSON, 2], False)):
        sys.modules.pop("engine.royal_garden.ai_ponder", None)
        mods = app.open_game(find("royal_garden"))
        game = mods.rules_class(2, 5, {})
        show(app, Session("royal_garden", game, controllers))
        assert ("engine.royal_garden.ai_ponder" in sys.modules) == loaded
        assert game.taken() == 0 and app.top().pondering
        app.pop()


def test_no_thinking_on_the_persons_time_against_a_lower_level(emu_app):
    import sys

    app = emu_app()
    sys.modules.pop("engine.royal_garden.ai_ponder", None)
    scene = begin(app, [2, PERSON], seed=21)  # the skilled level
    wait(app, 1000)
    assert scene.game.to_move == 1 and scene.game.taken() == 1
    wait(app, 100)
    assert not scene.pondering and "engine.royal_garden.ai_ponder" not in sys.modules
