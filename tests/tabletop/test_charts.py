"""tabletop.cli.charts: readable on an 80-column terminal without colour, for any data."""

from __future__ import annotations

import io
import random
import re

import pytest
from rich.console import Console, RenderableType

from tabletop.cli.charts import histogram, line_chart, make_bins, sparkline
from tabletop.text import i18n

ANSI = re.compile(r"\x1b\[")


def render(renderable: RenderableType, width: int = 80) -> list[str]:
    console = Console(width=width, no_color=True, record=True, file=io.StringIO())
    console.print(renderable)
    text = console.export_text()
    lines = text.rstrip("\n").split("\n")
    assert all(len(line) <= width for line in lines), "\n".join(lines)
    assert not ANSI.search(text)
    return lines


def bar_rows(lines: list[str]) -> dict[str, int]:
    """label -> count of a histogram's bar rows."""
    rows = {}
    for line in lines:
        if "│" in line:
            label, _, rest = line.partition("│")
            rows[label.strip()] = int(rest.split()[-1])
    return rows


# histogram


def test_small_integer_range_has_a_row_per_value_with_negatives() -> None:
    lines = render(histogram([-3, -3, -1, 0, 2, 2, 2], title="Scores"))
    assert lines[0] == "Scores"
    assert bar_rows(lines) == {"-3": 2, "-2": 0, "-1": 1, "0": 1, "1": 0, "2": 3}
    assert "n=7" in lines[-1] and "min -3" in lines[-1] and "max 2" in lines[-1]


def test_bars_show_the_shape_without_colour() -> None:
    lines = render(histogram([1, 2, 2, 3, 3, 3, 3], title="T"))
    bars = {line.split("│")[0].strip(): line.split("│")[1].rsplit(" ", 1)[0]
            for line in lines if "│" in line}
    assert len(bars["1"]) < len(bars["2"]) < len(bars["3"])
    assert set(bars["3"]) == {"█"}


def test_a_wide_range_gets_equal_bins_ending_at_the_highest_score() -> None:
    rng = random.Random(3)
    values = [rng.randint(-20, 40) for _ in range(1000)]
    lines = render(histogram(values, title="1000 games"))
    rows = bar_rows(lines)
    assert 2 <= len(rows) <= 20
    assert sum(rows.values()) == 1000
    labels = list(rows)
    first, last = labels[0], labels[-1]
    assert first.startswith("-20..")
    assert last.endswith("40")


def test_bins_may_be_asked_for() -> None:
    assert [b.label for b in make_bins(list(range(10)), 5)] == \
        ["0..1", "2..3", "4..5", "6..7", "8..9"]
    assert [b.count for b in make_bins([0.0, 0.5, 1.0, 1.5, 2.0], 2)] == [2, 3]
    with pytest.raises(ValueError):
        make_bins([1], 0)


@pytest.mark.parametrize("values", [[7], [5, 5, 5, 5], [2.5, 2.5]])
def test_one_distinct_value_is_one_row(values: list[float]) -> None:
    rows = bar_rows(render(histogram(values, title="T")))
    assert list(rows.values()) == [len(values)]


def test_an_empty_histogram_is_a_short_line() -> None:
    assert render(histogram([], title="Nothing")) == ["Nothing", "(no values)"]


def test_floats_and_a_narrow_console() -> None:
    rng = random.Random(1)
    values = [rng.uniform(-1, 1) for _ in range(200)]
    rows = bar_rows(render(histogram(values, title="Floats", width=200), width=40))
    assert sum(rows.values()) == 200
    assert all(".." in label for label in rows)


def test_the_summary_follows_the_language() -> None:
    i18n.set_language("de")
    assert "Mittel 2" in render(histogram([1, 2, 3], title="T"))[-1]


# line chart


def dated(values: list[float]) -> list[tuple[str, float]]:
    return [(f"2024-05-{day + 1:02d}", value) for day, value in enumerate(values)]


def test_a_line_chart_labels_min_max_and_the_first_and_last_date() -> None:
    lines = render(line_chart(dated([3, -8, 12, 5, 0, 7]), title="Anna"))
    assert lines[0] == "Anna"
    plot = lines[1:-2]
    assert plot[0].lstrip().startswith("12 ┤")
    assert plot[-1].lstrip().startswith("-8 ┤")
    assert len(plot) == 10
    assert "2024-05-01" in lines[-1] and "2024-05-06" in lines[-1]
    assert sum(line.count("●") for line in plot) == 6
    assert "└" in lines[-2]


def test_several_series_have_their_own_markers_and_a_legend() -> None:
    chart = line_chart({"Anna": dated([1, 2, 3, 4]), "Ben": dated([4, 3, 2])},
                       title="Compare", height=6)
    lines = render(chart)
    plot = "\n".join(lines[1:7])
    assert plot.count("●") == 4
    assert plot.count("○") == 3
    assert lines[-1].split() == ["●", "Anna", "○", "Ben"]


def test_a_long_legend_wraps_within_the_width() -> None:
    series = {f"Player number {i}": dated([i, i + 1]) for i in range(8)}
    lines = render(line_chart(series, title="Many"))
    assert sum("Player number" in line for line in lines) >= 2


def test_x_labels_stay_sparse_and_apart() -> None:
    lines = render(line_chart(dated([float(i % 7) for i in range(31)]), title="May"))
    labels = lines[-1].split()
    assert 2 <= len(labels) < 31
    assert labels[0] == "2024-05-01" and labels[-1] == "2024-05-31"


@pytest.mark.parametrize("points", [[("a", 5.0)], [("a", 5.0), ("b", 5.0), ("c", 5.0)]])
def test_one_point_or_a_flat_line(points: list[tuple[str, float]]) -> None:
    lines = render(line_chart(points, title="Flat"))
    assert sum(line.count("●") for line in lines) == len(points)
    assert sum("5 ┤" in line for line in lines) == 1


def test_an_empty_line_chart_is_a_short_line() -> None:
    assert render(line_chart([], title="None")) == ["None", "(no values)"]
    assert render(line_chart({"Anna": []}, title="None")) == ["None", "(no values)"]


def test_a_thousand_points_fit_and_a_wide_chart_shrinks_to_the_console() -> None:
    rng = random.Random(2)
    points = [(str(i), rng.uniform(-50, 50)) for i in range(1000)]
    lines = render(line_chart(points, title="1000", width=200, height=12))
    assert len(lines) == 1 + 12 + 2
    assert lines[-1].split()[0] == "0" and lines[-1].split()[-1] == "999"


# sparkline


def test_sparkline() -> None:
    assert sparkline([1, 2, 3, 4, 5, 6, 7, 8]) == "▁▂▃▄▅▆▇█"
    assert sparkline([-5, 5, 0]) == "▁█▅"
    assert sparkline([]) == ""
    assert sparkline([3, 3, 3]) == "▄▄▄"
    assert sparkline([9]) == "▄"
    squeezed = sparkline(list(range(1000)), width=20)
    assert len(squeezed) == 20 and squeezed[0] == "▁" and squeezed[-1] == "█"
    assert len(sparkline(list(range(1000)))) == 1000
