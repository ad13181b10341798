"""Royal Council's strings in English and German, and the rules summary for help.

Only ASCII, ÄÖÜäöüß and the four suit signs: the device font has nothing else.
Card letters come from engine.cards (J Q K, in German B D K). Strings with %s or
%d are filled in by the screen. The hints' reasons are in text_hints.py, read when a hint
is shown.
"""

TEXT = {
    "name": ("Royal Council", "Königsrat"),
    # AI levels (ai.LEVELS)
    "beginner": ("Beginner", "Anfänger"),
    "casual": ("Casual", "Hobbyspieler"),
    "skilled": ("Skilled", "Könner"),
    "expert": ("Expert", "Experte"),
    # options (rules.VARIANT_KEYS, rules.TARGETS)
    "variant": ("Variant", "Modus"),
    "v_hands": ("Hands", "Handkarten"),
    "v_draw": ("Draw pile", "Ziehstapel"),
    "v_deck": ("Whole deck", "Ganzes Blatt"),
    "target": ("Play to", "Spiel bis"),
    # phases (rules.PHASE_KEYS) and the round
    "appointment": ("Appointment", "Ernennung"),
    "treason": ("Treason", "Verrat"),
    "deck_left": ("Deck: %d", "Stapel: %d"),
    # seats and turns
    "your_turn": ("Your turn", "Du bist dran"),
    "turn_of": ("%s to play", "%s ist dran"),
    "hint_empty": ("Appointment: pick an empty pile", "Ernennung: leeren Platz wählen"),
    "hint_card": ("Choose a card", "Wähle eine Karte"),
    # scoring (rules.SHAPE_KEYS) and the breakdown after a play
    "neighbours": ("Neighbours", "Nachbarn"),
    "triangle": ("Triangle", "Dreieck"),
    "opposite": ("Opposite", "Gegenüber"),
    "lone_card": ("Lone card", "Einzelkarte"),
    "no_meld": ("no meld", "nichts"),
    # melds of the hands and draw-pile games, and of the whole deck (cribbage)
    "m_kqj_flush": ("KQJ flush", "KDB in Farbe"),
    "m_kkk": ("KKK", "KKK"),
    "m_kqj": ("KQJ", "KDB"),
    "m_qqq": ("QQQ", "DDD"),
    "m_jjj": ("JJJ", "BBB"),
    "m_kk": ("KK", "KK"),
    "m_qq": ("QQ", "DD"),
    "m_jj": ("JJ", "BB"),
    "m_pair": ("Pair", "Paar"),
    "m_three": ("Three of a kind", "Drilling"),
    "m_run": ("Run", "Folge"),
    "m_flush": ("Flush", "Farbe"),
    # the end
    "wins": ("%s wins with %d!", "%s gewinnt mit %d!"),
    "you_win": ("You win!", "Du gewinnst!"),
    # the game screen
    "initial": ("P", "S"),  # 'P1': a person's seat on the board
    "played": ("%s played %s +%d", "%s spielt %s +%d"),
    "preview": ("%s here: +%d", "%s hier: +%d"),
    "deals": ("Round %d: %s deals", "Runde %d: %s gibt"),
    "round_over": ("Round %d over", "Runde %d vorbei"),
    "next_round": ("next round", "nächste Runde"),
    "winner": ("%s wins!", "%s gewinnt!"),
}

# The setup menu's values (rules.OPTIONS): variants by number, targets as they are.
for _i in range(3):
    TEXT[_i] = TEXT[("v_hands", "v_draw", "v_deck")[_i]]
for _n in (121, 61, 31):
    TEXT[_n] = (str(_n), str(_n))

HELP = (
    ("Royal Council, 2 to 4 players. Play cards onto six piles in a ring and score the "
     "shapes they make. The first to reach 121 points wins at once, even in the middle "
     "of a round.",
     "Königsrat, 2 bis 4 Spieler. Legt Karten auf sechs Stapel im Kreis und wertet die "
     "Figuren, die sie bilden. Wer zuerst 121 Punkte erreicht, gewinnt sofort, auch "
     "mitten in einer Runde."),
    ("The 12 court cards (J, Q, K of each suit) are all dealt: 6, 4 or 3 each. The "
     "player left of the dealer begins; the deal passes left each round.",
     "Die 12 Bildkarten (B, D, K jeder Farbe) werden ganz verteilt: 6, 4 oder 3 für "
     "jeden. Es beginnt, wer links vom Geber sitzt; jede Runde gibt der linke Nachbar."),
    ("Appointment: play onto an empty place until all six piles are started. Treason: "
     "play onto any pile, as high as you like. Only the top card of a pile counts. The "
     "round ends when all cards are played.",
     "Ernennung: Lege auf einen leeren Platz, bis alle sechs Stapel begonnen sind. "
     "Verrat: Lege auf einen beliebigen Stapel, beliebig hoch. Nur die oberste Karte "
     "zählt. Die Runde endet, wenn alle Karten gespielt sind."),
    ("Every play scores three shapes. Neighbours: your card and the piles left and "
     "right of it. Triangle: your card and the two piles beside the pile across. "
     "Opposite: your card and the pile across.",
     "Jeder Zug wertet drei Figuren. Nachbarn: deine Karte und die Stapel links und "
     "rechts daneben. Dreieck: deine Karte und die beiden Nachbarn des Stapels "
     "gegenüber. Gegenüber: deine Karte und der Stapel gegenüber."),
    ("A shape scores only if all its piles hold a card and together they make a meld: "
     "KQJ of one suit 12, KKK 9, KQJ 6, QQQ 6, JJJ 3; opposite: KK 6, QQ 4, JJ 2. A "
     "pair inside a three-card shape scores nothing. Each shape counts on its own.",
     "Eine Figur zählt nur, wenn alle ihre Stapel belegt sind und die Karten zusammen "
     "eine Kombination bilden: KDB in einer Farbe 12, KKK 9, KDB 6, DDD 6, BBB 3; "
     "gegenüber: KK 6, DD 4, BB 2. Ein Paar in einer Dreierfigur zählt nicht. Jede "
     "Figur zählt für sich."),
    ("If no shape scores, your card scores alone: K 3, Q 2, J 1.",
     "Punktet keine Figur, zählt deine Karte allein: K 3, D 2, B 1."),
    ("Draw pile variant: no hands. On your turn draw the top card of a shuffled pile of "
     "the 12 and play it.",
     "Modus Ziehstapel: keine Handkarten. Ziehe in deinem Zug die oberste Karte "
     "eines gemischten Stapels der 12 Karten und spiele sie."),
    ("Whole deck variant: 52 cards. One card starts each pile, then 3 to each hand; "
     "play a card, then draw one. Shapes score as in cribbage: 2 for each pair, 6 for "
     "three of a kind, 3 for a run of three (A low, K high), 1 a card for a flush (all "
     "of one suit). No fifteens, no nobs, no points for a lone card. The round ends "
     "when the deck and all hands are empty.",
     "Modus Ganzes Blatt: 52 Karten. Auf jeden Stapel kommt eine Karte, dann "
     "bekommt jeder 3 Handkarten; spiele eine Karte, dann ziehe nach. Figuren zählen "
     "wie beim Cribbage: 2 je Paar, 6 für einen Drilling, 3 für eine Folge von drei (A "
     "niedrig, K hoch), 1 je Karte für eine Farbe (alle gleicher Farbe). Keine "
     "Fünfzehn, kein Nobs, keine Punkte für die Einzelkarte. Die Runde endet, wenn "
     "Stapel und Hände leer sind."),
    ("On screen: the piles lie in a ring, pile 0 on top, the pile across below it. Pick "
     "a card, then a pile: while the cursor goes round, your card lies there in blue and "
     "the cards it scores with turn gold; the middle of the ring and the lines below "
     "show the points. After a play they show what it scored. On the board the front "
     "peg marks each score, the back peg the score before that player's last play.",
     "Auf dem Bildschirm: Die Stapel liegen im Kreis, Stapel 0 oben, der gegenüberliegende "
     "unten. Wähle eine Karte, dann einen Stapel: Während der Cursor wandert, liegt deine "
     "Karte blau dort, und die Karten, mit denen sie punktet, werden golden; die Mitte "
     "des Kreises und die Zeilen darunter zeigen die Punkte. Nach einem Zug zeigen sie, "
     "was er gebracht hat. Auf dem Brett zeigt der vordere Stift den Punktestand, der "
     "hintere den vor dem letzten Zug des Spielers."),
    ("On this device the first dealer is drawn at random, and a shorter game to 61 or "
     "31 points can be chosen.",
     "Auf diesem Gerät wird der erste Geber ausgelost, und wahlweise geht das Spiel nur "
     "bis 61 oder 31 Punkte."),
)
