"""The widgets around the table: large named action buttons next to the rack (with a line saying why
they wait), the note shown instead of rack and buttons when only bots play, and the compact strip
with the running score of this move, zoom buttons and the unseen-tile toggle. (The bag count is on
the scoreboard, so the strip does not repeat it.)"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, Text, fill, text, translate
from tabletop_desktop.views.common.text import escape, safe_tip


def _button(text: str, name: str, primary: bool = False) -> QPushButton:
    button = QPushButton(text)
    button.setObjectName(name)
    # Reachable with Tab (Enter or Space presses it), but a click leaves the keys with the table.
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    button.setMinimumHeight(40)
    button.setMinimumWidth(96)
    button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    if primary:
        button.setProperty("role", "primary")
    return button


class ActionButtons(QWidget):
    """Confirm, Return tiles, Exchange, Hint and (only when allowed) Pass, in two rows, and below
    them a short line saying why they are disabled while another player moves.

    A click on a disabled button is not lost in silence: `disabledClicked` says why it waits (the
    reason its tooltip gives)."""

    disabledClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.confirm = _button(translate("QwirkleControls", "Confirm"), "confirm", primary=True)
        self.return_tiles = _button(translate("QwirkleControls", "Return tiles"), "return_tiles")
        self.exchange = _button(translate("QwirkleControls", "Exchange", "a button: swap tiles"),
                                "exchange")
        self.hint = _button(translate("QwirkleControls", "Hint", "a button: show a good move"),
                            "hint")
        self.pass_turn = _button(translate("QwirkleControls", "Pass", "a button: pass the turn"),
                                 "pass")
        self.pass_turn.setVisible(False)
        for button in (self.confirm, self.return_tiles, self.exchange, self.hint, self.pass_turn):
            self.explain_when_disabled(button)
        top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(self.confirm)
        top.addWidget(self.return_tiles)
        bottom = QHBoxLayout()
        bottom.setSpacing(8)
        bottom.addWidget(self.exchange)
        bottom.addWidget(self.hint)
        bottom.addWidget(self.pass_turn)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addLayout(top)
        layout.addLayout(bottom)
        self.note = QLabel()
        self.note.setTextFormat(Qt.TextFormat.PlainText)  # it names players
        self.note.setObjectName("waitNote")
        self.note.setProperty("role", "muted")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # One line, always there: the table must not jump when the note comes and goes.
        self.note.setFixedHeight(self.note.fontMetrics().height() + 4)
        layout.addWidget(self.note)

    def set_waiting(self, reason: str | None) -> None:
        """Say under the buttons why they wait (None: they don't)."""
        words = text(reason or "")
        self.note.setText(words)
        self.note.setToolTip(safe_tip(words))

    def set_finished(self, over: bool) -> None:
        """At the end of the game the buttons have nothing left to do: only the note stays."""
        for button in (self.confirm, self.return_tiles, self.exchange, self.hint):
            button.setVisible(not over)

    def explain_when_disabled(self, button: QAbstractButton) -> None:
        """A click on `button` while it is disabled emits `disabledClicked` with the reason."""
        button.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # A disabled button drops the click without a word; its filter still sees it.
        if (event.type() == QEvent.Type.MouseButtonRelease and isinstance(watched, QAbstractButton)
                and not watched.isEnabled() and watched.accessibleDescription()):
            self.disabledClicked.emit(watched.accessibleDescription())
        return False

    def set_button(self, button: QAbstractButton, enabled: bool, tip: Text) -> None:
        """Enable or disable a button; the tooltip says what it does, or why it is disabled
        (words of the session or the rules are shown in the person's language)."""
        tip = text(tip)
        button.setEnabled(enabled)
        button.setToolTip(safe_tip(tip))
        button.setAccessibleDescription(tip)


class WatchingNote(QLabel):
    """Shown instead of the rack and the buttons when no person sits at the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("watching")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)
        self.setMinimumHeight(72)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.setFont(font)
        self.setVisible(False)

    def show_watching(self, headline: str, detail: str) -> None:
        shown = escape(headline), escape(detail)  # rich text on purpose: the words stay words
        self.setText(f"<b>{shown[0]}</b><br><span style='font-size:small'>{shown[1]}</span>")
        self.setAccessibleName(fill(translate("QwirkleControls", "{headline} {detail}",
                                              "a heading and the sentence under it"),
                                    {"headline": headline, "detail": detail}))


class InfoStrip(QWidget):
    """This move's points, the practice mark (after a generous undo), Undo, zoom buttons and
    the unseen-tile toggle on one line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preview = QLabel()
        self.preview.setObjectName("preview")
        bold = QFont(self.preview.font())
        bold.setBold(True)
        self.preview.setFont(bold)
        self.practice = QLabel(translate("QwirkleControls", "Practice game"))
        self.practice.setObjectName("practiceMark")
        self.practice.setProperty("role", "muted")
        self.practice.setToolTip(translate("QwirkleControls", "A move was undone after you had "
                                           "seen what came next, so this game counts as practice "
                                           "in your records."))
        self.practice.setVisible(False)
        # Undo sits here, not beside Confirm: a third button in a row pushed the window past a
        # small screen (1366 x 768 at 150 %).
        self.undo = self._tool(translate("QwirkleControls", "Undo"), "")
        self.undo.setObjectName("undo")
        self.undo.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.zoom_out = self._tool("−", translate("QwirkleControls", "Zoom out (-)"))
        self.fit = self._tool(translate("QwirkleControls", "Fit", "a button: fit the table"),
                              translate("QwirkleControls", "Show the whole table (0)"))
        self.zoom_in = self._tool("+", translate("QwirkleControls", "Zoom in (+)"))
        self.tracker_toggle = QToolButton()
        self.tracker_toggle.setText(translate("QwirkleControls", "Unseen tiles"))
        self.tracker_toggle.setCheckable(True)
        self.tracker_toggle.setChecked(True)
        self.tracker_toggle.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tracker_toggle.setToolTip(translate("QwirkleControls", "Show or hide how many copies "
                                                 "of each tile you haven't seen yet (U)."))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 2, 8, 2)
        layout.setSpacing(14)
        layout.addWidget(self.preview)
        layout.addWidget(self.practice)
        layout.addStretch(1)
        layout.addWidget(self.undo)
        layout.addSpacing(6)
        for tool in (self.zoom_out, self.fit, self.zoom_in):
            layout.addWidget(tool)
        layout.addSpacing(6)
        layout.addWidget(self.tracker_toggle)

    @staticmethod
    def _tool(text: str, tip: str) -> QToolButton:
        tool = QToolButton()
        tool.setText(text)
        tool.setToolTip(tip)
        tool.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        tool.setMinimumWidth(30)
        return tool


# The buttons' tooltips, in English; `TurnButtons` says them in the person's language.
CONFIRM_TIP = QT_TRANSLATE_NOOP("QwirkleControls", "Play this move (Enter).")
RETURN_TIP = QT_TRANSLATE_NOOP("QwirkleControls", "Return this turn's tiles to your rack (Esc).")
NOTHING_TO_RETURN = QT_TRANSLATE_NOOP("QwirkleControls",
                                      "No tile placed this turn, so none to return.")
STOP_EXCHANGE_TIP = QT_TRANSLATE_NOOP("QwirkleControls", "Stop picking tiles to exchange (X).")
EXCHANGE_TIP = QT_TRANSLATE_NOOP("QwirkleControls", "Swap some of your tiles for new ones from "
                                 "the bag instead of placing (X).")
PLACE_HINT_TIP = QT_TRANSLATE_NOOP("QwirkleControls", "Lay out the hinted move (H); your tiles "
                                   "on the table go back to the rack first.")
HINT_TIP = QT_TRANSLATE_NOOP("QwirkleControls", "Show a good move as faint tiles on the table (H).")
LOOKING_FOR_HINT = QT_TRANSLATE_NOOP("QwirkleControls", "Looking for a good move...")
HINTS_ON_YOUR_TURN = QT_TRANSLATE_NOOP("QwirkleControls", "Hints are for your turn.")
PASS_TIP = QT_TRANSLATE_NOOP("QwirkleControls",
                             "No tile fits and the bag is empty: pass your turn (P).")
WAIT_FOR_TURN = QT_TRANSLATE_NOOP("QwirkleControls", "Wait for your turn.")


def _said(words: str) -> str:
    """One of the tooltips above in the person's language."""
    return translate("QwirkleControls", words)


@dataclass(frozen=True)
class TurnState:
    """What the buttons show at one time: the moment, and the person's move under construction."""

    my_turn: bool
    waiting: str  # why the person waits ("" when they may act)
    over: bool
    watching: bool
    confirm_problem: Text | None
    can_return: bool
    exchanging: bool
    exchange_problem: Text  # "" when Exchange may be chosen
    hint_on_show: bool
    hint_running: bool
    can_pass: bool
    can_undo: bool
    undo_words: Text

    @property
    def can_hint(self) -> bool:
        return self.my_turn and not self.hint_running


class TurnButtons:
    """Sets the action buttons and Undo from a `TurnState`: enabled or not, and the tooltip that
    says what each does or why it waits."""

    def __init__(self, buttons: ActionButtons, strip: InfoStrip) -> None:
        self.buttons = buttons
        self.strip = strip

    def show(self, s: TurnState) -> None:
        b = self.buttons
        waiting = s.waiting or None
        b.set_waiting(waiting)
        b.set_finished(s.over)
        problem = s.confirm_problem if s.my_turn else (waiting or _said(WAIT_FOR_TURN))
        b.set_button(b.confirm, problem is None, _said(CONFIRM_TIP) if problem is None else problem)
        can_back = s.my_turn and s.can_return
        b.set_button(b.return_tiles, can_back,
                     _said(RETURN_TIP) if can_back else waiting or _said(NOTHING_TO_RETURN))
        b.exchange.setText(translate("QwirkleControls", "Cancel exchange") if s.exchanging
                           else translate("QwirkleControls", "Exchange", "a button: swap tiles"))
        b.set_button(b.exchange, not s.exchange_problem,
                     s.exchange_problem or _said(STOP_EXCHANGE_TIP if s.exchanging else EXCHANGE_TIP))
        b.hint.setText(translate("QwirkleControls", "Place the hint") if s.hint_on_show
                       else translate("QwirkleControls", "Hint", "a button: show a good move"))
        if s.can_hint:
            hint_tip = _said(PLACE_HINT_TIP if s.hint_on_show else HINT_TIP)
        else:
            hint_tip = (_said(LOOKING_FOR_HINT) if s.hint_running
                        else waiting or _said(HINTS_ON_YOUR_TURN))
        b.set_button(b.hint, s.can_hint, hint_tip)
        b.set_button(self.strip.undo, s.can_undo, s.undo_words)
        self.strip.undo.setVisible(not s.watching and not s.over)
        can_pass = s.my_turn and s.can_pass
        b.pass_turn.setVisible(can_pass)
        b.set_button(b.pass_turn, can_pass, _said(PASS_TIP))
