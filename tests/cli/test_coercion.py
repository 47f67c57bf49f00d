"""Issue #26: what tabletop.cli.coercion reads without pydantic reads as Typer's own adapter
reads it; whatever it cannot read goes to that adapter."""

from __future__ import annotations

from typing import Any

import pytest
from typer._coercion import build_runtime_param, resolve_type_descriptor
from typer.models import OptionInfo

from tabletop.cli.coercion import UNKNOWN, direct
from tabletop.cli.common import UsageProblem
from tabletop.cli.numbers import LIMITS

CASES: list[tuple[Any, OptionInfo, Any]] = [
    (str, OptionInfo(), "scoundrel"),
    (str, OptionInfo(), "Zoë\udc80"),
    (int, OptionInfo(), 20),
    (bool, OptionInfo(), True),
    (list[str], OptionInfo(), ("a=1", "b")),
    (list[str], OptionInfo(), ()),
    (int, OptionInfo(parser=LIMITS.parser("--limit")), "3"),
    (int, OptionInfo(parser=LIMITS.parser("--limit")), 20),
]


@pytest.mark.parametrize(("annotation", "info", "value"), CASES)
def test_read_as_typer_reads_it(annotation: Any, info: OptionInfo, value: Any) -> None:
    descriptor = resolve_type_descriptor(annotation, info)
    typers = build_runtime_param(descriptor)
    found = direct(descriptor, annotation, value)
    assert found is not UNKNOWN
    assert found == typers._coerce_value(value, param=None, ctx=None)  # type: ignore[arg-type]
    assert type(found) is type(typers._coerce_value(value, param=None, ctx=None))  # type: ignore[arg-type]


def test_a_refused_number_is_the_parsers_own_error_either_way() -> None:
    info = OptionInfo(parser=LIMITS.parser("--limit"))
    descriptor = resolve_type_descriptor(int, info)
    with pytest.raises(UsageProblem):
        direct(descriptor, int, "0")
    with pytest.raises(UsageProblem):
        build_runtime_param(descriptor)._coerce_value("0", param=None, ctx=None)  # type: ignore[arg-type]


@pytest.mark.parametrize(("annotation", "value"), [(int, "12"), (float, "1.5"), (int, True)])
def test_what_it_cannot_read_is_left_to_typer(annotation: Any, value: Any) -> None:
    descriptor = resolve_type_descriptor(annotation, OptionInfo())
    assert direct(descriptor, annotation, value) is UNKNOWN
