"""The headless server with --certfile/--keyfile: wss:// with a certificate made for the test."""

from __future__ import annotations

import shutil
import ssl
import subprocess

import pytest

from tabletop_desktop.server.codes import new_room_code
from tests.server.harness import Client, ServerThread


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command")
def test_the_server_speaks_tls_with_the_given_certificate(tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    running = ServerThread(tmp_path / "data", certfile=str(cert), keyfile=str(key))
    try:
        assert running.base.startswith("ws://")
        base = "wss://" + running.base.removeprefix("ws://")
        context = ssl.create_default_context(cafile=str(cert))
        client = Client(base, new_room_code(), ssl_context=context)
        client.send({"type": "ping"})
        assert client.expect("pong")
        client.close()
        with pytest.raises(Exception):  # noqa: B017 - a plain connection gets no websocket
            Client(running.base, new_room_code())
    finally:
        running.stop()
