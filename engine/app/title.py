"""The title screen: the console's name, the four suits and 'Press A'."""

from engine import keys
from engine.app.scene import SLEEP, Scene, t
from engine.ticks import ticks_add, ticks_diff
from engine.ui import theme
from engine.ui.draw import label, rect, set_text

BLINK_MS = 600


class TitleScene(Scene):
    NAME = "title"
    WHILE_PLAYING = SLEEP

    def __init__(self, app):
        super().__init__(app)
        self.prompt = None
        self.next_blink = app.hw.ticks_ms()

    def _make(self):
        m = self.app.metrics
        big = m.scale * 2
        cx = m.width // 2
        name = t("console")
        fit = max(1, min(big, (m.width - 2) // (len(name) * theme.CHAR_W)))
        self.group.append(rect(0, 0, m.width, m.height, theme.BACKGROUND))
        self.title = label(name, cx, m.height // 4, color=theme.ACCENT, scale=fit,
                           anchor=(0.5, 0.5))
        self.group.append(self.title)
        suits = ((0x2660, theme.TEXT), (0x2665, theme.CARD_RED),
                 (0x2666, theme.CARD_RED), (0x2663, theme.TEXT))
        step = 3 * m.cw
        x = cx - step * 3 // 2
        for code, color in suits:
            self.group.append(label(chr(code), x, m.height // 2, color=color, scale=big,
                                    anchor=(0.5, 0.5)))
            x += step
        self.subtitle = label(t("subtitle"), cx, m.height * 5 // 8 + m.lh // 2,
                              color=theme.DIM, scale=m.scale, anchor=(0.5, 0.5))
        self.group.append(self.subtitle)
        self.prompt = label(t("press_a"), cx, m.height - m.lh, color=theme.TEXT, scale=m.scale,
                            anchor=(0.5, 0.5))
        self.group.append(self.prompt)

    def enter(self):
        if self.prompt is None:
            self._make()
        else:  # the language may have changed
            set_text(self.subtitle, t("subtitle"))
            set_text(self.prompt, t("press_a"))

    def cover(self):
        """Drop the big labels while the menus are on top."""
        self.clear()
        self.title = self.subtitle = self.prompt = None

    def tick(self, now):
        if ticks_diff(now, self.next_blink) >= 0:
            self.next_blink = ticks_add(now, BLINK_MS)
            self.prompt.hidden = not self.prompt.hidden

    def on_key(self, key):
        if key == keys.A or key == keys.START:
            self.app.click()
            self.app.open("main_menu")
