"""Royal Council: court cards played onto a ring of six piles, with its two variants."""
