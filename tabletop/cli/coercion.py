"""Typer (0.29) reads every parameter's value through a pydantic ``TypeAdapter`` it builds the
first time the parameter is read, even an option that was not given and whose value is None:
importing pydantic and building the adapters cost more than Typer itself, so any command (the
root's ``--lang`` is read on every line) started at 2.4 times ``import typer`` (issue #26).

The values whose reading is known without pydantic are read here: nothing given, text as
typed, a number parsed by the option's own ``parser`` (tabletop.cli.numbers), a list of such.
Anything else, and any value a parser refuses with ``ValueError`` (which Typer words through
pydantic), goes to the adapter Typer builds for it, as before: the outcome is the same either
way, only the cost differs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, get_args, get_origin

from typer._click import Context
from typer._coercion import RuntimeParam, TypeDescriptor, build_runtime_param

UNKNOWN = object()
"""What ``direct`` answers for a value it leaves to Typer's adapter."""


def direct(descriptor: TypeDescriptor, annotation: Any, value: Any) -> Any:
    """``value`` read as Typer's adapter for ``annotation`` would read it, or UNKNOWN."""
    info = descriptor.parameter_info
    if get_origin(annotation) is list:
        if not isinstance(value, list | tuple) or len(get_args(annotation)) != 1:
            return UNKNOWN
        items = [direct(descriptor, get_args(annotation)[0], item) for item in value]
        return UNKNOWN if any(item is UNKNOWN for item in items) else items
    if info.parser is not None:
        try:
            return info.parser(value)
        except (ValueError, AssertionError):  # pydantic turns these into its own message
            return UNKNOWN
    if annotation is str and isinstance(value, str):
        return value
    if annotation is bool and isinstance(value, bool):
        return value
    if (annotation is int and type(value) is int
            and info.min is None and info.max is None and not info.clamp):
        return value
    return UNKNOWN


@dataclass(frozen=True)
class SparingParam(RuntimeParam):
    """One parameter's reading: directly where it can, else through Typer's adapter (built
    once, when first needed)."""

    descriptor: TypeDescriptor
    typers: list[RuntimeParam] = field(default_factory=list)

    def _coerce_value(self, value: Any, param: Any, ctx: Context) -> Any:
        found = UNKNOWN
        if self.descriptor.file_annotation is None:
            found = direct(self.descriptor, self.annotation, value)
        if found is not UNKNOWN:
            return found
        if not self.typers:
            self.typers.append(build_runtime_param(self.descriptor))
        return self.typers[0]._coerce_value(value, param=param, ctx=ctx)


def spare(param: Any) -> None:
    """Have a built parameter read its values here first (a parameter of Click's own, without
    Typer's reading, is left as it is)."""
    descriptor = getattr(param, "type_descriptor", None)
    if isinstance(descriptor, TypeDescriptor) and getattr(param, "_runtime_param", 1) is None:
        param._runtime_param = SparingParam(descriptor.parameter_info, descriptor.annotation,
                                            descriptor)
