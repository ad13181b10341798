"""Royal Garden's Expert thinks on the person's time (issue 17).

While a person looks at the garden, the screen gives this a few nodes at a time
(ponder(): about 25 ms on any board, so a key is still seen within 50 ms). It
solves, card by card of the person's, the position the Expert would then face, to
the end of the game, and keeps each answer (the card, a proven win or draw) in the
ai module's table of answers, where choose() looks first. The search is the ai
module's (_open, _close and its table) driven by an explicit stack, so that it can
stop after any node and go on at the next frame; it is imported while a person
plays against the Expert and leaves memory with the game's other modules.
"""

from engine.compat import const
from engine.royal_garden import ai
from engine.royal_garden.rules import PLAYING

_SIZE = const(16)  # plies at most: one per card
# The stack, by ply (0: the position after the person's card): the markers of the side
# to move and of the other, the card on top, the base-3 key, the colour digit of the
# side to move, the window, the best value and card so far, the index in ai._mv of the
# card searched, the end of the node's cards there, holes_of of the side to move and of
# the other, the table's slot and key.
_me = [0] * _SIZE
_op = [0] * _SIZE
_top = [0] * _SIZE
_key = [0] * _SIZE
_col = [0] * _SIZE
_al = [0] * _SIZE
_be = [0] * _SIZE
_a0 = [0] * _SIZE
_best = [0] * _SIZE
_move = [0] * _SIZE
_j = [0] * _SIZE
_n = [0] * _SIZE
_holes = [0] * _SIZE
_danger = [0] * _SIZE
_slot = [0] * _SIZE
_k = [0] * _SIZE
# What is being pondered: the person's position (key * 16 + top), its layout, the
# person's cards still to think about (a mask), the card whose answer is being solved
# (-1: none yet) and the ply the search stands at.
_state = [-1, None, 0, -1, 0]


def ponder(game, seat, nodes, first=-1):
    """Think for the Expert on seat while the other seat, a person, is to move: at most
    about `nodes` nodes, the card at place first (under the cursor) before the others
    when a card is done. False once nothing is left to think about here."""
    if game.phase != PLAYING or game.to_move == seat or game.top < 0:
        return False
    key = ai.position(game)
    if _state[0] != key or _state[1] is not game.layout:
        _begin(game, key)
    ai._nodes = 0
    ai._budget = nodes
    while True:
        if _state[3] < 0 and not _next(game, seat, first):
            return False
        try:
            value = _run()
        except ai._Stop:
            return True
        ai.answer(_key[0] * 16 + _top[0], _move[0] if _n[0] else -1, value)
        _state[3] = -1


def _begin(game, key):
    """A new position of the person's: the tables loaded, every card of theirs to do."""
    ai._setup(game)
    ai.pondered(game.layout)
    _state[0] = key
    _state[1] = game.layout
    _state[2] = game.legal_mask()
    _state[3] = -1


def _next(game, seat, first):
    """Set up the solve of the next card of the person's (the one at first if it is still
    to do, else the lowest place) that leaves a game for the Expert to play; False when
    none is left."""
    mask = _state[2]
    me = game.marks[seat]
    you = game.marks[seat ^ 1]
    free = game.free
    while mask:
        bit = mask & -mask
        if first >= 0 and mask >> first & 1:
            bit = 1 << first
        mask ^= bit
        p = ai._PLACE[bit % 37]
        nfree = free ^ bit
        replies = game.link[p] & nfree
        if not nfree or replies & (replies - 1) == 0 or ai._wins(you | bit, p):
            continue  # the person's card ends the game, or leaves the Expert one card
        _state[2] = mask
        _state[3] = p
        _state[4] = 0
        key = ai.position(game)  # the person's; the Expert's after p:
        _me[0] = me
        _op[0] = you | bit
        _top[0] = p
        _key[0] = (key >> 4) + (2 - seat) * ai._POW3[p]
        _col[0] = 1 + seat
        _al[0] = -ai.BOUND
        _be[0] = ai.BOUND
        _holes[0] = ai.holes_of(me)
        _n[0] = 0
        return True
    _state[2] = 0
    return False


def _run():
    """Search on from where the last slice stopped (ai._Stop when the nodes run out):
    the value of the Expert's position at ply 0 once it is solved (_move[0] its card)."""
    sp = _state[4]
    while True:
        if ai._open(_me[sp], _op[sp], _top[sp], _key[sp], ai.pop_count(~(_me[sp] | _op[sp])
                                                                        & 0xFFFF),
                    _al[sp], _be[sp], ai.PLIES + sp, _holes[sp]) == ai.OPEN:
            node = ai._node
            _n[sp] = node[0]
            _danger[sp] = node[1]
            _slot[sp] = node[2]
            _k[sp] = node[3]
            _j[sp] = (ai.PLIES + sp) * 8
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
            ai._close(_slot[sp], _k[sp], value, ai.pop_count(~(_me[sp] | _op[sp]) & 0xFFFF),
                      _a0[sp], _be[sp], _move[sp])
        else:
            return value
        _state[4] = sp


def _child(sp):
    """Set up ply sp + 1 for the card at _j[sp]; its ply."""
    p = ai._mv[_j[sp]]
    c = sp + 1
    _me[c] = _op[sp]
    _op[c] = _me[sp] | 1 << p
    _top[c] = p
    _key[c] = _key[sp] + _col[sp] * ai._POW3[p]
    _col[c] = 3 - _col[sp]
    _al[c] = -_be[sp]
    _be[c] = -_al[sp]
    _holes[c] = _danger[sp]
    _n[c] = 0
    return c
