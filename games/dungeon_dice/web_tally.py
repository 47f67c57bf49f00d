"""Dungeon dice's tally by tapping (D13, issue #23): each player's XP and unused treasure
tokens on steppers, a token with its picture, as many of each as the game has (the tally still
refuses more across all players)."""

from __future__ import annotations

from markupsafe import Markup

from games.dungeon_dice.components import MAX_XP, TOKEN_COUNTS, TOKENS
from games.dungeon_dice.web_pictures import token
from tabletop.i18n import t
from tabletop.web.tally_tapped import Posted, first, stepper

COUNT = "dd_tally_tokens"


def xp_input(player: int) -> str:
    return f"xp{player}"


def token_input(player: int, name: str) -> str:
    return f"tok{player}_{name}"


def notation(posted: Posted, player: int) -> str:
    """``xp=12 2 dragon-scales town-portal``: no XP written for 0, no token for a count of 0."""
    xp = first(posted, xp_input(player)).strip()
    parts = [f"xp={xp}"] if xp not in ("", "0") else []
    for name in TOKENS:
        held = first(posted, token_input(player, name)).strip()
        if held not in ("", "0"):
            parts.append(f"{held} {name}")
    return " ".join(parts)


def count(posted: Posted, player: int) -> int:
    held = (first(posted, token_input(player, name)).strip() for name in TOKENS)
    return sum(int(text) for text in held if text.isdigit())


def controls(posted: Posted, player: int, players: int) -> Markup:
    xp_label = t("dd_tally_xp")
    xp = Markup('<div class="tap-xp"><span>{}</span>{}</div>').format(
        xp_label, stepper(xp_input(player), first(posted, xp_input(player)) or "0",
                          most=MAX_XP, label=xp_label))
    tokens = Markup("").join(
        Markup('<div class="tap-token">{picture}<span>{name}</span>{stepper}</div>').format(
            picture=token(name, "tap-coin"), name=t(f"dd_token_{name}"),
            stepper=stepper(token_input(player, name),
                            first(posted, token_input(player, name)) or "0", most=most,
                            label=t(f"dd_token_{name}"), counted=True))
        for name, most in zip(TOKENS, TOKEN_COUNTS, strict=True))
    return Markup('{}<p class="help">{}</p><div class="tap-tokens">{}</div>').format(
        xp, t("dd_tally_treasures"), tokens)
