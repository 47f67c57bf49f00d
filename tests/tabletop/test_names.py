"""What a name may be, who is the same person, and how any stored name is shown (issue #13)."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.events import BadInput
from tabletop.text.names import clean_name, look_key, person_key, record_names, seat_names
from tabletop.text.shown import MAX_NAME, UNPRINTABLE, shown_name


@pytest.mark.parametrize(("typed", "kept"), [
    ("  Ana   Lena ", "Ana Lena"), ("Zoe\u0308", "Zoë"), ("[/]", "[/]"), ("<b>x", "<b>x"),
    ("Bob [the builder]", "Bob [the builder]"), ("Ana\u00a0Lena", "Ana Lena"),
    ("Ἀλέξανδρος", "Ἀλέξανδρος"), ("Дмитрий", "Дмитрий"), ("Ana 川口", "Ana 川口"),
    ("x" * MAX_NAME, "x" * MAX_NAME),
])
def test_names_are_kept_in_one_form(typed: str, kept: str) -> None:
    assert clean_name(typed) == kept


@pytest.mark.parametrize(("typed", "key"), [
    ("", "err_name_empty"), (" \u3000 ", "err_name_empty"), ("x" * 33, "err_name_long"),
    ("x" * 50_000_000, "err_name_long"), ("a\x1b[2J", "err_name_unprintable"),
    ("a\nb", "err_name_unprintable"), ("a\tb", "err_name_unprintable"),
    ("A\u200bna", "err_name_unprintable"), ("\u202eAna", "err_name_unprintable"),
    ("Ana\ue000", "err_name_unprintable"), ("Ana\ud800", "err_name_unprintable"),
    ("Ana\U000e0001", "err_name_unprintable"), ("a" + "\u0301" * 6, "err_name_marks"),
    ("Аna", "err_name_scripts"), ("Αnna", "err_name_scripts"),
])
def test_what_a_name_may_not_be(typed: str, key: str) -> None:
    with pytest.raises(BadInput) as refused:
        clean_name(typed)
    assert refused.value.key == key
    assert "\x1b" not in refused.value.message()


@pytest.mark.parametrize(("one", "other"), [
    ("Ana", "ana"), ("Ana", "ＡＮＡ"), ("Straße", "STRASSE"), ("Ana Lena", "ana  lena"),
])
def test_one_person_however_written(one: str, other: str) -> None:
    assert person_key(one) == person_key(other)


@pytest.mark.parametrize(("one", "other"), [
    ("Poe", "Рое"), ("BOB", "ВОВ"), ("Al", "AI"), ("Ana1", "Anal"), ("corn", "com"),
    ("KATA", "ΚΑΤΑ"), ("Otto", "0tto"),
])
def test_names_that_look_alike(one: str, other: str) -> None:
    assert look_key(one) == look_key(other)
    with pytest.raises(BadInput) as refused:
        seat_names([one, other])
    assert refused.value.key == "err_name_twice"


def test_names_that_differ_on_a_screen_may_sit_together() -> None:
    assert seat_names(["Zoë", "Zoe", "Ana", "Anna", "Дима", "Dima"]) == [
        "Zoë", "Zoe", "Ana", "Anna", "Дима", "Dima"]


def test_bots_take_no_person_s_name_and_not_each_other_s() -> None:
    assert seat_names(["Ana"], ["Robo", "Cy"]) == ["Ana", "Robo", "Cy"]
    with pytest.raises(BadInput) as refused:
        seat_names(["Ana"], ["ana"])
    assert refused.value.key == "err_name_bot_person"
    with pytest.raises(BadInput) as refused:
        seat_names([], ["Robo", "ROBO"])
    assert refused.value.key == "err_name_bots_twice"


def test_a_record_s_names_are_checked_seat_by_seat() -> None:
    assert record_names(["Robo ", "Zoe\u0308", "Cy"], {0, 2}) == ["Robo", "Zoë", "Cy"]
    with pytest.raises(BadInput) as refused:
        record_names(["Ana", "ana"], {1})
    assert refused.value.key == "err_name_bot_person"


@pytest.mark.parametrize(("stored", "shown"), [
    ("\x1b[2J", "␛[2J"), ("a\nb", "a␊b"), ("\u202eAna", "\ufffdAna"), ("[/]", "[/]"),
    ("x" * 50_000_000, "x" * MAX_NAME + "…"), ("x" * MAX_NAME, "x" * MAX_NAME),
])
def test_a_stored_name_is_shown_harmless_and_cut(stored: str, shown: str) -> None:
    assert shown_name(stored) == shown


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=40))
def test_any_text_is_a_clean_name_or_refused(text: str) -> None:
    try:
        name = clean_name(text)
    except BadInput as refused:
        assert refused.key.startswith("err_name_")
        return
    assert clean_name(name) == name
    assert 1 <= len(name) <= MAX_NAME
    assert not any(unicodedata.category(c) in UNPRINTABLE for c in name)
    assert shown_name(name) == name


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=80))
def test_any_stored_text_is_shown_printable(text: str) -> None:
    shown = shown_name(text)
    assert len(shown) <= MAX_NAME + 1
    assert not any(unicodedata.category(c) in UNPRINTABLE for c in shown)
