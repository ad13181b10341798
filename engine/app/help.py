"""Rules, help and controls: word-wrapped text that scrolls (UP/DOWN, LEFT/RIGHT by page)."""

from engine import keys, lang
from engine.app.scene import Scene, more_texts, t
from engine.ui import theme
from engine.ui.draw import label, rect, set_text
from engine.ui.wrap import wrap

# What the keys do, in no board's button names: each board's key help names its own
# buttons (a CLUE has no d-pad, no START and no SELECT).
GENERAL_KEYS = (
    ("In a game, the menu has the rules, the sound and quitting; a hint shows a good move"
     " and why. After a game, LEFT (or the menu) steps back through it: what each move was"
     " worth and the best AI's choice.",
     "Im Spiel hat das Menü die Regeln, den Ton und das Beenden; ein Tipp zeigt einen guten"
     " Zug und warum. Nach dem Spiel geht LINKS (oder das Menü) es Zug für Zug zurück: was"
     " jeder Zug wert war und was die beste KI gewählt hätte."),
)


def _pick(pairs):
    i = lang.language()
    return [pair[i] for pair in pairs]


def controls_pages(app):
    """The board's button scheme, then the logical keys."""
    return _pick(app.hw.key_help()) + _pick(GENERAL_KEYS)


def about_pages(app):
    """What the console is, then how this board saves: what a power cut can lose and how
    long the store lasts (the board's flash: engine.save)."""
    store = app.hw.store
    if store.program_only:
        chip = "rp2040"
    elif store.size > store.unit:
        chip = "nrf52840"
    else:
        chip = "samd51"
    more = more_texts()
    return [more["about_text"], more["saving_" + chip]]


def game_pages(app):
    """The loaded game's rules summary and rulings, then the controls."""
    return app.modules.text.help() + [t("help_keys") + ":"] + controls_pages(app)


class HelpScene(Scene):
    NAME = "help"

    def __init__(self, app, title, paragraphs):
        super().__init__(app)
        m = app.metrics
        self.lines = []
        for paragraph in paragraphs:
            self.lines.extend(wrap(paragraph, m.cols - 1))
            self.lines.append("")
        if self.lines:
            self.lines.pop()
        self.group.append(rect(0, 0, m.width, m.height, theme.BACKGROUND))
        self.group.append(rect(0, 0, m.width, m.lh + 2 * m.scale, theme.PANEL))
        self.group.append(label(title, m.width // 2, 2 * m.scale, color=theme.ACCENT, scale=m.scale,
                                anchor=(0.5, 0.0)))
        top = m.lh + 4 * m.scale
        self.visible = (m.height - top - m.lh) // m.lh
        self.labels = []
        for row in range(self.visible):
            lbl = label("", m.scale * 3, top + row * m.lh, color=theme.TEXT, scale=m.scale)
            self.labels.append(lbl)
            self.group.append(lbl)
        self.footer = label("", m.width // 2, m.height - m.scale, color=theme.DIM, scale=m.scale,
                            anchor=(0.5, 1.0))
        self.group.append(self.footer)
        self.top = 0
        self._render()

    def _render(self):
        for row, lbl in enumerate(self.labels):
            i = self.top + row
            set_text(lbl, self.lines[i] if i < len(self.lines) else "")
        last = min(len(self.lines), self.top + self.visible)
        set_text(self.footer, "\u25b2\u25bc %d-%d/%d  B \u2190" % (self.top + 1, last,
                                                                    len(self.lines)))

    def _scroll(self, delta):
        limit = max(0, len(self.lines) - self.visible)
        self.top = max(0, min(limit, self.top + delta))
        self._render()

    def on_key(self, key):
        if key == keys.UP:
            self._scroll(-1)
        elif key == keys.DOWN:
            self._scroll(1)
        elif key == keys.LEFT:
            self._scroll(-self.visible)
        elif key == keys.RIGHT or key == keys.A:
            limit = max(0, len(self.lines) - self.visible)
            if key == keys.A and self.top >= limit:
                self.app.pop()
                return
            self._scroll(self.visible)
        elif key == keys.B:
            self.app.pop()
        self.app.click()
