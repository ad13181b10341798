"""Niwa: every string its screens show, in English and German.

TEXT maps a key to (English, German); strings with %s or %d are filled in by the
screen. Objectives are obj_1..obj_8 (name) and rule_1..rule_8 (a few words);
colours colour_0..colour_2 and their letters letter_0..letter_2. HELP is the
rules summary for the help screen, one pair per paragraph.
"""

TEXT = {
    "name": ("Niwa", "Niwa"),
    # AI levels (ai.LEVELS), weakest first
    "novice": ("Learner", "Lehrling"),
    "casual": ("Gardener", "Gärtner"),
    "expert": ("Master", "Meister"),
    # the rounds option
    "rounds": ("Rounds", "Runden"),
    "rounds_1": ("Single round", "Einzelne Runde"),
    "rounds_3": ("Tournament: 3 rounds", "Turnier: 3 Runden"),
    "rounds_n": ("%d rounds", "%d Runden"),
    "round_of": ("Round %d of %d", "Runde %d von %d"),
    # colours: the letter goes with every value, so no one needs to tell colours apart
    "colour_0": ("Pink", "Pink"),
    "colour_1": ("Green", "Grün"),
    "colour_2": ("Orange", "Orange"),
    "letter_0": ("P", "P"),
    "letter_1": ("G", "G"),
    "letter_2": ("O", "O"),
    # objectives: a name and the rule in a few words
    "objective": ("Objective", "Zielkarte"),
    "trio_rule": ("Trios first: 20 - value", "Erst Trios: 20 - Wert"),
    "obj_1": ("All cards", "Alle Karten"),
    "rule_1": ("Every card left scores", "Jede übrige Karte zählt"),
    "obj_2": ("One colour", "Eine Farbe"),
    "rule_2": ("Cards of your best colour", "Karten deiner besten Farbe"),
    "obj_3": ("Top of each colour", "Höchste je Farbe"),
    "rule_3": ("Highest card of each colour", "Höchste Karte jeder Farbe"),
    "obj_4": ("Duos", "Duos"),
    "rule_4": ("Pairs of a value, any colours", "Paare eines Werts, Farbe egal"),
    "obj_5": ("Twin duos", "Zwillingsduos"),
    "rule_5": ("Pairs of identical cards", "Paare gleicher Karten"),
    "obj_6": ("Odd cards", "Ungerade Karten"),
    "rule_6": ("Every odd card left", "Jede übrige ungerade Karte"),
    "obj_7": ("Even cards", "Gerade Karten"),
    "rule_7": ("Every even card left, 0 too", "Jede übrige gerade Karte, auch 0"),
    "obj_8": ("Longest run", "Längste Reihe"),
    "rule_8": ("Longest run of one colour", "Längste Reihe einer Farbe"),
    # what is on the table
    "hand": ("Hand", "Hand"),
    "row": ("Row", "Auslage"),
    "stack": ("Stack", "Stapel"),
    "stack_left": ("Stack: %d", "Stapel: %d"),
    "seen": ("Seen in hand", "Gesehen auf der Hand"),
    "log": ("Log", "Protokoll"),
    "player": ("Player %d", "Spieler %d"),
    # stages (rules.stage()) and actions
    "stage_turn": ("Swap or reveal", "Tauschen oder aufdecken"),
    "stage_offer": ("Take a trio?", "Ein Trio nehmen?"),
    "stage_laying": ("Lay %d more cards", "Lege noch %d Karten ab"),
    "stage_choose": ("Choose the trio", "Wähle das Trio"),
    "stage_over": ("Tournament over", "Turnier vorbei"),
    "swap": ("Swap", "Tauschen"),
    "pick_give": ("Choose a card to lay", "Wähle eine Karte zum Ablegen"),
    "pick_take": ("Choose a card to take", "Wähle eine Karte zum Nehmen"),
    "reveal": ("Reveal", "Aufdecken"),
    "lay": ("Lay", "Ablegen"),
    "take_trio": ("Take trio", "Trio nehmen"),
    "no_trio": ("No trio", "Kein Trio"),
    "pass_device": ("Pass to %s", "Weitergeben an %s"),
    "press_a": ("Press A to see your hand", "Drücke A für deine Hand"),
    "thinking": ("Thinking...", "Denkt nach..."),
    # hints (ai.hint, SELECT): what the expert's move does
    "hint_reveal_take": ("Reveal to take the trio", "Aufdecken, Trio nehmen"),
    "hint_reveal_chance": ("May open a trio", "Kann ein Trio öffnen"),
    "hint_reveal": ("No swap gains now", "Kein Tausch lohnt jetzt"),
    "hint_end": ("No trio is worth it", "Kein Trio lohnt sich"),
    "hint_wait": ("Passes: no gain now", "Passt: jetzt kein Gewinn"),
    "hint_trio": ("Completes a trio", "Vervollständigt ein Trio"),
    "hint_prepare": ("Builds for cards to come", "Baut auf kommende Karten"),
    "hint_take": ("The trio worth most", "Das wertvollste Trio"),
    "hint_go_trio": ("Lay 3, take the trio", "3 ablegen, Trio nehmen"),
    "hint_lay": ("Lays what counts least", "Legt ab, was wenig zählt"),
    "hint_gain_1": ("More points in hand", "Mehr Punkte auf der Hand"),
    "hint_gain_2": ("More in your best colour", "Mehr in deiner besten Farbe"),
    "hint_gain_3": ("Higher top cards", "Höhere Spitzenkarten"),
    "hint_gain_4": ("More points in duos", "Mehr Punkte in Duos"),
    "hint_gain_5": ("More in twin duos", "Mehr in Zwillingsduos"),
    "hint_gain_6": ("More odd points", "Mehr ungerade Punkte"),
    "hint_gain_7": ("More even points", "Mehr gerade Punkte"),
    "hint_gain_8": ("A better run", "Eine bessere Reihe"),
    # the public log
    "log_swap": ("%s: %s for %s", "%s: %s gegen %s"),
    "log_reveal": ("%s reveals %s", "%s deckt %s auf"),
    "log_lay": ("%s lays %s", "%s legt %s ab"),
    "log_trio": ("%s takes the trio of %d", "%s nimmt das Trio der %d"),
    "log_end": ("%s takes no trio", "%s nimmt kein Trio"),
    # scores
    "points": ("%d points", "%d Punkte"),
    "trio_points": ("Trio of %d: %d", "Trio der %d: %d"),
    "objective_points": ("Objective: %d", "Zielkarte: %d"),
    "total": ("Total", "Gesamt"),
    "round_scores": ("Round %d scores", "Wertung Runde %d"),
    "tournament": ("Tournament", "Turnier"),
    "round_won": ("%s wins the objective card", "%s gewinnt die Zielkarte"),
    "round_shared": ("The objective card is shared", "Die Zielkarte wird geteilt"),
    "next_round": ("Next round", "Nächste Runde"),
    "wins": ("%s wins", "%s gewinnt"),
    "tie": ("A shared win", "Geteilter Sieg"),
    # the game screen (engine/niwa/scene.py); prompts fit 19 columns and the
    # brief rules 17 (the CLUE's width)
    "initial": ("P", "S"),  # 'P1' for Player 1 where a name must be short
    "round_short": ("Round %d/%d", "Runde %d/%d"),
    "brief_1": ("Every card scores", "Jede Karte zählt"),
    "brief_2": ("Your best colour", "Deine beste Farbe"),
    "brief_3": ("Top per colour", "Höchste je Farbe"),
    "brief_4": ("Pairs, any colour", "Paare, Farbe egal"),
    "brief_5": ("Identical pairs", "Identische Paare"),
    "brief_6": ("Odd cards score", "Ungerade zählen"),
    "brief_7": ("Even cards, 0 too", "Gerade, auch 0"),
    "brief_8": ("Run in one colour", "Längste Farbreihe"),
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
    "round_over": ("Round %d of %d over", "Runde %d von %d vorbei"),
    "col_round": ("R%d", "R%d"),  # the banner's columns: each round, then the sum
    "col_sum": ("Sum", "Ges."),
    "won_card": ("won the objective card", "gewann die Zielkarte"),
    "next_objective": ("Next: %s", "Als Nächstes: %s"),
    "a_next": ("A: next round", "A: nächste Runde"),
    "scores": ("Scores", "Punkte"),
    "hand_now": ("Your hand now", "Deine Hand jetzt"),
    "no_log": ("Nothing yet this round.", "Noch nichts in dieser Runde."),
    "no_breakdown": ("(details not kept after loading)", "(Details nach dem Laden nicht da)"),
    "nothing": ("nothing", "nichts"),
}

# The setup menu shows the rounds option's values (rules.OPTIONS) by looking them up.
TEXT[1] = TEXT["rounds_1"]
TEXT[3] = TEXT["rounds_3"]

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
