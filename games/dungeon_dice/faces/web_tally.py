"""Dungeon dice's tally by tapping (D13, issue #23): each player's XP and unused treasure
tokens on steppers, a token with its picture, as many of each as the game has (the tally still
refuses more across all players), and the hero chosen from the 26 by set (D21: a Leprechaun's
treasures score nothing, an Archaeologist's tokens are those kept after the final discard)."""

from __future__ import annotations

from markupsafe import Markup

from games.dungeon_dice.faces.pictures import token
from games.dungeon_dice.rules.components import MAX_XP, TOKEN_COUNTS, TOKENS
from games.dungeon_dice.rules.heroes import LEGENDARY, MASTER_NAME, SETS
from tabletop.text.i18n import t
from tabletop.web.tally_tapped import Posted, first, stepper

COUNT = "dd_tally_tokens"


def xp_input(player: int) -> str:
    return f"xp{player}"


def token_input(player: int, name: str) -> str:
    return f"tok{player}_{name}"


def hero_input(player: int) -> str:
    return f"hero{player}"


SHOWN_SETS = ("base", "pack1", "promo", "pack2")


def notation(posted: Posted, player: int) -> str:
    """``xp=12 2 dragon-scales town-portal hero=leprechaun``: no token for a count of 0, no
    hero when none is chosen; the XP written whenever anything is (``xp=0`` too), so a count
    is never read as XP (issue #28)."""
    xp = first(posted, xp_input(player)).strip()
    parts: list[str] = []
    for name in TOKENS:
        held = first(posted, token_input(player, name)).strip()
        if held not in ("", "0"):
            parts.append(f"{held} {name}")
    hero = "-".join(first(posted, hero_input(player)).split())  # one word: refused, not read
    if hero:
        parts.append(f"hero={hero}")
    if xp not in ("", "0") or parts:
        parts.insert(0, f"xp={xp or 0}")
    return " ".join(parts)


def count(posted: Posted, player: int) -> int:
    held = (first(posted, token_input(player, name)).strip() for name in TOKENS)
    return sum(int(text) for text in held if text.isdigit())


def controls(posted: Posted, player: int, players: int) -> Markup:
    xp_label = t("dd_tally_xp")
    xp = Markup('<div class="tap-xp"><span>{}</span>{}</div>').format(
        xp_label, stepper(xp_input(player), first(posted, xp_input(player)) or "0",
                          most=MAX_XP, label=xp_label, less=t("dd_tally_xp_less"),
                          more=t("dd_tally_xp_more")))
    tokens = Markup("").join(
        Markup('<div class="tap-token">{picture}<span class="dd-tap-name">{name}</span>{stepper}'
               '</div>').format(
            picture=token(name, "tap-coin"), name=t(f"dd_token_{name}"),
            stepper=stepper(token_input(player, name),
                            first(posted, token_input(player, name)) or "0", most=most,
                            label=t(f"dd_token_{name}"), counted=True))
        for name, most in zip(TOKENS, TOKEN_COUNTS, strict=True))
    return Markup('{}{}<p class="help">{}</p><p class="help">{}</p>'
                  '<div class="tap-tokens dd-tap-tokens">{}</div>').format(
        xp, hero_choice(posted, player), t("dd_tally_treasures"), t("dd_tally_treasures_kept"),
        tokens)


def hero_name(hero: str) -> str:
    """``Leprechaun / Clurichaun``: both sides, as the cards say them; a legendary hero's one."""
    if hero in LEGENDARY:
        return t(f"dd_hero_{hero}")
    return f"{t(f'dd_hero_{hero}')} / {t(f'dd_hero_{MASTER_NAME[hero]}')}"


def hero_choice(posted: Posted, player: int) -> Markup:
    """The hero, by set, or none given (it changes only the Leprechaun's score)."""
    chosen = first(posted, hero_input(player)).strip()
    groups = Markup("").join(
        Markup('<optgroup label="{}">{}</optgroup>').format(
            t(f"dd_option_sets_{name}"),
            Markup("").join(
                Markup('<option value="{}"{}>{}</option>').format(
                    hero, Markup(" selected") if hero == chosen else Markup(""),
                    hero_name(hero))
                for hero in SETS[name]))
        for name in SHOWN_SETS)
    label = t("dd_tally_hero")
    return Markup('<label class="tap-xp tap-hero dd-tap-hero"><span>{label}</span>'
                  '<select name="{field}" aria-label="{label}"><option value="">{none}</option>'
                  '{groups}</select></label>').format(
        label=label, field=hero_input(player), none=t("dd_tally_hero_none"), groups=groups)
