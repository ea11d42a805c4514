"""One change, one redraw: a box click makes one moment, computes legality once and refreshes the
view once; pointing at a box redraws only the large sheet's preview (before: a click computed
legality and refreshed the view four times, and every hover rebuilt the whole moment)."""

from __future__ import annotations

import pytest

import tabletop_desktop.engine.qwixx.legal as legal
import tabletop_desktop.engine.qwixx.view as engine_view
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.qwixx import game_view, sheet_item
from tests.views.qwixx.helpers import click_box, hover_box, make_table


@pytest.fixture
def counts(monkeypatch):
    counted = {"refresh": 0, "legality": 0, "updates": []}

    def count(fn, key):
        def wrapper(*args, **kwargs):
            counted[key] += 1
            return fn(*args, **kwargs)
        return wrapper

    # Every way to the engine's legality: the rules module, the view's own methods.
    for name in ("legal_white_rows", "legal_colour_moves"):
        wrapped = count(getattr(legal, name), "legality")
        monkeypatch.setattr(legal, name, wrapped)
        monkeypatch.setattr(engine_view, name, wrapped)
    monkeypatch.setattr(game_view.QwixxGameView, "refresh",
                        count(game_view.QwixxGameView.refresh, "refresh"))
    update = sheet_item.SheetItem.update

    def counted_update(item, *args):
        counted["updates"].append(item.seat)
        return update(item, *args)

    monkeypatch.setattr(sheet_item.SheetItem, "update", counted_update)
    return counted


def _reset(counts):
    counts["refresh"], counts["legality"], counts["updates"][:] = 0, 0, []


@pytest.mark.parametrize("motion", [False, True])
def test_a_box_click_is_one_moment_one_legality_computation_and_one_refresh(qtbot, counts, motion):
    settings = Settings() if motion else Settings(reduce_motion=True)
    session, view = make_table(qtbot, kinds=("person",), settings=settings)  # the cross lands at once
    view.roll()
    qtbot.waitUntil(lambda: not view.choreo.busy)
    total = session.view_for(0).dice.white_sum
    _reset(counts)
    moments = getattr(getattr(view, "model", None), "moments_made", 0)
    click_box(view, 0, "green", total)
    assert session.history[-1][0].row == "green"
    assert view.choreo.busy is motion  # with motion, the cross is drawn step by step
    qtbot.waitUntil(lambda: not view.choreo.busy)  # the cross has landed on the sheet
    assert counts["refresh"] == 1
    assert counts["legality"] == 1
    assert view.model.moments_made == moments + 1


def test_pointing_at_a_box_redraws_only_the_large_sheets_preview(qtbot, counts):
    session, view = make_table(qtbot, kinds=("person", "bot", "bot"))
    view.roll()
    total = session.view_for(0).dice.white_sum
    _reset(counts)
    hover_box(view, 0, "red", total)
    assert view.scene.sheets[0].look.preview == ("red", total)
    assert counts["refresh"] == 0 and counts["legality"] == 0
    assert set(counts["updates"]) == {0}  # the other sheets are not touched
