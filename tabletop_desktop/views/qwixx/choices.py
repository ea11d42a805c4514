"""The person's choices, mixed into the Qwixx game view: a box clicked or picked by key, Roll,
Skip and Undo; and, when a box can't be crossed, the reason in words with what can be done
instead."""

from __future__ import annotations

from tabletop_desktop.views.qwixx.engine_link import (
    LOCK_NEEDS,
    NUMBERS,
    DiceRolled,
    Marks,
    WhiteChoice,
    WhiteSumsResolved,
    colour_dice,
    marks_of,
    white_sum,
)

Box = tuple[str, int]


class PersonChoices:
    """Needs the view's `session`, `_moment`, `my_turn()`, `_wait_reason()`, `_engine_view()`,
    `say()`, `hover`, `set_cursor()`, `hints` and `_clear_hint()`."""

    def _on_hover(self, box: object) -> None:
        self.hover = box
        self.refresh()

    def cross_box(self, box: Box) -> None:
        """Cross `box` on the deciding person's sheet (a click or Enter), or say why not."""
        m = self._moment
        if not self.my_turn():
            self.say(self._wait_reason() or "Wait for your turn.")
            return
        action = m.moves.get(tuple(box))
        if action is None:
            self.say(self.refusal(tuple(box)))
            return
        self._submit(action)

    def refusal(self, box: Box) -> str:
        """Why a box can't be crossed now, in words, with what can be done instead."""
        row, number = box
        m = self._moment
        view = self._engine_view(m.seat)
        if m.phase == "roll":
            return "Roll the dice first: press Roll (R or Space)."
        if row in view.locked:
            return f"The {row} row is locked: nobody may cross in it any more."
        marks = marks_of(view.sheets[view.seat])
        if m.phase == "white":
            total = white_sum(view.dice)
            if number != total:
                return f"The white sum is {total}: cross {total} in one row, or Skip (S)."
            return self.session.check(WhiteChoice(view.seat, row)) or self._sheet_reason(marks, row, number)
        colours = colour_dice(view.dice)
        if row not in colours:
            return f"The {row} die is off the table: that row is locked."
        a, b = int(view.dice.white[0]), int(view.dice.white[1])
        sums = sorted({a + colours[row], b + colours[row]})
        if number not in sums:
            made = " or ".join(str(s) for s in sums)
            return (f"{row.capitalize()} {number} is not a colour sum now: white {a} or {b} + "
                    f"{row} {colours[row]} make {made}.")
        return self._sheet_reason(marks, row, number)

    @staticmethod
    def _sheet_reason(marks: Marks, row: str, number: int) -> str:
        index = NUMBERS[row].index(number)
        if index < marks.next_index(row):
            return f"{row.capitalize()} {number} lies left of your last cross in that row: crosses go left to right."
        if index == 10 and len(marks.crossed[row]) < LOCK_NEEDS:
            return f"{row.capitalize()} {number} needs five crosses in the {row} row first."
        return f"{row.capitalize()} {number} can't be crossed now."

    def roll(self) -> None:
        m = self._moment
        if not self.my_turn() or m.roll is None:
            self.say(self._wait_reason() or "It is not your roll.")
            return
        self._submit(m.roll)

    def skip(self) -> None:
        m = self._moment
        if not self.my_turn() or m.skip is None:
            self.say(self._wait_reason() or "There is nothing to skip now.")
            return
        self._submit(m.skip)

    def undo_refusal(self, reason: str) -> str:
        """Why nothing can be taken back, in Qwixx's words: the session's rule speaks of draws
        from a bag; here it is a roll of the dice or the white-sum choices being revealed."""
        persons = set(self.session.person_seats())
        history = self.session.history
        last = next((i for i in range(len(history) - 1, -1, -1) if history[i][0].seat in persons), None)
        if last is None or self.session.state.is_over() or not persons:
            return reason
        for index in range(last, len(history)):
            events = history[index][1]
            if any(isinstance(e, DiceRolled) for e in events):
                return ("Your roll showed the dice, so it can't be taken back." if index == last
                        else "The dice were rolled after your choice, so it can't be taken back.")
            if any(isinstance(e, WhiteSumsResolved) for e in events):
                return "Everyone's white-sum choices are revealed, so yours can't be taken back."
        return reason

    def take_back(self) -> None:
        ok, reason = self.session.can_undo()
        if not ok:
            self.say(self.undo_refusal(reason))
            return
        self.session.undo()

    def _submit(self, action: object) -> None:
        self.hover = None
        self.set_cursor(None)
        self.hints.cancel()
        self._clear_hint()
        if not self.session.submit(action):
            self.say(self.session.check(action) or "That choice was refused.")
