"""tabletop.text.i18n: every sentence in English and German, with the same placeholders."""

from __future__ import annotations

import importlib
import re
import string
from pathlib import Path

import pytest

from tabletop.registry import games
from tabletop.text import i18n


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.fixture(scope="module")
def catalogue() -> dict[str, dict[str, str]]:
    games()  # the games register their sentences when they are loaded
    importlib.import_module("tabletop.web")  # so does the web face
    return {key: dict(texts) for key, texts in i18n.catalogue().items()}


def test_catalogue_has_host_and_game_entries(catalogue: dict[str, dict[str, str]]) -> None:
    assert "err_line" in catalogue
    assert any(key.startswith("sc_") for key in catalogue)


def test_every_key_has_english_and_german(catalogue: dict[str, dict[str, str]]) -> None:
    missing = [(key, lang) for key, texts in catalogue.items() for lang in i18n.LANGUAGES
               if not isinstance(texts.get(lang), str) or not texts[lang].strip()]
    assert missing == []


def test_same_placeholders_in_both(catalogue: dict[str, dict[str, str]]) -> None:
    differ = {key: (placeholders(texts["en"]), placeholders(texts["de"]))
              for key, texts in catalogue.items()
              if placeholders(texts.get("en", "")) != placeholders(texts.get("de", ""))}
    assert differ == {}


def test_every_text_formats_with_its_placeholders(catalogue: dict[str, dict[str, str]]) -> None:
    for key, texts in catalogue.items():
        for lang in i18n.LANGUAGES:
            params = dict.fromkeys(placeholders(texts[lang]), "X")
            i18n.set_language(lang)
            assert i18n.t(key, **params), key


def test_translate_switch_and_fallback() -> None:
    i18n.register({"test_only_greeting": {"en": "Hello {name}", "de": ""}})
    try:
        assert i18n.t("err_line", number=3, reason="bad") == "Line 3: bad"
        i18n.set_language("de")
        assert i18n.language() == "de"
        assert i18n.t("err_line", number=3, reason="schlecht") == "Zeile 3: schlecht"
        assert i18n.t("test_only_greeting", name="Ada") == "Hello Ada"  # empty German: English
        assert i18n.t("no_such_key_anywhere") == "no_such_key_anywhere"
        i18n.set_language("fr")
        assert i18n.language() == "en"
    finally:
        del i18n._catalogue["test_only_greeting"]


ENV = ("TABLETOP_LANG", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.mark.parametrize(("env", "expected"), [
    ({"TABLETOP_LANG": "de"}, "de"),
    ({"TABLETOP_LANG": "en"}, "en"),
    ({"TABLETOP_LANG": "en", "LANG": "de_DE.UTF-8"}, "en"),
    ({"TABLETOP_LANG": "de", "LANG": "en_US.UTF-8"}, "de"),
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "de_AT"}, "de"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LC_ALL": "de_CH.UTF-8", "LANG": "en_US.UTF-8"}, "de"),
    ({"LC_ALL": "C"}, "en"),
])
def test_detect_language(monkeypatch: pytest.MonkeyPatch, env: dict[str, str],
                         expected: str) -> None:
    for var in ENV:
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert i18n.detect_language() == expected


def test_detect_language_falls_back_to_the_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ENV:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: ("de_DE", "UTF-8"))
    assert i18n.detect_language() == "de"
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: (None, None))
    assert i18n.detect_language() == "en"


# a whole key in quotes (a prefix like "mode_" + mode is completed at run time)
KEY_CALL = re.compile(
    r'(?:IllegalAction|BadInput|TabletopError|\bt)\(\s*"([a-z][a-z0-9_]*[a-z0-9])"')
TN_CALL = re.compile(r'\btn\(\s*"([a-z][a-z0-9_]*[a-z0-9])"')
KEY_LITERAL = re.compile(
    r'"((?:err|sc|msg|help|score|col|mode|log|prompt|web)_[a-z0-9_]*[a-z0-9])"')


def sources(root: Path) -> list[Path]:
    """The code under ``root`` and the web's templates, which say their texts by key too."""
    return sorted([*root.rglob("*.py"), *root.rglob("templates/**/*.html")])


def test_every_key_in_the_source_is_in_the_catalogue(
        catalogue: dict[str, dict[str, str]]) -> None:
    import games as games_package
    import tabletop

    roots = [Path(tabletop.__file__).parent, Path(games_package.__file__).parent]
    missing = []
    for root in roots:
        for path in sources(root):
            if path.name == "messages.py":
                continue
            text = path.read_text(encoding="utf-8")
            counted = set(TN_CALL.findall(text))  # a counted message: key_one and key_many
            for key in (set(KEY_CALL.findall(text)) | set(KEY_LITERAL.findall(text))) - counted:
                if key not in catalogue:
                    missing.append(f"{path.relative_to(root.parent)}: {key}")
    assert missing == []



def test_a_counted_message_has_both_forms(catalogue: dict[str, dict[str, str]]) -> None:
    """Issue #14: no "1 monsters", "card(s)" or "Karte(n)": a message that counts things has
    a form for one and one for many, in both languages, and every ``tn`` call finds both."""
    import games as games_package
    import tabletop

    missing = []
    for root in (Path(tabletop.__file__).parent, Path(games_package.__file__).parent):
        for path in sources(root):
            for key in TN_CALL.findall(path.read_text(encoding="utf-8")):
                missing += [f"{path.name}: {key}{end}" for end in ("_one", "_many")
                            if key + end not in catalogue]
    assert missing == []
    both = {key: texts["en"] + " " + texts["de"] for key, texts in catalogue.items()}
    assert [key for key, text in both.items()
            if any(mark in text for mark in ("(s)", "(n)", "(e)"))] == []


def test_tn_picks_the_form_for_the_count() -> None:
    i18n.register({"test_cards_one": {"en": "{count} card", "de": "{count} Karte"},
                   "test_cards_many": {"en": "{count} cards", "de": "{count} Karten"}})
    with i18n.speaking("de"):
        assert [i18n.tn("test_cards", n) for n in (0, 1, 2)] == ["0 Karten", "1 Karte",
                                                                 "2 Karten"]
    with i18n.speaking("en"):
        assert i18n.tn("test_cards", 1) == "1 card"
