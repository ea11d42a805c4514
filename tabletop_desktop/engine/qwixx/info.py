"""Qwixx's metadata. The engine is not built yet, so the home screen shows it as coming soon."""

from tabletop_desktop.engine.registry import GameInfo, register

INFO = register(
    GameInfo(
        id="qwixx",
        name="Qwixx",
        pitch="Roll the dice, cross the numbers, lock the rows before the others do.",
        min_seats=1,
        max_seats=5,
        engine_module="tabletop_desktop.engine.qwixx",
        available=False,
        art="qwixx.svg",
    )
)
