"""First of the Season's guided first game (engine/app/guide.py): a single game on the
deal of seed 1, against the weakest AI. Loaded only while it is chosen or played.

The Ace of Wyrms is up; the person plants 3MW and harvests the 2WL (the Crowns of Waves
and Leaves); the AI plants 9LK and harvests 8YK (the Ace of Wyrms: the Ace of Waves is
turned up); the person plants 4MS and harvests the 3MW by its Moons, which brings in the
Ace of Waves. Then the game is played on freely.
"""

from engine.first_season.rules import HARVEST

NAMES = None  # one guided game (no variants)

GUIDES = (
    ({"match": 1}, 1, (3, HARVEST | 1 << 2, 23, HARVEST | 1 << 20, 6, HARVEST | 1 << 3),
     {0: "plant", 1: "harvest", 4: "season", 5: "ace"}),
)
