"""Fixtures of the server tests: a server of this test's own on 127.0.0.1, port 0."""

from __future__ import annotations

import pytest

from tests.server.harness import ServerThread


@pytest.fixture
def server(tmp_path):
    running = ServerThread(tmp_path / "server-data")
    yield running
    running.stop()
