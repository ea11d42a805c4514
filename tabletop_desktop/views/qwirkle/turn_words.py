"""What the message area and the strip say while the person builds a move: the moment's words,
made more precise by the tentative move (a tile picked up, tiles laid, tiles marked for an
exchange) and by the hint on show. Pure functions, tested without drawing."""

from __future__ import annotations

from tabletop_desktop.engine.qwirkle.tiles import tile_name
from tabletop_desktop.i18n import fill, text, translate
from tabletop_desktop.views.qwirkle.moment import QwirkleMoment
from tabletop_desktop.views.qwirkle.placement import Placement


def _fits_nowhere(tile: str, placed: bool, may_confirm: bool) -> str:
    """The picked tile fits nowhere: four whole sentences (next to this turn's tiles or on the
    table; confirm what is laid, or exchange)."""
    if placed and may_confirm:
        words = translate("QwirkleTurnWords", "The {tile} fits nowhere next to this turn's tiles: pick "
                          "another tile, or press Confirm (Enter).")
    elif placed:
        words = translate("QwirkleTurnWords", "The {tile} fits nowhere next to this turn's tiles: pick "
                          "another tile, or exchange (X).")
    else:
        words = translate("QwirkleTurnWords", "The {tile} fits nowhere on the table: pick another tile, or "
                          "exchange (X).")
    return fill(words, {"tile": tile})


def turn_words(moment: QwirkleMoment, placement: Placement, hint_words: str = "") -> str:
    """What the person may do now, in plain words (`hint_words`: the hint on show, if any)."""
    if not moment.my_turn:
        return moment.status
    p = placement
    if p.mode == "exchange":
        return translate("QwirkleTurnWords", "Exchange: click the tiles to swap, then press Confirm (Enter). "
                         "Esc cancels.")
    if p.selected is not None:
        tile = text(tile_name(p.hand[p.selected]))
        if not p.candidates():
            return _fits_nowhere(tile, bool(p.placed), p.confirm_problem() is None)
        return fill(translate("QwirkleTurnWords", "Place the {tile} on a highlighted cell: click it, or use "
                              "the arrow keys and Space."), {"tile": tile})
    if hint_words and p.mode == "place":
        return hint_words
    if p.placed:
        problem = p.confirm_problem()
        if problem:
            return problem
        # English says "1 points" here today; one plural message keeps it so.
        return translate("QwirkleTurnWords", "This move: %n points. Press Confirm (Enter), or Return tiles "
                         "(Esc).", "", p.points() or 0)
    return moment.status


def preview_words(placement: Placement) -> str:
    """The strip's line: this move's points, or how many tiles are marked for the exchange."""
    if placement.mode == "exchange":
        marked = len(placement.marked)
        if marked == 1:
            return translate("QwirkleTurnWords", "Exchange: 1 tile marked")
        return translate("QwirkleTurnWords", "Exchange: %n tiles marked", "", marked)
    points = placement.points()
    if points is None:
        return ""
    if points == 1:
        return translate("QwirkleTurnWords", "This move: 1 point")
    return translate("QwirkleTurnWords", "This move: %n points", "", points)
