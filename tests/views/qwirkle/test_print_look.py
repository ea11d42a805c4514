"""The printed summary saves ink and follows the person's palette: the board on white paper, the
chart in the colour-blind colours when they are on, one space before "(winner)"."""

from __future__ import annotations

from pypdf import PdfReader
from PySide6.QtGui import QColor

from tabletop_desktop.engine.qwirkle.advice import best_scoring_action
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.common import totals_chart
from tabletop_desktop.views.common.theme import seat_colour
from tabletop_desktop.views.qwirkle import printing
from tabletop_desktop.views.qwirkle.printing import pdf_printer, print_summary
from tabletop_desktop.views.qwirkle.summary import board_picture
from tests.views.qwirkle.helpers import make_table


def _play_a_few(session, moves: int = 4) -> None:
    for _ in range(moves):
        seat = session.state.pending()[0]
        assert session.submit(best_scoring_action(session.view_for(seat)))


def test_the_printed_board_is_on_white_paper(qtbot):
    session, view = make_table(qtbot)
    _play_a_few(session)
    paper = board_picture(view.scene, 300, on_paper=True).toImage()
    assert QColor(paper.pixel(1, 1)) == QColor("white")
    felt = board_picture(view.scene, 300).toImage()
    assert QColor(felt.pixel(1, 1)) != QColor("white")  # the screen keeps its felt


def test_the_chart_uses_the_colour_blind_palette_and_one_space_before_winner(qtbot, tmp_path,
                                                                              monkeypatch):
    settings = Settings(reduce_motion=True, colour_blind=True)
    session, view = make_table(qtbot, settings=settings)
    _play_a_few(session)
    real = printing.game_facts

    def facts_with_a_winner(*args):
        facts = real(*args)
        facts.winners = [0]
        return facts

    monkeypatch.setattr(printing, "game_facts", facts_with_a_winner)
    used: list[QColor] = []
    original_pen = printing.QPen

    def recording_pen(colour, *args):
        if isinstance(colour, QColor):
            used.append(QColor(colour))
        return original_pen(colour, *args)

    monkeypatch.setattr(printing, "QPen", recording_pen)
    monkeypatch.setattr(totals_chart, "QPen", recording_pen)  # the chart's lines are drawn there
    drawn: list[str] = []
    real_text = printing._text

    def recording_text(painter, x, y, text, *args):
        drawn.append(text)
        return real_text(painter, x, y, text, *args)

    monkeypatch.setattr(printing, "_text", recording_text)
    path = tmp_path / "summary.pdf"
    print_summary(session.facts(), session.played(), True, view.scene, pdf_printer(str(path)))
    blind = {seat_colour(i, True).name() for i in range(2)}
    usual = {seat_colour(i, False).name() for i in range(2)} - blind
    names = {c.name() for c in used}
    assert blind <= names and not (usual & names)
    assert f"{session.names()[0]} (winner)" in drawn
    assert len(PdfReader(str(path)).pages) == 2
