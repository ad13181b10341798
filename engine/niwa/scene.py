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

Code that runs now and then is loaded for each use (engine.modules.part), so that
it is not on the device's heap while the game is played: the layout (scene_layout.py, once),
the banner (scene_banner.py) and the pause menu's log and scores pages (scene_pages.py); their
texts, and the objective's rule, are in text_more.py.
"""

from engine import keys
from engine.app.play import NOBODY, SHOW_ALL, PlayScene
from engine.app.scene import t
from engine.game import IllegalMove
from engine.lang import Texts, language
from engine.modules import part
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
    hand_score,
    trio_mask,
)
from engine.ticks import ticks_add
from engine.ui import theme
from engine.ui.draw import drop, fit, set_attr, set_text

FACES = (0xF4A3C4, 0x9BD68B, 0xF6B65E)  # pink, green, orange
FADED = (0x9C6E84, 0x688E5E, 0x9E7840)  # the same, for cards chosen to leave the hand
BACK = 0x5C4A8A
RESULT_MS = 3500  # AIs alone: how long the end of a round shows
FOLLOW_MS = 650  # people watching: each AI move shows this much longer

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




def expand(counts):
    """The kinds of counts by kind, each as often as it is there, in kind order."""
    out = []
    for k in range(KINDS):
        for _ in range(counts[k]):
            out.append(k)
    return out


class Grid:
    """Places for cards in lines, each a face, and stacked labels for the 10s and for the
    other values (made by engine/niwa/scene_layout.py): look (the card sizes,
    scene_layout's _Look), x, y, count, lines, faces, tens, values, shown."""

    def spot(self, i):
        """The top left corner of place i."""
        per = self.look.per
        return self.x + (i % per) * self.look.pitch, self.y + (i // per) * self.look.pitch_y

    def show(self, cards, faded, letters):
        """cards: a kind (-1 a back, None nothing) for each place from the first; the
        places in faded (indices) on paler faces; the 10s in self.tens, the one-digit
        values (side by side: with their letters) and the letters under them (stacked) in
        self.values."""
        for i in range(self.count):
            kind = cards[i] if i < len(cards) else None
            self.shown[i] = kind
            face = self.faces[i]
            set_attr(face, "hidden", kind is None)
            if kind is not None:
                color = BACK if kind < 0 else (FADED if i in faded else FACES)[kind % 3]
                set_attr(face, "pixel_shader", theme.palette(color))
        per = self.look.per
        stacked = self.look.stacked
        gap = " " * (self.look.cells - (1 if stacked else 2))
        texts = []  # one-digit values and letters
        tens_lines = []
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
            texts.append(top.rstrip())
            texts.append(bottom.rstrip())
            tens_lines.append(tens.rstrip())
        set_text(self.values, "\n".join(texts))
        set_text(self.tens, "\n".join(tens_lines))


class GameScene(PlayScene):
    HIDDEN_HANDS = True
    # The display objects and their sizes, made by scene_layout.py, back to front:
    s = cols = None  # the text scale; the characters a line holds
    look = None  # the card sizes
    round_label = None  # the round, at the right of the top bar
    obj_number = obj_name = obj_rule = None  # the objective: its number, name and rule
    obj_lines = None  # the lines the objective takes (1: the rule stands for the name)
    frames = None  # behind the cards: six cream (chosen), three gold (the cursor), dark rings
    row = hand = None  # the Grids of the stack and the row, and of the hand
    fresh = stack_label = None  # the mark under the card put down last; the stack's count
    message = None  # the message line
    plate = button = score = button_spot = None  # the button, its text, the hand's points
    banner = None  # the end of a round or game, over everything below the bar
    banner_labels = None  # its head, body and foot while it shows, else () (scene_banner.py)
    banner_lines = None  # the lines between its head and its foot
    letters = small = None  # the colours' letters on the cards, and in texts
    # A person's choice (scene_layout.py starts it, the scene keeps it):
    step = cur = None  # GIVE, PICK, TRIO or GIVE3; the target under the cursor
    give = chosen = marks = None  # the hand card to swap; the trio; the hand places to lay
    note = note_color = None  # the message line: a refusal, a hint or the last move
    # What the screen shows (the scene keeps it):
    rule_obj = rule_language = rule_text = None  # the objective's rule on screen
    rounds_seen = round_shown = None  # finished rounds shown; a round's end waits for A
    mover = None  # the seat of the move played last
    held = None  # a person's reveal ended their turn: it shows until their A
    row_cards = hand_cards = None  # the kinds in the row and the hand shown (-1: a back)

    # --- layout ------------------------------------------------------------------
    def build(self):
        # Made once: loaded for that use (engine.niwa.scene_layout).
        part(__name__, "layout").build(self)

    # --- names and texts ---------------------------------------------------------
    def card(self, kind):
        """'7g': the value and the colour letter (small, so that 1o never reads as 10)."""
        return str(kind // 3) + self.small[kind % 3]

    def short_name(self, seat):
        """'P1' / 'AI2' (German 'S1' / 'KI2')."""
        word = t("ai") if self.session.is_ai(seat) else self.text("initial")
        return word + str(seat + 1)

    def said(self, form, seat, *args):
        """form (a text whose first %s names seat) filled in: seat's full name if the
        line has room, else the short one."""
        text = form % ((self.seat_name(seat),) + args)
        if len(text) > self.cols:
            text = form % ((self.short_name(seat),) + args)
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
        if self.held:
            return self.said(self.text("a_on"), self.mover)
        return super().status()

    def last_turn(self):
        """The last move of this round in words ('AI 2: 3g for 7p'), or ''."""
        log = self.game.log()
        if not log:
            return ""
        seat, move, shown = log[-1]
        if move >= SWAP:
            pair = move - SWAP
            return self.said(self.text("log_swap"), seat, self.card(pair // KINDS),
                             self.card(pair % KINDS))
        if move >= TAKE:
            return self.said(self.text("ev_trio"), seat, move - TAKE)
        if move >= LAY:
            return self.said(self.text("log_lay"), seat, self.card(move - LAY))
        for seat, move, shown in reversed(log):  # a reveal, maybe with no trio taken
            if move == REVEAL:
                return self.said(self.text("log_reveal"), seat, self.card(shown))
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
        self.row_cards = expand(game.row)
        seat = self.hand_seat()
        if seat >= 0:
            self.hand_cards = expand(game.hands[seat])
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
        set_text(self.status_label, fit(status, room))

    def banner_up(self):
        """True while the banner covers everything below the bar (the end of a round or
        of the tournament): the labels under it hold no text (no bitmap) meanwhile."""
        return self.round_shown or self.game.is_over()

    def draw_objective(self):
        if self.banner_up():
            for part in (self.obj_number, self.obj_name, self.obj_rule):
                set_text(part, "")
            return
        obj = self.game.objective()
        set_text(self.obj_number, str(obj))
        if self.rule_obj != obj or self.rule_language != language():  # a new round
            more = Texts("engine.niwa.text_more").TEXT  # its rule, read once
            text = more["rules"][obj - 1]
            if len(text) > self.cols - 2 * (self.obj_lines == 1):
                text = more["briefs"][obj - 1]
            self.rule_obj = obj
            self.rule_language = language()
            self.rule_text = text
        if self.obj_lines == 1:
            set_text(self.obj_name, self.rule_text)
        else:
            set_text(self.obj_name, fit(self.text("objectives")[obj - 1], self.cols - 3))
            set_text(self.obj_rule, self.rule_text)

    def draw_table(self):
        game = self.game
        shown = not self.banner_up()
        cards = [-1 if game.stack else None] + self.row_cards if shown else []
        letters = self.letters if self.look.stacked else self.small  # 1o is no 10
        self.row.show(cards, (), letters)
        faded = self.marks if self.step == GIVE3 else ()
        self.hand.show(self.hand_cards if shown else [], faded, letters)
        set_text(self.stack_label, str(len(game.stack)) if shown and game.stack else "")
        place = self.row_place(self.put_down()) if shown else -1
        if place >= 0:
            x, y = self.row.spot(1 + place)
            set_attr(self.fresh, "x", x)
            set_attr(self.fresh, "y", y + self.look.h)
        set_attr(self.fresh, "hidden", place < 0)
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
        for i in range(12):  # 0-5 cream, 6-8 gold and 9-11 the dark rings inside them
            frame = self.frames[i]
            spots = chosen if i < 6 else cursor
            j = i if i < 6 else i % 3
            d = 2 if i < 9 else 1
            if j < len(spots):
                set_attr(frame, "x", spots[j][0] - d * s)
                set_attr(frame, "y", spots[j][1] - d * s)
            set_attr(frame, "hidden", j >= len(spots))

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
        set_text(self.message, "" if self.banner_up() else fit(text, self.cols))
        set_attr(self.message, "color", color)
        walk = self.choices()[0] if choosing else ()
        has_button = BUTTON in walk
        set_text(self.button, self.text("reveal" if self.step == GIVE else "no_trio")
                 if has_button else "")
        if has_button:
            focus = self.cur == BUTTON
            set_attr(self.button, "color", theme.BACKGROUND if focus else theme.TEXT)
            set_attr(self.plate, "pixel_shader",
                 theme.palette(theme.ACCENT if focus else theme.SELECT_BG))
        set_attr(self.plate, "hidden", not has_button)
        set_attr(self.button, "hidden", not has_button)
        seat = self.hand_seat()
        score = ""
        if seat >= 0 and not self.banner_up():
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
        shown = self.banner_up()
        set_attr(self.banner, "hidden", not shown)
        if shown:  # the end of a round or of the tournament: loaded to draw it
            part(__name__, "banner").draw(self)
        else:  # its labels were made for it: they go with it
            self.banner_labels = drop(self.group, self.banner_labels)

    # --- keys ----------------------------------------------------------------------
    def human_key(self, key):
        if self.round_shown or self.held:
            if key == keys.A:
                self.app.click()
                self.round_shown = self.held = False
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
        session = self.session
        played = 0
        for i in self.marks:
            try:
                session.play(LAY + self.hand_cards[i])
            except IllegalMove:
                break
            played += 1
        self.app.click()
        if played < len(self.marks) or not self.commit(TAKE + self.chosen):
            for _ in range(played):
                session.undo()
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
        part(__name__, "pages").show_hint(self, move, reason)

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
        last = game.log()[-1:] if self.session.people() > 1 and not game.is_over() else ()
        if last and last[0][1] == REVEAL and 0 <= self.mover != game.to_move and (
                not self.session.is_ai(self.mover)):
            # The person who revealed sees the card before the device is passed on.
            self.held = True
            self.app.settings.moved(self.session)
            self.update()
            return
        super().after_move()
        if self.round_shown:  # AIs alone: the end of the round shows a while
            self.ai_due = ticks_add(self.ai_due, RESULT_MS)
        elif self.thinking and self.session.people() and self.mover >= 0 and (
                self.session.is_ai(self.mover)):
            self.ai_due = ticks_add(self.ai_due, FOLLOW_MS)  # AIs in a row: one at a time

    def _reveal(self):
        # After the pass-the-device screen: the moves since this person's last turn.
        super()._reveal()
        part(__name__, "pages").since(self)

    # --- pause-menu views ----------------------------------------------------------------
    def extras(self):
        return [(self.text("log"), self.show_log), (self.text("scores"), self.show_scores)]

    def show_log(self):
        part(__name__, "pages").show_log(self)

    def show_scores(self):
        part(__name__, "pages").show_scores(self)
