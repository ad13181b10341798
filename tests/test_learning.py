"""Learning aids in the headless emulator: SELECT's hint on each game's screen (the cursor on
the expert's move, its reason on screen), the Royal Garden coach's question, and take-back
(against the AI in every game; between people only where no hidden card would show)."""

from engine.app.privacy import PrivacyScene
from engine.app.session import Session
from engine.catalog import find
from engine.first_season.rules import HARVEST, PLANT
from engine.lang import Texts
from engine.prng import Prng
from engine.royal_garden.rules import NONE, PLAYING
from tests.driver import PERSON, press, start_game, top_is, wait

EXPERT = 3


def is_game(scene):
    # The app reloads the game's modules, so compare the class by name.
    return type(scene).__name__ == "GameScene"


def lines(app):
    return app.hw.frontend.text_on_screen()


def game_scene(app):
    return [scene for scene in app.scenes if is_game(scene)][-1]


def settle(app):
    """Let the AI move and pass privacy screens until a person may act."""
    for _ in range(50):
        top = app.top()
        if isinstance(top, PrivacyScene):
            press(app, "A")
        elif is_game(top) and top.thinking:
            wait(app, 400, 200)
        else:
            return game_scene(app)
    raise AssertionError("nobody's turn")


def expected_hint(app, scene):
    """What SELECT should show: ai.hint from a copy of the scene's generator."""
    prng = Prng()
    prng._state = list(scene.prng._state)
    prng._i = scene.prng._i
    game = scene.game
    return app.modules.ai.hint(game, game.to_move, prng)


def reason_text(app, reason):
    return Texts("engine.%s.text_hints" % app.modules.game_id).TEXT[reason]  # as shown


def pause_rows(app):
    """The pause menu's rows (the menu is closed again)."""
    press(app, "START")
    menu = app.top()
    assert top_is(app, "PauseMenu")
    rows = [row[0] for row in menu.rows()]
    press(app, "B")
    return rows


def take_back(app):
    press(app, "START")
    rows = [row[0] for row in app.top().rows()]
    press(app, *(["DOWN"] * rows.index("Take back")), "A")


def begin_at(app, game_id, game, controllers):
    """Show a game object (a position built by the test) on its screen."""
    from engine.app.play_start import begin

    begin(app, Session(game_id, game, controllers))
    app.step()
    return settle(app)


# --- hints -----------------------------------------------------------------------------


def test_select_hints_in_royal_garden(emu_app):
    app = emu_app()
    scene = start_game(app, "royal_garden", [PERSON, EXPERT], {"match": 2}, seed=4)
    game = scene.game
    for _ in range(3):
        before = game.encode()
        move, reason = expected_hint(app, scene)
        press(app, "SELECT")
        assert scene.cur == move and move in game.legal_moves() and not scene.cursor.hidden
        assert reason_text(app, reason) in lines(app), (reason, lines(app))
        assert game.encode() == before  # a hint plays nothing
        press(app, "A")  # take the hinted card (the AI waits a moment before its reply)
        if scene.threat_how != NONE:
            press(app, "A")  # the coach asked: every card lets the opponent win
        assert game.moves[-1] == move
        settle(app)
        if game.phase != PLAYING:
            break
    press(app, "RIGHT")
    assert not [text for text in lines(app) if text == reason_text(app, reason)]


def test_select_hints_in_first_of_the_season_plant_and_harvest(emu_app):
    app = emu_app()
    start_game(app, "first_season", [PERSON, EXPERT], seed=15)  # 4MS may harvest two
    scene = settle(app)
    game = scene.game
    seen_harvest = False
    for _ in range(12):
        before = game.encode()
        move, reason = expected_hint(app, scene)
        press(app, "SELECT")
        assert game.encode() == before
        assert reason_text(app, reason) in lines(app), (reason, lines(app))
        if game.phase() == PLANT:  # planting: the hand cursor on the hinted card
            assert game.hand(0)[scene.hcur] == move
        else:  # harvesting: the hinted cards marked, the cursor on the button
            seen_harvest = True
            picked = move - HARVEST
            assert scene.picked == picked and scene.hpos == len(scene.targets)
            assert ("Harvest %d" % bin(picked).count("1")) in " ".join(lines(app))
        press(app, "A")  # play the hint
        assert game.encode() != before
        scene = settle(app)
        if game.is_over():
            break
    assert seen_harvest


def test_select_hints_in_royal_council_on_both_cursors(emu_app):
    app = emu_app()
    for variant in (0, 2):
        start_game(app, "royal_council", [PERSON, EXPERT], {"variant": variant}, seed=3)
        scene = settle(app)
        game = scene.game
        for _ in range(3):
            if scene.round_shown:
                press(app, "A")  # the person leads the next round
            before = game.encode()
            move, reason = expected_hint(app, scene)
            press(app, "SELECT")
            assert game.encode() == before
            assert scene.step == 1 and scene.chosen_card() * 8 + scene.pcur == move
            assert scene.info_head.text == reason_text(app, reason), lines(app)
            assert reason_text(app, reason) in lines(app)
            press(app, "A")  # play it
            assert game.last_play()[1] * 8 + game.last_play()[2] == move
            scene = settle(app)
        press(app, "START")
        rows = [row[0] for row in app.top().rows()]
        press(app, *(["DOWN"] * rows.index("Quit to menu")), "A")


def test_select_hints_in_niwa(emu_app):
    app = emu_app()
    start_game(app, "niwa", [PERSON, 2], {"rounds": 1}, seed=3)  # against the Master
    scene = settle(app)
    game = scene.game
    ui = app.modules.scene
    kinds = {}
    for _ in range(12):
        before = game.encode()
        move, reason = expected_hint(app, scene)
        press(app, "SELECT")
        assert game.encode() == before
        assert scene.note == reason_text(app, reason) and scene.note in lines(app)
        if move >= ui.SWAP:  # the hand card to give chosen, the cursor on the card to take
            give, take = divmod(move - ui.SWAP, ui.KINDS)
            assert scene.give == give and scene.cur == ui.ROW_T + scene.row_place(take)
        elif move >= ui.TAKE:
            assert scene.cur == ui.TRIO_T + move - ui.TAKE
        elif move >= ui.LAY and scene.step == ui.GIVE3:
            assert scene.hand_cards[scene.cur - ui.HAND_T] == move - ui.LAY
        elif move < ui.LAY:
            assert scene.cur == ui.BUTTON  # reveal, or take no trio
        kinds[move >= ui.SWAP] = True
        press(app, "A")  # play the hint
        assert game.encode() != before or game.is_over()
        scene = settle(app)
        if scene.round_shown or game.is_over():
            break
    assert len(kinds) == 2  # swaps and other moves were hinted


def test_the_hint_speaks_german(emu_app):
    app = emu_app()
    app.settings.language = 1
    app.settings.apply()
    scene = start_game(app, "royal_garden", [PERSON, EXPERT], seed=4)
    move, reason = expected_hint(app, scene)
    press(app, "SELECT")
    from engine.royal_garden.text_hints import TEXT

    assert reason_text(app, reason) == TEXT[reason][1]
    assert TEXT[reason][1] in lines(app)


# --- the Royal Garden coach ----------------------------------------------------------------


def brute_danger(game, p):
    """True if some reply to p wins at once, through the rules."""
    seat = game.to_move
    game.play(p)
    found = False
    if game.phase == PLAYING:
        for q in game.legal_moves():
            game.play(q)
            found = found or game.winner == seat ^ 1
            game.undo()
    game.undo()
    return found


def coach_position(rules, seed):
    """A game in which some legal cards let the opponent win at once and some do not."""
    prng = Prng(seed)
    for i in range(200):
        game = rules(2, seed + i, {"match": 0})
        for _ in range(14):
            moves = game.legal_moves()
            risky = [p for p in moves if brute_danger(game, p)]
            if risky and len(risky) < len(moves):
                return game
            quiet = []
            for p in moves:
                game.play(p)
                if game.phase == PLAYING:
                    quiet.append(p)
                game.undo()
            if not quiet:
                break
            game.play(quiet[prng.below(len(quiet))])
    raise AssertionError("no position")


def walk_to(app, scene, place):
    d = (place - scene.cur) % 16
    press(app, *(["DOWN"] * (d // 4) + ["RIGHT"] * (d % 4)))
    assert scene.cur == place


def test_the_coach_asks_exactly_when_a_reply_would_win_and_b_cancels(emu_app):
    app = emu_app()
    mods = app.open_game(find("royal_garden"))
    asked = taken = 0
    for seed in (1, 50):
        game = coach_position(mods.rules_class, seed)
        scene = begin_at(app, "royal_garden", game, [PERSON, PERSON])
        start = game.encode()
        other = ("Red", "Black")[game.to_move ^ 1]
        for p in game.legal_moves():
            risky = brute_danger(game, p)
            walk_to(app, scene, p)
            press(app, "A")
            if risky:
                asked += 1
                assert game.encode() == start  # not taken: the coach asks first
                status = scene.status_label.text
                assert other in status and "!" in status and status in lines(app)
                assert "A: take it  B: back" in lines(app)
                q = scene.threat_place
                assert not scene.warn_box.hidden  # a frame on the opponent's winning place
                assert (scene.warn_box.x, scene.warn_box.y) == (
                    scene.places[q][0] - scene.s * 2, scene.places[q][1] - scene.s * 2)
                press(app, "B")  # cancel: nothing taken, the warning gone
                assert game.encode() == start and scene.warn_box.hidden
                assert "A: take it  B: back" not in lines(app)
                press(app, "A", "A")  # asked again, then taken
                assert game.taken() == len(start.split(":")[-1]) + 1
            else:
                taken += 1
                assert game.moves[-1] == p  # taken at once
            take_back(app)  # two people, every card public: take-back is offered
            assert game.encode() == start and is_game(app.top())
    assert asked and taken


def test_with_the_coach_off_a_risky_card_is_taken_at_once(emu_app):
    app = emu_app()
    app.settings.coach = False
    mods = app.open_game(find("royal_garden"))
    game = coach_position(mods.rules_class, 7)
    scene = begin_at(app, "royal_garden", game, [PERSON, PERSON])
    risky = [p for p in game.legal_moves() if brute_danger(game, p)][0]
    walk_to(app, scene, risky)
    press(app, "A")
    assert game.moves[-1] == risky and scene.warn_box.hidden


# --- take-back ---------------------------------------------------------------------------


def person_moves(app, scene, count):
    """The person plays count turns of hints (A after SELECT) against the AI; returns the
    notation before the person's last move."""
    before = None
    for _ in range(count):
        scene = settle(app)
        before = scene.game.encode()
        press(app, "SELECT", "A")
        if is_game(app.top()) and getattr(scene, "threat_how", NONE) != NONE:
            press(app, "A")  # the coach asked: take it
    return before


def test_take_back_against_the_ai_restores_the_exact_position(emu_app):
    app = emu_app()
    for game_id, options in (("royal_garden", {"match": 2}), ("first_season", {}),
                             ("royal_council", {}), ("royal_council", {"variant": 1}),
                             ("niwa", {})):
        level = len(app.open_game(find(game_id)).ai.LEVELS) - 1
        scene = start_game(app, game_id, [PERSON, level], options, seed=6)
        scene = settle(app)
        before = person_moves(app, scene, 3)
        scene = settle(app)
        game = scene.game
        assert game.encode() != before and not scene.session.is_ai(game.to_move)
        assert "Take back" in pause_rows(app)
        take_back(app)
        assert game.encode() == before, game_id
        assert is_game(app.top()) and not scene.thinking
        press(app, "START")
        rows = [row[0] for row in app.top().rows()]
        press(app, *(["DOWN"] * rows.index("Quit to menu")), "A")


def test_take_back_between_people_only_where_no_hidden_card_would_show(emu_app):
    app = emu_app()
    for game_id, options, offered in (("royal_garden", {}, True), ("first_season", {}, False),
                                      ("royal_council", {}, False), ("niwa", {}, False)):
        start_game(app, game_id, [PERSON, PERSON], options, seed=2)
        scene = settle(app)
        game = scene.game
        seat = game.to_move
        for _ in range(4):
            if game.to_move != seat:
                break
            press(app, "A")  # the card under the cursor, then the pile, the harvest
        scene = settle(app)
        assert game.can_undo()
        assert ("Take back" in pause_rows(app)) == offered, game_id
        press(app, "START")
        rows = [row[0] for row in app.top().rows()]
        press(app, *(["DOWN"] * rows.index("Quit to menu")), "A")
