"""Saves in the app: the worst case fits the smallest store, a power cycle offers to
continue, every game keeps its own waiting game, statistics per AI level and their
screen, and the AI's MemoryError fallback.

Every catalog game is covered as it lands; the worst-case size also covers the engines
that have no screen yet (tools.bench.common.GAME_IDS).
"""

import importlib

import pytest

from engine import lang
from engine.app.resume import resumed
from engine.app.session import Session
from engine.app.settings import Settings
from engine.catalog import GAMES, find
from engine.flash import NRF52840, RP2040, SAMD51, Flash, power_cuts
from engine.prng import Prng
from tests.driver import (
    PERSON,
    make_app,
    pause_row,
    press,
    press_restart,
    saved_position,
    screen_text,
    screen_words,
    stack_names,
    start_game,
    to_game_menu,
    to_setup,
    top_is,
    wait,
)
from tools.bench import saves
from tools.bench.common import GAME_IDS, load_game

__all__ = ["game_ids", "load_game"]

MOVE_BUDGET = 4000  # random moves per game when looking for the longest record
AI_MATCHES = 3  # and matches of the weakest AI


def game_ids():
    """Every game that can be saved: the catalog's, then engines without a screen yet."""
    ids = [entry.id for entry in GAMES]
    return ids + [game_id for game_id in GAME_IDS if game_id not in ids]


def longest_options(rules_module):
    """The setup's options at their largest values (longest matches, highest targets)."""
    return {key: max(values) for key, values, *_ in getattr(rules_module, "OPTIONS", ())}


def longest_record(game_id):
    """The longest notation seen in seeded matches at the most seats and the longest
    options (random players until MOVE_BUDGET moves, then the weakest AI), and the
    longest history kept in play: (start, moves) of a match one move before its end."""
    rules, ai = load_game(game_id)
    options = longest_options(importlib.import_module(rules.__module__))
    longest = ""
    history = ("", [])
    moves = 0
    seed = 0
    while moves < MOVE_BUDGET or seed < AI_MATCHES:
        seed += 1
        game = rules(rules.MAX_SEATS, seed, options)
        start, played = game.encode(), []
        prng = Prng(seed)
        by_ai = moves >= MOVE_BUDGET
        while not game.is_over():
            if by_ai:
                move = ai.choose(game, game.to_move, ai.LEVELS[0], prng)
            else:
                legal = game.legal_moves()
                move = legal[prng.below(len(legal))]
            game.play(move)
            played.append(move)
            moves += 1
            text = game.encode()
            if len(text) > len(longest):
                longest = text
        if len(repr(played)) > len(repr(history[1])):
            history = (start, played[:-1])
    return rules, ai, longest, history


def full_settings(store):
    """Settings with statistics at every level of every game and a best match each,
    with 4-digit counts."""
    s = Settings(store)
    s.load()
    for game_id in game_ids():
        _, ai = load_game(game_id)
        s.stats[game_id] = {level: [9999, 9999, 9999] for level in ai.LEVELS}
        s.best[game_id] = [9999, -9999]
    return s


def test_the_worst_case_fits_every_store_with_every_game_waiting():
    longest = [longest_record(game_id) for game_id in game_ids()]
    for chip in (SAMD51, NRF52840, RP2040):
        store = Flash(chip)
        settings = full_settings(store)
        base = sum(len(data) for data in settings.parts().values())
        sizes = []
        for rules, ai, text, _ in longest:  # each game waiting at its longest position
            controllers = [PERSON] + [len(ai.LEVELS) - 1] * (rules.MAX_SEATS - 1)
            session = resumed([rules.NAME, controllers, text, []], rules)
            assert session.game.encode() == text
            settings.set_game(session)
            sizes.append("%s %d" % (rules.NAME, len(text)))
            saved_and_read_back(settings, store, rules.NAME, chip)
        whole = sum(len(data) for data in settings.parts().values())
        for rules, ai, _, (start, moves) in longest:  # then with its longest history
            controllers = [PERSON] + [len(ai.LEVELS) - 1] * (rules.MAX_SEATS - 1)
            session = resumed([rules.NAME, controllers, start, moves], rules)
            settings.set_game(session)
            record = settings.game(rules.NAME)
            assert resumed(record, rules).game.encode() == session.game.encode()
            saved_and_read_back(settings, store, rules.NAME, chip)
    print("\nsettings and full statistics %d bytes; every game waiting %d bytes of parts "
          "(longest notations: %s)" % (base, whole, ", ".join(sizes)))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_resumed_from_its_save_is_reviewed_from_its_deal(game_id):
    """A match left halfway and continued from the store (Session.from_record), on each
    chip: its save kept every move, so the review kept at its end (the r. part) starts
    from the deal and holds every move of the match."""
    from engine.review import parse

    rules, _ = load_game(game_id)
    for board in saves.BOARDS:
        moves = []
        settings, _, _ = saves.saved_match(board, game_id, 9, quit_after=12, moves=moves)
        record = settings.game(game_id)
        assert record[2] == rules(2, 9, {}).encode() and record[3] == moves
        again = Settings(settings.journal.store)
        again.load()
        saves.saved_match(board, game_id, 9, settings=again, moves=moves)
        _, _, start, kept = parse(again.reviews[game_id])
        assert start == rules(2, 9, {}).encode() and kept == moves and len(moves) > 12


def saved_and_read_back(settings, store, game_id, chip):
    assert settings.save(), (game_id, chip)
    again = Settings(store)
    again.load()
    assert {game_id: saved[:4] for game_id, saved in again.games.items()} == {
        game_id: saved[:4] for game_id, saved in settings.games.items()}
    assert again.stats == settings.stats
    lang.set_language(lang.ENGLISH)


# --- in the emulator ------------------------------------------------------------------

def is_game(scene):
    return type(scene).__name__ == "GameScene"


def game_scene(app):
    return [scene for scene in app.scenes if is_game(scene)][-1]


def play_person_move(app):
    """The person (seat 0) plays the weakest AI's choice through the scene's commit(),
    once the AI seats have played up to the person's turn."""
    scene = game_scene(app)
    while scene.thinking:
        wait(app, 100)
    ai = app.modules.ai
    scene.commit(ai.choose(scene.game, scene.game.to_move, ai.LEVELS[0], Prng(5)))


def resume_offered(app, entry, position):
    """The title offers the game played last; A continues it at position."""
    assert top_is(app, "ResumeOffer")
    screen = screen_words(app)
    assert entry.english in screen and "A: continue" in screen
    press(app, "A")
    assert is_game(app.top()) and app.top().game.encode() == position
    assert "MainMenu" in stack_names(app)


def test_a_power_cycle_offers_what_the_board_saved(tmp_path):
    for board in ("picosystem", "pybadge", "clue"):
        for entry in GAMES:
            path = str(tmp_path / (board + entry.id + ".nvm"))
            app = make_app(board, path)
            press(app, "A")
            start_game(app, entry.id, [PERSON, 0], seed=3)
            play_person_move(app)
            wait(app, 600)  # the AI's reply: in the same write as the person's move
            position = game_scene(app).game.encode()
            every = app.hw.save_every
            if every > 1:  # fewer writes: this one move is not written yet...
                assert app.settings.dirty and app.hw.store.writes == 0, board
                wait(app, 30000)  # ...until the device lies idle
                assert not app.settings.dirty and app.hw.store.writes == 1
            assert app.hw.store.writes == 1, (board, entry.id)
            app.hw.close()  # power off
            app = make_app(board, path)
            resume_offered(app, entry, position)
            app.hw.close()
            app = make_app(board, path)
            before = bytes(app.hw.store.read(0, app.hw.store.size))
            press(app, "B")  # to the menu: the save stays, Continue offers it again
            assert top_is(app, "MainMenu") and app.top().actions[0] == ("continue", entry.id)
            assert bytes(app.hw.store.read(0, app.hw.store.size)) == before
            press(app, "A")
            assert is_game(app.top()) and app.top().game.encode() == position
            app.hw.close()


def test_a_move_a_power_cut_takes_is_one_the_board_did_not_promise_to_keep(tmp_path):
    for board in ("pybadge", "clue"):
        path = str(tmp_path / (board + ".nvm"))
        app = make_app(board, path)
        press(app, "A")
        start_game(app, "royal_garden", [PERSON, 0], seed=3)
        play_person_move(app)
        wait(app, 600)
        app.hw.close()  # cut before the board's SAVE_EVERY decisions and before idling
        app = make_app(board, path)
        assert top_is(app, "TitleScene") and app.settings.waiting() == []
        app.hw.close()


def quit_to_menu(app):
    pause_row(app, "Quit to menu")
    press(app, "A")
    assert top_is(app, "MainMenu")


def test_a_continued_game_can_take_back_the_moves_played_before_the_power_cycle(tmp_path):
    for entry in GAMES:
        path = str(tmp_path / (entry.id + ".nvm"))
        app = make_app("picosystem", path)
        press(app, "A")
        start_game(app, entry.id, [PERSON, 0], seed=5)
        scene = game_scene(app)
        while scene.thinking:
            wait(app, 100)
        before = scene.game.encode()  # the person's turn
        play_person_move(app)
        wait(app, 600)
        while scene.thinking:
            wait(app, 100)
        after = scene.game.encode()
        app.hw.close()  # the power goes off (the RP2040 wrote the move and the reply)
        app = make_app("picosystem", path)
        press(app, "A")  # the title's offer: continue
        scene = game_scene(app)
        assert scene.game.encode() == after and scene.game.can_undo()
        pause_row(app, "Take back")
        press(app, "A")
        assert game_scene(app).game.encode() == before != after
        app.hw.close()


def test_every_game_keeps_its_own_waiting_game(tmp_path):
    path = str(tmp_path / "nvm")
    app = make_app("pybadge", path)
    press(app, "A")
    positions = {}
    for entry in GAMES:  # a move in each game, then back to the menu: each game waits
        start_game(app, entry.id, [PERSON, 0], seed=5)
        play_person_move(app)
        wait(app, 600)
        positions[entry.id] = game_scene(app).game.encode()
        quit_to_menu(app)
    last = GAMES[-1]
    assert app.hw.store.writes == len(GAMES)  # one write each, at the quit
    app.hw.close()
    app = make_app("pybadge", path)
    assert top_is(app, "ResumeOffer") and last.english in screen_text(app)
    press(app, "B")
    menu = app.top()
    assert menu.actions[0] == ("continue", last.id)
    notes = [row[2] for row in menu.rows() if len(row) > 2]
    assert notes == ["\u25cf"] * len(GAMES)  # every game's row says a game waits
    for entry in GAMES:
        app = to_game_menu(app, entry.id)  # its menu (in a fresh VM after another game)
        assert top_is(app, "GameMenu") and app.top().actions[0] == "continue"
        assert screen_text(app).split("\n")[1] == "Continue"
        press(app, "A")
        assert app.top().game.encode() == positions[entry.id]
        quit_to_menu(app)
    assert app.settings.waiting()[0] == GAMES[-1].id  # unchanged games keep their order
    app.hw.close()


def test_a_new_game_where_one_waits_asks_first(tmp_path):
    path = str(tmp_path / "nvm")
    app = make_app("pybadge", path)
    press(app, "A")
    start_game(app, "niwa", [PERSON, 0], seed=5)
    play_person_move(app)
    wait(app, 600)
    waiting = game_scene(app).game.encode()
    quit_to_menu(app)
    app.hw.close()
    app = make_app("pybadge", path)
    press(app, "B")  # the resume offer: to the menu
    to_setup(app, "niwa")
    press(app, "UP", "UP", "A")  # Start (the last row but Back)
    assert top_is(app, "Confirm")
    assert "Niwa" in screen_text(app) and "A: yes" in screen_text(app)
    press(app, "B")  # no: back to the setup, the waiting game untouched
    assert top_is(app, "SetupMenu") and saved_position(app.settings, "niwa") == waiting
    app = press_restart(app, "A", "A")  # Start, yes: continued in a fresh VM
    scene = app.top()
    assert is_game(scene) and scene.game.encode() != waiting
    assert "Confirm" not in stack_names(app) and "SetupMenu" not in stack_names(app)
    assert saved_position(app.settings, "niwa") == scene.game.encode()
    app.hw.close()


def top_level(game_id):
    """The index of the game's strongest AI level."""
    return len(load_game(game_id)[1].LEVELS) - 1


def play_match(app, game_id, controllers, seed):
    """A whole match: people's moves by the weakest AI's choice, AI seats by the scene."""
    start_game(app, game_id, controllers, seed=seed)
    scene = game_scene(app)
    for _ in range(3000):
        if scene.game.is_over():
            return scene
        if scene.thinking:
            wait(app, 400)
        elif not scene.session.is_ai(scene.game.to_move):
            play_person_move(app)
            if not is_game(app.top()):
                press(app, "A")  # a privacy screen between people
        else:
            press(app, "A")  # a banner between rounds waits for the person to read it
    raise AssertionError("the match did not end")


class ScriptedAI:
    """An AI module whose choices are a list of moves."""

    def __init__(self, ai, moves):
        self.LEVELS = ai.LEVELS
        self.script = iter(moves)

    def choose(self, game, seat, level, prng):
        return next(self.script)


def test_the_app_writes_as_the_save_bench_counts(emu_app):
    """The figures of `python -m tools.bench saves` come from Settings driven as the play
    scene drives it: the real scene, given the same moves, makes the same writes."""
    for board in saves.BOARDS:
        for entry in GAMES:
            moves = []
            settings, states, _ = saves.saved_match(board, entry.id, 2, moves=moves)
            app = emu_app(board)
            scene = start_game(app, entry.id, [PERSON, saves.AI_LEVEL], seed=2)
            script = app.modules._ai = ScriptedAI(app.modules.ai, moves)
            for _ in range(3000):
                if scene.game.is_over():
                    break
                if scene.thinking:
                    wait(app, 400)
                elif not scene.session.is_ai(scene.game.to_move):
                    scene.commit(next(script.script))
                else:
                    press(app, "A")  # a banner between rounds waits for the person
            assert scene.game.is_over()
            assert app.hw.store.writes == len(settings.journal.store.log), (board, entry.id)
            assert saves.snapshot(app.settings) == states[-1]
            app.hw.close()


def test_a_finished_match_counts_under_the_strongest_ai_level(emu_app, tmp_path):
    for entry in GAMES:
        game_id = entry.id
        app = emu_app("pybadge", str(tmp_path / (game_id + ".nvm")))
        scene = play_match(app, game_id, [PERSON, 1], seed=4)
        levels = app.modules.ai.LEVELS
        scores = scene.game.result()
        counts = app.settings.stats[game_id][levels[1]]
        assert sum(counts) == 1
        outcome = 0 if scores[0] > scores[1] else (1 if scores[0] == scores[1] else 2)
        assert counts[outcome] == 1
        assert app.settings.best[game_id] == [scores[0], scores[0] - scores[1]]
        assert app.settings.waiting() == []
        stored = Settings(app.hw.store)
        stored.load()
        assert stored.stats == app.settings.stats and stored.best == app.settings.best


def test_matches_between_people_are_not_counted(emu_app):
    entry = GAMES[0]
    app = emu_app()
    scene = play_match(app, entry.id, [PERSON, PERSON], seed=2)
    assert scene.game.is_over()
    assert app.settings.stats == {} and app.settings.best == {}


def open_statistics(app):
    press(app, "A")  # title -> main menu
    rows = app.top().rows()
    press(app, *(["DOWN"] * (len(rows) - 1)), "A")  # Statistics is the last row
    assert top_is(app, "StatsScene")


def check_rows_fit(app):
    """Each row's name and value fit side by side with a space between (a monospace font)."""
    m = app.metrics
    scene = app.top()
    room = (m.width - 6 * m.scale) // m.cw
    for name, value in zip(scene.names, scene.values, strict=True):
        assert len(name.text) + 1 + len(value.text) <= room, (name.text, value.text)
    assert len(scene.title.text) <= m.cols


def test_the_statistics_screen_lists_every_level_and_the_best_match(emu_app):
    for board in ("pybadge", "clue"):
        app = emu_app(board)
        first = GAMES[0]
        _, ai = load_game(first.id)
        app.settings.record_result(first.id, ai.LEVELS[-1], (3, 1), 0)
        app.settings.record_result(first.id, ai.LEVELS[-1], (0, 1), 0)
        open_statistics(app)
        screen = app.hw.frontend.text_on_screen()
        assert screen[0] == first.english and "W/D/L" in screen
        assert "1/0/1" in screen and screen.count("0/0/0") == len(ai.LEVELS) - 1
        assert "Best score" in screen and "+2" in screen
        for language in (lang.ENGLISH, lang.GERMAN):
            app.settings.language = language
            app.settings.apply()
            for entry in GAMES[1:] + GAMES[:1]:  # RIGHT turns the pages, round to the first
                press(app, "RIGHT")
                assert app.hw.frontend.text_on_screen()[0] == entry.name()
                assert app.modules.game_id == entry.id
                check_rows_fit(app)
        press(app, "B")
        assert top_is(app, "MainMenu") and app.modules is None


def test_the_statistics_screen_scrolls_and_speaks_german(emu_app):
    app = emu_app()
    app.settings.language = lang.GERMAN
    app.settings.apply()
    open_statistics(app)
    scene = app.top()
    screen = app.hw.frontend.text_on_screen()
    assert screen[0] == GAMES[0].german and "KI-Stufe" in screen and "Gesamt" in screen
    scene.lines = scene.lines * 4  # longer than the screen
    scene._render()
    first = scene.names[0].text
    press(app, "DOWN")
    assert scene.top == 1 and scene.names[0].text == scene.lines[1][0]
    press(app, *(["DOWN"] * 40))
    assert scene.top == len(scene.lines) - scene.visible
    press(app, *(["UP"] * 40))
    assert scene.top == 0 and scene.names[0].text == first
    assert "\u25b2\u25bc" in app.hw.frontend.text_on_screen()[-1]


def test_an_ai_out_of_memory_falls_back_to_the_weakest_level(emu_app, monkeypatch):
    for entry in GAMES:
        app = emu_app()
        start_game(app, entry.id, [PERSON, top_level(entry.id)], seed=6)
        ai = app.modules.ai
        real = ai.choose
        calls = []

        def choose(game, seat, level, prng, real=real, calls=calls, ai=ai):
            calls.append(level)
            if level != ai.LEVELS[0]:
                raise MemoryError("no room for the search")
            return real(game, seat, level, prng)

        play_person_move(app)
        monkeypatch.setattr(ai, "choose", choose)
        scene = game_scene(app)
        assert scene.thinking
        position = scene.game.encode()
        while scene.thinking:  # each AI move: the search fails, the weakest level plays
            wait(app, 400)
        assert scene.game.encode() != position
        assert calls and calls == [ai.LEVELS[-1], ai.LEVELS[0]] * (len(calls) // 2)
        assert scene.game.to_move == 0 or scene.game.is_over()


def test_an_ai_without_any_memory_plays_the_first_legal_move(emu_app, monkeypatch):
    for entry in GAMES:
        app = emu_app()
        start_game(app, entry.id, [PERSON, top_level(entry.id)], seed=6)
        ai = app.modules.ai

        def choose(game, seat, level, prng):
            raise MemoryError("no memory at all")

        play_person_move(app)
        monkeypatch.setattr(ai, "choose", choose)
        scene = game_scene(app)
        assert scene.thinking
        while scene.thinking:
            expected = scene.game.copy()
            expected.play(expected.legal_moves()[0])
            wait(app, 400)
            assert scene.game.encode() == expected.encode()
        assert scene.game.to_move == 0 or scene.game.is_over()


def test_a_hint_without_memory_is_skipped_with_a_low_beep(emu_app, monkeypatch):
    for entry in GAMES:
        app = emu_app()
        scene = start_game(app, entry.id, [PERSON, 0], seed=6)
        ai = app.modules.ai
        beeps = []
        app.beep = lambda freq, ms, beeps=beeps: beeps.append(freq)

        def hint(game, seat, prng):
            raise MemoryError("no room for the hint")

        monkeypatch.setattr(ai, "hint", hint, raising=False)
        position = scene.game.encode()
        scene.hint()  # what SELECT calls (some games give SELECT another job)
        assert beeps == [220]
        assert scene.game.encode() == position and app.top() is scene


def test_a_save_naming_an_unknown_ai_level_is_dropped_calmly(emu_app, tmp_path):
    for entry in GAMES:
        app = emu_app("pybadge", str(tmp_path / (entry.id + ".nvm")))
        rules, _ = load_game(entry.id)
        app.settings.set_game(Session(entry.id, rules(2, 5, {}), [PERSON, 99]))
        app.settings.save()
        press(app, "A", "A")  # title -> main menu -> its Continue row
        assert app.settings.waiting() == []
        assert any("dropped" in line for line in app.hw.frontend.text_on_screen())
        app.hw.close()


class Logged:
    """A store's write, keeping each one with the store's bytes before it."""

    def __init__(self, store):
        self.store = store
        self.write = store.write
        self.log = []

    def __call__(self, offset, data):
        self.log.append((bytes(self.store.data), offset, bytes(data)))
        self.write(offset, data)


def test_a_save_the_power_cut_short_is_told_and_play_goes_on_from_the_one_before(tmp_path):
    for board in ("picosystem", "clue", "pybadge"):
        path = str(tmp_path / (board + ".nvm"))
        app = make_app(board, path)
        press(app, "A")
        start_game(app, "niwa", [PERSON, 0], seed=5)
        play_person_move(app)
        wait(app, 600)
        quit_to_menu(app)
        kept = app.settings.game("niwa")
        position = saved_position(app.settings, "niwa")
        store = app.hw.store
        store.write = Logged(store)
        press(app, "A")  # Continue: Niwa
        play_person_move(app)
        wait(app, 600)
        quit_to_menu(app)  # the move is written (at the latest here)
        assert len(store.write.log) == 1 and app.settings.game("niwa") != kept
        before, offset, data = store.write.log[0]
        states = list(power_cuts(saves._flash(board, before), offset, data))
        app.hw.close()
        with open(path, "wb") as file:
            file.write(states[-2])  # the power went off before the write's last byte
        app = make_app(board, path)
        assert top_is(app, "Notice")
        assert "The power went off while saving" in screen_words(app)
        press(app, "A")
        resume_offered(app, find("niwa"), position)
        app.hw.close()


def test_a_low_battery_saves_the_game_and_says_so_once(tmp_path):
    path = str(tmp_path / "nvm")
    app = make_app("pybadge", path)
    press(app, "A")
    start_game(app, "niwa", [PERSON, 0], seed=5)
    play_person_move(app)
    wait(app, 600)
    assert app.settings.dirty and app.hw.store.writes == 0  # fewer than SAVE_EVERY moves
    app.hw.battery = 4100  # charged: nothing happens
    wait(app, 21000, 500)
    assert app.hw.store.writes == 0 and is_game(app.top())
    app.hw.battery = 3400  # low twice in a row (a reading every 10 s)
    wait(app, 21000, 500)
    assert app.hw.store.writes == 1 and not app.settings.dirty
    assert top_is(app, "Notice") and "Battery low" in screen_text(app)
    press(app, "A")
    assert is_game(app.top())
    wait(app, 30000, 500)  # still low: no second notice
    assert is_game(app.top())
    position = game_scene(app).game.encode()
    app.hw.close()  # the battery runs out
    app = make_app("pybadge", path)
    resume_offered(app, find("niwa"), position)
    app.hw.close()
    clue = make_app("clue")
    assert clue.hw.battery_mv() is None  # no monitor: never read
    clue.hw.close()
