"""The numbers behind the score charts, shared by the terminal's text charts and the web's
SVG charts: how scores are binned, where the n-th point of a series sits, how numbers read."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from tabletop.text.i18n import language, t

Number = int | float
Point = tuple[str, float]

MAX_ROWS = 20  # more histogram rows than this no longer fit a screen next to the prompt


def number(value: Number) -> str:
    """Integers without a decimal point, other values with at most two decimals (a decimal
    comma in German, issue #23: German all through)."""
    if float(value).is_integer() and abs(value) < 1e15:
        return str(int(value))
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if language() == "de" else text


def counted_summary(counted: Mapping[int, int]) -> str:
    """``summary`` of whole numbers given as how often each occurs (not empty)."""
    size = sum(counted.values())
    mean = sum(value * count for value, count in counted.items()) / size
    return t("chart_summary", count=size, mean=number(mean),
             median=number(counted_median(counted)), low=number(min(counted)),
             high=number(max(counted)))


def counted_median(counted: Mapping[int, int]) -> float:
    """The median of whole numbers given as how often each occurs (not empty)."""
    size = sum(counted.values())
    wanted = ((size - 1) // 2, size // 2)  # the middle one, or the middle two
    found: list[int] = []
    seen = 0
    for value, count in sorted(counted.items()):
        found.extend(value for index in wanted if seen <= index < seen + count)
        seen += count
        if len(found) == 2:
            break
    return (found[0] + found[1]) / 2


def summary(values: Sequence[Number]) -> str:
    """Count, mean, median, lowest and highest (``values`` must not be empty)."""
    return t("chart_summary", count=len(values), mean=number(statistics.fmean(values)),
             median=number(statistics.median(values)), low=number(min(values)),
             high=number(max(values)))


# histogram


@dataclass(frozen=True, slots=True)
class Bin:
    label: str
    count: int


def make_bins(values: Sequence[Number], bins: int | None = None) -> list[Bin]:
    """The histogram's rows, lowest first (``values`` must not be empty).

    Integer values get a bin per value while the range is small (at most 20 values, or
    ``bins``), else equal bins of whole numbers; other values get ``bins`` equal bins (by
    default about log2(n) + 1, at most 20).
    """
    if bins is not None and bins < 1:
        raise ValueError("bins must be at least 1")
    if all(float(v).is_integer() for v in values):
        return _integer_bins([int(v) for v in values], bins)
    return _float_bins([float(v) for v in values], bins)


def _default_bins(count: int) -> int:
    return min(MAX_ROWS, math.ceil(math.log2(count)) + 1) if count > 1 else 1


def _integer_bins(values: list[int], bins: int | None) -> list[Bin]:
    return counted_bins(Counter(values), bins)


def counted_bins(counted: Mapping[int, int], bins: int | None = None) -> list[Bin]:
    """``make_bins`` of whole numbers given as how often each occurs (not empty): a run of
    a billion games is binned without a list of a billion totals."""
    if bins is not None and bins < 1:
        raise ValueError("bins must be at least 1")
    low, high = min(counted), max(counted)
    span = high - low + 1
    wanted = bins if bins is not None else (span if span <= MAX_ROWS
                                            else _default_bins(sum(counted.values())))
    step = math.ceil(span / wanted)
    counts = [0] * math.ceil(span / step)
    for value, count in counted.items():
        counts[(value - low) // step] += count
    starts = [low + i * step for i in range(len(counts))]
    return [Bin(_range_label(start, min(start + step - 1, high)), count)
            for start, count in zip(starts, counts, strict=True)]


def _range_label(first: int, last: int) -> str:
    # The last bin stops at the highest value, so no label names a score nobody reached.
    return str(first) if first == last else f"{first}..{last}"


def _float_bins(values: list[float], bins: int | None) -> list[Bin]:
    low, high = min(values), max(values)
    if high == low:
        return [Bin(number(low), len(values))]
    wanted = bins if bins is not None else _default_bins(len(values))
    step = (high - low) / wanted
    counts = [0] * wanted
    for value in values:
        counts[min(int((value - low) / step), wanted - 1)] += 1
    return [Bin(f"{number(low + i * step)}..{number(low + (i + 1) * step)}", count)
            for i, count in enumerate(counts)]


# line chart


def column(position: int, positions: int, plot_w: int) -> int:
    """The column of the ``position``-th of ``positions`` points spread over ``plot_w``."""
    if positions <= 1:
        return 0
    return round(position * (plot_w - 1) / (positions - 1))


def label_per_position(series: Iterable[Sequence[Point]], positions: int) -> list[str]:
    """The x label of each position: the first series that has a point there names it."""
    labels = [""] * positions
    for points in series:
        for position, (label, _) in enumerate(points):
            labels[position] = labels[position] or label
    return labels
