"""BotRunner: threads and the worker process answer on the GUI thread; stale answers are dropped."""

from __future__ import annotations

import threading

import pytest

import tests.support.toy_game as toy
from tabletop_desktop.engine.core import View
from tabletop_desktop.session.bot_runner import BotRequest, BotRunner

ENGINE = toy.INFO.engine_module


def request_for(seat: int = 0, level: str = "first", seed: int = 1) -> BotRequest:
    state = toy.new_game(2, seed=3, options={})
    return BotRequest(seat, state.view_for(seat), toy.INFO.bot_level(level), seed, 0.1)


@pytest.fixture
def runner(qtbot):
    r = BotRunner(ENGINE, base_pause_s=0.0)
    yield r
    r.shutdown()


def test_light_bot_answers_on_the_gui_thread(qtbot, runner):
    seen = []
    runner.answered.connect(lambda seat, action: seen.append((seat, action, threading.current_thread())))
    with qtbot.waitSignal(runner.thinking, timeout=2000):
        runner.want([request_for()])
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    seat, action, thread = seen[0]
    hand = toy.new_game(2, seed=3, options={}).hands[0]
    assert seat == 0 and action == toy.PlayChip(0, hand[0])
    assert thread is threading.main_thread()
    assert runner.in_flight() == frozenset()


def test_heavy_bot_answers_from_the_worker_process(qtbot, runner):
    with qtbot.waitSignal(runner.answered, timeout=20000) as blocker:
        runner.want([request_for(level="slow")])
    seat, action = blocker.args
    assert seat == 0 and isinstance(action, toy.PlayChip)


def test_answer_after_invalidate_is_dropped(qtbot, runner):
    seen = []
    runner.answered.connect(lambda *args: seen.append(args))
    with qtbot.waitSignal(runner.thinking, timeout=2000):
        runner.want([request_for(level="slow")])
    runner.invalidate()
    qtbot.wait(900)  # long enough for the 0.2 s heavy bot (worker already warm or not)
    assert seen == []
    # A new request in the new generation is answered normally.
    with qtbot.waitSignal(runner.answered, timeout=20000):
        runner.want([request_for(level="first")])


def test_requests_wait_while_a_view_animates(qtbot, runner):
    seen = []
    runner.answered.connect(lambda *args: seen.append(args))
    runner.set_animating(True)
    runner.want([request_for()])
    qtbot.wait(300)
    assert seen == [] and runner.in_flight() == frozenset()
    runner.set_animating(False)
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)


def test_requests_wait_while_a_view_holds_the_bots_however_long(qtbot, runner, monkeypatch):
    import tabletop_desktop.session.bot_runner as bot_runner

    monkeypatch.setattr(bot_runner, "ANIMATION_TIMEOUT_S", 0.1)  # a hold has no such limit
    seen = []
    runner.answered.connect(lambda *args: seen.append(args))
    runner.hold("round summary", True)
    runner.hold("another panel", True)
    runner.want([request_for()])
    runner.set_animating(True)
    runner.set_animating(False)
    qtbot.wait(400)
    assert seen == [] and runner.in_flight() == frozenset() and runner.is_held()
    runner.hold("round summary", False)
    qtbot.wait(200)
    assert seen == []  # one hold is still on
    runner.hold("another panel", False)
    assert not runner.is_held()
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)


def test_pause_from_the_speed_setting_comes_first(qtbot):
    runner = BotRunner(ENGINE, base_pause_s=0.4)
    seen = []
    runner.answered.connect(lambda *args: seen.append(args))
    runner.want([request_for()])
    qtbot.wait(200)
    assert seen == []
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    runner.shutdown()


def test_a_bot_that_raises_is_reported(qtbot, runner):
    broken = BotRequest(0, View(0, 2, (0,), (0, 0), False), toy.INFO.bot_level("first"), 1, 0.1)
    with qtbot.waitSignal(runner.failed, timeout=3000) as blocker:
        runner.want([broken])
    seat, message = blocker.args
    assert seat == 0 and "AssertionError" in message


def test_worker_pool_is_another_process_and_is_reused():
    import os

    from tabletop_desktop.session.bot_runner import worker_pool

    pool = worker_pool()
    assert pool.submit(os.getpid).result(timeout=20) != os.getpid()
    assert worker_pool() is pool
