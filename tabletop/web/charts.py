"""Charts of scores as inline SVG: a histogram, a line chart over time, sparklines.

They show what the terminal's text charts show, binned and placed by the same numbers
(``tabletop.records.charting``). Colours are SVG presentation attributes, never ``style``
attributes, so a strict content security policy keeps them; each series also has its own marker
shape, so the chart reads without colour. Names are text nodes, escaped like any other text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from markupsafe import Markup

from tabletop.i18n import t
from tabletop.records.charting import Number, Point, label_per_position, make_bins, number, summary

SVG_NS = "http://www.w3.org/2000/svg"
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


def _figure(title: str, inner: Markup) -> Markup:
    return Markup('<figure class="chart"><figcaption>{}</figcaption>{}</figure>').format(
        title, inner)


def _empty(title: str) -> Markup:
    return _figure(title, Markup('<p class="empty">{}</p>').format(t("chart_empty")))


def _svg(width: float, height: float, title: str, body: Markup) -> Markup:
    return Markup(
        '<svg xmlns="{}" viewBox="0 0 {} {}" width="{}" height="{}" role="img" '
        'font-size="12" font-family="sans-serif"><title>{}</title>{}</svg>').format(
        SVG_NS, _f(width), _f(height), _f(width), _f(height), title, body)


def _text(x: float, y: float, text: str, anchor: str = "start") -> Markup:
    return Markup('<text x="{}" y="{}" text-anchor="{}" fill="currentColor">{}</text>').format(
        _f(x), _f(y), anchor, text)


# histogram

ROW_H = 22.0
BAR_H = 16.0
HIST_W = 400.0


def histogram(values: Sequence[Number], *, title: str, bins: int | None = None) -> Markup:
    """One bar per bin, labelled with its range and count, and a summary line below; the
    bins are the terminal histogram's (``make_bins``)."""
    if not values:
        return _empty(title)
    rows = make_bins(values, bins)
    label_w = max(len(row.label) for row in rows) * CHAR_W + 8
    count_w = max(len(str(row.count)) for row in rows) * CHAR_W + 8
    room = max(1.0, HIST_W - label_w - count_w)
    most = max(row.count for row in rows)
    parts = []
    for index, row in enumerate(rows):
        top = index * ROW_H
        length = room * row.count / most if most else 0.0
        base = top + ROW_H / 2 + 4
        parts.append(Markup(
            '<g class="bin"><title>{label}: {count}</title>{name}'
            '<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{colour}"/>{count_text}</g>'
            ).format(label=row.label, count=row.count,
                     name=_text(label_w - 6, base, row.label, "end"),
                     x=_f(label_w), y=_f(top + (ROW_H - BAR_H) / 2), w=_f(length),
                     h=_f(BAR_H), colour=COLOURS[0],
                     count_text=_text(label_w + length + 4, base, str(row.count))))
    axis = Markup('<line x1="{x}" y1="0" x2="{x}" y2="{y}" stroke="currentColor"/>').format(
        x=_f(label_w), y=_f(len(rows) * ROW_H))
    svg = _svg(HIST_W, len(rows) * ROW_H, title, Markup("").join([*parts, axis]))
    return _figure(title, svg + Markup('<p class="summary">{}</p>').format(summary(values)))


# line chart

LINE_W = 480.0
LINE_H = 220.0
TOP, RIGHT, BOTTOM = 10.0, 12.0, 26.0


def line_chart(series: Mapping[str, Sequence[Point]], *, title: str) -> Markup:
    """Values over time: each series (name to its (x label, value) points in game order) is a
    line with its own colour and marker, the n-th points of all series in one column, as in
    the terminal's chart. The x labels are shown where they fit, the first and last always."""
    values = [value for points in series.values() for _, value in points]
    if not values:
        return _empty(title)
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

    parts = [_axes(left, plot_w, plot_h, low, high, y_of)]
    parts.append(_x_labels(label_per_position(series.values(), positions), x_of, plot_w, left))
    for index, (name, points) in enumerate(series.items()):
        colour = COLOURS[index % len(COLOURS)]
        shape = SHAPES[index % len(SHAPES)]
        coords = [(x_of(p), y_of(v)) for p, (_, v) in enumerate(points)]
        line = Markup("")
        if len(coords) > 1:
            line = Markup('<polyline fill="none" stroke="{}" stroke-width="2" points="{}"/>'
                          ).format(colour, " ".join(f"{_f(x)},{_f(y)}" for x, y in coords))
        marks = Markup("").join(
            _marker(shape, x, y, colour, _point_title(name, label, value))
            for (x, y), (label, value) in zip(coords, points, strict=True))
        parts.append(Markup('<g class="series">{}{}</g>').format(line, marks))
    svg = _svg(LINE_W, LINE_H, title, Markup("").join(parts))
    return _figure(title, svg + _legend(list(series)))


def _point_title(name: str, label: str, value: float) -> str:
    shown = " · ".join(part for part in (name, label) if part)
    return f"{shown}: {number(value)}" if shown else number(value)


def _axes(left: float, plot_w: float, plot_h: float, low: float, high: float,
          y_of: Callable[[float], float]) -> Markup:
    bottom = TOP + plot_h
    lines = Markup(
        '<path d="M{l} {t} V{b} H{r}" fill="none" stroke="currentColor"/>').format(
        l=_f(left), t=_f(TOP), b=_f(bottom), r=_f(left + plot_w))
    ticks = [low] if high == low else [low, high]
    labels = Markup("").join(_text(left - 6, y_of(v) + 4, number(v), "end")
                             for v in ticks)
    return lines + labels


def _x_labels(labels: list[str], x_of: Callable[[int], float], plot_w: float,
              left: float) -> Markup:
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
    return Markup("").join(placed)


def _marker(shape: str, x: float, y: float, colour: str, title: str) -> Markup:
    tip = Markup("<title>{}</title>").format(title) if title else Markup("")
    size = 4.0
    if shape == "circle":
        return Markup('<circle cx="{}" cy="{}" r="{}" fill="{}">{}</circle>').format(
            _f(x), _f(y), _f(size), colour, tip)
    if shape == "square":
        return Markup('<rect x="{}" y="{}" width="{}" height="{}" fill="{}">{}</rect>').format(
            _f(x - size), _f(y - size), _f(2 * size), _f(2 * size), colour, tip)
    if shape == "triangle":
        points = f"{_f(x)},{_f(y - size - 1)} {_f(x - size - 1)},{_f(y + size)} " \
                 f"{_f(x + size + 1)},{_f(y + size)}"
    else:
        points = f"{_f(x)},{_f(y - size - 1)} {_f(x + size + 1)},{_f(y)} " \
                 f"{_f(x)},{_f(y + size + 1)} {_f(x - size - 1)},{_f(y)}"
    return Markup('<polygon points="{}" fill="{}">{}</polygon>').format(points, colour, tip)


def _legend(names: list[str]) -> Markup:
    """Each series' marker and name (the names are the players')."""
    items = []
    for index, name in enumerate(names):
        if not name:
            continue
        swatch = Markup('<svg xmlns="{}" viewBox="0 0 12 12" aria-hidden="true">{}</svg>').format(
            SVG_NS, _marker(SHAPES[index % len(SHAPES)], 6, 6, COLOURS[index % len(COLOURS)], ""))
        items.append(Markup("<li>{} {}</li>").format(swatch, name))
    if not items:
        return Markup("")
    return Markup('<ul class="legend">{}</ul>').format(Markup("").join(items))


# sparkline

SPARK_W, SPARK_H = 60.0, 14.0


def sparkline(values: Sequence[Number]) -> Markup:
    """A small line of the values, low to high, as a table cell shows a trend; nothing for no
    values."""
    data = [float(v) for v in values]
    if not data:
        return Markup("")
    low, high = min(data), max(data)
    pad = 2.0

    def y_of(value: float) -> float:
        if high == low:
            return SPARK_H / 2
        return pad + (SPARK_H - 2 * pad) * (1 - (value - low) / (high - low))

    label = " ".join(number(v) for v in data)
    if len(data) == 1:
        shape = Markup('<circle cx="{}" cy="{}" r="2" fill="currentColor"/>').format(
            _f(SPARK_W / 2), _f(y_of(data[0])))
    else:
        step = (SPARK_W - 2 * pad) / (len(data) - 1)
        shape = Markup('<polyline fill="none" stroke="currentColor" stroke-width="1.5" '
                       'points="{}"/>').format(" ".join(
                           f"{_f(pad + i * step)},{_f(y_of(v))}" for i, v in enumerate(data)))
    return Markup('<svg xmlns="{}" class="spark" viewBox="0 0 {} {}" role="img" '
                  'aria-label="{}"><title>{}</title>{}</svg>').format(
        SVG_NS, _f(SPARK_W), _f(SPARK_H), label, label, shape)
