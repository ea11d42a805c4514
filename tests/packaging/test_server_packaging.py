"""packaging/server/: the Dockerfile, the systemd unit and the HAProxy configuration say what the
headless server needs, and nothing the server does not (no Qt). The proxy's routing itself is
tested on loopback in test_proxy.py."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tabletop_desktop.server_procs import haproxy_binary

ROOT = Path(__file__).resolve().parents[2]
SERVER = ROOT / "packaging" / "server"
DOCKERFILE = SERVER / "Dockerfile"
UNIT = SERVER / "tabletop-desktop-server@.service"
HAS_SERVER = (ROOT / "tabletop_desktop" / "server" / "__main__.py").exists()


def _dockerfile_lines() -> list[str]:
    """The Dockerfile's instructions, continuation lines joined."""
    text = DOCKERFILE.read_text("utf-8").replace("\\\n", " ")
    return [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def _copies() -> list[tuple[str, str]]:
    return [tuple(line.split()[1:3]) for line in _dockerfile_lines() if line.startswith("COPY ")]


def _removed() -> list[str]:
    out: list[str] = []
    for line in _dockerfile_lines():
        out += re.findall(r"rm -rf ((?:tabletop_desktop/\S+ ?)+)", line)
    return [p for chunk in out for p in chunk.split()]


def test_the_image_copies_every_resource_folder_the_server_side_reads():
    # resource_path("words", ...) and the like, in every module the server may import.
    read: set[str] = set()
    for folder in ("engine", "storage", "server"):
        for path in (ROOT / "tabletop_desktop" / folder).rglob("*.py"):
            read |= set(re.findall(r'resource_path\(\s*"([a-z_]+)"', path.read_text("utf-8")))
    copied = {dst.rstrip("/") for _, dst in _copies()}
    assert read, "found no resource_path call to check"
    assert {f"resources/{name}" for name in read} <= copied
    for src, _ in _copies():
        assert (ROOT / src).exists(), src


def test_the_image_asks_for_the_versions_pyproject_asks_for():
    wanted = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["dependencies"]
    by_name = {re.split(r"[<>=!~ ]", spec, maxsplit=1)[0]: spec for spec in wanted}
    installs = " ".join(line for line in _dockerfile_lines() if "pip install" in line)
    for name in ("websockets", "platformdirs"):
        assert f'"{by_name[name]}"' in installs, name
    assert "PySide6" not in installs and "pip install ." not in installs
    entry = next(line for line in _dockerfile_lines() if line.startswith("ENTRYPOINT"))
    assert '"-m", "tabletop_desktop.server"' in entry and '"/data"' in entry


@pytest.mark.skipif(not HAS_SERVER, reason="the server package (h/server) is not merged yet")
def test_the_images_files_run_the_server_without_qt(tmp_path):
    # The tree the Dockerfile builds (its COPY lines, less what it removes), run with PySide6
    # made unimportable: the server must listen all the same.
    app = tmp_path / "app"
    for src, dst in _copies():
        if (ROOT / src).is_dir():
            shutil.copytree(ROOT / src, app / dst,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            (app / dst).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / src, app / dst)
    for path in _removed():
        shutil.rmtree(app / path)
    assert not (app / "tabletop_desktop" / "windows").exists()
    probe = (
        "import sys, runpy\n"
        "class NoQt:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('PySide6', 'shiboken6'):\n"
        "            raise ImportError('Qt is not in the image: ' + name)\n"
        "sys.meta_path.insert(0, NoQt())\n"
        "import tabletop_desktop\n"
        f"assert tabletop_desktop.__file__.startswith({str(app)!r}), tabletop_desktop.__file__\n"
        "sys.argv = ['server', '--host', '127.0.0.1', '--port', '0', '--data', sys.argv[1]]\n"
        "runpy.run_module('tabletop_desktop.server', run_name='__main__')\n"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", probe, str(tmp_path / "data")], cwd=app,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"},
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert '"listening"' in line, proc.stderr.read() if proc.poll() is not None else line
    finally:
        proc.terminate()
        try:
            proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()


def _unit_settings() -> dict[str, list[str]]:
    settings: dict[str, list[str]] = {}
    text = UNIT.read_text("utf-8").replace("\\\n", " ")
    for line in text.splitlines():
        if "=" in line and not line.startswith(("#", "[")):
            key, value = line.split("=", 1)
            settings.setdefault(key.strip(), []).append(" ".join(value.split()))
    return settings


def test_the_systemd_unit_runs_the_server_unprivileged_with_its_own_state_folder():
    unit = _unit_settings()
    start = unit["ExecStart"][0]
    assert "-m tabletop_desktop.server" in start
    assert "--port %i" in start and "--data ${STATE_DIRECTORY}" in start
    assert "--host ${TABLETOP_SERVER_HOST}" in start and unit["Environment"][0].endswith("127.0.0.1")
    assert unit["DynamicUser"] == ["yes"]
    assert unit["StateDirectory"] == ["tabletop-desktop-server/%i"]
    assert unit["Restart"] == ["on-failure"]
    for hardening in ("ProtectSystem", "NoNewPrivileges", "PrivateTmp", "ProtectHome",
                      "RestrictAddressFamilies", "SystemCallFilter", "CapabilityBoundingSet"):
        assert hardening in unit, hardening
    assert unit["CapabilityBoundingSet"] == [""]


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze is not here")
def test_systemd_reads_the_unit_without_complaint(tmp_path):
    instance = tmp_path / "tabletop-desktop-server@8766.service"
    instance.write_text(UNIT.read_text("utf-8"), "utf-8")
    out = subprocess.run(["systemd-analyze", "verify", str(instance)], capture_output=True,
                         text=True, timeout=60, cwd=tmp_path)
    # The unit runs a venv in /opt that this machine does not have; anything else is a fault.
    complaints = [line for line in (out.stdout + out.stderr).splitlines()
                  if line.strip() and "is not executable" not in line]
    assert complaints == []


@pytest.mark.skipif(haproxy_binary() is None, reason="HAProxy is not installed here "
                    "(packaging/server/install-haproxy.sh installs it when run as root)")
def test_haproxy_accepts_both_configurations(tmp_path):
    binary = haproxy_binary()
    assert binary is not None
    plain = subprocess.run([binary, "-c", "-f", str(SERVER / "haproxy.cfg")],
                           capture_output=True, text=True, timeout=30)
    assert plain.returncode == 0, plain.stdout + plain.stderr
    assert "WARNING" not in plain.stdout + plain.stderr
    if shutil.which("openssl") is None:
        return
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=localhost", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    pem = tmp_path / "tabletop.pem"
    pem.write_text(cert.read_text() + key.read_text())
    env = dict(os.environ, TABLETOP_PROXY_CERT=str(pem), TABLETOP_PROXY_TLS_BIND="127.0.0.1:8443")
    tls = subprocess.run([binary, "-c", "-f", str(SERVER / "haproxy.cfg"), "-f",
                          str(SERVER / "haproxy-tls.cfg")], capture_output=True, text=True,
                         timeout=30, env=env)
    assert tls.returncode == 0, tls.stdout + tls.stderr


def test_ci_installs_haproxy_before_the_tests():
    run = (ROOT / ".ci" / "run").read_text("utf-8").splitlines()
    install = run.index("packaging/server/install-haproxy.sh")
    assert install < run.index("./test.sh")
    assert os.access(SERVER / "install-haproxy.sh", os.X_OK)
