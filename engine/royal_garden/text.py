"""Royal Garden's strings in English and German, and the rules summary for help.

The app holds this table while the game is played: the strings of every move and what
the menus show. Those of moments that come now and then (the coach, a game's end, a
refused card) are in text_more.py, the hints' reasons in text_hints.py, loaded for each
use.

Only ASCII, ÄÖÜäöüß and the four suit signs: the device font has nothing else.
Card letters come from engine.cards (A K Q J, in German A K D B).
"""

TEXT = {
    "name": ("Royal Garden", "K\u00f6nigsgarten"),
    # AI levels (ai.LEVELS)
    "novice": ("Novice", "Neuling"),
    "casual": ("Casual", "Hobbyspieler"),
    "skilled": ("Skilled", "K\u00f6nner"),
    "expert": ("Expert", "Experte"),
    # colours and seats
    "red": ("Red", "Rot"),
    "black": ("Black", "Schwarz"),
    "you": ("You", "Du"),
    "initial": ("P", "S"),  # short for Player / Spieler: "P1"
    # the screen
    "your_turn": ("Your turn", "Du bist dran"),
    "red_to_move": ("Red to move", "Rot ist am Zug"),
    "black_to_move": ("Black to move", "Schwarz ist am Zug"),
    "thinking": ("Thinking...", "Denkt nach..."),
    "hint_first": ("Take an edge card", "Nimm eine Randkarte"),
    "hint_follow": ("Take %s or %s", "Nimm %s oder %s"),  # the pile's rank and suit
    "took": ("%s took %s", "%s nahm %s"),
    # options (rules.OPTIONS: the values are keys here too)
    "match": ("Match", "Match"),
    "single": ("Single game", "Einzelpartie"),
    "best_of_five": ("Best of five", "Auf drei Siege"),
    "points_match": ("Points match", "Punktematch"),
    0: ("Single game", "Einzelpartie"),  # rules.SINGLE
    1: ("Best of 5", "Bis 3 Siege"),  # rules.BEST_OF_FIVE
    2: ("Points", "Punkte"),  # rules.POINTS
    "target": ("Points to", "Punkte bis"),
    10: ("10", "10"),
    15: ("15", "15"),
    20: ("20", "20"),
}

HELP = (
    (
        "Take turns taking a card out of the 4x4 garden and put one of your markers in its"
        " place. Red and black markers show whose place it is.",
        "Nehmt abwechselnd eine Karte aus dem Garten (4x4) und setzt einen eurer Marker an"
        " ihre Stelle. Rote und schwarze Marker zeigen, wem ein Platz geh\u00f6rt.",
    ),
    (
        "First card of a game: any card on the edge, not one of the four in the middle.",
        "Erste Karte einer Partie: eine beliebige Karte am Rand, keine der vier in der Mitte.",
    ),
    (
        "After that, take a card with the same rank or the same suit as the card on top of"
        " the pile - the one your opponent just took.",
        "Danach nimmst du eine Karte mit demselben Rang oder derselben Farbe wie die oberste"
        " Karte des Stapels - die dein Gegner gerade genommen hat.",
    ),
    (
        "You win at once with four markers in a row, a column, one of the two long diagonals"
        " or any 2x2 square - or when your opponent has no card left to take.",
        "Du gewinnst sofort mit vier Markern in einer Reihe, einer Spalte, einer der beiden"
        " langen Diagonalen oder einem 2x2-Quadrat - oder wenn dein Gegner keine Karte mehr"
        " nehmen darf.",
    ),
    (
        "If the last card is taken and nobody has four, the game is a draw, not a win.",
        "Wird die letzte Karte genommen und hat niemand vier, ist die Partie unentschieden.",
    ),
    (
        "Match: a single game, best of five (first to three wins) or a points match to 10,"
        " 15 or 20, where the winner scores 1 point for each card still in the garden.",
        "Match: eine Einzelpartie, auf drei Siege oder ein Punktematch bis 10, 15 oder 20:"
        " Der Sieger bekommt 1 Punkt f\u00fcr jede Karte, die noch im Garten liegt.",
    ),
    (
        "The loser of a game starts the next one. A drawn game scores nothing and is"
        " replayed with a new layout, started by the player who did not start it.",
        "Wer eine Partie verliert, beginnt die n\u00e4chste. Ein Unentschieden z\u00e4hlt"
        " nichts und wird mit neu gemischtem Garten wiederholt; es beginnt, wer die Partie"
        " nicht er\u00f6ffnet hat.",
    ),
    (
        "Cards: A K Q J (Ace, King, Queen, Jack) of \u2660 \u2665 \u2666 \u2663.",
        "Karten: A K D B (Ass, K\u00f6nig, Dame, Bube) in Pik \u2660, Herz \u2665,"
        " Karo \u2666 und Kreuz \u2663.",
    ),
    (
        "Tip: the card you take decides what your opponent may take next.",
        "Tipp: Die Karte, die du nimmst, bestimmt, was dein Gegner nehmen darf.",
    ),
    (
        "Coach (in the settings): if the card you choose lets your opponent win at once,"
        " the top line says how and a frame marks the place; A again takes the card, B"
        " chooses another. SELECT shows the card the expert would take, and why.",
        "Trainer (in den Einstellungen): L\u00e4sst die gew\u00e4hlte Karte deinen Gegner"
        " sofort gewinnen, sagt die oberste Zeile wie, und ein Rahmen zeigt den Platz; A"
        " nimmt die Karte trotzdem, B w\u00e4hlt eine andere. SELECT zeigt die Karte, die"
        " der Experte nehmen w\u00fcrde, und warum.",
    ),
)
