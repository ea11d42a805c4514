"""The authoritative Qwirkle game: set-up, turns, placing, exchanging, passing and the end."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop_desktop.engine.core import (
    Action,
    Event,
    GameOver,
    GameState,
    ScoreChanged,
    TurnChanged,
)
from tabletop_desktop.engine.lazy import LazyRng
from tabletop_desktop.engine.message import Text, translate
from tabletop_desktop.engine.qwirkle.actions import (
    EndBonus,
    Exchange,
    ExchangeUnseen,
    Pass,
    Passed,
    Place,
    TilesDrawn,
    TilesExchanged,
    TilesPlaced,
)
from tabletop_desktop.engine.qwirkle.board import Board, decode, encode
from tabletop_desktop.engine.qwirkle.legal import legal_actions
from tabletop_desktop.engine.qwirkle.movegen import can_place
from tabletop_desktop.engine.qwirkle.rules import placement_problem, score_lines
from tabletop_desktop.engine.qwirkle.tiles import (
    COPIES,
    HAND_SIZE,
    TILE_TYPES,
    full_set,
    largest_group,
    tile_message,
    tiles_message,
)
from tabletop_desktop.engine.qwirkle.view import LastMove, QwirkleView
from tabletop_desktop.engine.sentences import Said

END_BONUS = 6


def _tiles_word(n: int) -> Text:
    """"1 tile", "3 tiles" (two messages: English says "1 tile", other languages have their
    plural forms in the %n one)."""
    return translate("qwirkle", "1 tile") if n == 1 else translate("qwirkle", "%n tiles", "", n)


def _points_word(n: int) -> Text:
    return translate("qwirkle", "1 point") if n == 1 else translate("qwirkle", "%n points", "", n)


# Every sentence the log says about a Qwirkle move, whole, for "you" and for another player.
PLACED = Said(translate("qwirkle", "You placed {tiles} for {points} ({which})."),
              translate("qwirkle", "{name} placed {tiles} for {points} ({which})."))
PLACED_QWIRKLE = Said(translate("qwirkle", "You placed {tiles} for {points} ({which}): a Qwirkle!"),
                      translate("qwirkle",
                                "{name} placed {tiles} for {points} ({which}): a Qwirkle!"))
PLACED_QWIRKLES = Said(
    translate("qwirkle", "You placed {tiles} for {points} ({which}): {count} Qwirkles!"),
    translate("qwirkle", "{name} placed {tiles} for {points} ({which}): {count} Qwirkles!"))
PLACED_TILES = Said(translate("qwirkle", "You placed {tiles}."),
                    translate("qwirkle", "{name} placed {tiles}."))
EXCHANGED = Said(translate("qwirkle", "You exchanged {tiles}."),
                 translate("qwirkle", "{name} exchanged {tiles}."))
PASSED = Said(translate("qwirkle", "You passed."), translate("qwirkle", "{name} passed."))
MOVED = Said(translate("qwirkle", "You moved."), translate("qwirkle", "{name} moved."))
SENTENCES = (PLACED, PLACED_QWIRKLE, PLACED_QWIRKLES, PLACED_TILES, EXCHANGED, PASSED, MOVED)


class QwirkleState(LazyRng, GameState):
    """A full game. `options`: first_move ("largest_group" | "free"), starter (-1 or a seat)."""

    game_id = "qwirkle"

    def __init__(self, seat_count: int, seed: int, options: Mapping[str, Any]) -> None:
        super().__init__(seat_count, seed, options)
        if not 2 <= seat_count <= 6:
            raise ValueError(f"Qwirkle takes 2 to 6 players, not {seat_count}.")
        chosen = self.options.get("starter", -1)
        if chosen >= seat_count:
            raise ValueError(f"There is no seat {chosen + 1} to start.")
        self.board = Board()
        self.bag = full_set()
        self.rng.shuffle(self.bag)
        self.hands: list[list[int]] = [
            [self.bag.pop() for _ in range(HAND_SIZE)] for _ in range(seat_count)
        ]
        self.totals = [0] * seat_count
        self.turn_number = 0
        self.over = False
        self.end_reason: Text = ""
        self.last_moves: list[LastMove] = [None] * seat_count
        self.first_move_size: int | None
        if self.options.get("first_move", "largest_group") == "free":
            self.turn = chosen if chosen >= 0 else self.rng.randrange(seat_count)
            self.first_move_size = None
        else:
            groups = [largest_group(h) for h in self.hands]
            if chosen >= 0:
                self.turn = chosen
            else:
                # Ties go to the first tied seat in seat order from a seeded random seat.
                start = self.rng.randrange(seat_count)
                best = max(groups)
                self.turn = next(
                    s
                    for s in ((start + i) % seat_count for i in range(seat_count))
                    if groups[s] == best
                )
            self.first_move_size = groups[self.turn]
        self.starter = self.turn

    # --- whose turn ---------------------------------------------------------------------------
    def pending(self) -> tuple[int, ...]:
        return () if self.over else (self.turn,)

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> tuple[int, ...]:
        return tuple(self.totals)

    # --- actions ------------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat != self.turn:
            return []
        return legal_actions(
            self.board, self.hands[seat], seat, len(self.bag), self.first_move_size
        )

    def _missing(self, seat: int, tiles: Sequence[int]) -> Text | None:
        need = Counter(tiles)
        have = Counter(self.hands[seat])
        for tile, n in need.items():
            if not isinstance(tile, int) or not 0 <= tile < TILE_TYPES:
                return translate("qwirkle", "That is not a Qwirkle tile.")
            if have[tile] < n:
                if have[tile]:
                    return translate("qwirkle", "You don't have another {tile}.",
                                     tile=tile_message(tile))
                return translate("qwirkle", "You don't have a {tile}.", tile=tile_message(tile))
        return None

    def check(self, action: Action) -> Text | None:
        if self.over:
            return translate("qwirkle", "The game is over.")
        if not 0 <= action.seat < self.seat_count or action.seat != self.turn:
            return translate("qwirkle", "It is not your turn.")
        seat = action.seat
        if isinstance(action, Place):
            problem = self._missing(seat, [t for _, t in action.placements])
            if problem:
                return problem
            try:
                return placement_problem(
                    self.board,
                    action.placements,
                    self.first_move_size if self.board.is_empty() else None,
                )
            except (ValueError, TypeError):
                return translate("qwirkle", "Those are not cells on the table.")
        if isinstance(action, Exchange):
            if self.board.is_empty() and self.first_move_size is not None:
                return translate("qwirkle", "Your first move must be your largest group: {tiles}.",
                                 tiles=_tiles_word(self.first_move_size))
            if not action.tiles:
                return translate("qwirkle", "Choose at least one tile to exchange.")
            problem = self._missing(seat, action.tiles)
            if problem:
                return problem
            if not self.bag:
                return translate("qwirkle", "The bag is empty, so tiles can't be exchanged.")
            if len(action.tiles) > len(self.bag):
                return translate(
                    "qwirkle", "The bag holds only {tiles}, so you can exchange at most that many.",
                    tiles=_tiles_word(len(self.bag)))
            return None
        if isinstance(action, Pass):
            if self.bag:
                return translate("qwirkle",
                                 "You can't pass while the bag has tiles: exchange instead.")
            if can_place(self.board, self.hands[seat]):
                return translate("qwirkle", "You can still place a tile, so you can't pass.")
            return None
        if isinstance(action, ExchangeUnseen):
            # The record of another seat's exchange (`action_for`), never a move of its own.
            return translate("qwirkle", "Choose which tiles to exchange, not only how many.")
        return translate("qwirkle", "That is not a Qwirkle move.")

    def _apply(self, action: Action) -> list[Event]:
        seat = action.seat
        hand = self.hands[seat]
        events: list[Event] = []
        self.turn_number += 1
        if isinstance(action, Place):
            internal = [(encode(c), t) for c, t in action.placements]
            points, qwirkles, lines = score_lines(self.board, internal)
            self.board.place(internal)
            for _, t in internal:
                hand.remove(t)
            self.totals[seat] += points
            placed = TilesPlaced(
                seat,
                tuple(action.placements),
                points,
                qwirkles,
                tuple(tuple(decode(c) for c in line) for line in lines),
            )
            self.last_moves[seat] = placed
            events += [placed, ScoreChanged(seat, self.totals[seat], points)]
            drawn = self._draw(hand, HAND_SIZE - len(hand))
            if drawn:
                events.append(TilesDrawn(seat, drawn))
            if not hand:
                self.totals[seat] += END_BONUS
                events += [EndBonus(seat, END_BONUS), ScoreChanged(seat, self.totals[seat], END_BONUS)]
                return events + [self._finish(translate(
                    "qwirkle", "Player {number} placed their last tile (+6).", number=seat + 1))]
        elif isinstance(action, Exchange):
            for t in action.tiles:
                hand.remove(t)
            drawn = self._draw(hand, len(action.tiles))
            self.bag.extend(action.tiles)
            self.rng.shuffle(self.bag)
            exchanged = self.last_moves[seat] = TilesExchanged(seat, len(action.tiles))
            events += [exchanged, TilesDrawn(seat, drawn)]
        else:
            passed = self.last_moves[seat] = Passed(seat)
            events.append(passed)
        if not self.bag and not any(can_place(self.board, h) for h in self.hands):
            return events + [self._finish(
                translate("qwirkle", "The bag is empty and no one can place a tile."))]
        self.turn = (seat + 1) % self.seat_count
        events.append(TurnChanged((self.turn,)))
        return events

    def _draw(self, hand: list[int], count: int) -> tuple[int, ...]:
        drawn = tuple(self.bag.pop() for _ in range(min(count, len(self.bag))))
        hand.extend(drawn)
        return drawn

    def _finish(self, reason: Text) -> GameOver:
        self.over = True
        self.end_reason = reason
        return GameOver(self.scores(), self.winners(), reason)

    def describe(self, action: Action, names: Sequence[str]) -> Text:
        name = names[action.seat]
        if isinstance(action, Place):
            last = self.last_moves[action.seat]
            count = len(action.placements)
            if isinstance(last, TilesPlaced) and last.placements == tuple(action.placements):
                # Which tiles, so a bot's move can be followed from the log alone.
                said = (PLACED if not last.qwirkles
                        else PLACED_QWIRKLE if last.qwirkles == 1 else PLACED_QWIRKLES)
                text = said(name, tiles=_tiles_word(count), points=_points_word(last.points),
                            which=tiles_message([t for _, t in action.placements]),
                            count=last.qwirkles)
                if self.over and not self.hands[action.seat]:
                    return translate("qwirkle", "{sentence} Last tile placed: +{bonus}.",
                                     sentence=text, bonus=END_BONUS)
                return text
            return PLACED_TILES(name, tiles=_tiles_word(count))
        if isinstance(action, Exchange):
            return EXCHANGED(name, tiles=_tiles_word(len(action.tiles)))
        if isinstance(action, Pass):
            return PASSED(name)
        return MOVED(name)

    # --- information --------------------------------------------------------------------------
    def unseen_for(self, seat: int) -> tuple[int, ...]:
        """Per tile type: copies neither on the table nor in `seat`'s hand."""
        counts = [COPIES - n for n in self.board.counts]
        for t in self.hands[seat]:
            counts[t] -= 1
        return tuple(counts)

    def view_for(self, seat: int) -> QwirkleView:
        return QwirkleView(
            seat=seat,
            seat_count=self.seat_count,
            pending=self.pending(),
            scores=self.scores(),
            is_over=self.over,
            board=tuple(self.board.items()),
            hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands),
            bag_count=len(self.bag),
            turn_number=self.turn_number,
            first_move=self.board.is_empty(),
            first_move_size=self.first_move_size,
            starter=self.starter,
            last_moves=tuple(self.last_moves),
            unseen=self.unseen_for(seat),
        )

    def clone(self) -> QwirkleState:
        other = QwirkleState.__new__(QwirkleState)
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        self._share_rng_with(other)  # copied lazily: see engine/lazy.py
        other.board = self.board.copy()
        other.bag = self.bag.copy()
        other.hands = [h.copy() for h in self.hands]
        other.totals = self.totals.copy()
        other.last_moves = self.last_moves.copy()
        return other

    def snapshot(self) -> dict[str, Any]:
        data = super().snapshot()
        data["board_tiles"] = len(self.board)
        data["bag"] = len(self.bag)
        return data
