"""First of the Season, a two-player Decktet game by Jamie Thul: rules, AI and text."""
