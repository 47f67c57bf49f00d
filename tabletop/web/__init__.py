"""The web face: ``tabletop serve`` puts the table on every player's phone."""

from tabletop.text import i18n
from tabletop.web import messages, messages_navigation, messages_pages, messages_seats

i18n.register(messages.MESSAGES)
i18n.register(messages_pages.MESSAGES)
i18n.register(messages_navigation.MESSAGES)
i18n.register(messages_seats.MESSAGES)
