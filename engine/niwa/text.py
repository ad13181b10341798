"""Niwa: the strings its screens show while a game is played, in English and German.

TEXT maps a key to (English, German); strings with %s or %d are filled in by the
screen. Objectives are obj_1..obj_8 (names); the colours' letters letter_0..letter_2.
HELP is the rules summary for the help screen, one pair per paragraph. The app holds
this table while a game is played; the strings of screens shown now and then (the
objective's rule, the banners, the log and scores pages) are in text_more.py, the hints'
reasons in text_hints.py.
"""

TEXT = {
    # AI levels (ai.LEVELS), weakest first
    "novice": ("Learner", "Lehrling"),
    "casual": ("Gardener", "Gärtner"),
    "expert": ("Master", "Meister"),
    # the rounds option (rules.OPTIONS): its name, then its values, looked up by value
    "rounds": ("Rounds", "Runden"),
    1: ("1", "1"),
    3: ("3", "3"),
    # the letter goes with every value, so no one needs to tell colours apart
    "letters": (  # the colours' letters on the cards, by colour
        ("P", "P"),
        ("G", "G"),
        ("O", "O"),
    ),
    # objectives: the names (their rules: text_more.py)
    "objectives": (  # the objectives' names, objective 1 first
        ("All cards", "Alle Karten"),
        ("One colour", "Eine Farbe"),
        ("Top of each colour", "Höchste je Farbe"),
        ("Duos", "Duos"),
        ("Twin duos", "Zwillingsduos"),
        ("Odd cards", "Ungerade Karten"),
        ("Even cards", "Gerade Karten"),
        ("Longest run", "Längste Reihe"),
    ),
    # the pause menu's rows (GameScene.extras)
    "log": ("Log", "Protokoll"),
    "scores": ("Scores", "Punkte"),
    # the bar, and the button's names
    "stage_over": ("Tournament over", "Turnier vorbei"),
    "round_over": ("Round %d of %d over", "Runde %d von %d vorbei"),
    "reveal": ("Reveal", "Aufdecken"),
    "no_trio": ("No trio", "Kein Trio"),
    # the last move, under the table (and the log page)
    "log_swap": ("%s: %s for %s", "%s: %s gegen %s"),
    "log_reveal": ("%s reveals %s", "%s deckt %s auf"),
    "log_lay": ("%s lays %s", "%s legt %s ab"),
    "a_on": ("%s: A goes on", "%s: weiter mit A"),  # after a person's reveal
    # the game screen (engine/niwa/scene.py); prompts fit 19 columns (the CLUE's width)
    "initial": ("P", "S"),  # 'P1' for Player 1 where a name must be short
    "round_short": ("Round %d/%d", "Runde %d/%d"),
    "hand_points": ("Hand: %d", "Hand: %d"),
    "do_swap": ("A: swap %s", "A: %s tauschen"),
    "do_take": ("A: take %s for %s", "A: nimm %s für %s"),
    "do_reveal": ("A: reveal a card", "A: Karte aufdecken"),
    "do_trio": ("A: take the %ds", "A: die %der nehmen"),
    "do_end": ("A: end without trio", "A: Zug ohne Trio"),
    "do_lay": ("A: lay %s (%d more)", "A: lege %s, noch %d"),
    "do_keep": ("A: keep %s", "A: %s behalten"),
    "do_last": ("A: %s for the trio", "A: %s für das Trio"),
    "after_reveal": ("Trios: reveal first", "Trio nach Aufdecken"),
    "hand_first": ("Choose a hand card", "Erst eine Handkarte"),
    "ev_trio": ("%s takes the %ds", "%s nimmt die %der"),
}

HELP = (
    ("Build the best hand of 9 cards. Each round has its own objective card; the most "
     "points over the rounds win.",
     "Baue die beste Hand aus 9 Karten. Jede Runde hat ihre eigene Zielkarte; die meisten "
     "Punkte über alle Runden gewinnen."),
    ("Cards: values 0 to 10 in pink (P), green (G) and orange (O), two of each: 66 cards. "
     "Each round: 9 cards to every hand, a face-down stack of 9 and 3 cards face up in the "
     "row. The rest stays unused and unseen.",
     "Karten: Werte 0 bis 10 in Pink (P), Grün (G) und Orange (O), jede zweimal: 66 "
     "Karten. Jede Runde: 9 Karten auf jede Hand, ein verdeckter Stapel aus 9 und 3 offene "
     "Karten in der Auslage. Der Rest bleibt ungenutzt und ungesehen."),
    ("Your turn: swap or reveal. Swap: lay a hand card face up into the row and take "
     "another card from the row, not the one you just laid (an identical card that already "
     "lay there is fine). Everyone sees the swap; the log keeps it. Reveal: turn the top "
     "stack card into the row.",
     "Dein Zug: tauschen oder aufdecken. Tauschen: Lege eine Handkarte offen in die "
     "Auslage und nimm eine andere Karte daraus, nicht die gerade abgelegte (eine gleiche "
     "Karte, die schon dort lag, geht). Alle sehen den Tausch; das Protokoll hält ihn fest. "
     "Aufdecken: Lege die oberste Stapelkarte offen in die Auslage."),
    ("A trio is one value in all three colours. Only after you reveal, if a trio lies in "
     "the row, you may take one: first lay 3 hand cards into the row, then take the trio. "
     "It must have lain there right after your reveal. One trio per turn, and none after a "
     "swap.",
     "Ein Trio ist ein Wert in allen drei Farben. Nur nachdem du aufgedeckt hast und ein "
     "Trio in der Auslage liegt, darfst du eines nehmen: Lege zuerst 3 Handkarten in die "
     "Auslage, dann nimm das Trio. Es muss direkt nach deinem Aufdecken dort gelegen haben. "
     "Ein Trio pro Zug und keines nach einem Tausch."),
    ("The round ends when the last stack card is revealed; that player may still take a "
     "trio. Nobody else moves.",
     "Die Runde endet, wenn die letzte Stapelkarte aufgedeckt ist; dieser Spieler darf "
     "noch ein Trio nehmen. Sonst zieht niemand mehr."),
    ("Scoring: first every trio in your hand scores 20 minus its value (0s 20, 8s 12, 10s "
     "10). Every possible trio must be formed, and its cards count for nothing else. Then "
     "the rest scores by the objective, each card its value.",
     "Wertung: Zuerst zählt jedes Trio auf der Hand 20 minus seinen Wert (0er 20, 8er 12, "
     "10er 10). Jedes mögliche Trio muss gebildet werden, seine Karten zählen sonst nicht. "
     "Dann zählt der Rest nach der Zielkarte, jede Karte ihren Wert."),
    ("Objectives: 1 all cards. 2 all cards of the one colour that scores best. 3 the "
     "highest card of each colour. 4 duos of one value, any colours: both cards count, and "
     "three cards of a value make one duo. 5 duos of identical cards. 6 odd cards. 7 even "
     "cards; 0 is even. 8 the longest run of values in one colour: a lone card is a run of "
     "1, and of equal runs the higher sum counts.",
     "Zielkarten: 1 alle Karten. 2 alle Karten der Farbe, die am meisten bringt. 3 die "
     "höchste Karte jeder Farbe. 4 Duos eines Werts, Farbe egal: Beide Karten zählen, und "
     "drei Karten eines Werts ergeben ein Duo. 5 Duos gleicher Karten. 6 ungerade Karten. "
     "7 gerade Karten; 0 ist gerade. 8 die längste Reihe von Werten in einer Farbe: Eine "
     "einzelne Karte ist eine Reihe aus 1, bei gleich langen Reihen zählt die höhere Summe."),
    ("Example, objective 4: a trio of 8s (12), a duo of 10s (20) and a duo of 4s (8) make "
     "40 points.",
     "Beispiel, Zielkarte 4: ein Trio der 8 (12), ein Duo der 10 (20) und ein Duo der 4 "
     "(8) ergeben 40 Punkte."),
    ("Tournament: 3 rounds (or a single round, chosen at setup), each with an objective not "
     "drawn before. The most points in a round win its objective card; the highest total "
     "wins the game, and a tie is shared. Player 1 begins the first round, the next player "
     "the next.",
     "Turnier: 3 Runden (oder eine einzelne, beim Einrichten gewählt), jede mit einer noch "
     "nicht gezogenen Zielkarte. Die meisten Punkte einer Runde gewinnen ihre Zielkarte; "
     "die höchste Summe gewinnt das Spiel, Gleichstand wird geteilt. Spieler 1 beginnt die "
     "erste Runde, der nächste Spieler die nächste."),
    ("Hands are secret: before each person's turn the device asks to be passed on and "
     "shows the hand only after A. Cards you saw someone take stay marked as seen.",
     "Hände sind geheim: Vor jedem Zug einer Person bittet das Gerät um Weitergabe und "
     "zeigt die Hand erst nach A. Karten, die jemand sichtbar genommen hat, bleiben als "
     "gesehen markiert."),
)
