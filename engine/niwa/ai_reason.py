"""The Niwa hint's reason: what the expert's move does (ai.hint loads this module for
one use with engine.modules.part, so it is not on the heap during play)."""

from engine.niwa.rules import END, KINDS, REVEAL, SWAP, TAKE, hand_score, trio_mask


def reason(know, seat, move):
    # What the move does, from what seat sees (know: a game rebuilt from its view).
    hand = know.hands[seat]
    if move == REVEAL:
        row = know.row
        if trio_mask(row):
            return "hint_reveal_take"  # a trio lies open: reveal, then take it
        pool = know.unseen(seat)
        for i in range(0, KINDS, 3):
            have = (row[i] > 0) + (row[i + 1] > 0) + (row[i + 2] > 0)
            for k in range(i, i + 3):
                if have == 2 and not row[k] and pool[k]:
                    return "hint_reveal_chance"  # the card that completes a trio may come
        return "hint_reveal"
    if move == END:
        return "hint_end"
    if move >= SWAP:
        g = (move - SWAP) // KINDS
        t = (move - SWAP) % KINDS
        if g == t:
            return "hint_wait"
        obj = know.objective()
        before = hand_score(hand, obj)
        trios = _trios(hand)
        hand[g] -= 1
        hand[t] += 1
        gain = hand_score(hand, obj) - before
        more = _trios(hand) > trios
        hand[t] -= 1
        hand[g] += 1
        if more:
            return "hint_trio"
        return "hint_gain_%d" % obj if gain > 0 else "hint_prepare"
    if move >= TAKE:
        return "hint_take"
    return "hint_lay" if know.laid else "hint_go_trio"


def _trios(hand):
    # How many trios the hand holds.
    n = 0
    for i in range(0, KINDS, 3):
        n += min(hand[i], hand[i + 1], hand[i + 2])
    return n
