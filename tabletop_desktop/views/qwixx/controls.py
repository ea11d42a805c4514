"""The bar under the table: large named buttons, Roll, Skip, Undo and Hint, each with its key,
enabled only when they apply, and a tooltip that says why when they are not. What to do (and
what a hint advises) is said once, in the game screen's message area under the bar."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSizePolicy, QWidget

from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, translate
from tabletop_desktop.views.common.theme import set_role
from tabletop_desktop.views.qwixx.hint import LOOKING
from tabletop_desktop.views.qwixx.moment import QwixxMoment

BUSY = QT_TRANSLATE_NOOP("QwixxControls", "A moment: the table is being updated.")


def busy_words() -> str:
    """Why nothing can be done while the table is being updated, in the person's language."""
    return translate("QwixxControls", BUSY)


def _button(text: str, name: str, primary: bool = False) -> QPushButton:
    button = QPushButton(text)
    button.setObjectName(name)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys belong to the table
    button.setMinimumHeight(40)
    button.setMinimumWidth(88)
    button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    if primary:
        button.setProperty("role", "primary")
    return button


class ControlBar(QWidget):
    """Roll, Skip, Undo and Hint in one row of fixed height."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.roll = _button(translate("QwixxControls", "Roll", "a button: roll the dice"), "roll",
                            primary=True)
        self.skip = _button(translate("QwixxControls", "Skip", "a button: cross nothing"), "skip")
        self.take_back = _button(translate("QwixxControls", "Undo", "a button"), "take_back")
        self.hint = _button(translate("QwixxControls", "Hint", "a button"), "hint")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 8)
        layout.setSpacing(8)
        layout.addStretch(1)
        for button in (self.roll, self.skip, self.take_back, self.hint):
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)

    def set_button(self, button: QPushButton, enabled: bool, tip: str, visible: bool = True) -> None:
        """Enable or disable a button; the tooltip says what it does, or why it waits."""
        button.setVisible(visible)
        button.setEnabled(enabled)
        button.setToolTip(tip)
        button.setAccessibleDescription(tip)

    @staticmethod
    def set_primary(button: QPushButton, primary: bool) -> None:
        """Make a button the one to press (a hint suggests it) or a plain one again."""
        role = "primary" if primary else ""
        if button.property("role") != role:
            set_role(button, role)

    def show_moment(self, moment: QwixxMoment, still: bool, asking_hint: bool, hint_skip: bool,
                    persons_here: bool) -> None:
        """The buttons for `moment`: enabled when they apply (`still`: no steps run on the table),
        each tooltip saying what it does, or why it waits."""
        mine = moment.deciding is not None and still

        def waiting(tip: str) -> str:
            return tip if still else busy_words()

        can_roll = mine and moment.roll is not None
        self.set_button(self.roll, can_roll, moment.roll_tip if can_roll else waiting(moment.roll_tip))
        can_skip = mine and moment.skip is not None
        self.skip.setText(translate("QwixxControls", "Skip (−5)", "a button: cross nothing, a penalty")
                          if can_skip and moment.skip_costs
                          else translate("QwixxControls", "Skip", "a button: cross nothing"))
        self.set_primary(self.skip, can_skip and hint_skip)
        self.set_button(self.skip, can_skip, moment.skip_tip if can_skip else waiting(moment.skip_tip))
        self.set_button(self.take_back, moment.can_undo, moment.undo_words)
        can_hint = mine and moment.can_hint and not asking_hint
        self.set_button(self.hint, can_hint, moment.hint_tip if can_hint else
                        (translate("QwixxHint", LOOKING) if asking_hint
                         else waiting(moment.hint_tip)))
        for button in (self.roll, self.skip, self.hint):
            button.setVisible(not moment.over and persons_here)
        self.take_back.setVisible(not moment.over and persons_here)
