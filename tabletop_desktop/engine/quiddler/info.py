"""Quiddler's metadata. The engine is not built yet, so the home screen shows it as coming soon."""

from tabletop_desktop.engine.registry import GameInfo, register

INFO = register(
    GameInfo(
        id="quiddler",
        name="Quiddler",
        pitch="Turn your hand of letter cards into words and go out first.",
        min_seats=2,
        max_seats=8,
        engine_module="tabletop_desktop.engine.quiddler",
        available=False,
        art="quiddler.svg",
    )
)
