"""First of the Season's guided first game: the prompts (engine/first_season/guide.py)
and, under key + "_why", the line shown when another move is tried."""

TEXT = {
    "plant": (
        "Each turn you plant a hand card into the garden, then you may harvest garden "
        "cards with it. Plant the 3MW (Moons, Waves).",
        "In jedem Zug pflanzt du eine Handkarte in den Garten, dann darfst du mit ihr "
        "Gartenkarten ernten. Pflanze die 3MW (Monde, Wellen).",
    ),
    "plant_why": ("Plant the 3MW", "Pflanze die 3MW"),
    "harvest": (
        "Harvest a garden card one rank above or below that shares a suit: the 2WL "
        "shares Waves. Lead a suit in your tableau and its Crown is yours.",
        "Ernte eine Gartenkarte einen Rang darüber oder darunter mit einer gleichen "
        "Farbe: die 2WL teilt Wellen. Führst du in einer Farbe, gehört dir ihre Krone.",
    ),
    "harvest_why": ("Harvest the 2WL", "Ernte die 2WL"),
    "season": (
        "The AI harvested a Wyrm and took that Ace: now the Ace of Waves is up. Waves "
        "are out of season and do not count for a harvest. Plant the 4MS.",
        "Die KI erntete einen Drachen und nahm dieses Ass: nun liegt das Ass der Wellen "
        "oben. Wellen zählen jetzt nicht für die Ernte. Pflanze die 4MS.",
    ),
    "season_why": ("Plant the 4MS", "Pflanze die 4MS"),
    "ace": (
        "Harvest the 3MW: it shares Moons. It carries Waves too, the first fruit of "
        "their season: the Ace of Waves is yours.",
        "Ernte die 3MW: sie teilt Monde. Sie trägt auch Wellen, die erste Frucht ihrer "
        "Saison: das Ass der Wellen gehört dir.",
    ),
    "ace_why": ("Harvest the 3MW", "Ernte die 3MW"),
    "end": (
        "Once the deck and both hands are empty, Crowns plus Aces decide.",
        "Sind Stapel und beide Hände leer, entscheiden Kronen plus Asse.",
    ),
}
