"""End-of-game facts, read from the public facts and the moves as this screen saw them: final scores, the +6 bonus, the winners, the
best move, Qwirkles per player, each player's score turn by turn, and a picture of the final board."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap

from tabletop_desktop.engine.qwirkle.actions import (
    EndBonus,
    Exchange,
    ExchangeUnseen,
    Pass,
    Place,
    TilesPlaced,
)
from tabletop_desktop.i18n import Text, fill, shown_name, text, translate
from tabletop_desktop.session.table import Played, TableFacts
from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.common.game_view import EndSummary, SeatResult
from tabletop_desktop.views.common.numbers import shown_number
from tabletop_desktop.views.common.seat_label import seat_label
from tabletop_desktop.views.common.table_surface import paint_table
from tabletop_desktop.views.qwirkle.board_scene import BoardScene


@dataclass
class Move:
    seat: int
    turn: int  # 1-based count of moves in the game
    tiles: int
    points: int
    qwirkles: int


@dataclass
class GameFacts:
    names: list[str]
    kinds: list[str]  # "Person", "Bot · Strong"
    scores: list[int]
    winners: list[int]
    qwirkles: list[int]
    bonus_seat: int | None
    best_moves: list[Move]  # best first
    progress: list[list[int]] = field(default_factory=list)  # per seat: running total after each turn
    exchanges: list[int] = field(default_factory=list)
    end_reason: Text = ""  # the session's words (a string or an engine message)
    moves: int = 0
    seat_colours: list = field(default_factory=list)  # QColor per seat, set by the printer


def game_facts(table: TableFacts, played: Sequence[Played]) -> GameFacts:
    """Everything the summary and the printed page show, from the facts and the moves."""
    names = table.names
    n = len(names)
    totals = [0] * n
    progress: list[list[int]] = [[0] for _ in range(n)]
    qwirkles = [0] * n
    exchanges = [0] * n
    bonus_seat = None
    moves: list[Move] = []
    end_reason: Text = ""
    for turn, move in enumerate(played, start=1):
        action = move.action
        for event in move.events:
            if isinstance(event, TilesPlaced):
                totals[event.seat] += event.points
                qwirkles[event.seat] += event.qwirkles
                moves.append(Move(event.seat, turn, len(event.placements), event.points, event.qwirkles))
            elif isinstance(event, EndBonus):
                totals[event.seat] += event.points
                bonus_seat = event.seat
            elif hasattr(event, "reason") and hasattr(event, "winners"):
                end_reason = event.reason
        # Another seat's exchange reaches this screen as ExchangeUnseen (engine `action_for`).
        if isinstance(action, Exchange | ExchangeUnseen):
            exchanges[action.seat] += 1
        if isinstance(action, Place | Exchange | ExchangeUnseen | Pass):
            progress[action.seat].append(totals[action.seat])
    if bonus_seat is not None:
        progress[bonus_seat][-1] = totals[bonus_seat]
    moves.sort(key=lambda m: (-m.points, m.turn))
    return GameFacts(
        names, [seat_label(seat) for seat in table.seats], list(table.scores),
        list(table.winners) if table.over else [], qwirkles, bonus_seat, moves, progress,
        exchanges, end_reason or table.end_reason, len(played),
    )


def _tiles(n: int) -> str:
    return translate("QwirkleSummary", "1 tile") if n == 1 else translate("QwirkleSummary", "%n tiles", "", n)


def _points(n: int) -> str:
    return translate("QwirkleSummary", "1 point") if n == 1 else translate("QwirkleSummary", "%n points", "", n)


def describe_move(facts: GameFacts, move: Move) -> str:
    """"Ada: 5 tiles, 24 points, Qwirkle! (move 17)": one whole template for a move without a
    Qwirkle, with one, and with several; the counts are phrases of their own."""
    values = {"name": shown_name(facts.names[move.seat]), "tiles": _tiles(move.tiles),
              "points": _points(move.points), "turn": shown_number(move.turn)}
    if move.qwirkles == 1:
        template = translate("QwirkleSummary", "{name}: {tiles}, {points}, Qwirkle! (move {turn})")
    elif move.qwirkles:
        values["qwirkles"] = translate("QwirkleSummary", "%n Qwirkles!", "", move.qwirkles)
        template = translate("QwirkleSummary", "{name}: {tiles}, {points}, {qwirkles} (move {turn})")
    else:
        template = translate("QwirkleSummary", "{name}: {tiles}, {points} (move {turn})")
    return fill(template, values)


def facts_in_words(facts: list[str]) -> str:
    """Short facts in a list: "2 Qwirkles, +6 end bonus, 1 hint"."""
    if not facts:
        return ""
    joined = facts[0]
    for fact in facts[1:]:
        joined = fill(translate("QwirkleSummary", "{facts}, {fact}", "a list of short facts about a player"),
                      {"facts": joined, "fact": fact})
    return joined


def ending_sentence(facts: GameFacts) -> str:
    """How the game ended, with the players' names."""
    if facts.bonus_seat is not None:
        return sentences.ENDED_WITH_LAST_TILE(facts.names[facts.bonus_seat])
    return text(facts.end_reason)


def title_for(facts: GameFacts) -> str:
    if not facts.winners:
        return translate("QwirkleSummary", "The game is not over yet.")
    return sentences.win_title(facts.names, facts.winners, facts.scores)


def board_picture(scene: BoardScene, side: int = 640, on_paper: bool = False) -> QPixmap:
    """The table with every tile, on the felt (or on white paper, for printing: no ink-heavy
    felt), at most `side` pixels on its longer edge."""
    rect = scene.board_rect(margin_cells=0.6)
    scale = side / max(rect.width(), rect.height())
    pixmap = QPixmap(max(1, int(rect.width() * scale)), max(1, int(rect.height() * scale)))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    target = QRectF(pixmap.rect())
    if on_paper:
        painter.fillRect(target, Qt.GlobalColor.white)
    else:
        paint_table(painter, target)
    marks = [item for item in scene.items() if not hasattr(item, "tile")]
    for item in marks:
        item.setVisible(False)  # only the tiles belong in the picture, without outlines
    outlines = {cell: item._outline for cell, item in scene.tiles.items()}
    scene.clear_outlines()
    scene.render(painter, target, rect)
    for cell, colour in outlines.items():
        scene.tiles[cell].set_outline(colour)
    for item in marks:
        item.setVisible(True)
    painter.end()
    return pixmap


def build_end_summary(table: TableFacts, played: Sequence[Played], picture: QPixmap | None,
                      hints: list[int] | None = None) -> EndSummary:
    """The end-of-game dialog's data; `hints` per seat (shown for seats that asked for any)."""
    facts = game_facts(table, played)
    seats = []
    for i, name in enumerate(facts.names):
        details = []
        q = facts.qwirkles[i]
        details.append(translate("QwirkleSummary", "1 Qwirkle") if q == 1
                       else translate("QwirkleSummary", "%n Qwirkles", "", q))
        if facts.bonus_seat == i:
            details.append(translate("QwirkleSummary", "+6 end bonus"))
        used = hints[i] if hints and i < len(hints) else 0
        if used:
            details.append(translate("QwirkleSummary", "1 hint") if used == 1
                           else translate("QwirkleSummary", "%n hints", "", used))
        seats.append(SeatResult(shown_name(name), facts.kinds[i], facts.scores[i],
                                i in facts.winners, facts_in_words(details)))
    best = (describe_move(facts, facts.best_moves[0]) if facts.best_moves
            else translate("QwirkleSummary", "No tiles were placed."))
    lines = [ending_sentence(facts)] if ending_sentence(facts) else []
    total_q = sum(facts.qwirkles)
    moves = shown_number(facts.moves)
    if total_q == 1:
        lines.append(fill(translate("QwirkleSummary", "{moves} moves, 1 Qwirkle in all."), {"moves": moves}))
    else:
        lines.append(fill(translate("QwirkleSummary", "{moves} moves, %n Qwirkles in all.", "", total_q),
                          {"moves": moves}))
    if table.practice:
        lines.append(translate("QwirkleSummary", "A practice game: a move was undone after the tiles drawn "
                               "since had been seen."))
    return EndSummary(title_for(facts), tuple(seats), best, tuple(lines), picture,
                      hints_told=bool(hints) and any(hints))
