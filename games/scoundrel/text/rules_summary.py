"""A concise summary of the rules, written for this project, in both languages."""

from __future__ import annotations

from games.scoundrel.rules.options import ScoundrelOptions
from tabletop.text.i18n import t
from tabletop.text.labels import options_in_words

MESSAGES: dict[str, dict[str, str]] = {
    "sc_rules": {
        "en": """\
# Scoundrel — the rules in short

**Deck (S1).** A 52-card deck without jokers, red jacks, queens, kings and red aces: 44 cards.
Clubs and spades are **monsters** worth 2-10, J=11, Q=12, K=13, A=14. Diamonds 2-10 are
**weapons**, hearts 2-10 are **potions**. You start with 20 health, and never have more than 20.

**A turn (S2).** Turn cards from the dungeon until the room holds 4. Play 3 of them, one at a
time, in any order. The 4th stays and becomes part of the next room.

**Weapons (S3).** A diamond you play is equipped at once; your old weapon and every monster on it
go to the discard. A fresh weapon may fight any monster. Once it has slain one, it may only fight
monsters {weapon_rule_text} the last monster it slew.

**Fighting (S4).** Barehanded you lose the monster's full value. With a weapon that may fight it
you lose `monster - weapon` (never less than 0) and the monster goes onto the weapon. You may
always fight barehanded, even with a weapon equipped.

**Potions (S5).** The first potion you play in a turn heals its value (up to 20); any further
potion that turn is discarded without effect, even if you took damage in between.

**Running (S6).** Instead of playing, you may flee a full room before playing any card of it: its
four cards go under the dungeon in random order. You may not flee two rooms in a row.

**The end (S7, S8).** When the dungeon is empty, every card left in the room must be played and
there is no running. You lose when your health reaches 0; you win when every card is played.

**Score (S9).** A win scores your health; with exactly 20 health and a potion as the last card
played, 20 plus that potion. A loss scores your health minus the monsters {penalty_text}.

**Typing.** `play KS` (or `play 2`, its place in the room) plays a card: a monster your weapon
may fight is fought with it, `play KS bare` fights it barehanded. `run` flees the room. At the
table, type the cards you turn over, e.g. `7D KS`. Ranks are `2`-`10`, `J Q K A`, or the
German `B` (Bube) and `D` (Dame): `D♣` is the queen of clubs, while `7D` is a diamond.

**Active options:** {options}.
""",
        "de": """\
# Scoundrel — die Regeln in Kürze

**Deck (S1).** Ein 52er-Kartenspiel ohne Joker, rote Buben, Damen, Könige und rote Asse: 44 Karten.
Kreuz und Pik sind **Monster** mit Wert 2-10, B=11, D=12, K=13, A=14. Karo 2-10 sind **Waffen**,
Herz 2-10 sind **Heiltränke**. Du beginnst mit 20 Lebenspunkten und hast nie mehr als 20.

**Ein Zug (S2).** Decke Karten vom Dungeon auf, bis vier im Raum liegen. Spiele drei davon,
einzeln und in beliebiger Reihenfolge. Die vierte bleibt liegen und gehört zum nächsten Raum.

**Waffen (S3).** Eine gespielte Karo-Karte wird sofort ausgerüstet; die alte Waffe und alle
Monster darauf kommen auf die Ablage. Eine frische Waffe darf jedes Monster bekämpfen. Hat sie
eines besiegt, darf sie nur noch Monster {weapon_rule_text} dem zuletzt besiegten bekämpfen.

**Kampf (S4).** Mit bloßen Händen verlierst du den vollen Monsterwert. Mit einer Waffe, die das
Monster bekämpfen darf, verlierst du `Monster - Waffe` (mindestens 0), und das Monster kommt auf
die Waffe. Mit bloßen Händen darfst du immer kämpfen, auch mit ausgerüsteter Waffe.

**Tränke (S5).** Nur der erste Trank eines Zuges heilt um seinen Wert (bis 20); weitere Tränke
in diesem Zug werden ohne Wirkung abgelegt, auch wenn du dazwischen Schaden genommen hast.

**Flucht (S6).** Statt zu spielen darfst du aus einem vollen Raum fliehen, bevor du eine seiner
Karten spielst: die vier Karten kommen ungeordnet unter den Dungeon. Nie aus zwei Räumen
hintereinander.

**Das Ende (S7, S8).** Ist der Dungeon leer, müssen alle Karten im Raum gespielt werden, und
Flucht ist nicht möglich. Du verlierst, wenn deine Lebenspunkte 0 erreichen; du gewinnst, wenn
alle Karten gespielt sind.

**Wertung (S9).** Ein Sieg zählt deine Lebenspunkte; mit genau 20 Lebenspunkten und einem Trank
als letzter Karte 20 plus den Wert dieses Tranks. Eine Niederlage zählt deine Lebenspunkte minus
die Monster {penalty_text}.

**Eingaben.** `spiele K♠` (auch `spiele KS`, `spiele Pik König` oder `spiele 2` für den zweiten
Platz im Raum) spielt eine Karte: ein Monster, das deine Waffe bekämpfen darf, bekämpft sie,
`spiele K♠ faust` kämpft mit bloßen Händen. `fliehen` flieht aus dem Raum. Am Tisch tippst du
die aufgedeckten Karten, z. B. `7D KS`. Ränge sind `2`-`10`, `B` oder `J` (Bube), `D` oder `Q`
(Dame), `K`, `A`: `D♣` ist die Kreuz Dame, `7D` dagegen eine Karo-Karte.

**Aktive Optionen:** {options}.
"""},
    # the options' rules, said within the summary
    "sc_rules_lower": {"en": "strictly lower than", "de": "strikt unter"},
    "sc_rules_lower_or_equal": {"en": "lower than or equal to", "de": "bis zum Wert von"},
    "sc_rules_dungeon": {"en": "still in the dungeon", "de": "im Dungeon"},
    "sc_rules_dungeon_and_room": {
        "en": "still in the dungeon and those left unplayed in the room",
        "de": "im Dungeon und die ungespielten im Raum"},
}


def in_words(options: ScoundrelOptions) -> str:
    """The options chosen, named in the reader's language (issue #23: no code name)."""
    return options_in_words(type(options).model_fields, options.model_dump())


def rules_text(options: ScoundrelOptions) -> str:
    return t("sc_rules", options=in_words(options),
             weapon_rule_text=t(f"sc_rules_{options.weapon_rule}"),
             penalty_text=t(f"sc_rules_{options.death_penalty}"))
