"""Packaging (issue #14): the license as an SPDX expression with its file, the version written
once, and the files a wheel must carry beside the code (``py.typed`` for the plugin protocol,
the export's JSON Schema)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import tabletop

ROOT = Path(__file__).resolve().parents[2]


def project() -> dict[str, object]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_the_license_is_an_spdx_expression_with_its_file() -> None:
    meta = project()["project"]
    assert isinstance(meta, dict)
    assert meta["license"] == "MIT"
    assert meta["license-files"] == ["LICENSE"]
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License") and "the tabletop developers" in text
    # The SPDX form needs setuptools 77 (PEP 639); an older one reads it as the table form.
    assert "setuptools>=77" in project()["build-system"]["requires"]  # type: ignore[index]


def test_the_version_is_written_once() -> None:
    data = project()
    meta = data["project"]
    assert isinstance(meta, dict)
    assert "version" not in meta and meta["dynamic"] == ["version"]
    dynamic = data["tool"]["setuptools"]["dynamic"]  # type: ignore[index]
    assert dynamic["version"] == {"attr": "tabletop.__version__"}
    assert tabletop.__version__.count(".") == 2


def test_the_wheel_carries_py_typed_and_the_schema() -> None:
    package_data = project()["tool"]["setuptools"]["package-data"]  # type: ignore[index]
    assert package_data["tabletop"] == ["py.typed"]
    assert package_data["tabletop.records"] == ["export.schema.json"]
    for package, names in package_data.items():
        for name in names:
            if "*" not in name:
                assert (ROOT / package.replace(".", "/") / name).is_file(), name


def test_classifiers_name_the_license_nowhere_else() -> None:
    """PEP 639: with a license expression, a 'License ::' classifier is an error."""
    meta = project()["project"]
    assert isinstance(meta, dict)
    classifiers = meta["classifiers"]
    assert isinstance(classifiers, list) and "Typing :: Typed" in classifiers
    assert not [c for c in classifiers if c.startswith("License ::")]
