"""What one connection is told about the game: `sync`, `played` and `hint`, for its seats only.

Everything a message holds comes from four places, and nowhere else: `view_for` of the
connection's own seats, the actions cut by the game's `action_for(its seats)`, the events cut by
its `events_for(its seats)`, and the public facts. What a seat may see of another seat's action
is the engine's to say: Qwirkle's exchange goes out as `exchange_unseen` (the count, not the
tiles), a Qwixx white-sum choice as its seat only (`action: null`). That is what keeps hidden
information on the server (tests/server/test_no_leak.py checks it byte for byte).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tabletop_desktop.engine.core import Action, Advice, Event, Seat
from tabletop_desktop.engine.wire import text_to_json
from tabletop_desktop.server.codec import encode
from tabletop_desktop.server.table_game import TableGame


@dataclass(frozen=True)
class SeatShown:
    """One seat as the table's facts show it."""

    name: str
    bot_level: str | None  # the level's name for a bot, None for a person


class TableMessages:
    """Builds the per-connection messages of one room's game."""

    def __init__(self, game: TableGame) -> None:
        self.game = game
        # The last move's log line as message JSON, made once for every connection it is sent
        # to (kept with the line it was made from: after an undo a new move has a new line).
        # Only the last: a sync, which sends every line, is rare; a room holds no copy of each.
        self._last_line: tuple[int, object, dict[str, Any]] | None = None

    def line(self, index: int) -> dict[str, Any]:
        line = self.game.lines[index]
        cached = self._last_line
        if cached is not None and cached[0] == index and cached[1] is line:
            return cached[2]
        data = text_to_json(line)
        if index == len(self.game.lines) - 1:
            self._last_line = (index, line, data)
        return data

    def facts(self, seats: Sequence[Seat], shown: Sequence[SeatShown],
              hints: Sequence[int]) -> dict[str, Any]:
        """The fields of session.table.TableFacts, as this connection may know them."""
        game = self.game
        over = game.is_over()
        undo_problem = game.undo_problem(seats) if seats else "Only a player can undo a move."
        return {
            "game_id": game.game_id,
            "seats": [{"name": s.name, "bot_level": s.bot_level, "at_this_screen": i in seats}
                      for i, s in enumerate(shown)],
            "pending": list(game.pending()),
            "scores": list(game.state.scores()),
            "over": over,
            "winners": list(game.state.winners()) if over else [],
            "end_reason": text_to_json(game.end_reason()),
            "move_count": len(game.history),
            "can_undo": undo_problem is None,
            "undo_words": text_to_json("Undo your last move." if undo_problem is None
                                       else undo_problem),
            "practice": False,
            "hints": list(hints),
        }

    def views(self, seats: Sequence[Seat], whole: bool = True) -> dict[str, Any]:
        """Each seat's view; not `whole`: without the game's options (a view that carries them,
        Quiddler's, sends its word lists with the sync only; the client keeps them)."""
        game = self.game
        views = {}
        for seat in seats:
            view = game.view_for(seat)
            if not whole and isinstance(getattr(view, "options", None), dict):
                view = dataclasses.replace(view, options={})  # type: ignore[call-arg]  # (not even encoded)
                views[str(seat)] = {k: v for k, v in encode(game.game_id, view).items()
                                    if k != "options"}
            else:
                views[str(seat)] = encode(game.game_id, view)
        return views

    def move(self, seats: Sequence[Seat], index: int) -> dict[str, Any]:
        """Move `index` as this connection may see it."""
        game = self.game
        action, events = game.history[index]
        return {
            "seat": action.seat,
            "action": self.action(seats, action, game.action_json[index]),
            "events": self.events(seats, events),
            "line": self.line(index),
        }

    def action(self, seats: Sequence[Seat], action: Action,
               data: dict[str, Any]) -> dict[str, Any] | None:
        """The action as this connection may see it (the engine's `action_for`), as the engine's
        action JSON (`data`, encoded once when it was played, when it is shown whole); None
        (`null`) when only the move's seat may be told."""
        engine = self.game.engine
        seen = engine.action_for(tuple(seats), action)
        if seen is None:
            return None
        return data if seen == action else engine.action_to_json(seen)

    def events(self, seats: Sequence[Seat], events: Sequence[Event]) -> Any:
        game = self.game
        cut = game.engine.events_for(tuple(seats), tuple(events))
        return encode(game.game_id, tuple(cut))

    def sync(self, seats: Sequence[Seat], shown: Sequence[SeatShown],
             hints: Sequence[int]) -> dict[str, Any]:
        return {
            "type": "sync",
            "seats_here": list(seats),
            # The options only here: a Quiddler game's own word list can be 200 kB, too much
            # to send again with every move.
            "facts": {**self.facts(seats, shown, hints),
                      "options": [[k, v] for k, v in sorted(self.game.options.items())]},
            "views": self.views(seats),
            "played": [self.move(seats, i) for i in range(len(self.game.history))],
        }

    def played(self, seats: Sequence[Seat], shown: Sequence[SeatShown],
               hints: Sequence[int]) -> dict[str, Any]:
        return {
            "type": "played",
            "played": self.move(seats, len(self.game.history) - 1),
            "facts": self.facts(seats, shown, hints),
            "views": self.views(seats, whole=False),
        }

    def hint(self, seat: Seat, advice: Advice) -> dict[str, Any]:
        return {"type": "hint", "seat": seat, "advice": encode(self.game.game_id, advice)}
