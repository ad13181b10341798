"""First of the Season's screen.

Top to bottom: the status bar (whose turn, games won); the garden, a grid of
small cards showing the rank and both suit icons (it scrolls by rows if it ever
outgrows its rows); the revealed Ace (orange: out of season), the Aces left and
the deck; both tableaus as suit counts (a gold count: that seat holds the
suit's Crown), their Aces and points; the hand with the harvest's confirm
button; a message line (the prompt, or the last turn in short).

Gold cards are the ones a harvest would take: while planting, those the card
under the cursor reaches; while harvesting, the marked ones (all at first).
Keys: LEFT/RIGHT move the cursor (wrapping), A plants, marks or confirms,
B unmarks every card, UP/DOWN scroll an overfull garden (while harvesting:
jump to the first card / the button), SELECT opens the overview (the last turn
in words, both tableaus, the legend).
"""

import displayio

from engine import keys
from engine.app.play import NOBODY, SHOW_ALL, PlayScene
from engine.app.scene import t
from engine.first_season.rules import (
    ACE,
    BETWEEN,
    HARVEST,
    HARVESTING,
    NEXT,
    PLANT,
    count_bits,
    mask_cards,
    rank,
    suits,
)
from engine.ticks import ticks_add
from engine.ui import theme
from engine.ui.draw import label, rect, set_text
from engine.ui.wrap import wrap

ICONS = "\ue000\ue001\ue002\ue003\ue004\ue005"  # the font's Decktet suits, M S W L Y K
MARKED = theme.ACCENT  # a card the harvest takes
PLANTED = 0xBFD7EA  # the card planted this turn
DIMMED = 0x7D8F85  # garden cards out of reach, the hand while harvesting
BACK = 0x2F4F8F  # a card whose face is hidden
SOIL = 0x3A2E22  # the garden bed
OUT = theme.WARN  # the revealed Ace: its suit is out of season
CHECK = "\u2713"
RESULT_MS = 2500  # AI-only matches: how long the result of a game shows
HAND = 4  # cards in a full hand
GARDEN_MAX = 23  # every numeral but the one set aside


def _face(card):
    text = "A" if card >= ACE else str(rank(card))
    for s in suits(card):
        text += ICONS[s]
    return text


FACES = tuple([_face(c) for c in range(30)])


class _Tile:
    """A small card: a coloured face and one line of text (rank and suit icons)."""

    def __init__(self, group, x, y, w, h, scale):
        self.face = rect(x, y, w, h, theme.CARD)
        self.text = label("", x + scale, y + scale, theme.CARD_BLACK, scale)
        self.color = theme.CARD
        group.append(self.face)
        group.append(self.text)

    def show(self, text, color=theme.CARD):
        self.face.hidden = False
        self.text.hidden = False
        set_text(self.text, text)
        if color != self.color:
            self.color = color
            self.face.pixel_shader = theme.palette(color)

    def hide(self):
        self.face.hidden = True
        self.text.hidden = True


class GameScene(PlayScene):
    HIDDEN_HANDS = True

    # --- layout ------------------------------------------------------------------
    def build(self):
        m = self.app.metrics
        s = m.scale
        self.s = s
        g = self.group
        w = m.width
        tw = 3 * m.cw + s
        th = m.lh + s
        self.pitch = (tw + 3 * s, th + 2 * s)
        bar = m.lh + s
        msg_y = m.height - m.lh
        hand_y = msg_y - 2 * s - th
        table_y = hand_y - 2 * s - 3 * m.lh
        info_y = table_y - m.lh - s
        garden_y = bar + 3 * s
        self.cols = max(1, (w + 3 * s) // self.pitch[0])
        self.rows = max(1, (info_y - garden_y - th) // self.pitch[1] + 1)
        x0 = (w - self.cols * self.pitch[0] + 3 * s) // 2
        self.gtop = 0  # the first garden row shown

        g.append(rect(0, 0, w, m.height, theme.BACKGROUND))
        g.append(rect(0, 0, w, bar, theme.PANEL))
        g.append(rect(0, bar, w, info_y - bar - s, SOIL))
        self.status_label = label("", 2 * s, s, theme.TEXT, s)
        self.score_label = label("", w - 2 * s, s, theme.ACCENT, s, (1.0, 0.0))
        g.append(self.status_label)
        g.append(self.score_label)

        self.cursor = rect(0, 0, tw + 4 * s, th + 4 * s, theme.TEXT)
        g.append(self.cursor)
        self.slots = []
        for i in range(min(GARDEN_MAX, self.cols * self.rows)):
            x = x0 + (i % self.cols) * self.pitch[0]
            y = garden_y + (i // self.cols) * self.pitch[1]
            self.slots.append(_Tile(g, x, y, tw, th, s))
        self.hand_tiles = []
        for i in range(HAND):
            self.hand_tiles.append(_Tile(g, x0 + i * self.pitch[0], hand_y, tw, th, s))
        bx = x0 + HAND * self.pitch[0] + 2 * s
        self.button = label("", bx, hand_y + s, theme.TEXT, s, background=theme.SELECT_BG)
        self.button_room = (w - bx) // m.cw
        g.append(self.button)

        # The revealed Ace, the Aces left, the scroll marks and the deck.
        self.ace_tile = _Tile(g, 2 * s, info_y, tw, th, s)
        self.ace_label = label("", tw + 4 * s, info_y + s, theme.TEXT, s)
        self.deck_label = label("", w - 2 * s, info_y + s, theme.TEXT, s, (1.0, 0.0))
        g.append(self.ace_label)
        g.append(self.deck_label)

        # The tableaus: name, last-harvest mark, six suit counts, Aces, points (20 columns);
        # the header row's name column holds the garden's scroll marks.
        cw = m.cw
        tx = max(0, min(x0, w - 20 * cw))
        self.more_label = label("", tx, table_y, theme.DIM, s)
        g.append(self.more_label)
        self.suit_heads = []
        self.counts = []
        for row in range(3):
            y = table_y + row * m.lh
            cells = []
            for suit in range(6):
                cell = label("", tx + (5 + 2 * suit) * cw, y, theme.TEXT, s)
                g.append(cell)
                cells.append(cell)
            if row == 0:
                self.suit_heads = cells
                self.aces_head = label("A", tx + 17 * cw, y, theme.DIM, s)
                self.points_head = label("", tx + 19 * cw, y, theme.DIM, s)
                g.append(self.aces_head)
                g.append(self.points_head)
                self.points_room = m.cols - 19
            else:
                self.counts.append(cells)
        self.names = []
        self.marks = []
        self.aces_cells = []
        self.points_cells = []
        for seat in range(2):
            y = table_y + (seat + 1) * m.lh
            for lst, x, color in ((self.names, 0, theme.TEXT), (self.marks, 3, theme.ACCENT),
                                  (self.aces_cells, 17, theme.TEXT),
                                  (self.points_cells, 19, theme.TEXT)):
                cell = label("", tx + x * cw, y, color, s)
                g.append(cell)
                lst.append(cell)

        self.message = label("", 2 * s, msg_y, theme.DIM, s)
        self.crown_label = label("", 0, msg_y, theme.CARD_BLACK, s, background=MARKED)
        self.msg_y = msg_y
        g.append(self.message)
        g.append(self.crown_label)
        self.cols_text = m.cols
        self.bar_cols = (w - 4 * s) // m.cw

        # The result of a game or match: over the garden, and over the table if need be.
        top = bar + s
        self.banner_spans = (table_y - top, hand_y - s - top)
        self.banner = displayio.Group(y=top)
        self.banner_box = rect(0, 0, w, self.banner_spans[0], theme.PANEL)
        self.banner.append(self.banner_box)
        self.banner_lines = []
        for i in range(self.banner_spans[1] // m.lh):
            line = label("", w // 2, i * m.lh, theme.ACCENT if i == 0 else theme.TEXT, s,
                         (0.5, 0.0))
            self.banner.append(line)
            self.banner_lines.append(line)
        self.banner_top = top
        g.append(self.banner)

        # Cursors: the hand position, the harvest's marks and position (len(targets) = button).
        self.hcur = 0
        self.harvest_of = -1  # the planted card the marks below belong to
        self.picked = 0
        self.targets = []
        self.hpos = 0
        self.notice = ""

    # --- text helpers ----------------------------------------------------------------
    def short_name(self, seat):
        """'P1' / 'AI2' (German 'S1' / 'KI2'): the table and the message line."""
        word = t("ai") if self.session.is_ai(seat) else self.text("initial")
        return word + str(seat + 1)

    def fit(self, text, cols):
        """text cut to cols characters, with an ellipsis if cut."""
        return text if len(text) <= cols else text[:cols - 1] + "\u2026"

    def summary(self):
        """The last turn in short ('AI2: <card> +2 <Ace>') and the mask of Crowns it took."""
        last = self.game.last_turn()
        if last is None:
            return "", 0
        seat, card, mask, ace, crowns = last
        text = self.short_name(seat) + ": " + FACES[card] + " +" + str(count_bits(mask))
        if ace >= 0:
            text += " " + FACES[ace]
        return text, crowns

    def suit_icons(self, mask):
        return "".join([ICONS[s] for s in range(6) if mask >> s & 1])

    # --- drawing ---------------------------------------------------------------------
    def update(self):
        game = self.game
        phase = game.phase()
        if phase == HARVESTING and self.harvest_of != game.planted():
            self.harvest_of = game.planted()
            self.picked = game.eligible()
            self.targets = [c for c in game.garden() if self.picked >> c & 1]
            self.hpos = len(self.targets)  # on the button: A harvests every card
        elif phase != HARVESTING:
            self.harvest_of = -1
        self.draw_bar()
        hand = self.draw_hand(phase)
        self.draw_garden(phase, hand)
        self.draw_info()
        self.draw_table()
        self.draw_banner(phase)
        self.draw_message(phase)

    def draw_bar(self):
        game = self.game
        match, _, won0, won1 = game.match_state()
        score = "%d:%d" % (won0, won1) if match > 1 else ""
        room = self.bar_cols - len(score) - (1 if score else 0)
        set_text(self.score_label, score)
        if game.phase() >= BETWEEN and match > 1:
            text = self.text("game_of") % (game.match_state()[1] + 1, match)
        elif game.phase() >= BETWEEN:
            text = self.text("end")
        else:
            text = self.status()
            if len(text) > room and not game.is_over() and not self.thinking:
                text = self.text("to_play") % self.short_name(game.to_move)
        set_text(self.status_label, self.fit(text, room))

    def hand_seat(self):
        """The seat whose hand faces are shown, or -1 (backs only)."""
        if self.viewer == SHOW_ALL:
            return self.game.to_move
        return self.viewer

    def draw_hand(self, phase):
        """Show the hand; return the card under the hand cursor (-1 if none)."""
        game = self.game
        seat = self.hand_seat()
        cards = game.hand(seat) if seat >= 0 else []
        count = len(cards) if seat >= 0 else len(game.hand(game.to_move))
        if self.hcur >= len(cards):
            self.hcur = max(0, len(cards) - 1)
        mine = phase == PLANT and seat == game.to_move and not self.thinking
        for i in range(HAND):
            tile = self.hand_tiles[i]
            if i >= count:
                tile.hide()
            elif seat < 0:
                tile.show("", BACK)
            else:
                tile.show(FACES[cards[i]], theme.CARD if mine or phase != HARVESTING else DIMMED)
        if mine and cards:
            self.place_cursor(self.hand_tiles[self.hcur])
            return cards[self.hcur]
        return -1

    def draw_garden(self, phase, under):
        game = self.game
        garden = game.garden()
        slots = len(self.slots)
        harvesting = phase == HARVESTING
        reach = self.picked if harvesting else (game.eligible(under) if under >= 0 else 0)
        elig = game.eligible() if harvesting else 0
        focus = -1
        if harvesting and not self.thinking and self.hpos < len(self.targets):
            focus = garden.index(self.targets[self.hpos])
            row = focus // self.cols
            if row < self.gtop:
                self.gtop = row
            elif row >= self.gtop + self.rows:
                self.gtop = row - self.rows + 1
        last_top = max(0, (len(garden) - slots + self.cols - 1) // self.cols)
        self.gtop = min(self.gtop, last_top)
        first = self.gtop * self.cols
        for i in range(slots):
            tile = self.slots[i]
            k = first + i
            if k >= len(garden):
                tile.hide()
                continue
            card = garden[k]
            if reach >> card & 1:
                color = MARKED
            elif harvesting and card == game.planted():
                color = PLANTED
            elif harvesting and not elig >> card & 1:
                color = DIMMED
            else:
                color = theme.CARD
            tile.show(FACES[card], color)
            if k == focus:
                self.place_cursor(tile)
        up = self.gtop > 0
        down = first + slots < len(garden)
        set_text(self.more_label, ("\u25b2" if up else "") + ("\u25bc" if down else ""))
        if under < 0 and focus < 0:
            self.cursor.hidden = True
        on_button = harvesting and not self.thinking and focus < 0
        self.draw_button(harvesting and not self.thinking, on_button)

    def draw_button(self, shown, focused):
        btn = self.button
        btn.hidden = not shown
        if not shown:
            return
        n = count_bits(self.picked)
        text = CHECK + " " + self.text("harvest") + " " + str(n)
        if len(text) > self.button_room:
            text = CHECK + " " + str(n)
        set_text(btn, text)
        color = theme.CARD_BLACK if focused else theme.TEXT
        if btn.color != color:
            btn.color = color
        back = theme.ACCENT if focused else theme.SELECT_BG
        if btn.background_color != back:
            btn.background_color = back

    def place_cursor(self, tile):
        s = self.s
        self.cursor.x = tile.face.x - 2 * s
        self.cursor.y = tile.face.y - 2 * s
        self.cursor.hidden = False

    def draw_info(self):
        game = self.game
        ace = game.revealed_ace()
        if ace < 0:
            self.ace_tile.hide()
            set_text(self.ace_label, self.text("no_ace"))
        else:
            self.ace_tile.show(FACES[ACE + ace], OUT)
            set_text(self.ace_label, self.text("left") % (game.aces_left() - 1))
        set_text(self.deck_label, self.text("deck") + " " + str(game.deck_count()))

    def draw_table(self):
        game = self.game
        ace = game.revealed_ace()
        for suit in range(6):
            head = self.suit_heads[suit]
            set_text(head, ICONS[suit])
            self.paint(head, theme.CARD_BLACK if suit == ace else theme.DIM,
                       OUT if suit == ace else None)
        pts = self.text("pts")
        set_text(self.points_head, pts if len(pts) <= self.points_room else "=")
        last = game.last_harvester()
        over = game.phase() >= BETWEEN
        for seat in range(2):
            counts = game.suit_counts(seat)
            crowns = game.crowns(seat)
            for suit in range(6):
                cell = self.counts[seat][suit]
                set_text(cell, str(counts[suit]))
                if suit in crowns:
                    self.paint(cell, theme.CARD_BLACK, MARKED)
                else:
                    self.paint(cell, theme.TEXT if counts[suit] else theme.DIM, None)
            name = self.names[seat]
            set_text(name, self.short_name(seat))
            self.paint(name, theme.ACCENT if seat == game.to_move and not over else theme.TEXT,
                       None)
            set_text(self.marks[seat], "\u2022" if seat == last else "")
            set_text(self.aces_cells[seat], str(len(game.aces(seat))))
            set_text(self.points_cells[seat], str(game.points(seat)))

    def paint(self, lbl, color, back):
        if lbl.color != color:
            lbl.color = color
        if lbl.background_color != back:
            lbl.background_color = back

    def draw_banner(self, phase):
        if phase < BETWEEN:
            self.banner.hidden = True
            return
        game = self.game
        winner = game.game_winner()
        name = "" if winner < 0 else self.seat_name(winner)
        if winner < 0:
            head = self.text("draw")
        elif game.is_over() and game.match_state()[0] > 1:
            head = self.text("wins_match") % name
        else:
            head = self.text("wins") % name
        p0 = game.points(0)
        p1 = game.points(1)
        if p0 == p1 and winner >= 0:
            detail = self.text("tie_break")
        else:
            detail = self.text("points") + " %d : %d" % (p0, p1)
        way = t("a_menu") if game.is_over() else "A: " + self.text("next_game")
        lines = []
        for part in (head, detail, way):
            lines.extend(wrap(part, self.cols_text - 2))
        rows = self.banner_lines
        for i in range(len(rows)):
            set_text(rows[i], lines[i] if i < len(lines) else "")
        lh = self.app.metrics.lh
        span = self.banner_spans[0]
        if len(lines) * lh > span - 2 * self.s:
            span = self.banner_spans[1]  # cover the table too: the points are in the text
        self.banner_box.height = span
        self.banner_box.y = -((span - len(lines) * lh) // 2)
        self.banner.y = self.banner_top - self.banner_box.y
        self.banner.hidden = False

    def draw_message(self, phase):
        text = self.notice
        crowns = 0
        if not text and phase == HARVESTING and not self.thinking:
            text = self.text("pick_harvest") % CHECK
        elif not text:
            text, crowns = self.summary()
            if not text and phase == PLANT and not self.thinking:
                text = self.text("plant")
        text = self.fit(text, self.cols_text - 1)
        set_text(self.message, text)
        # The Crowns taken, drawn as the table draws a Crown: black on gold.
        set_text(self.crown_label, self.suit_icons(crowns))
        spot = (2 * self.s + (len(text) + 1) * self.app.metrics.cw, self.msg_y)
        if self.crown_label.anchored_position != spot:
            self.crown_label.anchored_position = spot

    # --- keys --------------------------------------------------------------------------
    def on_key(self, key):
        if key == keys.SELECT and not self.game.is_over():
            self.app.click()
            self.overview()
        else:
            super().on_key(key)

    def human_key(self, key):
        phase = self.game.phase()
        self.notice = ""
        if phase == PLANT:
            self.plant_key(key)
        elif phase == HARVESTING:
            self.harvest_key(key)
        elif phase == BETWEEN and key == keys.A:
            self.app.click()
            self.commit(NEXT)
        else:
            self.refuse()

    def plant_key(self, key):
        seat = self.game.to_move
        if self.hand_seat() != seat:  # never play a hand the screen does not show
            self.refuse()
            return
        hand = self.game.hand(seat)
        if key == keys.LEFT or key == keys.RIGHT:
            step = 1 if key == keys.RIGHT else -1
            self.hcur = (self.hcur + step) % len(hand)
        elif key == keys.UP or key == keys.DOWN:
            self.gtop += 1 if key == keys.DOWN else -1
            self.gtop = max(0, self.gtop)
        elif key == keys.A:
            self.app.click()
            self.commit(hand[self.hcur])
            return
        else:
            self.refuse()
            return
        self.app.click()
        self.update()

    def harvest_key(self, key):
        button = len(self.targets)
        if key == keys.LEFT or key == keys.RIGHT:
            step = 1 if key == keys.RIGHT else -1
            self.hpos = (self.hpos + step) % (button + 1)
        elif key == keys.DOWN:
            self.hpos = button
        elif key == keys.UP:
            self.hpos = 0
        elif key == keys.A and self.hpos == button:
            self.app.click()
            self.commit(HARVEST | self.picked)
            return
        elif key == keys.A:
            self.picked ^= 1 << self.targets[self.hpos]
        elif key == keys.B and self.picked:
            self.picked = 0
            self.notice = self.text("harvest_none")
        else:
            self.refuse()
            return
        self.app.click()
        self.update()

    def refuse(self):
        """A key with nothing to do now: a low beep, the position stays."""
        self.app.beep(220, 60)

    def after_move(self):
        game = self.game
        if game.phase() == BETWEEN and self.session.people():
            # Everyone sees the result; a person's A deals the next game (privacy after it).
            app = self.app
            app.settings.game = self.session.record()
            app.settings.save()
            self.thinking = False
            if self.session.people() > 1:
                self.viewer = NOBODY
            self.update()
            return
        super().after_move()
        if game.phase() == BETWEEN:  # only AIs play: let spectators read the result
            self.ai_due = ticks_add(self.ai_due, RESULT_MS)

    def extras(self):
        return [(self.text("overview"), self.overview)]

    # --- the overview (SELECT) ---------------------------------------------------------
    def overview(self):
        from engine.app.help import HelpScene

        game = self.game
        paras = []
        last = game.last_turn()
        if last is not None:
            seat, card, mask, ace, crowns = last
            name = self.seat_name(seat)
            line = self.text("planted") % (name, FACES[card])
            if mask:
                line += ". " + self.text("harvested") % (name, self.card_list(mask_cards(mask)))
            if ace >= 0:
                line += ". " + self.text("takes_ace") % (name, self.text("suit_%d" % (ace - ACE)))
            for s in range(6):
                if crowns >> s & 1:
                    line += ". " + self.text("takes_crown") % (name, self.text("suit_%d" % s))
            paras.append(line + ".")
        lines = [self.seat_name(seat) + ": " + (self.card_list(game.tableau(seat)) or "-")
                 for seat in range(2)]
        last = game.last_harvester()
        lines.append(self.text("last_harvest") % (self.seat_name(last) if last >= 0
                                                  else self.text("nobody")))
        paras.append("\n".join(lines))
        legend = ""
        for s in range(6):  # two suits a line, in columns
            name = self.text("suit_%d" % s)
            legend += ICONS[s] + " " + name + ("\n" if s & 1 else " " * (8 - len(name)))
        paras.append(legend[:-1])
        paras.append(self.text("legend"))
        self.app.push(HelpScene(self.app, self.text("overview"), paras))

    def card_list(self, cards):
        return " ".join([FACES[c] for c in cards])
