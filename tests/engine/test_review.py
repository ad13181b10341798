"""The review of a finished game (engine/review.py, Game.played, the review part of
engine/app/settings_review.py), on seeded games of every game of the catalog."""

import json

from engine.app.session import PERSON, Session
from engine.app.settings import Settings
from engine.catalog import GAMES
from engine.flash import NRF52840, RP2040, SAMD51, Flash
from engine.modules import import_module
from engine.prng import Prng
from engine.review import NOT_YET, Review, judge_of, parse, played
from tests.engine.expect import raises
from tests.engine.fakes import waiting

# (game id, seats, options) of the seeded games: every game, each Royal Council variant.
SETUPS = (("royal_garden", 2, {}), ("niwa", 3, {}), ("first_season", 2, {}),
          ("royal_council", 2, {"variant": 0}), ("royal_council", 3, {"variant": 1}),
          ("royal_council", 2, {"variant": 2}))


def modules(game_id):
    entry = [e for e in GAMES if e.id == game_id][0]
    rules = import_module("engine.%s.rules" % game_id)
    return getattr(rules, entry.rules), import_module("engine.%s.ai" % game_id)


def finished(game_id, seats, options, seed=11, level=0):
    """A seeded game played to its end by the AI at level on every seat, and the encode()
    of each of its positions, the start first."""
    rules_class, ai = modules(game_id)
    game = rules_class(seats, seed, options)
    prng = Prng(seed)
    positions = [game.encode()]
    while not game.is_over():
        game.play(ai.choose(game, game.to_move, ai.LEVELS[level], prng))
        positions.append(game.encode())
    return game, positions


def test_played_gives_every_move_and_leaves_the_game_as_it_was():
    for game_id, seats, options in SETUPS:
        game, positions = finished(game_id, seats, options)
        legal = game.legal_moves()
        start, moves = played(game)
        assert game.encode() == positions[-1] and game.legal_moves() == legal, game_id
        assert start == positions[0] and len(moves) == len(positions) - 1, game_id
        replay = modules(game_id)[0].decode(start)
        for i in range(len(moves)):
            replay.play(moves[i])
            assert replay.encode() == positions[i + 1], (game_id, i)


def test_a_review_steps_from_the_end_to_the_start_and_back():
    for game_id, seats, options in SETUPS:
        game, positions = finished(game_id, seats, options)
        rules_class, ai = modules(game_id)
        start, moves = played(game)
        review = Review(rules_class, ai, judge_of(game_id), start, moves)
        n = review.end()
        assert review.at == n and review.game.encode() == positions[n]
        for k in range(n - 1, -1, -1):
            review.go(k)
            assert review.at == k and review.game.encode() == positions[k], (game_id, k)
        review.go(-5)  # out of the game: the first position
        assert review.at == 0
        for k in range(1, n + 1):
            review.go(k)
            assert review.game.encode() == positions[k], (game_id, k)
            mover = review.movers[k - 1]
            review.go(k - 1)
            assert review.game.to_move == mover
            review.go(k)
        review.go(n + 3)
        assert review.at == n and review.game.is_over()


def test_royal_garden_verdicts_are_exact_and_mark_the_result_thrown_away():
    rules_class, ai = modules("royal_garden")
    thrown = 0
    for seed in (3, 4):
        game, positions = finished("royal_garden", 2, {}, seed)  # novices: they blunder
        start, moves = played(game)
        review = Review(rules_class, ai, judge_of("royal_garden"), start, moves)
        assert review.judge is not None
        while review.work():
            assert review.at == review.end()  # the shown position stays
        assert review.done and NOT_YET not in review.found
        for k in range(review.end()):
            pair = review.verdict(k)
            if pair is None:
                assert moves[k] == 16  # NEXT: dealing the next game has no verdict
                continue
            mover = review.movers[k]
            for i in (0, 1):
                if pair[i] is None:
                    continue
                exact = rules_class.decode(positions[k + i])
                if exact.phase == 0 and exact.top >= 0:
                    v = ai.value(exact, 10**7)
                    assert pair[i] == (v if exact.to_move == mover else -v), (seed, k, i)
            assert pair[1] is None or pair[0] is None or pair[1] <= pair[0], (seed, k)
            assert review.threw(k) == (None not in pair and pair[1] < pair[0])
            thrown += review.threw(k)
    assert thrown > 0  # the novices threw a result away at least once


def test_the_hidden_hand_games_give_the_top_ai_move_and_its_reason():
    for game_id, seats, options in SETUPS[1:]:
        rules_class, ai = modules(game_id)
        reasons = import_module("engine.%s.text_hints" % game_id).TEXT
        game, positions = finished(game_id, seats, options)
        start, moves = played(game)
        review = Review(rules_class, ai, judge_of(game_id), start, moves)
        assert review.judge is None
        review.go(review.end() // 2)
        shown = review.game.encode()
        same = 0
        while review.work():
            assert review.game.encode() == shown  # work() puts the shown position back
        for k in range(review.end()):
            move, reason = review.found[k], review.reasons[k]
            assert reason in reasons, (game_id, reason)
            probe = rules_class.decode(positions[k])
            assert move in probe.legal_moves(), (game_id, k)
            same += move == moves[k]
        assert review.found[review.end()] == NOT_YET  # the end: no move to weigh
        assert 0 < same < review.end(), game_id  # the easy AI played some, not all


def test_a_record_that_is_no_review_is_refused():
    good = json.dumps([3, [PERSON, 1], "RG1 S 7 *:0:3a", [3, 10]]).encode()
    assert parse(good) == (3, [PERSON, 1], "RG1 S 7 *:0:3a", [3, 10])
    for bad in (b"", b"[", b"{}", b"[1,2,3]", b'[1,[-1,1],"x",[1,"2"]]',
                b'["1",[-1,1],"x",[1]]', b'[1,[],"x",[1]]', b'[1,[-1,1],5,[1]]',
                b'[1,[-1,1],"x",[1073741824]]', b'[1,[-1,true],"x",[1]]', b"\xff\xfe",
                b'[1,[-1,1],"x",[1],5]', b'[1,[-1,1,1,1,1,1,1,1,1],"x",[]]'):
        raises(ValueError, parse, bad)
    rules_class, ai = modules("royal_garden")
    game, _ = finished("royal_garden", 2, {})
    start, moves = played(game)
    raises(ValueError, Review, rules_class, ai, None, start, moves + [0])  # over: illegal
    raises(ValueError, Review, rules_class, ai, None, "RG1 nonsense", moves)


def end_of(settings, game_id, seats, options, seed=11):
    """A person's finished game (the easy AI on every seat), ended as the play scene
    ends it: the statistics counted, then Settings.moved (which keeps the review)."""
    game, _ = finished(game_id, seats, options, seed)
    session = Session(game_id, game, [PERSON] + [1] * (seats - 1))
    settings.record_result(game_id, "casual", game.result(), 0)
    settings.moved(session)
    return session


def test_a_finished_game_is_kept_for_its_review_in_the_ends_write():
    for chip in (SAMD51, NRF52840, RP2040):
        settings = Settings(Flash(chip), 40)
        settings.load()
        writes = settings.journal.store.writes
        session = end_of(settings, "royal_council", 2, {"variant": 0})
        assert settings.journal.store.writes == writes + 1  # the end's one write
        again = Settings(settings.journal.store, 40)
        again.load()
        assert again.problems == [] and again.stats == settings.stats
        data = again.reviews["royal_council"]
        stamp, controllers, start, moves = parse(data)
        assert controllers == session.controllers
        assert (start, moves) == played(session.game)


def test_reviews_take_only_their_room_and_a_newer_one_pushes_out_the_oldest():
    settings = Settings(Flash(NRF52840), 20)  # 1 KB of reviews: a 4 KB page / 4
    settings.load()
    room = settings.journal.unit // 4
    end_of(settings, "royal_garden", 2, {})
    end_of(settings, "first_season", 2, {})
    assert sorted(settings.reviews) == ["first_season", "royal_garden"]
    end_of(settings, "niwa", 3, {})
    kept = settings.reviews
    assert "niwa" in kept and sum([len(d) for d in kept.values()]) <= room
    assert "royal_garden" not in kept  # the oldest went first
    big = Settings(Flash(NRF52840), 20)
    big.load()
    end_of(big, "royal_garden", 2, {})
    session = end_of(big, "niwa", 6, {})  # a tournament of six: more than the room
    assert len(json.dumps(played(session.game))) > room
    assert "niwa" not in big.reviews and "royal_garden" in big.reviews
    assert sum(big.stats["niwa"]["casual"]) == 1  # the match counts all the same


def test_an_unreadable_review_part_loses_nothing_else():
    settings = Settings(Flash(SAMD51), 40)
    settings.load()
    end_of(settings, "first_season", 2, {})
    settings.set_game(waiting("niwa", [PERSON, 1], "waiting"))
    settings.reviews["first_season"] = b'[1,[-1,1],"FS garbage",[1,2'
    assert settings.save()
    again = Settings(settings.journal.store, 40)
    again.load()
    assert again.problems == []  # told when the review is asked for, not at start
    assert again.stats == settings.stats
    assert again.game("niwa") == ["niwa", [PERSON, 1], "waiting", []]
    raises(ValueError, parse, again.reviews["first_season"])
