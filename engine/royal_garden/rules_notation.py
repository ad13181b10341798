"""Royal Garden from text: decode(), used when a save is restored (never while a match
is played), so the rules load this with engine.modules.part."""

from engine.cards import ascii_text, parse
from engine.prng import Prng
from engine.royal_garden.rules import GAME_OVER, GARDEN, HEX_DIGITS, MODE_LETTERS, POINTS, TARGETS


def decode(cls, text):
    """The match of encode() text; ValueError on anything malformed."""
    parts = text.split(" ")
    if len(parts) < 4 or parts[0] != "RG1":
        raise ValueError("not a Royal Garden position")
    mode_text = parts[1]
    if mode_text[:1] not in MODE_LETTERS:
        raise ValueError("bad match mode")
    mode = MODE_LETTERS.index(mode_text[0])
    target = TARGETS[0]
    if mode == POINTS:
        target = int(mode_text[1:]) if mode_text[1:].isdigit() else 0
    elif len(mode_text) != 1:
        raise ValueError("bad match mode")
    seed = int(parts[2][:11])  # no more than 11 characters: no huge number is made
    if str(seed) != parts[2] or abs(seed) > 0x3FFFFFFF:  # small ints on the device
        raise ValueError("bad seed")
    dealer = Prng(seed)
    games = [_parse_game(t, dealer) for t in parts[3:]]
    game = cls(2, seed, {"match": mode, "target": target, "first": games[0][1]})
    for i, (layout, starter, moves) in enumerate(games):
        if i:
            if game.phase != GAME_OVER or starter != game.to_move:
                raise ValueError("game %d cannot follow" % (i + 1))
            game.past.append((game.layout, game.starter, game.moves))
        game.start_game(layout, starter)
        for p in moves:
            game.play(p)  # IllegalMove is a ValueError
    return game


def _parse_game(text, dealer):
    """(layout, starter, moves) from one game group; ValueError if malformed."""
    fields = text.split(":")
    dealt = dealer.shuffle(list(GARDEN))
    if len(fields) != 3 or fields[1] not in ("0", "1"):
        raise ValueError("bad game: " + text)
    if fields[0] == "*":  # the dealt layout itself: nothing to read
        layout = dealt
    elif len(fields[0]) != 32:
        raise ValueError("bad game: " + text)
    else:
        layout = []
        for i in range(0, 32, 2):
            c = parse(fields[0][i : i + 2])
            if c not in GARDEN or c in layout or ascii_text(c) != fields[0][i : i + 2]:
                raise ValueError("bad layout: " + fields[0])
            layout.append(c)
    moves = []
    for ch in fields[2]:
        if ch not in HEX_DIGITS:
            raise ValueError("bad move: " + ch)
        moves.append(HEX_DIGITS.index(ch))
    return layout, int(fields[1]), moves
