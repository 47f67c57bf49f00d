"""Charts of scores as inline SVG: a histogram, a line chart over time, sparklines.

They show what the terminal's text charts show, binned and placed by the same numbers
(``tabletop.records.charting``). Colours are SVG presentation attributes, never ``style``
attributes, so a strict content security policy keeps them; each series also has its own marker
shape, so the chart reads without colour. Names are text nodes, escaped like any other text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from markupsafe import Markup

from tabletop.records.charting import Number, Point, label_per_position, make_bins, number, summary
from tabletop.web.templating import render

COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#e67e00", "#8c564b")
SHAPES = ("circle", "square", "triangle", "diamond")
CHAR_W = 7.0  # about the width of a character at the charts' 12 px font, to fit labels
LABEL_GAP = 10.0  # room at least between two x labels, so each reads as its own

CSS = """
figure.chart{margin:1em 0;max-width:36rem}
figure.chart svg{display:block;width:100%;height:auto;overflow:visible}
figure.chart figcaption{font-weight:bold;margin-bottom:.3em}
figure.chart .summary,figure.chart .empty{font-size:.85em;opacity:.75;margin:.3em 0 0}
figure.chart .legend{list-style:none;display:flex;flex-wrap:wrap;gap:.3em 1.2em;padding:0;
margin:.3em 0 0;font-size:.9em}
figure.chart .legend svg{display:inline;width:.8em;height:.8em;vertical-align:-.05em}
svg.spark{width:5em;height:1.2em;vertical-align:middle}
table.scores{margin:.6em 0;min-width:16rem}
table.scores caption{text-align:left;font-weight:bold;padding:.2em 0}
table.scores tr.name th{padding-top:.7em}
table.scores tr.line td:first-child{padding-left:1.2em}
table.scores td.points{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
table.scores tr.total>*{font-weight:bold}
table.scores tr.winners td{font-weight:bold;border-bottom:0;padding-top:.6em}
table.scores .winner .status{color:var(--good,#2e7d32)}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.2em 1em;margin:.5em 0 1em}
dl.facts dt{font-weight:bold}
dl.facts dd{margin:0}
.bot{color:var(--muted,#666);font-size:.9em}
.player .total{font-weight:bold}
td.date,td.id{white-space:nowrap}
table.log td.said p{margin:0}
table.log td.entry code{white-space:nowrap}
table.log td.number{text-align:right;color:var(--muted,#666)}
table.log tr.chance td.who{color:var(--muted,#666);font-style:italic}
form.filters{display:flex;flex-wrap:wrap;gap:.5em 1em;align-items:center;margin:.5em 0 1em}
form.tally .field{margin:.9em 0;max-width:36rem}
form.tally label{display:block;font-weight:600}
form.tally input{width:100%}
form.tally .help{margin:.2em 0 0;color:var(--muted,#666);font-size:.9em}
form.tally fieldset{border:1px solid var(--line,#ccc);border-radius:.6rem}
form.tally fieldset .row{margin:.3em 0}
form.tally fieldset .row input{flex:1 1 12em;width:auto;min-width:0}
form.tally fieldset .row label{font-weight:normal;white-space:nowrap;min-width:5.5em}
form.tally .row .error{flex-basis:100%;margin:0}
form.tally .field>.error,form.tally fieldset>.error{margin:.2em 0 0}
form.tally .invalid>input,form.tally input[aria-invalid]{border-color:var(--bad,#b3261e)}
form.tally label.keep{display:flex;gap:.5em;align-items:center;font-weight:normal}
form.tally label.keep input{width:auto;min-width:1.4rem;min-height:1.4rem}
"""

def _f(value: float) -> str:
    return f"{value:.1f}".removesuffix(".0")


@dataclass(frozen=True, slots=True)
class Label:
    """A text placed in a chart (a bin's range, a count, a tick, a date)."""

    x: str
    y: str
    text: str
    anchor: str = "start"


def _text(x: float, y: float, text: str, anchor: str = "start") -> Label:
    return Label(_f(x), _f(y), text, anchor)


@dataclass(frozen=True, slots=True)
class Mark:
    """A point's marker: an SVG element (``kind``) placed by its attributes."""

    kind: str
    place: tuple[tuple[str, str], ...]
    colour: str
    title: str


# histogram

ROW_H = 22.0
BAR_H = 16.0
HIST_W = 400.0


@dataclass(frozen=True, slots=True)
class Bar:
    label: Label
    count: Label
    x: str
    y: str
    width: str
    height: str


def histogram(values: Sequence[Number], *, title: str, bins: int | None = None) -> Markup:
    """One bar per bin, labelled with its range and count, and a summary line below; the
    bins are the terminal histogram's (``make_bins``)."""
    if not values:
        return render("charts/histogram.html", title=title, bars=[])
    rows = make_bins(values, bins)
    label_w = max(len(row.label) for row in rows) * CHAR_W + 8
    count_w = max(len(str(row.count)) for row in rows) * CHAR_W + 8
    room = max(1.0, HIST_W - label_w - count_w)
    most = max(row.count for row in rows)
    bars = []
    for index, row in enumerate(rows):
        top = index * ROW_H
        length = room * row.count / most if most else 0.0
        base = top + ROW_H / 2 + 4
        bars.append(Bar(label=_text(label_w - 6, base, row.label, "end"),
                        count=_text(label_w + length + 4, base, str(row.count)),
                        x=_f(label_w), y=_f(top + (ROW_H - BAR_H) / 2), width=_f(length),
                        height=_f(BAR_H)))
    return render("charts/histogram.html", title=title, bars=bars, colour=COLOURS[0],
                  width=_f(HIST_W), height=_f(len(rows) * ROW_H), axis=_f(label_w),
                  summary=summary(values))


# line chart

LINE_W = 480.0
LINE_H = 220.0
TOP, RIGHT, BOTTOM = 10.0, 12.0, 26.0


@dataclass(frozen=True, slots=True)
class Series:
    points: str  # the line through the marks ("" for a single mark)
    colour: str
    marks: list[Mark]


def line_chart(series: Mapping[str, Sequence[Point]], *, title: str) -> Markup:
    """Values over time: each series (name to its (x label, value) points in game order) is a
    line with its own colour and marker, the n-th points of all series in one column, as in
    the terminal's chart. The x labels are shown where they fit, the first and last always."""
    values = [value for points in series.values() for _, value in points]
    if not values:
        return render("charts/line_chart.html", title=title, series=[])
    low, high = min(values), max(values)
    left = max(len(number(low)), len(number(high))) * CHAR_W + 12
    plot_w = LINE_W - left - RIGHT
    plot_h = LINE_H - TOP - BOTTOM
    positions = max(len(points) for points in series.values())

    def x_of(position: int) -> float:
        if positions <= 1:
            return left + plot_w / 2
        return left + position * plot_w / (positions - 1)

    def y_of(value: float) -> float:
        if high == low:
            return TOP + plot_h / 2
        return TOP + plot_h - (value - low) / (high - low) * plot_h

    axes, ticks = _axes(left, plot_w, plot_h, low, high, y_of)
    labels = ticks + _x_labels(label_per_position(series.values(), positions), x_of, plot_w,
                               left)
    lines = []
    for index, (name, points) in enumerate(series.items()):
        colour = COLOURS[index % len(COLOURS)]
        shape = SHAPES[index % len(SHAPES)]
        coords = [(x_of(p), y_of(v)) for p, (_, v) in enumerate(points)]
        line = " ".join(f"{_f(x)},{_f(y)}" for x, y in coords) if len(coords) > 1 else ""
        lines.append(Series(line, colour, [
            _marker(shape, x, y, colour, _point_title(name, label, value))
            for (x, y), (label, value) in zip(coords, points, strict=True)]))
    return render("charts/line_chart.html", title=title, series=lines, width=_f(LINE_W),
                  height=_f(LINE_H), axes=axes, labels=labels, legend=_legend(list(series)))


def _point_title(name: str, label: str, value: float) -> str:
    shown = " · ".join(part for part in (name, label) if part)
    return f"{shown}: {number(value)}" if shown else number(value)


def _axes(left: float, plot_w: float, plot_h: float, low: float, high: float,
          y_of: Callable[[float], float]) -> tuple[str, list[Label]]:
    """The path of the axes, and the lowest and highest value beside the y axis."""
    bottom = TOP + plot_h
    path = f"M{_f(left)} {_f(TOP)} V{_f(bottom)} H{_f(left + plot_w)}"
    ticks = [low] if high == low else [low, high]
    return path, [_text(left - 6, y_of(v) + 4, number(v), "end") for v in ticks]


def _x_labels(labels: list[str], x_of: Callable[[int], float], plot_w: float,
              left: float) -> list[Label]:
    """First and last label first, then the others where they keep clear of those placed."""
    count = len(labels)
    order = [0, count - 1, *range(1, count - 1)] if count > 1 else [0]
    taken: list[tuple[float, float]] = []
    placed = []
    shown: set[str] = set()
    y = LINE_H - 8
    for position in order:
        text = labels[position]
        if not text or text in shown:
            continue  # a run of games on one day is named once
        width = len(text) * CHAR_W
        centre = x_of(position)
        start = max(left - CHAR_W, min(centre - width / 2, left + plot_w - width + CHAR_W))
        end = start + width
        if any(start < b + LABEL_GAP and a < end + LABEL_GAP for a, b in taken):
            continue
        taken.append((start, end))
        shown.add(text)
        placed.append(_text(start, y, text))
    return placed


def _marker(shape: str, x: float, y: float, colour: str, title: str) -> Mark:
    size = 4.0
    if shape == "circle":
        return Mark("circle", (("cx", _f(x)), ("cy", _f(y)), ("r", _f(size))), colour, title)
    if shape == "square":
        return Mark("rect", (("x", _f(x - size)), ("y", _f(y - size)),
                             ("width", _f(2 * size)), ("height", _f(2 * size))), colour, title)
    if shape == "triangle":
        points = f"{_f(x)},{_f(y - size - 1)} {_f(x - size - 1)},{_f(y + size)} " \
                 f"{_f(x + size + 1)},{_f(y + size)}"
    else:
        points = f"{_f(x)},{_f(y - size - 1)} {_f(x + size + 1)},{_f(y)} " \
                 f"{_f(x)},{_f(y + size + 1)} {_f(x - size - 1)},{_f(y)}"
    return Mark("polygon", (("points", points),), colour, title)


def _legend(names: list[str]) -> list[tuple[Mark, str]]:
    """Each series' marker and name (the names are the players')."""
    return [(_marker(SHAPES[index % len(SHAPES)], 6, 6, COLOURS[index % len(COLOURS)], ""), name)
            for index, name in enumerate(names) if name]


# sparkline

SPARK_W, SPARK_H = 60.0, 14.0


@dataclass(frozen=True, slots=True)
class Spark:
    width: str
    height: str
    label: str
    dot: tuple[str, str] | None
    points: str


def sparkline(values: Sequence[Number]) -> Markup:
    """A small line of the values, low to high, as a table cell shows a trend; nothing for no
    values."""
    data = [float(v) for v in values]
    if not data:
        return render("charts/sparkline.html", spark=None)
    low, high = min(data), max(data)
    pad = 2.0

    def y_of(value: float) -> float:
        if high == low:
            return SPARK_H / 2
        return pad + (SPARK_H - 2 * pad) * (1 - (value - low) / (high - low))

    dot, points = None, ""
    if len(data) == 1:
        dot = (_f(SPARK_W / 2), _f(y_of(data[0])))
    else:
        step = (SPARK_W - 2 * pad) / (len(data) - 1)
        points = " ".join(f"{_f(pad + i * step)},{_f(y_of(v))}" for i, v in enumerate(data))
    return render("charts/sparkline.html", spark=Spark(
        _f(SPARK_W), _f(SPARK_H), " ".join(number(v) for v in data), dot, points))
