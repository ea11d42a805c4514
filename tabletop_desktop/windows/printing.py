"""Printing the score summary (print preview) and exporting it as PDF, both painted by the game's
view through `GameView.print_summary(printer)`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QWidget

from tabletop_desktop.i18n import translate
from tabletop_desktop.views.common.game_view import GameView


def _printer(mode: QPrinter.PrinterMode = QPrinter.PrinterMode.HighResolution) -> QPrinter:
    printer = QPrinter(mode)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setPageOrientation(QPageLayout.Orientation.Portrait)
    return printer


def export_pdf(view: GameView, path: Path | str, title: str | None = None) -> Path:
    """Write the summary to a PDF file; raises OSError if nothing could be written."""
    path = Path(path)
    if path.suffix.lower() != ".pdf":
        path = path.with_suffix(".pdf")
    printer = _printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    printer.setDocName(title if title is not None else translate("Printing", "Score summary"))
    printer.setCreator("Tabletop Desktop")
    view.print_summary(printer)
    if not path.is_file() or path.stat().st_size == 0:
        raise OSError(translate("Printing", "The PDF could not be written to {file}.").format(file=path))
    return path


def preview_dialog(view: GameView, parent: QWidget | None = None) -> QPrintPreviewDialog:
    """A print preview whose pages the view paints; the caller shows it."""
    # The dialog owns its printer: a printer handed in from here would be freed by Python when
    # this function returns, while the dialog still paints on it.
    dialog = QPrintPreviewDialog(parent)
    dialog.printer().setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    dialog.printer().setPageOrientation(QPageLayout.Orientation.Portrait)
    dialog.setObjectName("printPreview")
    dialog.setWindowTitle(translate("Printing", "Print summary"))
    dialog.paintRequested.connect(view.print_summary)
    dialog.resize(900, 760)
    return dialog
