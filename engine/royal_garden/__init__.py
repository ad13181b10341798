"""Royal Garden (Koenigsgarten): a 4x4 garden of A K Q J, two players, lines and squares."""
