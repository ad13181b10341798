"""Royal Garden's Expert thinks on the person's time (issue 17).

While a person looks at the garden, the screen gives this a few nodes at a time
(ponder(): ai.PONDER_NODES, about 20 ms on any board, so a key is still seen within
50 ms). From the game's first card on, it searches, card by card of the person's (the one
under the cursor first), the position the Expert would then face, to the end of the game.
When the Expert took the first card, it looks first for the Expert's win after every card,
then for a draw after those found not won (a win is what the Expert's search on its own
time most often fails to find, and the proof of no win is half of a draw's); otherwise it
solves each position exactly. It keeps each answer (the card, a proven win or draw; or
no card but the proof of no win) in its table of answers, where ai.choose() looks first
(answer()). The search is the ai module's (_open, _close and its table) driven by an
explicit stack, so that it can stop after any node and go on at the next frame; when
the person takes the card whose answer is still being searched for a win or a draw, the
Expert's own turn goes on with that search (for a share of its budget: ai.RESUME). It
is imported while a person plays against the Expert and leaves memory with the
game's other modules; a board whose heap would then keep less than ROOM free plays
without it (the module forgets itself).
"""

import gc

from engine.compat import const
from engine.modules import forget
from engine.royal_garden import ai
from engine.royal_garden.rules import PLAYING

ROOM = const(38400)  # bytes of heap to keep free with this held: 25 % of a PyBadge's 150 KB
_SIZE = ai.PONDER_PLIES  # plies at most (see there)


def _stack():
    """A search's stack, by ply (0: the position after the person's card): the markers of
    the side to move and of the other, the card on top, the base-3 key, the window, the
    best value and card so far, the index in ai._mv of the card searched and the end of the
    node's cards there, holes_of the side to move, the table's slot (bytes where they fit:
    the slot while ai's table has at most 128 entries)."""
    return ([0] * _SIZE, [0] * _SIZE, bytearray(_SIZE), [0] * _SIZE, [0] * _SIZE,
            [0] * _SIZE, [0] * _SIZE, [0] * _SIZE, bytearray(_SIZE), [0] * _SIZE,
            [0] * _SIZE, [0] * (_SIZE + 1), bytearray(_SIZE))


# Two stacks: the search under way's (its arrays bound to the names below) and the one
# put aside's when the person moved the cursor to another card (_swap() exchanges them:
# no copying, so a slice stays short). Their plies' cards are in ai._mv and ai._ky from
# ply ai.PLIES and ai.PLIES + _SIZE (_state[9], _aside[3]).
_stacks = [_stack(), _stack()]
_me, _op, _top, _key, _al, _be, _a0, _best, _move, _j, _n, _holes, _slot = _stacks[0]
# What is being pondered: the person's position (both seats' markers and the card on
# top, as one int), its layout, the person's cards still to search for a win or exactly
# (a mask), the card whose answer is being searched (-1: none yet), the ply the search
# stands at, the colour digit of the Expert; whether the heap was found to have room
# (None: not yet asked); what the search looks for (_EXACT; or _WINS, then _DRAWS for the
# cards found not won) and the cards found not won whose draw is still to search (a mask);
# the first ply of its stack's cards in ai._mv.
_state = [-1, None, 0, -1, 0, 0, None, 0, 0, ai.PLIES]
_EXACT = const(0)
_WINS = const(1)
_DRAWS = const(2)
# The answers: their layout, then pairs (the Expert's position: base 3 by rows, * 16, + the
# card on top; its card * 4 + 1 for a proven win, + 0 for a proven draw, or NO_WIN).
_answers = [None] + [0] * 16
NO_WIN = const(2)
# The search put aside: its card (-1: none), ply, kind and first ply in ai._mv, as in
# _state. One is kept: browsing between two cards loses no work, as restarting each search
# at every move of the cursor would.
_aside = [-1, 0, 0, ai.PLIES + _SIZE]


def ponder(game, seat, nodes, first=-1):
    """Think for the Expert on seat while the other seat, a person, is to move: at most
    about `nodes` nodes, the card at place first (under the cursor) before the others
    when a card is done. False once nothing is left to think about here; None if the
    heap has no room for the pondering (then this module is forgotten)."""
    if _state[6] is None:
        _state[6] = _room()
    if not _state[6]:
        forget(__name__)
        return None
    if game.phase != PLAYING or game.to_move == seat:
        return False
    key = game.marks[0] << 20 | game.marks[1] << 4 | game.top & 15  # cheaper than base 3
    if _state[0] != key or _state[1] is not game.layout:
        _begin(game, key)
    card = _state[3]
    if card >= 0 and first >= 0 and card != first and (_aside[0] == first or _to_start(first)):
        # The person looks at another card still to do: this search waits aside, and the
        # cursor's card's comes back from there or starts (_next).
        if _aside[0] != first:
            _drop_aside()
        _swap()
    ai._nodes = 0
    ai._budget = nodes
    ai.solves(True)  # as this pondering's: a hint in between searches its own way
    while True:
        if _state[3] < 0 and not _next(game, seat, first):
            return False
        try:
            value = _run()
        except ai._Stop:
            return True
        _done(value)


def answer(game, nodes):
    """On the Expert's turn (ai.choose): the card found for this position (ai._score set as
    by a search), else ai.NOT_WON if it was proven not won, else -1. When the person took
    the card whose answer was still being searched for a win or a draw, that search goes on
    first, for at most nodes nodes, none of its work lost (ai.last_nodes() tells what it
    spent); an exact solve (the second player's) does not: from 15 cards left it seldom
    ends within them, and the Expert's own search, with the whole budget, does better
    (python -m tools.lab rg_expert: at 1 card taken, 85.3 % kept the value after 10 s of the
    person's on a CLUE, 83.7 % when it went on)."""
    if _answers[0] is not game.layout:
        return -1
    k = ai._keys(game)[0] * 16 + game.top
    if _aside[0] == game.top and _state[1] is game.layout:
        _swap()
    if (_state[7] != _EXACT and _state[3] == game.top and _state[1] is game.layout
            and _key[0] * 16 + _top[0] == k):
        ai._nodes = 0
        ai._budget = nodes
        ai.solves(False)  # the Expert's own time
        try:
            _done(_run())
        except ai._Stop:
            pass
    for i in range(1, len(_answers), 2):
        if _answers[i] == k:
            code = _answers[i + 1]
            if code == NO_WIN:
                return ai.NOT_WON
            ai._score[0] = ai.WIN if code & 1 else 0
            return code >> 2
    return -1


def _room():
    """True if the heap keeps ROOM free with this module held (always on the desktop)."""
    if not hasattr(gc, "mem_free"):
        return True
    gc.collect()
    return gc.mem_free() >= ROOM


def _begin(game, key):
    """A new position of the person's: the tables loaded, its answers so far gone, every
    card of the person's to do."""
    ai._setup(game)
    _answers[0] = game.layout
    for i in range(1, len(_answers)):
        _answers[i] = 0
    _state[0] = key
    _state[1] = game.layout
    _state[2] = game.legal_mask()
    _state[3] = -1
    # Wins first for the side that took the first card (the person has taken an odd
    # number when it is theirs to take): it has one after most deals, the other seldom
    # (python -m tools.lab rg_expert: at 1 card taken, wins first kept the value 2 to 3
    # points less often).
    _state[7] = _WINS if game.taken() & 1 else _EXACT
    _state[8] = 0
    _aside[0] = -1
    _aside[2] = _state[7]


def _drop_aside():
    """The search put aside is given up: its card is to do again, from the start."""
    if _aside[0] >= 0:
        _state[2 if _aside[2] != _DRAWS else 8] |= 1 << _aside[0]
        _aside[0] = -1


def _swap():
    """Exchange the search under way (or none) with the one put aside (or none)."""
    global _me, _op, _top, _key, _al, _be, _a0, _best, _move, _j, _n, _holes, _slot
    _stacks[0], _stacks[1] = _stacks[1], _stacks[0]
    _me, _op, _top, _key, _al, _be, _a0, _best, _move, _j, _n, _holes, _slot = _stacks[0]
    _state[3], _aside[0] = _aside[0], _state[3]
    _state[4], _aside[1] = _aside[1], _state[4]
    _state[7], _aside[2] = _aside[2], _state[7]
    _state[9], _aside[3] = _aside[3], _state[9]


def _done(value):
    """The search of the Expert's position after the card _state[3] ended with value (in
    the pass's window): keep what it proved (a lost position keeps nothing; nor does one
    settled at its first node, where the Expert's search sees at once what to do). A full
    table gives up its last pair."""
    card = _state[3]
    _state[3] = -1
    if not _n[0]:
        return
    if _state[7] == _WINS and value < ai.WIN:
        _state[8] |= 1 << card  # not won: its draw is to be searched
        code = NO_WIN
    elif value >= 0:
        code = _move[0] << 2 | (value > 0)
    else:
        return
    k = _key[0] * 16 + _top[0]
    i = 1
    while i < len(_answers) - 2 and _answers[i] and _answers[i] != k:
        i += 2
    _answers[i] = k
    _answers[i + 1] = code


def _next(game, seat, first):
    """Set up the next search (False when none is left): the card at first if it is still
    to do, its draw as soon as it was proven not won; else the search put aside, where it
    stopped; else the lowest place's, for a win (or exactly) while any card is left for
    that, then for a draw. The person's cards that end the game or leave the Expert one
    card are left out."""
    if _aside[0] >= 0 and not _to_start(first):
        _swap()  # the search put aside goes on where it stopped
        return True
    me = game.marks[seat]
    you = game.marks[seat ^ 1]
    free = game.free
    while True:
        wins = _state[2]
        draws = _state[8]
        if not wins | draws:
            return False
        if _to_start(first):
            bit = 1 << first
        else:
            bit = wins or draws
            bit &= -bit  # the lowest place
        if draws & bit:  # proven not won: its draw
            _state[8] = draws ^ bit
            _state[7] = _DRAWS
        else:
            _state[2] = wins ^ bit
            if _state[7] == _DRAWS:
                _state[7] = _WINS
        p = ai._PLACE[bit % 37]
        nfree = free ^ bit
        replies = game.link[p] & nfree
        if not nfree or replies & (replies - 1) == 0 or ai._wins(you | bit, p):
            continue  # the person's card ends the game, or leaves the Expert one card
        _state[3] = p
        _state[4] = 0
        _state[5] = 1 + seat
        _me[0] = me
        _op[0] = you | bit
        _top[0] = p
        _key[0] = ai._keys(game)[0] + (2 - seat) * ai._POW3[p]  # with the person's card
        if _state[7] == _DRAWS:  # a draw or a loss: the first card found to draw
            _al[0] = -1
            _be[0] = 0
        else:  # the exact value, or a win (in a points match, the largest) or less
            _al[0] = ai.WIN - 1 if _state[7] == _WINS else -ai._points[1]
            _be[0] = ai._points[1]
        _holes[0] = ai.holes_of(me)
        _n[0] = 0
        return True


def _to_start(p):
    """True if the search of the card at place p (-1: none) is still to start: for a win
    (or exactly), or, proven not won, for a draw."""
    return p >= 0 and (_state[2] | _state[8]) >> p & 1


def _run():
    """Search on from where the last slice stopped (ai._Stop when the nodes run out):
    the value of the Expert's position at ply 0 once it is solved (_move[0] its card)."""
    sp = _state[4]
    while True:
        if ai._open(_me[sp], _op[sp], _top[sp], _key[sp], _free(sp), _al[sp], _be[sp],
                    _state[9] + sp, _holes[sp]) == ai.OPEN:
            node = ai._node
            _n[sp] = node[0]
            _holes[sp + 1] = node[1]
            _slot[sp] = node[2]
            _j[sp] = (_state[9] + sp) * 8
            _a0[sp] = _al[sp]
            _best[sp] = -ai.BOUND
            sp = _child(sp)
            _state[4] = sp
            continue
        value = ai._node[0]
        while sp:  # hand the value up until a node has another card to search
            sp -= 1
            s = -value
            j = _j[sp]
            if s > _best[sp]:
                _best[sp] = s
                _move[sp] = ai._mv[j]
                if s > _al[sp]:
                    _al[sp] = s
            if _al[sp] < _be[sp] and j + 1 < _n[sp]:
                _j[sp] = j + 1
                sp = _child(sp)
                break
            value = _best[sp]
            ai._close(_slot[sp], _key[sp] * 16 + _top[sp], value, _free(sp), _a0[sp], _be[sp],
                      _move[sp])
        else:
            return value
        _state[4] = sp


def _free(sp):
    """The cards left at ply sp: the search goes to the end of the game."""
    return ai.pop_count(~(_me[sp] | _op[sp]) & 0xFFFF)


def _child(sp):
    """Set up ply sp + 1 for the card at _j[sp]; its ply."""
    p = ai._mv[_j[sp]]
    c = sp + 1
    _me[c] = _op[sp]
    _op[c] = _me[sp] | 1 << p
    _top[c] = p
    col = _state[5] if sp & 1 == 0 else 3 - _state[5]  # the colour digit of ply sp
    _key[c] = _key[sp] + col * ai._POW3[p]
    _al[c] = -_be[sp]
    _be[c] = -_al[sp]
    _n[c] = 0
    return c
