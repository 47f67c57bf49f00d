"""``tabletop config``: what this machine remembers for its people (issue #39), shown and
changed as ``git config`` does it."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table
from rich.text import Text

from tabletop.cli.common import UsageProblem
from tabletop.cli.render import console
from tabletop.cli.your_name import NAME, remembered
from tabletop.store.database import Store
from tabletop.text.errors import BadInput
from tabletop.text.i18n import t
from tabletop.text.names import clean_name

SETTINGS = {NAME: "config_name"}
"""Each setting's key and the catalogue key of what it is."""


def register(app: typer.Typer) -> None:
    @app.command("config")
    def config_cmd(
            key: Annotated[str | None, typer.Argument(help="The setting (name).")] = None,
            value: Annotated[str | None, typer.Argument(help="Its new value.")] = None,
            unset: Annotated[bool, typer.Option("--unset", help="Forget the setting.")] = False,
    ) -> None:
        """Show or change what this machine remembers."""
        store = Store()
        con = console()
        if key is None:
            table = Table.grid(padding=(0, 2))
            for name, about in SETTINGS.items():
                kept = remembered(store)
                table.add_row(name, Text(kept) if kept is not None else Text(
                    t("config_unset"), style="dim"), Text(t(about), style="dim"))
            con.print(table)
            return
        if key not in SETTINGS:
            raise UsageProblem(BadInput("err_config_key", key=key, known=", ".join(SETTINGS)))
        if unset and value is not None:
            raise UsageProblem(BadInput("err_config_both"))
        if unset:
            store.settings.keep(key, None)
            con.print(Text(t("config_forgotten", key=key)))
        elif value is None:
            kept = remembered(store)
            con.print(Text(kept) if kept is not None else Text(t("config_unset"), style="dim"))
        else:
            try:
                name = clean_name(value)
            except BadInput as exc:
                raise UsageProblem(exc) from None
            store.settings.keep(key, name)
            con.print(Text(t("config_kept", key=key, value=name)))
