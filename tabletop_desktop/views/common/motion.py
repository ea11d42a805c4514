"""How fast the table moves: one factor every game's animations are multiplied by, from the
settings' own table (`storage.settings.animation_seconds`)."""

from __future__ import annotations

from tabletop_desktop.storage.settings import Settings, animation_seconds


def motion_factor(settings: Settings | None) -> float:
    """1.0 at normal speed, 1.6 slow, 0.5 fast, 0 with "reduce motion" (views jump to the end)."""
    return animation_seconds(settings if settings is not None else Settings(), 1.0)
