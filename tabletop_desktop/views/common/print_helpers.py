"""What every game's printed summary paints with: ink colours, the print font, a line of text, the
chart labels spread so close totals never print over each other, and an A4 PDF printer."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont, QPageLayout, QPainter
from PySide6.QtPrintSupport import QPrinter

INK = QColor("#202622")
MUTED = QColor("#5f675f")


def print_font(size_pt: float, bold: bool = False) -> QFont:
    """The font of printed summaries (the same on every system that has one of these)."""
    font = QFont()
    font.setFamilies(["DejaVu Sans", "Noto Sans", "Arial"])
    font.setPointSizeF(size_pt)
    font.setBold(bold)
    return font


def print_text(painter: QPainter, x: float, y: float, text: str, font: QFont,
               colour: QColor = INK) -> float:
    """One line of text with its top at `y`; returns the `y` of the next line."""
    painter.setFont(font)
    painter.setPen(colour)
    metrics = painter.fontMetrics()
    painter.drawText(QPointF(x, y + metrics.ascent()), text)
    return y + metrics.height()


def spread_labels(ys: Sequence[float], gap: float, top: float, bottom: float) -> list[float]:
    """Label centres as near as may be to `ys` but at least `gap` apart, kept between `top` and
    `bottom` when they fit; in the order given. Close scores thus never print over each other."""
    order = sorted(range(len(ys)), key=lambda i: (ys[i], i))
    placed = [float(ys[i]) for i in order]
    for k in range(len(placed)):  # push down past the label above
        low = top if k == 0 else placed[k - 1] + gap
        placed[k] = max(placed[k], low)
    for k in reversed(range(len(placed))):  # then up from the bottom edge, if pushed past it
        high = bottom if k == len(placed) - 1 else placed[k + 1] - gap
        placed[k] = min(placed[k], high)
    result = [0.0] * len(ys)
    for k, i in enumerate(order):
        result[i] = placed[k]
    return result


def pdf_printer(path: str) -> QPrinter:
    """A printer that writes an A4 PDF (tests and "Export as PDF")."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(path)
    printer.setPageOrientation(QPageLayout.Orientation.Portrait)
    return printer
