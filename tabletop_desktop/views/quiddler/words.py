"""Quiddler's view in the person's language: a typed `QT_TRANSLATE_NOOP` for module-level tables
and a stored seat name as it is shown. The cards' letters and the words are English (the deck is
an English deck); the sentences around them are translated."""

from __future__ import annotations

