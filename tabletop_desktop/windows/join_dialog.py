"""Home > Join a game: the tables found on this local network, or an address and a room code
typed in, and the name the joining person plays under.

Join checks what was typed and hands a `JoinRequest` out by `joinRequested`; whoever connects to
the table answers with `show_refusal(sentence)` (the dialog stays open, nothing typed is lost)
or closes the dialog and opens the lobby.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, Text, text, translate
from tabletop_desktop.storage.saves import MAX_NAME_CHARS
from tabletop_desktop.views.common.text import plain_label
from tabletop_desktop.views.common.theme import set_role
from tabletop_desktop.windows.network_model import (
    CODE_LENGTH,
    FoundTable,
    JoinRequest,
    TableAddress,
    clean_room_code,
    parse_address,
)

MAX_PEOPLE_HERE = 4  # people sharing one joining computer (pass and play there)
# What the list of found tables says while it is empty (translated where it is shown).
LOOKING = QT_TRANSLATE_NOOP("JoinDialog", "Looking for tables on this network\u2026 None has been "
                            "found yet.")
NOT_LOOKING = QT_TRANSLATE_NOOP("JoinDialog", "This computer cannot listen for tables on the network "
                                "just now (another program may be using the port). Type the address "
                                "the host gave you instead.")


class JoinDialog(QDialog):
    """Pick or type the table, type its room code and a name, then Join."""

    joinRequested = Signal(object)  # a JoinRequest

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.setWindowTitle(translate("JoinDialog", "Join a game"))
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 16)
        layout.setSpacing(10)
        heading = plain_label(translate("JoinDialog", "Join a game on another computer"), self)
        heading.setProperty("role", "heading")
        layout.addWidget(heading)
        intro = plain_label(translate("JoinDialog", "Pick a table found on this network, or type the "
                                      "address the host gave you. The host also tells you the room "
                                      "code."), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)

        self.tables = QListWidget(self)
        self.tables.setObjectName("foundTables")
        self.tables.setToolTip(translate("JoinDialog", "Tables other computers on this network are hosting."))
        self.tables.setMinimumHeight(self.fontMetrics().lineSpacing() * 5)
        # A long host name wraps instead of hiding the address behind a sideways scroll bar.
        self.tables.setWordWrap(True)
        self.tables.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tables.currentItemChanged.connect(self._table_picked)
        layout.addWidget(self.tables)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.address_edit = QLineEdit(self)
        self.address_edit.setObjectName("addressEdit")
        self.address_edit.setPlaceholderText("192.168.1.20:8765")
        self.address_edit.setMaxLength(300)
        form.addRow(translate("JoinDialog", "Address:"), self.address_edit)
        self.code_edit = QLineEdit(self)
        self.code_edit.setObjectName("codeEdit")
        self.code_edit.setPlaceholderText(
            translate("JoinDialog", "{count} letters and digits").format(count=CODE_LENGTH))
        self.code_edit.setMaxLength(CODE_LENGTH + 4)  # spaces or a dash between the halves
        form.addRow(translate("JoinDialog", "Room code:"), self.code_edit)
        self.name_edit = QLineEdit(name, self)
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setMaxLength(MAX_NAME_CHARS)
        self.name_edit.setPlaceholderText(translate("JoinDialog", "The name the others see"))
        form.addRow(translate("JoinDialog", "Your name:"), self.name_edit)
        self.form = form
        self.more_edits: list[QLineEdit] = []  # the others who play at this computer
        self.more_button = QPushButton(translate("JoinDialog", "Another person plays at this computer"),
                                       self)
        self.more_button.setObjectName("morePeopleButton")
        self.more_button.setToolTip(translate("JoinDialog", "Take one more seat for somebody here; you "
                                              "pass the screen between you, with the pieces covered."))
        self.more_button.clicked.connect(self.add_person)
        form.addRow("", self.more_button)
        layout.addLayout(form)

        self.message = plain_label("", self)
        self.message.setObjectName("joinMessage")
        self.message.setWordWrap(True)
        self.message.setProperty("role", "status")
        self.message.hide()
        layout.addWidget(self.message)
        layout.addStretch(1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.join_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(translate("JoinDialog", "Join"))
        self.join_button.setObjectName("joinButton")
        set_role(self.join_button, "primary")
        self.buttons.accepted.connect(self.ask_to_join)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.looking = True
        self.show_tables([])

    # --- found tables ---------------------------------------------------------------------------
    def show_tables(self, tables: list[FoundTable]) -> None:
        """List the tables heard on the network (keeps the one picked when it is still there)."""
        picked = self._picked_address()
        self.tables.blockSignals(True)
        self.tables.clear()
        if not tables:
            item = QListWidgetItem(translate("JoinDialog", LOOKING if self.looking else NOT_LOOKING))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.tables.addItem(item)
        for table in tables:
            item = QListWidgetItem(table.text())
            item.setData(Qt.ItemDataRole.UserRole, table.address)
            item.setToolTip(translate("JoinDialog", "Pick this table; then type the room code the host "
                                      "tells you."))
            self.tables.addItem(item)
            if table.address == picked:
                self.tables.setCurrentItem(item)
        self.tables.blockSignals(False)

    def _picked_address(self) -> TableAddress | None:
        item = self.tables.currentItem()
        data = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return data if isinstance(data, TableAddress) else None

    def _table_picked(self, *_: object) -> None:
        address = self._picked_address()
        if address is not None:
            self.address_edit.setText(address.text())
            self.code_edit.setFocus()

    def add_person(self) -> QLineEdit:
        """One more name field: another person at this computer takes a seat too."""
        edit = QLineEdit(self)
        edit.setObjectName(f"nameEdit{len(self.more_edits) + 1}")
        edit.setMaxLength(MAX_NAME_CHARS)
        edit.setPlaceholderText(translate("JoinDialog", "Their name, as the others see it"))
        self.more_edits.append(edit)
        self.form.insertRow(self.form.rowCount() - 1, translate("JoinDialog", "Player {number} here:").format(
            number=len(self.more_edits) + 1), edit)
        self.more_button.setEnabled(len(self.more_edits) < MAX_PEOPLE_HERE - 1)
        edit.setFocus()
        return edit

    # --- joining --------------------------------------------------------------------------------
    def request(self) -> JoinRequest | str:
        """What was typed as a join request, or a sentence saying what to fix."""
        address = parse_address(self.address_edit.text())
        if isinstance(address, str):
            return address
        code = clean_room_code(self.code_edit.text())
        if code is None:
            return translate("JoinDialog", "The room code has {count} letters and digits, as the host's "
                             "lobby shows it. Please check it and type it again.").format(count=CODE_LENGTH)
        name = " ".join(self.name_edit.text().split())
        if not name:
            return translate("JoinDialog", "Please type your name: the others see it at the table.")
        names = [name]
        for edit in self.more_edits:
            other = " ".join(edit.text().split())
            if other:  # a field left empty takes no seat
                names.append(other)
        if len(set(names)) < len(names):
            return translate("JoinDialog", "Two people at this computer have the same name: please give "
                             "each their own.")
        return JoinRequest(address, code, tuple(names))

    def ask_to_join(self) -> None:
        request = self.request()
        if isinstance(request, str):
            self.show_refusal(request)
            return
        self.set_busy(True)
        self.message.setText(translate("JoinDialog", "Connecting to the table at {address}\u2026").format(
            address=request.address.text()))
        self.message.show()
        self.joinRequested.emit(request)

    def set_busy(self, busy: bool) -> None:
        for widget in (self.tables, self.address_edit, self.code_edit, self.name_edit,
                       self.join_button, *self.more_edits):
            widget.setEnabled(not busy)
        self.more_button.setEnabled(not busy and len(self.more_edits) < MAX_PEOPLE_HERE - 1)

    def show_refusal(self, sentence: Text) -> None:
        """Say why joining did not work; everything typed stays for another try."""
        self.set_busy(False)
        self.message.setText(text(sentence))
        self.message.setProperty("flash", "true")
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)
        self.message.show()
