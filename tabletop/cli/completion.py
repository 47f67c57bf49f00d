"""Shell completion of the values typed after an option: known players' names and a game's
rule-set options. A completion runs at every Tab, so it reads little (the names only, from the
store opened read-only), and it never fails: whatever goes wrong, it offers nothing."""

from __future__ import annotations

from typing import Any

MOST = 50
"""Names offered at most: a shell lists them all at once."""


def _word(name: str) -> bool:
    """A name the shell can take as one word as it is: the completion scripts split on blanks
    and would run a quote or a ``$`` as shell syntax."""
    return (name.isprintable() and not name.startswith("-")
            and not any(char.isspace() or char in "'\"\\$`!*?;&|<>(){}[]#~" for char in name))


def known_players(incomplete: str) -> list[str]:
    """Names of the people in the store that begin with ``incomplete`` (as a shell completes a
    file name: in the case typed)."""
    try:
        # At a Tab only: every command line loads this module for its options.
        from tabletop.store.database import home  # the path only; the store itself is not opened
        from tabletop.store.names_at_tab import player_names

        path = home() / "tabletop.db"
        if not path.is_file():
            return []
        stored = player_names(path)
    except Exception:  # a store that is locked, damaged or of another version: no names
        return []
    found = [name for name in stored if isinstance(name, str)]
    names = [name for name in found if name.startswith(incomplete) and _word(name)]
    return sorted(dict.fromkeys(names), key=str.casefold)[:MOST]


def complete_player(incomplete: str) -> list[str]:
    return known_players(incomplete)


def complete_option(ctx: Any, incomplete: str) -> list[str]:
    """``key=value`` for each value a rule-set option of the game on the line may take."""
    try:
        from tabletop import registry
        from tabletop.cli.rule_options import option_choices

        game = registry.get(game_on_line(ctx))
        pairs = [f"{key}={value}" for key, values in option_choices(game).items()
                 for value in values]
    except Exception:  # no game on the line, or one that does not load: nothing to offer
        return []
    return [pair for pair in pairs if pair.startswith(incomplete)]


def game_on_line(ctx: Any) -> str:
    """The game named on the command line being completed (``tabletop <game> <verb> …``)."""
    while ctx is not None and ctx.parent is not None and ctx.parent.parent is not None:
        ctx = ctx.parent
    return str(ctx.info_name)
