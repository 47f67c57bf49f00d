"""The commands that read a game from a file (``replay FILE``, ``hint FILE``): their help says
where the seats come from, since a transcript may name them itself."""

from __future__ import annotations

from typing import ClassVar

from typer.core import TyperCommand


class FileCommand(TyperCommand):
    """``--player`` said for a file: the file's ``players`` line comes first."""

    catalogue_help: ClassVar[dict[str, str]] = {"player": "help_opt_file_player"}
