"""Royal Garden's screen.

Left: the garden, 4x4 cards (rank over suit); a taken place shows the marker
of the seat that took it, a red or black disc. While a game is on, the cards
that may be taken now have bright faces and the others are dimmed; the place
taken last lies on a lighter bed, and at the end the winning line or square
on gold. Right: each seat (marker, name, score; a bar marks the seat to
move), the top card of the pile, the game number and the match; at the end of
a game a box there tells why and what it scored. Top: whose turn, or the result.
Bottom: the prompt, the last move, why a card was refused, a hint, or what A
does.
Keys: LEFT/RIGHT move the cursor in reading order, UP/DOWN by column (both
wrap); A takes the card under it; between games A deals the next one; SELECT
puts the cursor on the expert's card and shows why.
The coach (a setting): when the card chosen lets the opponent win at once, the
top line says how, a frame marks the opponent's winning place, and the card is
taken only on a second A (B, or any other key, chooses again).
"""

import displayio
import vectorio

from engine import keys, lang
from engine.app.play import PlayScene
from engine.app.scene import t
from engine.cards import RANK_LETTERS, RANK_LETTERS_DE, SUIT_GLYPHS, is_red
from engine.royal_garden.coach import danger
from engine.royal_garden.rules import (
    BEST_OF_FIVE,
    BLOCK,
    DRAW,
    GAME_OVER,
    LINE,
    MATCH_OVER,
    NEXT,
    NONE,
    PLAYING,
    POINTS,
    SINGLE,
    SQUARE,
)
from engine.ticks import ticks_add
from engine.ui import theme
from engine.ui.draw import label, rect, set_text
from engine.ui.wrap import wrap

BED = 0x06291E  # a place whose card is gone
LAST = theme.SELECT_BG  # the place of the card on top of the pile
WON = theme.ACCENT  # the places of the winning line or square
DIM_FACE = 0xA29C88  # a card that may not be taken now
MARKERS = (theme.CARD_RED, theme.CARD_BLACK)  # seat 0 red, seat 1 black
INKS = MARKERS  # the garden's labels: red cards, black cards
COLOURS = ("red", "black")
RESULT_MS = 2500  # AI-only matches: how long the result of a game shows
PANEL_COLS = 18  # the panel's width at most, in characters
BOX_LINES = 6  # the result box's lines at most
ELLIPSIS = "\u2026"

# What a place shows, as one int, so a place is restyled only when it changes.
_TAKEN = 128  # + seat * 4 + the bed (0 plain, 1 last, 2 won); below: card * 2 + dimmed


def _fit(text, cols):
    """text cut to cols characters, with an ellipsis if cut."""
    return text if len(text) <= cols else text[: cols - 1] + ELLIPSIS


class _Marker:
    """A player's marker: a disc in the seat's colour with a cream rim."""

    def __init__(self, group, cx, cy, radius, rim):
        self.rim = vectorio.Circle(pixel_shader=theme.palette(theme.CARD), radius=radius + rim,
                                   x=cx, y=cy)
        self.disc = vectorio.Circle(pixel_shader=theme.palette(MARKERS[0]), radius=radius,
                                    x=cx, y=cy)
        group.append(self.rim)
        group.append(self.disc)
        self.seat = 0

    def show(self, seat):
        """The marker of seat 0 or 1; -1 hides it."""
        hidden = seat < 0
        if self.rim.hidden != hidden:
            self.rim.hidden = hidden
            self.disc.hidden = hidden
        if not hidden and seat != self.seat:
            self.seat = seat
            self.disc.pixel_shader = theme.palette(MARKERS[seat])


class _Place:
    """A place for a card: a bed (the card's edge while the card lies there) and a face.

    The ranks and suits are drawn by a few labels over the places (labels cost heap)."""

    def __init__(self, group, x, y, w, h):
        self.bed = rect(x, y, w, h, BED)
        self.face = rect(x + 1, y + 1, w - 2, h - 2, theme.CARD)
        group.append(self.bed)
        group.append(self.face)

    def show(self, face):
        """A card, on a face of that colour."""
        self.face.hidden = False
        self.face.pixel_shader = theme.palette(face)
        self.bed.pixel_shader = theme.palette(theme.CARD_EDGE)

    def empty(self, bed):
        """No card: only the bed, in that colour."""
        self.face.hidden = True
        self.bed.pixel_shader = theme.palette(bed)


def _centred(lines):
    """Lines padded with spaces to stand centred under each other, in one label."""
    width = max([len(line) for line in lines]) if lines else 0
    return "\n".join([" " * ((width - len(line)) // 2) + line for line in lines])


def _move(lbl, y):
    """Put a label's anchor at height y (only if it moves)."""
    x, old = lbl.anchored_position
    if old != y:
        lbl.anchored_position = (x, y)


def _text_label(x, y, color, scale, anchor=(0.0, 0.0)):
    """A label of several lines, one text line (m.lh) apart."""
    lbl = label("", x, y, color, scale, anchor)
    lbl.line_spacing = 1.1  # 11 font pixels: theme.Metrics.lh
    return lbl


class GameScene(PlayScene):
    HIDDEN_HANDS = False  # every card lies face up

    # --- layout ------------------------------------------------------------------
    def build(self):
        m = self.app.metrics
        s = m.scale
        self.s = s
        w = m.width
        g = self.group
        bar = m.lh + s
        msg_y = m.height - m.lh
        top = bar + 2 * s
        pitch_y = (msg_y - s - top) // 4
        card_h = pitch_y - 3 * s
        pitch_x = 3 * m.cw  # a row's ranks and suits are one label: three characters a card
        card_w = pitch_x - 3 * s
        pw = min(w - 4 * pitch_x - 5 * s, PANEL_COLS * m.cw)  # the panel's width
        x0 = max(3 * s, (w - 4 * pitch_x - pw) // 2)  # garden and panel centred
        self.card_size = (card_w, card_h)

        g.append(rect(0, 0, w, m.height, theme.BACKGROUND))
        g.append(rect(0, 0, w, bar, theme.PANEL))
        self.status_label = label("", 2 * s, s, theme.TEXT, s)
        g.append(self.status_label)
        self.cols = m.cols - 1

        # The garden: a cursor behind, then per place a bed, a card face and a marker;
        # over them per row two labels (red and black ink), the ranks over the suits.
        self.cursor = rect(0, 0, card_w + 4 * s, card_h + 4 * s, theme.ACCENT)
        g.append(self.cursor)
        self.warn_box = rect(0, 0, card_w + 4 * s, card_h + 4 * s, theme.WARN)  # the coach's
        self.warn_box.hidden = True
        g.append(self.warn_box)
        self.places = []
        self.cards = []
        self.markers = []
        radius = min(card_w, card_h) // 2 - 2 * s
        for p in range(16):
            x = x0 + (p & 3) * pitch_x
            y = top + (p >> 2) * pitch_y
            self.places.append((x, y))
            self.cards.append(_Place(g, x, y, card_w, card_h))
            self.markers.append(_Marker(g, x + card_w // 2, y + card_h // 2, radius, s))
        self.row_labels = []
        for row in range(4):
            y = top + row * pitch_y + card_h // 2 - s
            inks = []
            for ink in INKS:
                lbl = label("", x0 + (card_w - m.cw) // 2, y, ink, s, (0.0, 0.5))
                lbl.line_spacing = 1.0
                g.append(lbl)
                inks.append(lbl)
            self.row_labels.append(inks)
        self.shown = [-1] * 16  # the style code each place shows
        self.cur = 0

        # The panel right of the garden: each seat (a bar when it is to move, its
        # marker, name and score), then the pile, the game number and the match.
        px = x0 + 4 * pitch_x
        cx = px + pw // 2
        self.panel_cols = pw // m.cw
        r = s + 3  # the markers' radius
        self.rows = []
        self.seat_labels = []  # the name, then the score at the right
        for seat in range(2):
            ry = top + seat * (m.lh + s)
            bar_rect = rect(px, ry, pw, m.lh + s, theme.SELECT_BG)
            g.append(bar_rect)
            self.rows.append(bar_rect)
            mark = _Marker(g, px + r + 2 * s, ry + (m.lh + s) // 2, r, s)
            mark.show(seat)
            lbl = label("", px + 2 * r + 5 * s, ry + s, theme.TEXT, s)
            g.append(lbl)
            self.seat_labels.append(lbl)
        self.seat_cols = (pw - 2 * r - 6 * s) // m.cw
        box_top = top + 2 * (m.lh + s) + s
        y = box_top
        self.table = displayio.Group()  # hidden while the result box shows
        self.table.append(label(self.text("pile"), cx, y, theme.DIM, s, (0.5, 0.0)))
        self.pile = _Place(self.table, cx - card_w // 2, y + m.lh, card_w, card_h)
        self.pile_text = label("", cx, y + m.lh + card_h // 2 - s, theme.CARD_BLACK, s,
                               (0.5, 0.5))
        self.pile_text.line_spacing = 1.0
        self.pile_shown = -2  # the card shown there (-1: none)
        y += m.lh + card_h + 2 * s
        self.match_label = _text_label(cx, y, theme.DIM, s, (0.5, 0.0))  # game number, goal
        self.goal_lines = wrap(self.goal(), self.panel_cols)[: (msg_y - y) // m.lh - 1]
        self.table.append(self.pile_text)
        self.table.append(self.match_label)
        g.append(self.table)

        # The result of a game, where the pile, the game number and the match were:
        # the game number (gold) over the reason and the score, centred in the box.
        box_h = msg_y - s - box_top
        self.box = displayio.Group()
        self.box.append(rect(px, box_top, pw, box_h, theme.PANEL))
        self.box_head = label("", cx, box_top, theme.ACCENT, s, (0.5, 0.0))
        self.box_body = _text_label(cx, box_top, theme.TEXT, s, (0.5, 0.0))
        self.box.append(self.box_head)
        self.box.append(self.box_body)
        self.box_rows = min(BOX_LINES, (box_h - s) // m.lh)
        self.box_frame = (box_top + s, m.lh)
        self.box.hidden = True
        g.append(self.box)

        self.message = label("", 2 * s, msg_y, theme.DIM, s)
        g.append(self.message)
        self.notice = ""  # why the last key was refused, or a hint, until the next key
        self.notice_color = theme.WARN
        self.turn = -1  # the turn the cursor was placed for
        self.threat = (NONE, -1)  # the coach's warning for the card at the cursor, if any

    # --- texts ---------------------------------------------------------------------
    def card_text(self, card):
        """'Q' and the suit glyph, in the current language's letters."""
        letters = RANK_LETTERS_DE if lang.is_german() else RANK_LETTERS
        return letters[card >> 2], SUIT_GLYPHS[card & 3]

    def colour(self, seat):
        return self.text(COLOURS[seat])

    def seat_label(self, seat, cols):
        """The seat's name in the panel: 'You' / 'AI' against one person, else 'Player 1'."""
        session = self.session
        if session.people() == 1:
            return self.text("you") if not session.is_ai(seat) else t("ai")
        name = self.seat_name(seat)
        if len(name) <= cols:
            return name
        word = t("ai") if session.is_ai(seat) else self.text("initial")
        return word + str(seat + 1)

    def status(self):
        game = self.game
        how = self.threat[0]
        if how != NONE:  # the coach: how the opponent would win
            other = self.colour(game.to_move ^ 1)
            text = self.text("coach_%d" % how) % other
            return text if len(text) <= self.cols else self.text("coach_%d_short" % how) % other
        if game.phase == PLAYING:
            seat = game.to_move
            if self.thinking:
                return self.colour(seat) + " " + t("thinking") + ELLIPSIS
            if self.session.people() == 1:
                return self.text("your_turn")
            return self.text(COLOURS[seat] + "_to_move")
        if game.winner < 0:
            return t("draw")
        key = COLOURS[game.winner] + "_wins"
        if game.phase == MATCH_OVER and game.mode != SINGLE:
            long = self.text(key + "_match")
            if len(long) <= self.cols:
                return long
        return self.text(key)

    def goal(self):
        """The match, in words: 'Best of five', 'To 10 points'."""
        game = self.game
        if game.mode == SINGLE:
            return self.text("single")
        if game.mode == BEST_OF_FIVE:
            return self.text("best_of_five")
        return self.text("goal_points") % game.target

    def prompt(self):
        """The message line when nothing was refused."""
        game = self.game
        if game.phase == GAME_OVER:
            return self.text("starts") % self.colour(game.to_move)
        if game.phase == MATCH_OVER:
            return t("a_menu")
        if self.threat[0] != NONE:
            return self.text("coach_keys")
        if self.thinking:
            if game.top < 0:
                return ""
            rank, suit = self.card_text(game.top_card())
            return self.text("took") % (self.colour(game.to_move ^ 1), rank + suit)
        if game.top < 0:
            return self.text("hint_first")
        return self.text("hint_follow") % self.card_text(game.top_card())

    def result_lines(self):
        """The box at the end of a game: why it ended and what it scored, wrapped."""
        game = self.game
        reason = game.reason
        if reason == LINE:
            parts = [self.text("win_line")]
        elif reason == SQUARE:
            parts = [self.text("win_square")]
        elif reason == BLOCK:
            rank, suit = self.card_text(game.top_card())
            parts = [self.text("win_block") % (rank + suit)]
        else:
            parts = [self.text("draw"), self.text("replay")]
        if game.mode == POINTS and reason != DRAW:
            points = game.points
            parts.append(self.text("scored_one") if points == 1 else self.text("scored") % points)
        lines = []
        for part in parts:
            lines.extend(wrap(part, self.panel_cols))
        return lines

    # --- drawing ---------------------------------------------------------------------
    def update(self):
        game = self.game
        playing = game.phase == PLAYING
        self.place_cursor()
        self.draw_garden(playing)
        self.draw_pile()
        self.draw_seats(playing)
        self.draw_box(playing)
        set_text(self.status_label, _fit(self.status(), self.cols))
        color = theme.WARN if self.threat[0] != NONE else theme.TEXT
        if self.status_label.color != color:
            self.status_label.color = color
        msg = self.message
        text = self.notice or self.prompt()
        color = self.notice_color if self.notice else theme.DIM
        if msg.color != color:
            msg.color = color
        set_text(msg, _fit(text, self.cols))

    def place_cursor(self):
        """Show the cursor on a person's turn; a new turn starts it on a legal card."""
        game = self.game
        mine = game.phase == PLAYING and not self.thinking
        if mine:
            turn = game.game_number() * 32 + game.taken()
            legal = game.legal_mask()
            if turn != self.turn and not legal >> self.cur & 1:
                for step in range(16):
                    p = (self.cur + step) & 15
                    if legal >> p & 1:
                        self.cur = p
                        break
            self.turn = turn
            x, y = self.places[self.cur]
            s = self.s
            if self.cursor.x != x - 2 * s or self.cursor.y != y - 2 * s:
                self.cursor.x = x - 2 * s
                self.cursor.y = y - 2 * s
        if self.cursor.hidden == mine:
            self.cursor.hidden = not mine
        q = self.threat[1]
        if q >= 0:
            x, y = self.places[q]
            self.warn_box.x = x - 2 * self.s
            self.warn_box.y = y - 2 * self.s
        if self.warn_box.hidden != (q < 0):
            self.warn_box.hidden = q < 0

    def draw_garden(self, playing):
        game = self.game
        legal = game.legal_mask()
        rows = 0  # the rows whose labels change
        for p in range(16):
            seat = game.owner(p)
            if seat < 0:
                code = game.layout[p] * 2 + (1 if playing and not legal >> p & 1 else 0)
            elif game.win_mask >> p & 1:
                code = _TAKEN + seat * 4 + 2
            else:
                code = _TAKEN + seat * 4 + (1 if p == game.top else 0)
            if code == self.shown[p]:
                continue
            rows |= 1 << (p >> 2)
            self.shown[p] = code
            if seat < 0:
                self.cards[p].show(DIM_FACE if code & 1 else theme.CARD)
                self.markers[p].show(-1)
            else:
                self.cards[p].empty((BED, LAST, WON)[code & 3])
                self.markers[p].show(seat)
        for row in range(4):
            if rows >> row & 1:
                self.write_row(row)

    def write_row(self, row):
        """A garden row's ranks over its suits, three characters a place, one label an ink."""
        game = self.game
        for ink in range(2):
            ranks = ""
            suits = ""
            for p in range(row * 4, row * 4 + 4):
                card = game.layout[p]
                if game.owner(p) < 0 and is_red(card) == (ink == 0):
                    rank, suit = self.card_text(card)
                else:
                    rank = suit = " "
                ranks += rank + "  "
                suits += suit + "  "
            text = ranks.rstrip() + "\n" + suits.rstrip() if ranks.strip() else ""
            set_text(self.row_labels[row][ink], text)

    def draw_pile(self):
        game = self.game
        card = game.top_card()
        if card != self.pile_shown:
            self.pile_shown = card
            if card < 0:
                self.pile.empty(BED)
                set_text(self.pile_text, "")
            else:
                self.pile.show(theme.CARD)
                rank, suit = self.card_text(card)
                set_text(self.pile_text, rank + "\n" + suit)
                self.pile_text.color = INKS[0 if is_red(card) else 1]
        lines = self.goal_lines
        if game.mode != SINGLE:
            lines = [self.text("game_number") % game.game_number()] + lines
        set_text(self.match_label, _centred(lines))

    def draw_seats(self, playing):
        game = self.game
        cols = self.seat_cols
        for seat in range(2):
            moving = playing and seat == game.to_move
            if self.rows[seat].hidden == moving:
                self.rows[seat].hidden = not moving
            score = "" if game.mode == SINGLE else str(game.score[seat])
            room = cols - len(score) - (1 if score else 0)
            name = _fit(self.seat_label(seat, room), room)
            lbl = self.seat_labels[seat]
            set_text(lbl, name + " " * (cols - len(name) - len(score)) + score)
            color = theme.ACCENT if not playing and seat == game.winner else theme.TEXT
            if lbl.color != color:
                lbl.color = color

    def draw_box(self, playing):
        if self.box.hidden != playing:
            self.box.hidden = playing
            self.table.hidden = not playing
        if playing:
            return
        lines = self.result_lines()
        head = ""  # the game number, if there is room for it
        if self.game.mode != SINGLE and len(lines) < self.box_rows:
            head = self.text("game_number") % self.game.game_number()
        lines = lines[: self.box_rows]
        shown = len(lines) + (1 if head else 0)
        top, lh = self.box_frame
        y = top + (self.box_rows - shown) * lh // 2  # centred in the box
        set_text(self.box_head, head)
        _move(self.box_head, y)
        set_text(self.box_body, _centred(lines))
        _move(self.box_body, y + (lh if head else 0))

    # --- keys --------------------------------------------------------------------------
    def human_key(self, key):
        game = self.game
        self.notice = ""
        warned = self.threat[0] != NONE
        self.threat = (NONE, -1)  # any key answers the coach: A takes, the others go back
        if game.phase == GAME_OVER:
            if key == keys.A:
                self.app.click()
                self.commit(NEXT)
                return
        elif key == keys.LEFT or key == keys.RIGHT:
            self.cur = (self.cur + (1 if key == keys.RIGHT else -1)) & 15
            self.app.click()
        elif key == keys.UP or key == keys.DOWN:
            self.cur = (self.cur + (4 if key == keys.DOWN else -4)) & 15
            self.app.click()
        elif key == keys.A:
            if game.legal_mask() >> self.cur & 1:
                if not warned and self.app.settings.coach:
                    self.threat = danger(game, self.cur)
                if self.threat[0] != NONE:
                    self.app.beep(440, 80)
                else:
                    self.app.click()
                    self.commit(self.cur)
                    return
            else:
                self.refuse()
        elif key == keys.B and warned:
            self.app.click()
        self.update()

    def refuse(self):
        """A on a card that may not be taken: a low beep and the reason; nothing changes."""
        game = self.game
        self.app.beep(220, 60)
        self.notice_color = theme.WARN
        if game.owner(self.cur) >= 0:
            self.notice = self.text("place_taken")
        elif game.top < 0:
            self.notice = self.text("only_edge")
        else:
            self.notice = self.text("only_follow") % self.card_text(game.top_card())

    def show_hint(self, move, reason):
        """The expert's card: the cursor goes there (between games the hint is to deal on),
        the reason shows until the next key."""
        if move != NEXT:
            self.cur = move
        self.threat = (NONE, -1)
        self.notice = reason
        self.notice_color = theme.ACCENT
        self.update()

    def after_move(self):
        self.threat = (NONE, -1)  # a take-back from the pause menu drops a warning too
        super().after_move()
        if self.game.phase == GAME_OVER:
            if self.session.people():
                self.thinking = False  # everyone sees the result; a person's A deals on
            else:
                self.ai_due = ticks_add(self.ai_due, RESULT_MS)
            self.update()
