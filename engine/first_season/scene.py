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
jump to the first card / the button), SELECT gives a hint (the expert's card
under the cursor, or its harvest marked, and why). The pause menu opens the
overview (the last turn in words, both tableaus, the legend).
"""

import displayio

from engine import keys
from engine.app.play import SHOW_ALL, PlayScene
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


def _face(card):
    text = "A" if card >= ACE else str(rank(card))
    for s in suits(card):
        text += ICONS[s]
    return text


FACES = tuple([_face(c) for c in range(30)])


class _Cards:
    """A row of up to n small cards: a face (a coloured rectangle) each, and one label
    for all their texts (rank and suit icons), so a garden row costs one label."""

    def __init__(self, group, x, y, n, m):
        s = m.scale
        self.faces = []
        self.colors = []
        for i in range(n):
            face = rect(x + i * 4 * m.cw - s, y, 3 * m.cw + s, m.lh + s, theme.CARD)
            group.append(face)
            self.faces.append(face)
            self.colors.append(theme.CARD)
        self.text = label("", x, y + s, theme.CARD_BLACK, s)
        group.append(self.text)

    def show(self, texts, colors):
        """Show len(texts) cards (a blank text for a hidden face) and hide the rest."""
        for i in range(len(self.faces)):
            face = self.faces[i]
            _set(face, "hidden", i >= len(texts))
            if i < len(texts) and colors[i] != self.colors[i]:
                self.colors[i] = colors[i]
                face.pixel_shader = theme.palette(colors[i])
        set_text(self.text, " ".join(texts))


def _set(obj, name, value):
    """Set a display attribute only when it changes: every write marks an area dirty."""
    if getattr(obj, name) != value:
        setattr(obj, name, value)


def _centred(lines):
    """Lines padded to the widest one, so that a centred label centres each of them."""
    widest = max([len(line) for line in lines])
    out = []
    for line in lines:
        left = (widest - len(line)) // 2
        out.append(" " * left + line + " " * (widest - len(line) - left))
    return "\n".join(out)


def _columns(items, keep):
    """items at every other column; those whose keep is False become blanks."""
    out = ""
    for i in range(len(items)):
        out += (items[i] if keep[i] else " " * len(items[i])) + " "
    return out.rstrip()


class GameScene(PlayScene):
    HIDDEN_HANDS = True

    # --- layout ------------------------------------------------------------------
    def build(self):
        m = self.app.metrics
        s = m.scale
        cw = m.cw
        self.s = s
        g = self.group
        w = m.width
        th = m.lh + s  # a card's height
        bar = m.lh + s
        msg_y = m.height - m.lh
        hand_y = msg_y - 2 * s - th
        table_y = hand_y - 2 * s - 3 * m.lh
        info_y = table_y - m.lh - s
        garden_y = bar + 3 * s
        self.cols = max(1, (w - 2 * s + cw) // (4 * cw))
        self.rows = max(1, (info_y - garden_y - th) // (th + 2 * s) + 1)
        x0 = 3 * s  # the left edge of the first card's text
        self.gtop = 0  # the first garden row shown

        g.append(rect(0, 0, w, m.height, theme.BACKGROUND))
        g.append(rect(0, 0, w, bar, theme.PANEL))
        g.append(rect(0, bar, w, info_y - bar - s, SOIL))
        self.status_label = label("", 2 * s, s, theme.TEXT, s)
        self.score_label = label("", w - 2 * s, s, theme.ACCENT, s, (1.0, 0.0))
        g.append(self.status_label)
        g.append(self.score_label)

        self.cursor = rect(0, 0, 3 * cw + 5 * s, th + 4 * s, theme.TEXT)
        g.append(self.cursor)
        self.garden_rows = []
        for row in range(self.rows):
            cards = _Cards(g, x0, garden_y + row * (th + 2 * s), self.cols, m)
            self.garden_rows.append(cards)
        self.hand_cards = []  # one card each: a narrower pitch leaves room for the button
        pitch = 3 * cw + 4 * s
        for i in range(HAND):
            self.hand_cards.append(_Cards(g, x0 + i * pitch, hand_y, 1, m))
        bx = x0 + HAND * pitch
        self.button = label("", bx, hand_y + s, theme.TEXT, s, background=theme.SELECT_BG)
        self.button_room = (w - bx) // cw
        g.append(self.button)

        # The revealed Ace, the Aces under it and the deck.
        self.ace_card = _Cards(g, x0, info_y, 1, m)
        # One label for the Aces left and the deck, padded so the deck ends at the right.
        ix = x0 + 3 * cw + 2 * s
        self.info_label = label("", ix, info_y + s, theme.TEXT, s)
        self.info_room = (w - 2 * s - ix) // cw
        g.append(self.info_label)

        # The tableaus, 20 columns: name and last-harvest mark, then from column 5 the six
        # suit counts, Aces and points, one two-line label (both seats) per colour (a
        # Crown: black on gold; a suit's Crown has one holder, so one box a suit). The
        # heading row: the garden's scroll marks and the heading in one label; the suit
        # out of season, black on its box, is the black label's first line.
        tx = max(0, min(x0 - s, w - 20 * cw))
        cx = tx + 5 * cw
        self.out_box = rect(0, table_y, cw + s, m.lh - s, OUT)
        g.append(self.out_box)
        self.crown_boxes = []
        for suit in range(6):
            box = rect(cx + 2 * suit * cw - s, table_y, cw + s, m.lh - s, MARKED)
            g.append(box)
            self.crown_boxes.append(box)
        self.table_y = table_y
        self.head = label("", tx, table_y, theme.DIM, s)
        self.more = ""  # the scroll marks
        self.head_text = ""  # the heading's columns
        self.head_x = cx
        self.points_room = m.cols - 19
        g.append(self.head)
        self.names = []
        for seat in range(2):
            self.names.append(label("", tx, table_y + (seat + 1) * m.lh, theme.TEXT, s))
            g.append(self.names[seat])
        self.count_labels = []  # plain, zero (from the first seat's row), black (heading row)
        for color in (theme.TEXT, theme.DIM, theme.CARD_BLACK):
            lbl = label("", cx, table_y + (color != theme.CARD_BLACK) * m.lh, color, s)
            lbl.line_spacing = m.lh / (theme.CHAR_H * s)
            g.append(lbl)
            self.count_labels.append(lbl)

        self.message = label("", 2 * s, msg_y, theme.DIM, s)
        self.crown_label = label("", 0, msg_y, theme.CARD_BLACK, s, background=MARKED)
        self.msg_y = msg_y
        g.append(self.message)
        g.append(self.crown_label)
        self.cols_text = m.cols
        self.bar_cols = (w - 4 * s) // cw

        # The result of a game or match: over the garden, and over the table if need be.
        top = bar + s
        self.banner_spans = (table_y + s - top, hand_y - s - top)  # + s: descenders above
        self.banner = displayio.Group(y=top)
        self.banner_box = rect(0, 0, w, self.banner_spans[0], theme.PANEL)
        self.banner_head = label("", w // 2, 0, theme.ACCENT, s, (0.5, 0.0))
        self.banner_body = label("", w // 2, m.lh, theme.TEXT, s, (0.5, 0.0))
        self.banner_body.line_spacing = m.lh / (theme.CHAR_H * s)
        self.banner_head.line_spacing = self.banner_body.line_spacing
        for part in (self.banner_box, self.banner_head, self.banner_body):
            self.banner.append(part)
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
        color = DIMMED if phase == HARVESTING and not mine else theme.CARD
        for i in range(HAND):
            if i >= count:
                self.hand_cards[i].show((), ())
            elif seat < 0:
                self.hand_cards[i].show(("   ",), (BACK,))
            else:
                self.hand_cards[i].show((FACES[cards[i]],), (color,))
        if mine and cards:
            self.place_cursor(self.hand_cards[self.hcur], 0)
            return cards[self.hcur]
        return -1

    def draw_garden(self, phase, under):
        game = self.game
        garden = game.garden()
        cols = self.cols
        harvesting = phase == HARVESTING
        reach = self.picked if harvesting else (game.eligible(under) if under >= 0 else 0)
        elig = game.eligible() if harvesting else 0
        focus = -1
        if harvesting and not self.thinking and self.hpos < len(self.targets):
            focus = garden.index(self.targets[self.hpos])
            row = focus // cols
            if row < self.gtop:
                self.gtop = row
            elif row >= self.gtop + self.rows:
                self.gtop = row - self.rows + 1
        self.gtop = min(self.gtop, max(0, (len(garden) + cols - 1) // cols - self.rows))
        for row in range(self.rows):
            first = (self.gtop + row) * cols
            texts = []
            colors = []
            for card in garden[first:first + cols]:
                if reach >> card & 1:
                    colors.append(MARKED)
                elif harvesting and card == game.planted():
                    colors.append(PLANTED)
                elif harvesting and not elig >> card & 1:
                    colors.append(DIMMED)
                else:
                    colors.append(theme.CARD)
                texts.append(FACES[card])
            self.garden_rows[row].show(texts, colors)
            if first <= focus < first + cols:
                self.place_cursor(self.garden_rows[row], focus - first)
        up = self.gtop > 0
        down = (self.gtop + self.rows) * cols < len(garden)
        self.more = ("\u25b2" if up else "") + ("\u25bc" if down else "")
        self.draw_head()
        if under < 0 and focus < 0:
            _set(self.cursor, "hidden", True)
        on_button = harvesting and not self.thinking and focus < 0
        self.draw_button(harvesting and not self.thinking, on_button)

    def draw_button(self, shown, focused):
        btn = self.button
        _set(btn, "hidden", not shown)
        if not shown:
            return
        n = count_bits(self.picked)
        text = CHECK + " " + self.text("harvest") + " " + str(n)
        if len(text) > self.button_room:
            text = CHECK + " " + str(n)
        set_text(btn, text)
        _set(btn, "color", theme.CARD_BLACK if focused else theme.TEXT)
        _set(btn, "background_color", theme.ACCENT if focused else theme.SELECT_BG)

    def place_cursor(self, cards, i):
        s = self.s
        _set(self.cursor, "x", cards.faces[i].x - 2 * s)
        _set(self.cursor, "y", cards.faces[i].y - 2 * s)
        _set(self.cursor, "hidden", False)

    def draw_info(self):
        game = self.game
        ace = game.revealed_ace()
        if ace < 0:
            self.ace_card.show((), ())
            left = self.text("no_ace")
        else:
            self.ace_card.show((FACES[ACE + ace],), (OUT,))
            left = self.text("left") % (game.aces_left() - 1)
        deck = self.text("deck") + " " + str(game.deck_count())
        set_text(self.info_label, left + " " * max(1, self.info_room - len(left) - len(deck))
                 + deck)

    def draw_head(self):
        """The heading row: scroll marks in the name column, then the heading."""
        set_text(self.head, self.more + " " * (5 - len(self.more)) + self.head_text)

    def draw_table(self):
        game = self.game
        ace = game.revealed_ace()
        pts = self.text("pts")
        head = [ICONS[suit] for suit in range(6)] + ["A", pts if len(pts) <= self.points_room
                                                     else "="]
        out = [i == ace for i in range(8)]
        self.head_text = _columns(head, [not keep for keep in out])
        self.draw_head()
        _set(self.out_box, "hidden", ace < 0)
        if ace >= 0:
            _set(self.out_box, "x", self.head_x + 2 * ace * self.app.metrics.cw - self.s)
        last = game.last_harvester()
        over = game.phase() >= BETWEEN
        lines = ([], [], [_columns(head, out)])  # plain, zero, black: a line a seat
        holder = [-1] * 6
        for seat in range(2):
            counts = game.suit_counts(seat)
            crowns = game.crowns(seat)
            items = [str(n) for n in counts] + [str(len(game.aces(seat))), str(game.points(seat))]
            crown = [suit in crowns for suit in range(6)] + [False, False]
            zero = [items[i] == "0" and not crown[i] for i in range(7)] + [False]
            plain = [not (crown[i] or zero[i]) for i in range(8)]
            for i, keep in ((0, plain), (1, zero), (2, crown)):
                lines[i].append(_columns(items, keep))
            for suit in crowns:
                holder[suit] = seat
            name = self.names[seat]
            set_text(name, self.short_name(seat) + ("\u2022" if seat == last else ""))
            _set(name, "color", theme.ACCENT if seat == game.to_move and not over else theme.TEXT)
        for i in range(3):  # "\n" alone would be an empty box: bitmap_label fails on it
            set_text(self.count_labels[i], "\n".join(lines[i]) if any(lines[i]) else "")
        lh = self.app.metrics.lh
        for suit in range(6):
            box = self.crown_boxes[suit]
            _set(box, "hidden", holder[suit] < 0)
            if holder[suit] >= 0:
                _set(box, "y", self.table_y + (holder[suit] + 1) * lh)

    def draw_banner(self, phase):
        if phase < BETWEEN:
            _set(self.banner, "hidden", True)
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
        if game.is_over():
            way = t("a_menu")
        elif self.session.people():
            way = "A: " + self.text("next_game")
        else:  # only AIs: the next game follows by itself
            way = "\u2026 " + self.text("next_game")
        cols = self.cols_text - 2
        heads = wrap(head, cols)
        lines = wrap(detail, cols) + [way]
        set_text(self.banner_head, _centred(heads))
        set_text(self.banner_body, _centred(lines))
        lh = self.app.metrics.lh
        _set(self.banner_body, "anchored_position",
             (self.banner_body.anchored_position[0], len(heads) * lh))
        count = len(heads) + len(lines)
        span = self.banner_spans[0]
        if count * lh > span - 2 * self.s:
            span = self.banner_spans[1]  # cover the table too: the points are in the text
        _set(self.banner_box, "height", span)
        _set(self.banner_box, "y", -((span - count * lh) // 2))
        _set(self.banner, "y", self.banner_top - self.banner_box.y)
        _set(self.banner, "hidden", False)

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
        _set(self.crown_label, "anchored_position",
             (2 * self.s + (len(text) + 1) * self.app.metrics.cw, self.msg_y))

    # --- keys --------------------------------------------------------------------------
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

    def show_hint(self, move, reason):
        """The expert's move: the cursor on the card to plant (the garden shows what it
        reaches), or its harvest marked with the cursor on the button; the reason shows
        until the next key."""
        game = self.game
        phase = game.phase()
        if phase == PLANT:
            self.hcur = game.hand(game.to_move).index(move)
        elif phase == HARVESTING:
            self.update()  # the harvest's targets for this plant
            self.picked = move - HARVEST
            self.hpos = len(self.targets)
        self.notice = reason
        self.update()

    def after_move(self):
        game = self.game
        if game.phase() == BETWEEN and self.session.people():
            # Everyone sees the result; a person's A deals the next game (privacy after it).
            self.hold()
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
