"""The engine module's hooks: `advise` (the hint as engine/core.py `Advice`, picklable, with the
plain suggestion should the Expert fail), `events_for` (Qwixx hides nothing: the events as they
are), and the boxes the legal crosses stand for (`legal_boxes`, `box_of`)."""

from __future__ import annotations

import pickle
import random

import tabletop_desktop.engine.qwixx as qwixx
from tabletop_desktop.engine.core import Advice
from tabletop_desktop.engine.qwixx import advice as advice_module
from tabletop_desktop.engine.qwixx.actions import ColourChoice, Roll, WhiteChoice
from tabletop_desktop.engine.qwixx.legal import box_of, legal_boxes
from tests.engine.qwixx.helpers import rolled, sheet, table


def test_advise_is_the_experts_choice_as_a_core_advice():
    state = rolled(table(1, [sheet()]), (1, 1), red=1, yellow=6, green=5, blue=6)
    view = state.view_for(0)
    advice = qwixx.advise(view, random.Random(1), 0.5)
    expert = advice_module.expert_advice(view)
    assert advice == Advice(expert.words, expert.action)
    assert pickle.loads(pickle.dumps(advice)) == advice


def test_the_plain_suggestion_stands_in_when_the_expert_fails(monkeypatch):
    state = rolled(table(1, [sheet(red=[2, 3])]), (2, 2), red=1)

    def broken(view):
        raise RuntimeError("no value tables")

    monkeypatch.setattr(advice_module, "expert_advice", broken)
    advice = qwixx.advise(state.view_for(0), random.Random(0), 0.1)
    assert advice == Advice("Cross red 4: it leaves no box behind.", WhiteChoice(0, "red"))


def test_events_for_any_seats_are_the_events_themselves():
    state = rolled(table(2), (3, 4))
    events = tuple(state.apply(WhiteChoice(0, "red"))) + tuple(state.apply(WhiteChoice(1, None)))
    assert qwixx.events_for((0,), events) == events
    assert qwixx.events_for((1,), events) == events


def test_legal_boxes_name_the_box_each_legal_cross_makes():
    state = rolled(table(2), (1, 2), red=3, yellow=3, green=3, blue=3)
    view = state.view_for(0)
    boxes = legal_boxes(view)
    assert boxes == {(row, 3): WhiteChoice(0, row) for row in ("red", "yellow", "green", "blue")}
    assert set(boxes.values()) | {WhiteChoice(0, None)} == set(view.legal_actions())
    for box, action in boxes.items():
        assert box_of(view, action) == box
    state.apply(WhiteChoice(0, None))
    state.apply(WhiteChoice(1, None))
    view = state.view_for(0)
    boxes = legal_boxes(view)
    assert boxes[("green", 5)] == ColourChoice(0, "green", 1)
    assert {box_of(view, a) for a in view.legal_actions() if a.row is not None} == set(boxes)
    assert box_of(view, ColourChoice(0, None)) is None and box_of(view, Roll(0)) is None
    assert legal_boxes(state.view_for(1)) == {}  # not Bo's colour choice
