"""The guided first games' scripts (engine/<game>/guide.py, played by engine/app/guide.py):
every move legal in order on the designed deal, each prompt before a move of the person
(seat 0) and written in both languages, each refusal's line short enough for the CLUE's
20 columns, and what the prompts tell true of the position (the line, square and block of
Royal Garden, the trio of Niwa, the Ace of First of the Season, the scores of Royal
Council)."""

from engine.catalog import GAMES
from engine.first_season.rules import ACE
from engine.modules import import_module

WHY_COLS = 20  # a refusal's line: one line of the CLUE's game screens


def scripts():
    """(game id, variant, rules class, options, seed, moves, prompts) of every guided game."""
    out = []
    for entry in GAMES:
        rules = import_module("engine.%s.rules" % entry.id)
        guides = import_module("engine.%s.guide" % entry.id).GUIDES
        for variant in range(len(guides)):
            options, seed, moves, prompts, hooks = guides[variant]
            assert hooks is None or import_module(hooks).before  # a part of the script
            out.append((entry.id, variant, getattr(rules, entry.rules), options, seed, moves,
                        prompts))
    return out


def replay(cls, options, seed, moves, prompts):
    """The game after the script's moves, checking each is legal and each prompt comes
    before a move of seat 0; also the seats that made the moves."""
    game = cls(2, seed, options)
    seats = []
    for i in range(len(moves)):
        assert not game.is_over(), i
        assert moves[i] in game.legal_moves(), (i, moves[i])
        seats.append(game.to_move)
        if i in prompts:
            assert game.to_move == 0, i
        game.play(moves[i])
    return game, seats


def test_every_game_and_variant_has_a_guided_game():
    ids = [s[0] for s in scripts()]
    for entry in GAMES:
        assert entry.id in ids, entry.id
    rc = import_module("engine.royal_council.rules")
    assert ids.count("royal_council") == len(rc.OPTIONS[0][1])  # one per variant
    names = import_module("engine.royal_council.guide").NAMES
    assert len(names) == ids.count("royal_council")


def test_scripts_are_legal_and_prompt_the_person():
    for s in scripts():
        game_id, prompts = s[0], s[6]
        game, seats = replay(s[2], s[3], s[4], s[5], prompts)
        assert seats[0] == 0 or 0 not in prompts, game_id
        assert prompts, game_id
        assert seats.count(0) >= len([i for i in prompts if i < len(seats)]), game_id
        assert max(prompts) <= len(seats), game_id


def test_prompts_in_both_languages_and_short_refusals():
    for s in scripts():
        moves, prompts = s[5], s[6]
        for at in prompts:
            english, german = prompts[at]
            assert english[0] and german[0] and english[0] != german[0], (s[0], at)
            if at == len(moves):  # the game's last rule, when the script has run out
                assert english[1] == german[1] == "", s[0]
                continue
            for why in (english[1], german[1]):
                assert len(why) <= WHY_COLS, (s[0], at, why)
                assert (why == "") == (english[1] == ""), (s[0], at)
    menus = import_module("engine.app.text_menus").TEXT
    shell = [menus["guide"]] + list(menus["guided_game_lines"])
    assert len(shell) == 6 and all(len(pair) == 2 for pair in shell)
    for pair in shell[1:3]:  # the lines under a game: what to do, why not
        for line in pair:
            assert len(line) <= WHY_COLS, line


def _game(game_id, variant=0):
    for s in scripts():
        if s[0] == game_id and s[1] == variant:
            return replay(s[2], s[3], s[4], s[5], s[6])[0], s[5]
    raise KeyError(game_id)


def test_royal_garden_script_ends_in_a_block_after_a_square_and_a_line_stopped():
    from engine.royal_garden.rules import RoyalGarden

    game, moves = _game("royal_garden")
    assert game.is_over() and game.outcome().how == "block" and game.outcome().winners == (0,)
    early = RoyalGarden(2, 1, {})
    for move in moves[:7]:  # to the person's Q♣: three of the left column
        early.play(move)
    assert early.marks[0] & 0x1111 == 0x1101 and early.free & 0x0010  # the Q♦ left open
    for move in moves[7:10]:  # the AI takes the Q♦, ..., and holds three of a square
        early.play(move)
    assert early.marks[1] & 0xCC00 == 0xC800 and early.free >> 10 & 1


def test_niwa_script_takes_the_trio_of_threes():
    game, moves = _game("niwa")
    hand = game.hands[0]
    assert hand[9] and hand[10] and hand[11]  # 3p 3g 3o
    assert game.objective() == 7
    before = import_module("engine.niwa.guide_hooks").before
    assert before(game, moves[0]) == ()


def test_first_season_script_brings_in_the_ace_of_waves():
    game, moves = _game("first_season")
    assert game.tableaus[0] >> (ACE + 2) & 1  # Waves are suit 2
    assert game.crown_masks[0]  # the Crowns of the first harvest


def test_royal_council_scripts_end_in_the_person_s_win():
    for variant, target in ((0, 61), (1, 61), (2, 31)):
        game, moves = _game("royal_council", variant)
        assert game.is_over() and game.outcome().winners == (0,), variant
        assert game.result()[0] >= target
