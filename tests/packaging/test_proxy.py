"""Two server processes behind HAProxy (packaging/server/haproxy.cfg itself), all on 127.0.0.1
free ports: a room code always reaches the same process, and codes spread over both.

HAProxy comes from packaging/server/install-haproxy.sh (run by .ci/run); without it this file
skips and says so.
"""

from __future__ import annotations

import contextlib
import json
import random
import shutil
import socket
import ssl
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tabletop_desktop.server.protocol import PROTOCOL_VERSION
from tabletop_desktop.server_procs import HAProxy, ServerProcess, haproxy_binary

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.skipif(haproxy_binary() is None, reason=(
        "HAProxy is not installed on this machine: packaging/server/install-haproxy.sh installs "
        "Debian's package when run as root (.ci/run does)")),
    pytest.mark.skipif(not (ROOT / "tabletop_desktop" / "server" / "__main__.py").exists(),
                       reason="the server package (h/server) is not merged yet"),
]


def _codes(count: int) -> list[str]:
    from tabletop_desktop.bench_network import room_code

    rng = random.Random(16)  # fixed: the spread over the two processes is the same every run
    return [room_code(rng) for _ in range(count)]


class Peer:
    """One WebSocket client connection, read with a bound on time and messages (generous: the
    machine running the tests may be busy)."""

    def __init__(self, url: str, ssl: Any = None) -> None:
        from websockets.sync.client import connect

        self._open = contextlib.ExitStack()
        self.ws = self._open.enter_context(
            connect(url, open_timeout=30, close_timeout=2, ssl=ssl))
        self.send({"type": "hello", "protocol": PROTOCOL_VERSION, "client": "proxy test"})
        self.expect("welcome")

    def send(self, message: dict[str, Any]) -> None:
        self.ws.send(json.dumps(message))

    def expect(self, kind: str) -> dict[str, Any]:
        for _ in range(20):
            message = json.loads(self.ws.recv(timeout=20))
            if message["type"] == kind:
                return message
            assert message["type"] != "refused", message
        raise AssertionError(f"no {kind} message")

    def close(self) -> None:
        self._open.close()


@pytest.fixture
def cluster(tmp_path):
    with ServerProcess(tmp_path / "one") as one, ServerProcess(tmp_path / "two") as two, \
            HAProxy([one.address, two.address]) as proxy:
        yield proxy, (one, two)


def _create(base: str, code: str, ssl: Any = None) -> str:
    from tabletop_desktop.engine.registry import game

    info = game("qwirkle")
    host = Peer(f"{base}/room/{code}", ssl)
    host.send({"type": "create", "game_id": "qwirkle",
               "options": info.prepared_options({s.key: s.default for s in info.options}),
               "seats": [{"name": "Ada", "kind": "here", "level": None},
                         {"name": "Bo", "kind": "remote", "level": None}]})
    token: str = host.expect("created")["host_token"]
    host.close()
    return token


def test_each_room_code_reaches_one_process_and_codes_spread_over_both(cluster):
    proxy, servers = cluster
    base = f"ws://127.0.0.1:{proxy.port}"
    codes = _codes(12)
    tokens = {code: _create(base, code) for code in codes}

    # A player joins each room through the proxy on a new connection: the room is found, so the
    # connection reached the process that made it; and the host comes back, three times, on
    # new connections (once with the code in small letters, as a person might type it).
    for code in codes:
        joiner = Peer(f"{base}/room/{code}")
        joiner.send({"type": "join", "name": "Cy"})
        joiner.expect("joined")
        joiner.close()
        for path in (code, code, code.lower()):
            host = Peer(f"{base}/room/{path}")
            host.send({"type": "rejoin", "token": tokens[code]})
            host.expect("joined")
            host.close()

    # Where each room lives: its file in that process's --data (docs/protocol.md).
    owners = {}
    for code in codes:
        holding = [i for i, s in enumerate(servers) if (s.data / "rooms" / f"{code}.json").exists()]
        assert len(holding) == 1, (code, holding)
        owners[code] = holding[0]
    assert set(owners.values()) == {0, 1}, owners


def test_the_proxy_answers_only_room_paths(cluster):
    proxy, _ = cluster
    with socket.create_connection(("127.0.0.1", proxy.port), timeout=5) as conn:
        conn.sendall(b"GET /status HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        answer = conn.recv(200).decode("latin-1")
    assert answer.startswith("HTTP/1.1 404"), answer


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl is not here to make a "
                    "certificate for the test")
def test_haproxy_terminates_tls_for_the_same_rooms(tmp_path):
    # haproxy-tls.cfg beside haproxy.cfg: wss:// on its own port, to the same processes by the
    # same hash; a room made over wss:// is the room reached over plain ws:// (both sit on one
    # machine here; in production the plain port is loopback only).
    key, cert, pem = tmp_path / "key.pem", tmp_path / "cert.pem", tmp_path / "tabletop.pem"
    # An elliptic-curve key: made at once even on a busy machine (an RSA key can take seconds).
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                    "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
                    "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    pem.write_text(cert.read_text() + key.read_text())
    trust = ssl.create_default_context(cafile=str(cert))
    with ServerProcess(tmp_path / "one") as one, ServerProcess(tmp_path / "two") as two, \
            HAProxy([one.address, two.address], tls_cert=pem) as proxy:
        code = _codes(1)[0]
        token = _create(f"wss://127.0.0.1:{proxy.tls_port}", code, trust)
        host = Peer(f"ws://127.0.0.1:{proxy.port}/room/{code}")
        host.send({"type": "rejoin", "token": token})
        host.expect("joined")
        host.close()
        with pytest.raises(ssl.SSLError):  # no certificate it does not trust
            Peer(f"wss://127.0.0.1:{proxy.tls_port}/room/{code}", ssl.create_default_context())
