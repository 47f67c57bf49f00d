"""A reason is a sentence of its own, with its full stop; set inside another sentence before
that sentence's own punctuation it drops it (the stray '.)' of '(9♠ is not in the room.);'),
in every message that embeds one, in both languages. At the end of a sentence it keeps it."""

from __future__ import annotations

import pytest

import tabletop.web  # noqa: F401  (registers the page's messages: one embeds a reason)
from tabletop.text.i18n import speaking, t

ROOM = {"en": "9♠ is not in the room.", "de": "9♠ liegt nicht im Raum."}


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Corrected. Entry 2 no longer applies (9♠ is not in the room); it and the entries "
           "after it were dropped."),
    ("de", "Korrigiert. Eintrag 2 passt nicht mehr (9♠ liegt nicht im Raum); er und alle "
           "späteren wurden entfernt.")])
def test_a_reason_in_parentheses_drops_its_full_stop(lang: str, said: str) -> None:
    with speaking(lang):
        assert t("msg_fix_dropped", number=2, reason=ROOM[lang]) == said


@pytest.mark.parametrize("key", ["web_fix_would_drop", "err_store_io", "err_import_invalid",
                                 "err_file_write", "err_os", "err_bad_option"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_message_doubles_a_reasons_full_stop(key: str, lang: str) -> None:
    with speaking(lang):
        text = t(key, number=2, path="x.json", option="o", value="v", reason=ROOM[lang])
    assert ".)" not in text and ".." not in text and ".;" not in text, text
    assert ROOM[lang][:-1] in text


def test_a_reason_that_ends_the_sentence_keeps_its_full_stop() -> None:
    with speaking("en"):
        assert t("err_line", number=3, reason=ROOM["en"]) == "Line 3: 9♠ is not in the room."
        assert t("err_import_unreadable", reason="It is empty.") == (
            "It is empty. Nothing was imported.")
        assert t("err_json_syntax", reason="Expecting value", at=1) == (
            "Expecting value at character 1")
