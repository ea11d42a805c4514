"""The About dialog names the games that can be played as playable, from the registry."""

from __future__ import annotations

from tabletop_desktop.engine.registry import BUILTIN_GAMES, game
from tabletop_desktop.windows.about_dialog import about_text


def test_about_names_every_built_in_game_as_playable():
    text = about_text()
    playing = text.split(".")[0]  # "Modern tabletop classics on your desktop: Qwirkle, ..."
    assert all(game(g).name in playing for g in BUILTIN_GAMES), text
    assert "coming" not in text.lower()  # every game is available
