"""What the message area and the strip say while the person builds a move: the moment's words,
made more precise by the tentative move (a tile picked up, tiles laid, tiles marked for an
exchange) and by the hint on show. Pure functions, tested without drawing."""

from __future__ import annotations

from tabletop_desktop.engine.qwirkle.tiles import tile_name
from tabletop_desktop.views.qwirkle.moment import QwirkleMoment, tiles_words
from tabletop_desktop.views.qwirkle.placement import Placement

EXCHANGING = "Exchange: click the tiles to swap, then press Confirm (Enter). Esc cancels."
FITS_NOWHERE = "The {tile} fits nowhere {where}: pick another tile, {then}"
PLACE_PICKED = "Place the {tile} on a highlighted cell: click it, or use the arrow keys and Space."
MOVE_READY = "This move: {points} points. Press Confirm (Enter), or Return tiles (Esc)."
PREVIEW_EXCHANGE = "Exchange: {tiles} marked"
PREVIEW_POINTS = "This move: {points} points"
PREVIEW_POINT = "This move: 1 point"


def turn_words(moment: QwirkleMoment, placement: Placement, hint_words: str = "") -> str:
    """What the person may do now, in plain words (`hint_words`: the hint on show, if any)."""
    if not moment.my_turn:
        return moment.status
    p = placement
    if p.mode == "exchange":
        return EXCHANGING
    if p.selected is not None:
        tile = tile_name(p.hand[p.selected])
        if not p.candidates():
            where = "next to this turn's tiles" if p.placed else "on the table"
            then = ("or press Confirm (Enter)." if p.placed and p.confirm_problem() is None
                    else "or exchange (X).")
            return FITS_NOWHERE.format(tile=tile, where=where, then=then)
        return PLACE_PICKED.format(tile=tile)
    if hint_words and p.mode == "place":
        return hint_words
    if p.placed:
        return p.confirm_problem() or MOVE_READY.format(points=p.points())
    return moment.status


def preview_words(placement: Placement) -> str:
    """The strip's line: this move's points, or how many tiles are marked for the exchange."""
    if placement.mode == "exchange":
        return PREVIEW_EXCHANGE.format(tiles=tiles_words(len(placement.marked)))
    points = placement.points()
    if points is None:
        return ""
    return PREVIEW_POINT if points == 1 else PREVIEW_POINTS.format(points=points)
