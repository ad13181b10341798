"""Learning aids at the engine level, for every game: a hint is a legal move with a reason
from the game's texts that is true of the move, and it depends only on what its seat may
see; the Royal Garden coach warns exactly where a reply wins at once (brute force through
the rules); undo (take-back) restores the exact earlier notation."""

from engine.first_season import ai as fs_ai
from engine.first_season import text_hints as fs_hints
from engine.first_season.rules import BETWEEN, HARVEST, HARVESTING, PLANT, FirstOfTheSeason
from engine.niwa import ai as niwa_ai
from engine.niwa import text_hints as niwa_hints
from engine.niwa.rules import END, KINDS, LAY, REVEAL, STAGE_OFFER, SWAP, TAKE, Niwa, hand_score
from engine.niwa.rules import trio_mask as niwa_trios
from engine.prng import Prng
from engine.royal_council import ai as rc_ai
from engine.royal_council import text_hints as rc_hints
from engine.royal_council.rules import RoyalCouncil, shape_piles
from engine.royal_garden import ai as rg_ai
from engine.royal_garden import text_hints as rg_hints
from engine.royal_garden.ai_coach import danger
from engine.royal_garden.rules import (
    BLOCK,
    DRAW,
    GAME_OVER,
    LINE,
    NEXT,
    NONE,
    PLAYING,
    SQUARE,
    RoyalGarden,
    completed,
)


def walk(game, prng, plies):
    """Play up to plies random legal moves (fewer if the match ends); returns game."""
    for _ in range(plies):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[prng.below(len(moves))])
    return game


def hints(positions, ai, text, seed, finished=False):
    """(game, seat, move, reason) of the hint in each position (finished ones too when
    finished), after checking what every hint must be: it changes nothing, it is a legal
    move and its reason is one of the game's texts."""
    for game in positions:
        if game.is_over() and not finished:
            continue
        seat = game.to_move
        before = game.encode()
        move, reason = ai.hint(game, seat, Prng(seed))
        assert game.encode() == before  # a hint changes nothing
        assert move in game.legal_moves() and reason in text.TEXT, (before, move)
        yield game, seat, move, reason


def check_blind(positions, redeal, ai, seed, least, playing=None):
    """The hint of each position (those where playing(game) holds; by default the
    unfinished ones) is the same after its hidden cards are redealt (redeal(game, seat):
    a game with the same view(seat)); at least `least` positions really changed."""
    differ = 0
    for game in positions:
        if not (playing(game) if playing else not game.is_over()):
            continue
        seat = game.to_move
        other = redeal(game, seat)
        assert other.view(seat) == game.view(seat)
        differ += other.encode() != game.encode()
        assert ai.hint(other, seat, Prng(seed)) == ai.hint(game, seat, Prng(seed))
    assert differ >= least, differ


# --- Royal Garden ------------------------------------------------------------------


def rg_positions(count):
    """Seeded Royal Garden positions from the first card to the end of a game."""
    out = []
    for i in range(count):
        prng = Prng(500 + i)
        game = RoyalGarden(2, 40 + i, {"match": 1})
        out.append(walk(game, prng, i % 16))
    return out


def test_a_royal_garden_hint_is_legal_and_true_of_the_card():
    seen = {}
    for game, seat, move, reason in hints(rg_positions(40), rg_ai, rg_hints, 3, finished=True):
        before = game.encode()
        seen[reason] = True
        if game.phase == GAME_OVER:
            assert (move, reason) == (NEXT, "hint_next")
            continue
        bit = 1 << move
        opp = game.marks[seat ^ 1]
        if reason == "hint_stop":  # the opponent needed that place for four
            lines, squares = completed(opp | bit)
            assert lines or squares
        if reason == "hint_safe":
            assert danger(game, move)[0] == NONE
            assert [q for q in game.legal_moves() if danger(game, q)[0] != NONE]
        if reason == "hint_three":
            assert [w for w in rg_ai.PATTERNS[move]
                    if not opp & w and rg_ai.pop_count((game.marks[seat] | bit) & w) == 3]
        game.play(move)
        if reason == "hint_forced":  # the opponent, to move, loses whatever it does
            assert rg_ai.value(game, 20000) == -1, (before, move)
        how = {"hint_line": LINE, "hint_square": SQUARE, "hint_block": BLOCK,
               "hint_last": DRAW}.get(reason, NONE)
        assert game.ending == how, (before, move, reason)
        game.undo()
    assert len(seen) >= 6, seen  # the reasons vary with what the card does


def brute_danger(game, p):
    """The ways (LINE, SQUARE, BLOCK) in which a reply to p wins at once, through the rules:
    a dict how -> the places of such replies."""
    out = {}
    seat = game.to_move
    game.play(p)
    if game.phase == PLAYING:
        for q in game.legal_moves():
            game.play(q)
            if game.winner == seat ^ 1:
                out.setdefault(game.ending, []).append(q)
            game.undo()
    game.undo()
    return out


def quiet_walk(game, prng, plies):
    """Take up to plies random cards that do not end the game: late positions too."""
    for _ in range(plies):
        quiet = []
        for p in game.legal_moves():
            game.play(p)
            if game.phase == PLAYING:
                quiet.append(p)
            game.undo()
        if not quiet:
            break
        game.play(quiet[prng.below(len(quiet))])
    return game


def test_the_coach_warns_exactly_where_a_reply_wins_at_once():
    kinds = {}
    checked = 0
    for i in range(150):
        game = quiet_walk(RoyalGarden(2, 7 + i, {"match": 1}), Prng(900 + i), 3 + i % 12)
        before = game.encode()
        for p in game.legal_moves():
            how, where = danger(game, p)
            ways = brute_danger(game, p)
            checked += 1
            if not ways:
                assert (how, where) == (NONE, -1), (before, p)
                continue
            kinds[how] = True
            assert how == min(ways), (before, p, how, ways)  # a line first, then a square
            assert where in ways[how], (before, p, where, ways)
        assert game.encode() == before
    assert checked > 300 and len(kinds) == 3  # lines, squares and blocks were all met


# --- First of the Season ------------------------------------------------------------


def fs_positions(count):
    """Seeded positions of three-game matches: planting, harvesting and between games."""
    out = []
    for i in range(count):
        game = FirstOfTheSeason(2, 60 + i, {"match": 3})
        out.append(walk(game, Prng(700 + i), 3 * i % 37))
    return out


def test_a_first_season_hint_is_legal_and_true_of_the_turn():
    seen = {}
    for game, _seat, move, reason in hints(fs_positions(30), fs_ai, fs_hints, 11):
        seen[reason] = True
        phase = game.phase()
        if phase == BETWEEN:
            assert reason == "hint_next"
            continue
        reach = game.eligible(move) if phase == PLANT else game.eligible()
        if reason in ("hint_little", "hint_best"):
            assert phase == PLANT and not reach  # nothing to harvest with it
        if reason in ("hint_harvest", "hint_partial", "hint_hold", "hint_ace", "hint_crown"):
            assert reach
        if phase == HARVESTING:
            mask = move - HARVEST
            if reason == "hint_harvest":
                assert mask == reach
            if reason == "hint_hold":
                assert mask == 0
            aces = game.aces_left()
            game.play(move)
            assert (game.aces_left() < aces) == (reason == "hint_ace") or reason == "hint_win"
            game.undo()
    assert len(seen) >= 4, seen


def test_a_first_season_hint_ignores_the_cards_its_seat_cannot_see():
    def redeal(game, seat):
        return FirstOfTheSeason.from_view(game.view(seat), Prng(99))

    check_blind(fs_positions(16), redeal, fs_ai, 5, 8, lambda game: game.phase() < BETWEEN)


# --- Royal Council --------------------------------------------------------------------


def rc_positions(count):
    """Seeded positions of every variant and number of seats, in the first rounds."""
    out = []
    for i in range(count):
        game = RoyalCouncil(2 + i % 3, 80 + i, {"variant": i % 4 % 3, "target": 31})
        out.append(walk(game, Prng(300 + i), i % 17))
    return out


def test_a_royal_council_hint_is_legal_and_names_what_it_scores():
    seen = {}
    for game, seat, move, reason in hints(rc_positions(36), rc_ai, rc_hints, 4):
        before = game.encode()
        seen[reason] = True
        card = move >> 3
        pile = move & 7
        pts = game.breakdown(pile, card)
        if reason == "hint_win":
            assert game.scores[seat] + sum(pts) >= game.target
        elif reason.startswith("hint_m_"):
            melds = []
            for i in range(3):
                if pts[i]:
                    cards = [card] + [game.top[q] for q in shape_piles(pile)[i]]
                    melds += game.meld_keys(cards)
            assert reason[5:] in melds, (before, move, reason)
        else:
            assert pts[0] + pts[1] + pts[2] == 0  # no shape scores: the reason is elsewhere
    assert len(seen) >= 5, seen


def test_a_royal_council_hint_ignores_the_cards_its_seat_cannot_see():
    def redeal(game, seat):
        return RoyalCouncil.from_view(game.view(seat), seat, Prng(42))

    check_blind(rc_positions(18), redeal, rc_ai, 6, 8)


# --- Niwa ---------------------------------------------------------------------------------


def niwa_positions(count):
    """Seeded positions of 2 to 4 seats: turns, reveals with trios open, lays."""
    out = []
    for i in range(count):
        game = Niwa(2 + i % 3, 30 + i, {"rounds": 2})
        out.append(walk(game, Prng(400 + i), 4 * i % 45))
    return out


def trios(hand):
    return sum([min(hand[k], hand[k + 1], hand[k + 2]) for k in range(0, KINDS, 3)])


def test_a_niwa_hint_is_legal_and_true_of_the_move():
    seen = {}
    for game, seat, move, reason in hints(niwa_positions(30), niwa_ai, niwa_hints, 8):
        seen[reason] = True
        hand = game.hands[seat]
        if reason.startswith("hint_reveal"):
            assert move == REVEAL
            assert (reason == "hint_reveal_take") == (niwa_trios(game.row) != 0)
        elif reason in ("hint_trio", "hint_wait", "hint_prepare") or reason[:10] == "hint_gain_":
            assert move >= SWAP
            give = (move - SWAP) // KINDS
            take = (move - SWAP) % KINDS
            assert (give == take) == (reason == "hint_wait")
            score = hand_score(hand, game.objective())
            count = trios(hand)
            game.play(move)
            if reason == "hint_trio":
                assert trios(hand) > count
            elif reason[:10] == "hint_gain_":
                assert reason == "hint_gain_%d" % game.objective()
                assert hand_score(hand, game.objective()) > score
            game.undo()
        elif reason == "hint_go_trio":
            assert game.stage() == STAGE_OFFER and LAY <= move < TAKE
        else:
            assert move == {"hint_end": END, "hint_take": move if move >= TAKE else -1,
                            "hint_lay": move if LAY <= move < TAKE else -1}[reason]
    assert len(seen) >= 6, seen


def test_a_niwa_hint_ignores_the_cards_its_seat_cannot_see():
    def redeal(game, seat):
        return Niwa.from_view(game.view(seat), Prng(77))

    check_blind(niwa_positions(14), redeal, niwa_ai, 9, 8)


# --- take-back -------------------------------------------------------------------------


def check_undo_all_the_way(game, prng, plies):
    """Play plies random moves, then undo each: every earlier notation comes back."""
    seen = []
    for _ in range(plies):
        moves = game.legal_moves()
        if not moves:
            break
        seen.append(game.encode())
        game.play(moves[prng.below(len(moves))])
    assert game.can_undo()  # the pause menu offers take-back only then
    while seen:
        game.undo()
        assert game.encode() == seen.pop()
    assert not game.can_undo()


def test_take_back_restores_the_exact_earlier_notation():
    for i in range(3):
        # Royal Garden through several games of a match, First of the Season through a
        # match's games, Royal Council through rounds (each variant), Niwa's turns.
        check_undo_all_the_way(RoyalGarden(2, 5 + i, {"match": 1}), Prng(i), 60)
        check_undo_all_the_way(FirstOfTheSeason(2, 5 + i, {"match": 3}), Prng(i), 70)
        check_undo_all_the_way(RoyalCouncil(2 + i, 5 + i, {"variant": i}), Prng(i), 45)
        check_undo_all_the_way(Niwa(2 + i, 5 + i, {"rounds": 2}), Prng(i), 60)
