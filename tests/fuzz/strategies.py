"""What careful and hostile users type: names, numbers, option pairs, tallies, lines."""

from __future__ import annotations

from hypothesis import strategies as st

# Seen in issue #13 or close to it: markup, terminal controls, look-alikes, zero-width and
# direction marks, shell and format syntax, numbers past SQLite's 64 bits, long text.
HOSTILE = (
    "", " ", "  Ana  ", "[/]", "[bold]Ana", "Bob [the builder]",
    "[link=https://example.com]x[/link]", "[", "]", "\\[x]", "\x1b[2J", "a\nb", "a\rb", "\t",
    "\x07", "\x7f", "\x85", "\u2028", "\u200b", "\u200bAna", "\u202eanA", "\ufeff", "Ａｎａ",
    "Аna", "ana", "e\u0301", "ß", "İ", "😀", "'", '"', "options '", "\\", "%s", "{0}", "{name}",
    "--", "-", "=", ":", "#", ",", ";", "null", "NaN", "-1", "0", "9" * 400, "x" * 5000,
    "Ana: ", "=Ana", "Ana=", "Ana=bogus",
)
NUMBERS = (
    "0", "1", "2", "-1", "+1", " 5", "1_000", "0x10", "1e3", "1.5", "٣", "", "abc", "nan",
    "2147483648", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
    "18446744073709551616", "1" + "0" * 30, "9" * 5000,
)
PLAIN = ("Ana", "Bo", "Cy", "Dee")

# Text a shell can pass on a command line: no NUL, no lone surrogates.
typed = st.text(st.characters(exclude_categories=["Cs"], exclude_characters="\x00"),
                max_size=30)
hostile = st.one_of(st.sampled_from(HOSTILE), typed)
names = st.one_of(st.sampled_from(PLAIN), hostile)
numbers = st.one_of(st.sampled_from(NUMBERS),
                    st.integers(min_value=-(2**70), max_value=2**70).map(str))

DD_TOKENS = ("vorpal-sword", "talisman", "scepter-of-power", "thieves-tools", "scroll-token",
             "ring-of-invisibility", "dragon-scales", "elixir", "dragon-bait", "town-portal")
HS_CARDS = tuple(f"{c}{v}" for c, values in (
    ("r", [*range(4, 12), 15]), ("p", [*range(3, 12), 14]), ("g", [*range(2, 12), 13]),
    ("y", range(1, 13))) for v in values)

dd_item = st.one_of(
    st.sampled_from(DD_TOKENS),
    st.builds("{}{}".format, st.sampled_from(("xp=", "ep=", "erfahrung=", "")), numbers),
    st.builds("{} {}".format, numbers, st.sampled_from(DD_TOKENS)),
    hostile)
hs_item = st.one_of(st.sampled_from(HS_CARDS),
                    st.sampled_from(("y-3", "r99", "y0", "Y12", "gelb 3", "p", "15")), hostile)


def tally(item: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """``Name: item item …`` as people write it, sometimes without the name."""
    items = st.lists(item, max_size=6).map(" ".join)
    return st.one_of(st.builds("{}: {}".format, names, items), items)


dd_tally = tally(dd_item)
hs_tally = tally(hs_item)
COMMANDS = ("help", "?", "undo", "u", "log", "score", "rules", "hint", "fix", "fix 1",
            "fix 1 x", "fix 0 run", "fix 99999999999999999999 run", "undo now", "", " ")
