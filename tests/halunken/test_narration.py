"""What the table is told after each event, in English and German: the reveal with the cards
that cancel (H3), each move in order with the cards taken (H4, H5), pushes, Black Jack's path and
robberies (H8-H10), bids and hiring (H7), a secret choice told as made, never which (H3, H12).
Spaces and dives are told counted from 1; the tests' tables use the code's 0-based indices."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from games.halunken import GAME
from games.halunken.rules.state import HState
from tabletop.events import Event
from tabletop.narration import keys, render
from tabletop.plugin import Chance
from tabletop.session.playout import playout
from tabletop.text import i18n

from .helpers import choose, jack_turns, new_game, picking, reveal, table


def told(before: HState, event: Event) -> tuple[HState, list[str]]:
    """The state after ``event`` and what the table is told, in the current language."""
    after = GAME.turn(before, event)
    return after, [render(line) for line in GAME.narrate(before, event, after)]


def both(before: HState, event: Event) -> tuple[list[str], list[str]]:
    """What the table is told, in English and in German."""
    _, english = told(before, event)
    i18n.set_language("de")
    try:
        _, german = told(before, event)
    finally:
        i18n.set_language("en")
    return english, german


def chosen(state: HState, *cards: str) -> HState:
    """The first seats choose ``cards`` (one each); the others have not chosen yet."""
    for seat, card in enumerate(cards):
        state = GAME.turn(state, Event(seat, "move", {"card": card}))
    return state


def events(players: int, variant: str, seed: int,
           games: int = 1) -> Iterator[tuple[HState, Event, HState]]:
    yield from playout(GAME, new_game(players, variant, games), seed, picking(seed)).steps()


@pytest.mark.parametrize(("players", "variant", "seed", "games"), [
    (2, "standard", 1, 1), (3, "standard", 2, 2), (4, "standard", 3, 1), (3, "intro", 4, 1),
    (4, "intro", 5, 1)])
def test_every_event_narrates_in_both_languages(players: int, variant: str, seed: int,
                                                games: int) -> None:
    catalogue = i18n.catalogue()
    kinds: set[str] = set()
    for before, event, after in events(players, variant, seed, games):
        lines = GAME.narrate(before, event, after)
        assert lines, GAME.notation(event)
        kinds.add(event.kind)
        for line in lines:
            for key in keys(line):
                assert {"en", "de"} <= set(catalogue[key]), key
            for lang in ("en", "de"):
                i18n.set_language(lang)
                try:
                    text = render(line)
                finally:
                    i18n.set_language("en")
                assert "{" not in text and "hs_" not in text, text
    assert {"place", "card", "move"} <= kinds


def test_h3_a_secret_choice_is_told_as_made_never_which() -> None:
    """004: "At the beginning of each round each player secretly chooses one of his Movement
    cards and puts it face down in front of him." """
    state = table(3, captains=[0, 4, 8], up={1: "y1"}, down={1: 2})
    seen = {tuple(both(state, Event(0, "move", {"card": card}))[0]) for card in ("1", "5", "rum")}
    assert seen == {("Ana chose a movement card.",)}
    assert both(state, Event(0, "move", {"card": "5"}))[1] == \
        ["Ana hat eine Bewegungskarte gewählt."]


def test_h12_the_hirers_card_for_black_jack_is_told_as_chosen() -> None:
    """004: "he chooses two Movement cards: one for Black Jack from the pile in the harbour and
    one for himself from his hand" """
    state = table(2, captains=[0, 7], variant="standard", bj=12, controller=0)
    english, german = both(state, Event(0, "jack_card", {"card": "6"}))
    assert english == ["Ana chose a movement card for Black Jack."]
    assert german == ["Ana hat eine Bewegungskarte für Black Jack gewählt."]


def test_h3_h4_h5_a_round_told_at_the_reveal() -> None:
    """004: "If two or more players have played the same card [...] The affected players don't
    move"; "any players who have been unable to move this turn take the top Scoundrel card";
    "he takes the top Scoundrel card"; "the original occupier of the space is pushed clockwise
    into the next free space." """
    # Ben and Cem cancel (4, 4); Ben stands at dive 6 and takes g3; Ana (3) lands on him.
    state = table(3, captains=[2, 5, 10], up={5: "g3", 6: "p14"}, down={5: 1, 6: 1},
                  hands={0: ["y1", "y3"], 1: ["r15", "y2"]})
    state = chosen(state, "3", "4")
    english, german = both(state, Event(2, "move", {"card": "4"}))
    assert english == ["Cem chose a movement card.",
                       "Revealed: Ana 3, Ben 4, Cem 4.",
                       "4 cancels out: Ben, Cem stay put.",
                       "Ben stays on space 6.", "Ben takes grey 3 from dive 6."]
    assert german == ["Cem hat eine Bewegungskarte gewählt.",
                      "Aufgedeckt: Ana 3, Ben 4, Cem 4.",
                      "4 hebt sich auf: Ben, Cem bleiben stehen.",
                      "Ben bleibt auf Feld 6.", "Ben nimmt grau 3 von Spelunke 6."]
    # The next card of dive 6 is turned before anyone else takes (H5).
    state = choose(state, "3", "4", "4")
    english, german = both(state, Event("chance", "card", {"values": ["y9"]}))
    assert english == ["yellow 9 is turned face up on dive 6.",
                       "Cem stays on space 11.", "Dive 11 is empty: Cem takes nothing.",
                       "Ana moves 3: space 3 → 6.", "Ana takes yellow 9 from dive 6.",
                       "Ana lands on Ben."]
    assert german == ["gelb 9 wird auf Spelunke 6 aufgedeckt.",
                      "Cem bleibt auf Feld 11.", "Spelunke 11 ist leer: Cem nimmt nichts.",
                      "Ana zieht 3: Feld 3 → 6.", "Ana nimmt gelb 9 von Spelunke 6.",
                      "Ana landet bei Ben."]
    state = reveal(state, "y9")
    english, german = both(state, Event(0, "take", {"card": "r15"}))
    assert english == ["Ana takes red 15 from Ben.", "Ben is pushed on to space 7.",
                       "Round 1 is over.", "Round 2: everyone chooses a movement card."]
    assert german == ["Ana nimmt Ben rot 15 ab.", "Ben wird auf Feld 7 weitergeschoben.",
                      "Runde 1 ist vorbei.", "Runde 2: alle wählen eine Bewegungskarte."]


def test_h5_no_theft_when_the_mover_holds_more() -> None:
    """004: "If he has an equal number or fewer Scoundrel cards than the original occupier of
    the space, then he gets to remove one Scoundrel card" """
    state = table(3, captains=[2, 5, 10], hands={0: ["y1", "y3"], 1: ["r15"]})
    state = chosen(state, "3", "4")
    english, german = both(state, Event(2, "move", {"card": "4"}))
    assert english[-7:-2] == ["Ana moves 3: space 3 → 6.",
                              "Dive 6 is empty: Ana takes nothing.", "Ana lands on Ben.",
                              "Ana now holds more cards than Ben: no theft.",
                              "Ben is pushed on to space 7."]
    assert german[-4:-2] == ["Ana hat jetzt mehr Karten als Ben: kein Diebstahl.",
                             "Ben wird auf Feld 7 weitergeschoben."]


def test_h3_a_rum_declared() -> None:
    """004: "If one player has played his "rum" card, he looks at his opponents' cards and
    declares which value he chooses for it." """
    state = choose(table(3, captains=[0, 4, 8]), "rum", "2", "5")
    english, german = both(state, Event(0, "rum", {"value": 3}))
    assert english[0] == "Ana declares the rum as 3."
    assert german[0] == "Ana sagt den Rum als 3 an."
    assert english[1:4] == ["Ben moves 2: space 5 → 7.", "Dive 7 is empty: Ben takes nothing.",
                            "Ana moves 3: space 1 → 4."]


def test_h7_bids_passes_and_hiring() -> None:
    """004: "When it is your turn to bid you may pass or better the previous bid." and "The
    player with the highest bid "pays" by placing the scoundrel card he bid with face up in the
    harbour." """
    state = table(3, captains=[0, 4, 8], variant="standard", bj=12, phase="bid", starter=1,
                  hands={0: ["y1"], 1: ["g5"], 2: ["r4"]})
    english, german = both(state, Event(1, "bid", {"card": "g5"}))
    assert (english, german) == (["Ben bids grey 5."], ["Ben bietet grau 5."])
    state = GAME.turn(GAME.turn(state, Event(1, "bid", {"card": "g5"})), Event(2, "pass"))
    english, german = both(state, Event(0, "pass"))
    assert english == ["Ana passes.", "Ben hires Black Jack: grey 5 goes to the harbour."]
    assert german == ["Ana passt.", "Ben heuert Black Jack an: grau 5 kommt in den Hafen."]


def test_h7_nobody_hires_him() -> None:
    """004: "If no-one bids for Black Jack, he moves at the end of the round and can rob
    players" """
    state = table(3, captains=[0, 4, 8], variant="standard", bj=12, phase="bid")
    state = GAME.turn(GAME.turn(state, Event(0, "pass")), Event(1, "pass"))
    english, german = both(state, Event(2, "pass"))
    assert english == ["Cem passes.", "Nobody hires Black Jack: he robs everyone he overtakes."]
    assert german[1] == "Niemand heuert Black Jack an: er beraubt jeden, den er überholt."


def test_h8_black_jacks_path_and_whom_he_robs_in_order() -> None:
    """004: "The player who controls Black Jack steals one card from each of the players whose
    pieces Black Jack overtakes -- unless, of course, the person whose piece is overtaken has
    fewer cards than the player who controls Black Jack." and "If Black Jack lands on an
    occupied space, he moves onto the next free space." """
    hands = {0: ["y1"], 1: ["g2", "g3"], 2: ["p3", "p4"], 3: ["r4"]}
    state = table(4, captains=[2, 4, 5, 9], variant="standard", bj=0, controller=0,
                  hands=hands)
    state = choose(state, "1", "1", "2", "2")
    english, german = both(state, Event("chance", "jack", {"values": ["4"]}))
    assert english == ["Black Jack's movement card: 4.", "Black Jack moves 4: space 1 → 7.",
                       "Space 5 is held: he goes on to the next free space.",
                       "He overtakes Ana, Ben, Cem.", "Ana hired him: not robbed.",
                       "Black Jack robs Ben for Ana."]
    assert german == ["Black Jacks Bewegungskarte: 4.", "Black Jack zieht 4: Feld 1 → 7.",
                      "Feld 5 ist besetzt: er zieht zum nächsten freien Feld.",
                      "Er überholt Ana, Ben, Cem.", "Ana hat ihn angeheuert: nicht beraubt.",
                      "Black Jack beraubt Ben für Ana."]
    state = jack_turns(state, "4")
    english, _ = both(state, Event(0, "take", {"card": "g3"}))
    assert english == ["Ana takes grey 3 from Ben.", "Black Jack robs Cem for Ana."]


def test_h8_a_captain_with_fewer_cards_is_spared() -> None:
    """004: "unless, of course, the person whose piece is overtaken has fewer cards than the
    player who controls Black Jack." """
    hands = {0: ["y1", "y2", "y3"], 1: ["g2", "g3"], 2: ["p3", "p4", "p5"], 3: ["r4"]}
    state = table(4, captains=[10, 2, 4, 12], variant="standard", bj=0, controller=0,
                  hands=hands)
    state = choose(state, "1", "1", "2", "2")
    english, german = both(state, Event("chance", "jack", {"values": ["5"]}))
    assert english[-2:] == ["Ben holds fewer cards than Ana: not robbed.",
                            "Black Jack robs Cem for Ana."]
    assert german[-2] == "Ben hat weniger Karten als Ana: nicht beraubt."


def test_h9_unhired_victims_give_to_the_harbour() -> None:
    """004: "He then steals one card from every player whom he overtakes [...] However, players
    can choose which card to discard. The stolen cards are put in the harbour." """
    # Ben opened the bidding (H13: nobody hired him yet and Ben's first card is the highest),
    # so he opens it again after this round nobody hired him.
    state = table(3, captains=[3, 5, 6], variant="standard", bj=0, starter=1,
                  hands={0: ["y1"], 1: ["r15", "g13", "y12"]})
    state = jack_turns(choose(state, "4", "4", "4"), "7")
    english, german = both(state, Event(0, "give", {"card": "y1"}))
    assert english == ["Ana gives yellow 1 to the harbour.",
                       "Black Jack robs Ben, who picks the card for the harbour."]
    assert german[0] == "Ana gibt gelb 1 in den Hafen."
    state = GAME.turn(state, Event(0, "give", {"card": "y1"}))
    english, _ = both(state, Event(1, "give", {"card": "y12"}))
    assert english == ["Ben gives yellow 12 to the harbour.", "Cem holds no card: not robbed.",
                       "Round 1 is over.", "Round 2: Ben opens the bidding for Black Jack."]


def test_h10_landing_on_black_jack() -> None:
    """004: "first of all he takes the top Scoundrel card as usual. Then he steals a Scoundrel
    card of his choice from Black Jack's pile in the harbour [...] Finally Black Jack is moved
    onto the next free space." """
    state = table(3, captains=[2, 6, 9], variant="standard", bj=5, controller=1,
                  up={5: "g3"}, hands={0: ["y2", "y3", "y4"]}, harbour=["r15", "y1"])
    state = chosen(state, "3", "1")
    english, _ = both(state, Event(2, "move", {"card": "1"}))
    assert english[-3:] == ["Ana moves 3: space 3 → 6.", "Ana takes grey 3 from dive 6.",
                            "Ana lands on Black Jack."]
    state = choose(state, "3", "1", "1")
    english, german = both(state, Event(0, "take", {"card": "r15"}))
    assert english == ["Ana takes red 15 from the harbour.", "Black Jack moves on to space 8."]
    assert german == ["Ana nimmt rot 15 aus dem Hafen.", "Black Jack zieht weiter auf Feld 8."]


def test_h12_the_opponent_robs_the_harbour_or_the_hirer() -> None:
    """004: "if an opponent's captain lands on a space occupied by Black Jack, the opponent has
    the choice of either [...] stealing one of Black Jack's Scoundrel cards, or stealing one
    from the player who controls Black Jack" """
    state = table(2, captains=[0, 7], variant="standard", bj=3, controller=1,
                  hands={0: ["y1"], 1: ["g2", "g3"]}, harbour=["r15"])
    state = choose(state, "3", "5", jack="1")
    english, german = both(state, Event(0, "rob", {"from": "captain"}))
    assert english == ["Ana robs Ben, who hired Black Jack."]
    assert german == ["Ana beraubt Black Jacks Auftraggeber Ben."]
    english, _ = both(state, Event(0, "rob", {"from": "harbour"}))
    assert english == ["Ana robs Black Jack's harbour."]


def test_h2_setup_is_told() -> None:
    """004: "Each player places his captain piece on any unoccupied square in front of a dive.
    He takes the top Scoundrel card from that dive" and "The player who draws the lowest value
    Scoundrel card at the beginning of the game places the Black Jack piece" """
    state = new_game(3)
    english, german = both(state, Event(0, "place", {"space": 4}))
    assert (english, german) == (["Ana puts their captain on space 5."],
                                 ["Ana stellt den Kapitän auf Feld 5."])
    state = GAME.turn(state, Event(0, "place", {"space": 4}))
    english, german = both(state, Event("chance", "card", {"values": ["p14"]}))
    assert (english, german) == (["Ana takes purple 14 from dive 5."],
                                 ["Ana nimmt lila 14 von Spelunke 5."])
    state = reveal(state, "p14")
    for seat, card in ((1, "y1"), (2, "g13")):
        state = reveal(GAME.turn(state, Event(seat, "place", {"space": seat})), card)
    lines: list[str] = []
    while isinstance(GAME.awaiting(state), Chance):
        state, lines = told(state, Event("chance", "card", {"values": [min(state.unseen)]}))
    assert lines[-1] == "Ben holds the lowest first card and places Black Jack."
    english, german = both(state, Event(1, "jack", {"space": 9}))
    assert english == ["Ben puts Black Jack on space 10.",
                       "Round 1: Ana opens the bidding for Black Jack."]
    assert german[1] == "Runde 1: Ana eröffnet das Bieten um Black Jack."


def test_h11_the_end_and_the_next_game_of_a_match() -> None:
    """H11: the game ends after 8 rounds; a match (the rulebook's tip: "just play three times
    and add the scores") goes on with a fresh harbour."""
    ends = [render(line) for before, event, after in events(3, "intro", 7, games=2)
            for line in GAME.narrate(before, event, after)
            if line.key in ("hs_n_next_game", "hs_n_game_over", "hs_n_round_over")]
    assert ends.count("Game 2 of 2 begins in a fresh harbour.") == 1
    assert ends[-1] == "The game is over."
    assert ends.count("Round 8 is over.") == 2
