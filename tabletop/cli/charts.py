"""Text charts of scores: a histogram, a line chart over time, sparklines.

Each chart is drawn with block characters and marker symbols, so its shape reads the same
with NO_COLOR, in a pipe or pasted into a message; colour only adds to it. A chart takes the
width it is given, or less on a narrower console, and never wraps a line.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Iterator, Mapping, Sequence

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderableType
from rich.measure import Measurement
from rich.text import Text

from tabletop.records.charting import (
    Bin,
    Number,
    Point,
    column,
    counted_bins,
    counted_summary,
    label_per_position,
    make_bins,
    number,
    summary,
)
from tabletop.text.i18n import t

BLOCKS = "▁▂▃▄▅▆▇█"
EIGHTHS = ("", "▏", "▎", "▍", "▌", "▋", "▊", "▉")
MARKERS = ("●", "○", "×", "+", "◆", "□", "▲", "△", *"abcdefghijklmnopqrstuvwxyz")
SERIES_STYLES = ("cyan", "magenta", "yellow", "green", "blue", "red")
LABEL_GAP = 3  # blanks at least between two x-axis labels, so each reads as its own


class Chart:
    """A renderable drawn for the width it gets: ``width`` cells, fewer on a narrow console."""

    def __init__(self, draw: Callable[[int], list[Text]], width: int) -> None:
        self.draw = draw
        self.width = max(1, width)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> Iterator[Text]:
        for line in self.draw(min(self.width, options.max_width)):
            line.no_wrap = True
            line.overflow = "crop"
            yield line

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(1, min(self.width, options.max_width))


def _title(title: str) -> Text:
    return Text(title, style="bold")


def _empty(title: str) -> list[Text]:
    return [_title(title), Text(t("chart_empty"), style="dim")]


# histogram


def histogram(values: Sequence[Number], *, title: str, width: int = 60,
              bins: int | None = None) -> RenderableType:
    """One bar per bin, labelled with its range and count, and a summary line below.

    Integer values get a bin per value while the range is small (at most 20 values, or
    ``bins``), else equal bins of whole numbers; other values get ``bins`` equal bins (by
    default about log2(n) + 1, at most 20).
    """
    data = list(values)
    return Chart(lambda room: _histogram_lines(data, title, room, bins), width)


def counted_histogram(counted: Mapping[int, int], *, title: str, width: int = 60,
                      bins: int | None = None) -> RenderableType:
    """The histogram of whole numbers given as how often each occurs (a long simulation's
    totals, which are never a list)."""
    data = {value: count for value, count in counted.items() if count > 0}
    return Chart(lambda room: _bars(counted_bins(data, bins), counted_summary(data), title, room)
                 if data else _empty(title), width)


def _histogram_lines(values: list[Number], title: str, width: int,
                     bins: int | None) -> list[Text]:
    if not values:
        return _empty(title)
    return _bars(make_bins(values, bins), summary(values), title, width)


def _bars(rows: list[Bin], summary_line: str, title: str, width: int) -> list[Text]:
    label_w = max(cell_len(row.label) for row in rows)
    count_w = max(len(str(row.count)) for row in rows)
    bar_w = max(1, width - label_w - count_w - 3)
    most = max(row.count for row in rows)
    lines = [_title(title)]
    for row in rows:
        line = Text(row.label.rjust(label_w) + " │")
        line.append(bar(row.count, most, bar_w), style="cyan")
        line.append(" " + str(row.count))
        lines.append(line)
    lines.append(Text(summary_line, style="dim"))
    return lines


def bar(count: int, most: int, room: int) -> str:
    """``count`` against ``most`` in eighths of a cell; any count above zero stays visible."""
    if count <= 0 or most <= 0:
        return ""
    eighths = max(1, round(count / most * room * 8))
    return "█" * (eighths // 8) + EIGHTHS[eighths % 8]


# line chart


def line_chart(points: Sequence[Point] | Mapping[str, Sequence[Point]], *, title: str,
               width: int = 70, height: int = 10) -> RenderableType:
    """Values over time: ``points`` is one series of (x label, value) in game order, or a
    mapping of series name to such a series, to compare players.

    Series share the x axis by position (the n-th point of each in one column); the x labels
    are shown where they fit, the first and the last always; with more points than columns a
    column holds several, so the spread shows. Each series has its own marker (● ○ × …),
    explained in a legend when series are named.
    """
    named = isinstance(points, Mapping)
    series = dict(points) if isinstance(points, Mapping) else {"": list(points)}
    data = {name: list(values) for name, values in series.items()}
    return Chart(lambda room: _line_lines(data, named, title, room, max(2, height)), width)


def _line_lines(series: dict[str, list[Point]], named: bool, title: str, width: int,
                height: int) -> list[Text]:
    values = [value for points in series.values() for _, value in points]
    if not values:
        return _empty(title)
    low, high = min(values), max(values)
    axis_w = max(len(number(low)), len(number(high)))
    plot_w = max(1, width - axis_w - 2)
    positions = max(len(points) for points in series.values())
    grid = _plot(series, plot_w, height, low, high, positions)
    lines = [_title(title)]
    for row in reversed(range(height)):
        lines.append(_grid_row(grid[row], _y_label(row, height, low, high), axis_w))
    lines.append(Text(" " * axis_w + " └" + "─" * plot_w))
    lines.append(Text(" " * (axis_w + 2) + _x_labels(series, plot_w, positions)))
    if named:
        lines.extend(_legend(list(series), width))
    return lines


Cell = tuple[str, str] | None  # (marker, style)


def _plot(series: Mapping[str, Sequence[Point]], plot_w: int, height: int, low: float,
          high: float, positions: int) -> list[list[Cell]]:
    grid: list[list[Cell]] = [[None] * plot_w for _ in range(height)]
    for index, points in enumerate(series.values()):
        cell = (MARKERS[index % len(MARKERS)], SERIES_STYLES[index % len(SERIES_STYLES)])
        for position, (_, value) in enumerate(points):
            grid[_row(value, low, high, height)][column(position, positions, plot_w)] = cell
    return grid


def _row(value: float, low: float, high: float, height: int) -> int:
    if high == low:
        return height // 2
    return round((value - low) / (high - low) * (height - 1))


def _y_label(row: int, height: int, low: float, high: float) -> str:
    if high == low:
        return number(low) if row == height // 2 else ""
    if row == height - 1:
        return number(high)
    return number(low) if row == 0 else ""


def _grid_row(cells: list[Cell], label: str, axis_w: int) -> Text:
    line = Text(label.rjust(axis_w) + (" ┤" if label else " │"))
    for cell in cells:
        if cell is None:
            line.append(" ")
        else:
            line.append(cell[0], style=cell[1])
    return line


def _x_labels(series: Mapping[str, Sequence[Point]], plot_w: int, positions: int) -> str:
    labels = label_per_position(series.values(), positions)
    row = [" "] * plot_w
    taken: list[tuple[int, int]] = []
    order = [0, positions - 1, *range(1, positions - 1)] if positions > 1 else [0]
    for position in order:
        text = labels[position][:plot_w]
        if not text:
            continue
        start = _label_start(column(position, positions, plot_w), len(text), plot_w)
        end = start + len(text)
        if any(start < b + LABEL_GAP and a < end + LABEL_GAP for a, b in taken):
            continue
        taken.append((start, end))
        row[start:end] = text
    return "".join(row).rstrip()


def _label_start(col: int, length: int, plot_w: int) -> int:
    """Centred under its point, pushed inwards at either edge."""
    return max(0, min(col - length // 2, plot_w - length))


def _legend(names: list[str], width: int) -> list[Text]:
    lines: list[Text] = []
    line = Text()
    for index, name in enumerate(names):
        entry = f"{MARKERS[index % len(MARKERS)]} {name}"
        if line.plain and cell_len(line.plain) + 3 + cell_len(entry) > width:
            lines.append(line)
            line = Text()
        if line.plain:
            line.append("   ")
        line.append(entry[:1], style=SERIES_STYLES[index % len(SERIES_STYLES)])
        line.append(entry[1:])
    lines.append(line)
    return lines


# sparkline


def sparkline(values: Sequence[Number], *, width: int | None = None) -> str:
    """One block per value, low ▁ to high █ (all alike: ▄); more values than ``width``
    are averaged in groups so the line keeps its shape."""
    data = [float(v) for v in values]
    if width is not None and 0 < width < len(data):
        data = [statistics.fmean(data[i * len(data) // width:(i + 1) * len(data) // width])
                for i in range(width)]
    if not data:
        return ""
    low, high = min(data), max(data)
    if high == low:
        return BLOCKS[3] * len(data)
    top = len(BLOCKS) - 1
    return "".join(BLOCKS[round((v - low) / (high - low) * top)] for v in data)
