"""What a request names: the hub of the app it reached, the link in its address, and whether
it comes from the host's device."""

from __future__ import annotations

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response

from tabletop.text.i18n import t
from tabletop.web.guard import HOST_COOKIE, holds_key
from tabletop.web.hub import Hub
from tabletop.web.layout import message
from tabletop.web.links import Link


def hub_of(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


async def link_of(request: Request) -> Link | Response:
    """The link named in the address, or the page saying it is not one."""
    token = request.path_params["token"]
    link = await run_in_threadpool(hub_of(request).links.find, token)
    if link is None:
        return message(request, t("web_err_no_link_title"), t("web_err_no_link"), status=404)
    return link


def is_host(request: Request) -> bool:
    """The reader may open the host's pages (new game, history, stats, tally): anyone on
    localhost, under ``--lan`` the device holding the host's key (the guard's rule)."""
    key: str | None = request.app.state.host_key
    return key is None or holds_key(request.cookies.get(HOST_COOKIE), key)
