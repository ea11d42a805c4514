"""`SyncedOptions`: the game's options a client keeps from a sync, for the views of later moves.

A view may carry the game's options (Quiddler's does: its word lists, which can be 200 kB with an
imported list). The server sends them with a `sync` only and leaves them out of the views of each
`played` message (docs/protocol.md); a client puts the sync's back before decoding a view. Qt-free:
the network bench's clients use it too.
"""

from __future__ import annotations

from typing import Any


class SyncedOptions:
    def __init__(self) -> None:
        self.options: Any = None  # as JSON, from the last view that carried them

    def complete(self, encoded: Any) -> Any:
        """`encoded` (a view as JSON) with the options: its own, kept for later, or the sync's."""
        if not isinstance(encoded, dict):
            return encoded
        if "options" in encoded:
            self.options = encoded["options"]
            return encoded
        if self.options is None:
            return encoded  # decoding says what is missing
        return {**encoded, "options": self.options}
