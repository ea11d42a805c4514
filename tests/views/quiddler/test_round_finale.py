"""Two players: the person goes out, the bot's last turn ends the round. Its words are laid down
on the table, card by card, before the round summary opens (they used to be only text in it)."""

from __future__ import annotations

import time

from tabletop_desktop.engine.quiddler.actions import Discard, Draw, GoOut, LastTurn
from tabletop_desktop.engine.quiddler.solver import best_play
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.quiddler.finale import READ_MS
from tests.views.quiddler.helpers import acting, make_table


def _play(session, action) -> None:
    """A move of either seat: the person's through `submit`, the bot's the way its answer is
    played (the test chooses it, so the round goes the same way every time)."""
    assert session.submit(action) if action.seat == 0 else session._play(action)


def _person_goes_out(view, session) -> None:
    """The person plays by the solver and goes out as soon as it can; the bot draws and
    discards."""
    while session.state.went_out is None:
        seat = acting(session)
        _play(session, Draw(seat, "pile"))
        v = session.view_for(seat)
        out = best_play(v.hand, view.local.word_list, going_out=True) if seat == 0 and v.may_go_out else None
        if out is not None:
            _play(session, GoOut(0, out.words, out.discard))
        else:
            _play(session, Discard(seat, v.hand[0]))


def _bot_last_turn(view, session) -> LastTurn:
    _play(session, Draw(1, "pile"))
    v = session.view_for(1)
    keep = best_play(v.hand, view.local.word_list, going_out=False)
    action = LastTurn(1, tuple(keep.words), keep.discard)
    _play(session, action)
    return action


def test_the_bots_last_words_are_laid_on_the_table_before_the_summary(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot"), seed=8, settings=Settings())
    _person_goes_out(view, session)
    assert session.state.went_out == 0
    qtbot.waitUntil(lambda: not view.scene.mover.busy, timeout=5000)
    said: list[str] = []
    view.statusChanged.connect(said.append)
    _bot_last_turn(view, session)
    seen = time.monotonic()
    assert session.state.round == 2  # the game has dealt round 2 already
    result = session.state.round_results[0]
    assert result.words[1], "pick a seed where the bot lays a word down"
    panel = view.round_panel
    assert not panel.isVisible()  # not yet: the table shows the bot's last turn first
    laid = {k: item for k, item in view.scene.cards.items() if isinstance(k, tuple) and k[:2] == ("l", 1)}
    words = [c for word in result.words[1] for c in word]
    assert sorted(item.card for item in laid.values()) == sorted(words + list(result.left[1]))
    assert all(item.face_up for item in laid.values())
    # Card by card: the last one sets off well after the first (a pace a person can follow).
    assert view.scene.mover.busy
    assert said[-1].startswith("Bo's last turn: Bo lays down")
    assert view.status_text() == said[-1]  # what the game screen asks for says it too
    assert session.bots.is_held()
    assert not view.local.my_turn()  # nobody plays on a table that still shows the old round
    qtbot.waitUntil(panel.isVisible, timeout=10_000)
    assert time.monotonic() - seen >= READ_MS / 1000 - 0.1  # time to read the words
    assert session.bots.is_held()  # now the summary holds them, until Continue
    panel.close_button.click()
    assert not session.bots.is_held()
    assert not any(isinstance(k, tuple) and k[:2] == ("l", 1) for k in view.scene.cards)
