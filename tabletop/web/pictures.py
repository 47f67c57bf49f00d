"""What every game's pictures share: an SVG that reads as its name (a screen reader says the
label, a long press or a hovering pointer shows the title), the name escaped like any text."""

from __future__ import annotations

from markupsafe import Markup


def picture(css: str, view_box: str, label: str, body: Markup, *,
            stretch: bool = False) -> Markup:
    """``body`` drawn in ``view_box`` and named ``label``; ``stretch``: filling its box in both
    directions (a bar) rather than keeping its shape."""
    return Markup('<svg class="{}" viewBox="{}"{} role="img" aria-label="{}"><title>{}</title>'
                  '{}</svg>').format(
        css, view_box, Markup(' preserveAspectRatio="none"') if stretch else Markup(), label,
        label, body)
