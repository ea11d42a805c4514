"""The end of a network game on each computer: the real server, the host's computer and a joining
one each showing the game in its real view (offscreen) on a `RemoteSession`, played to the end.
Each computer keeps the game once as a finished game of its own (from the summary the server
sent), its statistics count it for the person who played there, the History lists it, and the
end-of-game dialog and the printed summary show the right names and scores."""

from __future__ import annotations

import importlib

import pytest
from pypdf import PdfReader

from tabletop_desktop.session.remote_session import RemoteSession
from tabletop_desktop.storage.records import NETWORK_SETUP, load_records
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.storage.statistics import load_statistics
from tabletop_desktop.windows.end_dialog import EndDialog
from tabletop_desktop.windows.printing import export_pdf
from tabletop_desktop.windows.statistics_history import NETWORK, HistoryPanel
from tests.network.table import FAST, WAIT_MS, close_all, open_table

GAME_MS = 25000


def _view(qtbot, session, game_id):
    module = importlib.import_module(f"tabletop_desktop.views.{game_id}")
    view = module.create_game_view(session, Settings(reduce_motion=True), None)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    session.start()
    return view


def _pdf_text(path) -> str:
    text = " ".join(page.extract_text() or "" for page in PdfReader(str(path)).pages)
    return " ".join(text.split())  # the words come apart by tabs and line breaks


# Quiddler's best move is a word (a summary only the server can build); Qwixx has a bot.
@pytest.mark.parametrize(("GAME", "bots"), [("quiddler", 0), ("qwixx", 1)])
def test_each_computer_keeps_the_finished_game_once_counts_it_and_prints_it(
        qtbot, server, tmp_path, GAME, bots):  # noqa: N803 - the game, as the module said it
    options = {"word_list": "common"} if GAME == "quiddler" else {}
    host, (joiner,) = open_table(qtbot, server, GAME, joiners=1, bots=bots, options=options)
    everyone = [host, joiner]
    folders = [tmp_path / "host-records", tmp_path / "joiner-records"]  # two computers' disks
    for computer, folder in zip(everyone, folders, strict=True):
        computer.session.records_folder = folder
    views = [_view(qtbot, c.session, GAME) for c in everyone]
    for computer in everyone:
        computer.play_if_due()
    qtbot.waitUntil(lambda: all(c.session.record_path is not None for c in everyone),
                    timeout=GAME_MS)
    facts = host.session.facts()
    assert facts.over and joiner.session.facts().scores == facts.scores

    # The server's summary, with the game's own best move (a word), on both computers.
    summaries = [c.session.summary() for c in everyone]
    assert summaries[0] == summaries[1] and summaries[0] is host.session.final_summary
    assert [s.score for s in summaries[0].seats] == list(facts.scores)
    assert [s.name for s in summaries[0].seats] == ["Ada", "Bo", "Bot 1"][:2 + bots]
    assert summaries[0].best_move is not None and summaries[0].reason
    if GAME == "quiddler":
        assert " laid down " in summaries[0].best_move.description
    else:
        assert summaries[0].extras["rolls"] == summaries[0].turns > 0

    for computer, folder, name in zip(everyone, folders, ("Ada", "Bo"), strict=True):
        games, warnings = load_records(GAME, folder)
        assert warnings == [] and len(games) == 1
        kept = games[0]
        assert kept.path == computer.session.record_path
        assert kept.summary == summaries[0]
        assert kept.network is not None and kept.network.seats_here == computer.session.seats_here
        assert kept.setup is None and kept.setup_problem == NETWORK_SETUP
        stats, _ = load_statistics(GAME, folder)
        assert stats.games_played == 1
        assert stats.games_by_level == ({"beginner": 1} if bots else {})
        assert [p.name for p in stats.people] == [name]  # the person of this computer only
        seat = computer.session.seats_here[0]
        assert stats.people[0].wins == (seat in facts.winners)
        assert stats.best_score is not None and stats.best_score.score == facts.scores[seat]
        history = HistoryPanel(games)
        qtbot.addWidget(history)
        assert NETWORK in history.table.item(0, 4).text()
        assert "Ada" in history.table.item(0, 2).text() and "Bo" in history.table.item(0, 2).text()
        assert history.print_button.isEnabled() is False  # nothing to replay it from
        assert "network table" in history.reason.text()

    # The end-of-game dialog and the printed summary on each computer.
    for computer, view in zip(everyone, views, strict=True):
        qtbot.waitUntil(lambda v=view: v.model.facts.over, timeout=WAIT_MS)
        end = view.end_summary()
        assert sorted((s.name, s.score) for s in end.seats) == sorted(
            zip(facts.names, facts.scores, strict=True))
        dialog = EndDialog(end)
        qtbot.addWidget(dialog)
        shown = {dialog.table.item(r, c).text() for r in range(dialog.table.rowCount())
                 for c in range(dialog.table.columnCount()) if dialog.table.item(r, c)}
        assert {"Ada", "Bo"} <= shown
        pdf = export_pdf(view, tmp_path / f"summary-{computer.session.seats_here[0]}.pdf")
        text = _pdf_text(pdf)
        for name, score in zip(facts.names, facts.scores, strict=True):
            assert name in text and str(score) in text

    # Told again after coming back to the finished table: still recorded once.
    tokens = joiner.session.resume_tokens()
    close_all(*everyone)
    again = RemoteSession(joiner.session.url, backoff=FAST)
    again.records_folder = folders[1]
    again.rejoin(tokens)
    qtbot.waitUntil(lambda: again.record_path is not None, timeout=WAIT_MS)
    assert again.record_path == joiner.session.record_path
    assert len(list(folders[1].glob("*.json"))) == 1
    assert len(load_records(GAME, folders[1])[0]) == 1
    again.close()
