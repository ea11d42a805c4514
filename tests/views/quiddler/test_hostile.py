"""A hostile player at the Quiddler table: undo at every moment, a view closed in the middle of
its animations, and absurd names."""

from __future__ import annotations

import random
from collections import Counter

from tabletop_desktop.engine.quiddler.actions import LastTurn
from tabletop_desktop.engine.quiddler.solver import best_play
from tabletop_desktop.storage.settings import Settings
from tests.views.quiddler.helpers import acting, make_table


def _table_matches_the_game(view, session) -> None:
    """The cards on the person's side are exactly the seat's hand; nothing else is shown."""
    seat = view.shown_seat
    if seat is None or not view.local.hand_visible():
        return
    hand = session.view_for(seat).hand
    a = view.arrangement
    shown = [a.cards[c] for c in list(a.hand) + [c for row in a.rows for c in row]]
    assert Counter(shown) == Counter(hand)
    own = [k for k in view.scene.cards if isinstance(k, tuple) and k[0] == "h"]
    assert len(own) == len(hand)


def test_undo_at_every_moment_keeps_the_table_and_the_game_in_step(qtbot):
    session, view = make_table(qtbot, seed=31)
    rng = random.Random(8)
    for _ in range(60):
        if session.state.is_over():
            break
        seat = acting(session)
        seen = session.view_for(seat)
        if seen.phase == "draw":
            view.input.draw(rng.choice(["pile", "discard"]) if seen.discard_top else "pile")
        elif seen.went_out is not None:
            play = best_play(seen.hand, view.local.word_list, going_out=False)
            assert session.submit(LastTurn(seat, tuple(tuple(w) for w in play.words), play.discard))
        else:
            play = best_play(seen.hand, view.local.word_list, going_out=True)
            if play is not None and rng.random() < 0.5:
                from tabletop_desktop.engine.quiddler.actions import GoOut

                assert session.submit(GoOut(seat, tuple(tuple(w) for w in play.words), play.discard))
            else:
                view.input.discard(view.arrangement.hand[rng.randrange(len(view.arrangement.hand))])
        _table_matches_the_game(view, session)
        # Undo now: either it is taken back and the table follows, or it is refused with a reason.
        can, reason = session.can_undo()
        before = len(session.history)
        said: list[str] = []
        session.refused.connect(said.append)
        done = session.undo()
        session.refused.disconnect(said.append)
        assert done == can
        if done:
            assert len(session.history) < before
        else:
            assert said and said[0] == reason and reason
        view.refresh()
        _table_matches_the_game(view, session)
        assert view.status_text()


def test_closing_the_view_while_cards_glide_leaves_no_timer_behind(qtbot):
    session, view = make_table(qtbot, settings=Settings(reduce_motion=False), seed=4)
    view.input.draw("pile")
    assert view.scene.mover.busy  # the card drawn is still gliding
    view.shutdown()
    view.close()
    qtbot.wait(600)  # a leftover animation step would raise here
    assert not view.scene.mover.busy
    session.shutdown()


def test_absurd_names_fit_on_the_plates(qtbot):
    from tabletop_desktop.session.game_session import GameSession
    from tabletop_desktop.storage.saves import GameSetup, SeatSetup
    from tabletop_desktop.views.quiddler import create_game_view

    names = ["W" * 60, "&&<b>bold</b>\u202e\u0645\u0631\u062d\u0628\u0627", "\U0001F600" * 20,
             "x", "Ada " * 12, "\t\n", "Bo", "Zo\u0308e"]
    seats = [SeatSetup(n, "person", None) for n in names]
    setup = GameSetup("quiddler", seats, {}, 7)
    session = GameSession(setup, settings=Settings(reduce_motion=True), autosave=False)
    view = create_game_view(session, Settings(reduce_motion=True), None)
    qtbot.addWidget(view)
    view.resize(1024, 640)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.local.word_list is not None, timeout=10_000)
    view.table.fit()
    # The person in seat 0 with the 60-letter name went out: the others' banner names them.
    from tabletop_desktop.engine.quiddler.actions import Draw, GoOut

    seat = acting(session)
    session.submit(Draw(seat, "pile"))
    play = best_play(session.view_for(seat).hand, view.local.word_list, going_out=True)
    assert play is not None, "pick a seed whose first hand can go out"
    assert session.submit(GoOut(seat, tuple(tuple(w) for w in play.words), play.discard))
    view.refresh()
    rect = view.scene.itemsBoundingRect()
    assert rect.width() < 4000  # nothing ran off to the side with a long name
    assert view.status_text()
    # Texts on the felt have fixed boxes: a long name is shortened there, never cut mid-box.
    scene = view.scene
    for text in (scene.round_text.text, scene.banner.text, scene.hand_note.text):
        assert "W" * 21 not in text and "Ada " * 6 not in text


def test_a_refusals_reason_gives_way_to_what_to_do_once_a_move_is_made(qtbot):
    from tabletop_desktop.windows.game_screen import GameScreen

    session, view = make_table(qtbot, kinds=("person", "bot"))
    screen = GameScreen()
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    screen.attach(session, view)
    assert acting(session) == 0, "pick a seed where the person plays first"
    view.input.discard(view.arrangement.hand[0])  # before drawing: refused
    assert screen.status.text().startswith("Draw a card first")
    view.input.draw("pile")
    assert screen.status.text() == view.status_text()
    assert "build words" in screen.status.text()
    view.setParent(None)


def test_a_card_dropped_on_the_draw_pile_goes_back_with_a_reason(qtbot):
    from PySide6.QtCore import QPointF

    from tests.views.quiddler.helpers import card_item, drag_scene

    session, view = make_table(qtbot)
    view.input.draw("pile")
    said: list[str] = []
    session.refused.connect(said.append)
    before = len(session.history)
    cid = view.arrangement.hand[0]
    spot = view.scene.pile_spot()
    drag_scene(view, card_item(view, cid).pos(), QPointF(spot.x, spot.y))
    assert len(session.history) == before and cid in view.arrangement.hand
    assert said and "never goes back on the draw pile" in said[-1]


def test_show_cards_button_with_a_long_name_never_widens_the_view(qtbot):
    # When the next person's hand is face down, "Show <name>'s cards" appears: the button bar
    # must go to two rows (and the name shorten) rather than ask for more width than the view.
    from tabletop_desktop.engine.quiddler import Discard, Draw
    from tabletop_desktop.session.game_session import GameSession
    from tabletop_desktop.storage.saves import GameSetup, SeatSetup
    from tabletop_desktop.storage.settings import Settings
    from tabletop_desktop.views.quiddler import create_game_view

    long_name = "W" * 40
    seats = [SeatSetup("Ada", "person", None), SeatSetup(long_name, "person", None)]
    settings = Settings(reduce_motion=True)
    session = GameSession(GameSetup("quiddler", seats, {}, 5), settings=settings, autosave=False)
    view = create_game_view(session, settings, None)
    qtbot.addWidget(view)
    view.resize(700, 700)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: view.local.word_list is not None, timeout=10_000)
    view.reveal()
    seat = session.state.pending()[0]
    assert session.submit(Draw(seat, "pile"))
    assert session.submit(Discard(seat, session.view_for(seat).hand[0]))
    qtbot.wait(50)
    button = view.actions_bar.show_cards
    assert button.isVisibleTo(view.actions_bar)
    assert long_name not in button.text() and long_name in button.toolTip()
    bar = view.actions_bar
    # One row only when it fits, else two: never a bar wider than the view.
    assert bar.compact == (view.width() < bar.row_width() + 30)
    assert view.minimumSizeHint().width() <= view.width()
