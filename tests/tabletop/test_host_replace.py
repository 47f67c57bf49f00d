"""``tabletop.plugin.replace``, the cheaper ``dataclasses.replace`` a game's rules copy their
frozen states with, gives what ``dataclasses.replace`` gives, for every kind of dataclass."""

from __future__ import annotations

import dataclasses
from dataclasses import InitVar, dataclass, field
from typing import Any

import pytest

from tabletop.plugin import _stored_fields, replace


@dataclass(frozen=True, slots=True)
class Slotted:
    name: str
    scores: tuple[int, ...]
    seat: int = 0
    told: tuple[str, ...] = ()


@dataclass(frozen=True)
class Plain:
    name: str
    seat: int = 0


@dataclass(frozen=True, slots=True)
class One:
    seat: int


@dataclass(frozen=True)
class Checked:
    seat: int
    seen: list[int] = field(default_factory=list, compare=False)

    def __post_init__(self) -> None:
        self.seen.append(self.seat)  # counts every __init__


@dataclass(frozen=True)
class Derived:
    seat: int
    double: int = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "double", 2 * self.seat)


@dataclass(frozen=True)
class WithInitVar:
    seat: int
    offset: InitVar[int] = 0


@dataclass(frozen=True, slots=True)
class Child(Slotted):
    extra: int = 7


class NotOwn(Slotted):
    """No dataclass of its own: what its __init__ may do is unknown."""


CASES: list[tuple[Any, dict[str, Any]]] = [
    (Slotted("Ann", (1, 2)), {"seat": 3}),
    (Slotted("Ann", (1, 2)), {"seat": 3, "told": ("a",), "name": "Bo"}),
    (Slotted("Ann", (1, 2)), {}),
    (Plain("Ann"), {"seat": 2}),
    (One(1), {"seat": 2}),
    (Derived(2), {"seat": 5}),
    (WithInitVar(2), {"seat": 5}),
    (Child("Ann", (1,)), {"extra": 1, "seat": 4}),
    (NotOwn("Ann", (1,)), {"seat": 4}),
]


@pytest.mark.parametrize(("state", "changes"), CASES, ids=lambda v: type(v).__name__)
def test_replace_gives_what_dataclasses_replace_gives(state: Any, changes: dict[str, Any],
                                                      ) -> None:
    before = dataclasses.astuple(state)
    new, expected = replace(state, **changes), dataclasses.replace(state, **changes)
    assert type(new) is type(expected)
    assert new == expected
    assert dataclasses.astuple(new) == dataclasses.astuple(expected)
    assert dataclasses.astuple(state) == before  # the old state is left as it was
    assert new is not state


def test_a_post_init_still_runs() -> None:
    state = Checked(1)
    new = replace(state, seat=2)
    assert new.seat == 2 and state.seen == [1, 2]  # the shared list saw both __init__


def test_a_name_that_is_no_field_fails_as_it_would() -> None:
    with pytest.raises(TypeError):
        replace(Slotted("Ann", (1,)), seet=2)
    with pytest.raises(ValueError):
        replace(Derived(1), double=4)  # a field __init__ does not take


def test_only_a_dataclass_whose_init_only_stores_is_copied_field_by_field() -> None:
    copied = {cls for cls in (Slotted, Plain, One, Child, Checked, Derived, WithInitVar, NotOwn)
              if _stored_fields(cls) is not None}
    assert copied == {Slotted, Plain, One, Child}
