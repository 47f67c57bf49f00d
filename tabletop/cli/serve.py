"""``tabletop serve``: the web face, on this machine or for the phones on its network."""

from __future__ import annotations

import errno
import socket
import sys
from typing import Annotated

import typer
from rich.text import Text

from tabletop.cli.render import console
from tabletop.events import BadInput
from tabletop.store.database import Store
from tabletop.text.i18n import t

LOCAL = "127.0.0.1"


def lan_address() -> str | None:
    """This machine's address on its network: the one a route out would leave from (a
    datagram socket's connect sends nothing)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # a documentation address: never reached
            address = str(probe.getsockname()[0])
        except OSError:
            return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def check_port(host: str, port: int) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as trial:
        trial.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            trial.bind((host, port))
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                raise BadInput("err_port_busy", port=port) from None
            raise BadInput("err_port_refused", port=port, reason=exc.strerror) from None


def register(app: typer.Typer) -> None:
    @app.command("serve")
    def serve(lan: Annotated[bool, typer.Option("--lan", help="Listen on the network.")] = False,
              port: Annotated[int, typer.Option("--port", min=1, max=65535,
                                                help="The port.")] = 8000) -> None:
        """Open the table in a browser."""
        import segno
        import uvicorn

        from tabletop.web.app import create_app

        con = console()
        host = LOCAL
        if lan:
            found = lan_address()
            if found is None:
                con.print(Text(t("serve_no_lan"), style="yellow"))
            host = found or LOCAL
        check_port(host, port)
        store = Store()
        web = create_app(store, lan=lan, hosts=[host])
        url = f"http://{host}:{port}/"
        if lan:
            url += f"k/{web.state.host_key}"
            con.print(t("serve_scan"))
            segno.make(url, error="m").terminal(out=sys.stdout, compact=True)
        con.print(Text(t("serve_listening"), style="bold"))
        con.print(Text(f"  {url}", style="bold"), soft_wrap=True)  # whole, to copy
        con.print(t("serve_stop"))
        uvicorn.run(web, host=host, port=port, log_level="warning", access_log=False,
                    timeout_graceful_shutdown=2)
