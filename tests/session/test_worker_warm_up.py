"""The worker makes a game's heavy bots before their first request (Qwixx's Expert loads its value
tables when made: about a second and a half that used to land on its first move)."""

from __future__ import annotations

from tabletop_desktop.session import bot_worker


def test_warm_up_makes_the_named_bots_once(monkeypatch) -> None:
    made: list[tuple[str, str]] = []

    class Bot:
        pass

    def fake_make(engine_module: str, level: str) -> Bot:
        made.append((engine_module, level))
        return Bot()

    monkeypatch.setattr(bot_worker, "_bots", {})
    module = "tabletop_desktop.engine.qwixx"
    monkeypatch.setattr("tabletop_desktop.engine.qwixx.make_bot",
                        lambda level: fake_make(module, level), raising=False)
    assert bot_worker.warm_up(module, ("expert",))
    first = bot_worker.bot_for(module, "expert")
    assert made == [(module, "expert")]  # made by the warm-up, reused by the request
    assert bot_worker.bot_for(module, "expert") is first
