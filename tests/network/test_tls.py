"""A table on a server with TLS (`--certfile/--keyfile`): the client connects with `wss://`,
checks the certificate, and plays a whole Qwixx game to the end; a certificate it does not trust
is said in words and never played on."""

from __future__ import annotations

import shutil
import ssl
import subprocess

import pytest

from tabletop_desktop.session.remote_session import RemoteSession
from tests.network.server_process import ServerProcess
from tests.network.table import FAST, WAIT_MS, Computer, close_all, room_code

pytestmark = pytest.mark.skipif(shutil.which("openssl") is None,
                                reason="openssl makes the test certificate")


@pytest.fixture
def tls_server(tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=30)
    process = ServerProcess(tmp_path / "data", extra=("--certfile", str(cert), "--keyfile",
                                                       str(key)), scheme="wss").start()
    yield process, cert
    process.stop()


def test_a_whole_game_over_tls(qtbot, tls_server):
    server, cert = tls_server
    trusted = ssl.create_default_context(cafile=str(cert))
    url = server.url(room_code())
    host, bo = Computer(url, "qwixx"), Computer(url, "qwixx", seed=2)
    for c in (host, bo):  # the same computers, with a context that trusts this certificate
        c.session.link._ssl = trusted
    with qtbot.waitSignal(host.session.lobbyChanged, timeout=WAIT_MS):
        host.session.host("qwixx", {}, [{"name": "Ada", "kind": "here", "level": None},
                                        {"name": "Bo", "kind": "remote", "level": None}])
    bo.session.join("Bo")
    qtbot.waitUntil(lambda: host.session.lobby.can_start, timeout=WAIT_MS)
    host.session.start_game()
    qtbot.waitUntil(lambda: host.session.is_started() and bo.session.is_started(),
                    timeout=WAIT_MS)
    host.play_if_due()
    bo.play_if_due()
    qtbot.waitUntil(lambda: host.session.facts().over and bo.session.facts().over,
                    timeout=20000)
    assert host.session.facts().scores == bo.session.facts().scores
    close_all(host, bo)


def test_an_untrusted_certificate_is_said_in_words(qtbot, tls_server):
    server, _ = tls_server
    session = RemoteSession(server.url(room_code()), backoff=FAST)
    with qtbot.waitSignal(session.closed, timeout=WAIT_MS) as closed:
        session.join("Ada")
    assert "certificate" in closed.args[0] and "self-signed" in closed.args[0]
    assert session.link.attempts == 1  # trying again would change nothing
    assert not session.is_started()
    session.close()
