"""The authoritative Qwixx game: roll, the white sum for everyone, white + colour for the active
player, the penalty, the locks and the end, as the published Qwixx rules have them.

Action 1 is simultaneous: every seat commits a `WhiteChoice` in any order; the choices stay secret
(only "has chosen" is public) until the last one arrives, then all crosses and locks land together.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop_desktop.engine.core import (
    Action,
    Event,
    GameState,
    ScoreChanged,
    TurnChanged,
)
from tabletop_desktop.engine.message import Message, Text, translate
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.describe import describe_action
from tabletop_desktop.engine.qwixx.dice import Dice, roll
from tabletop_desktop.engine.qwixx.events import (
    ColourSkipped,
    Crossed,
    DiceRolled,
    PenaltyTaken,
    QwixxGameOver,
    RowLocked,
    WhiteCommitted,
    WhiteSumsResolved,
)
from tabletop_desktop.engine.qwixx.legal import colour_refusal, white_refusal
from tabletop_desktop.engine.qwixx.sheet import (
    CROSSES_TO_LOCK,
    LAST_INDEX,
    MAX_PENALTIES,
    ROWS,
    Sheet,
    index_of,
)
from tabletop_desktop.engine.qwixx.texts import IllegalMove, rows_are_locked
from tabletop_desktop.engine.qwixx.view import NOT_YET, QwixxView
from tabletop_desktop.engine.sentences import Said

FOURTH_PENALTY = Said(translate("qwixx", "You took a fourth penalty."),
                      translate("qwixx", "{name} took a fourth penalty."))

MIN_SEATS, MAX_SEATS = 1, 5


class QwixxState(GameState):
    """A full game. Options: `lock_for_everyone`, `until_all_locked` (both off by default)."""

    game_id = "qwixx"

    def __init__(self, seat_count: int, seed: int, options: Mapping[str, Any]) -> None:
        super().__init__(seat_count, seed, options)
        if not MIN_SEATS <= seat_count <= MAX_SEATS:
            raise ValueError(f"Qwixx takes {MIN_SEATS} to {MAX_SEATS} players, not {seat_count}.")
        self.sheets: list[Sheet] = [Sheet() for _ in range(seat_count)]
        self.locked: frozenset[str] = frozenset()
        self.dice: Dice | None = None
        self.phase = "roll"
        self.active = 0
        self.rolls = 0
        # Action-1 choices of this roll: secret while the phase is "white", public afterwards.
        self.committed: dict[int, str | None] = {}
        self.crossed_in_action1: set[int] = set()
        self.last_choices: tuple[tuple[int, str | None], ...] = ()
        self.over = False
        self.end_reason = ""  # in English, with "Player N" (views carry it)
        self.end_message: Message | None = None  # the same, as a `Message`
        self.penalty_end_seat: int | None = None  # the seat whose 4th penalty ended the game
        self.last_events: list[Event] = []

    # --- whose turn ---------------------------------------------------------------------------
    def pending(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.phase == "white":
            return tuple(s for s in range(self.seat_count) if s not in self.committed)
        return (self.active,)

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> tuple[int, ...]:
        return tuple(sheet.score() for sheet in self.sheets)

    # --- actions ------------------------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        if not 0 <= seat < self.seat_count:
            return []
        return self.view_for(seat).legal_actions()

    def check(self, action: Action) -> Message | None:
        """None when `action` is legal now; otherwise the reason, as a `Message`."""
        return self.refusal(action)

    def apply(self, action: Action) -> list[Event]:
        """Apply `action`, or raise `IllegalMove` (an IllegalAction) with the reason, as English
        text and as `exc.message`, leaving the state exactly as it was."""
        reason = self.refusal(action)
        if reason is not None:
            raise IllegalMove(reason)
        return self._apply(action)

    def refusal(self, action: Action) -> Message | None:
        """The reason `check` gives (a `Message`), or None."""
        if self.over:
            return translate("qwixx", "The game is over.")
        seat = action.seat
        if not isinstance(seat, int) or not 0 <= seat < self.seat_count:
            return translate("qwixx", "There is no seat {seat} at this table.", seat=repr(seat))
        if isinstance(action, Roll):
            if self.phase != "roll":
                return translate("qwixx", "The dice are already rolled: make your choice first.")
            if seat != self.active:
                return translate("qwixx", "It is not your turn to roll.")
            return None
        if isinstance(action, WhiteChoice):
            if self.phase == "roll":
                return translate("qwixx", "Roll the dice first.")
            if self.phase != "white":
                return translate("qwixx", "The white sum has already been decided for this roll.")
            if seat in self.committed:
                return translate("qwixx", "You have already made your choice for this white sum.")
            assert self.dice is not None
            return white_refusal(self.sheets[seat], self.locked, self.dice, action.row)
        if isinstance(action, ColourChoice):
            if seat != self.active:
                return translate("qwixx", "Only the active player may use a colour die.")
            if self.phase == "roll":
                return translate("qwixx", "Roll the dice first.")
            if self.phase == "white":
                return translate("qwixx", "First everyone decides on the white sum.")
            assert self.dice is not None
            return colour_refusal(self.sheets[seat], self.locked, self.dice, action.row,
                                  action.white)
        return translate("qwixx", "That is not a Qwixx move.")

    def _apply(self, action: Action) -> list[Event]:
        if isinstance(action, Roll):
            events = self._roll()
        elif isinstance(action, WhiteChoice):
            events = self._commit_white(action)
        else:
            assert isinstance(action, ColourChoice)
            events = self._colour(action)
        self.last_events = events
        return events

    def _roll(self) -> list[Event]:
        self.rolls += 1
        self.dice = roll(self.rng, self.locked)
        self.phase = "white"
        self.committed = {}
        self.crossed_in_action1 = set()
        return [DiceRolled(self.active, self.dice), TurnChanged(self.pending())]

    def _commit_white(self, action: WhiteChoice) -> list[Event]:
        self.committed[action.seat] = action.row
        events: list[Event] = [WhiteCommitted(action.seat)]
        if len(self.committed) < self.seat_count:
            return events + [TurnChanged(self.pending())]
        return events + self._resolve_white()

    def _resolve_white(self) -> list[Event]:
        """Every action-1 choice lands at once: crosses, then locks, then the end check."""
        assert self.dice is not None
        white_sum = self.dice.white_sum
        choices = tuple((s, self.committed[s]) for s in range(self.seat_count))
        before = self.scores()
        events: list[Event] = [WhiteSumsResolved(white_sum, choices)]
        locking: dict[str, list[int]] = {}
        for seat, row in choices:
            if row is None:
                continue
            events.append(self._cross(seat, row, white_sum, 1, locking))
            self.crossed_in_action1.add(seat)
        events += self._lock(locking)
        events += self._score_changes(before)
        self.last_choices = choices
        end = self._lock_end()
        if end:
            return events + [self._finish(end)]
        self.phase = "colour"
        return events + [TurnChanged(self.pending())]

    def _colour(self, action: ColourChoice) -> list[Event]:
        seat = action.seat
        before = self.scores()
        events: list[Event] = []
        if action.row is None:
            events.append(ColourSkipped(seat))
            if seat not in self.crossed_in_action1:
                self.sheets[seat] = self.sheets[seat].with_penalty()
                events.append(PenaltyTaken(seat, self.sheets[seat].penalties))
        else:
            assert self.dice is not None
            die = self.dice.colour(action.row)
            assert die is not None
            locking: dict[str, list[int]] = {}
            number = self.dice.white[action.white] + die
            events.append(self._cross(seat, action.row, number, 2, locking))
            events += self._lock(locking)
        events += self._score_changes(before)
        end: Message | None = self._lock_end()
        if not end and self.sheets[seat].penalties >= MAX_PENALTIES:
            end = translate("qwixx", "Player {number} took a fourth penalty.", number=seat + 1)
            self.penalty_end_seat = seat
        if end:
            return events + [self._finish(end)]
        self.active = (self.active + 1) % self.seat_count
        self.phase = "roll"
        return events + [TurnChanged(self.pending())]

    # --- helpers -------------------------------------------------------------------------------
    def _cross(
        self, seat: int, row: str, number: int, action: int, locking: dict[str, list[int]]
    ) -> Crossed:
        sheet = self.sheets[seat]
        skipped = sheet.skipped_by(row, number)
        self.sheets[seat] = sheet.with_cross(row, number)
        if index_of(row, number) == LAST_INDEX:
            locking.setdefault(row, []).append(seat)
        return Crossed(seat, row, number, skipped, action)

    def _lock(self, locking: dict[str, list[int]]) -> list[Event]:
        """Lock the rows just closed: the row closes for everyone and its die leaves the game."""
        events: list[Event] = []
        for row in ROWS:
            seats = locking.get(row)
            if not seats:
                continue
            bonus: list[int] = []
            if self.options.get("lock_for_everyone", False):
                for s, sheet in enumerate(self.sheets):
                    if s not in seats and len(sheet.row(row).crossed) >= CROSSES_TO_LOCK:
                        self.sheets[s] = sheet.with_lock_cross(row)
                        bonus.append(s)
            events.append(RowLocked(row, tuple(seats), tuple(bonus)))
        if locking:
            self.locked = self.locked | frozenset(locking)
            if self.dice is not None:
                self.dice = self.dice.without(locking)
        return events

    def _score_changes(self, before: tuple[int, ...]) -> list[Event]:
        after = self.scores()
        return [
            ScoreChanged(s, after[s], after[s] - before[s])
            for s in range(self.seat_count)
            if after[s] != before[s]
        ]

    def _lock_end(self) -> Message | None:
        """The end reason when the locked rows end the game, else None."""
        if self.options.get("until_all_locked", False):
            if len(self.locked) == len(ROWS):
                return translate("qwixx", "All four rows are locked.")
            return None
        if len(self.locked) >= 2:
            return rows_are_locked(self.locked)
        return None

    def _finish(self, reason: Message) -> QwixxGameOver:
        self.over = True
        self.phase = "over"
        self.end_message = reason
        self.end_reason = str(reason)
        return QwixxGameOver(self.scores(), self.winners(), self.end_reason, self.rolls)

    def describe(self, action: Action, names: Sequence[str]) -> Text:
        """The log sentence for the action just applied; never reveals a secret choice."""
        return describe_action(self, action, names)

    def end_reason_for(self, names: Sequence[str]) -> Text:
        """The end reason with the player's name instead of "Player N"."""
        if self.penalty_end_seat is not None and self.penalty_end_seat < len(names):
            return FOURTH_PENALTY(names[self.penalty_end_seat])
        return self.end_message if self.end_message is not None else self.end_reason

    # --- information --------------------------------------------------------------------------
    def view_for(self, seat: int) -> QwixxView:
        return QwixxView(
            seat=seat,
            seat_count=self.seat_count,
            pending=self.pending(),
            scores=self.scores(),
            is_over=self.over,
            sheets=tuple(self.sheets),
            locked=self.locked,
            dice=self.dice,
            phase=self.phase,
            active=self.active,
            rolls=self.rolls,
            committed_seats=tuple(sorted(self.committed)),
            my_white_choice=self.committed.get(seat, NOT_YET),
            crossed_in_action1=self.active in self.crossed_in_action1,
            options=tuple(sorted(self.options.items())),
            last_choices=self.last_choices,
            end_reason=self.end_reason,
        )

    def clone(self) -> QwixxState:
        other = QwixxState.__new__(QwixxState)
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.sheets = list(self.sheets)  # Sheets are immutable
        other.committed = dict(self.committed)
        other.crossed_in_action1 = set(self.crossed_in_action1)
        other.last_events = list(self.last_events)
        return other

    def snapshot(self) -> dict[str, Any]:
        data = super().snapshot()
        data["rolls"] = self.rolls
        data["phase"] = self.phase
        data["locked"] = [r for r in ROWS if r in self.locked]
        return data
