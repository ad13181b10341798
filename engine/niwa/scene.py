"""Niwa's screen.

Top: whose turn, and the round. Under it the round's objective (its number on
a gold plate, its name) and its rule in a few words. Then the table: the
face-down stack with its count, the row of face-up cards (sorted by value, so
that a trio lies together; it grows with every reveal), and under them the hand
of the seat that may look (card backs otherwise). A card shows its value and
its colour letter (P, G, O; small where it stands beside the value, as in the
texts, so that 1o never reads as 10) on a face of its colour, so that nobody has
to tell the colours apart. Bottom: a line for the prompt, the last move or why a choice
was refused; a line with the action button (Reveal, or No trio) and what the
hand scores now.

Keys: LEFT/RIGHT walk the choices of the moment (wrapping, so RIGHT alone
reaches them all), UP/DOWN go to the place above or below. A turn: a hand card,
then the row card to take for it (a swap), or the Reveal button. After a reveal
with a trio open: the trio, then three hand cards to lay for it (the third one
plays), or No trio. B takes back the last choice. The end of a round shows every
seat's points under a banner until A (AIs alone: for a while).
"""

from engine import keys
from engine.app.play import NOBODY, SHOW_ALL, PlayScene
from engine.app.scene import t
from engine.game import IllegalMove
from engine.niwa.rules import (
    END,
    HAND,
    KINDS,
    LAY,
    REVEAL,
    STAGE_OFFER,
    SWAP,
    TAKE,
    VALUES,
    breakdown,
    hand_score,
    trio_mask,
)
from engine.ticks import ticks_add
from engine.ui import theme
from engine.ui.draw import label, rect, set_text
from engine.ui.wrap import wrap

FACES = (0xF4A3C4, 0x9BD68B, 0xF6B65E)  # pink, green, orange
FADED = (0x9C6E84, 0x688E5E, 0x9E7840)  # the same, for cards chosen to leave the hand
BACK = 0x5C4A8A
RESULT_MS = 3500  # AIs alone: how long the end of a round shows
FOLLOW_MS = 650  # people watching: each AI move shows this much longer
ELLIPSIS = "\u2026"
TICK = "\u2713"  # marks the winners of a round

# What the cursor can stand on: a hand place, a row card, a trio (by value), the button.
HAND_T = 0
ROW_T = 16
TRIO_T = 32
BUTTON = 48

# The steps of a person's choice.
GIVE = 0  # a hand card to swap, or the Reveal button
PICK = 1  # the row card to take for it
TRIO = 2  # after a reveal: a trio, or No trio
GIVE3 = 3  # the hand cards to lay for the chosen trio


def _fit(text, cols):
    """text cut to cols characters, with an ellipsis if cut."""
    return text if len(text) <= cols else text[: cols - 1] + ELLIPSIS


def _set(obj, name, value):
    """Set a display attribute only when it changes: every write marks an area dirty."""
    if getattr(obj, name) != value:
        setattr(obj, name, value)


def _right(text, width):
    """text right-aligned in width characters."""
    return " " * (width - len(text)) + text


def _wrapped(text, cols, room):
    """text in lines of cols, if they fit in room lines, else none."""
    lines = wrap(text, cols)
    return lines if len(lines) <= room else []


def _expand(counts):
    """The kinds of counts by kind, each as often as it is there, in kind order."""
    out = []
    for k in range(KINDS):
        for _ in range(counts[k]):
            out.append(k)
    return out


class _Look:
    """Card sizes for the screen: value over letter at text scale 1, side by side at 2
    (a hand of nine then takes two lines)."""

    def __init__(self, m):
        s = m.scale
        self.s = s
        self.stacked = s == 1
        self.cells = 3 if self.stacked else 4  # characters from one card to the next
        self.pitch = self.cells * m.cw
        self.w = self.pitch - 2 * s
        self.h = 21 * s if self.stacked else 10 * s  # side by side: room for a small g
        self.pitch_y = self.h + 2  # at scale 2 the frames round a card overlap the next line
        # One label draws the one-digit values and the letters, another the 10s, each
        # placed so that its texts sit centred on the faces (a glyph's ink is 5 wide).
        short, long = (1, 2) if self.stacked else (2, 3)
        self.short_x = (self.w - short * m.cw + s) // 2
        self.long_x = (self.w - long * m.cw + s) // 2
        self.text_y = -s if self.stacked else -2 * s  # the ink lies 3s below a label's top
        self.per = (m.width + 2 * s) // self.pitch


class _Grid:
    """Places for cards in lines, each a face, and a few labels for all the lines: the
    values of one digit (side by side: with their letters), the letters under them
    (stacked), and the 10s, each placed so that its texts sit centred on the faces."""

    def __init__(self, group, look, x, y, count):
        self.look = look
        self.x = x
        self.y = y
        self.count = count
        self.lines = (count + look.per - 1) // look.per
        self.faces = []
        for i in range(count):
            fx, fy = self.spot(i)
            face = rect(fx, fy, look.w, look.h, BACK)
            group.append(face)
            self.faces.append(face)
        s = look.s
        parts = ((look.short_x, 0), (look.short_x, 10 * s), (look.long_x, 0))
        self.labels = []
        for dx, dy in parts if look.stacked else (parts[0], parts[2]):
            lbl = label("", x + dx, y + dy + look.text_y, theme.CARD_BLACK, s)
            lbl.line_spacing = (look.pitch_y + 0.5) / (theme.CHAR_H * s)  # a line a line
            group.append(lbl)
            self.labels.append(lbl)
        self.shown = [None] * count  # per place: a kind, -1 a back, None nothing

    def spot(self, i):
        """The top left corner of place i."""
        per = self.look.per
        return self.x + (i % per) * self.look.pitch, self.y + (i // per) * self.look.pitch_y

    def show(self, cards, faded, letters):
        """cards: a kind (-1 a back, None nothing) for each place from the first; the
        places in faded (indices) on paler faces."""
        for i in range(self.count):
            kind = cards[i] if i < len(cards) else None
            self.shown[i] = kind
            face = self.faces[i]
            _set(face, "hidden", kind is None)
            if kind is not None:
                color = BACK if kind < 0 else (FADED if i in faded else FACES)[kind % 3]
                _set(face, "pixel_shader", theme.palette(color))
        per = self.look.per
        stacked = self.look.stacked
        gap = " " * (self.look.cells - (1 if stacked else 2))
        texts = ["", "", ""]  # one-digit values, letters, 10s
        for line in range(self.lines):
            top = ""
            bottom = ""
            tens = ""
            for i in range(line * per, min(self.count, line * per + per)):
                kind = self.shown[i]
                value = -1 if kind is None or kind < 0 else kind // 3
                letter = letters[kind % 3] if value >= 0 else " "
                digit = str(value) if 0 <= value < 10 else " "
                if stacked:
                    top += digit + gap
                    bottom += letter + gap
                    tens += ("10" if value == 10 else "  ") + gap[1:]
                else:
                    top += (digit + letter if value < 10 else "  ") + gap
                    tens += ("10" + letter if value == 10 else "   ") + gap[1:]
            end = "\n" if line < self.lines - 1 else ""
            texts[0] += top.rstrip() + end
            texts[1] += bottom.rstrip() + end
            texts[2] += tens.rstrip() + end
        for i in range(len(self.labels)):
            text = texts[i if stacked or i == 0 else 2]
            set_text(self.labels[i], text if text.strip() else "")


class GameScene(PlayScene):
    HIDDEN_HANDS = True

    # --- layout ------------------------------------------------------------------
    def build(self):
        m = self.app.metrics
        s = m.scale
        self.s = s
        self.cols = (m.width - 3 * s) // m.cw  # characters a line holds after its margin
        g = self.group
        w = m.width
        bar = m.lh + s
        look = _Look(m)
        self.look = look
        line = 10 * s  # the pitch of the text lines under the bar

        g.append(rect(0, 0, w, m.height, theme.BACKGROUND))
        g.append(rect(0, 0, w, bar, theme.PANEL))
        self.status_label = label("", 2 * s, s, theme.TEXT, s)
        self.round_label = label("", w - 2 * s, s, theme.DIM, s, (1.0, 0.0))
        g.append(self.status_label)
        g.append(self.round_label)

        # The objective: its number on a gold plate, its name, its rule.
        obj_y = bar - s
        g.append(rect(2 * s, bar + s, m.cw + 3 * s, 9 * s, theme.ACCENT))
        self.obj_number = label("", 4 * s, obj_y, theme.BACKGROUND, s)
        self.obj_name = label("", m.cw + 9 * s, obj_y, theme.ACCENT, s)
        # With large text the rule stands in for the name, on the one line.
        self.obj_lines = 2 if look.stacked else 1
        self.obj_rule = label("", 2 * s, obj_y + line, theme.DIM, s)
        for part in (self.obj_number, self.obj_name, self.obj_rule):
            g.append(part)

        # The table: the stack and the row (sixteen places: the stack and at most 15
        # cards, the last ones while a trio is being laid for), then the hand on a
        # strip of its own. Behind the faces: the chosen cards' frames (cream) and the
        # cursor's (gold, three for a trio).
        span = look.per * look.pitch - 2 * s
        x = (w - span) // 2
        row_y = obj_y + self.obj_lines * line + 4 * s
        row_places = 1 + 15
        hand_y = row_y + (row_places + look.per - 1) // look.per * look.pitch_y + 3 * s
        hand_lines = (HAND + look.per - 1) // look.per
        g.append(rect(0, hand_y - 3 * s, w, hand_lines * look.pitch_y + 3 * s, theme.PANEL))
        self.frames = []
        for color in (theme.CARD, theme.ACCENT):
            for _ in range(6 if color == theme.CARD else 3):
                frame = rect(0, 0, look.w + 4 * s, look.h + 4 * s, color)
                frame.hidden = True
                g.append(frame)
                self.frames.append(frame)
        self.row = _Grid(g, look, x, row_y, row_places)
        self.hand = _Grid(g, look, x, hand_y, HAND)
        self.fresh = rect(0, 0, look.w, 2, theme.TEXT)  # under the card put down last
        g.append(self.fresh)
        sx, sy = self.row.spot(0)
        self.stack_label = label("", sx + look.w // 2, sy + look.h // 2 - s, theme.CARD, s,
                                 (0.5, 0.5))
        g.append(self.stack_label)

        # The bottom: a message line, then the button and the hand's score.
        button_y = m.height - 12 * s
        self.message = label("", 2 * s, button_y - 11 * s, theme.TEXT, s)
        g.append(self.message)
        widest = max(len(self.text("reveal")), len(self.text("no_trio")))
        self.plate = rect(2 * s, button_y + s, (widest + 1) * m.cw - s, 11 * s, theme.SELECT_BG)
        self.button = label("", 4 * s, button_y, theme.TEXT, s)
        self.score = label("", w - 2 * s, button_y, theme.DIM, s, (1.0, 0.0))
        for part in (self.plate, self.button, self.score):
            g.append(part)
        self.button_spot = (2 * s, button_y + s)

        # The end of a round or of the tournament: a banner over everything below the bar.
        self.banner = rect(0, bar, w, m.height - bar, theme.BACKGROUND)
        self.banner_head = label("", w // 2, bar, theme.ACCENT, s, (0.5, 0.0))
        self.banner_body = label("", 2 * s, bar + line + 2 * s, theme.TEXT, s)
        self.banner_body.line_spacing = 1.0
        self.banner_foot = label("", w // 2, m.height - 12 * s, theme.DIM, s, (0.5, 0.0))
        self.banner_lines = (m.height - bar - 2 * s) // line - 2  # between head and foot
        for part in (self.banner, self.banner_head, self.banner_body, self.banner_foot):
            g.append(part)

        self.letters = [self.text("letter_%d" % c) for c in range(3)]  # on the cards
        self.small = [letter.lower() for letter in self.letters]  # in texts
        self.step = GIVE
        self.cur = HAND_T
        self.give = -1  # the hand card chosen to swap
        self.chosen = -1  # the trio chosen (its value)
        self.marks = []  # hand places chosen to lay for it
        self.note = ""  # the message line: a refusal, a hint or the last move
        self.note_color = theme.DIM
        self.rounds_seen = len(self.game.round_scores())
        self.round_shown = False  # a finished round's result waits on screen
        self.mover = -1  # the seat of the move played last
        self.ticked = 0  # the banner's table ticks the winners
        self.row_cards = []
        self.hand_cards = []

    # --- names and texts ---------------------------------------------------------
    def card(self, kind):
        """'7g': the value and the colour letter (small, so that 1o never reads as 10)."""
        return str(kind // 3) + self.small[kind % 3]

    def short_name(self, seat):
        """'P1' / 'AI2' (German 'S1' / 'KI2')."""
        word = t("ai") if self.session.is_ai(seat) else self.text("initial")
        return word + str(seat + 1)

    def said(self, key, seat, *args):
        """A text naming seat: its full name if the line has room, else the short one."""
        text = self.text(key) % ((self.seat_name(seat),) + args)
        if len(text) > self.cols:
            text = self.text(key) % ((self.short_name(seat),) + args)
        return text

    def status(self):
        game = self.game
        if self.round_shown:
            text = self.text("round_over") % (self.rounds_seen, game.rounds)
            if len(text) > self.cols:
                text = self.text("round_short") % (self.rounds_seen, game.rounds)
            return text
        if game.is_over() and game.rounds > 1:
            return self.text("stage_over")
        return super().status()

    def last_turn(self):
        """The last move of this round in words ('AI 2: 3g for 7p'), or ''."""
        log = self.game.log()
        if not log:
            return ""
        seat, move, shown = log[-1]
        if move >= SWAP:
            pair = move - SWAP
            return self.said("log_swap", seat, self.card(pair // KINDS), self.card(pair % KINDS))
        if move >= TAKE:
            return self.said("ev_trio", seat, move - TAKE)
        if move >= LAY:
            return self.said("log_lay", seat, self.card(move - LAY))
        for seat, move, shown in reversed(log):  # a reveal, maybe with no trio taken
            if move == REVEAL:
                return self.said("log_reveal", seat, self.card(shown))
        return ""

    # --- what the screen shows -----------------------------------------------------
    def hand_seat(self):
        """The seat whose hand shows face up, or NOBODY."""
        if self.round_shown:
            return NOBODY
        if self.viewer == SHOW_ALL:
            return self.game.to_move
        return self.viewer

    def choosing(self):
        """True while a person may choose on this screen."""
        game = self.game
        return (not game.is_over() and not self.thinking and not self.round_shown
                and self.hand_seat() == game.to_move and not self.session.is_ai(game.to_move))

    def need(self):
        """The hand cards still to lay before a trio can be taken."""
        return 3 - len(self.game.laid)

    def choices(self):
        """(walk, look): the targets LEFT/RIGHT walk now, and those only UP/DOWN reach
        (a row card before a hand card is chosen: A says why not; the hand while a row
        card is chosen: A swaps another card)."""
        hand = list(range(HAND_T, HAND_T + len(self.hand_cards)))
        row = list(range(ROW_T, ROW_T + len(self.row_cards)))
        if self.step == GIVE:
            return hand + [BUTTON], row
        if self.step == PICK:
            return row, hand
        if self.step == GIVE3:
            return hand, []
        mask = self.game.open_trios()
        trios = [TRIO_T + v for v in range(VALUES) if mask >> v & 1]
        return trios + ([BUTTON] if self.game.stage() == STAGE_OFFER else []), []

    def row_place(self, kind):
        """The row index of the first card of kind (-1 if none)."""
        cards = self.row_cards
        return cards.index(kind) if kind in cards else -1

    def place(self, target):
        """The top left corner of a target on screen."""
        if target == BUTTON:
            return self.button_spot
        if target >= TRIO_T:
            return self.row.spot(1 + self.row_place(3 * (target - TRIO_T)))
        if target >= ROW_T:
            return self.row.spot(1 + target - ROW_T)
        return self.hand.spot(target - HAND_T)

    # --- drawing -------------------------------------------------------------------
    def update(self):
        game = self.game
        self.row_cards = _expand(game.row)
        seat = self.hand_seat()
        if seat >= 0:
            self.hand_cards = _expand(game.hands[seat])
        else:
            held = HAND - len(game.laid) if not self.round_shown else 0
            self.hand_cards = [-1] * held
        if self.choosing():
            walk, look = self.choices()
            if self.cur not in walk and self.cur not in look:
                self.cur = walk[0]
        self.draw_bar()
        self.draw_objective()
        self.draw_table()
        self.draw_bottom()
        self.draw_banner()

    def draw_bar(self):
        """Whose turn on the left, the round on the right (while a round is on)."""
        game = self.game
        rounds = game.rounds
        status = self.status()
        text = ""
        if rounds > 1 and not self.round_shown and not game.is_over():
            text = self.text("round_short") % (game.round_index() + 1, rounds)
            if len(status) + len(text) + 1 > self.cols:
                text = "%d/%d" % (game.round_index() + 1, rounds)
        room = self.cols - len(text) - (1 if text else 0)
        if len(status) > room and not game.is_over() and not self.round_shown:
            who = self.short_name(game.to_move)
            status = who + (" " + t("thinking") + "..." if self.thinking else ": " + t("your_turn"))
        set_text(self.round_label, text)
        set_text(self.status_label, _fit(status, room))

    def draw_objective(self):
        obj = self.game.objective()
        set_text(self.obj_number, str(obj))
        rule = self.text("rule_%d" % obj)
        if len(rule) > self.cols - 2 * (self.obj_lines == 1):
            rule = self.text("brief_%d" % obj)
        if self.obj_lines == 1:
            set_text(self.obj_name, rule)
        else:
            set_text(self.obj_name, _fit(self.text("obj_%d" % obj), self.cols - 3))
            set_text(self.obj_rule, rule)

    def draw_table(self):
        game = self.game
        shown = not self.round_shown and not game.is_over()
        cards = [-1 if game.stack else None] + self.row_cards if shown else []
        letters = self.letters if self.look.stacked else self.small  # 1o is no 10
        self.row.show(cards, (), letters)
        faded = self.marks if self.step == GIVE3 else ()
        self.hand.show(self.hand_cards if shown else [], faded, letters)
        set_text(self.stack_label, str(len(game.stack)) if shown and game.stack else "")
        place = self.row_place(self.put_down()) if shown else -1
        if place >= 0:
            x, y = self.row.spot(1 + place)
            _set(self.fresh, "x", x)
            _set(self.fresh, "y", y + self.look.h)
        _set(self.fresh, "hidden", place < 0)
        self.draw_frames()

    def put_down(self):
        """The kind of the card the last move put into the row (-1: none, or a trio taken)."""
        log = self.game.log()
        for i in range(len(log) - 1, -1, -1):
            seat, move, shown = log[i]
            if move == REVEAL:
                return shown
            if move != END:
                return (move - SWAP) // KINDS if move >= SWAP else (
                    move - LAY if move < TAKE else -1)
        return -1

    def draw_frames(self):
        """Cream frames round the chosen cards, gold ones round the cursor's."""
        chosen = []
        cursor = []
        if self.choosing():
            if self.step == PICK:
                chosen.append(self.hand.spot(self.hand_cards.index(self.give)))
            elif self.step == GIVE3:
                chosen = self.trio_spots(self.chosen)
                for i in self.marks:
                    chosen.append(self.hand.spot(i))
            cur = self.cur
            if TRIO_T <= cur < BUTTON:
                cursor = self.trio_spots(cur - TRIO_T)
            elif cur != BUTTON:
                cursor.append(self.place(cur))
        s = self.s
        for i in range(9):
            frame = self.frames[i]
            spots = chosen if i < 6 else cursor
            j = i if i < 6 else i - 6
            if j < len(spots):
                _set(frame, "x", spots[j][0] - 2 * s)
                _set(frame, "y", spots[j][1] - 2 * s)
            _set(frame, "hidden", j >= len(spots))

    def trio_spots(self, value):
        return [self.row.spot(1 + self.row_place(k)) for k in range(3 * value, 3 * value + 3)]

    def draw_bottom(self):
        game = self.game
        choosing = self.choosing()
        text = self.note
        color = self.note_color
        if choosing and not text:
            text = self.prompt()
            color = theme.TEXT
        set_text(self.message, _fit(text, self.cols))
        _set(self.message, "color", color)
        walk = self.choices()[0] if choosing else ()
        has_button = BUTTON in walk
        if has_button:
            name = self.text("reveal" if self.step == GIVE else "no_trio")
            set_text(self.button, name)
            focus = self.cur == BUTTON
            _set(self.button, "color", theme.BACKGROUND if focus else theme.TEXT)
            _set(self.plate, "pixel_shader",
                 theme.palette(theme.ACCENT if focus else theme.SELECT_BG))
        _set(self.plate, "hidden", not has_button)
        _set(self.button, "hidden", not has_button)
        seat = self.hand_seat()
        score = ""
        if seat >= 0 and not game.is_over():
            score = self.text("hand_points") % hand_score(game.hands[seat], game.objective())
        set_text(self.score, score)

    def prompt(self):
        """What A does on the cursor's target."""
        cur = self.cur
        step = self.step
        if cur == BUTTON:
            return self.text("do_reveal" if step == GIVE else "do_end")
        if TRIO_T <= cur:
            return self.text("do_trio") % (cur - TRIO_T)
        if cur >= ROW_T:
            kind = self.row_cards[cur - ROW_T]
            if step == PICK:
                return self.text("do_take") % (self.card(kind), self.card(self.give))
            return self.text(self.row_refusal(kind))
        kind = self.hand_cards[cur - HAND_T]
        if step == GIVE3:
            if cur - HAND_T in self.marks:
                return self.text("do_keep") % self.card(kind)
            left = self.need() - len(self.marks) - 1
            if left == 0:
                return self.text("do_last") % self.card(kind)
            return self.text("do_lay") % (self.card(kind), left)
        return self.text("do_swap") % self.card(kind)

    def row_refusal(self, kind):
        """Why a row card cannot be taken before a hand card is chosen."""
        if trio_mask(self.game.row) >> (kind // 3) & 1:
            return "after_reveal"  # a trio lies there, but only a reveal opens it
        return "hand_first"

    def draw_banner(self):
        game = self.game
        shown = self.round_shown or game.is_over()
        for part in (self.banner, self.banner_head, self.banner_body, self.banner_foot):
            _set(part, "hidden", not shown)
        for part in (self.obj_number, self.obj_name, self.obj_rule):
            _set(part, "hidden", shown)
        if not shown:  # empty texts: a label's bitmap fits its text, also when hidden
            for part in (self.banner_head, self.banner_body, self.banner_foot):
                set_text(part, "")
            return
        cols = self.cols
        lines = self.table_lines(cols)
        room = self.banner_lines
        if game.is_over():
            won = self.leaders()
            head = self.text("tie") if len(won) > 1 else self.said("wins", won[0])
            if self.ticked:
                lines += _wrapped("\n" + TICK + " " + self.text("won_card"), cols,
                                  room - len(lines))
            foot = t("a_menu")
        else:
            r = len(game.round_scores()) - 1
            obj = game.objective_of(r)
            head = self.text("objective") + " %d: " % obj + self.text("obj_%d" % obj)
            if len(head) > cols:
                head = "%d: " % obj + self.text("obj_%d" % obj)
            winners = game.round_winners(r)
            if len(winners) > 1:
                text = "\n" + self.text("round_shared")
            else:  # the full name: the line wraps
                text = "\n" + self.text("round_won") % self.seat_name(winners[0])
            lines += _wrapped(text, cols, room - len(lines))
            nxt = game.objective()
            text = self.text("next_objective") % ("%d %s" % (nxt, self.text("obj_%d" % nxt)))
            lines += _wrapped(text, cols, room - len(lines))
            foot = self.text("a_next") if self.session.people() else ELLIPSIS
        set_text(self.banner_head, _fit(head, cols))
        set_text(self.banner_foot, _fit(foot, cols))
        set_text(self.banner_body, "\n".join(lines))

    def leaders(self):
        """The seats with the highest total."""
        totals = self.game.totals()
        best = max(totals)
        return [s for s in range(self.game.seats) if totals[s] == best]

    def table_lines(self, cols):
        """The scores: a column per finished round (a tick after the points of those who
        won its objective card), then the sums (ticked for the winners at the end); the
        ticks go when the names would not fit."""
        game = self.game
        seats = range(game.seats)
        columns = []
        for r in range(len(game.round_scores())):
            points = game.round_scores()[r]
            columns.append((self.text("col_round") % (r + 1), [points[s] for s in seats],
                            game.round_winners(r)))
        if game.rounds > 1:
            over = game.is_over()
            columns.append((self.text("col_sum"), game.totals(), self.leaders() if over else ()))
        short = max([len(self.short_name(s)) for s in seats])
        for ticks in (1, 0):
            widths = [1 + max([len(head)] + [len(str(v)) for v in values])
                      for head, values, won in columns]
            wide = sum(widths) + ticks * len(widths)
            if short + wide <= cols:
                break
        self.ticked = ticks
        head = ""
        for i in range(len(columns)):
            head += _right(columns[i][0], widths[i]) + " " * ticks
        lines = [_right(head, cols)]
        for seat in seats:
            cells = ""
            for i in range(len(columns)):
                name, values, won = columns[i]
                cells += _right(str(values[seat]), widths[i])
                if ticks:
                    cells += TICK if seat in won else " "
            name = self.seat_name(seat)
            if len(name) + wide > cols:
                name = self.short_name(seat)
            lines.append(name + " " * (cols - wide - len(name)) + cells)
        return lines

    # --- keys ----------------------------------------------------------------------
    def human_key(self, key):
        if self.round_shown:
            if key == keys.A:
                self.app.click()
                self.round_shown = False
                super().after_move()
            else:
                self.refuse()
            return
        if not self.choosing():  # never act on a hand the screen does not show
            self.refuse()
            return
        if key == keys.B and not self.back():
            self.refuse()  # nothing chosen: nothing changes
            return
        self.note = ""
        if key == keys.LEFT or key == keys.RIGHT:
            self.walk(1 if key == keys.RIGHT else -1)
        elif key == keys.UP or key == keys.DOWN:
            self.climb(1 if key == keys.DOWN else -1)
        elif key == keys.A:
            self.choose()
            return
        self.app.click()
        self.update()

    def walk(self, d):
        walk, look = self.choices()
        targets = look if self.cur in look else walk
        i = targets.index(self.cur) if self.cur in targets else -1
        self.cur = targets[(i + d) % len(targets)]

    def climb(self, d):
        """To the nearest target on the next line below (d 1) or above (d -1); from the
        last line round to the first."""
        walk, look = self.choices()
        x0, y0 = self.place(self.cur)
        best = None
        for around in (False, True):
            for target in walk + look:
                x, y = self.place(target)
                dy = (y - y0) * d
                if around:
                    dy = -dy  # the farthest line the other way
                    key = (-dy, abs(x - x0))
                else:
                    key = (dy, abs(x - x0))
                if dy > 0 and (best is None or key < best[0]):
                    best = (key, target)
            if best is not None:
                self.cur = best[1]
                return

    def choose(self):
        """A: the choice under the cursor; the last one of a move plays it."""
        cur = self.cur
        step = self.step
        if step == GIVE and cur == BUTTON:
            self.play(REVEAL)
            return
        if step == GIVE and cur >= ROW_T:
            self.refuse(self.text(self.row_refusal(self.row_cards[cur - ROW_T])))
            self.update()
            return
        if step == GIVE or (step == PICK and cur < ROW_T):
            self.give = self.hand_cards[cur - HAND_T]
            if step == GIVE:
                self.step = PICK
                self.cur = ROW_T
        elif step == PICK:
            self.play(SWAP + self.give * KINDS + self.row_cards[cur - ROW_T])
            return
        elif step == TRIO and cur == BUTTON:
            self.play(END)
            return
        elif step == TRIO:
            self.chosen = cur - TRIO_T
            if self.need() == 0:
                self.play(TAKE + self.chosen)
                return
            self.step = GIVE3
            self.cur = HAND_T
        else:
            i = cur - HAND_T
            if i in self.marks:
                self.marks.remove(i)
            else:
                self.marks.append(i)
                if len(self.marks) == self.need():
                    self.lay_and_take()
                    return
        self.app.click()
        self.update()

    def lay_and_take(self):
        """Lay the marked cards, then take the chosen trio (one save, at the end); if
        the rules refuse any of it, the cards laid go back to the hand."""
        game = self.game
        played = 0
        for i in self.marks:
            try:
                game.play(LAY + self.hand_cards[i])
            except IllegalMove:
                break
            played += 1
        self.app.click()
        if played < len(self.marks) or not self.commit(TAKE + self.chosen):
            for _ in range(played):
                game.undo()
            self.refuse()
            self.update()

    def back(self):
        """B: take back the last choice; False if there is none."""
        if self.step == PICK:
            self.step = GIVE
            self.cur = HAND_T + self.hand_cards.index(self.give)
            self.give = -1
        elif self.step == GIVE3 and self.marks:
            self.cur = HAND_T + self.marks.pop()
        elif self.step == GIVE3:
            self.step = TRIO
            self.cur = TRIO_T + self.chosen
            self.chosen = -1
        else:
            return False
        return True

    def play(self, move):
        self.app.click()
        if not self.commit(move):
            self.update()

    def refuse(self, why=""):
        """A key with nothing to do, or a choice the rules refuse: a low beep, a short
        message, the position as it was."""
        self.app.beep(220, 60)
        if why:
            self.note = why
            self.note_color = theme.WARN

    def show_hint(self, move, reason):
        """SELECT: the cursor on the top AI's move, its reason on the message line."""
        game = self.game
        self.reset_choice()
        if move == REVEAL or move == END:
            self.cur = BUTTON
        elif move >= SWAP:
            pair = move - SWAP
            self.give = pair // KINDS
            self.step = PICK
            self.cur = ROW_T + self.row_place(pair % KINDS)
        elif move >= TAKE:
            self.cur = TRIO_T + move - TAKE
        else:
            mask = game.open_trios()
            values = [v for v in range(VALUES) if mask >> v & 1]
            if len(values) == 1:  # the trio is plain: on to the card to lay
                self.chosen = values[0]
                self.step = GIVE3
                self.cur = HAND_T + self.hand_cards.index(move - LAY)
            else:
                self.cur = TRIO_T + values[0]
        self.note = reason
        self.note_color = theme.ACCENT
        self.update()

    # --- turns -----------------------------------------------------------------------
    def reset_choice(self):
        """No choice made yet: a trio to choose first after a reveal; else the cursor
        stays in the hand or on the button."""
        game = self.game
        self.step = TRIO if game.open_trios() else GIVE
        self.give = -1
        self.chosen = -1
        self.marks = []
        if self.step == TRIO:
            mask = game.open_trios()
            self.cur = TRIO_T + [v for v in range(VALUES) if mask >> v & 1][0]
        elif not (self.cur == BUTTON or self.cur < ROW_T):
            self.cur = HAND_T

    def commit(self, move):
        self.mover = self.game.to_move
        return super().commit(move)

    def after_move(self):
        game = self.game
        self.reset_choice()
        done = len(game.round_scores())
        self.round_shown = done > self.rounds_seen and not game.is_over()
        self.rounds_seen = done
        self.note = self.last_turn() if self.mover != game.to_move else ""
        self.note_color = theme.DIM
        if self.round_shown and self.session.people():
            # Everyone sees how the round ended; A goes on (a pass-the-device screen
            # after it if need be).
            self.hold()
            return
        super().after_move()
        if self.round_shown:  # AIs alone: the end of the round shows a while
            self.ai_due = ticks_add(self.ai_due, RESULT_MS)
        elif self.thinking and self.session.people() and self.session.is_ai(self.mover):
            self.ai_due = ticks_add(self.ai_due, FOLLOW_MS)  # AIs in a row: one at a time

    # --- pause-menu views ----------------------------------------------------------------
    def extras(self):
        return [(self.text("log"), self.show_log), (self.text("scores"), self.show_scores)]

    def show_log(self):
        """The public log of this round, newest first, after the cards each seat was
        seen to take and still holds."""
        from engine.app.help import HelpScene

        game = self.game
        seen = [self.text("seen") + ":"]
        for seat in range(game.seats):
            cards = " ".join([self.card(k) for k in _expand(game.known[seat])])
            seen.append(self.seat_name(seat) + ": " + (cards or "-"))
        entries = []
        for seat, move, shown in game.log():
            name = self.seat_name(seat)
            if move == REVEAL:
                entries.append(self.text("log_reveal") % (name, self.card(shown)))
            elif move == END:
                entries.append(self.text("log_end") % name)
            elif move < TAKE:
                entries.append(self.text("log_lay") % (name, self.card(move - LAY)))
            elif move < SWAP:
                entries.append(self.text("log_trio") % (name, move - TAKE))
            else:
                pair = move - SWAP
                entries.append(self.text("log_swap") % (name, self.card(pair // KINDS),
                                                        self.card(pair % KINDS)))
        entries.reverse()
        title = self.text("log") + ": " + self.text("round_short") % (game.round_index() + 1,
                                                                        game.rounds)
        body = "\n".join(entries) if entries else self.text("no_log")
        self.app.push(HelpScene(self.app, title, ["\n".join(seen), body]))

    def show_scores(self):
        """Each finished round's points and how each hand made them, the totals, and what
        the hand on screen scores now."""
        from engine.app.help import HelpScene

        game = self.game
        pages = []
        for r in range(len(game.round_scores())):
            obj = game.objective_of(r)
            lines = [self.text("round_of") % (r + 1, game.rounds) + ": " +
                     self.text("obj_%d" % obj)]
            for seat in range(game.seats):
                lines.append(self.seat_name(seat) + ": " + self.text("points") % (
                    game.round_scores()[r][seat]) + self.how(r, seat, obj))
            if game.round_breakdown(r, 0) is None:
                lines.append(self.text("no_breakdown"))
            pages.append("\n".join(lines))
        totals = game.totals()
        pages.append(self.text("total") + ":\n" + "\n".join(
            [self.seat_name(s) + ": " + str(totals[s]) for s in range(game.seats)]))
        seat = self.viewer  # a person's own hand (spectators see the hands anyway)
        if seat >= 0 and not self.round_shown and not game.is_over():
            obj = game.objective()
            pages.append(self.text("hand_now") + ": " + self.text("points") % hand_score(
                game.hands[seat], obj) + self.how(-1, seat, obj))
        self.app.push(HelpScene(self.app, self.text("scores"), pages))

    def how(self, r, seat, obj):
        """' (Trio of 8: 12, 10g 10o 4p 4o: 28)': a hand's scoring (r -1: the hand now;
        '' for a round finished before the game was loaded)."""
        if r < 0:
            found = breakdown(self.game.hands[seat], obj)
        else:
            found = self.game.round_breakdown(r, seat)
        if found is None:
            return ""
        trios, picked, total = found
        parts = [self.text("trio_points") % (v, 20 - v) for v in trios]
        cards = " ".join([self.card(k) for k in picked])
        parts.append((cards or self.text("nothing")) + ": " + str(total - sum(
            [20 - v for v in trios])))
        return " (" + ", ".join(parts) + ")"
