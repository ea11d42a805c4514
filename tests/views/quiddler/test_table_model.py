"""The Quiddler view on the per-seat table model: one moment per change, hints asked through
the session, another seat's draw from the pile kept face down, and no game state read."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

from tabletop_desktop.engine.quiddler.actions import Discard, Draw
from tabletop_desktop.engine.quiddler.events import CardDrawn
from tests.views.quiddler.helpers import acting, make_table

VIEWS = Path(__file__).resolve().parents[3] / "tabletop_desktop" / "views" / "quiddler"


def test_one_move_makes_one_moment(qtbot):
    session, view = make_table(qtbot)
    made = view.model.moments_made
    seat = acting(session)
    assert view.input.draw("pile")
    assert view.model.moments_made == made + 1
    assert view.model.moment.phase == "discard" and view.model.moment.moves == {}
    assert view.input.discard(view.arrangement.hand[0])
    assert view.model.moments_made == made + 2
    assert session.history[-1][0] == Discard(seat, session.history[-1][0].card)


def test_one_move_redraws_the_table_once(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot"))
    drawn = []
    real = view.playback.draw
    view.playback.draw = lambda: drawn.append(1) or real()
    assert acting(session) == 0  # this seed: Ada starts (the bots are idle: not started)
    assert view.input.draw("pile")
    assert len(drawn) == 1
    assert view.input.discard(view.arrangement.hand[0])
    assert len(drawn) == 2
    assert session._play(Draw(1, "pile"))  # the bot's move, as its answer is played
    assert len(drawn) == 3


def test_a_draw_is_the_moments_own_action(qtbot):
    session, view = make_table(qtbot)
    seat = acting(session)
    submitted = []
    real = session.submit
    session.submit = lambda action: submitted.append(action) or real(action)
    view.input.on_click("pile")
    assert submitted == [Draw(seat, "pile")] and submitted[0] is view.local.moment.moves.get(
        "pile", submitted[0])


def test_the_hint_is_asked_of_the_session(qtbot):
    session, view = make_table(qtbot, seed=12)
    asked = []
    real = session.ask_hint
    session.ask_hint = lambda seat: asked.append(seat) or real(seat)
    seat = acting(session)
    view.input.draw("pile")
    view.hint()
    assert asked == [seat]
    assert not view.can_hint()  # one at a time: the button waits for the answer
    qtbot.waitUntil(lambda: not view.hints.running, timeout=10_000)
    assert view.local.hint is not None and any(view.arrangement.rows)


def test_a_bots_draw_from_the_pile_stays_face_down_for_the_person(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot"), seed=5)  # bots idle: not started
    if acting(session) == 0:
        assert view.input.draw("pile") and view.input.discard(view.arrangement.hand[0])
    assert session._play(Draw(1, "pile"))  # the bot's move, as its answer is played
    assert session.state.hands[1][-1] is not None  # the bot knows its card ...
    played = session.played()[-1]
    assert played.events == (CardDrawn(1, "pile", None),)  # ... the person's screen does not
    assert view.playback.last_done[1] == "drew from the pile"


def test_the_view_reads_no_game_state_and_has_no_thread_pool():
    for path in VIEWS.glob("*.py"):
        text = path.read_text("utf-8")
        assert not re.search(r"session\w*\.state\b", text), path.name
        assert "QThreadPool" not in text, path.name
        assert "tabletop_desktop.windows" not in text, path.name


def test_the_parts_have_typed_constructors():
    from tabletop_desktop.views.quiddler import finale, hint, person_input, playback, turn_status

    for part in (playback.TablePlayback, person_input.PersonInput, turn_status.TurnStatus,
                 hint.HintPart, finale.RoundFinale):
        params = list(inspect.signature(part.__init__).parameters.values())[1:]
        assert params and all(p.annotation is not inspect.Parameter.empty for p in params), part
