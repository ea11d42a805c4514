"""The pseudo-language (xx: accented, about 40 % longer, bracketed) through the layout checks of
tests/windows/test_screen_sizes.py at 1024 x 700, at 100 % and 200 %: nothing cut off, squeezed
or overlapping with longer texts; and every text a person reads on those screens (home, New Game,
each game, Settings, Statistics, Rules, About, keyboard help, the end dialog) bracketed, so no
English is left.

The English-left check lists the unbracketed texts per screen.
"""

from __future__ import annotations

import pytest

from tests.windows.test_screen_sizes import run_check


@pytest.fixture(scope="module", params=["1", "2"])
def report(request, tmp_path_factory, monkeypatch_module):
    scale = request.param
    monkeypatch_module.setenv("LAYOUT_CHECK_LANGUAGE", "xx")
    factor = float(scale)
    return run_check(tmp_path_factory.mktemp(f"xx{scale}"), scale,
                     (int(1920 * factor), int(1080 * factor)), (1024, 700), "light")


@pytest.fixture(scope="module")
def monkeypatch_module():
    with pytest.MonkeyPatch.context() as patch:
        yield patch


def test_the_check_ran_in_the_pseudo_language(report) -> None:
    assert {"home", "new_game", "settings", "game", "game_qwixx", "game_quiddler", "end",
            "english:home", "english:settings"} <= set(report)
    assert "english:settings" in report


def test_pseudo_language_fits_every_screen(report) -> None:
    found = {name: f for name, f in report.items() if f and not name.startswith("english:")}
    assert found == {}


def test_no_english_left_on_any_screen(report) -> None:
    left = {name[len("english:"):]: f for name, f in report.items()
            if name.startswith("english:") and f}
    assert left == {}, "\n".join(f"{screen}: {text}" for screen, texts in left.items()
                                 for text in texts)
