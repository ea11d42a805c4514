"""Fixtures of the network tests: a real server process per test, on loopback."""

from __future__ import annotations

import pytest

from tests.network.server_process import ServerProcess


@pytest.fixture
def server(tmp_path):
    process = ServerProcess(tmp_path / "server-data").start()
    yield process
    process.stop()
