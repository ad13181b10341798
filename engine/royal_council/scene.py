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

The layout (scene_layout.py) is loaded for its one use when the screen is made
(engine.modules.part), so that its code is not on the device's heap while the game is
played; so is a hint's reason (engine/royal_council/ai_reason.py, by the AI).
"""

from engine import keys, lang
from engine.app.play import SHOW_ALL, PlayScene
from engine.app.scene import t
from engine.cards import RANK_LETTERS, RANK_LETTERS_DE, SUIT_GLYPHS, is_red
from engine.modules import part
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
from engine.ui.draw import ELLIPSIS, cells, drop, fit, rect, set_attr, set_text
from engine.ui.wrap import wrap

PLAYED = 0xBFD7EA  # the card played (or about to be)
SCORED = 0xF7DC8C  # the cards it scores with
SLOT = 0x2E6B52  # an empty pile's place
RESULT_MS = 3500  # how long the end of a round shows before an AI leads the next
FOLLOW_MS = 650  # with people watching, an AI's play shows this much longer before the next
CARD, PILE = 0, 1  # the person's two choices: a hand card, then a pile




def _rank(card):
    """The rank letter in the current language (German B D K for J Q K)."""
    return (RANK_LETTERS_DE if lang.is_german() else RANK_LETTERS)[card >> 2]


class Card:
    """A place for a card: an edge, a face and one label, the rank over the suit."""

    def __init__(self, group, x, y, w, h, s):
        self.edge = rect(x, y, w, h, theme.CARD_EDGE)
        self.face = rect(x + s, y + s, w - 2 * s, h - 2 * s, theme.CARD)
        self.text = cells(2, 2, x + w // 2, y + h // 2 - s, color=theme.CARD_BLACK, scale=s,
                          anchor=(0.5, 0.5))
        for obj in (self.edge, self.face, self.text):
            group.append(obj)
        self.code = -1  # what it shows, so that it is restyled only when that changes

    def show(self, card, face):
        """card (EMPTY: an empty place, -1: nothing) on a face of that colour."""
        code = (card + 1) * 0x1000000 + face
        if code == self.code:
            return
        self.code = code
        set_attr(self.edge, "hidden", card == -1)
        set_attr(self.face, "hidden", card == -1)
        set_attr(self.text, "hidden", card == -1 or card == EMPTY)
        if card == -1 or card == EMPTY:
            set_text(self.text, "")  # no text kept where none shows: no bitmap
        if card == -1:
            return
        self.edge.pixel_shader = theme.palette(SLOT if card == EMPTY else theme.CARD_EDGE)
        if card == EMPTY:
            face = theme.BACKGROUND  # an outline
        self.face.pixel_shader = theme.palette(face)
        if card != EMPTY:
            set_text(self.text, _rank(card) + "\n" + SUIT_GLYPHS[card & 3])
            set_attr(self.text, "color", theme.CARD_RED if is_red(card) else theme.CARD_BLACK)


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
    banner = banner_cols = None  # the end of a round or game, over the hand; its characters
    banner_labels = banner_middle = None  # its label while it shows, else (); (x, y) of it
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
        # Made once: loaded for that use.
        part(__name__, "layout").build(self)

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
        """The status, in its short form when the long one is longer than room."""
        text = self.status()
        game = self.game
        if len(text) > room and not game.is_over() and not self.round_shown:
            who = self.short_name(game.to_move)
            if self.thinking:
                text = who + " " + t("thinking") + "\u2026"
            else:
                text = self.text("turn_of") % who
        return text

    def shape_line(self, shape, meld, points):
        """'Neighbours: KQJ = 6', shortened until it fits a line; the meld alone may take
        two (draw_info wraps it)."""
        cols = self.body_cols
        for line in ("%s: %s = %d" % (shape, meld, points), "%s: %s %d" % (shape, meld, points)):
            if len(line) <= cols:
                return line
        return "%s = %d" % (meld, points)

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
        status = self.status_text(self.cols - len(phase) - 1)
        if phase and len(status) + 1 + len(phase) > self.cols:  # the status comes first
            phase = ""
            status = self.status_text(self.cols)
        set_text(self.phase_label, phase)
        set_text(self.status_label, fit(status, self.cols))

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
            set_attr(self.pile_cursor, "x", x - 2 * self.s)
            set_attr(self.pile_cursor, "y", y - 2 * self.s)
            legal = self.pcur in self.legal_piles()
            set_attr(self.pile_cursor, "pixel_shader",
                 theme.palette(theme.ACCENT if legal else theme.WARN))
        set_attr(self.pile_cursor, "hidden", not picking)
        set_text(self.centre, "" if pts is None else "+%d" % sum(pts))

    def draw_hand(self, hand):
        # Under the banner (the end of a round or of the game) the hand shows nothing.
        count = 0 if self.round_shown or self.game.is_over() else len(hand)
        mine = self.choosing()
        for i in range(len(self.hand)):
            if i >= count:
                self.hand[i].show(-1, 0)
            else:
                self.hand[i].show(hand[i], theme.CARD)
        if mine and count:
            x, y = self.hand_places[self.hcur]
            set_attr(self.hand_cursor, "x", x - 2 * self.s)
            set_attr(self.hand_cursor, "y", y - 2 * self.s)
            color = theme.ACCENT if self.step == CARD else theme.TEXT
            set_attr(self.hand_cursor, "pixel_shader", theme.palette(color))
        set_attr(self.hand_cursor, "hidden", not (mine and count))

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
                set_attr(peg, "x", tx + min(value, target) * (tw - 1) // target * self.s)
                set_attr(peg, "hidden", k == 0 and value == score)
        set_text(self.rows, text[:-1])
        lit = game.winner if game.is_over() else game.to_move  # its name on a plate
        top, pitch = self.row_top
        set_attr(self.plate, "y", top + lit * pitch + 2 * self.s)

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
        set_attr(self.info_head, "color", color)
        set_text(self.info_body, "\n".join(body[: self.body_lines]))

    def draw_banner(self):
        game = self.game
        shown = self.round_shown or game.is_over()
        set_attr(self.banner, "hidden", not shown)
        if not shown:  # its label was made for it: it goes with it
            self.banner_labels = drop(self.banner, self.banner_labels)
            return
        if not self.banner_labels:
            x, y = self.banner_middle
            text = cells(self.banner_cols, 2, x, y, color=theme.ACCENT, scale=self.s,
                         anchor=(0.5, 0.5))
            self.banner.append(text)
            self.banner_labels = (text,)
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
        set_text(self.banner_labels[0],
                 head + "\n" + " " * pad + way + " " * (wide - len(way) - pad))

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
