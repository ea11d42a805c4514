"""The About dialog: name, version, what the app is, and the licences of the app and of what it
bundles (the files under `resources/licenses/`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop import APP_NAME, __version__
from tabletop_desktop.i18n import QT_TRANSLATE_NOOP, text, translate
from tabletop_desktop.resources import resource_path
from tabletop_desktop.windows.shown import listed


def about_text() -> str:
    """What the app is, naming the games it has (from the registry, so it never falls behind)."""
    from tabletop_desktop.engine.registry import all_games

    playable = [text(info.name) for info in all_games() if info.available]
    coming = [text(info.name) for info in all_games() if not info.available]
    about = translate("AboutDialog", "Modern tabletop classics on your desktop: {games}. Play against "
                      "friends at one screen or against bots from beginner to expert, all offline.").format(
        games=listed(playable))
    if coming:
        about = translate("AboutDialog", "{about} Coming soon: {games}.",
                          "the sentence above, then the games to come").format(
            about=about, games=listed(coming))
    return about


# The licence files and how they are listed, app first (translated where they are listed).
LICENCES = (
    ("tabletop-desktop.txt", f"{APP_NAME} (MIT)"),
    ("qt-pyside6-LGPL-3.0.txt", QT_TRANSLATE_NOOP("AboutDialog", "Qt and PySide6 (LGPL-3.0)")),
    ("platformdirs-MIT.txt", "platformdirs (MIT)"),
    ("python-PSF.txt", QT_TRANSLATE_NOOP("AboutDialog", "Python (PSF License)")),
    ("scowl-copyright.txt", QT_TRANSLATE_NOOP("AboutDialog", "Quiddler's word lists: SCOWL (permissive)")),
    ("manjari-OFL-1.1.txt", QT_TRANSLATE_NOOP("AboutDialog", "Malayalam font: Manjari (OFL-1.1)")),
)


def licence_files() -> list[tuple[str, Path]]:
    """(label, path) of every licence shipped, known ones first, then any others present."""
    try:
        folder = resource_path("licenses")
    except FileNotFoundError:
        return []
    found = [(translate("AboutDialog", label), folder / name) for name, label in LICENCES
             if (folder / name).is_file()]
    known = {name for name, _ in LICENCES}
    extra = sorted(p for p in folder.glob("*.txt") if p.name not in known)
    bundled = folder / "THIRD-PARTY.md"  # written into installed copies by packaging/third_party.py
    more = ([(translate("AboutDialog", "Libraries in this installation"), bundled)]
            if bundled.is_file() else [])
    return found + [(p.stem, p) for p in extra] + more


def reflow(text: str) -> str:
    """Join the hard-wrapped lines of each paragraph so the text wraps to the dialog's width."""
    paragraphs = [" ".join(line.strip() for line in block.splitlines())
                  for block in text.replace("\r\n", "\n").split("\n\n")]
    return "\n\n".join(p for p in paragraphs if p)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(translate("AboutDialog", "About {app}").format(app=APP_NAME))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 14)
        layout.setSpacing(12)
        head = QHBoxLayout()
        head.setSpacing(16)
        icon = QLabel(self)
        pixmap = QIcon.fromTheme("tabletop-desktop", self.windowIcon()).pixmap(QSize(72, 72))
        if not pixmap.isNull():
            icon.setPixmap(pixmap)
            head.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        text = QVBoxLayout()
        title = QLabel(APP_NAME, self)
        title.setProperty("role", "title")
        version = QLabel(translate("AboutDialog", "Version {version}").format(version=__version__), self)
        version.setObjectName("aboutVersion")
        version.setProperty("role", "muted")
        description = QLabel(about_text(), self)
        description.setObjectName("aboutDescription")
        description.setWordWrap(True)
        text.addWidget(title)
        text.addWidget(version)
        text.addWidget(description)
        head.addLayout(text, 1)
        layout.addLayout(head)

        heading = QLabel(translate("AboutDialog", "Licences"), self)
        heading.setProperty("role", "heading")
        layout.addWidget(heading)
        body = QHBoxLayout()
        self.list = QListWidget(self)
        self.list.setObjectName("licenceList")
        self.list.setFixedWidth(230)
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("licenceText")
        self.text.setReadOnly(True)
        self.files = licence_files()
        for label, _ in self.files:
            self.list.addItem(label)
        self.list.currentRowChanged.connect(self._show)
        body.addWidget(self.list)
        body.addWidget(self.text, 1)
        layout.addLayout(body, 1)
        if self.files:
            self.list.setCurrentRow(0)
        else:
            self.text.setPlainText(translate("AboutDialog",
                                             "The licence files are missing from this installation."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(780, 560)

    def _show(self, row: int) -> None:
        if 0 <= row < len(self.files):
            try:
                self.text.setPlainText(reflow(self.files[row][1].read_text(encoding="utf-8")))
            except OSError as exc:
                self.text.setPlainText(translate("AboutDialog", "This licence file cannot be read "
                                                 "({error}).").format(error=exc.strerror))
