"""Word wrapping for help texts and messages (pure Python, no display)."""


def wrap(text, cols):
    """Lines of at most cols characters; '\\n' starts a new line. A word longer than a line
    is cut with a hyphen (with 3 columns or fewer, without)."""
    lines = []
    cut, mark = (cols - 1, "-") if cols > 3 else (cols, "")
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            while len(word) > cols:
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:cut] + mark)
                word = word[cut:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= cols:
                line = line + " " + word
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines
