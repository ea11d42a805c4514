"""A change's events drawn in turn on the table: the dice tumble, every seat's white-sum cross
lands together, then the colour cross, a lock (its die leaves the table, a short banner) and a
penalty, each over a few hundred milliseconds while the bots wait. Each seat's line of what it did
with this roll ("crossed red 7, colour blue 9") is kept here too.

The playback owns what the table shows while steps run (`shown`: the sheets as drawn, the crosses
being drawn, the locks shown); when the steps are over it shows the moment's own sheets again.
Every step tells `seat_changed` which seats it touched, so only those are redrawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtGui import QColor

from tabletop_desktop.engine.core import Event, Seat
from tabletop_desktop.engine.qwixx.dice import Dice
from tabletop_desktop.engine.qwixx.events import (
    ColourSkipped,
    Crossed,
    DiceRolled,
    PenaltyTaken,
    RowLocked,
    WhiteCommitted,
    WhiteSumsResolved,
)
from tabletop_desktop.engine.qwixx.legal import Box
from tabletop_desktop.engine.qwixx.sheet import LAST_INDEX, ROWS, Sheet, index_of
from tabletop_desktop.i18n import translate
from tabletop_desktop.session.table import Played
from tabletop_desktop.views.qwixx.animations import (
    CROSS_MS,
    LOCK_MS,
    PENALTY_MS,
    ROLL_MS,
    Choreographer,
    Step,
    flash_banner,
)
from tabletop_desktop.views.qwixx.dice_item import DICE_ORDER, LEAVE_MS
from tabletop_desktop.views.qwixx.moment import QwixxMoment, rolling_words
from tabletop_desktop.views.qwixx.palette import PadStyle
from tabletop_desktop.views.qwixx.table_scene import TableScene
from tabletop_desktop.views.qwixx.words import row_name, row_title

LOCK_CROSS = 0  # the key of a row's lock cross among the crosses being drawn: (row, LOCK_CROSS)


@dataclass
class Shown:
    """What the table shows of the sheets now (ahead of or equal to the moment's sheets)."""

    sheets: list[Sheet]
    locked: frozenset[str] = frozenset()
    notes: list[list[str]] = field(default_factory=list)  # what each seat did with this roll
    fresh: list[dict[Box, float]] = field(default_factory=list)  # crosses being drawn: 0..1
    fresh_penalty: list[float] = field(default_factory=list)
    lock_glow: list[dict[str, float]] = field(default_factory=list)

    @classmethod
    def of(cls, moment: QwixxMoment) -> Shown:
        count = len(moment.sheets)
        return cls(list(moment.sheets), moment.locked, [[] for _ in range(count)],
                   [{} for _ in range(count)], [1.0] * count, [{} for _ in range(count)])

    def scores(self) -> list[int]:
        return [sheet.score() for sheet in self.sheets]


def note_event(notes: list[list[str]], event: Event) -> None:
    """Keep each seat's line for this roll ("crossed red 7", "colour blue 9") up to date."""
    if isinstance(event, DiceRolled):
        notes[:] = [[] for _ in notes]
    elif isinstance(event, WhiteSumsResolved):
        for seat, row in event.choices:
            notes[seat] = [translate("QwixxSheet", "crossed {row} {number}", "a seat's note: its "
                                     "white-sum cross").format(row=row_name(row), number=event.white_sum)
                           if row else translate("QwixxSheet", "no white cross", "a seat's note")]
    elif isinstance(event, Crossed) and event.action != 1:
        notes[event.seat].append(translate("QwixxSheet", "colour {row} {number}", "a seat's note: "
                                           "its colour-sum cross").format(row=row_name(event.row),
                                                                          number=event.number))
    elif isinstance(event, ColourSkipped):
        notes[event.seat].append(translate("QwixxSheet", "no colour", "a seat's note: no colour cross"))
    elif isinstance(event, PenaltyTaken):
        notes[event.seat].append(translate("QwixxSheet", "penalty", "a seat's note: took a penalty"))
    elif isinstance(event, RowLocked):
        for seat in event.seats:
            notes[seat].append(translate("QwixxSheet", "locks {row}", "a seat's note: it locked a row")
                               .format(row=row_name(event.row)))
        for seat in event.bonus_seats:
            notes[seat].append(translate("QwixxSheet", "{row} lock cross", "a seat's note: it takes "
                                         "the lock cross of a row").format(row=row_name(event.row)))


def lock_holders(event: RowLocked) -> tuple[Seat, ...]:
    """Who takes the lock cross: the lockers, and with the lock-for-everyone option the seats
    with five crosses in that row."""
    return tuple(event.seats) + tuple(event.bonus_seats)


class Playback:
    """Plays each change's events as steps on the table (`Choreographer`), and says which seats
    changed so only they are redrawn."""

    def __init__(self, scene: TableScene, choreo: Choreographer, names: Sequence[str],
                 persons: Sequence[Seat], seat_changed: Callable[[tuple[Seat, ...]], None]) -> None:
        self.scene = scene
        self.choreo = choreo
        self.names = list(names)
        self.persons = tuple(persons)
        self.seat_changed = seat_changed
        self.style = scene.style
        self.main_seat = 0
        self.shown = Shown([Sheet() for _ in names], notes=[[] for _ in names])

    @property
    def motion(self) -> bool:
        return self.choreo.factor > 0

    # --- whole changes ---------------------------------------------------------------------------
    def reset(self, moment: QwixxMoment, played: Sequence[Played]) -> None:
        """Everything as the moment has it (start, undo, load): no steps, this roll's notes."""
        self.choreo.finish_all()
        self.shown = Shown.of(moment)
        for move in played[self._roll_start(played):]:
            for event in move.events:
                note_event(self.shown.notes, event)
        if moment.dice is not None:
            self.show_dice(moment.dice, 0)
        else:  # before the first roll (a new game, or everything taken back): blank dice
            for die in self.scene.tray.dice:
                die.set_value(0)
        self._set_dice_away(moment.locked)

    def settle(self, moment: QwixxMoment) -> None:
        """The steps are over: the sheets show exactly the game's crosses."""
        notes = self.shown.notes
        self.shown = Shown.of(moment)
        self.shown.notes = notes
        self._set_dice_away(moment.locked)

    def play(self, events: Sequence[Event]) -> None:
        """Queue one change's events as steps (all at once with reduced motion)."""
        for event in events:
            if isinstance(event, DiceRolled):
                self.choreo.add(Step(lambda e=event: self._roll(e), ROLL_MS, lambda t: None))
            elif isinstance(event, WhiteCommitted | ColourSkipped):
                note_event(self.shown.notes, event)
            elif isinstance(event, WhiteSumsResolved):
                crosses = [e for e in events if isinstance(e, Crossed) and e.action == 1]
                self.choreo.add(Step(lambda e=event, c=crosses: self._begin_crosses(c, e), CROSS_MS,
                                     lambda t, c=crosses: self._tick_crosses(c, t)))
            elif isinstance(event, Crossed) and event.action != 1:
                self.choreo.add(Step(lambda e=event: self._begin_crosses([e], None), CROSS_MS,
                                     lambda t, e=event: self._tick_crosses([e], t)))
            elif isinstance(event, RowLocked):
                self.choreo.add(Step(lambda e=event: self._begin_lock(e), LOCK_MS,
                                     lambda t, e=event: self._tick_lock(e, t)))
            elif isinstance(event, PenaltyTaken):
                self.choreo.add(Step(lambda e=event: self._begin_penalty(e), PENALTY_MS,
                                     lambda t, e=event: self._tick_penalty(e, t)))

    @staticmethod
    def _roll_start(played: Sequence[Played]) -> int:
        for index in range(len(played) - 1, -1, -1):
            if any(isinstance(e, DiceRolled) for e in played[index].events):
                return index
        return 0

    # --- the dice --------------------------------------------------------------------------------
    def _roll(self, event: DiceRolled) -> None:
        """The dice tumble; the tray says who is rolling until they settle."""
        if self.choreo.ms(ROLL_MS) > 0:
            self.scene.tray.set_caption(rolling_words(self.names, self.persons, event.seat), "")
        note_event(self.shown.notes, event)
        self.show_dice(event.dice, self.choreo.ms(ROLL_MS))
        self.seat_changed(tuple(range(len(self.names))))  # every note starts afresh

    def show_dice(self, dice: Dice, ms: int) -> None:
        colours = dict(dice.colours)
        values = [dice.white[0], dice.white[1]] + [colours.get(row, 0) for row in ROWS]
        for die, colour, value in zip(self.scene.tray.dice, DICE_ORDER, values, strict=True):
            if colour != "white" and colour not in colours:
                die.set_away(True)
                continue
            die.set_away(False)
            die.roll_to(value, ms)

    def _set_dice_away(self, locked: frozenset[str]) -> None:
        for die, colour in zip(self.scene.tray.dice, DICE_ORDER, strict=True):
            if colour != "white":
                die.set_away(colour in locked)

    # --- the steps -------------------------------------------------------------------------------
    def _begin_crosses(self, crosses: list[Crossed], resolved: WhiteSumsResolved | None) -> None:
        shown = self.shown
        if resolved is not None:
            note_event(shown.notes, resolved)
        for event in crosses:
            if event.action != 1:
                note_event(shown.notes, event)
            sheet = shown.sheets[event.seat]
            had_lock = sheet.row(event.row).lock
            shown.sheets[event.seat] = sheet.with_cross(event.row, event.number)
            shown.fresh[event.seat][(event.row, event.number)] = 0.0 if self.motion else 1.0
            if not had_lock and index_of(event.row, event.number) == LAST_INDEX:
                # The sheet takes the lock cross with the last number; it is drawn at the lock step.
                shown.fresh[event.seat][(event.row, LOCK_CROSS)] = 0.0 if self.motion else 1.0
        self.seat_changed(tuple(sorted({e.seat for e in crosses} | self._resolved_seats(resolved))))

    @staticmethod
    def _resolved_seats(resolved: WhiteSumsResolved | None) -> set[Seat]:
        return set() if resolved is None else {seat for seat, _ in resolved.choices}

    def _tick_crosses(self, crosses: list[Crossed], t: float) -> None:
        for event in crosses:
            self.shown.fresh[event.seat][(event.row, event.number)] = t
            self.scene.shown_item(event.seat).update()

    def _begin_lock(self, event: RowLocked) -> None:
        shown = self.shown
        note_event(shown.notes, event)
        for seat in lock_holders(event):
            shown.sheets[seat] = shown.sheets[seat].with_lock_cross(event.row)
            shown.fresh[seat][(event.row, LOCK_CROSS)] = 0.0 if self.motion else 1.0
        shown.locked = shown.locked | {event.row}
        die = self.scene.tray.dice[2 + ROWS.index(event.row)]
        die.set_away(True, self.choreo.ms(LEAVE_MS))
        colour = self.style.row(event.row)
        for seat in event.seats or (self.main_seat,):
            item = self.scene.shown_item(seat)
            centre = item.mapToScene(item.boundingRect().center())
            flash_banner(self.scene, translate("QwixxPlayback", "{Row} is locked!").format(
                Row=row_title(event.row)), QColor(colour),
                         centre, item.scale(), self.choreo.ms(LOCK_MS + 400))
        self.seat_changed(tuple(range(len(self.names))))  # the row is locked on every sheet

    def _tick_lock(self, event: RowLocked, t: float) -> None:
        for seat in lock_holders(event):
            self.shown.fresh[seat][(event.row, LOCK_CROSS)] = min(1.0, t * 1.6)
            self.shown.lock_glow[seat][event.row] = math.sin(math.pi * t) if t < 1.0 else 0.0
            self.scene.shown_item(seat).update()

    def _begin_penalty(self, event: PenaltyTaken) -> None:
        shown = self.shown
        note_event(shown.notes, event)
        sheet = shown.sheets[event.seat]
        while sheet.penalties < event.penalties:
            sheet = sheet.with_penalty()
        shown.sheets[event.seat] = sheet
        shown.fresh_penalty[event.seat] = 0.0 if self.motion else 1.0
        item = self.scene.shown_item(event.seat)
        flash_banner(self.scene, translate("QwixxPlayback", "Penalty −5"), QColor("#c0262d"), item.mapToScene(item.boundingRect().center()),
                     item.scale(), self.choreo.ms(PENALTY_MS + 500))
        self.seat_changed((event.seat,))

    def _tick_penalty(self, event: PenaltyTaken, t: float) -> None:
        self.shown.fresh_penalty[event.seat] = t
        self.scene.sheets[event.seat].look.fresh_penalty = t
        self.scene.shown_item(event.seat).update()

    def set_style(self, style: PadStyle) -> None:
        self.style = style
