"""The colours of the Qwixx pad and dice: the four row colours (a colour-blind set from Okabe and
Ito's palette), a pattern per row for the colour-blind palette, paper and ink."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from tabletop_desktop.i18n import QT_TRANSLATE_NOOP

_ROWS = {"red": "#d3263a", "yellow": "#f2c12e", "green": "#2f9d4b", "blue": "#2a63b8"}
# Okabe-Ito: vermilion, yellow, bluish green, blue stay apart for the common colour blindnesses,
# and each row also carries its name and a pattern.
_ROWS_CB = {"red": "#d55e00", "yellow": "#f0e442", "green": "#009e73", "blue": "#0072b2"}
# A pattern per row in the colour-blind palette (drawn faintly over the band).
ROW_PATTERNS = {
    "red": None,
    "yellow": Qt.BrushStyle.BDiagPattern,
    "green": Qt.BrushStyle.Dense6Pattern,
    "blue": Qt.BrushStyle.HorPattern,
}
# The rows' names on the sheet's bands (translated when drawn: translate("QwixxRows", name)).
ROW_NAMES = {"red": QT_TRANSLATE_NOOP("QwixxRows", "RED"), "yellow": QT_TRANSLATE_NOOP("QwixxRows", "YELLOW"),
             "green": QT_TRANSLATE_NOOP("QwixxRows", "GREEN"), "blue": QT_TRANSLATE_NOOP("QwixxRows", "BLUE")}


@dataclass(frozen=True)
class PadStyle:
    """How a sheet is drawn: the palette and the theme around it."""

    colour_blind: bool = False
    dark: bool = False

    def row(self, row: str) -> QColor:
        return QColor((_ROWS_CB if self.colour_blind else _ROWS)[row])

    def row_text(self, row: str) -> QColor:
        """The colour of a row's numbers on white boxes: the row colour, darkened where the row
        colour itself is too light to read (yellow)."""
        colour = self.row(row)
        if row == "yellow":
            return QColor("#8a6a00") if not self.colour_blind else QColor("#6f6a00")
        return colour.darker(115)

    def band_text(self, row: str) -> QColor:
        """Writing on the coloured band itself (the row's name)."""
        return QColor("#3b3100") if row == "yellow" else QColor("#ffffff")

    @property
    def paper(self) -> QColor:
        return QColor("#e8e5dc" if self.dark else "#fdfcf7")

    @property
    def paper_edge(self) -> QColor:
        return QColor("#b9b4a6" if self.dark else "#d8d2c2")

    @property
    def ink(self) -> QColor:
        return QColor("#1b2230")

    @property
    def muted(self) -> QColor:
        return QColor("#5b6270")

    @property
    def pencil(self) -> QColor:
        """An own choice made but not yet revealed."""
        return QColor("#3a5fcd")

    @property
    def warn(self) -> QColor:
        return QColor("#c0262d")

    @property
    def hint(self) -> QColor:
        return QColor("#e0a100")

    def die_face(self, colour: str) -> QColor:
        return QColor("#fbfbf8") if colour == "white" else self.row(colour)

    def die_pips(self, colour: str) -> QColor:
        if colour in ("white", "yellow"):
            return QColor("#1b2230")
        return QColor("#ffffff")
