"""The game's events drawn in turn on the table, mixed into the Qwixx game view: the dice tumble,
every seat's white-sum cross lands together, then the colour cross, a lock (its die leaves the
table, a short banner) and a penalty, each over a few hundred milliseconds while the bots wait.
Each seat's line of what it did with this roll ("crossed red 7, colour blue 9") is kept here too."""

from __future__ import annotations

import math

from PySide6.QtGui import QColor

from tabletop_desktop.views.qwixx.animations import (
    CROSS_MS,
    LOCK_MS,
    PENALTY_MS,
    ROLL_MS,
    Step,
    flash_banner,
)
from tabletop_desktop.views.qwixx.dice_item import DICE_ORDER, LEAVE_MS
from tabletop_desktop.views.qwixx.engine_link import (
    ROWS,
    ColourSkipped,
    Crossed,
    DiceRolled,
    PenaltyTaken,
    RowLocked,
    WhiteCommitted,
    WhiteSumsResolved,
    colour_dice,
)
from tabletop_desktop.views.qwixx.moment import rolling_words


class EventPlayback:
    """Needs the view's `session`, `choreo`, `scene`, `display`, `fresh`, `fresh_penalty`, `lock_glow`,
    `shown_locked`, `notes`, `names`, `style`, `motion`, `main_seat` and `refresh()`."""

    def _on_action(self, action: object, events: object) -> None:
        events = list(events)
        self._clear_hint()
        for event in events:
            if isinstance(event, DiceRolled):
                self.notes = [[] for _ in self.names]
                self.choreo.add(Step(lambda e=event: self._roll(e), ROLL_MS, lambda t: None))
            elif isinstance(event, WhiteCommitted | ColourSkipped):
                self._note_event(event)
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
        self.refresh()

    def _note_event(self, event: object) -> None:
        """Keep each seat's line for this roll ("crossed red 7, blue 9") up to date."""
        if isinstance(event, WhiteSumsResolved):
            for seat, row in event.choices:
                self.notes[seat] = [f"crossed {row} {event.white_sum}" if row else "no white cross"]
        elif isinstance(event, Crossed) and event.action != 1:
            self.notes[event.seat].append(f"colour {event.row} {event.number}")
        elif isinstance(event, ColourSkipped):
            self.notes[event.seat].append("no colour")
        elif isinstance(event, PenaltyTaken):
            self.notes[event.seat].append("penalty")
        elif isinstance(event, RowLocked):
            for seat in event.seats:
                self.notes[seat].append(f"locks {event.row}")
            for seat in getattr(event, "bonus_seats", ()):
                self.notes[seat].append(f"{event.row} lock cross")

    def _roll(self, event: object) -> None:
        """The dice tumble; the tray says who is rolling until they settle."""
        if self.choreo.ms(ROLL_MS) > 0:
            self.scene.tray.set_caption(rolling_words(self.session, event.seat), "")
        self._show_dice(event.dice, self.choreo.ms(ROLL_MS))

    def _show_dice(self, dice: object, ms: int) -> None:
        colours = colour_dice(dice)
        values = [int(dice.white[0]), int(dice.white[1])] + [colours.get(row, 0) for row in ROWS]
        for die, colour, value in zip(self.scene.tray.dice, DICE_ORDER, values, strict=True):
            if colour != "white" and colour not in colours:
                die.set_away(True)
                continue
            die.set_away(False)
            die.roll_to(value, ms)

    def _begin_crosses(self, crosses: list, resolved: object) -> None:
        if resolved is not None:
            self._note_event(resolved)
        for event in crosses:
            if event.action != 1:
                self._note_event(event)
            self.display[event.seat] = self.display[event.seat].with_cross(event.row, event.number)
            self.fresh[event.seat][(event.row, event.number)] = 0.0 if self.motion else 1.0
        self.refresh()

    def _tick_crosses(self, crosses: list, t: float) -> None:
        for event in crosses:
            self.fresh[event.seat][(event.row, event.number)] = t
            self.scene.shown_item(event.seat).update()

    def _begin_lock(self, event: object) -> None:
        self._note_event(event)
        for seat in self._lock_holders(event):
            self.display[seat] = self.display[seat].with_lock(event.row)
            self.fresh[seat][(event.row, 0)] = 0.0 if self.motion else 1.0
        self.shown_locked = self.shown_locked | {event.row}
        die = self.scene.tray.dice[2 + ROWS.index(event.row)]
        die.set_away(True, self.choreo.ms(LEAVE_MS))
        colour = self.style.row(event.row)
        for seat in event.seats or (self.main_seat,):
            item = self.scene.shown_item(seat)
            centre = item.mapToScene(item.boundingRect().center())
            flash_banner(self.scene, f"{event.row.capitalize()} is locked!", QColor(colour),
                         centre, item.scale(), self.choreo.ms(LOCK_MS + 400))
        self.refresh()

    @staticmethod
    def _lock_holders(event: object) -> tuple[int, ...]:
        """Who takes the lock cross: the lockers, and with the lock-for-everyone option the
        seats with five crosses in that row."""
        return tuple(event.seats) + tuple(getattr(event, "bonus_seats", ()))

    def _tick_lock(self, event: object, t: float) -> None:
        for seat in self._lock_holders(event):
            self.fresh[seat][(event.row, 0)] = min(1.0, t * 1.6)
            self.lock_glow[seat][event.row] = math.sin(math.pi * t) if t < 1.0 else 0.0
            self.scene.shown_item(seat).update()

    def _begin_penalty(self, event: object) -> None:
        self._note_event(event)
        self.display[event.seat] = self.display[event.seat].with_penalties(event.penalties)
        self.fresh_penalty[event.seat] = 0.0 if self.motion else 1.0
        item = self.scene.shown_item(event.seat)
        flash_banner(self.scene, "Penalty −5", QColor("#c0262d"), item.mapToScene(item.boundingRect().center()),
                     item.scale(), self.choreo.ms(PENALTY_MS + 500))
        self.refresh()

    def _tick_penalty(self, event: object, t: float) -> None:
        self.fresh_penalty[event.seat] = t
        sheet = self.scene.sheets[event.seat]
        sheet.look.fresh_penalty = t
        self.scene.shown_item(event.seat).update()
