"""Statistics for the lab reports: means, 95% intervals, correlation, binned means."""

import math

Z95 = 1.959964  # the normal quantile of a two-sided 95% interval


def mean(xs):
    """The arithmetic mean (0.0 for no values)."""
    return sum(xs) / len(xs) if xs else 0.0


def stdev(xs):
    """The sample standard deviation (0.0 below two values)."""
    n = len(xs)
    if n < 2:
        return 0.0
    m = mean(xs)
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))


def mean_ci(xs):
    """(mean, half width of its normal 95% interval)."""
    n = len(xs)
    return mean(xs), (Z95 * stdev(xs) / math.sqrt(n) if n > 1 else 0.0)


def wilson(k, n):
    """The Wilson 95% interval (low, high) of a share of k successes in n trials.

    Unlike the normal interval it stays inside [0, 1] and is sound near 0% and 100%
    (a first-player loss under perfect play is rare).
    """
    if n == 0:
        return 0.0, 1.0
    p = k / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def pearson(xs, ys):
    """Pearson's correlation r of paired values (0.0 when either does not vary)."""
    mx = mean(xs)
    my = mean(ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    if sxx == 0 or syy == 0:
        return 0.0
    return sxy / math.sqrt(sxx * syy)


def pearson_ci(r, n):
    """The 95% interval of a correlation r over n pairs (Fisher's z)."""
    if n < 4 or abs(r) >= 1:
        return r, r
    z = math.atanh(r)
    half = Z95 / math.sqrt(n - 3)
    return math.tanh(z - half), math.tanh(z + half)


def binned(xs, ys):
    """For each distinct x, in order: (x, count, mean of y, half width of its 95% interval)."""
    groups = {}
    for x, y in zip(xs, ys, strict=True):
        groups.setdefault(x, []).append(y)
    return [(x, len(groups[x])) + mean_ci(groups[x]) for x in sorted(groups)]


def counts(values, keys):
    """How often each of keys occurs in values, as a list in the order of keys."""
    tally = dict.fromkeys(keys, 0)
    for v in values:
        tally[v] += 1
    return [tally[k] for k in keys]


def share(k, n):
    """'55.0% (51.9-58.1)': a share with its Wilson 95% interval, as report text."""
    if n == 0:
        return "-"
    lo, hi = wilson(k, n)
    return "%.1f%% (%.1f-%.1f)" % (100.0 * k / n, 100.0 * lo, 100.0 * hi)
