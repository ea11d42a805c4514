"""The end of a game: the summary's per-row scores, winner, end reason and picture; the printed
summary as a PDF; and screenshots of the view in the light, dark and colour-blind looks."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage

from tabletop_desktop.engine.qwixx import make_bot
from tabletop_desktop.storage.settings import Settings
from tabletop_desktop.views.qwirkle.printing import pdf_printer
from tabletop_desktop.views.qwixx.palette import PadStyle
from tabletop_desktop.views.qwixx.printing import (
    spread_labels,
    summary_pages,
    summary_pages_and_layout,
)
from tabletop_desktop.views.qwixx.summary import row_details
from tests.views.qwixx.helpers import make_table


def _play_out(session, limit=2000):
    """Every seat plays the Casual bot's choice through the session, to the end."""
    import random

    bot, rng = make_bot("casual"), random.Random(1)
    for _ in range(limit):
        if session.state.is_over():
            return
        for seat in session.state.pending():
            action = bot.choose(session.view_for(seat), rng, 0.1)
            if session.is_bot(seat):
                session._play(action)
            else:
                assert session.submit(action)


def test_end_summary_has_every_sheets_rows_the_winner_and_how_it_ended(qtbot):
    session, view = make_table(qtbot, kinds=("person", "bot", "bot"), seed=8)
    _play_out(session)
    assert session.state.is_over()
    summary = view.end_summary()
    facts = view.game_facts()
    scores = session.state.scores()
    assert [s.score for s in summary.seats] == list(scores)
    best = max(scores)
    assert [s.winner for s in summary.seats] == [v == best for v in scores]
    for seat, result in enumerate(summary.seats):
        assert result.details == row_details(facts.sheets[seat])
        assert result.details.startswith("red ")
        assert facts.sheets[seat].score() == scores[seat]  # the drawn sheet adds up to the score
    assert summary.lines[0].startswith("The game ended: ")
    assert summary.lines[1] == f"{session.state.rolls} rolls in all."
    assert summary.picture is not None and not summary.picture.isNull()
    assert all(len(p) == facts.rolls + 1 for p in facts.progress)
    assert summary.best_move.split(":")[0] in session.names()


def test_printed_summary_writes_a_pdf(qtbot, tmp_path):
    session, view = make_table(qtbot, kinds=("person", "bot", "bot", "bot"), seed=9)
    _play_out(session)
    path = tmp_path / "qwixx.pdf"
    view.print_summary(pdf_printer(str(path)))
    data = path.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 5000
    # One page: the results, the chart and the four sheets under them (it took three pages,
    # page 1 half empty).
    assert data.count(b"/Type /Page") - data.count(b"/Type /Pages") == 1
    pages = summary_pages(view.game_facts(), 400)
    assert len(pages) == 1
    assert _distinct_colours(pages[0]) > 6  # writing, lines and sheets


def test_chart_labels_keep_their_lines_order_and_stay_apart():
    ys = spread_labels([50.0, 52.0, 10.0, 51.0], 5.0, 0.0, 100.0)
    assert ys[2] == 10.0
    order = sorted(range(4), key=lambda i: ys[i])
    assert order == [2, 0, 3, 1]  # the same order as the values given
    assert all(b - a >= 5.0 - 1e-9 for a, b in zip(sorted(ys), sorted(ys)[1:], strict=False))


def _distinct_colours(image: QImage, step: int = 7) -> int:
    seen = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            c = image.pixelColor(x, y)
            seen.add((c.red() // 32, c.green() // 32, c.blue() // 32))
    return len(seen)


def test_screenshots_in_each_look_are_full_and_keep_the_rows_apart(qtbot, tmp_path):
    for name, settings in (("light", Settings(reduce_motion=True)),
                           ("dark", Settings(reduce_motion=True, theme="dark")),
                           ("colour-blind", Settings(reduce_motion=True, colour_blind=True))):
        session, view = make_table(qtbot, kinds=("person", "bot", "bot"), settings=settings)
        view.roll()
        image = view.grab().toImage()
        assert image.width() >= 1000 and image.height() >= 700
        assert _distinct_colours(image) > 20, name
        assert image.save(str(tmp_path / f"{name}.png"))
    for colour_blind in (False, True):
        style = PadStyle(colour_blind=colour_blind)
        rows = [style.row(r) for r in ("red", "yellow", "green", "blue")]
        # Every pair of rows differs clearly in hue or in lightness...
        for i, a in enumerate(rows):
            for b in rows[i + 1:]:
                gap = abs(a.hsvHue() - b.hsvHue())
                gap = min(gap, 360 - gap)
                assert gap >= 25 or abs(a.lightness() - b.lightness()) >= 40, (colour_blind, a.name(), b.name())
    # ... and in the colour-blind palette the rows also carry a pattern (and always their name).
    from tabletop_desktop.views.qwixx.palette import ROW_NAMES, ROW_PATTERNS

    assert len({p for p in ROW_PATTERNS.values()}) == 4
    assert set(ROW_NAMES) == {"red", "yellow", "green", "blue"}
    assert QColor(PadStyle(colour_blind=True).row("red")) != QColor(PadStyle().row("red"))


def test_the_view_fits_the_game_area_of_a_1024_by_700_window(qtbot):
    from tests.windows.layout_check import problems

    session, view = make_table(qtbot, kinds=("person", "bot", "bot", "bot", "bot"), size=(694, 560))
    view.roll()
    assert problems(view) == []
    shown = [view.scene.shown_item(seat) for seat in range(5)]  # sheets, or strips in brief
    for item in shown:  # every seat in sight, none over another
        assert item.isVisible()
        assert view.scene.table_rect.contains(item.sceneBoundingRect().adjusted(4, 4, -12, -12))
    rects = [item.sceneBoundingRect().adjusted(4, 4, -12, -12) for item in shown]
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def _colours_in(image: QImage) -> set[str]:
    """Every colour on the page, as "#rrggbb"."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    data = bytes(image.constBits())
    # Format_RGB32 stores each pixel as B, G, R, 0xff in memory on little-endian machines.
    return {f"#{data[i + 2]:02x}{data[i + 1]:02x}{data[i]:02x}" for i in range(0, len(data), 4)}


def test_printed_summary_follows_the_colour_blind_setting(qtbot):
    from tabletop_desktop.views.common.theme import seat_colour

    for colour_blind in (False, True):
        session, view = make_table(qtbot, kinds=("person", "bot"), seed=9,
                                settings=Settings(reduce_motion=True, colour_blind=colour_blind))
        _play_out(session)
        assert view.game_facts().colour_blind is colour_blind
        pages, layout = summary_pages_and_layout(view.game_facts(), 620)
        assert len(pages) == 1  # two sheets fit under the chart
        results = pages[0].copy(0, 0, pages[0].width(), int(layout.sheets_title))
        sheets = pages[0].copy(0, int(layout.sheets_title), pages[0].width(), pages[0].height())
        on_results, on_sheets = _colours_in(results), _colours_in(sheets)
        # The score table's seat dots and the chart's lines use the setting's seat colours...
        for seat in (0, 1):
            assert seat_colour(seat, colour_blind).name() in on_results
            assert seat_colour(seat, not colour_blind).name() not in on_results
        # ...and the sheets are painted in the setting's row colours, as on screen.
        for row in ("red", "green", "blue"):
            assert PadStyle(colour_blind=colour_blind).row(row).name() in on_sheets
            assert PadStyle(colour_blind=not colour_blind).row(row).name() not in on_sheets


def _ink_share(image: QImage, top: int, bottom: int, step: int = 3) -> float:
    """The share of sampled pixels between `top` and `bottom` that are not white paper."""
    seen = inked = 0
    for y in range(top, bottom, step):
        for x in range(0, image.width(), step):
            c = image.pixelColor(x, y)
            seen += 1
            inked += (c.red() + c.green() + c.blue()) < 3 * 235
    return inked / max(1, seen)


def test_the_printed_summary_uses_page_one_for_the_sheets(qtbot):
    for seats in (1, 3, 5):
        kinds = ("person",) + ("bot",) * (seats - 1)
        session, view = make_table(qtbot, kinds=kinds, seed=9)
        _play_out(session)
        pages, layout = summary_pages_and_layout(view.game_facts(), 620)
        first = pages[0]
        # The sheets start on page 1, right under the chart, and its lower part is used.
        on_first = [place for place in layout.places if place.page == 0]
        assert on_first and on_first[0].seat == 0
        assert layout.chart.bottom() < on_first[0].rect.top()
        assert _ink_share(first, int(first.height() * 0.8), first.height()) > 0.05, seats
        # Every seat's sheet once, on the page, none over another.
        assert sorted(place.seat for place in layout.places) == list(range(seats))
        page = first.rect()
        for place in layout.places:
            assert page.contains(place.rect.toRect()), (seats, place)
        for i, a in enumerate(layout.places):
            for b in layout.places[i + 1:]:
                assert a.page != b.page or not a.rect.intersects(b.rect)
        assert len(pages) == layout.pages == 1
