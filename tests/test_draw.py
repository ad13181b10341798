"""engine/ui/draw.py's set_text where the heap has no block for a label's new bitmap (the
firmware's Royal Council review ran out so, with 13 KB free in pieces)."""

import pytest

import boards.desktop.blinka  # noqa: F401 (Blinka's displayio and vectorio, in their order)
from engine.ui.draw import set_text


class TightLabel:
    """A label whose new bitmap finds no room while it holds an old one of text."""

    def __init__(self, text):
        self._text = text
        self.sets = []

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, value):
        self.sets.append(value)
        if value and self._text:
            raise MemoryError("memory allocation failed, allocating 1288 bytes")
        self._text = value


class NoRoom(TightLabel):
    @TightLabel.text.setter
    def text(self, value):
        self.sets.append(value)
        if value:
            raise MemoryError("memory allocation failed")
        self._text = value


def test_set_text_lets_the_old_bitmap_go_when_the_new_one_finds_no_room():
    label = TightLabel("the position before")
    set_text(label, "the position after")
    assert label.text == "the position after"
    assert label.sets == ["the position after", "", "the position after"]


def test_set_text_changes_nothing_for_the_same_text():
    label = TightLabel("the same")
    set_text(label, "the same")
    assert label.sets == []


def test_set_text_gives_up_when_even_an_empty_label_leaves_no_room():
    label = NoRoom("old")
    with pytest.raises(MemoryError):
        set_text(label, "new")
    assert label.sets == ["new", "", "new"] and label.text == ""
