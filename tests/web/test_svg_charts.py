"""tabletop.web.charts: the score charts of the stats page (issue #12) are well-formed SVG for any
data, bin and place scores as the terminal's charts do, and show names as typed."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from itertools import pairwise

import pytest
from markupsafe import Markup

from tabletop.records.charting import make_bins
from tabletop.text import i18n
from tabletop.web.charts import histogram, line_chart, sparkline

SVG = "{http://www.w3.org/2000/svg}"
NAME = "<script>alert('x')</script> & Co"


def parse(chart: Markup) -> ET.Element:
    """The chart as XML: it must be well-formed as it stands (no HTML-only entities)."""
    return ET.fromstring(str(chart))


def svg_of(figure: ET.Element) -> ET.Element:
    found = figure.find(f"{SVG}svg")
    assert found is not None
    return found


# histogram


def test_histogram_of_no_values_says_so() -> None:
    figure = parse(histogram([], title="Scores"))
    assert figure.find(f"{SVG}svg") is None
    assert "(no values)" in "".join(figure.itertext())


@pytest.mark.parametrize("values", [[7], [0], [-3, -3, -3], [2.5]])
def test_histogram_of_one_value(values: list[float]) -> None:
    svg = svg_of(parse(histogram(values, title="Scores")))
    assert len(svg.findall(f".//{SVG}rect")) == 1


def test_histogram_bars_are_the_terminal_bins() -> None:
    rng = random.Random(5)
    values = [rng.randint(-40, 140) for _ in range(300)]
    figure = parse(histogram(values, title="Scores"))
    bins = make_bins(values)
    groups = svg_of(figure).findall(f"{SVG}g")
    assert [g.findtext(f"{SVG}title") for g in groups] == [f"{b.label}: {b.count}" for b in bins]
    widths = [float(g.find(f"{SVG}rect").get("width", "")) for g in groups]  # type: ignore[union-attr]
    most = max(b.count for b in bins)
    longest = max(widths)
    for width, row in zip(widths, bins, strict=True):
        assert width == pytest.approx(longest * row.count / most, abs=0.1)
    assert "n=300" in "".join(figure.itertext())


def test_histogram_of_decimals_and_of_many_alike() -> None:
    rng = random.Random(8)
    for values in ([rng.uniform(-1, 1) for _ in range(50)], [4] * 1000):
        svg = svg_of(parse(histogram(values, title="x")))
        assert len(svg.findall(f".//{SVG}rect")) == len(make_bins(values))


def test_histogram_title_is_escaped() -> None:
    chart = histogram([1, 2], title=NAME)
    assert "<script>" not in chart
    figure = parse(chart)
    assert figure.findtext("figcaption") == NAME
    assert svg_of(figure).findtext(f"{SVG}title") == NAME


# line chart


def test_line_chart_without_points_says_so() -> None:
    nothing: list[dict[str, list[tuple[str, float]]]] = [{}, {"Ann": []}]
    for series in nothing:
        figure = parse(line_chart(series, title="Over time"))
        assert figure.find(f"{SVG}svg") is None
        assert "(no values)" in "".join(figure.itertext())


def test_line_chart_of_one_point_has_a_marker_and_no_line() -> None:
    svg = svg_of(parse(line_chart({"Ann": [("2024-05-01", 12.0)]}, title="t")))
    assert svg.findall(f".//{SVG}polyline") == []
    assert len(svg.findall(f".//{SVG}circle")) == 1
    assert "2024-05-01" in "".join(svg.itertext())


def test_line_chart_of_many_series_and_points() -> None:
    rng = random.Random(3)
    series = {f"P{i}": [(f"2024-01-{d % 28 + 1:02d}", float(rng.randint(-20, 90)))
                        for d in range(rng.randint(1, 60))] for i in range(7)}
    figure = parse(line_chart(series, title="Over time"))
    svg = svg_of(figure)
    lines = svg.findall(f".//{SVG}polyline")
    assert len(lines) == sum(1 for points in series.values() if len(points) > 1)
    markers = [m for g in svg.findall(f"{SVG}g") for m in g if m.tag != f"{SVG}polyline"]
    assert len(markers) == sum(len(points) for points in series.values())
    legend = figure.find("ul")
    assert legend is not None
    assert ["".join(li.itertext()).strip() for li in legend] == list(series)


def test_line_chart_labels_keep_clear_of_each_other() -> None:
    series = {"Ann": [(f"2024-02-{d:02d}", float(d)) for d in range(1, 29)]}
    svg = svg_of(parse(line_chart(series, title="t")))
    labels = [t for t in svg.findall(f"{SVG}text") if t.text and t.text.startswith("2024")]
    assert labels[0].text == "2024-02-01" and labels[1].text == "2024-02-28"
    starts = sorted(float(t.get("x", "")) for t in labels)
    assert all(b - a >= len("2024-02-01") * 7 for a, b in pairwise(starts))


def test_line_chart_all_alike_and_negative() -> None:
    for points in ([("a", 5.0), ("b", 5.0)], [("a", -10.0), ("b", -2.5), ("c", -7.0)]):
        svg = svg_of(parse(line_chart({"Ann": points}, title="t")))
        ys = [float(v.split(",")[1]) for v in
              svg.findall(f".//{SVG}polyline")[0].get("points", "").split()]
        assert all(0 <= y <= 220 for y in ys)


def test_line_chart_names_are_escaped() -> None:
    chart = line_chart({NAME: [("x", 1.0), ("y", 2.0)], "Bo": [("x", 3.0)]}, title="t")
    assert "<script>" not in chart
    figure = parse(chart)
    assert NAME in "".join(figure.itertext())
    titles = [t.text for t in figure.iter(f"{SVG}title")]
    assert f"{NAME} · x: 1" in titles


def test_german_empty_chart() -> None:
    with i18n.speaking("de"):
        assert "(keine Werte)" in histogram([], title="t")


# sparkline


def test_sparkline() -> None:
    assert sparkline([]) == ""
    one = ET.fromstring(str(sparkline([3])))
    assert len(one.findall(f"{SVG}circle")) == 1
    many = ET.fromstring(str(sparkline([1, 5, 3, 3, -2])))
    assert len(many.find(f"{SVG}polyline").get("points", "").split()) == 5  # type: ignore[union-attr]
    assert many.get("aria-label") == "1 5 3 3 -2"
    flat = ET.fromstring(str(sparkline([2, 2])))
    assert flat.find(f"{SVG}polyline") is not None
