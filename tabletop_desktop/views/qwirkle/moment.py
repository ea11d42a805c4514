"""Qwirkle's moment: what the table shows and what the person may do, made once per change from the
`Table` alone (the public facts, the views of this screen's seats, the moves as this screen saw
them). Pure: no widget, no session. The view draws from it and asks it, never the engine, whether a
tile may go somewhere (`LayingRules`, the rules of laying tiles this turn, over the moment's own
table).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property

from tabletop_desktop.engine.core import Action, Seat
from tabletop_desktop.engine.qwirkle import gaps, rules
from tabletop_desktop.engine.qwirkle.actions import Exchange, Pass, Place, TilesPlaced
from tabletop_desktop.engine.qwirkle.board import Board
from tabletop_desktop.engine.qwirkle.tiles import COPIES, TILE_TYPES
from tabletop_desktop.engine.qwirkle.view import QwirkleView
from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, Text, fill, translate
from tabletop_desktop.session.table import Played, TableFacts
from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.common.table_model import Moment, Table
from tabletop_desktop.views.common.waiting import game_over, wait_for_turn, wait_reason

Cell = tuple[int, int]
Placements = Sequence[tuple[Cell, int]]

# The English words (tests compare with them); the moment says them in the person's language.
CAPTION_MINE = QT_TRANSLATE_NOOP("QwirkleMoment", "Tiles you have not seen yet: in the bag or in "
                                 "other players' hands")
CAPTION_PEOPLE = QT_TRANSLATE_NOOP("QwirkleMoment", "Tiles not on the table yet: in the bag or in "
                                   "the players' hands")
CAPTION_BOTS = QT_TRANSLATE_NOOP("QwirkleMoment", "Tiles not on the table yet: in the bag or in "
                                 "the bots' hands")
EXCHANGE_ON_YOUR_TURN = QT_TRANSLATE_NOOP("QwirkleMoment", "You can exchange tiles on your turn.")
EXCHANGE_EMPTY_BAG = QT_TRANSLATE_NOOP("QwirkleMoment",
                                       "Exchange needs tiles in the bag: the bag is empty.")
NO_FIRST_EXCHANGE = QT_TRANSLATE_NOOP("QwirkleMoment", "No exchange on the first move: the "
                                      "starter must play their largest group, {tiles}, as one "
                                      "line on the empty table.")


def tiles_words(n: int) -> str:
    """"1 tile", "6 tiles" (a count of tiles inside a sentence)."""
    if n == 1:
        return translate("QwirkleMoment", "1 tile")
    return translate("QwirkleMoment", "%n tiles", "", n)


@dataclass(frozen=True)
class LayingRules:
    """The rules of laying tiles this turn, over one table: where a tile may go after the tiles
    laid so far (gaps allowed while the rest of the rack could fill them), what a placement would
    score, why it is not a move yet. Pure questions of the moment's own data."""

    board: tuple[tuple[Cell, int], ...]
    first_move_size: int | None = None  # the largest group the first move must be (empty table)

    @cached_property
    def table(self) -> Board:
        """The same tiles in the engine's form, built once."""
        return rules.as_board(dict(self.board))

    @cached_property
    def cells(self) -> frozenset[Cell]:
        return frozenset(cell for cell, _ in self.board)

    def open_cells(self, placed: Placements, tile: int, rest: Sequence[int]) -> set[Cell]:
        """Every cell where `tile` may go after `placed`; `rest` is what stays in the rack."""
        return gaps.open_cells(self.table, placed, tile, rest)

    def problem_at(self, placed: Placements, cell: Cell, tile: int, rest: Sequence[int]) -> Text | None:
        """Why `tile` may not go on `cell` after `placed` (the rules' words), or None."""
        return gaps.extension_problem(self.table, placed, cell, tile, rest)

    def gaps(self, placed: Placements) -> list[Cell]:
        """Empty cells left between this turn's tiles."""
        return gaps.gap_cells(self.table, placed)

    def problem(self, placed: Placements) -> Text | None:
        """Why `placed` is not a legal move as it stands (the rules' words), or None."""
        return rules.placement_problem(self.table, list(placed), self.first_move_size)

    def line_problem(self, placed: Placements) -> Text | None:
        """Why `placed` is not a legal placement on this table (the first move's size aside)."""
        return rules.placement_problem(self.table, list(placed))

    def points(self, placed: Placements) -> int | None:
        """What `placed` would score, or None when it is not a legal placement yet."""
        if not placed or self.line_problem(placed) is not None:
            return None
        return rules.score(self.table, list(placed))


def move_key(action: Action) -> object:
    """The key of a legal move in `QwirkleMoment.moves`: the tiles and cells of a placement, the
    sorted tiles of an exchange, "pass"."""
    if isinstance(action, Place):
        return ("place", frozenset(action.placements))
    if isinstance(action, Exchange):
        return ("exchange", tuple(sorted(action.tiles)))
    return "pass"


@dataclass(frozen=True)
class QwirkleMoment(Moment):
    """One moment of a Qwirkle table at this screen.

    `seat` is whose rack is shown (the deciding person, else the only person; None while a bot
    plays between people, whose racks then stay hidden, or when only bots play). `moves` are the
    deciding person's legal moves (`move_key` -> action)."""

    seat: Seat | None = None
    names: tuple[str, ...] = ()
    board: tuple[tuple[Cell, int], ...] = ()
    hand: tuple[int, ...] = ()
    bag_count: int = 0
    laying: LayingRules = field(default_factory=lambda: LayingRules(()))
    dead: frozenset[Cell] = frozenset()
    unseen: tuple[int, ...] = ()
    tracker_caption: str = ""  # in the person's language
    watching: bool = False  # nobody at this screen: only bots play
    rack_hidden: bool = False  # people share the screen and a bot plays: no rack on show
    exchange_problem: str = ""  # why Exchange cannot be chosen now ("" when it can)
    can_place: bool = False  # some tile of the rack fits somewhere
    several: bool = False  # several people share this screen (pass and play)
    recent: tuple[tuple[Seat, tuple[Cell, ...]], ...] = ()  # other seats' moves to ring

    @property
    def my_turn(self) -> bool:
        return self.deciding is not None

    @property
    def first_move_size(self) -> int | None:
        return self.laying.first_move_size

    def is_legal(self, action: Action) -> bool:
        """`action` is one of the deciding person's legal moves (tiles laid in any order)."""
        return action.seat == self.deciding and move_key(action) in self.moves

    @property
    def can_pass(self) -> bool:
        return self.deciding is not None and self.is_legal(Pass(self.deciding))


def _shown_seat(table: Table) -> Seat | None:
    """Whose rack to show: the person who decides, else the only person; none while a bot
    plays between people (another person's hand must stay hidden)."""
    return table.person_on_show()


def _next_is_mine(facts: TableFacts) -> bool:
    persons = facts.screen_seats
    if not facts.pending or len(persons) != 1:
        return False
    return (facts.pending[0] + 1) % len(facts.seats) == persons[0]


def _waiting(facts: TableFacts) -> str:
    for_bot = sentences.WAITING_PLAY_NEXT if _next_is_mine(facts) else sentences.WAITING_TO_MOVE
    return wait_reason(facts, for_bot=for_bot)


def _unseen(view: QwirkleView, seat: Seat | None) -> tuple[int, ...]:
    if seat is not None and view.unseen:
        return tuple(view.unseen)
    counts = [COPIES] * TILE_TYPES
    for _, tile in view.board:
        counts[tile] -= 1
    return tuple(counts)


def _recent(played: Sequence[Played], viewer: Seat | None, seats: int) -> tuple[tuple[Seat, tuple[Cell, ...]], ...]:
    """The latest placement of every other seat since the viewer's own last move; with no viewer,
    the latest placement of each seat over the last round."""
    if viewer is not None:
        start = next((i + 1 for i in range(len(played) - 1, -1, -1)
                      if played[i].action.seat == viewer), 0)
    else:
        start = max(0, len(played) - seats)
    moves: dict[Seat, tuple[Cell, ...]] = {}
    for move in played[start:]:
        for event in move.events:
            if isinstance(event, TilesPlaced) and event.seat != viewer:
                moves[event.seat] = tuple(cell for cell, _ in event.placements)
    return tuple(moves.items())


def _status(facts: TableFacts, seat: Seat | None, deciding: Seat | None, view: QwirkleView,
            can_place: bool, several: bool) -> str:
    """What the person may do now, before they pick a tile."""
    if facts.over:
        return game_over()
    if deciding is None:
        if not facts.pending:
            return wait_for_turn()
        who = facts.seats[facts.pending[0]]
        return (sentences.THINKING if who.is_bot else sentences.TURN_SHORT)(who.name)
    name = facts.seats[deciding].name
    if view.first_move_size and not view.board:
        return sentences.spoken_to(sentences.START_THE_TABLE, name, several,
                                   tiles=tiles_words(view.first_move_size))
    if not can_place:
        return sentences.spoken_to(sentences.NO_TILE_FITS, name, several)
    return sentences.spoken_to(sentences.PLACE_TILES, name, several)


def _exchange_problem(deciding: Seat | None, view: QwirkleView, waiting: str) -> str:
    if deciding is None:
        return waiting or translate("QwirkleMoment", EXCHANGE_ON_YOUR_TURN)
    if view.bag_count == 0:
        return translate("QwirkleMoment", EXCHANGE_EMPTY_BAG)
    if view.first_move_size is not None and not view.board:
        return fill(translate("QwirkleMoment", NO_FIRST_EXCHANGE),
                    {"tiles": tiles_words(view.first_move_size)})
    return ""


def qwirkle_moment(table: Table) -> QwirkleMoment:
    """The moment of `table` for this screen (pure)."""
    facts = table.facts
    seat = _shown_seat(table)
    deciding = table.deciding_person()
    view = table.view(seat) if seat is not None else table.view()
    assert isinstance(view, QwirkleView)
    legal: Mapping[object, Action] = (
        {move_key(a): a for a in view.legal_actions()} if deciding is not None else {})
    can_place = any(isinstance(a, Place) for a in legal.values())
    persons = table.persons
    several = len(persons) > 1
    waiting = _waiting(facts)
    if seat is not None:
        caption = CAPTION_MINE
    else:
        caption = CAPTION_PEOPLE if persons else CAPTION_BOTS
    first = view.first_move_size if not view.board else None
    return QwirkleMoment(
        deciding=deciding,
        status=_status(facts, seat, deciding, view, can_place, several),
        waiting=waiting,
        can_undo=facts.can_undo,
        undo_words=facts.undo_words,
        can_hint=deciding is not None,
        over=facts.over,
        moves=legal,
        seat=seat,
        names=tuple(facts.names),
        board=tuple(view.board),
        hand=tuple(view.hand) if seat is not None else (),
        bag_count=view.bag_count,
        laying=LayingRules(tuple(view.board), first),
        dead=frozenset(rules.dead_cells(view.board_dict)) if view.board and not facts.over else frozenset(),
        unseen=_unseen(view, seat),
        tracker_caption=translate("QwirkleMoment", caption),
        watching=not persons,
        rack_hidden=seat is None and bool(persons),
        exchange_problem=_exchange_problem(deciding, view, waiting),
        can_place=can_place,
        several=several,
        recent=_recent(table.played, seat, len(facts.seats)),
    )
