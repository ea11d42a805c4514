"""The New Game dialog (form `ui/new_game.ui`): the game, who sits where (a person or a bot with its
level), the game's options and an optional seed; it remembers the last choices per game."""

from __future__ import annotations

import random
from typing import Any

import shiboken6
from PySide6.QtCore import QRegularExpression, QSize, Qt
from PySide6.QtGui import QRegularExpressionValidator, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.engine.core import OptionSpec
from tabletop_desktop.engine.registry import GameInfo, all_games, game
from tabletop_desktop.i18n import shown_name, text, translate
from tabletop_desktop.storage.saves import MAX_NAME_CHARS, GameSetup, SeatSetup
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.common.theme import set_role
from tabletop_desktop.windows.art import game_art
from tabletop_desktop.windows.forms import child, load_form
from tabletop_desktop.windows.network_model import HostChoices
from tabletop_desktop.windows.shown import stored_name

DEFAULT_NAMES = ("You", "Ada", "Bo", "Cy", "Dee", "Eli", "Flo", "Gus")
MAX_SEED = 2**31 - 1


def default_seats(info: GameInfo, count: int) -> list[SeatSetup]:
    """The first seat is the person ("You"), the others bots at the second-easiest level."""
    levels = info.bot_levels
    level = levels[min(1, len(levels) - 1)].key if levels else None
    seats = [SeatSetup(DEFAULT_NAMES[0], "person", None)]
    for i in range(1, count):
        name = DEFAULT_NAMES[i] if i < len(DEFAULT_NAMES) else player_name(i)
        seats.append(SeatSetup(name, "bot", level) if level else SeatSetup(name, "person", None))
    return seats


def player_name(index: int) -> str:
    """The name of seat `index` nobody named: "Player 3"."""
    return translate("NewGameDialog", "Player {number}").format(number=index + 1)


# More seats than this are laid out in two columns, so eight seats fit a small screen.
ONE_COLUMN_SEATS = 4
SEAT_COLUMNS = 4  # label, name, Person/Bot, level
GAP_COLUMN = SEAT_COLUMNS  # the empty column between the two halves


class NameEdit(QLineEdit):
    """A seat's name field that asks for the room of a short name only: two columns of seats
    then fit a small screen, and the field still grows with the dialog."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        return QSize(min(hint.width(), self.fontMetrics().horizontalAdvance("M" * 6) + 16),
                     hint.height())


class KindCombo(QComboBox):
    """A seat's Person, Bot or Another computer, as wide as the choice it shows rather than its
    longest one: two columns of seats still fit a small screen, and the choice made reads whole
    (the open list shows every choice whole)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.shortest = translate("NewGameDialog", "Person", "a seat played by a person")
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(len(self.shortest))
        self.currentIndexChanged.connect(self.updateGeometry)

    def _wider(self, hint: QSize) -> QSize:
        metrics = self.fontMetrics()
        extra = metrics.horizontalAdvance(self.currentText()) - metrics.horizontalAdvance("x" * len(self.shortest))
        return QSize(hint.width() + max(0, extra), hint.height())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self._wider(super().sizeHint())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self._wider(super().minimumSizeHint())


class SeatEditor:
    """The widgets of one seat row: name, Person/Bot and the bot's level."""

    def __init__(self, grid: QGridLayout, row: int, info: GameInfo, parent: QWidget,
                 network: bool = False) -> None:
        self.grid = grid
        self.row = row
        self.label = QLabel(translate("NewGameDialog", "Seat {number}").format(number=row + 1), parent)
        self.name = NameEdit(parent)
        self.name.setObjectName(f"seatName{row}")
        self.name.setMaxLength(MAX_NAME_CHARS)
        self.name.setPlaceholderText(player_name(row))
        self.kind = KindCombo(parent)
        self.kind.setObjectName(f"seatKind{row}")
        self.kind.addItem(translate("NewGameDialog", "Person", "a seat played by a person"), "person")
        self.kind.setItemData(0, translate("NewGameDialog", "Plays at this screen (pass and play)."),
                              Qt.ItemDataRole.ToolTipRole)
        if info.bot_levels:
            self.kind.addItem(translate("NewGameDialog", "Bot"), "bot")
            self.kind.setItemData(1, translate("NewGameDialog", "The computer plays this seat."),
                                  Qt.ItemDataRole.ToolTipRole)
        if network:
            self.kind.addItem(translate("NewGameDialog", "Another computer"), "remote")
            self.kind.setItemData(
                self.kind.count() - 1,
                translate("NewGameDialog", "A player on another computer takes this seat and picks a name."),
                Qt.ItemDataRole.ToolTipRole)
        self.level = QComboBox(parent)
        self.level.setObjectName(f"seatLevel{row}")
        for index, level in enumerate(info.bot_levels):
            self.level.addItem(text(level.name), level.key)
            self.level.setItemData(index, text(level.description), Qt.ItemDataRole.ToolTipRole)
        self.level.currentIndexChanged.connect(self._update_level_tip)
        self.kind.currentIndexChanged.connect(self._update_kind)
        self.widgets = (self.label, self.name, self.kind, self.level)
        self.place(row, 0)

    def place(self, row: int, half: int) -> None:
        """Put the row in the grid: `half` 0 is the left column of seats, 1 the right one."""
        first = half * (SEAT_COLUMNS + 1)
        for column, widget in enumerate(self.widgets):
            self.grid.addWidget(widget, row, first + column)

    def _update_kind(self) -> None:
        is_bot = self.kind.currentData() == "bot"
        self.level.setEnabled(is_bot)
        self.level.setVisible(is_bot)
        # The player who joins picks a name; the host's name for the seat would only mislead.
        remote = self.kind.currentData() == "remote"
        self.name.setEnabled(not remote)
        self.name.setPlaceholderText(translate("NewGameDialog", "Picked by the player") if remote
                                     else player_name(self.row))
        if remote:
            self.name.clear()

    def _update_level_tip(self) -> None:
        self.level.setToolTip(str(self.level.currentData(Qt.ItemDataRole.ToolTipRole) or ""))

    def set_seat(self, seat: SeatSetup) -> None:
        self.name.setText(shown_name(seat.name))  # "You" in the app's language
        self.kind.setCurrentIndex(max(0, self.kind.findData(seat.kind)))
        if seat.level is not None and self.level.findData(seat.level) >= 0:
            self.level.setCurrentIndex(self.level.findData(seat.level))
        self._update_kind()
        self._update_level_tip()

    def seat(self, index: int) -> SeatSetup:
        name = stored_name(" ".join(self.name.text().split()) or player_name(index))
        if self.kind.currentData() == "bot":
            return SeatSetup(name, "bot", str(self.level.currentData()))
        # A joining seat is a person's seat; New Game's host_choices() says it joins from afar.
        return SeatSetup(name, "person", None)

    @property
    def remote(self) -> bool:
        return self.kind.currentData() == "remote"

    def remove(self) -> None:
        # Deleted now, not later: the dialog builds every game's largest form once to measure
        # it, and rows left for the event loop would pile up (and be restyled with every theme
        # change) until it runs. No signal of these widgets is being handled when rows go.
        for widget in self.widgets:
            widget.hide()
            self.grid.removeWidget(widget)
            shiboken6.delete(widget)


class NewGameDialog(QDialog):
    """Builds a `GameSetup` from the person's choices (`game_setup()` after `exec()`)."""

    def __init__(self, settings: Settings, game_id: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self.settings = settings
        self.network = True  # a seat may join from another computer (network play)
        host = QVBoxLayout(self)
        host.setContentsMargins(22, 18, 22, 16)
        # The form scrolls inside the dialog when it is taller than the screen (eight seats on a
        # small or scaled screen); the Start and Cancel buttons stay in view below it.
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("newGameScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget(self.scroll)
        body.setObjectName("newGameBody")
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        self.scroll.setWidget(body)
        host.addWidget(self.scroll)
        form = load_form("new_game.ui", body)
        # The form keeps its natural height at the top; the room a game with fewer seats leaves
        # stays below it, so nothing moves when the game or the seat count changes.
        body_layout.addStretch(1)
        self.game_combo = child(form, QComboBox, "gameCombo")
        self.art_label = child(form, QLabel, "artLabel")
        self.pitch_label = child(form, QLabel, "pitchLabel")
        self.pitch_label.setTextFormat(Qt.TextFormat.PlainText)
        self.seat_count = child(form, QSpinBox, "seatCount")
        self.seats_area = child(form, QWidget, "seatsArea")
        self.seats_grid: QGridLayout = self.seats_area.layout()
        # What each bot level in use plays like, under the seats.
        self.level_notes = QLabel(self.seats_area.parentWidget())
        self.level_notes.setObjectName("levelNotes")
        self.level_notes.setTextFormat(Qt.TextFormat.PlainText)
        self.level_notes.setProperty("role", "muted")
        self.level_notes.setWordWrap(True)
        self.seats_area.parentWidget().layout().addWidget(self.level_notes)
        # Who may reach the host's server, once a seat joins from another computer.
        self.reach_row = QWidget(self.seats_area.parentWidget())
        self.reach_row.setObjectName("reachRow")
        reach_layout = QFormLayout(self.reach_row)
        reach_layout.setContentsMargins(0, 4, 0, 0)
        self.reach_combo = QComboBox(self.reach_row)
        self.reach_combo.setObjectName("reachCombo")
        self.reach_combo.addItem(translate("NewGameDialog", "Players on this computer only"), "this_computer")
        self.reach_combo.setItemData(0, translate("NewGameDialog", "The table listens only on this computer: "
                                                  "for trying network play out with a second window."),
                                     Qt.ItemDataRole.ToolTipRole)
        self.reach_combo.addItem(translate("NewGameDialog", "Players on this local network"), "local_network")
        self.reach_combo.setItemData(1, translate("NewGameDialog", "Other computers at home or in the office "
                                                  "can join; the table is announced on this network."),
                                     Qt.ItemDataRole.ToolTipRole)
        self.reach_combo.setCurrentIndex(1)
        reach_layout.addRow(translate("NewGameDialog", "Who can join:"), self.reach_combo)
        self.seats_area.parentWidget().layout().addWidget(self.reach_row)
        self.reach_row.hide()
        self.options_box = child(form, QGroupBox, "optionsBox")
        self.options_form: QFormLayout = self.options_box.layout()
        self.seed_edit = child(form, QLineEdit, "seedEdit")
        self.seed_edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,10}"), self))
        self.button_box = child(form, QDialogButtonBox, "buttonBox")
        host.addWidget(self.button_box)  # out of the scrolling body: always in view
        start = self.button_box.button(QDialogButtonBox.StandardButton.Ok)
        start.setText(translate("NewGameDialog", "Start game"))
        start.setObjectName("startButton")
        start.setDefault(True)
        set_role(start, "primary")
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        self.seats: list[SeatEditor] = []
        self.option_widgets: dict[str, QWidget] = {}
        self.info: GameInfo | None = None

        model = QStandardItemModel(self)
        self.game_combo.setModel(model)
        for info in all_games():
            label = (text(info.name) if info.available
                     else translate("NewGameDialog", "{game} (coming soon)").format(game=text(info.name)))
            self.game_combo.addItem(label, info.id)
            if not info.available:
                item = model.item(self.game_combo.count() - 1)
                item.setEnabled(False)
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.seat_count.valueChanged.connect(self._set_seat_count)
        wanted = game_id or settings.last_game_id
        index = self.game_combo.findData(wanted) if wanted else -1
        if index < 0 or not game(self.game_combo.itemData(index)).available:
            index = next(i for i in range(self.game_combo.count())
                         if game(self.game_combo.itemData(i)).available)
        self.seats_grid.setColumnMinimumWidth(GAP_COLUMN, 0)
        # One size whichever game and seat count: that of the largest form, measured once.
        self.resize(self._stable_size())
        self.game_combo.blockSignals(True)
        self.game_combo.setCurrentIndex(index)
        self.game_combo.blockSignals(False)
        self._game_changed()

    # --- building the form for a game ---------------------------------------------------------
    def _remembered(self, info: GameInfo) -> dict[str, Any]:
        data = self.settings.new_game_defaults.get(info.id)
        return data if isinstance(data, dict) else {}

    def _remembered_seats(self, info: GameInfo) -> list[SeatSetup]:
        seats: list[SeatSetup] = []
        raw = self._remembered(info).get("seats")
        if not isinstance(raw, list):
            return seats
        keys = {level.key for level in info.bot_levels}
        for entry in raw[: info.max_seats]:
            if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
                return []
            if entry.get("kind") == "bot" and entry.get("level") in keys:
                seats.append(SeatSetup(entry["name"][:MAX_NAME_CHARS], "bot", entry["level"]))
            elif entry.get("kind") == "person":
                seats.append(SeatSetup(entry["name"][:MAX_NAME_CHARS], "person", None))
            else:
                return []
        return seats if len(seats) >= info.min_seats else []

    def _game_changed(self) -> None:
        info = game(self.game_combo.currentData())
        remembered = self._remembered_seats(info)
        count = len(remembered) if remembered else max(info.min_seats, 2 if info.max_seats >= 2 else 1)
        self._show_game(info, count, remembered)

    def _show_game(self, info: GameInfo, count: int, seats: list[SeatSetup]) -> None:
        self.info = info
        self.art_label.setPixmap(game_art(info, QSize(176, 100), self.devicePixelRatioF()))
        self.pitch_label.setText(translate("NewGameDialog", "{pitch}\n{least} to {most} players").format(
            pitch=text(info.pitch), least=info.min_seats, most=info.max_seats))
        for editor in self.seats:
            editor.remove()
        self.seats = []
        self.seat_count.blockSignals(True)
        self.seat_count.setRange(info.min_seats, info.max_seats)
        self.seat_count.setValue(count)
        self.seat_count.blockSignals(False)
        self._clear_options()  # the last game's options; this game's follow the seats
        self._set_seat_count(count, seats)
        self._build_options(info)

    def _stable_size(self) -> QSize:
        """The dialog's one size: the largest form of any game (most seats, every bot level's
        note), within the screen's free area; a smaller screen scrolls the form instead."""
        body = self.scroll.widget()
        forms = []  # (game, seat count, seats) of each game's largest forms
        for info in [info for info in all_games() if info.available]:
            levels = info.bot_levels
            seats = [SeatSetup(DEFAULT_NAMES[0], "person", None)] + [
                SeatSetup(DEFAULT_NAMES[i] if i < len(DEFAULT_NAMES) else player_name(i),
                          "bot", levels[i % len(levels)].key) if levels
                else SeatSetup(player_name(i), "person", None)
                for i in range(1, info.max_seats)]
            if self.network:  # a joining seat shows who can join, below the seats
                seats[1] = SeatSetup(seats[1].name, "remote", None)
            # The most seats, and the most in one column (every level's note under them).
            for count in sorted({info.max_seats, min(info.max_seats, ONE_COLUMN_SEATS)}):
                forms.append((info, count, seats[:count]))
        width = 820  # room for names in two columns of seats
        for info, count, seats in forms:
            self._show_game(info, count, seats)
            body.ensurePolished()
            body.layout().invalidate()
            body.layout().activate()
            width = max(width, body.sizeHint().width())
        host = self.layout()
        margins = host.contentsMargins()
        sides = margins.left() + margins.right() + self.scroll.verticalScrollBar().sizeHint().width()
        screen = self.screen() or (self.parentWidget().screen() if self.parentWidget() else None)
        # Frame and title bar come on top of the dialog's own size.
        room = (screen.availableGeometry().size() - QSize(16, 60) if screen is not None
                else QSize(10**5, 10**5))
        width = min(width, room.width() - sides)
        height = 0
        for info, count, seats in forms:  # heights at that width (the level notes wrap)
            self._show_game(info, count, seats)
            body.layout().activate()
            hfw = body.layout().totalHeightForWidth(width)
            height = max(height, hfw if hfw > 0 else body.sizeHint().height())
        wanted = QSize(width + sides, height + self.button_box.sizeHint().height()
                       + host.spacing() + margins.top() + margins.bottom())
        return wanted.boundedTo(room)

    def _set_seat_count(self, count: int, seats: list[SeatSetup] | None = None) -> None:
        assert self.info is not None
        defaults = seats or default_seats(self.info, max(count, len(self.seats)))
        while len(self.seats) > count:
            self.seats.pop().remove()
        while len(self.seats) < count:
            editor = SeatEditor(self.seats_grid, len(self.seats), self.info, self.seats_area,
                                self.network)
            fallback = default_seats(self.info, len(self.seats) + 1)[-1]
            editor.set_seat(defaults[len(self.seats)] if len(self.seats) < len(defaults) else fallback)
            editor.name.textChanged.connect(self._refresh_seat_options)
            editor.kind.currentIndexChanged.connect(self._refresh_level_notes)
            editor.kind.currentIndexChanged.connect(self._refresh_reach)
            editor.level.currentIndexChanged.connect(self._refresh_level_notes)
            self.seats.append(editor)
        self._place_seats()
        self._show_applicable_options()
        self._refresh_seat_options()
        self._refresh_level_notes()
        self._refresh_reach()

    def _refresh_reach(self) -> None:
        """The choice of who can join shows once a seat joins from another computer; Start
        then opens the lobby instead of the table."""
        remote = any(editor.remote for editor in self.seats)
        self.reach_row.setVisible(remote)
        start = self.button_box.button(QDialogButtonBox.StandardButton.Ok)
        start.setText(translate("NewGameDialog", "Open the table") if remote
                      else translate("NewGameDialog", "Start game"))
        # The table's server deals a network game: a seed typed here would mean nothing.
        self.seed_edit.setEnabled(not remote)
        self.seed_edit.setToolTip(translate("NewGameDialog", "The table shuffles a network game itself.")
                                  if remote else "")
        start.setToolTip(translate("NewGameDialog", "Open the lobby where the joining players take "
                                   "their seats.") if remote else "")

    def _place_seats(self) -> None:
        """One column of seats up to four, two columns (1-4 left, 5-8 right) beyond."""
        count = len(self.seats)
        rows = count if count <= ONE_COLUMN_SEATS else (count + 1) // 2
        for index, editor in enumerate(self.seats):
            editor.place(index % rows, index // rows)
        two = count > ONE_COLUMN_SEATS
        self.seats_grid.setColumnStretch(1, 1)
        self.seats_grid.setColumnStretch(SEAT_COLUMNS + 2, 1 if two else 0)
        self.seats_grid.setColumnMinimumWidth(GAP_COLUMN, 18 if two else 0)

    def _show_applicable_options(self) -> None:
        """Only the options that mean something for this game at this seat count."""
        if self.info is None:
            return
        shown = 0
        for spec in self.info.options:
            widget = self.option_widgets.get(spec.key)
            if widget is None:
                continue
            applies = spec.applies_to(len(self.seats))
            self.options_form.setRowVisible(widget, applies)
            shown += applies
        self.options_box.setVisible(shown > 0)

    def _refresh_level_notes(self) -> None:
        """One line per bot level at the table: its name and how it plays."""
        if self.info is None:
            return
        used = {editor.level.currentData() for editor in self.seats if editor.kind.currentData() == "bot"}
        lines = [translate("NewGameDialog", "{level}: {description}").format(
                     level=text(level.name), description=text(level.description))
                 for level in self.info.bot_levels if level.key in used]
        self.level_notes.setText("\n".join(lines))
        self.level_notes.setVisible(bool(lines))

    def _clear_options(self) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}

    def _build_options(self, info: GameInfo) -> None:
        self._clear_options()
        remembered = self._remembered(info).get("options")
        remembered = remembered if isinstance(remembered, dict) else {}
        for spec in [s for s in info.options if s.kind != "hidden"]:
            widget = self._option_widget(spec, remembered.get(spec.key, spec.default))
            widget.setObjectName(f"option_{spec.key}")
            widget.setToolTip(text(spec.help))
            self.option_widgets[spec.key] = widget
            if spec.kind == "bool":
                self.options_form.addRow(widget)
            else:
                label = QLabel(text(spec.label), self.options_box)
                label.setToolTip(text(spec.help))
                self.options_form.addRow(label, widget)
        self._show_applicable_options()
        self._refresh_seat_options()

    def _option_widget(self, spec: OptionSpec, value: Any) -> QWidget:
        if spec.kind == "bool":
            box = QCheckBox(text(spec.label), self.options_box)
            box.setChecked(value if isinstance(value, bool) else bool(spec.default))
            return box
        combo = QComboBox(self.options_box)
        if spec.kind == "choice":
            for choice, label in spec.choices:
                combo.addItem(text(label), choice)
        else:  # "seat": filled from the seat names by _refresh_seat_options
            combo.setProperty("seat_value", value if isinstance(value, int) else spec.default)
        index = combo.findData(value)
        combo.setCurrentIndex(index if index >= 0 else max(0, combo.findData(spec.default)))
        return combo

    def _refresh_seat_options(self) -> None:
        if self.info is None:
            return
        names = [editor.seat(i).name for i, editor in enumerate(self.seats)]
        for spec in self.info.options:
            if spec.kind != "seat" or spec.key not in self.option_widgets:
                continue
            combo = self.option_widgets[spec.key]
            assert isinstance(combo, QComboBox)
            current = combo.currentData() if combo.count() else combo.property("seat_value")
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(translate("NewGameDialog", "By the rules"), -1)
            for seat, name in enumerate(names):
                combo.addItem(shown_name(name), seat)
            index = combo.findData(current)
            combo.setCurrentIndex(index if index >= 0 else 0)
            combo.blockSignals(False)

    # --- the result ---------------------------------------------------------------------------
    def options(self) -> dict[str, Any]:
        """The chosen option values by key; an option that does not apply to this many seats
        (hidden) plays with its default, so the game's record says what was played."""
        values = self._option_values()
        assert self.info is not None
        for spec in self.info.options:
            if spec.key in values and not spec.applies_to(len(self.seats)):
                values[spec.key] = spec.default
        return values

    def _option_values(self) -> dict[str, Any]:
        """What every option widget holds, shown or not."""
        values: dict[str, Any] = {}
        for key, widget in self.option_widgets.items():
            if isinstance(widget, QCheckBox):
                values[key] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                values[key] = widget.currentData()
        return values

    def seed(self) -> int:
        """The seed typed in, or a fresh random one when blank."""
        text = self.seed_edit.text().strip()
        return min(int(text), MAX_SEED) if text else random.randrange(MAX_SEED)

    def game_setup(self) -> GameSetup:
        """The set-up chosen in the dialog (a fresh seed each call when the seed is blank)."""
        assert self.info is not None
        seats = [editor.seat(i) for i, editor in enumerate(self.seats)]
        return GameSetup(self.info.id, seats, self.options(), self.seed())

    def host_choices(self) -> HostChoices | None:
        """For a network game, the seats that join from another computer and who may reach the
        table; None when everybody plays here."""
        remote = tuple(i for i, editor in enumerate(self.seats) if editor.remote)
        if not remote:
            return None
        reach = "local_network" if self.reach_combo.currentData() == "local_network" else "this_computer"
        return HostChoices(remote, reach)

    def remember(self, setup: GameSetup) -> None:
        """Store the choices in the settings (the caller saves them)."""
        self.settings.new_game_defaults[setup.game_id] = {
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in setup.seats],
            # A choice hidden at this seat count is kept for the next game it applies to.
            "options": {**setup.options, **{k: v for k, v in self._option_values().items()
                                            if k in setup.options}},
        }
        self.settings.last_game_id = setup.game_id
