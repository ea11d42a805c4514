"""Loading Qt Designer forms from `ui/`.

Each form's top level is a plain QWidget that a window class embeds in its own layout, so the
window keeps its Python class (signals, slots, overridden methods) while its layout stays editable
in Designer.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QFile, QIODevice
from PySide6.QtUiTools import QUiLoader
from PySide6.QtWidgets import QVBoxLayout, QWidget

from tabletop_desktop.resources import ui_path

W = TypeVar("W", bound=QWidget)


def load_form(name: str, host: QWidget) -> QWidget:
    """Load `ui/<name>` and place it filling `host` (which gets a margin-less layout)."""
    path = ui_path(name)
    file = QFile(str(path))
    if not file.open(QIODevice.OpenModeFlag.ReadOnly):
        raise FileNotFoundError(f"The form {path} cannot be read.")
    try:
        form = QUiLoader().load(file, host)
    finally:
        file.close()
    if form is None:
        raise RuntimeError(f"The form {path} is not a valid Qt Designer form.")
    layout = host.layout() or QVBoxLayout(host)
    layout.addWidget(form)
    return form


def child(form: QWidget, kind: type[W], name: str) -> W:
    """The named widget of a loaded form; a missing one is a packaging error, said plainly."""
    widget = form.findChild(kind, name)
    if widget is None:
        raise LookupError(f"The form {form.objectName()} has no {kind.__name__} named '{name}'.")
    return widget
