"""Canned server messages and a plain codec, for the remote session's tests that need no server:
facts as plain JSON fields, a view as {"seat", "seat_count"}, a move as {"seat", "line"}."""

from __future__ import annotations

from typing import Any

from tabletop_desktop.engine.core import Action, Advice, View
from tabletop_desktop.session.table import Played, SeatFacts, TableFacts


class PlainCodec:
    def facts(self, game_id: str, data: Any) -> TableFacts:
        fields = dict(data)
        fields["seats"] = tuple(SeatFacts(**seat) for seat in fields["seats"])
        for key in ("pending", "scores", "winners", "hints"):
            fields[key] = tuple(fields.get(key, ()))
        fields["options"] = tuple(tuple(pair) for pair in fields.get("options", ()))
        return TableFacts(**fields)

    def view(self, game_id: str, data: Any) -> View:
        return View(int(data["seat"]), int(data["seat_count"]), (), (), False)

    def played(self, game_id: str, data: Any) -> Played:
        return Played(Action(int(data["seat"])), (), str(data["line"]))

    def advice(self, game_id: str, data: Any) -> Advice:
        return Advice(str(data["words"]))

    def action(self, game_id: str, action: Action) -> dict[str, Any]:
        return {"seat": action.seat}


NAMES = ("Ada", "Bo", "Cy")


def facts(pending=(0,), move_count=0, over=False, here=(0,), can_undo=False) -> dict:
    return {
        "game_id": "qwixx",
        "seats": [{"name": n, "bot_level": "Casual" if i == 2 else None,
                   "at_this_screen": i in here} for i, n in enumerate(NAMES)],
        "pending": list(pending), "scores": [move_count, 0, 0], "over": over,
        "winners": [0] if over else [], "end_reason": "Ada won." if over else "",
        "move_count": move_count, "can_undo": can_undo,
        "undo_words": "Undo your last move." if can_undo else "Nothing to undo.",
        "practice": False, "options": [], "hints": [0, 0, 0],
    }


def sync(here=(0,), moves=0, pending=(0,)) -> dict:
    return {"type": "sync", "seats_here": list(here),
            "facts": facts(pending, moves, here=here),
            "views": {str(s): {"seat": s, "seat_count": 3} for s in here},
            "played": [{"seat": i % 3, "line": f"Move {i + 1}."} for i in range(moves)]}


def played(seat: int, move_count: int, pending=(0,), here=(0,), over=False) -> dict:
    return {"type": "played", "played": {"seat": seat, "line": f"Move {move_count}."},
            "facts": facts(pending, move_count, over, here=here),
            "views": {str(s): {"seat": s, "seat_count": 3} for s in here}}


def lobby(statuses=("online", "empty", "bot"), started=False) -> dict:
    kinds = ("here", "remote", "bot")
    return {"type": "lobby", "game_id": "qwixx", "started": started, "can_start": False,
            "host": False,
            "seats": [{"seat": i, "name": NAMES[i], "kind": kinds[i],
                       "level": "casual" if i == 2 else None, "status": s}
                      for i, s in enumerate(statuses)]}
