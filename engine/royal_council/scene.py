"""Royal Council's screen.

Left: the six piles as a ring (pile 0 on top, clockwise), each showing its
top card; the number in the middle is what the play shown scores. The card
played last lies on a blue face, the cards it scored with on gold ones.
Beside or below the ring: the hand, and the scores on a cribbage board (one
track per seat, the front peg at the score, the back peg where it was before
the seat's latest play). Bottom: the breakdown of the play shown (shape: meld
= points), a prompt, or why a choice was refused. Top: whose turn, and the
phase (or the cards left in the deck).

A person picks a card (LEFT/RIGHT, A), then a pile (LEFT/RIGHT go round the
ring, A plays, B goes back to the cards): while the pile cursor moves, the
card lies there as a preview and the breakdown shows what it would score.
SELECT gives a hint: both cursors go to the expert's play, its preview shows,
and the breakdown's head line says why until the next key.
When a play ends a round, the round's last position stays on screen under a
banner: until A when a person leads the next round, else a while before the AI
does.
"""

import displayio

from engine import keys, lang
from engine.app.play import SHOW_ALL, PlayScene
from engine.app.scene import t
from engine.cards import RANK_LETTERS, RANK_LETTERS_DE, SUIT_GLYPHS, is_red
from engine.royal_council.rules import (
    APPOINTMENT,
    DECK,
    DRAW,
    EMPTY,
    PHASE_KEYS,
    SHAPE_KEYS,
    shape_piles,
)
from engine.ticks import ticks_add
from engine.ui import theme
from engine.ui.draw import ELLIPSIS, fit, label, rect, set_text
from engine.ui.wrap import wrap

PLAYED = 0xBFD7EA  # the card played (or about to be)
SCORED = 0xF7DC8C  # the cards it scores with
SLOT = 0x2E6B52  # an empty pile's place
WOOD = 0x8B5A2B  # the cribbage board
GROOVE = 0x5A3818
HOLE = 0x24150A
PEGS = (0xE8403A, 0x4FA8F8, 0xF4F4F4, 0x5CCB5F)  # seat 0 red, blue, white, green
RESULT_MS = 3500  # how long the end of a round shows before an AI leads the next
FOLLOW_MS = 650  # with people watching, an AI's play shows this much longer before the next
CARD, PILE = 0, 1  # the person's two choices: a hand card, then a pile


def _set(obj, name, value):
    """Set a display attribute only when it changes: every write marks an area dirty."""
    if getattr(obj, name) != value:
        setattr(obj, name, value)



def _rank(card):
    """The rank letter in the current language (German B D K for J Q K)."""
    return (RANK_LETTERS_DE if lang.is_german() else RANK_LETTERS)[card >> 2]


def _dim(color):
    """The colour at half brightness (a back peg)."""
    return (color >> 1) & 0x7F7F7F


class _Card:
    """A place for a card: an edge, a face and one label, the rank over the suit."""

    def __init__(self, group, x, y, w, h, s):
        self.edge = rect(x, y, w, h, theme.CARD_EDGE)
        self.face = rect(x + s, y + s, w - 2 * s, h - 2 * s, theme.CARD)
        self.text = label("", x + w // 2, y + h // 2 - s, theme.CARD_BLACK, s, (0.5, 0.5))
        self.text.line_spacing = 1.0
        for part in (self.edge, self.face, self.text):
            group.append(part)
        self.code = -1  # what it shows, so that it is restyled only when that changes

    def show(self, card, face):
        """card (EMPTY: an empty place, -1: nothing) on a face of that colour."""
        code = (card + 1) * 0x1000000 + face
        if code == self.code:
            return
        self.code = code
        _set(self.edge, "hidden", card == -1)
        _set(self.face, "hidden", card == -1)
        _set(self.text, "hidden", card == -1 or card == EMPTY)
        if card == -1:
            return
        self.edge.pixel_shader = theme.palette(SLOT if card == EMPTY else theme.CARD_EDGE)
        if card == EMPTY:
            face = theme.BACKGROUND  # an outline
        self.face.pixel_shader = theme.palette(face)
        if card != EMPTY:
            set_text(self.text, _rank(card) + "\n" + SUIT_GLYPHS[card & 3])
            _set(self.text, "color", theme.CARD_RED if is_red(card) else theme.CARD_BLACK)


class GameScene(PlayScene):
    HIDDEN_HANDS = True  # each game sets its own: not in the draw-pile game (__init__)
    # The display objects and their sizes, made by build() and build_board():
    s = cols = None  # the text scale; the characters of the top bar
    phase_label = None  # the phase, at the right of the top bar
    pile_cursor = places = piles = centre = None  # the ring: a cursor, six _Cards, its middle
    hand_cursor = hand_places = hand = None  # the hand: a cursor, the places and _Cards
    plate = track = pegs = None  # the board: the mover's plate, (x, width) of a track, pegs
    rows = row_cols = row_top = None  # its label of names and scores: characters, (top, pitch)
    info_head = info_body = body_cols = body_lines = None  # a play's breakdown, its room
    banner = banner_text = banner_cols = None  # the end of a round or game, over the hand
    # A person's choice and what the screen shows (the scene keeps them):
    step = hcur = pcur = None  # CARD or PILE; the hand card and the pile under the cursors
    round_shown = None  # the end of a round waits on screen
    hint_text = None  # a hint's reason, shown over the preview until the next key

    def __init__(self, app, session):
        # In the draw-pile game a hand is the one card just drawn, played at once: nothing
        # to hide from the next person, so no pass-the-device screens.
        self.HIDDEN_HANDS = session.game.variant != DRAW
        super().__init__(app, session)

    # --- layout ------------------------------------------------------------------
    def build(self):
        m = self.app.metrics
        s = m.scale
        self.s = s
        g = self.group
        game = self.game
        w = m.width
        bar = m.lh + s
        cw = 2 * m.cw + 2 * s  # a card
        ch = 2 * m.lh
        rise = ch + 2 * s  # from the upper to the lower card of a side of the ring
        side = cw + 7 * s  # from a side column to the middle column
        ring_w = 2 * side + cw
        ring_h = 2 * rise + ch
        rx = 2 * s
        ry = bar + s
        self.cols = m.cols - 1

        self.phase_label = self.top_bar(theme.DIM)

        # The ring: a cursor behind, then the six places, pile 0 on top, clockwise.
        self.pile_cursor = rect(0, 0, cw + 4 * s, ch + 4 * s, theme.ACCENT)
        g.append(self.pile_cursor)
        spots = ((side, 0), (2 * side, rise // 2), (2 * side, rise // 2 + rise),
                 (side, 2 * rise), (0, rise // 2 + rise), (0, rise // 2))
        self.places = []
        self.piles = []
        for dx, dy in spots:
            self.places.append((rx + dx, ry + dy))
            self.piles.append(_Card(g, rx + dx, ry + dy, cw, ch, s))
        self.centre = label("", rx + ring_w // 2, ry + ring_h // 2, theme.ACCENT, s, (0.5, 0.5))
        g.append(self.centre)

        # The hand beside the ring when it fits there, else below it; the board beside it.
        most = (12 // game.seats, 1, 3)[game.variant]  # cards in a hand at most
        pitch = cw + 2 * s
        col_x = rx + ring_w + 4 * s
        col_w = w - col_x - 2 * s
        board_h = ry + ring_h - bar - 3 * s - ch - 3 * s
        line = theme.CHAR_H * s  # the breakdown's line pitch
        inline = col_w // m.cw >= 13  # a board row: name, track and score on one line
        row = line if inline else m.lh + 6 * s  # a board row's height at least
        if most * pitch - 2 * s <= col_w and game.seats * row <= board_h:
            # The hand beside the ring, the board under it, the breakdown below them all.
            hand_x, hand_y = col_x, bar + 3 * s
            board_y = hand_y + ch + 3 * s
            head_y = ry + ring_h + s
            body_x, body_w, bottom = 2 * s, w - 4 * s, m.height
        else:
            # The board beside the ring with the breakdown under it, the hand below them.
            hand_x, hand_y = 3 * s, ry + ring_h + 3 * s
            board_y = ry
            board_h = min(ring_h, game.seats * (row + 2 * s))
            head_y = min(hand_y + ch + s, m.height - line - 2 * s)
            body_x, body_w, bottom = col_x + s, col_w - s, ry + ring_h
        body_y = head_y + line if body_x == 2 * s else board_y + board_h + s
        self.hand_cursor = rect(0, 0, cw + 4 * s, ch + 4 * s, theme.ACCENT)
        g.append(self.hand_cursor)
        self.hand_places = []
        self.hand = []
        for i in range(most):
            self.hand_places.append((hand_x + i * pitch, hand_y))
            self.hand.append(_Card(g, hand_x + i * pitch, hand_y, cw, ch, s))
        self.build_board(col_x, board_y, col_w, board_h, inline)

        # The breakdown: a head line and the lines under it (a glyph's ink lies 3 to 12
        # rows below a label's top at scale 1).
        self.info_head = label("", 2 * s, head_y, theme.TEXT, s)
        self.info_body = label("", body_x, body_y, theme.DIM, s)
        self.info_body.line_spacing = 1.0
        self.body_cols = body_w // m.cw
        self.body_lines = max(0, (bottom - body_y - 12 * s) // line + 1)
        g.append(self.info_head)
        g.append(self.info_body)

        # The end of a round or of the game: a banner over the hand.
        span = (w - hand_x - 2 * s) if hand_x == col_x else w - 4 * s
        self.banner = displayio.Group(x=hand_x - s, y=hand_y - s)
        self.banner.append(rect(0, 0, span + 2 * s, ch + 2 * s, theme.PANEL))
        self.banner_text = label("", span // 2 + s, ch // 2 + s, theme.ACCENT, s, (0.5, 0.5))
        self.banner_text.line_spacing = 1.0
        self.banner.append(self.banner_text)
        self.banner_cols = span // m.cw
        g.append(self.banner)

        self.step = CARD
        self.hcur = 0
        self.pcur = 0
        self.round_shown = False  # the end of a round waits on screen
        self.hint_text = ""  # a hint's reason, shown over the preview until the next key

    def build_board(self, x, y, w, h, inline):
        """The scores on a cribbage board: one label for every seat's name and score, a
        plate behind the name of the seat to move, and per seat a track (a hole every
        five points, gold at the goal) with two pegs."""
        m = self.app.metrics
        s = self.s
        n = self.game.seats
        g = self.group
        pitch = min(m.lh + (4 if inline else 8) * s, h // n) // s * s
        top = y + (h - n * pitch) // 2
        g.append(rect(x - s, y - s, w + 2 * s, h + 2 * s, HOLE))  # the board's edge
        g.append(rect(x, y, w, h, WOOD))
        self.plate = rect(x + s, 0, 3 * m.cw + 2 * s, m.lh - 2 * s, theme.SELECT_BG)
        g.append(self.plate)
        if inline:
            tx, ty, tw = x + 4 * m.cw, top + m.lh // 2 // s * s, w - 8 * m.cw
        else:
            tx, ty, tw = x + 3 * s, top + m.lh + 3 * s, w - 6 * s
        # Every track is the same: one bitmap (logical pixels), shown once per seat.
        tw = tw // s
        track = displayio.Bitmap(tw, 3, 4)
        colors = displayio.Palette(4)
        for i, color in enumerate((GROOVE, HOLE, theme.ACCENT, WOOD)):
            colors[i] = color
        target = self.game.target
        for k in range(0, target + 1, 5):
            track[k * (tw - 1) // target, 1] = 1
        track[tw - 1, 1] = 2
        tracks = displayio.Group(scale=s)
        self.track = (tx, tw)
        self.pegs = []
        for seat in range(n):
            row_y = ty + seat * pitch
            tracks.append(displayio.TileGrid(track, pixel_shader=colors, x=tx // s,
                                             y=row_y // s - 1))
            for color in (_dim(PEGS[seat]), PEGS[seat]):  # the back peg, then the front
                self.pegs.append(rect(tx, row_y - 2 * s, 2 * s, 5 * s, color))
        g.append(tracks)
        for peg in self.pegs:
            g.append(peg)
        self.rows = label("", x + 2 * s, top, theme.TEXT, s)
        self.rows.line_spacing = pitch / (theme.CHAR_H * s)
        g.append(self.rows)
        self.row_cols = (w - 4 * s) // m.cw
        self.row_top = (top, pitch)

    # --- texts ---------------------------------------------------------------------
    def card_text(self, card):
        return _rank(card) + SUIT_GLYPHS[card & 3]

    def short_name(self, seat):
        """'P1' / 'AI2' (German 'S1' / 'KI2')."""
        word = t("ai") if self.session.is_ai(seat) else self.text("initial")
        return word + str(seat + 1)

    def name(self, seat, cols):
        """The seat's full name if it fits in cols, else the short one."""
        name = self.seat_name(seat)
        return name if len(name) <= cols else self.short_name(seat)

    def status(self):
        game = self.game
        if self.round_shown:  # what A leads to
            return self.deal_text()
        if self.session.people() == 1 and not game.is_over() and not self.session.is_ai(
                game.to_move):
            return self.text("your_turn")
        return super().status()

    def deal_text(self):
        """'Round 2: AI 3 deals': the round on the table."""
        game = self.game
        return self.text("deals") % (game.round + 1, self.name(game.dealer, self.cols - 15))

    def status_text(self, room):
        text = self.status()
        game = self.game
        if len(text) > room and not game.is_over() and not self.round_shown:
            who = self.short_name(game.to_move)
            if self.thinking:
                text = who + " " + t("thinking") + "..."
            else:
                text = self.text("turn_of") % who
        return fit(text, room)

    def shape_line(self, shape, meld, points):
        """'Neighbours: KQJ = 6', shortened until it fits a line."""
        cols = self.body_cols
        for line in ("%s: %s = %d" % (shape, meld, points), "%s: %s %d" % (shape, meld, points),
                     "%s = %d" % (meld, points)):
            if len(line) <= cols:
                return line
        return fit(line, cols)

    def breakdown(self, tops, card, pile, pts):
        """The lines of a play's breakdown: each shape that scores, or the lone card."""
        lines = []
        others = shape_piles(pile)
        for i in range(3):
            if pts[i]:
                cards = [card] + [tops[q] for q in others[i]]
                meld = "+".join([self.text(k) for k in self.game.meld_keys(cards)])
                lines.append(self.shape_line(self.text(SHAPE_KEYS[i]), meld, pts[i]))
        if pts[3]:
            lines.append(self.shape_line(self.text("lone_card"), _rank(card), pts[3]))
        if not lines:
            lines.append(self.text("no_meld"))
        return lines

    # --- what the ring shows ------------------------------------------------------------
    def shown_play(self):
        """(tops, card, pile, points, head) of the play to show: the preview of the
        person's choice, else the last play (on the last round's piles while its end
        shows); card -1 when there is none."""
        game = self.game
        tops = game.top
        if self.choosing() and self.step == PILE:
            card = self.chosen_card()
            pile = self.pcur
            if pile in self.legal_piles():
                pts = game.breakdown(pile, card)
                head = self.text("preview") % (self.card_text(card), sum(pts))
                tops = list(tops)
                tops[pile] = card
                return tops, card, pile, pts, head
            return tops, -1, pile, None, ""
        last = game.last_play()
        fresh = self.round_shown or game.is_over()
        if last is None or (self.round_start() and not fresh):
            return tops, -1, -1, None, ""
        seat, card, pile, pts = last
        if self.round_shown:
            tops = [p[-1] if p else EMPTY for p in game.ended_piles()]
        cols = self.cols - 9
        head = self.text("played") % (self.name(seat, cols), self.card_text(card), sum(pts))
        return tops, card, pile, pts, head

    def round_start(self):
        """True while no card is played in this round yet."""
        first = 1 if self.game.variant == DECK else 0
        for pile in self.game.piles:
            if len(pile) != first:
                return False
        return True

    def legal_piles(self):
        game = self.game
        if game.phase() == APPOINTMENT:  # only the empty piles
            return [p for p in range(6) if game.top[p] == EMPTY]
        return list(range(6))

    def hand_seat(self):
        """The seat whose hand faces show, or NOBODY."""
        game = self.game
        if self.viewer == SHOW_ALL or (not self.HIDDEN_HANDS
                                       and not self.session.is_ai(game.to_move)):
            return game.to_move
        return self.viewer

    def choosing(self):
        """True while a person picks a card or a pile."""
        game = self.game
        return (not game.is_over() and not self.thinking and not self.round_shown
                and self.hand_seat() == game.to_move and not self.session.is_ai(game.to_move))

    def chosen_card(self):
        return self.game.hands[self.game.to_move][self.hcur]

    # --- drawing ---------------------------------------------------------------------
    def update(self):
        game = self.game
        hand = game.hand(self.hand_seat()) if self.hand_seat() >= 0 else ()
        if self.hcur >= len(hand):
            self.hcur = max(0, len(hand) - 1)
        if self.choosing() and len(hand) == 1 and self.step == CARD:
            self.to_piles()  # one card: only the pile to choose
        tops, card, pile, pts, head = self.shown_play()
        self.draw_ring(tops, card, pile, pts)
        self.draw_hand(hand)
        self.draw_board()
        self.draw_info(tops, card, pile, pts, head)
        self.draw_banner()
        self.draw_bar()

    def draw_bar(self):
        """Whose turn on the left; the phase (the whole deck: the cards left) on the right."""
        game = self.game
        phase = ""
        if game.variant == DECK:
            phase = self.text("deck_left") % game.deck_left()
        elif not game.is_over() and not self.round_shown:
            phase = self.text(PHASE_KEYS[game.phase()])
        if len(phase) > self.cols - 10:  # leave the status room
            phase = ""
        set_text(self.phase_label, phase)
        set_text(self.status_label, self.status_text(self.cols - len(phase) - (1 if phase else 0)))

    def draw_ring(self, tops, card, pile, pts):
        scoring = [False] * 6
        if pts is not None:
            others = shape_piles(pile)
            for i in range(3):
                if pts[i]:
                    for q in others[i]:
                        scoring[q] = True
        for p in range(6):
            face = PLAYED if p == pile and card >= 0 else SCORED if scoring[p] else theme.CARD
            self.piles[p].show(tops[p], face)
        picking = self.choosing() and self.step == PILE
        if picking:
            x, y = self.places[self.pcur]
            _set(self.pile_cursor, "x", x - 2 * self.s)
            _set(self.pile_cursor, "y", y - 2 * self.s)
            legal = self.pcur in self.legal_piles()
            _set(self.pile_cursor, "pixel_shader",
                 theme.palette(theme.ACCENT if legal else theme.WARN))
        _set(self.pile_cursor, "hidden", not picking)
        set_text(self.centre, "" if pts is None else "+%d" % sum(pts))

    def draw_hand(self, hand):
        count = len(hand)
        mine = self.choosing()
        for i in range(len(self.hand)):
            if i >= count:
                self.hand[i].show(-1, 0)
            else:
                self.hand[i].show(hand[i], theme.CARD)
        if mine and count:
            x, y = self.hand_places[self.hcur]
            _set(self.hand_cursor, "x", x - 2 * self.s)
            _set(self.hand_cursor, "y", y - 2 * self.s)
            color = theme.ACCENT if self.step == CARD else theme.TEXT
            _set(self.hand_cursor, "pixel_shader", theme.palette(color))
        _set(self.hand_cursor, "hidden", not (mine and count))

    def draw_board(self):
        game = self.game
        target = game.target
        tx, tw = self.track
        text = ""
        for seat in range(game.seats):
            score = game.scores[seat]
            name = self.short_name(seat)
            num = str(score)
            text += name + " " * max(1, self.row_cols - len(name) - len(num)) + num + "\n"
            for k, value in ((0, game.previous_score(seat)), (1, score)):
                peg = self.pegs[2 * seat + k]
                _set(peg, "x", tx + min(value, target) * (tw - 1) // target * self.s)
                _set(peg, "hidden", k == 0 and value == score)
        set_text(self.rows, text[:-1])
        lit = game.winner if game.is_over() else game.to_move  # its name on a plate
        top, pitch = self.row_top
        _set(self.plate, "y", top + lit * pitch + 2 * self.s)

    def draw_info(self, tops, card, pile, pts, head):
        game = self.game
        color = theme.TEXT
        if card >= 0:
            lines = self.breakdown(tops, card, pile, pts)
            if self.hint_text and self.choosing():
                head = self.hint_text
                color = theme.ACCENT
        elif self.choosing() and self.step == PILE:  # a pile it may not go on
            head = self.text("hint_empty")
            color = theme.WARN
            lines = []
        else:
            head = self.deal_text()
            lines = []
            if self.choosing():
                lines.append(self.text("hint_card"))
            if game.phase() == APPOINTMENT:
                lines.append(self.text("hint_empty"))
        heads = wrap(head, self.cols)
        body = []
        for line in heads[1:] + lines:
            body.extend(wrap(line, self.body_cols))
        set_text(self.info_head, heads[0])
        _set(self.info_head, "color", color)
        set_text(self.info_body, "\n".join(body[: self.body_lines]))

    def draw_banner(self):
        game = self.game
        shown = self.round_shown or game.is_over()
        _set(self.banner, "hidden", not shown)
        if not shown:
            return
        cols = self.banner_cols
        if game.is_over():
            seat = game.winner
            if self.session.people() == 1 and not self.session.is_ai(seat):
                head = self.text("you_win")
            else:
                head = self.text("wins") % (self.seat_name(seat), game.scores[seat])
                if len(head) > cols:
                    head = self.text("winner") % self.name(seat, cols - 9)
            way = t("a_menu")
        else:
            head = self.text("round_over") % game.round
            if not self.thinking:
                way = "A: " + self.text("next_round")
            else:
                way = ELLIPSIS + " " + self.text("next_round")
        head = fit(head, cols)
        way = fit(way, cols)
        wide = max(len(head), len(way))  # padded: a label centres its block, not each line
        pad = (wide - len(head)) // 2
        head = " " * pad + head + " " * (wide - len(head) - pad)
        pad = (wide - len(way)) // 2
        set_text(self.banner_text, head + "\n" + " " * pad + way + " " * (wide - len(way) - pad))

    # --- keys --------------------------------------------------------------------------
    def human_key(self, key):
        self.hint_text = ""
        if self.round_shown:
            if key == keys.A:
                self.app.click()
                self.round_shown = False
                super().after_move()
            else:
                self.refuse()
            return
        if not self.choosing():  # never play a hand the screen does not show
            self.refuse()
            return
        n = len(self.game.hand(self.game.to_move))
        back = key == keys.LEFT or key == keys.UP
        if key == keys.RIGHT or key == keys.DOWN or back:
            if self.step == CARD:
                self.hcur = (self.hcur + (-1 if back else 1)) % n
            else:
                self.pcur = (self.pcur + (-1 if back else 1)) % 6
        elif key == keys.A and self.step == CARD:
            self.to_piles()
        elif key == keys.A:
            if self.pcur in self.legal_piles():
                self.app.click()
                self.commit(self.chosen_card() * 8 + self.pcur)
                return
            self.refuse()  # the breakdown line says why already
            return
        elif key == keys.B and self.step == PILE and n > 1:
            self.step = CARD
        else:
            self.refuse()
            return
        self.app.click()
        self.update()

    def to_piles(self):
        """The card is chosen: the pile cursor starts on a pile it may go on."""
        self.step = PILE
        legal = self.legal_piles()
        while self.pcur not in legal:
            self.pcur = (self.pcur + 1) % 6

    def refuse(self):
        """A key with nothing to do now: a low beep, the position stays."""
        self.app.beep(220, 60)

    def show_hint(self, move, reason):
        """The expert's play: the card and pile cursors on it, its preview on the ring."""
        if not self.choosing():  # a round's end on screen: the next hand is not shown yet
            return
        game = self.game
        self.hcur = game.hands[game.to_move].index(move >> 3)
        self.step = PILE
        self.pcur = move & 7
        self.hint_text = reason
        self.update()

    def after_move(self):
        game = self.game
        self.step = CARD
        self.hint_text = ""
        self.round_shown = game.round_ended() and not game.is_over()
        if self.round_shown and not self.session.is_ai(game.to_move):
            # Everyone sees how the round ended; the person to lead the next round goes on
            # with A (a pass-the-device screen after it if need be).
            self.hold()
            return
        super().after_move()
        if self.round_shown:  # an AI leads the next round: it waits while the end shows
            self.ai_due = ticks_add(self.ai_due, RESULT_MS)
        elif self.thinking and self.session.people() and game.last_play() and self.session.is_ai(
                game.last_play()[0]):
            self.ai_due = ticks_add(self.ai_due, FOLLOW_MS)  # AIs in a row: one play at a time
