"""First of the Season's guided first game (engine/app/guide.py): a single game on the
deal of seed 1, against the weakest AI. Loaded only while it is chosen or played.

The Ace of Wyrms is up; the person plants 3MW and harvests the 2WL (the Crowns of Waves
and Leaves); the AI plants 9LK and harvests 8YK (the Ace of Wyrms: the Ace of Waves is
turned up); the person plants 4MS and harvests the 3MW by its Moons, which brings in the
Ace of Waves. Then the game is played on freely. The prompts write a card as the screen
does, its rank and suit icons (the font's \ue000-\ue005: M S W L Y K).
"""

from engine.first_season.rules import HARVEST

NAMES = None  # one guided game (no variants)

GUIDES = (
    ({"match": 1}, 1, (3, HARVEST | 1 << 2, 23, HARVEST | 1 << 20, 6, HARVEST | 1 << 3), {
        0: (  # plant
            ("Each turn you plant a hand card into the garden, then you may harvest garden "
             "cards with it. Plant the 3\ue000\ue002 (Moons, Waves).", "Plant the 3\ue000\ue002"),
            ("In jedem Zug pflanzt du eine Handkarte in den Garten, dann darfst du mit ihr "
             "Gartenkarten ernten. Pflanze die 3\ue000\ue002 (Monde, Wellen).",
             "Pflanze die 3\ue000\ue002")),
        1: (  # harvest
            ("Harvest a garden card one rank above or below that shares a suit: the "
             "2\ue002\ue003 shares Waves. Lead a suit in your tableau and its Crown is "
             "yours.", "Harvest the 2\ue002\ue003"),
            ("Ernte eine Gartenkarte einen Rang darüber oder darunter mit einer gleichen "
             "Farbe: die 2\ue002\ue003 teilt Wellen. Führst du in einer Farbe, gehört dir "
             "ihre Krone.", "Ernte die 2\ue002\ue003")),
        4: (  # season
            ("The AI harvested a Wyrm and took that Ace: now the Ace of Waves is up. Waves "
             "are out of season and do not count for a harvest. Plant the 4\ue000\ue001.",
             "Plant the 4\ue000\ue001"),
            ("Die KI erntete einen Drachen und nahm dieses Ass: nun liegt das Ass der "
             "Wellen oben. Wellen zählen jetzt nicht für die Ernte. Pflanze die "
             "4\ue000\ue001.", "Pflanze die 4\ue000\ue001")),
        5: (  # ace
            ("Harvest the 3\ue000\ue002: it shares Moons. It carries Waves too, the first "
             "fruit of their season: the Ace of Waves is yours.", "Harvest the 3\ue000\ue002"),
            ("Ernte die 3\ue000\ue002: sie teilt Monde. Sie trägt auch Wellen, die erste "
             "Frucht ihrer Saison: das Ass der Wellen gehört dir.", "Ernte die 3\ue000\ue002")),
        6: (  # end
            ("Once the deck and both hands are empty, Crowns plus Aces decide.", ""),
            ("Sind Stapel und beide Hände leer, entscheiden Kronen plus Asse.", "")),
    }, None),
)
