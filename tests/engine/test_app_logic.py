"""The app shell's display-free parts: key repeat, word wrap, sessions (settings:
test_settings.py)."""

from engine import keys, lang
from engine.app.keyrepeat import DELAY_MS, RATE_MS, KeyRepeat
from engine.app.resume import resumed
from engine.app.session import PERSON, Session
from engine.ui.wrap import wrap
from tests.engine.fakes import Position


def test_held_direction_repeats_after_delay():
    r = KeyRepeat()
    assert r.event(keys.DOWN, True, 1000) == keys.DOWN
    assert r.tick(1000 + DELAY_MS - 1) == -1
    assert r.tick(1000 + DELAY_MS) == keys.DOWN
    assert r.tick(1000 + DELAY_MS + RATE_MS - 1) == -1
    assert r.tick(1000 + DELAY_MS + RATE_MS) == keys.DOWN
    assert r.event(keys.DOWN, False, 1000 + DELAY_MS + RATE_MS + 5) == -1
    assert r.tick(5000) == -1


def test_buttons_never_repeat():
    r = KeyRepeat()
    assert r.event(keys.A, True, 0) == keys.A
    assert r.tick(10000) == -1


def test_release_of_another_key_keeps_repeat():
    r = KeyRepeat()
    r.event(keys.LEFT, True, 0)
    r.event(keys.A, True, 10)
    r.event(keys.A, False, 20)
    assert r.tick(DELAY_MS) == keys.LEFT


def test_wrap_fits_width_and_keeps_words():
    text = "Take a card that shares rank or suit with the top of the pile."
    lines = wrap(text, 12)
    assert all(len(line) <= 12 for line in lines)
    assert " ".join(lines) == text
    assert wrap("a\nb", 10) == ["a", "b"]
    assert wrap("abcdefghijklmnop", 5) == ["abcd-", "efgh-", "ijkl-", "mnop"]
    assert wrap("Einzelpartie", 7) == ["Einzel-", "partie"]  # a CLUE's Royal Garden panel
    assert wrap("abcdefg", 3) == ["abc", "def", "g"]  # too narrow for a hyphen


def test_session_record_round_trip():
    s = Session("royal_garden", Position("pos 1"), [PERSON, 2])
    assert s.is_ai(1) and not s.is_ai(0) and s.people() == 1
    again = resumed(s.record(1000), Position)
    assert again.game.text == "pos 1" and again.controllers == [PERSON, 2]


def _niwa_session(moves):
    """A 2-seat Niwa session (seed 3) after the first legal move `moves` times."""
    from engine.niwa.rules import Niwa

    s = Session("niwa", Niwa(2, 3, {}), [PERSON, 1])
    s.record(1000)
    for _ in range(moves):
        s.play(s.game.legal_moves()[0])
    return s


def test_a_resumed_session_has_its_moves_again_to_review_and_take_back():
    from engine.niwa.rules import Niwa

    s = _niwa_session(6)
    record = s.record(1000)
    assert record[2] == Niwa(2, 3, {}).encode() and record[3] == s.moves and len(s.moves) == 6
    moves = list(record[3])
    again = resumed(record, Niwa)
    assert again.game.encode() == s.game.encode()
    for k in range(6):  # the game's own history is back: every move can be taken back
        assert again.game.can_undo()
        assert again.undo() == moves[5 - k] and again.moves == moves[: 5 - k]
    assert not again.game.can_undo() and again.game.encode() == record[2]


def test_a_record_starts_afresh_where_its_moves_would_pass_the_room():
    from engine.niwa.rules import Niwa

    s = _niwa_session(5)
    position = s.game.encode()
    first = s.start
    record = s.record(len(first) + 3)  # no room for five moves
    assert record[2] == position != first and record[3] == []
    s.play(s.game.legal_moves()[0])
    assert s.record(1000)[3] == s.moves and len(s.moves) == 1
    s.undo()
    s.undo()  # a move played before the record's start: the record starts afresh
    assert s.start is None and s.record(1000)[2:] == [s.game.encode(), []]
    assert resumed(s.record(1000), Niwa).game.encode() == s.game.encode()


def test_a_record_whose_moves_do_not_fit_its_game_is_refused():
    from engine.niwa.rules import Niwa

    record = _niwa_session(2).record(1000)
    record[3][1] = 9999
    try:
        resumed(record, Niwa)
    except ValueError:
        return
    raise AssertionError("replayed a move the game does not have")


def test_session_needs_one_controller_per_seat():
    try:
        Session("x", Position(), [PERSON])
    except ValueError:
        return
    raise AssertionError("accepted a wrong seat count")


def test_import_once_leaves_no_module_behind_but_keeps_one_already_held():
    import sys

    from engine.modules import forget, import_once

    held = sys.modules.get("engine.crc")
    forget("engine.crc")
    crc = import_once("engine.crc")
    assert crc.crc16(b"123456789") == 0x29B1  # CRC-16/CCITT-FALSE check value
    assert "engine.crc" not in sys.modules
    assert import_once("engine.crc") is not crc  # a new import each time: nothing kept
    import engine.crc

    assert import_once("engine.crc") is engine.crc and "engine.crc" in sys.modules
    if held is None:
        forget("engine.crc")


def test_texts_hold_one_language_and_follow_a_change():
    from engine.royal_garden import text

    try:
        lang.set_language(lang.GERMAN)
        german = lang.current(None, "engine.royal_garden.text")
        assert german.TEXT["name"] == text.TEXT["name"][1]
        assert german.help() == [pair[1] for pair in text.HELP]
        assert not hasattr(german, "HELP")  # the rules pages are not held between reads
        assert lang.tr(german.TEXT, "name") == text.TEXT["name"][1]
        assert lang.tr(german.TEXT, "no such key") == "no such key"
        assert lang.current(german, "engine.royal_garden.text") is german  # still German
        lang.set_language(lang.ENGLISH)
        english = lang.current(german, "engine.royal_garden.text")
        assert english is not german and english.TEXT["name"] == text.TEXT["name"][0]
        assert lang.tr(text.TEXT, "name") == text.TEXT["name"][0]  # pairs still work
    finally:
        lang.set_language(lang.ENGLISH)
