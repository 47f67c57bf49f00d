"""Numbers as the reader writes them (issue #14): the stats' median 67.5 is 67,5 in German."""

from __future__ import annotations

from tabletop.text import i18n


def test_figures_and_percentages_follow_the_language() -> None:
    with i18n.speaking("en"):
        assert (i18n.figure(67.5), i18n.figure(12.0), i18n.percent(0.675)) == ("67.5", "12", "68%")
        assert i18n.percent(0.3333, 1) == "33.3%"
    with i18n.speaking("de"):
        assert (i18n.figure(67.5), i18n.figure(12.0)) == ("67,5", "12")
        assert i18n.percent(0.3333, 1) == "33,3\u00a0%"
