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

Code that runs now and then is loaded for each use (engine.modules.part), so that
it is not on the device's heap while the game is played: the layout (scene_layout.py, once),
the coach (ai_coach.py, for each card a person takes while it is on), the game number
and a game's end (scene_banner.py: the box, the top line, the prompt); their texts, and a
refused card's, are in text_more.py.
While a person plays against the expert, each frame of theirs gives the expert a slice of
thinking on their time (ai.ponder: ai_ponder.py, loaded as the screen is made), until it has
nothing more to think about.
"""

from engine import keys, lang
from engine.app.play import PlayScene
from engine.app.scene import t
from engine.budget import budget
from engine.cards import RANK_LETTERS, RANK_LETTERS_DE, SUIT_GLYPHS, is_red
from engine.lang import Texts
from engine.modules import part
from engine.royal_garden.rules import GAME_OVER, NEXT, NONE, PLAYING, SINGLE
from engine.ticks import ticks_add
from engine.ui import theme
from engine.ui.draw import ELLIPSIS, fit, set_text

BED = 0x06291E  # a place whose card is gone
LAST = theme.SELECT_BG  # the place of the card on top of the pile
WON = theme.ACCENT  # the places of the winning line or square
DIM_FACE = 0xA29C88  # a card that may not be taken now
MARKERS = (theme.CARD_RED, theme.CARD_BLACK)  # seat 0 red, seat 1 black
INKS = MARKERS  # the garden's labels: red cards, black cards
COLOURS = ("red", "black")
RESULT_MS = 2500  # AI-only matches: how long the result of a game shows

# What a place shows, as one int, so a place is restyled only when it changes.
_TAKEN = 128  # + seat * 4 + the bed (0 plain, 1 last, 2 won); below: card * 2 + dimmed



class GameScene(PlayScene):
    """The garden, the panel and the lines around them (attributes below)."""

    HIDDEN_HANDS = False  # every card lies face up
    # The display objects and their sizes, made by scene_layout.py, back to front:
    s = cols = None  # the text scale; the characters of the top and the message line
    card_size = None  # a card's (width, height)
    cursor = warn_box = None  # frames: the cursor, the coach's mark on a winning reply
    places = beds = faces = rims = discs = None  # per place: (x, y), bed, face, marker
    garden_labels = None  # per group of rows: Cells in red ink and Cells in black
    row_step = None  # font pixels from a garden row to the next in those Cells
    rows = seat_labels = None  # per seat: the bar of the seat to move, its name and score
    panel_cols = seat_cols = None  # the characters of the panel, of a seat's name
    table = pile = pile_text = match_label = None  # the pile (bed, face), its card, the match
    goal_lines = None  # the match's goal in words, wrapped for the panel
    box = box_head = box_body = None  # a game's result, where the table was
    box_rows = box_y = None  # the box's lines at most, and the top of its first line
    message = None  # the bottom line
    # What the screen shows (scene_layout.py starts them, the scene keeps them):
    cur = turn = None  # the place under the cursor; the turn it was placed for
    shown = pile_shown = None  # the style code of each place; the pile's card
    state = None  # the game (and its end) the match label and the box show
    notice = notice_color = None  # a refused card's reason or a hint, until the next key
    # The coach's warning (ai_coach.py: how the opponent could win after the card at the
    # cursor, NONE if not, and where, -1) and the lines it or a game's end (scene_banner.py)
    # writes on top and as the prompt:
    threat_how = threat_place = None
    said_status = said_prompt = None
    # The expert may think on the person's time, from the game's first card (until it has
    # no more; None: the heap has no room for it in this game).
    pondering = True

    def build(self):
        # Made once: loaded for that use.
        part(__name__, "layout").build(self)
        controllers = self.session.controllers
        if not self.session.people() or max(controllers) < 1:
            return  # no AI to think on a person's time (the guided game's side: no AI held)
        ai = self.mods.ai
        if len(ai.LEVELS) - 1 in controllers:
            # The Expert's thinking on a person's time is loaded (and the heap asked for
            # room) while the screen is made: in a slice of the loop that took 80-155 ms,
            # where a key is to be seen within 50.
            if ai.ponder(self.game, controllers.index(len(ai.LEVELS) - 1), 0) is None:
                self.pondering = None

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
        if self.threat_how != NONE or game.phase != PLAYING:
            return self.said_status  # the coach: how the opponent would win; or the result
        seat = game.to_move
        if self.thinking:
            return self.colour(seat) + " " + t("thinking") + ELLIPSIS
        if self.session.people() == 1:
            return self.text("your_turn")
        return self.text(COLOURS[seat] + "_to_move")

    def prompt(self):
        """The message line when nothing was refused."""
        game = self.game
        if self.threat_how != NONE or game.phase != PLAYING:
            return self.said_prompt  # the coach's keys; or who starts next, or A: menu
        if self.thinking:
            if game.top < 0:
                return ""
            rank, suit = self.card_text(game.top_card())
            return self.text("took") % (self.colour(game.to_move ^ 1), rank + suit)
        if game.top < 0:
            return self.text("hint_first")
        return self.text("hint_follow") % self.card_text(game.top_card())

    # --- drawing ---------------------------------------------------------------------
    def update(self):
        game = self.game
        playing = game.phase == PLAYING
        self.place_cursor()
        self.draw_garden(playing)
        self.draw_pile()
        self.draw_seats(playing)
        if self.box.hidden != playing:  # the result box instead of the table, at the end
            self.box.hidden = playing
            self.table.hidden = not playing
        state = game.game_number() * 32 + (31 if playing else game.taken())
        if state != self.state:  # a new game, or its end: loaded to draw them
            self.state = state
            part(__name__, "banner").draw(self)
        set_text(self.status_label, fit(self.status(), self.cols))
        color = theme.WARN if self.threat_how != NONE else theme.TEXT
        if self.status_label.color != color:
            self.status_label.color = color
        msg = self.message
        text = self.notice or self.prompt()
        color = self.notice_color if self.notice else theme.DIM
        if msg.color != color:
            msg.color = color
        set_text(msg, fit(text, self.cols))

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
        q = self.threat_place
        if q >= 0:
            x, y = self.places[q]
            self.warn_box.x = x - 2 * self.s
            self.warn_box.y = y - 2 * self.s
        if self.warn_box.hidden != (q < 0):
            self.warn_box.hidden = q < 0

    def draw_garden(self, playing):
        """Each place whose look changed: a card's face (bright or dimmed) on its edge,
        or the marker of the seat that took it on a bed (plain, last taken, or won)."""
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
            face = self.faces[p]
            disc = self.discs[p]
            face.hidden = seat >= 0
            if seat < 0:
                face.pixel_shader = theme.palette(DIM_FACE if code & 1 else theme.CARD)
                self.beds[p].pixel_shader = theme.palette(theme.CARD_EDGE)
            else:
                self.beds[p].pixel_shader = theme.palette((BED, LAST, WON)[code & 3])
                disc.pixel_shader = theme.palette(MARKERS[seat])
            if disc.hidden != (seat < 0):
                disc.hidden = self.rims[p].hidden = seat < 0
        if rows:
            self.write_garden()

    def write_garden(self):
        """Each row's ranks over its suits, three characters a place, in the Cells of its
        ink and group of rows (scene_layout.py): they change only when their text does."""
        game = self.game
        groups = len(self.garden_labels)
        for first in range(groups):
            for ink in range(2):
                lines = []  # a row's ranks, then its suits (scene_layout's tops)
                for row in range(first, 4, groups):
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
                    lines.append(ranks.rstrip())
                    lines.append(suits.rstrip())
                set_text(self.garden_labels[first][ink], "\n".join(lines))

    def draw_pile(self):
        card = self.game.top_card()
        if card != self.pile_shown:
            self.pile_shown = card
            bed, face = self.pile
            face.hidden = card < 0
            if card < 0:
                bed.pixel_shader = theme.palette(BED)
                set_text(self.pile_text, "")
            else:
                face.pixel_shader = theme.palette(theme.CARD)
                bed.pixel_shader = theme.palette(theme.CARD_EDGE)
                rank, suit = self.card_text(card)
                set_text(self.pile_text, rank + "\n" + suit)
                self.pile_text.color = INKS[0 if is_red(card) else 1]

    def draw_seats(self, playing):
        game = self.game
        cols = self.seat_cols
        for seat in range(2):
            moving = playing and seat == game.to_move
            if self.rows[seat].hidden == moving:
                self.rows[seat].hidden = not moving
            score = "" if game.mode == SINGLE else str(game.score[seat])
            room = cols - len(score) - (1 if score else 0)
            name = fit(self.seat_label(seat, room), room)
            lbl = self.seat_labels[seat]
            set_text(lbl, name + " " * (cols - len(name) - len(score)) + score)
            color = theme.ACCENT if not playing and seat == game.winner else theme.TEXT
            if lbl.color != color:
                lbl.color = color

    # --- keys --------------------------------------------------------------------------
    def human_key(self, key):
        game = self.game
        self.notice = ""
        warned = self.threat_how != NONE
        self.threat_how = NONE  # any key answers the coach: A takes, the others go back
        self.threat_place = -1
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
                if not warned and self.app.settings.coach:  # loaded for this card
                    part("engine.royal_garden.ai", "coach").ask(self)
                if self.threat_how != NONE:
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
        more = Texts("engine.royal_garden.text_more").TEXT
        if game.owner(self.cur) >= 0:
            self.notice = more["place_taken"]
        elif game.top < 0:
            self.notice = more["only_edge"]
        else:
            self.notice = more["only_follow"] % self.card_text(game.top_card())

    def show_hint(self, move, reason):
        """The expert's card: the cursor goes there (between games the hint is to deal on),
        the reason shows until the next key."""
        if move != NEXT:
            self.cur = move
        self.threat_how = NONE
        self.threat_place = -1
        self.notice = reason
        self.notice_color = theme.ACCENT
        self.update()

    def tick(self, now):
        super().tick(now)
        if self.pondering:  # a slice of the expert's thinking while a person looks
            game = self.game
            seat = game.to_move ^ 1
            ai = self.mods.ai
            try:
                self.pondering = (not self.thinking and self.session.controllers[seat]
                                  == len(ai.LEVELS) - 1
                                  and ai.ponder(game, seat, budget(ai.PONDER_NODES), self.cur))
            except MemoryError:
                self.pondering = False

    def after_move(self):
        self.threat_how = NONE  # a take-back from the pause menu drops a warning too
        self.threat_place = -1
        if self.pondering is not None:
            self.pondering = True
        super().after_move()
        if self.game.phase == GAME_OVER:
            if self.session.people():
                self.thinking = False  # everyone sees the result; a person's A deals on
            else:
                self.ai_due = ticks_add(self.ai_due, RESULT_MS)
            self.update()
