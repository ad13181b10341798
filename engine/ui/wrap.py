"""Word wrapping for help texts and messages (pure Python, no display)."""


def wrap(text, cols):
    """Lines of at most cols characters; '\\n' starts a new line, long words are cut."""
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            while len(word) > cols:
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:cols])
                word = word[cols:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= cols:
                line = line + " " + word
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines
