"""Light and dark themes, the quiet widget style around the table, and the colour helpers that
game views call for pieces and seats (with a colour-blind-friendly variant).

The table itself is painted by `table_surface.py`; this module only says which colours it uses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from tabletop_desktop.views.common.app_style import TabletopStyle


@dataclass(frozen=True)
class ThemeColours:
    """Every colour a theme uses, by role."""

    name: str
    window: str
    panel: str  # side panel, cards, dialogs' inner areas
    panel_border: str
    text: str
    muted_text: str
    accent: str  # primary buttons, the current turn, links
    accent_text: str
    highlight: str  # winner row, the refused-move flash
    warning_bg: str
    warning_text: str
    table_centre: str
    table_edge: str
    table_grain: str  # faint fibres over the felt or slate
    focus: str = "#1a5fd0"  # the keyboard focus ring on ordinary buttons and fields
    focus_on_accent: str = "#f6c945"  # the focus ring on a primary (accent) button
    # The label of a disabled button: about a third of the contrast of an enabled one, so the
    # button reads as "not now" at a glance yet stays legible (muted_text is too close to text).
    disabled_text: str = "#8f958c"


LIGHT = ThemeColours(
    name="light",
    window="#f3efe6",
    panel="#fbf9f4",
    panel_border="#dcd5c6",
    text="#27302b",
    muted_text="#5f675f",
    accent="#2f6d4f",
    accent_text="#ffffff",
    highlight="#f6e3a1",
    warning_bg="#fbe7c6",
    warning_text="#5b3a00",
    table_centre="#3f8c5e",
    table_edge="#1f5537",
    table_grain="#ffffff",
    focus="#1a5fd0",
    focus_on_accent="#f6c945",
    disabled_text="#8f958c",
)

DARK = ThemeColours(
    name="dark",
    window="#1b1f24",
    panel="#242a31",
    panel_border="#353d47",
    text="#e7e9ec",
    muted_text="#a3abb5",
    accent="#5fb189",
    accent_text="#0f1a14",
    highlight="#5a4d1e",
    warning_bg="#4a3614",
    warning_text="#ffe2ad",
    table_centre="#46525f",
    table_edge="#1e252d",
    table_grain="#ffffff",
    focus="#ffd166",
    focus_on_accent="#ffffff",
    disabled_text="#69727d",
)

# The six Qwirkle colours (also usable by other games). The colour-blind set follows Okabe and Ito's
# palette, which stays distinct for the common forms of colour blindness.
_PIECE_COLOURS = {
    "red": "#e8383d",
    "orange": "#f5871f",
    "yellow": "#f7d038",
    "green": "#3fb34f",
    "blue": "#2f7fe0",
    "purple": "#9b4fd0",
}
_PIECE_COLOURS_CB = {
    "red": "#d55e00",
    "orange": "#e69f00",
    "yellow": "#f0e442",
    "green": "#009e73",
    "blue": "#56b4e9",
    "purple": "#cc79a7",
}
_SEAT_COLOURS = ("#2f7fe0", "#e8383d", "#3fb34f", "#f5871f", "#9b4fd0", "#1aa3a3", "#c2571a", "#7a7a7a")
_SEAT_COLOURS_CB = ("#0072b2", "#d55e00", "#009e73", "#e69f00", "#cc79a7", "#56b4e9", "#f0e442", "#7a7a7a")


def theme_colours(theme: str) -> ThemeColours:
    """The colours of the named theme ("light" or "dark"; anything else falls back to light)."""
    return DARK if theme == "dark" else LIGHT


def piece_colour(name: str, colour_blind: bool = False) -> QColor:
    """The colour of a piece by its game name ("red", "orange", ...); unknown names are grey."""
    table = _PIECE_COLOURS_CB if colour_blind else _PIECE_COLOURS
    return QColor(table.get(name, "#9a9a9a"))


def piece_colours(colour_blind: bool = False) -> dict[str, QColor]:
    """All six piece colours by name."""
    table = _PIECE_COLOURS_CB if colour_blind else _PIECE_COLOURS
    return {name: QColor(value) for name, value in table.items()}


def seat_colour(seat: int, colour_blind: bool = False) -> QColor:
    """A colour that marks a seat in the scoreboard and on the table."""
    table = _SEAT_COLOURS_CB if colour_blind else _SEAT_COLOURS
    return QColor(table[seat % len(table)])


def make_palette(colours: ThemeColours) -> QPalette:
    """A QPalette for the theme, so native widgets follow it too."""
    p = QPalette()
    window, panel, text = QColor(colours.window), QColor(colours.panel), QColor(colours.text)
    muted = QColor(colours.muted_text)
    p.setColor(QPalette.ColorRole.Window, window)
    p.setColor(QPalette.ColorRole.WindowText, text)
    p.setColor(QPalette.ColorRole.Base, panel)
    p.setColor(QPalette.ColorRole.AlternateBase, window)
    p.setColor(QPalette.ColorRole.Text, text)
    p.setColor(QPalette.ColorRole.Button, panel)
    p.setColor(QPalette.ColorRole.ButtonText, text)
    p.setColor(QPalette.ColorRole.ToolTipBase, panel)
    p.setColor(QPalette.ColorRole.ToolTipText, text)
    p.setColor(QPalette.ColorRole.PlaceholderText, muted)
    p.setColor(QPalette.ColorRole.Highlight, QColor(colours.accent))
    p.setColor(QPalette.ColorRole.HighlightedText, QColor(colours.accent_text))
    p.setColor(QPalette.ColorRole.Link, QColor(colours.accent))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text):
        p.setColor(QPalette.ColorGroup.Disabled, role, muted)
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor(colours.disabled_text))
    p.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Button, window)
    return p


def style_sheet(c: ThemeColours) -> str:
    """The app-wide style sheet: quiet panels, rounded buttons, one accent colour."""
    return f"""
QMainWindow, QDialog {{ background: {c.window}; }}
QToolTip {{ background: {c.panel}; color: {c.text}; border: 1px solid {c.panel_border}; padding: 4px; }}
QPushButton {{
    background: {c.panel}; color: {c.text}; border: 1px solid {c.panel_border};
    border-radius: 6px; padding: 6px 16px; min-height: 1.4em;
}}
QPushButton:hover {{ border-color: {c.accent}; }}
QPushButton:focus {{ border: 2px solid {c.focus}; padding: 5px 15px; }}
QPushButton:pressed {{ background: {c.window}; }}
QPushButton:disabled {{ color: {c.disabled_text}; background: {c.window}; border-color: {c.panel_border}; }}
QPushButton[role="primary"] {{
    background: {c.accent}; color: {c.accent_text}; border-color: {c.accent}; font-weight: 600;
}}
QPushButton[role="primary"]:focus {{ border: 2px solid {c.focus_on_accent}; }}
QPushButton[role="primary"]:disabled {{
    background: {c.window}; border-color: {c.panel_border}; color: {c.disabled_text}; font-weight: 600;
}}
QPushButton[role="link"] {{ border: none; background: transparent; color: {c.accent}; padding: 2px 4px; }}
QPushButton[role="link"]:focus {{ border: 2px solid {c.focus}; padding: 0 2px; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QFrame[role="panel"] {{ background: {c.panel}; border: 1px solid {c.panel_border}; border-radius: 10px; }}
QLabel[role="title"] {{ font-size: 20pt; font-weight: 600; }}
QLabel[role="heading"] {{ font-size: 13pt; font-weight: 600; }}
QLabel[role="muted"] {{ color: {c.muted_text}; }}
QFrame[role="banner"] {{ background: {c.warning_bg}; border: 1px solid {c.panel_border}; border-radius: 8px; }}
QFrame[role="banner"] QLabel {{ color: {c.warning_text}; }}
QLabel[role="status"] {{
    padding: 7px 12px; border-radius: 6px; font-size: 11pt; background: {c.panel};
    border: 1px solid {c.panel_border}; border-left: 4px solid {c.accent};
}}
QLabel[role="status"][flash="true"] {{ background: {c.highlight}; border-left-color: {c.warning_text}; }}
QListWidget, QTextBrowser, QTableWidget {{
    background: {c.panel}; border: 1px solid {c.panel_border}; border-radius: 8px;
}}
QListWidget::item {{ padding: 4px 6px; }}
QScrollBar:vertical {{ background: transparent; width: 10px; margin: 2px; }}
QScrollBar:horizontal {{ background: transparent; height: 10px; margin: 2px; }}
QScrollBar::handle:vertical {{ background: {c.panel_border}; border-radius: 3px; min-height: 28px; }}
QScrollBar::handle:horizontal {{ background: {c.panel_border}; border-radius: 3px; min-width: 28px; }}
QScrollBar::handle:hover {{ background: {c.muted_text}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: transparent; }}
QTabWidget::pane {{ border: 1px solid {c.panel_border}; border-radius: 8px; background: {c.panel}; }}
QTabBar::tab {{
    padding: 6px 18px; color: {c.muted_text}; background: transparent; border: none;
    border-bottom: 2px solid transparent; margin-right: 2px;
}}
QTabBar::tab:hover {{ color: {c.text}; }}
QTabBar::tab:selected {{ color: {c.text}; border-bottom: 2px solid {c.accent}; font-weight: 600; }}
QHeaderView::section {{
    background: {c.window}; color: {c.muted_text}; border: none;
    border-bottom: 1px solid {c.panel_border}; padding: 4px 8px;
}}
QGroupBox {{ font-weight: 600; border: 1px solid {c.panel_border}; border-radius: 8px; margin-top: 1.2em; padding-top: 0.6em; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; }}
QLineEdit {{
    background: {c.panel}; color: {c.text}; border: 1px solid {c.panel_border}; border-radius: 5px;
    padding: 3px 6px;
}}
QLineEdit:focus {{ border-color: {c.accent}; }}
QMenuBar {{ background: {c.window}; color: {c.text}; }}
QMenuBar::item:selected {{ background: {c.panel}; }}
QMenu {{ background: {c.panel}; color: {c.text}; border: 1px solid {c.panel_border}; }}
QMenu::item:selected {{ background: {c.accent}; color: {c.accent_text}; }}
QMenu::item:disabled {{ color: {c.muted_text}; }}
QStatusBar {{ color: {c.muted_text}; }}
"""


def app_font() -> QFont:
    """The app's text font: a clean sans at a comfortable size."""
    font = QFont()
    font.setFamilies(["Inter", "Segoe UI", "Noto Sans", "DejaVu Sans", "Helvetica Neue", "Arial"])
    font.setPointSizeF(10.5)
    return font


# The app's style object with the id of the app it was given to (one app per process; a later
# app gets a new style): see apply_theme.
_kept_style: tuple[int, TabletopStyle] | None = None


def apply_theme(app: QApplication, theme: str) -> ThemeColours:
    """Apply the named theme to the whole app and return its colours."""
    import shiboken6

    from tabletop_desktop.views.common.app_style import TabletopStyle

    colours = theme_colours(theme)
    # Fusion, the same look on every platform (native styles ignore palettes), with themed check
    # boxes, focus rings and no stock icons on dialog buttons.
    # This module keeps the Python style object: Qt owns the C++ side, and without a Python
    # reference the overridden drawing would be lost with the wrapper.
    global _kept_style
    kept = _kept_style
    if kept is not None and kept[0] == id(app) and shiboken6.isValid(kept[1]):
        kept[1].colours = colours
    else:
        style = TabletopStyle(colours)
        _kept_style = (id(app), style)
        app.setStyle(style)
    app.setPalette(make_palette(colours))
    app.setStyleSheet(style_sheet(colours))
    app.setProperty("tabletop_theme", colours.name)
    return colours


def current_colours() -> ThemeColours:
    """The colours of the theme the app is using now."""
    app = QApplication.instance()
    name = app.property("tabletop_theme") if app is not None else None
    return theme_colours(str(name or "light"))


def set_role(widget: QWidget, role: str) -> None:
    """Give a widget a style role ("primary", "muted", ...) and restyle it at once, even if it
    was already polished (buttons that a QDialogButtonBox made)."""
    widget.setProperty("role", role)
    widget.style().unpolish(widget)
    widget.style().polish(widget)
