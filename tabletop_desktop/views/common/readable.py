"""Text painted in a scene that is scaled to fit the window stays readable: a label drawn at
`px` scene pixels shrinks with the scene (a 15 px caption is 10 px high at 1024 x 700), so each
painted label asks for at least `MIN_SCREEN_PX` pixels on screen and grows in the scene instead.
Shared by the games' scene views."""

from __future__ import annotations

from math import hypot

from PySide6.QtGui import QPainter

MIN_SCREEN_PX = 12.0  # a font's pixel size on screen (logical pixels): capitals about 9 px high


def screen_scale(painter: QPainter) -> float:
    """How many screen pixels one scene pixel covers where `painter` paints now."""
    t = painter.worldTransform()
    return max(hypot(t.m11(), t.m12()), 1e-6)


def readable_px(px: float, scale: float) -> float:
    """The scene pixel size for a label meant to be `px` scene pixels, when one scene pixel is
    `scale` screen pixels: never less than `MIN_SCREEN_PX` on screen."""
    return max(px, MIN_SCREEN_PX / max(scale, 1e-6))
