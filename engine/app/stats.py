"""The statistics screen: one page per game, results against each AI level and the
best match (only matches of one person against the AI count), and the review of the
game's last finished game where one is kept (engine/app/review.py).

LEFT/RIGHT turn the page, A too where no review is kept (else A opens it), UP/DOWN
scroll, B goes back. A page imports its
game's text and AI (level names) like the game's menu does, and drops them on leaving.
"""

from engine import keys
from engine.app.scene import Scene, t
from engine.catalog import GAMES
from engine.modules import import_once, part
from engine.ui import theme
from engine.ui.draw import label, rect, set_text


def _wdl(counts):
    return "%d/%d/%d" % (counts[0], counts[1], counts[2])


def page_lines(settings, game_id, levels, text):
    """(name, value) rows of a game's page: each AI level, the total, the best match."""
    stats = settings.stats.get(game_id, {})
    from engine.app.menus import level_name, level_of

    lines = [(level_name(level_of(levels, i)), _wdl(stats.get(level, (0, 0, 0))))
             for i, level in enumerate(levels)]
    total = part("engine.app.settings", "result").totals(settings, game_id)
    lines.append((t("total"), _wdl(total)))
    best = settings.best.get(game_id)
    if best is not None:
        lines.append((t("best_score"), str(best[0])))
        lines.append((t("best_margin"), ("+" if best[1] > 0 else "") + str(best[1])))
    if game_id in settings.reviews:
        lines.append((t("last_game"), "A \u25b6"))
    return lines


class StatsScene(Scene):
    NAME = "stats"

    def __init__(self, app):
        super().__init__(app)
        m = app.metrics
        s = m.scale
        self.group.append(rect(0, 0, m.width, m.height, theme.BACKGROUND))
        self.group.append(rect(0, 0, m.width, m.lh + 2 * s, theme.PANEL))
        self.title = label("", m.width // 2, 2 * s, color=theme.ACCENT, scale=s, anchor=(0.5, 0.0))
        self.group.append(self.title)
        top = m.lh + 4 * s
        right = m.width - 3 * s
        self.head = label("", 3 * s, top, color=theme.DIM, scale=s)
        self.head_value = label("", right, top, color=theme.DIM, scale=s, anchor=(1.0, 0.0))
        self.group.append(self.head)
        self.group.append(self.head_value)
        top += m.lh
        self.visible = (m.height - top - m.lh) // m.lh
        self.names = []
        self.values = []
        for row in range(self.visible):
            name = label("", 3 * s, top + row * m.lh, color=theme.TEXT, scale=s)
            value = label("", right, top + row * m.lh, color=theme.ACCENT, scale=s,
                          anchor=(1.0, 0.0))
            self.names.append(name)
            self.values.append(value)
            self.group.append(name)
            self.group.append(value)
        self.footer = label("", m.width // 2, m.height - s, color=theme.DIM, scale=s,
                            anchor=(0.5, 1.0))
        self.group.append(self.footer)
        self.page = 0
        self.top = 0
        self.lines = []

    def enter(self):
        self._open()

    def _open(self):
        """Load the page's game and show its rows from the top."""

        entry = GAMES[self.page]
        mods = self.app.open_game(entry)
        self.lines = page_lines(self.app.settings, entry.id, mods.ai.LEVELS, mods.text.TEXT)
        set_text(self.title, entry.name())
        set_text(self.head, t("ai_level"))
        set_text(self.head_value, t("wdl"))
        self.top = 0
        self._render()

    def _render(self):
        for row in range(self.visible):
            i = self.top + row
            name, value = self.lines[i] if i < len(self.lines) else ("", "")
            set_text(self.names[row], name)
            set_text(self.values[row], value)
        more = "\u25b2\u25bc " if len(self.lines) > self.visible else ""
        set_text(self.footer, "\u25c0\u25b6 %d/%d  %sB \u2190" % (self.page + 1, len(GAMES), more))

    def on_key(self, key):
        if key == keys.UP or key == keys.DOWN:
            limit = max(0, len(self.lines) - self.visible)
            self.top = max(0, min(limit, self.top + (1 if key == keys.DOWN else -1)))
            self._render()
        elif key == keys.A and GAMES[self.page].id in self.app.settings.reviews:
            self.app.click()
            import_once("engine.app.review").open_saved(self.app, self.page)
            return
        elif key == keys.LEFT or key == keys.RIGHT or key == keys.A:
            self.page = (self.page + (-1 if key == keys.LEFT else 1)) % len(GAMES)
            self._open()
        elif key == keys.B:
            self.app.close_game()
            self.app.pop()
        self.app.click()
