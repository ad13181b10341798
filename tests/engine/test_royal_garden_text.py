"""Royal Garden text: every key the screen, the menus and the hints need, in the table they
read it from (text.py is on the heap all game; text_more.py and text_hints.py are loaded for
each use); both
languages and the font's characters are checked for both by tests/engine/test_texts.py."""

from engine.royal_garden import ai, text, text_hints, text_more

# What the game screen (scene.py, scene_layout.py) and the setup menu (rules.OPTIONS) read from
# text.TEXT, the table the app holds while a game is played.
PLAYING = (["name", "red", "black", "you", "initial", "your_turn", "red_to_move",
            "black_to_move", "thinking", "hint_first", "hint_follow", "took", "match",
            "single", "best_of_five", "points_match", 0, 1, 2, "target", 10, 15, 20])
# The hints' reasons (ai.hint, ai_reason.py), read from text_hints.TEXT when a hint shows.
HINTS = ["hint_" + reason for reason in (
    "line", "square", "block", "last", "forced", "stop", "safe", "three", "few", "build",
    "spoil", "best", "next")]
# What the layout, a refused card, the coach (ai_coach.py) and a game's end (scene_banner.py) read
# from text_more.TEXT.
NOW_AND_THEN = (["pile", "goal_points", "only_edge", "only_follow", "place_taken",
                 "win_line", "win_square", "win_block", "draw", "replay", "red_wins",
                 "black_wins", "red_wins_match", "black_wins_match", "you_win", "ai_wins",
                 "you_win_match", "ai_wins_match", "starts", "game_number",
                 "scored", "scored_one", "coach_keys"]
                + ["coach_%d" % how for how in (1, 2, 3)]
                + ["coach_%d_short" % how for how in (1, 2, 3)])


def test_the_screens_menus_and_hints_have_their_texts():
    assert sorted(text.TEXT, key=str) == sorted(list(ai.LEVELS) + PLAYING, key=str)
    assert sorted(text_more.TEXT) == sorted(NOW_AND_THEN)
    assert sorted(text_hints.TEXT) == sorted(HINTS)


def test_the_coach_fits_its_lines():
    # The long warning on a 25-column top line, the short one on the narrowest (19), with
    # the longest colour name.
    for how in (1, 2, 3):
        for i in (0, 1):
            black = text.TEXT["black"][i]
            assert len(text_more.TEXT["coach_%d" % how][i] % black) <= 25
            assert len(text_more.TEXT["coach_%d_short" % how][i] % black) <= 19
