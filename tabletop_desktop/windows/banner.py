"""A dismissible message strip for problems that must not block the person (a damaged settings
file, an autosave that could not be restored, an autosave that failed to write)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tabletop_desktop.i18n import Text, translate
from tabletop_desktop.windows.shown import said


class MessageBanner(QFrame):
    """Shows one or more sentences with a Dismiss button; hidden while empty."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBanner")
        self.setProperty("role", "banner")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 8, 8, 8)
        self.icon = QLabel("\u26a0", self)
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self._lines = QVBoxLayout()
        self._lines.setSpacing(2)
        self.dismiss_button = QPushButton(translate("MessageBanner", "Dismiss"), self)
        self.dismiss_button.setObjectName("dismissBanner")
        self.dismiss_button.setProperty("role", "link")
        self.dismiss_button.clicked.connect(self.clear)
        layout.addWidget(self.icon)
        layout.addLayout(self._lines, 1)
        layout.addWidget(self.dismiss_button, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def add_message(self, message: Text) -> None:
        """Add a sentence and show the banner (a sentence already shown is not repeated); an
        engine `Message` is shown in the app's language."""
        text = said(message)
        if text in self.messages():
            self.show()
            return
        label = QLabel(self)
        label.setTextFormat(Qt.TextFormat.PlainText)  # file names and messages, shown as they are
        label.setText(text)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._lines.addWidget(label)
        self.show()

    def messages(self) -> list[str]:
        return [self._lines.itemAt(i).widget().text() for i in range(self._lines.count())]

    def clear(self) -> None:
        """Remove every message and hide."""
        while self._lines.count():
            item = self._lines.takeAt(0)
            item.widget().hide()
            item.widget().deleteLater()
        self.hide()
