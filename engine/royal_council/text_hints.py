"""Royal Council: the reasons a hint gives (SELECT: ai.hint returns the key), in English and
German. Read for one use when a hint is shown (engine/app/play_hint.py), so
they are not on the heap the rest of the time."""

TEXT = {
    "hint_win": ("Reaches the goal: wins", "Erreicht das Ziel: Sieg"),
    "hint_m_kqj_flush": ("Scores KQJ flush for 12", "KDB in Farbe: 12 Punkte"),
    "hint_m_kkk": ("Scores KKK for 9", "KKK: 9 Punkte"),
    "hint_m_kqj": ("Scores KQJ for 6", "KDB: 6 Punkte"),
    "hint_m_qqq": ("Scores QQQ for 6", "DDD: 6 Punkte"),
    "hint_m_jjj": ("Scores JJJ for 3", "BBB: 3 Punkte"),
    "hint_m_kk": ("Scores KK for 6", "KK: 6 Punkte"),
    "hint_m_qq": ("Scores QQ for 4", "DD: 4 Punkte"),
    "hint_m_jj": ("Scores JJ for 2", "BB: 2 Punkte"),
    "hint_m_three": ("Scores three of a kind", "Wertet einen Drilling"),
    "hint_m_run": ("Scores a run", "Wertet eine Folge"),
    "hint_m_flush": ("Scores a flush", "Wertet eine Farbe"),
    "hint_m_pair": ("Scores a pair", "Wertet ein Paar"),
    "hint_safe": ("Gives the next one less", "Gibt dem Nächsten weniger"),
    "hint_lone": ("Scores the card alone", "Zählt die Karte allein"),
    "hint_best": ("Best play found", "Bester Zug"),
}
