"""The web face's templates: every page and every part of a page is a Jinja2 template with
autoescape on, so a player's name or a line from a file is shown as typed, never as markup.

Templates are looked up in the package (``tabletop/web/templates``), so an installed copy
finds them as a checkout does. ``t`` and ``tn`` read the catalogue in the reader's language.
"""

from __future__ import annotations

from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from markupsafe import Markup
from starlette.templating import Jinja2Templates

from tabletop.text.i18n import language, t, tn

ENV = Environment(loader=PackageLoader("tabletop.web", "templates"),
                  autoescape=select_autoescape(default=True, default_for_string=True),
                  undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
ENV.globals.update(t=t, tn=tn, language=language)
TEMPLATES = Jinja2Templates(env=ENV)


def render(template: str, /, **context: Any) -> Markup:
    """A part of a page drawn from its template: HTML, safe to put into another part."""
    return Markup(ENV.get_template(template).render(**context))


def macro(name: str, macro_name: str) -> Any:
    """A macro of a template (a picture, a button), to be called from Python."""
    return getattr(ENV.get_template(name).module, macro_name)
