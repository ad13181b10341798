"""First of the Season: every string its screens show, in English and German.

TEXT maps a key to (English, German); strings with %s or %d are filled in by the
screen. HELP is the rules summary for the help screen, one pair per paragraph. The app
holds both in the current language while the game is played; the strings of the screens
shown now and then (the result of a game, the overview) are in text_more.py, the hints'
reasons in text_hints.py.
"""

TEXT = {
    "name": ("First of the Season", "Erste Ernte"),
    # AI levels (ai.LEVELS), weakest first
    "seedling": ("Seedling", "Sämling"),
    "gardener": ("Gardener", "Gärtner"),
    "planner": ("Planner", "Planer"),
    "expert": ("Expert", "Experte"),
    # match modes (option "match"; the setup menu looks the values 1, 3, 5 up, see below)
    "match": ("Match", "Partie"),
    "match_1": ("Single game", "Einzelspiel"),
    "match_3": ("Best of 3", "Bis 2 Siege"),
    "match_5": ("Best of 5", "Bis 3 Siege"),
    # phases (rules.PHASE_NAMES) and prompts
    "plant": ("Plant a card", "Pflanze eine Karte"),
    "harvest": ("Harvest", "Ernten"),
    "end": ("Game over", "Spielende"),
    "over": ("Match over", "Partie vorbei"),
    "pick_harvest": ("A: mark, then %s", "A: wählen, dann %s"),  # %s: the button's mark
    "harvest_none": ("Nothing marked", "Nichts markiert"),
    # the table: short names, Aces, deck, points
    "initial": ("P", "S"),  # P1 / S1 for Player 1 / Spieler 1
    "to_play": ("%s to play", "%s ist dran"),  # the status bar when the long one is too long
    "left": ("%d more", "noch %d"),
    "no_ace": ("No Ace left", "Kein Ass mehr"),
    "deck": ("Deck", "Stapel"),
    "pts": ("Pts", "Pkt"),
    # the pause menu's row (the overview itself: text_more.py)
    "overview": ("Overview", "Übersicht"),
}
for _n in (1, 3, 5):  # the setup menu shows an option's value by looking the value up
    TEXT[_n] = TEXT["match_%d" % _n]

HELP = (
    ("Two gardeners plant and harvest in a shared garden. The most Crowns plus Aces wins.",
     "Zwei Gärtner pflanzen und ernten in einem gemeinsamen Garten. Die meisten Kronen plus "
     "Asse gewinnen."),
    ("Cards: the 24 Decktet numerals, ranks 2 to 9, each with two suits. The six Aces lie in "
     "a face-down stack; the top one is revealed. The six Crowns, one per suit, are tokens.",
     "Karten: die 24 Zahlkarten des Decktet, Rang 2 bis 9, jede mit zwei Farben. Die sechs "
     "Asse liegen verdeckt gestapelt, das oberste ist aufgedeckt. Die sechs Kronen, eine je "
     "Farbe, sind Marker."),
    ("Setup: 4 cards to each hand, 3 face up in the garden, 1 set aside unseen, 12 in the "
     "deck.",
     "Aufbau: 4 Karten auf jede Hand, 3 offen in den Garten, 1 ungesehen beiseite, 12 in den "
     "Stapel."),
    ("Your turn: plant one hand card into the garden; it stays there. Then harvest any of the "
     "garden cards you like, or none, that are exactly one rank above or below the planted "
     "card and share a suit with it other than the revealed Ace's suit.",
     "Dein Zug: Pflanze eine Handkarte in den Garten, sie bleibt dort. Dann ernte beliebige "
     "Gartenkarten, auch keine, die genau einen Rang über oder unter der gepflanzten Karte "
     "liegen und mit ihr eine Farbe teilen, außer der Farbe des aufgedeckten Asses."),
    ("Harvested cards go to your tableau. If one of them carries the revealed Ace's suit, "
     "you take that Ace and the next one is revealed (one Ace a turn). Once the Aces are "
     "gone, every suit counts.",
     "Geerntete Karten kommen in deine Auslage. Trägt eine davon die Farbe des aufgedeckten "
     "Asses, nimmst du dieses Ass, und das nächste wird aufgedeckt (ein Ass pro Zug). Sind "
     "die Asse weg, zählt jede Farbe."),
    ("Then, for each suit where your tableau holds more cards than the other's, you take "
     "that Crown, from the other player if need be. A card counts for each of its suits; "
     "Aces count, Crowns do not. A tie takes nothing, and only the player whose turn it is "
     "takes Crowns. Last, draw a card if the deck has one.",
     "Dann nimmst du für jede Farbe, von der deine Auslage mehr Karten hat als die andere, "
     "die Krone dieser Farbe, notfalls vom Gegner. Eine Karte zählt für jede ihrer Farben; "
     "Asse zählen, Kronen nicht. Gleichstand bringt nichts, und nur wer am Zug ist, nimmt "
     "Kronen. Zuletzt ziehst du eine Karte, solange der Stapel reicht."),
    ("End: when the deck is empty, play on until both hands are empty. Crowns plus Aces "
     "decide. On a tie the player who harvested last wins; if nobody ever harvested, it is a "
     "draw.",
     "Ende: Ist der Stapel leer, wird weitergespielt, bis beide Hände leer sind. Kronen plus "
     "Asse entscheiden. Bei Gleichstand gewinnt, wer zuletzt geerntet hat; hat nie jemand "
     "geerntet, ist es unentschieden."),
    ("On the screen a card shows its rank and both suits. Gold cards: what a harvest takes "
     "(while planting, what the card under the cursor would reach). Orange: the revealed "
     "Ace's suit, out of season. In the tableaus a gold count: that player holds the suit's "
     "Crown. START, Overview: the suits' names.",
     "Auf dem Bildschirm zeigt eine Karte ihren Rang und beide Farben. Goldene Karten: was "
     "eine Ernte nimmt (beim Pflanzen, was die Karte unter dem Cursor erreichen würde). "
     "Orange: die Farbe des aufgedeckten Asses, außer Saison. In den Auslagen eine goldene "
     "Zahl: dieser Spieler hat die Krone der Farbe. START, Übersicht: die Namen der Farben."),
    ("Match: a single game, or best of 3 or 5: the first to win more than half the games "
     "wins. The first player changes each game; a drawn game counts as played.",
     "Partie: ein Einzelspiel oder bis 2 bzw. 3 Siege (aus 3 bzw. 5 Spielen): Wer zuerst "
     "mehr als die Hälfte der Spiele gewinnt, siegt. Der Startspieler wechselt jedes "
     "Spiel; ein Unentschieden zählt als gespielt."),
)
