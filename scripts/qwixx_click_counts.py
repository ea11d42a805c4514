"""Count view refreshes, legality computations and scoreboard emissions for one Qwixx box click.

Run from a checkout's top folder (it imports that checkout's code, so an older checkout can be
measured the same way): `QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/qwixx_click_counts.py
[--motion]` (with --motion the animations play out at normal speed). The default test run checks
the figures in tests/views/qwixx/test_one_refresh_per_click.py.
"""
import os
import sys

sys.path.insert(0, os.getcwd())

from PySide6.QtWidgets import QApplication  # noqa: E402


def main() -> None:
    app = QApplication.instance() or QApplication([])
    import tabletop_desktop.engine.qwixx.legal as legal
    import tabletop_desktop.engine.qwixx.view as qview
    from tabletop_desktop.views.qwixx import game_view
    from tests.views.qwixx.helpers import click_box, make_table

    counts = {"refresh": 0, "legality": 0, "scores": 0}

    def counted(fn, key):
        def wrapper(*a, **k):
            counts[key] += 1
            return fn(*a, **k)
        return wrapper

    for mod in (legal, qview):
        for name in ("legal_white_rows", "legal_colour_moves"):
            if hasattr(mod, name):
                setattr(mod, name, counted(getattr(legal, name) if mod is not legal else getattr(mod, name), "legality"))
    # the package re-exports: make sure the lazily exported names are the counted ones
    import tabletop_desktop.engine.qwixx as pkg
    for name in ("legal_white_rows", "legal_colour_moves"):
        pkg.__dict__[name] = getattr(legal, name)
    cls = game_view.QwixxGameView
    cls.refresh = counted(cls.refresh, "refresh")

    class Bot:  # a stand-in for pytest-qt's qtbot
        def addWidget(self, w):
            self.w = w

        def waitExposed(self, w):
            app.processEvents()

    from tabletop_desktop.storage.settings import Settings
    motion = "--motion" in sys.argv
    session, view = make_table(Bot(), kinds=("person",), settings=Settings() if motion else None)
    view.scoresShown.connect(lambda *_: counts.__setitem__("scores", counts["scores"] + 1))
    view.bar.roll.click()
    import time

    def settle():
        end = time.monotonic() + 5
        while view.choreo.busy and time.monotonic() < end:
            app.processEvents()
            time.sleep(0.005)
        app.processEvents()

    settle()
    total = session.view_for(0).dice.white_sum
    from tests.views.qwixx.helpers import hover_box
    for key in counts:
        counts[key] = 0
    hover_box(view, 0, "green", total)
    app.processEvents()
    hover = dict(counts)
    for key in counts:
        counts[key] = 0
    click_box(view, 0, "green", total)
    app.processEvents()
    settle()
    assert session.history[-1][0].row == "green", session.history[-1]
    print(f"hover over a legal box: {hover['refresh']} view refreshes, {hover['legality']} legality computations")
    print("normal motion (animations played out)" if motion else "reduced motion")
    print(f"one box click: {counts['refresh']} view refreshes, {counts['legality']} legality computations, "
          f"{counts['scores']} scoreboard emissions (scoresShown)")
    session.shutdown()


if __name__ == "__main__":
    main()
