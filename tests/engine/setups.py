"""The setups the app can create for a catalog game (shared by the protocol and resume
tests): every seat count and every combination of option values."""


def every_setup(entry, rules, more=()):
    """(seats, options) for every seat count of entry and every combination of the
    values of rules.OPTIONS (what the setup menu offers) and of more (other options the
    rules take, as (key, values) pairs)."""
    combos = [{}]
    for option in getattr(rules, "OPTIONS", ()) + more:
        key, values = option[0], option[1]  # a third item: when the setup asks for it
        grown = []
        for options in combos:
            for value in values:
                chosen = dict(options)
                chosen[key] = value
                grown.append(chosen)
        combos = grown
    out = []
    for seats in range(entry.min_seats, entry.max_seats + 1):
        for options in combos:
            out.append((seats, options))
    return out
