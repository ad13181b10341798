"""PNG charts for the lab reports, drawn with pygame (no plotting library needed).

Every chart is a 720x420 white canvas with a title, a y axis with round ticks and
grid lines, category labels under the x axis and a legend when there are several
series. bars(): grouped bars with optional 95% interval whiskers and reference
lines; stacked(): parts of a whole per category; scatter(): jittered points with
the binned means and their intervals on top.
"""

import math
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402  (after the prompt is silenced)

from engine.prng import Prng  # noqa: E402

WIDTH = 720
HEIGHT = 420
LEFT = 76
RIGHT = 24
TOP = 64
BOTTOM = 74
WHITE = (255, 255, 255)
INK = (30, 30, 30)
GRID = (225, 225, 225)
MUTED = (110, 110, 110)
PALETTE = ((52, 101, 164), (204, 85, 0), (78, 154, 6), (164, 0, 0), (117, 80, 123),
           (193, 125, 17), (0, 140, 150), (140, 140, 140))

_fonts = {}


def _font(size):
    if not pygame.font.get_init():
        pygame.font.init()
    if size not in _fonts:
        _fonts[size] = pygame.font.Font(None, size)
    return _fonts[size]


def _text(surface, text, pos, size=20, colour=INK, anchor="topleft"):
    image = _font(size).render(text, True, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def nice_step(span, ticks=6):
    """A round tick step (1, 2 or 5 times a power of ten) giving about `ticks` ticks."""
    if span <= 0:
        return 1.0
    raw = span / ticks
    power = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if m * power >= raw:
            return m * power
    return 10 * power


class _Plot:
    """A canvas with a titled plot area and a linear y axis from ymin to ymax."""

    def __init__(self, title, ylabel, ymin, ymax, percent=False):
        self.surface = pygame.Surface((WIDTH, HEIGHT))
        self.surface.fill(WHITE)
        step = nice_step(ymax - ymin)
        self.ymin = math.floor(ymin / step) * step
        self.ymax = math.ceil(ymax / step) * step
        if self.ymax <= self.ymin:
            self.ymax = self.ymin + step
        self.x0 = LEFT
        self.x1 = WIDTH - RIGHT
        self.y0 = HEIGHT - BOTTOM
        self.y1 = TOP
        _text(self.surface, title, (WIDTH // 2, 12), 26, anchor="midtop")
        y = self.ymin
        while y <= self.ymax + step / 1000:
            py = self.y(y)
            pygame.draw.line(self.surface, GRID, (self.x0, py), (self.x1, py))
            label = ("%g%%" % round(100 * y, 6)) if percent else "%g" % round(y, 6)
            _text(self.surface, label, (self.x0 - 6, py), 18, MUTED, "midright")
            y += step
        pygame.draw.line(self.surface, INK, (self.x0, self.y0), (self.x1, self.y0))
        pygame.draw.line(self.surface, INK, (self.x0, self.y0), (self.x0, self.y1))
        label = _font(18).render(ylabel, True, INK)
        label = pygame.transform.rotate(label, 90)
        self.surface.blit(label, label.get_rect(midleft=(8, (self.y0 + self.y1) // 2)))

    def y(self, value):
        frac = (value - self.ymin) / (self.ymax - self.ymin)
        return round(self.y0 - frac * (self.y0 - self.y1))

    def categories(self, labels, xlabel):
        """Slot centres for the labels; labels thinned out when they would touch."""
        n = len(labels)
        width = (self.x1 - self.x0) / n
        centres = [round(self.x0 + width * (i + 0.5)) for i in range(n)]
        widest = max(_font(18).size(str(t))[0] for t in labels) + 6
        every = max(1, math.ceil(widest / width))
        for i, label in enumerate(labels):
            if i % every == 0:
                for k, line in enumerate(str(label).split("\n")):
                    _text(self.surface, line, (centres[i], self.y0 + 6 + 17 * k), 18,
                          anchor="midtop")
        if xlabel:
            _text(self.surface, xlabel, ((self.x0 + self.x1) // 2, HEIGHT - 6), 20,
                  anchor="midbottom")
        return centres, width

    def legend(self, names):
        x = self.x0 + 8
        for i, name in enumerate(names):
            colour = PALETTE[i % len(PALETTE)]
            pygame.draw.rect(self.surface, colour, (x, 42, 12, 12))
            x = _text(self.surface, name, (x + 16, 40), 18).right + 14

    def reference(self, value, label):
        py = self.y(value)
        for x in range(self.x0, self.x1, 12):
            pygame.draw.line(self.surface, INK, (x, py), (min(x + 6, self.x1), py), 2)
        image = _font(18).render(label, True, INK, WHITE)
        self.surface.blit(image, image.get_rect(bottomright=(self.x1 - 4, py - 3)))

    def save(self, path):
        pygame.image.save(self.surface, path)
        return os.path.basename(path)


def _whisker(surface, x, y_lo, y_hi):
    pygame.draw.line(surface, INK, (x, y_lo), (x, y_hi), 2)
    pygame.draw.line(surface, INK, (x - 4, y_lo), (x + 4, y_lo), 2)
    pygame.draw.line(surface, INK, (x - 4, y_hi), (x + 4, y_hi), 2)


def bars(path, title, labels, series, ylabel, xlabel="", errors=None, references=(),
         percent=False, ymax=None, values_on_top=False):
    """Grouped bars: series is [(name, values by label)]; errors [(lows, highs)] per series
    or None; references [(value, text)] dashed lines. Returns the file's name."""
    top = max([max(v) for _, v in series] + [r for r, _ in references] + [0])
    for e in errors or ():
        if e:
            top = max(top, max(e[1]))
    bottom = min([min(v) for _, v in series] + [0])
    plot = _Plot(title, ylabel, bottom, ymax if ymax is not None else top * 1.08 or 1, percent)
    centres, width = plot.categories(labels, xlabel)
    k = len(series)
    bar = max(3, int(width * 0.8 / k))
    for s, (_, values) in enumerate(series):
        colour = PALETTE[s % len(PALETTE)]
        for i, v in enumerate(values):
            x = centres[i] - bar * k // 2 + s * bar
            y0 = plot.y(0)
            y = plot.y(v)
            pygame.draw.rect(plot.surface, colour, (x, min(y, y0), bar - 1, abs(y0 - y)))
            if errors and errors[s]:
                _whisker(plot.surface, x + bar // 2, plot.y(errors[s][0][i]),
                         plot.y(errors[s][1][i]))
            elif values_on_top:
                text = ("%.0f%%" % (100 * v)) if percent else "%g" % round(v, 1)
                _text(plot.surface, text, (x + bar // 2, min(y, y0) - 2), 16,
                      anchor="midbottom")
    for value, text in references:
        plot.reference(value, text)
    if k > 1:
        plot.legend([name for name, _ in series])
    return plot.save(path)


def stacked(path, title, labels, parts, ylabel, xlabel="", percent=False):
    """Stacked bars: parts is [(name, values by label)], drawn bottom up."""
    totals = [sum(p[1][i] for p in parts) for i in range(len(labels))]
    plot = _Plot(title, ylabel, 0, (max(totals) or 1) * (1.0 if percent else 1.08), percent)
    centres, width = plot.categories(labels, xlabel)
    bar = max(3, int(width * 0.7))
    for i in range(len(labels)):
        base = 0
        for s, (_, values) in enumerate(parts):
            y_low = plot.y(base)
            base += values[i]
            y_high = plot.y(base)
            if y_low > y_high:
                pygame.draw.rect(plot.surface, PALETTE[s % len(PALETTE)],
                                 (centres[i] - bar // 2, y_high, bar, y_low - y_high))
    plot.legend([name for name, _ in parts])
    return plot.save(path)


def scatter(path, title, xs, ys, xlabel, ylabel, means=None, seed=1):
    """Points (x jittered a little: the x values are whole numbers) and, when given,
    the binned means [(x, count, mean, half width)] as a line with 95% whiskers."""
    lo_x, hi_x = min(xs), max(xs)
    plot = _Plot(title, ylabel, min(ys + [0]), max(ys) * 1.05 or 1)
    span = max(1, hi_x - lo_x)
    left = plot.x0 + 20
    right = plot.x1 - 20

    def px(x):
        return round(left + (x - lo_x) * (right - left) / span)

    step = max(1, round(nice_step(span, 10)))
    for x in range(int(lo_x), int(hi_x) + 1, step):
        _text(plot.surface, str(x), (px(x), plot.y0 + 6), 18, anchor="midtop")
    _text(plot.surface, xlabel, ((plot.x0 + plot.x1) // 2, HEIGHT - 6), 20,
          anchor="midbottom")
    dots = pygame.Surface((WIDTH, HEIGHT), pygame.SRCALPHA)
    prng = Prng(seed)
    jitter = max(2, (right - left) // span // 4)
    colour = PALETTE[0] + (90,)
    for x, y in zip(xs, ys, strict=True):
        dx = prng.below(2 * jitter + 1) - jitter
        pygame.draw.circle(dots, colour, (px(x) + dx, plot.y(y)), 3)
    plot.surface.blit(dots, (0, 0))
    if means:
        points = [(px(x), plot.y(m)) for x, _, m, _ in means]
        if len(points) > 1:
            pygame.draw.lines(plot.surface, PALETTE[1], False, points, 3)
        for (_, _, m, half), (cx, cy) in zip(means, points, strict=True):
            _whisker(plot.surface, cx, min(plot.y0, plot.y(m - half)),
                     max(plot.y1, plot.y(m + half)))
            pygame.draw.circle(plot.surface, PALETTE[1], (cx, cy), 5)
        plot.legend(["one seat's round", "mean with 95% interval"])
    return plot.save(path)
