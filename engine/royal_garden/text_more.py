"""Royal Garden: the strings of moments that come now and then, in English and German.

The coach's warning (ai_coach.py), the end of a game and of the match and the game number
(scene_banner.py), why a card was refused, and the words the layout writes once. Their code
loads this table for one use (lang.Texts), so it is not on the heap while a game is
played; the strings of every move are in text.py. TEXT maps a key to (English, German).
"""

TEXT = {
    # the layout (scene_layout.py)
    "pile": ("Pile", "Stapel"),
    "goal_points": ("To %d points", "Bis %d Punkte"),
    # why a card was refused
    "only_edge": ("Only from the edge!", "Nur vom Rand!"),
    "only_follow": ("Only %s or %s!", "Nur %s oder %s!"),
    "place_taken": ("That place is taken", "Der Platz ist leer"),
    # how a game ended (scene_banner.py)
    "win_line": ("Four in a line!", "Vier in einer Linie!"),
    "win_square": ("A 2x2 square!", "Vier im Quadrat!"),
    "win_block": ("No card fits %s!", "Keine Karte passt zu %s!"),
    "draw": ("Garden empty", "Garten leer"),
    "replay": ("Play again", "Noch einmal"),
    "red_wins": ("Red wins", "Rot gewinnt"),
    "black_wins": ("Black wins", "Schwarz gewinnt"),
    "red_wins_match": ("Red wins the match", "Rot gewinnt das Match"),
    "black_wins_match": ("Black wins the match", "Schwarz gewinnt das Match"),
    "you_win": ("You win", "Du gewinnst"),
    "ai_wins": ("AI wins", "KI gewinnt"),
    "you_win_match": ("You win the match", "Du gewinnst das Match"),
    "ai_wins_match": ("AI wins the match", "KI gewinnt das Match"),
    "starts": ("A: %s starts", "A: %s beginnt"),
    # score (scene_banner.py)
    "game_number": ("Game %d", "Partie %d"),
    "scored": ("+%d points", "+%d Punkte"),
    "scored_one": ("+1 point", "+1 Punkt"),
    # the coach (ai_coach.py): %s is the opponent's colour; 25 columns, the short ones 19
    "coach_1": ("%s can make a line!", "Dann Linie f\u00fcr %s!"),
    "coach_2": ("%s can make a square!", "Dann Quadrat f\u00fcr %s!"),
    "coach_3": ("%s can block you!", "Dann sperrt %s dich!"),
    "coach_1_short": ("Line for %s!", "Linie f\u00fcr %s!"),
    "coach_2_short": ("2x2 for %s!", "2x2 f\u00fcr %s!"),
    "coach_3_short": ("Block for %s!", "Sperre f\u00fcr %s!"),
    "coach_keys": ("A: take it  B: back", "A: nehmen B: zur\u00fcck"),
}
