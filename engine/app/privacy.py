"""Pass the device: names the next person; their cards show only after A."""

from engine import keys
from engine.app.scene import Scene, t
from engine.ui import theme
from engine.ui.draw import label, rect


class PrivacyScene(Scene):
    NAME = "privacy"

    def __init__(self, app, name, on_ready):
        super().__init__(app)
        m = app.metrics
        cx = m.width // 2
        self.on_ready = on_ready
        self.group.append(rect(0, 0, m.width, m.height, theme.PANEL))
        self.group.append(label(t("pass_to"), cx, m.height // 4, color=theme.TEXT, scale=m.scale,
                                anchor=(0.5, 0.5)))
        self.group.append(label(name, cx, m.height // 2 - m.lh // 2, color=theme.ACCENT,
                                scale=2 * m.scale, anchor=(0.5, 0.5)))
        self.group.append(label(t("no_peeking"), cx, m.height * 5 // 8 + m.lh // 2, color=theme.DIM,
                                scale=m.scale, anchor=(0.5, 0.5)))
        self.group.append(label(t("ready"), cx, m.height - m.lh, color=theme.TEXT, scale=m.scale,
                                anchor=(0.5, 0.5)))

    def on_key(self, key):
        if key == keys.A:
            self.app.click()
            self.on_ready()
        elif key == keys.START:
            self.app.open("pause")
