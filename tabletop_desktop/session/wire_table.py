"""The network codec of the table's records (`TableFacts`, `SeatFacts`, `Played`), beside a
game's own views, events and advice (engine/wire.py).

No Qt: the server encodes with it, the joining computer decodes with it. A `Played` holds the
game's action, sent as the game's own action JSON, and events already cut for the seats of the
computer that receives them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tabletop_desktop.engine.wire import GameWire, WireError
from tabletop_desktop.session.table_facts import Played, SeatFacts, TableFacts

TABLE_CLASSES: tuple[type, ...] = (SeatFacts, TableFacts, Played)


class TableWire(GameWire):
    """One game's codec with the table's records on its allow-list."""

    EXTRA = TABLE_CLASSES

    def facts_to_wire(self, facts: TableFacts) -> Any:
        return self.encode(facts)

    def facts_from_wire(self, data: Any) -> TableFacts:
        # The fields' annotations are checked by the decoder (the seats are `SeatFacts`, ...).
        return self.decode_as(data, TableFacts)

    def played_to_wire(self, played: Played) -> Any:
        return self.encode(played)

    def played_from_wire(self, data: Any) -> Played:
        return self.decode_as(data, Played)

    def history_to_wire(self, history: Iterable[Played]) -> Any:
        return self.encode(tuple(history))

    def history_from_wire(self, data: Any) -> tuple[Played, ...]:
        history = self.decode_as(data, tuple)
        if not all(isinstance(played, Played) for played in history):
            raise WireError("Something that is not a move arrived among the moves.")
        return history
