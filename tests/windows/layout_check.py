"""Geometry checks for screenshots: nothing visible is cut off by its window, squeezed below the
size it needs, or laid over a sibling. Run as a script to check every screen at one size in a
fresh process (QT_SCALE_FACTOR must be set before Qt starts): see test_screen_sizes.py."""

from __future__ import annotations

import json
import os
import sys
import time

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QScrollBar,
    QStackedWidget,
    QTabBar,
    QWidget,
)

# Widgets that float over others on purpose, or whose parts Qt lays out itself.
FLOATING = ("handoverCover", "qt_scrollarea_viewport", "qt_scrollarea_hcontainer",
            "qt_scrollarea_vcontainer")


def _skip(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    return (widget.objectName() in FLOATING or isinstance(widget, QScrollBar)
            or isinstance(parent, QStackedWidget | QAbstractScrollArea | QComboBox | QTabBar
                                  | QAbstractSpinBox)
            or type(widget).__name__ in ("QFocusFrame", "QRubberBand", "QToolTip"))


def problems(root: QWidget) -> list[str]:
    """What is wrong with the layout of `root` and its visible children, in words."""
    found: list[str] = []
    bounds = root.rect()
    screen = root.screen().availableGeometry() if root.screen() is not None else None
    if root.isWindow() and screen is not None and (root.frameGeometry().height() > screen.height()
                                                   or root.frameGeometry().width() > screen.width()):
        found.append(f"{root.objectName()} is {root.width()}x{root.height()}, larger than the "
                     f"screen's free area {screen.width()}x{screen.height()}")
    visible = [w for w in root.findChildren(QWidget) if w.isVisible() and w.window() is root.window()
               and w.isVisibleTo(root)]
    for widget in visible:
        if _skip(widget) or any(_skip(a) for a in _ancestors(widget, root)):
            continue
        name = f"{type(widget).__name__}#{widget.objectName() or '?'}"
        text = getattr(widget, "text", lambda: "")()
        label = f"{name} {str(text)[:30]!r}" if text else name
        top_left = widget.mapTo(root, QPoint(0, 0))
        rect = QRect(top_left, widget.size())
        if not bounds.contains(rect) and not _in_scroll_area(widget, root):
            found.append(f"{label} is cut off by the window: {rect.getRect()} outside {bounds.getRect()}")
        if isinstance(widget, QAbstractButton | QLineEdit | QComboBox) or (
                isinstance(widget, QLabel) and not widget.wordWrap() and widget.text()):
            need = widget.minimumSizeHint()
            if widget.width() + 1 < need.width() or widget.height() + 1 < need.height():
                found.append(f"{label} is squeezed: {widget.width()}x{widget.height()} < "
                             f"{need.width()}x{need.height()}")
        if isinstance(widget, QLabel) and widget.wordWrap() and widget.text():
            need = widget.heightForWidth(widget.width())
            if need > 0 and widget.height() + 2 < need:
                found.append(f"{label} is cut short: {widget.height()} < {need} px high")
    for parent in {w.parentWidget() for w in visible} | {root}:
        if parent is None or _skip(parent):
            continue
        kids = [w for w in parent.children() if isinstance(w, QWidget) and w.isVisibleTo(root)
                and not w.isWindow() and not _skip(w)]
        for i, a in enumerate(kids):
            for b in kids[i + 1:]:
                overlap = a.geometry().intersected(b.geometry())
                if overlap.width() > 1 and overlap.height() > 1:
                    found.append(f"{type(a).__name__}#{a.objectName()} overlaps "
                                 f"{type(b).__name__}#{b.objectName()} by {overlap.width()}x{overlap.height()}")
    return found


def _ancestors(widget: QWidget, root: QWidget):
    parent = widget.parentWidget()
    while parent is not None and parent is not root:
        yield parent
        parent = parent.parentWidget()


def _in_scroll_area(widget: QWidget, root: QWidget) -> bool:
    return any(isinstance(a, QAbstractScrollArea) for a in _ancestors(widget, root))


def check_every_screen(width: int, height: int, theme: str, shots: str | None) -> dict[str, list[str]]:
    """Open every screen at `width` x `height` and return its problems by screen name."""
    from tabletop_desktop.app import create_application
    from tabletop_desktop.engine.qwirkle.advice import best_scoring_action
    from tabletop_desktop.storage.saves import GameSetup, SeatSetup
    from tabletop_desktop.storage.settings import Settings
    from tabletop_desktop.views.common.theme import apply_theme
    from tabletop_desktop.windows.end_dialog import EndDialog
    from tabletop_desktop.windows.main_window import MainWindow

    app = create_application([])
    # LAYOUT_CHECK_LANGUAGE=xx: the same checks in the pseudo-language, with the texts left in
    # English listed per screen as "english:<screen>" (tests/i18n/test_pseudo_language.py).
    language = os.environ.get("LAYOUT_CHECK_LANGUAGE")
    if language:
        from tabletop_desktop.i18n.install import install_language

        install_language(language)
    apply_theme(app, theme)
    win = MainWindow(Settings(theme=theme, reduce_motion=True))
    win.bot_pause_scale = 0
    win.show()
    results: dict[str, list[str]] = {"opened": []}
    free = win.screen().availableGeometry()
    if not free.contains(win.frameGeometry()):
        results["opened"].append(f"the window {win.frameGeometry().getRect()} opened beyond the "
                                 f"screen's free area {free.getRect()}")
    if win.minimumWidth() > free.width() or win.minimumHeight() > free.height():
        results["opened"].append(f"the minimum size {win.minimumWidth()}x{win.minimumHeight()} "
                                 f"exceeds the screen's free area {free.width()}x{free.height()}")
    if os.environ.get("LAYOUT_CHECK_OPENING_ONLY"):
        # The tallest dialog: New Game with Quiddler's eight seats must still fit the screen, its
        # form scrolling above the buttons.
        win.new_game("quiddler")
        win.dialog.seat_count.setValue(8)
        for _ in range(30):
            app.processEvents()
        frame = win.dialog.frameGeometry()
        if frame.height() > free.height() or frame.width() > free.width():
            results["opened"].append(f"New Game with 8 seats is {frame.width()}x{frame.height()}, "
                                     f"taller or wider than the screen's {free.width()}x"
                                     f"{free.height()}")
        start = win.dialog.findChild(QWidget, "startButton")
        if start is None or not start.isVisible():
            results["opened"].append("New Game's Start button is out of view")
        win.dialog.reject()
        win.close()
        return results
    win.resize(width, height)

    def pump() -> None:
        for _ in range(30):
            app.processEvents()

    def look(name: str, widget: QWidget) -> None:
        pump()
        results[name] = problems(widget)
        if language == "xx":
            from tests.i18n.english_left import english_left

            results[f"english:{name}"] = english_left(widget, ALLOWED_NAMES)
        if shots:
            scale = os.environ.get("QT_SCALE_FACTOR", "1")
            widget.grab().save(os.path.join(shots, f"{name}_{width}x{height}_{theme}_x{scale}.png"))

    look("home", win)
    if win.width() > width or win.height() > height:
        results["home"].append(f"the window is {win.width()}x{win.height()}, asked {width}x{height}")
    win.new_game("qwirkle")
    look("new_game", win.dialog)
    win.dialog.seat_count.setValue(6)
    look("new_game_6", win.dialog)
    win.dialog.reject()
    win.new_game("quiddler")
    win.dialog.seat_count.setValue(8)
    look("new_game_8", win.dialog)
    win.dialog.reject()
    seats = [SeatSetup("You", "person", None), SeatSetup("Ada", "bot", "casual"),
             SeatSetup("Bo", "bot", "casual"), SeatSetup("Cy", "bot", "beginner")]
    win.start_game(GameSetup("qwirkle", seats, {"first_move": "free", "starter": 0}, 11))
    session = win.session
    for _ in range(3):
        session.submit(best_scoring_action(session.view_for(0)))
        start = time.monotonic()
        while 0 not in session.state.pending() and time.monotonic() - start < 20:
            pump()
            time.sleep(0.01)
    win.view.rack_clicked(0)
    look("game", win)
    for name, opener in (("settings", win.show_settings), ("statistics", win.show_statistics),
                         ("rules", win.show_rules), ("about", win.show_about),
                         ("keyboard", win.show_keyboard)):
        opener()
        look(name, win.dialog)
        win.dialog.reject()
    dialog = EndDialog(win.view.end_summary(), win)
    dialog.show()
    look("end", dialog)
    dialog.close()
    for game, seats in many_long_seats():
        win.start_game(GameSetup(game, seats, {}, 5))
        start = time.monotonic()
        while (0 not in win.session.state.pending() and not win.game_screen.cover.isVisible()
               and time.monotonic() - start < 30):
            pump()
            time.sleep(0.01)
        look(f"game_{game}", win)
        if win.width() > width or win.height() > height:
            results[f"game_{game}"].append(f"the window grew to {win.width()}x{win.height()}, "
                                           f"asked {width}x{height}")
        dialog = EndDialog(win.view.end_summary(), win)
        dialog.show()
        look(f"end_{game}", dialog)
        dialog.close()
    win.close()
    return results


# Names that stay as they are in every language (players' names the checks use).
ALLOWED_NAMES = ("You", "Ada", "Bo", "Cy", "Dee", "Ed", "Fi", "W" * 40, "W" * 40 + "2",
                 "Anna Maria Theresa von Habsburg Lothringen")


def many_long_seats() -> list[tuple[str, list]]:
    """Quiddler's eight seats (two people passing the screen) and Qwixx's five, with names of
    forty letters and with spaces."""
    from tabletop_desktop.storage.saves import SeatSetup

    long, spaced = "W" * 40, "Anna Maria Theresa von Habsburg Lothringen"
    names = [long, spaced, long + "2", "Bo", "Cy", "Dee", "Ed", "Fi"]
    quiddler = [SeatSetup(n, "person", None) if i < 2 else SeatSetup(n, "bot", "easy")
                for i, n in enumerate(names)]
    qwixx = [SeatSetup(n, "person", None) if i < 1 else SeatSetup(n, "bot", "beginner")
             for i, n in enumerate(names[:5])]
    return [("quiddler", quiddler), ("qwixx", qwixx)]


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    w, h, theme_name, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
    shots_dir = sys.argv[5] if len(sys.argv) > 5 else None
    report = check_every_screen(w, h, theme_name, shots_dir)
    with open(out, "w", encoding="utf-8") as handle:
        json.dump(report, handle, indent=1)
    QApplication.instance().quit()
