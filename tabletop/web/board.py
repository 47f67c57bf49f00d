"""The board's account (``tabletop.board``) drawn as HTML from the templates in
``templates/board``: the host lays out every game's board; the game draws its pictures."""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

from tabletop import registry
from tabletop.board import Board, Picture, Section
from tabletop.plugin import Game
from tabletop.web.pictures import picture as svg
from tabletop.web.templating import macro, render
from tabletop.web.views import web_pictures

CSS = """
.b-board{display:flex;flex-direction:column;gap:.6em}
.b-board h3{margin:.2em 0}
.plain-picture{display:inline-block;padding:.1em .5em;border:1px solid;border-radius:.4em}
.b-prompt{margin:0;font-weight:bold;color:var(--accent,#2f5d8a)}
.b-facts{display:grid;grid-template-columns:auto 1fr;gap:.25em .8em;margin:0;align-items:center}
.b-facts dt{font-weight:bold}
.b-facts dd{margin:0;display:flex;flex-wrap:wrap;align-items:center;gap:.3em .5em}
.b-line{display:flex;flex-wrap:wrap;gap:clamp(4px,1.5vw,12px);margin:0;position:relative;
 align-items:flex-start}
.b-slot{margin:0;display:flex;flex-direction:column}
.b-caption{font-size:.75em;line-height:1.2;margin-top:.2em;display:block}
.b-pic{display:inline-flex;flex-direction:column;align-items:center;position:relative}
.b-note{font-size:.8em;line-height:1.1}
/* What came since the chapter began wears a dot, not a ring: a ring with a shadow is what a
   control looks like (issue #40). */
.b-new::after{content:"";position:absolute;top:-4px;right:-4px;width:12px;height:12px;
 border-radius:50%;background:#e65100;box-shadow:0 0 0 2px var(--raised,#fff)}
.b-moved{border-radius:50%;box-shadow:0 0 0 2px #fff,0 0 0 4px #e65100}
.b-was,.b-used{opacity:.4;filter:grayscale(1)}
.b-doubled{outline:2px solid var(--good,#2e7d32);background:rgb(46 125 50/.14);border-radius:5px}
.b-best{font-weight:bold;background:rgb(46 125 50/.14)}
.b-muted{color:var(--muted,#6b665c)}
.b-good{color:var(--good,#2e7d32)}
.b-bad{color:var(--bad,#b71c1c)}
.b-strong{font-weight:bold}
.b-end{font-size:1.3em;font-weight:bold}
.b-you{border-color:#1565c0 !important;border-width:2px !important}
.b-play,.b-choose>summary{display:block;padding:3px;margin:0;border:2px solid var(--accent,#2f5d8a);
 border-radius:8px;background:var(--raised,#fff);color:inherit;font:inherit;text-align:left;
 cursor:pointer;min-height:44px;width:100%;list-style:none;box-shadow:0 2px 0 var(--accent,#2f5d8a)}
.b-choose>summary::-webkit-details-marker{display:none}
.b-choose[open]>summary{background:color-mix(in srgb,var(--accent,#2f5d8a) 12%,var(--raised,#fff));
 box-shadow:none;transform:translateY(2px)}
.b-ways{position:absolute;left:0;right:0;z-index:4;margin-top:.3em;padding:.4em;display:grid;
 gap:.4em;background:var(--raised,#fff);border:2px solid var(--accent,#2f5d8a);border-radius:8px;
 box-shadow:0 4px 12px rgb(0 0 0/.25)}
.b-way{justify-content:flex-start;text-align:left;width:100%}
.b-act{display:inline-flex;flex-wrap:wrap;align-items:center;justify-content:center;
 gap:.15em .4em;line-height:1.25;overflow-wrap:break-word}
.b-detail{display:block;font-size:.8em;color:var(--muted,#6b665c)}
.b-acts{display:flex;flex-wrap:wrap;gap:.35em;margin-top:.4em}
.b-grid{display:grid;grid-template-columns:repeat(var(--cols),minmax(0,1fr));gap:2px}
.b-cell{position:relative;border:1px solid var(--line,#bbb);border-radius:6px;padding:2px;
 display:flex;flex-direction:column;align-items:center;min-height:5em}
.b-cell-go{position:absolute;inset:0;opacity:.0;min-height:0;z-index:1;overflow:hidden}
.b-cell:has(.b-cell-go){border:2px solid var(--accent,#2f5d8a);
 box-shadow:0 2px 0 var(--accent,#2f5d8a)}
.b-cell:has(.b-cell-go:focus-visible){outline:3px solid var(--accent,#2f5d8a);outline-offset:2px}
.b-num{font-size:.75em;font-weight:bold}
.b-value{font-size:.8em;line-height:1.2}
.b-panels{display:flex;flex-wrap:wrap;gap:.5em}
.b-panel{border:1px solid var(--line,#bbb);border-radius:8px;padding:.35em .6em;flex:1 1 14em}
.b-panel h4{margin:0 0 .2em}
.b-panel p{margin:.15em 0}
.b-pics{display:flex;flex-wrap:wrap;gap:.3em;align-items:flex-end}
.b-tablewrap{overflow-x:auto;max-width:100%}
.b-table{border-collapse:collapse}
.b-table td,.b-table th{padding:.15em .5em;text-align:left}
.b-tap{padding:0;min-height:44px;min-width:44px;background:none;justify-content:center;
 border:2px solid var(--accent,#2f5d8a);border-radius:6px;box-shadow:0 2px 0 var(--accent,#2f5d8a)}
.b-src{position:relative;display:inline-flex;flex-direction:column;align-items:center;
 justify-content:center;min-width:48px;min-height:48px;padding:.2em .3em;border-radius:8px;
 border:2px solid var(--accent,#2f5d8a);background:var(--raised,#fff);cursor:pointer;
 box-shadow:0 2px 0 var(--accent,#2f5d8a)}
.b-src input{position:absolute;opacity:0;pointer-events:none}
.b-src:has(input:checked){background:var(--accent,#2f5d8a);color:var(--on-accent,#fff);box-shadow:none;
 transform:translateY(2px)}
.b-src:has(input:focus-visible){outline:3px solid var(--accent,#2f5d8a);outline-offset:2px}
.b-target{display:inline-flex;flex-wrap:wrap;gap:.25em}
.b-idle{display:inline-flex;flex-direction:column;align-items:center;padding:.2em .3em;
 border:2px solid transparent}
.b-for,.b-board [data-src].compose,.b-board .act[data-src],.b-more{display:none}
.b-more{flex-direction:column;gap:.3em;padding:.4em .6em;
 border-left:4px solid var(--accent,#2f5d8a);background:var(--paper,#faf8f3)}
.b-more p{margin:0}
.b-board .compose{flex-direction:column}
.b-board .compose .counts{grid-template-columns:repeat(auto-fill,minmax(10.2rem,1fr));gap:.3rem}
.b-board .compose .count{flex-wrap:nowrap;gap:2px;padding:1px 3px;min-width:0}
.b-board .compose .count .b-pic svg{width:32px;height:auto}
.b-board .compose .stepper{gap:2px}
.b-board .compose .stepper input{width:1.9rem;padding:0}
.b-board .compose>p.muted{margin:.1em 0}
.b-board .compose .counts{margin:.15em 0}
.b-for{flex-direction:column;align-items:center;min-width:48px;padding:.2em .35em;
 border:2px solid var(--good,#2e7d32);background:rgb(46 125 50/.12)}
.b-for small{font-weight:bold}
.b-group{margin:.2em 0 0;font-size:.85em}
.b-tray{position:sticky;bottom:0;z-index:3;margin:0;padding:.45em 0 .5em;
 display:flex;flex-direction:column;gap:.35em;background:var(--raised,#fff);
 border-top:2px solid var(--accent,#2f5d8a);
 box-shadow:0 -6px 14px -6px rgb(0 0 0/.3)}
.b-tray .b-acts{margin:0}
.b-tray .act{flex:1 1 auto;justify-content:center;font-weight:600}
.b-odds>summary{min-height:44px;display:flex;align-items:center;cursor:pointer;
 font-weight:bold;color:var(--muted,#6b665c)}
.b-odds:not([open])>summary::after{content:" ▸"}
.b-meter{width:clamp(120px,40vw,260px);height:.9em;border:1px solid #888;border-radius:3px}
.b-meter-of{display:inline-flex;align-items:center;gap:.5em}
"""


def meter(shown: Picture) -> Markup:
    """A value against its top (life), as a bar whose colour says how it stands."""
    value, top = (int(x) for x in shown.id.split("/"))
    width = max(0, min(100, value * 100 // max(top, 1)))
    colour = "#2e7d32" if value * 2 > top else "#f9a825" if value * 4 > top else "#c62828"
    body = Markup('<rect width="100" height="10" fill="#e0e0e0"/>'
                  '<rect width="{}" height="10" fill="{}"/>').format(width, colour)
    return Markup('<span class="b-meter-of">{}<b>{}/{}</b></span>').format(
        svg("b-meter", "0 0 100 10", shown.name, body, stretch=True), value, top)


def drawer(game: Game[Any]) -> Any:
    pictures = web_pictures(game)

    def draw(shown: Picture, where: str) -> Markup:
        return meter(shown) if shown.kind == "meter" else pictures.picture(shown, where)
    return draw


def keys_of(board: Board) -> dict[str, str]:
    """The companions to pick, each with a name fit for an element id."""
    found = dict.fromkeys(row.key for s in board.sections for row in s.rows if row.key)
    return {key: f"s{number}" for number, key in enumerate(found)}


def acting(section: Section) -> bool:
    """Whether a section holds something to tap for the decision."""
    return bool(section.acts or section.composers or any(
        row.acts or row.key or any(p.act for p in row.pictures) for row in section.rows))


def board_html(game: Game[Any], board: Board, odds: Section | None = None) -> Markup:
    """The board; ``odds``: the advice its observation asks to be drawn with it, which each
    device may fold away. The tray at the thumb follows the last section there is something
    to tap in, so what is only read (the players, the bag) comes after it."""
    last = max((at for at, section in enumerate(board.sections) if acting(section)), default=-1)
    return render("board/board.html", board=board, prefix=web_pictures(game).PREFIX,
                  picture=drawer(game), keys=keys_of(board), odds=odds,
                  acting=board.sections[:last + 1], after=board.sections[last + 1:])


def section_html(game: Game[Any], section: Section) -> Markup:
    """One section alone (the advice under the hint button)."""
    return Markup(macro("board/parts.html", "section")(
        section, web_pictures(game).PREFIX, drawer(game), {}))


def act_html(game: Game[Any], act: Any) -> Markup:
    """An act as a button (a list of actions: the fix page, what a board left unplaced)."""
    return Markup(macro("board/parts.html", "act")(act, drawer(game)))


def picture_html(game: Game[Any], shown: Picture, where: str = "pick") -> Markup:
    return Markup(drawer(game)(shown, where))


def all_css() -> str:
    return "\n".join([CSS, *(web_pictures(g).CSS for g in registry.games().values())])
