"""Seats you can trust (issue #37): a seat's link opened on a second device, and a joined
seat's link shown again on the host's page, are told to the phones they concern.

Every browser that opens a seat carries a device id: a random token in a cookie of its own
(httponly, so no script reads it; SameSite=Lax, so no other site's post or frame carries it,
while a link followed from a chat or a scanned code keeps it: else the phone would look new).
It lets nobody in (the link's token does); it only tells one browser from another. The store
keeps the device that joined a seat first (``Links.open``). Another device that opens the same
link is noted, and the pages of that seat and the host's say so in one line; whichever acts
first plays (an answer is checked against the version its page was drawn at), and the device
that acted is the seat's from then on. The note goes when the seat next acts; a second device
whose page is still open notes itself again when that page is drawn again (its stream tells it
the game moved on), so the line stays while both are open.

The host's page shows a seat's link until its player has joined, then only behind a tap
("show the link again"), since the link lets any device take the seat: every page of the
game says that the host showed it, until a device new to the seat opens it, the seat acts,
or the host hides it again.
"""

from __future__ import annotations

from collections.abc import Sequence

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from tabletop.text.i18n import t
from tabletop.typed import small_number
from tabletop.web.access import hub_of, link_of
from tabletop.web.hub import Hub
from tabletop.web.layout import message
from tabletop.web.links import SEAT, WATCH, Link, new_token, plausible

DEVICE_COOKIE = "tabletop_device"
DEVICE_DAYS = 365


def device_of(request: Request) -> str | None:
    """The device id this browser sent, if it sent one of ours."""
    given = request.cookies.get(DEVICE_COOKIE)
    return given if given is not None and plausible(given) else None


async def opened(request: Request, link: Link) -> str | None:
    """A seat's page was opened: its device is noted (the game's pages are told when that
    changes what they show). A browser without a device id is given one: the id to set."""
    if link.role != SEAT:
        return None
    known = device_of(request)
    device = known or new_token()
    hub = hub_of(request)

    def note() -> None:
        if hub.links.open(link, device):
            hub.notify(link.game_id)

    await run_in_threadpool(note)
    return None if known else device


def remember(response: Response, device: str | None) -> Response:
    """The response that gives this browser its device id, when it has none yet."""
    if device is not None:
        response.set_cookie(DEVICE_COOKIE, device, httponly=True, samesite="lax",
                            max_age=60 * 60 * 24 * DEVICE_DAYS)
    return response


def acted(hub: Hub, link: Link, device: str | None) -> None:
    """A seat's answer was taken: the device that gave it has the seat (see ``Links.acted``).
    A browser that sends no device id (no cookies) leaves the seat's device as it was."""
    if device is not None and hub.links.acted(link, device):
        hub.notify(link.game_id)


def told(links: Sequence[Link], link: Link, players: Sequence[str]) -> list[str]:
    """The lines about the game's seats that ``link``'s page shows: a seat opened on another
    device on that seat's pages and the host's, a link the host showed again on every page
    of the game."""
    lines = []
    for seat in links:
        if seat.role != SEAT or seat.seat is None:
            continue
        if seat.elsewhere and (link.role == WATCH or link.token == seat.token):
            lines.append(t("web_seat_elsewhere", player=players[seat.seat]))
        if seat.shown:
            lines.append(t("web_link_shown", player=players[seat.seat]))
    return lines


async def show_link(request: Request) -> Response:
    """The host's tap on a joined seat: its link shown again (``show=1``) or hidden. Only
    the host's page (the watching link) may; every page of the game is told."""
    link = await link_of(request)
    if isinstance(link, Response):
        return link
    seat = small_number(request.path_params["seat"], 3)
    if link.role != WATCH or seat is None:
        return message(request, t("web_err_no_link_title"), t("web_err_show_link"),
                       status=403)
    form = await request.form()
    hub = hub_of(request)

    def change() -> None:
        if hub.links.show(link.game_id, seat, form.get("show") == "1"):
            hub.notify(link.game_id)

    await run_in_threadpool(change)
    return RedirectResponse(f"/s/{link.token}", status_code=303)
