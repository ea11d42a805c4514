"""A whole person-vs-bot game played through the view, its end summary and its printed summary;
and a bot's move animated tile by tile while the session waits."""

from __future__ import annotations

import random

from pypdf import PdfReader

from tabletop_desktop.engine.qwirkle import make_bot
from tabletop_desktop.engine.qwirkle.actions import Exchange, Pass, Place
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.qwirkle.printing import pdf_printer
from tests.views.qwirkle.helpers import (
    click_button,
    click_rack,
    make_table,
    play_by_clicks,
    rack_index_of,
)


def _perform(view, action) -> None:
    """Do `action` the way a person would: clicks on the rack, the table and the buttons."""
    if isinstance(action, Place):
        play_by_clicks(view, action.placements)
        click_button(view, view.buttons.confirm)
    elif isinstance(action, Exchange):
        click_button(view, view.buttons.exchange)
        for tile in action.tiles:
            index = next(i for i in view.placement.rack_indices()
                         if view.placement.hand[i] == tile and i not in view.placement.marked)
            click_rack(view, index)
        click_button(view, view.buttons.confirm)
    else:
        assert isinstance(action, Pass)
        assert view.buttons.pass_turn.isVisible()
        click_button(view, view.buttons.pass_turn)


def test_person_against_a_bot_plays_to_the_end_then_summary_and_pdf(qtbot, tmp_path):
    session, view = make_table(qtbot, kinds=("person", "bot"), levels=(None, "casual"), seed=21)
    casual = make_bot("casual")
    rng = random.Random(4)
    session.start()
    person_moves = 0
    while not session.state.is_over():
        qtbot.waitUntil(lambda: session.state.is_over() or view.my_turn(), timeout=10_000)
        if session.state.is_over():
            break
        before = len(session.history)
        action = casual.choose(session.view_for(0), rng, 0.05)
        _perform(view, action)
        assert len(session.history) == before + 1, view.last_message
        played = session.history[before][0]
        if isinstance(action, Place):
            assert set(played.placements) == set(action.placements)
        else:
            assert played == action
        person_moves += 1
    assert person_moves >= 5
    qtbot.waitUntil(lambda: not view.animator.busy, timeout=5000)
    # The table shows exactly the game's tiles.
    board = dict(session.view_for(0).board)
    assert {c: i.tile for c, i in view.scene.tiles.items()} == board
    assert view.status_text() == "The game is over."
    assert not view.buttons.confirm.isEnabled()
    # Nothing is left to press: the buttons give way to a note that says so.
    assert not view.buttons.confirm.isVisible() and not view.buttons.hint.isVisible()
    assert view.buttons.note.text() == "The game is over."

    summary = view.end_summary()
    scores = session.state.scores()
    assert [s.score for s in summary.seats] == list(scores)
    assert [s.name for s in summary.seats] == ["Ada", "Bo"]
    assert summary.seats[1].kind_label == "Bot \u00b7 Casual"
    winner = max(range(2), key=lambda i: scores[i])
    if scores[0] != scores[1]:
        assert summary.title == f"{('Ada', 'Bo')[winner]} wins with {scores[winner]} points!"
    assert "points" in summary.best_move
    assert summary.picture is not None and not summary.picture.isNull()

    path = tmp_path / "summary.pdf"
    view.print_summary(pdf_printer(str(path)))
    reader = PdfReader(str(path))
    assert len(reader.pages) == 2
    text = " ".join(" ".join(page.extract_text() for page in reader.pages).split())
    for name, score in zip(("Ada", "Bo"), scores, strict=True):
        assert name in text
        assert str(score) in text
    assert "Bot \u00b7 Casual" in text and "Score by turn" in text and "Best moves" in text


def test_a_bot_move_glides_in_tile_by_tile_and_the_session_waits(qtbot):
    settings = Settings(animation_speed="fast")
    session, view = make_table(qtbot, kinds=("person", "bot"), levels=(None, "casual"), seed=3, settings=settings)
    busy = []
    view.animator.busyChanged.connect(busy.append)
    tile = view.placement.hand[0]
    click_rack(view, rack_index_of(view, tile))
    from tests.views.qwirkle.helpers import click_cell

    click_cell(view, (0, 0))
    click_button(view, view.buttons.confirm)
    session.start()
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=10_000)
    assert busy and busy[0] is True  # the view said it was animating, so the next bot move waits
    bot_move = session.history[1][0]
    qtbot.waitUntil(lambda: not view.animator.busy, timeout=5000)
    assert busy[-1] is False
    if isinstance(bot_move, Place):
        for cell, placed in bot_move.placements:
            item = view.scene.tiles[cell]
            assert item.tile == placed and item.opacity() == 1.0 and item.scale() == 1.0
            assert item._outline is not None  # the opponent's last move is outlined for a moment
    assert view.my_turn()
