"""How the desktop player's playouts play and what their end is worth (tools/lab/pimc.py).

Two styles, named so a table says which one it was measured against:

- RANDOM ("random", issue 21's yardstick, kept so its tables stay comparable): uniformly
  random legal moves in Royal Council and First of the Season; in Niwa a reveal three
  turns in four, else a random swap, and after a reveal always a trio (random cards
  laid, the lowest trio taken). Worth: the seat's result() minus the best other seat's
  (the points in Royal Council and Niwa, the games won in First of the Season).
- PERSON ("person", issue 40): a cheap policy a person might play, each game's forced
  moves kept. First of the Season: seven times in eight, when a card can harvest, plant
  the one whose harvest brings most now (the cards taken, 2 more for the revealed Ace;
  ties at random), else any card; then harvest everything it may. Royal Council: the
  play that scores most now (ties at random) three times in four, else any play (in the
  draw pile variant every time).
  Niwa: half the turns, the swap that helps the hand most under the round's objective
  when one helps (the hand's score with the row card in, less what the card given
  up was worth), else a reveal; after a reveal lay the cards the hand misses least and
  take the lowest trio. Worth counts the margin as well as the win: in First of the
  Season 8 a game won (less 8 a game lost) plus the Crowns and Aces ahead; in Royal
  Council and Niwa the points ahead, and 20 more (or fewer) when the playout ended the
  match won (or lost).

Each policy is policy(game, moves, prng) -> a move of moves (game.legal_moves(), more
than one); each worth is worth(game, seat) once a playout has ended.
"""

from engine.first_season.rules import FIRST_SUIT, HARVEST, HARVESTING, SECOND_SUIT
from engine.niwa.rules import END, KINDS, LAY, REVEAL, SWAP, TAKE, hand_score
from engine.royal_council.rules import DRAW

RANDOM = "random"
PERSON = "person"
STYLES = (RANDOM, PERSON)
SEASON_WIN = 8  # a game of First of the Season won, in Crowns and Aces ahead
MATCH_WON = 20  # a Royal Council or Niwa match won, in points ahead


def random_move(game, moves, prng):
    """A uniformly random legal move."""
    return moves[prng.below(len(moves))]


def niwa_random(game, moves, prng):
    """Issue 21's Niwa playout (random swaps alone would hardly ever end a round): reveal
    three turns in four, else swap at random; after a reveal always go for a trio, laying
    cards at random, and take the lowest one (the most points). From the moves'
    encodings (rules.py): REVEAL 0, END 1, LAY + kind, TAKE + value, SWAP + give * 33 + take."""
    first = moves[0]
    if first == REVEAL:
        if len(moves) == 1 or prng.below(4):
            return REVEAL
        return moves[1 + prng.below(len(moves) - 1)]
    if first >= TAKE:
        return first
    lays = [m for m in moves if m != END] or moves
    return lays[prng.below(len(lays))]


def season_person(game, moves, prng):
    """Seven times in eight, when a card can harvest, plant the one whose harvest scores
    most now (ripest); else any card. Then harvest everything it may."""
    if game.phase() == HARVESTING:
        return HARVEST | game.eligible()
    if prng.below(8):
        best = []
        most = 0
        for card in moves:
            points = ripest(game, card)
            if points > most:
                most = points
                best = [card]
            elif points and points == most:
                best.append(card)
        if best:
            return best[prng.below(len(best))]
    return moves[prng.below(len(moves))]


def ripest(game, card):
    """What planting card and harvesting everything brings now, in a cheap count: the
    cards taken, and 2 more when one of them brings in the revealed Ace (0: no harvest)."""
    mask = game.eligible(card)
    if not mask:
        return 0
    ace = game.revealed_ace()
    taken = 0
    fruit = 0
    for c in range(24):
        if mask >> c & 1:
            taken += 1
            if ace in (FIRST_SUIT[c], SECOND_SUIT[c]):
                fruit = 2
    return taken + fruit


def council_person(game, moves, prng):
    """The play that scores most now (game.gain; ties at random) three times in four,
    else any play; in the draw pile variant every time. A move is card * 8 + pile."""
    if game.variant != DRAW and not prng.below(4):
        return moves[prng.below(len(moves))]
    best = []
    most = -1
    for move in moves:
        points = game.gain(move & 7, move >> 3)
        if points > most:
            most = points
            best = [move]
        elif points == most:
            best.append(move)
    return best[prng.below(len(best))]


def niwa_person(game, moves, prng):
    """Half the turns the most helpful swap if one helps, else reveal; after a reveal lay
    what the hand misses least, then take the lowest trio (the most points)."""
    first = moves[0]
    if first >= TAKE:
        return first
    hand = game.hands[game.to_move]
    objective = game.objective()
    if first == REVEAL:
        if len(moves) == 1 or prng.below(2):
            return REVEAL
        return _best_swap(hand, game.row, objective)
    return LAY + _cheapest(hand, objective)


def _best_swap(hand, row, objective):
    """The swap whose row card adds most to the hand less what the card given up was
    worth (each measured alone), or REVEAL when none gains."""
    now = hand_score(hand, objective)
    gains = []  # (what the row card adds, its kind), best first
    for take in range(KINDS):
        if row[take]:
            hand[take] += 1
            gains.append((hand_score(hand, objective) - now, take))
            hand[take] -= 1
    gains.sort(reverse=True)
    best = 0
    move = REVEAL
    for give in range(KINDS):
        if hand[give]:
            hand[give] -= 1
            loss = now - hand_score(hand, objective)
            hand[give] += 1
            gain, take = gains[0] if gains[0][1] != give or len(gains) == 1 else gains[1]
            if take != give and gain - loss > best:
                best = gain - loss
                move = SWAP + give * KINDS + take
    return move


def _cheapest(hand, objective):
    """The hand's kind whose loss lowers its score least (the first such kind)."""
    best = -1
    kind = 0
    for k in range(KINDS):
        if hand[k]:
            hand[k] -= 1
            score = hand_score(hand, objective)
            hand[k] += 1
            if score > best:
                best = score
                kind = k
    return kind


def niwa_worth(game, seat):
    """match_worth, the round in play (stopped before its end) counted as the hands
    stand: each seat's hand_score under the round's objective added to its points."""
    ahead = match_worth(game, seat)
    if game.is_over() or game.round_start == len(game.records):
        return ahead  # a round has just ended (the next one is dealt, none of it played)
    objective = game.objective()
    hands = [hand_score(hand, objective) for hand in game.hands]
    points = game.totals()
    return points[seat] + hands[seat] - max(
        points[s] + hands[s] for s in range(game.seats) if s != seat)


def margin(game, seat):
    """The seat's result() minus the best other seat's."""
    points = game.result()
    return points[seat] - max(points[s] for s in range(game.seats) if s != seat)


def season_worth(game, seat):
    """SEASON_WIN a game won ahead (less a game lost), plus the Crowns and Aces ahead."""
    return SEASON_WIN * margin(game, seat) + game.points(seat) - game.points(1 - seat)


def match_worth(game, seat):
    """The points ahead, MATCH_WON more (or fewer) when the match ended won (or lost)."""
    ahead = margin(game, seat)
    if game.is_over() and ahead:
        return ahead + (MATCH_WON if ahead > 0 else -MATCH_WON)
    return ahead


# (policy, worth) per style and game (its NAME).
PLAYOUTS = {
    RANDOM: {"royal_council": (random_move, margin), "niwa": (niwa_random, margin),
             "first_season": (random_move, margin)},
    PERSON: {"royal_council": (council_person, match_worth),
             "niwa": (niwa_person, niwa_worth),
             "first_season": (season_person, season_worth)},
}
# How many turns a playout plays after the candidate's own, per style and (game, variant),
# before its end is valued; absent: to the end of the round (or game).
TURNS = {
    RANDOM: {},
    PERSON: {("royal_council", 2): 4, ("niwa", None): 6},
}


def horizon(style, game):
    """The turns a playout of style plays after the candidate's (None: to the round's end)."""
    return TURNS[style].get((game.NAME, getattr(game, "variant", None)))
