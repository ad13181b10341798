"""What the games' notation readers share: a number read back as str() wrote it.

First of the Season's and Royal Council's rules_notation load this for one use with
them (engine.modules.import_once), so it is not on the heap while a game is played.
"""


def number(token, prefix, signed=False):
    """The number after prefix in token, as str() writes it, up to 2**30 - 1 (a small int
    on the device: App.new_seed's seeds reach it) and at least 0 (or -(2**30 - 1) if
    signed); ValueError if token holds anything else."""
    digits = token[len(prefix):]
    sign = 1
    if signed and digits.startswith("-"):
        digits = digits[1:]
        sign = -1
    if (not token.startswith(prefix) or not digits.isdigit() or len(digits) > 10
            or int(digits) > 0x3FFFFFFF
            or digits.startswith("0") and (len(digits) > 1 or sign < 0)):
        raise ValueError("bad number: " + token)
    return sign * int(digits)
