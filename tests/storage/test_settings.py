"""Settings: round trip, defaults, damaged files and bad values."""

from __future__ import annotations

import json

import pytest

from tabletop_desktop.storage.jsonfile import envelope
from tabletop_desktop.storage.settings import (
    Settings,
    animation_seconds,
    bot_pause_seconds,
    load_settings,
    save_settings,
    settings_path,
)


def test_missing_file_gives_defaults_without_warning():
    assert load_settings() == (Settings(), [])


def test_round_trip():
    settings = Settings(
        animation_speed="slow",
        bot_speed="fast",
        theme="dark",
        colour_blind=True,
        reduce_motion=True,
        new_game_defaults={
            "chips": {
                "seats": [{"name": "Ada", "kind": "person", "level": None}],
                "options": {"undo": False},
            }
        },
        window_geometry="AdnQywADAAA=",
        last_game_id="chips",
    )
    save_settings(settings)
    assert load_settings() == (settings, [])


def test_damaged_file_is_set_aside_and_defaults_are_used():
    path = settings_path()
    path.write_bytes(b'{"format": "tabletop-desktop/settings", "version": 1, "theme": "da')
    settings, warnings = load_settings()
    assert settings == Settings()
    assert not path.exists()
    asides = list(path.parent.glob("settings.json.damaged-*"))
    assert len(asides) == 1 and asides[0].read_bytes().startswith(b'{"format"')
    assert warnings == [
        f"This settings file is damaged (it ends too early) and was set aside as {asides[0].name}. "
        "Default settings are used."
    ]


def test_settings_from_a_newer_version_are_left_in_place_and_never_overwritten():
    newer = json.dumps(envelope("settings", 99, {"theme": "dark"}))
    settings_path().write_text(newer)
    settings, warnings = load_settings()
    assert settings == Settings()
    assert len(warnings) == 1 and "newer version of Tabletop Desktop" in warnings[0]
    assert "left as it is for that version" in warnings[0]
    assert settings_path().read_text() == newer  # going back to that version finds them
    assert not list(settings_path().parent.glob("*.damaged-*"))
    # Saving here (a changed theme, the window size at quit) leaves that file alone.
    assert save_settings(Settings(theme="light", reduce_motion=True)) is False
    assert settings_path().read_text() == newer
    settings_path().unlink()
    assert save_settings(Settings(theme="dark")) is True
    assert load_settings() == (Settings(theme="dark"), [])


def test_bad_values_are_replaced_field_by_field_and_unknown_keys_ignored():
    data = envelope(
        "settings",
        1,
        {
            "animation_speed": "ludicrous",
            "bot_speed": "fast",
            "theme": 3,
            "colour_blind": "yes",
            "reduce_motion": True,
            "new_game_defaults": [1],
            "window_geometry": "not base64!",
            "last_game_id": "",
            "sparkles": True,
        },
    )
    settings_path().write_text(json.dumps(data))
    settings, warnings = load_settings()
    assert settings == Settings(bot_speed="fast", reduce_motion=True)
    assert warnings == [
        "Some settings had values this version does not understand and were reset to their "
        "defaults: animation speed, theme, colour-blind help, new-game choices, window size, "
        "last game."
    ]
    assert settings_path().exists()  # a file with odd values is not damaged: it stays


def test_saving_a_bad_value_is_refused():
    with pytest.raises(ValueError, match="theme"):
        save_settings(Settings(theme="purple"))
    assert not settings_path().exists()


def test_speed_helpers():
    assert animation_seconds(Settings(), 0.3) == pytest.approx(0.3)
    assert animation_seconds(Settings(animation_speed="slow"), 0.3) > 0.3
    assert animation_seconds(Settings(animation_speed="fast"), 0.3) < 0.3
    assert animation_seconds(Settings(reduce_motion=True, animation_speed="slow"), 0.3) == 0
    pauses = [bot_pause_seconds(Settings(bot_speed=s)) for s in ("slow", "normal", "fast")]
    assert pauses == [1.2, 0.7, 0.25]
