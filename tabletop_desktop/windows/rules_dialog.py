"""The Rules dialog: `resources/rules/<game>.md` rendered as styled rich text, a tab per game;
games without written rules yet say so instead of showing a placeholder."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tabletop_desktop.engine.registry import GameInfo, all_games
from tabletop_desktop.i18n import text, translate
from tabletop_desktop.resources import resource_path
from tabletop_desktop.views.common.theme import current_colours


def rules_markdown(game_id: str, language: str | None = None) -> str | None:
    """The rules text for players in `language` (the app's language when None):
    `resources/rules/<code>/<game>.md` when there is one, else the English
    `resources/rules/<game>.md`; None when the game has none yet."""
    from tabletop_desktop.i18n.install import current_language

    code = language or current_language()
    try:
        candidates = [resource_path("rules", code, f"{game_id}.md")] if code != "en" else []
        candidates.append(resource_path("rules", f"{game_id}.md"))
    except FileNotFoundError:
        return None
    for path in candidates:
        try:
            return path.read_text(encoding="utf-8")
        except OSError:
            continue
    return None


def _document_css() -> str:
    c = current_colours()
    return (
        f"body {{ color: {c.text}; }} h1 {{ color: {c.accent}; }} h2 {{ color: {c.accent}; }}"
        f" h3 {{ color: {c.text}; }} td, th {{ padding: 4px 8px; }}"
        f" th {{ background-color: {c.window}; }} table {{ border-color: {c.panel_border}; }}"
    )


def rules_browser(info: GameInfo, parent: QWidget) -> QWidget:
    """A browser with the rules of `info`, or a friendly "coming soon" note."""
    markdown = rules_markdown(info.id) if info.available else None
    if markdown is None:
        note = QLabel(translate("RulesDialog", "The rules of {game} are coming soon, together with the "
                                "game.").format(game=text(info.name)), parent)
        note.setObjectName(f"rules_{info.id}")
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        note.setProperty("role", "muted")
        return note
    browser = QTextBrowser(parent)
    browser.setObjectName(f"rules_{info.id}")
    browser.setOpenExternalLinks(True)
    browser.document().setDocumentMargin(18)
    browser.setHtml(styled_html(markdown))
    return browser


def styled_html(markdown: str) -> str:
    """The Markdown as HTML with the theme's colours: setMarkdown ignores style sheets, so the
    text goes through HTML, which honours them."""
    document = QTextDocument()
    document.setMarkdown(markdown)
    body = document.toHtml()
    return f"<html><head><style>{_document_css()}</style></head>{body[body.find('<body'):]}"


class RulesDialog(QDialog):
    """How to play, one tab per game."""

    def __init__(self, game_id: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.setWindowTitle(translate("RulesDialog", "Rules"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 12)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("rulesTabs")
        self.pages: dict[str, QWidget] = {}
        for info in all_games():
            page = rules_browser(info, self.tabs)
            self.pages[info.id] = page
            self.tabs.addTab(page, text(info.name))
            if info.id == game_id:
                self.tabs.setCurrentWidget(page)
        layout.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 680)
