"""A worker process that cannot start, or that dies, is reported once and the heavy bot thinks
in a thread instead: the game goes on with the bot's own move, not a stand-in."""

from __future__ import annotations

import multiprocessing
import sys
from concurrent.futures import ProcessPoolExecutor

import pytest

import tests.support.toy_game as toy
from tabletop_desktop.session import bot_runner
from tabletop_desktop.session.bot_runner import BotRequest, BotRunner
from tests.session.conftest import chips_setup

ENGINE = toy.INFO.engine_module


def _heavy_request(seed: int = 1) -> BotRequest:
    state = toy.new_game(2, seed=3, options={})
    return BotRequest(0, state.view_for(0), toy.INFO.bot_level("slow"), seed, 0.1)


@pytest.fixture
def runner(qtbot):
    r = BotRunner(ENGINE, base_pause_s=0.0)
    yield r
    r.shutdown()


def test_a_pool_that_cannot_start_falls_back_to_a_thread(qtbot, runner, monkeypatch):
    def no_pool():
        raise OSError(24, "Too many open files")

    monkeypatch.setattr(bot_runner, "worker_pool", no_pool)
    reports, answers, failures = [], [], []
    runner.workerUnavailable.connect(reports.append)
    runner.answered.connect(lambda seat, action: answers.append(action))
    runner.failed.connect(lambda seat, error: failures.append(error))
    for seed in (1, 2):
        runner.want([_heavy_request(seed)])
        qtbot.waitUntil(lambda want=seed: len(answers) == want, timeout=5000)
    assert failures == []
    assert len(reports) == 1 and "Too many open files" in reports[0]
    assert all(isinstance(a, toy.PlayChip) for a in answers)


def test_a_worker_that_dies_at_start_falls_back_to_a_thread(qtbot, runner, monkeypatch):
    broken = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                 initializer=sys.exit, initargs=(3,))
    monkeypatch.setattr(bot_runner, "worker_pool", lambda: broken)
    reports, answers = [], []
    runner.workerUnavailable.connect(reports.append)
    runner.answered.connect(lambda seat, action: answers.append(action))
    runner.want([_heavy_request()])
    qtbot.waitUntil(lambda: bool(answers), timeout=20000)
    assert len(reports) == 1 and "stopped" in reports[0]
    broken.shutdown(wait=False)


def test_the_session_says_so_in_the_game_log(qtbot, make_session, monkeypatch):
    def no_pool():
        raise OSError(24, "Too many open files")

    monkeypatch.setattr(bot_runner, "worker_pool", no_pool)
    session = make_session(chips_setup(["person", "bot"], levels=[None, "slow"]))
    session.start()
    assert session.submit(session.state.legal_actions(0)[0])
    qtbot.waitUntil(lambda: len(session.history) == 2, timeout=5000)
    assert any("helper process is not available" in line for line in session.log)
    assert not any("had a problem" in line for line in session.log)
