"""The new-game form explains each option in the reader's language, with the same sentence the
terminal's options prompt says (issue #23: German screens showed the English descriptions)."""

from __future__ import annotations

from starlette.testclient import TestClient

from tabletop.registry import get
from tabletop.session.session import explained
from tabletop.text import i18n


def test_each_option_is_explained_in_german_on_the_new_game_form(client: TestClient) -> None:
    client.get("/lang/de?next=/")
    for game_id in ("dungeon-dice", "halunken", "scoundrel"):
        page = client.get(f"/new/{game_id}").text
        options = get(game_id).meta.options
        for name, field in options.model_fields.items():
            extra = field.json_schema_extra
            if isinstance(extra, dict) and "replaced" in extra:
                continue
            with i18n.speaking("de"):
                german = explained(field)
            assert german and german in page.replace("&#39;", "'"), (game_id, name)
            assert not field.description or field.description not in page, (game_id, name)
