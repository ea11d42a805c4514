"""The views' sentences that name a player read right for the person at the screen ("You"):
status lines while bots play, the pass-and-play cover, the end-of-game titles."""

from __future__ import annotations

import pytest

from tabletop_desktop.session.game_session import GameSession
from tabletop_desktop.storage.saves import GameSetup, SeatSetup
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.common import sentences
from tabletop_desktop.views.common.handover_cover import HandoverCover
from tabletop_desktop.views.common.table_surface import TableSurface
from tests.support.grammar import said_problems, you_problems

BOTS = {"quiddler": "easy", "qwirkle": "beginner", "qwixx": "beginner"}
OPTIONS = {"quiddler": {"word_list": "common"}, "qwirkle": {}, "qwixx": {}}


@pytest.mark.parametrize("said", sentences.SENTENCES, ids=lambda s: s.other[:40])
def test_every_view_sentence_has_a_whole_template_for_you_and_for_others(said):
    assert said_problems(said) == []


def test_the_end_titles_speak_to_you():
    assert sentences.win_title(["You", "Bo"], [0], [40, 12]) == "You win with 40 points!"
    assert sentences.win_title(["You", "Bo"], [1], [4, 12]) == "Bo wins with 12 points!"
    assert sentences.win_title(["You", "Bo", "Cy"], [0, 2], [9, 1, 9]) == (
        "A shared win: Cy and you, 9 points each")


def test_the_pass_and_play_cover_speaks_to_you(qtbot):
    table = TableSurface()
    qtbot.addWidget(table)
    table.resize(900, 600)
    table.show()
    cover = HandoverCover(table)
    cover.show_for("You", [f"line {n}" for n in range(30)])
    texts = [cover.title.text(), cover.message.text(), cover.button.text(), cover.changes.text()]
    assert texts[:3] == ["Pass the screen to you", "The pieces stay hidden until you are ready.",
                         "It's me, show my pieces"]
    assert texts[3].startswith("Since your last turn (")
    cover.show_for("Ada", ["Bo drew from the draw pile."])
    assert cover.changes.text().startswith("Since Ada's last turn:")


@pytest.mark.parametrize("game_id", ["qwixx", "quiddler", "qwirkle"])
def test_watching_bots_with_one_called_you_every_status_line_reads_right(qtbot, game_id):
    """The first bot is called "You" (as the New Game dialog calls the first seat): every status
    line and log line of a whole bots-only game is grammatical for it."""
    import importlib

    seats = [SeatSetup(name, "bot", BOTS[game_id]) for name in ("You", "Ada", "Bo")]
    settings = Settings(reduce_motion=True, bot_speed="fast")
    session = GameSession(GameSetup(game_id, seats, dict(OPTIONS[game_id]), 9), settings=settings,
                          autosave=False)
    session.pause_scale = 0.0
    session.think_scale = 0.05
    views = importlib.import_module(f"tabletop_desktop.views.{game_id}")
    view = views.create_game_view(session, settings, None)
    qtbot.addWidget(view)
    view.resize(1100, 760)
    view.show()
    said = [view.status_text()]
    view.statusChanged.connect(said.append)
    session.actionApplied.connect(lambda *_: said.append(view.status_text()))
    try:
        with qtbot.waitSignal(session.finished, timeout=120_000):
            session.start()
        said.append(view.status_text())
        said += session.log
        assert any(line.startswith("You ") for line in session.log)
        assert [(line, p) for line in said for p in you_problems(line)] == []
    finally:
        session.shutdown()


def test_two_persons_at_one_qwixx_screen_are_spoken_to_by_name(qtbot):
    from tabletop_desktop.views.common.table_model import TableModel
    from tabletop_desktop.views.qwixx.moment import qwixx_moment

    for names, said in ((("You", "Ada"), "Your roll: press Roll"),
                        (("Ada", "You"), "Ada, your roll: press Roll")):
        seats = [SeatSetup(name, "person", None) for name in names]
        session = GameSession(GameSetup("qwixx", seats, {}, 9), autosave=False)
        try:
            active = session.state.pending()[0]
            seats[active], seats[1 - active] = seats[0], seats[1]  # the first name rolls first
            session.setup.seats[:] = seats
            assert TableModel(session, qwixx_moment).moment.status.startswith(said)
        finally:
            session.shutdown()


@pytest.mark.parametrize("game_id", ["quiddler", "qwirkle"])
def test_two_persons_at_one_screen_are_spoken_to_by_name_or_as_you(qtbot, monkeypatch, game_id):
    """Pass and play: the person whose turn it is is named, unless they are called "You"."""
    import importlib

    helpers = importlib.import_module(f"tests.views.{game_id}.helpers")
    said = {}
    for names in (("You", "Ada", "Bo"), ("Ada", "You", "Bo")):
        monkeypatch.setattr(helpers, "NAMES", names)
        session, view = helpers.make_table(qtbot)
        try:
            if not isinstance(getattr(type(view), "shown_seat", None), property):
                # As if they had confirmed at the screen (Qwirkle's moment shows the seat to act).
                view.shown_seat = session.state.pending()[0]
            if hasattr(view, "reveal"):
                view.reveal()
            said[names[view.shown_seat]] = view.status_text()
        finally:
            session.shutdown()
    assert said["You"].startswith("Your turn: ")
    assert said["Ada"].startswith("Ada, your turn: ")
    assert said["You"].split(": ", 1)[1] == said["Ada"].split(": ", 1)[1]
