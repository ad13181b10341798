"""Full-screen messages: notices with a way on, and the error screen."""

from engine import keys
from engine.app.scene import Scene, t
from engine.ui import theme
from engine.ui.draw import label, rect, stack_text, stacked
from engine.ui.wrap import wrap

BLOCK = 2  # a notice's lines on one label at most


class Notice(Scene):
    """A title and a wrapped message; A or B calls on_done (default: back)."""

    NAME = "notice"

    def __init__(self, app, title, message, on_done=None, color=theme.ACCENT,
                 footer="A \u2713"):
        super().__init__(app)
        m = app.metrics
        self.on_done = on_done
        self.group.append(rect(0, 0, m.width, m.height, theme.BACKGROUND))
        self.group.append(label(title, m.width // 2, 4 * m.scale, color=color, scale=m.scale,
                                anchor=(0.5, 0.0)))
        # The message's lines on stacked labels of BLOCK lines (a label a line costs some
        # 0.5 KB each; one label for all of them needs its bitmap in one piece: on the
        # firmware, 3.4 KB that a guided game's heap no longer had with 20 KB free, and
        # 2.7 KB for four lines).
        lines = wrap(message, m.cols - 2)[: m.rows - 3]
        step = m.lh // m.scale  # font pixels from a line's top to the next's
        for first in range(0, len(lines), BLOCK):
            body = stacked(m.cw, 4 * m.scale + m.lh * (2 + first), theme.TEXT, m.scale)
            body.text = stack_text([(i * step, line) for i, line in enumerate(
                lines[first : first + BLOCK])])
            self.group.append(body)
        self.group.append(
            label(footer, m.width // 2, m.height - 2 * m.scale, color=theme.DIM, scale=m.scale,
                  anchor=(0.5, 1.0))
        )

    def on_key(self, key):
        if key == keys.A or key == keys.B:
            self.app.click()
            if self.on_done is None:
                self.app.pop()
            else:
                self.on_done()


class ErrorScene(Notice):
    """Shown by the top-level guard: what went wrong, then back to the main menu."""

    NAME = "error"

    def __init__(self, app, error):
        name = type(error).__name__
        super().__init__(
            app, t("error"), name + ": " + str(error)[:60] + "\n" + t("error_kept"),
            self._home, theme.WARN,
        )

    def _home(self):
        app = self.app
        app.settings.save()  # what the game kept so far (Settings.moved)
        if app.hw.can_restart:  # the main menu in a fresh VM: nothing of the error stays
            from engine.modules import import_once

            import_once("engine.app.fresh").restart(app, b"h")
        app.close_game()  # first: the menus' modules come back in the game's room
        app.pop_to("main_menu")
