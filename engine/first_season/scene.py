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

Code that runs now and then is loaded for each use (engine.modules.part), so that
it is not on the device's heap while the game is played: the layout (scene_layout.py, once),
the result of a game or match (scene_banner.py) and the overview and a hint (scene_pages.py);
their texts are in text_more.py. The harvest choice's keys and button (scene_harvest.py) are
held while a person chooses, so they are off the heap while the AI thinks.
"""

from engine import keys
from engine.app.play import SHOW_ALL, PlayScene
from engine.app.scene import t
from engine.compat import const
from engine.first_season.rules import count_bits, suits
from engine.modules import part
from engine.ticks import ticks_add
from engine.ui import theme
from engine.ui.draw import drop, set_attr, set_text

ICONS = "\ue000\ue001\ue002\ue003\ue004\ue005"  # the font's Decktet suits, M S W L Y K
# The rules' numbers (const names with a _ cost nothing on the device).
_ACE = const(24)  # the Ace of suit s is card _ACE + s
_NEXT = const(24)
_HARVEST = const(0x1000000)
_PLANT = const(0)
_HARVESTING = const(1)
_BETWEEN = const(2)
# Colours: a card the harvest takes is gold (theme.ACCENT), the revealed Ace orange
# (theme.WARN: its suit is out of season).
_PLANTED = const(0xBFD7EA)  # the card planted this turn
_DIMMED = const(0x7D8F85)  # garden cards out of reach, the hand while harvesting
_BACK = const(0x2F4F8F)  # a card whose face is hidden
_RESULT_MS = const(2500)  # AI-only matches: how long the result of a game shows
_HAND = const(4)  # cards in a full hand


def face(card):
    """A card's text on screen: its rank ('A' for an Ace) and suit icons."""
    text = "A" if card >= _ACE else str(2 + card // 3)
    for s in suits(card):
        text += ICONS[s]
    return text


def _show(row, texts, colors):
    # A row of small cards (scene_layout.py): row[0] its label for all their texts (rank
    # and suit icons; None: the garden's label), row[1:] a face each (a coloured
    # rectangle). Shows len(texts) cards (a blank text for a hidden face), hides the rest;
    # returns the row's text.
    n = len(texts)
    for i in range(1, len(row)):
        set_attr(row[i], "hidden", i > n)
        if i <= n:  # theme.palette gives one object a colour: set only on a change
            set_attr(row[i], "pixel_shader", theme.palette(colors[i - 1]))
    text = " ".join(texts)
    if row[0] is not None:
        set_text(row[0], text)
    return text



class GameScene(PlayScene):
    HIDDEN_HANDS = True
    # The display objects and their sizes, made by scene_layout.py, back to front:
    s = None  # the text scale
    cols = rows = None  # the garden's cards a row, its rows on screen
    score_label = None  # the games won, at the right of the top bar
    cursor = None  # the frame round the card under the cursor
    garden_rows = hand_cards = ace_card = None  # rows of small cards (see _show)
    garden_label = garden_texts = None  # Cells for the garden's texts (a line a row, then
    # the Ace's), its rows' lines
    button = button_room = None  # the harvest's button and its characters
    info_label = info_room = None  # the Aces left and the deck, and its characters
    out_box = crown_boxes = None  # behind the table: the suit out of season, the Crowns
    table_y = head_x = points_room = None  # the table's top, its counts' left, the points'
    head = names = count_labels = None  # its heading, the seats' names, the counts
    message = crown_label = None  # the message line and the Crowns its turn took
    msg_y = cols_text = bar_cols = None  # its top and characters; the top bar's characters
    banner = banner_box = None  # a game's or the match's result (a group, its box)
    banner_labels = None  # its head and body while it shows, else () (scene_banner.py)
    banner_top = None  # the top of the space it covers
    banner_span = banner_span_all = None  # its height over the garden, and the table too
    # What the screen shows (scene_layout.py starts it, the scene keeps it):
    gtop = more = None  # the first garden row shown; the marks that it scrolls
    head_text = None  # the heading's columns
    hcur = None  # the hand card under the cursor
    notice = None  # the message line's note (a hint, or no card to harvest)
    # The harvest choice (the scene and scene_harvest.py, which is held while a person
    # chooses): the planted card, the marks, the cards and the position (len(targets) is
    # the button) of the choice:
    harvest = None  # the scene_harvest module while a person chooses, else None
    harvest_of = picked = targets = hpos = None

    def build(self):
        part(__name__, "layout").build(self)

    # --- text helpers ----------------------------------------------------------------
    def short_name(self, seat):
        """'P1' / 'AI2' (German 'S1' / 'KI2'): the table and the message line."""
        word = t("ai") if self.session.is_ai(seat) else self.text("initial")
        return word + str(seat + 1)

    def fit(self, text, cols):
        """text cut to cols characters, with an ellipsis if cut."""
        return text if len(text) <= cols else text[:cols - 1] + "\u2026"

    # --- drawing ---------------------------------------------------------------------
    def update(self):
        game = self.game
        phase = game.phase()
        if phase == _HARVESTING and self.harvest_of != game.planted():
            self.harvest_of = game.planted()
            self.picked = game.eligible()
            self.targets = []
            for c in game.garden():
                if self.picked >> c & 1:
                    self.targets.append(c)
            self.hpos = len(self.targets)  # on the button: A harvests every card
        elif phase != _HARVESTING:
            self.harvest_of = -1
        # A person choosing the harvest: its keys and button are loaded for the choice.
        if phase != _HARVESTING or self.thinking:
            self.harvest = None
        elif self.harvest is None:
            self.harvest = part(__name__, "harvest")
        room = self.draw_bar(phase)
        hand = self.draw_hand(phase)
        self.draw_garden(phase, hand)
        self.draw_info()
        self.draw_table()
        if phase >= _BETWEEN:  # the result of a game: loaded to draw it (it hides what
            part(__name__, "banner").draw(self, room)  # lies under its box)
        elif self.banner_labels:  # no result: the banner's labels were made for it
            set_attr(self.banner, "hidden", True)
            self.banner_labels = drop(self.banner, self.banner_labels)
            for lbl in [self.garden_label, self.info_label, self.head] + self.names \
                    + self.count_labels:
                set_attr(lbl, "hidden", False)
        self.draw_message(phase)

    def draw_bar(self, phase):
        game = self.game
        match, _, won0, won1 = game.match_state()
        score = "%d:%d" % (won0, won1) if match > 1 else ""
        room = self.bar_cols - len(score) - (1 if score else 0)
        set_text(self.score_label, score)
        if phase >= _BETWEEN:  # the result of a game: update draws it
            return room
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
        mine = phase == _PLANT and seat == game.to_move and not self.thinking
        color = _DIMMED if phase == _HARVESTING and not mine else theme.CARD
        for i in range(_HAND):
            if i >= count:
                _show(self.hand_cards[i], (), ())
            elif seat < 0:
                _show(self.hand_cards[i], ("   ",), (_BACK,))
            else:
                _show(self.hand_cards[i], (face(cards[i]),), (color,))
        if mine and cards:
            self.place_cursor(self.hand_cards[self.hcur], 0)
            return cards[self.hcur]
        return -1

    def draw_garden(self, phase, under):
        game = self.game
        garden = game.garden()
        cols = self.cols
        harvesting = phase == _HARVESTING
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
        self.garden_texts = []  # the garden label's lines (draw_info adds the Ace's)
        for row in range(self.rows):
            first = (self.gtop + row) * cols
            texts = []
            colors = []
            for card in garden[first:first + cols]:
                if reach >> card & 1:
                    colors.append(theme.ACCENT)
                elif harvesting and card == game.planted():
                    colors.append(_PLANTED)
                elif harvesting and not elig >> card & 1:
                    colors.append(_DIMMED)
                else:
                    colors.append(theme.CARD)
                texts.append(face(card))
            self.garden_texts.append(_show(self.garden_rows[row], texts, colors))
            if first <= focus < first + cols:
                self.place_cursor(self.garden_rows[row], focus - first)
        up = self.gtop > 0
        down = (self.gtop + self.rows) * cols < len(garden)
        self.more = ("\u25b2" if up else "") + ("\u25bc" if down else "")
        self.draw_head()
        if under < 0 and focus < 0:
            set_attr(self.cursor, "hidden", True)
        if self.harvest:
            self.harvest.draw_button(self, focus < 0)
        else:
            set_attr(self.button, "hidden", True)

    def place_cursor(self, row, i):
        s = self.s
        set_attr(self.cursor, "x", row[i + 1].x - 2 * s)
        set_attr(self.cursor, "y", row[i + 1].y - 2 * s)
        set_attr(self.cursor, "hidden", False)

    def draw_info(self):
        game = self.game
        ace = game.revealed_ace()
        if ace < 0:
            shown = _show(self.ace_card, (), ())
            left = self.text("no_ace")
        else:
            shown = _show(self.ace_card, (face(_ACE + ace),), (theme.WARN,))
            left = self.text("left") % (game.aces_left() - 1)
        set_text(self.garden_label, "\n".join(self.garden_texts + [shown]))
        deck = self.text("deck") + " " + str(game.deck_count())
        set_text(self.info_label, left + " " * max(1, self.info_room - len(left) - len(deck))
                 + deck)

    def draw_head(self):
        """The heading row: scroll marks in the name column, then the heading."""
        set_text(self.head, self.more + " " * (5 - len(self.more)) + self.head_text)

    def draw_table(self):
        # Columns of the tableaus: the six suits, Aces, points; a line a seat in each of
        # the three count labels, a cell in one of them (its kind), blanks in the others.
        game = self.game
        ace = game.revealed_ace()
        pts = self.text("pts")
        aces = len(pts) <= self.points_room  # else (20 columns) no Aces' column: the
        head = list(ICONS) + (["A", pts] if aces else [pts])  # points in its place
        n = len(head)
        kinds = [0] * n  # the heading: the suit out of season black on its box
        if ace >= 0:
            kinds[ace] = 2
        self.head_text = _columns(head, kinds, 0)
        self.draw_head()
        set_attr(self.out_box, "hidden", ace < 0)
        if ace >= 0:
            set_attr(self.out_box, "x", self.head_x + 2 * ace * self.app.metrics.cw - self.s)
        last = game.last_harvester()
        over = game.phase() >= _BETWEEN
        lines = ([], [], [_columns(head, kinds, 2)])  # plain, zero, black: a line a seat
        holder = [-1] * 6
        for seat in range(2):
            crowns = game.crowns(seat)
            items = []
            for n in game.suit_counts(seat):
                items.append(str(n))
            if aces:
                items.append(str(len(game.aces(seat))))
            items.append(str(game.points(seat)))
            for i in range(n):  # a Crown black on gold, a zero count or no Ace dimmed
                kinds[i] = 2 if i in crowns else 1 if i < n - 1 and items[i] == "0" else 0
            for k in range(3):
                lines[k].append(_columns(items, kinds, k))
            for suit in crowns:
                holder[suit] = seat
            name = self.names[seat]
            set_text(name, self.short_name(seat) + ("\u2022" if seat == last else ""))
            set_attr(name, "color",
                     theme.ACCENT if seat == game.to_move and not over else theme.TEXT)
        for k in range(3):  # "\n" alone would be an empty box: bitmap_label fails on it
            set_text(self.count_labels[k], "\n".join(lines[k]) if any(lines[k]) else "")
        lh = self.app.metrics.lh
        for suit in range(6):
            box = self.crown_boxes[suit]
            set_attr(box, "hidden", holder[suit] < 0)
            if holder[suit] >= 0:
                set_attr(box, "y", self.table_y + (holder[suit] + 1) * lh + self.s)

    def draw_message(self, phase):
        # The notice, the prompt or the last turn in short ('AI2: <card> +2 <Ace>') with
        # the Crowns it took.
        text = self.notice
        crowns = 0
        if not text and phase == _HARVESTING and not self.thinking:
            text = self.text("pick_harvest") % "\u2713"
        elif not text:
            last = self.game.last_turn()
            if last is not None:
                seat, card, mask, ace, crowns = last
                text = self.short_name(seat) + ": " + face(card) + " +" + str(count_bits(mask))
                if ace >= 0:
                    text += " " + face(ace)
            elif phase == _PLANT and not self.thinking:
                text = self.text("plant")
        text = self.fit(text, self.cols_text - 1)
        set_text(self.message, text)
        # The Crowns taken, drawn as the table draws a Crown: black on gold.
        icons = ""
        for s in range(6):
            if crowns >> s & 1:
                icons += ICONS[s]
        set_text(self.crown_label, icons)
        set_attr(self.crown_label, "anchored_position",
             (2 * self.s + (len(text) + 1) * self.app.metrics.cw, self.msg_y))

    # --- keys --------------------------------------------------------------------------
    def human_key(self, key):
        phase = self.game.phase()
        self.notice = ""
        if phase == _PLANT:
            self.plant_key(key)
        elif phase == _HARVESTING:
            self.harvest.key(self, key)
        elif phase == _BETWEEN and key == keys.A:
            self.app.click()
            self.commit(_NEXT)
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

    def refuse(self):
        """A key with nothing to do now: a low beep, the position stays."""
        self.app.beep(220, 60)

    def show_hint(self, move, reason):
        part(__name__, "pages").show_hint(self, move, reason)

    def after_move(self):
        game = self.game
        if game.phase() == _BETWEEN and self.session.people():
            # Everyone sees the result; a person's A deals the next game (privacy after it).
            self.hold()
            return
        super().after_move()
        if game.phase() == _BETWEEN:  # only AIs play: let spectators read the result
            self.ai_due = ticks_add(self.ai_due, _RESULT_MS)

    # --- the overview (pause menu) ---------------------------------------------------
    def extras(self):
        return [(self.text("overview"), self.overview)]

    def overview(self):
        part(__name__, "pages").overview(self)


def _columns(items, kinds, kind):
    """items at every other column; those of another kind than kind become blanks."""
    out = ""
    for i in range(len(items)):
        out += (items[i] if kinds[i] == kind else " " * len(items[i])) + " "
    return out.rstrip()
