"""A waiting game's session again, from its saved record: loaded for a resume only
(engine/app/play_start.py), never held while a game is played."""

from engine.app.session import Session


def resumed(record, rules_class):
    """The Session of a record (Session.record(); its list of moves the session's own from
    here): its start with its moves played again, so that the game has its history;
    ValueError (IllegalMove is one) when they do not fit the game."""
    game_id, controllers, start, moves = record
    game = rules_class.decode(start)
    for move in moves:
        game.play(move)
    return Session(game_id, game, controllers, start, moves)
