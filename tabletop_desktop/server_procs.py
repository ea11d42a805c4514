"""Headless server processes and the HAProxy in front of them, started on loopback ports: what
the network benchmark (`python -m tabletop_desktop.bench network`) and the proxy test
(tests/packaging/test_proxy.py) run. No Qt: the stdlib only.

`ServerProcess` starts `python -m tabletop_desktop.server --port 0` and reads the one JSON line it
prints when it listens; `HAProxy` runs packaging/server/haproxy.cfg itself (its addresses come from
the environment), so what is tested is the configuration that is shipped.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parents[1]
HAPROXY_CFG = ROOT / "packaging" / "server" / "haproxy.cfg"
HAPROXY_TLS_CFG = ROOT / "packaging" / "server" / "haproxy-tls.cfg"
LOOPBACK = "127.0.0.1"


def free_port() -> int:
    """A port nothing listens on now (HAProxy cannot be told port 0 and report what it got)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((LOOPBACK, 0))
        port: int = probe.getsockname()[1]
        return port


def raise_open_file_limit() -> int:
    """Lift this process's soft limit on open files to its hard limit (a few thousand sockets
    for several hundred rooms); child processes inherit it. Returns the limit now."""
    try:
        import resource
    except ImportError:  # not on Windows
        return -1
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY or hard > soft:
        target = 1 << 16 if hard == resource.RLIM_INFINITY else hard
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    return soft


def _drain(stream: IO[str], sink: list[str], limit: int = 200) -> None:
    """Keep the last `limit` lines of a child's output (so a full pipe never blocks it)."""
    for line in stream:
        sink.append(line.rstrip("\n"))
        if len(sink) > limit:
            del sink[0]


def machine_cpu_ticks() -> tuple[int, int]:
    """All the CPUs' (busy, total) clock ticks since boot, from /proc/stat (Linux; zeros
    elsewhere): busy is all but idle and waiting for the disk."""
    try:
        line = Path("/proc/stat").read_text().splitlines()[0]
    except (OSError, IndexError):
        return 0, 0
    ticks = [int(n) for n in line.split()[1:]]
    idle = ticks[3] + (ticks[4] if len(ticks) > 4 else 0)
    total = sum(ticks[:8])  # guest times are already counted in user and nice
    return total - idle, total


class ProcessStats:
    """Memory and CPU of a running process, from /proc (Linux); zeros elsewhere."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self._ticks = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100

    def rss_mb(self) -> float:
        return self._status_kb("VmRSS") / 1024

    def peak_rss_mb(self) -> float:
        return self._status_kb("VmHWM") / 1024

    def cpu_seconds(self) -> float:
        """User plus system CPU time so far."""
        try:
            text = Path(f"/proc/{self.pid}/stat").read_text()
        except OSError:
            return 0.0
        fields = text[text.rindex(")") + 2 :].split()
        return (int(fields[11]) + int(fields[12])) / self._ticks  # utime, stime

    def _status_kb(self, key: str) -> float:
        try:
            for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
                if line.startswith(key + ":"):
                    return float(line.split()[1])
        except OSError:
            pass
        return 0.0


class ServerProcess:
    """`python -m tabletop_desktop.server` on 127.0.0.1, a port the system picks, its rooms in
    `data`. Use as a context manager; `stop()` sends SIGTERM (the server's orderly stop), then
    SIGKILL if it lingers."""

    def __init__(self, data: Path, extra: tuple[str, ...] = (), ready_timeout: float = 30) -> None:
        self.data = data
        self.extra = extra
        self.ready_timeout = ready_timeout
        self.output: list[str] = []
        self.port = 0
        self.proc: subprocess.Popen[str] | None = None

    @property
    def address(self) -> str:
        return f"{LOOPBACK}:{self.port}"

    @property
    def stats(self) -> ProcessStats:
        assert self.proc is not None
        return ProcessStats(self.proc.pid)

    def start(self) -> ServerProcess:
        self.data.mkdir(parents=True, exist_ok=True)
        # PROFILE_SERVER=FILE: the server runs under cProfile and writes its profile there when
        # it stops (where a server's time goes, under the bench's load).
        profile = os.environ.get("PROFILE_SERVER")
        command = [sys.executable, *(["-m", "cProfile", "-o", profile] if profile else []),
                   "-m", "tabletop_desktop.server", "--host", LOOPBACK,
                   "--port", "0", "--data", str(self.data), *self.extra]
        self.proc = subprocess.Popen(
            command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            env=dict(os.environ, PYTHONUNBUFFERED="1"),
        )
        assert self.proc.stdout is not None
        found: list[int] = []

        def read() -> None:
            assert self.proc is not None and self.proc.stdout is not None
            for line in self.proc.stdout:
                self.output.append(line.rstrip("\n"))
                if not found and line.lstrip().startswith("{"):
                    try:
                        found.append(int(json.loads(line)["listening"]["port"]))
                    except (ValueError, KeyError, TypeError):
                        pass
                if found:
                    break
            _drain(self.proc.stdout, self.output)

        threading.Thread(target=read, daemon=True).start()
        deadline = time.monotonic() + self.ready_timeout
        while not found and time.monotonic() < deadline and self.proc.poll() is None:
            time.sleep(0.02)
        if not found:
            self.stop()
            tail = "\n".join(self.output[-20:])
            raise RuntimeError(f"The server did not say where it listens:\n{tail}")
        self.port = found[0]
        return self

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=10)

    def __enter__(self) -> ServerProcess:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


def haproxy_binary() -> str | None:
    """Where `haproxy` is (Debian puts it in /usr/sbin, which a user's PATH may lack)."""
    return shutil.which("haproxy") or next(
        (p for p in ("/usr/sbin/haproxy", "/usr/local/sbin/haproxy") if os.access(p, os.X_OK)),
        None,
    )


class HAProxy:
    """packaging/server/haproxy.cfg run in the foreground on 127.0.0.1:`port`, routing by room
    code to the given server addresses (at most the config's two). With `tls_cert` (one PEM file,
    certificate and key) haproxy-tls.cfg is loaded too and serves wss:// on 127.0.0.1:`tls_port`."""

    def __init__(self, servers: list[str], config: Path = HAPROXY_CFG,
                 tls_cert: Path | None = None) -> None:
        binary = haproxy_binary()
        if binary is None:
            raise FileNotFoundError(
                "HAProxy is not installed: packaging/server/install-haproxy.sh installs it."
            )
        if not 1 <= len(servers) <= 2:
            raise ValueError("haproxy.cfg routes to two server processes.")
        self.binary = binary
        self.servers = servers if len(servers) == 2 else servers * 2
        self.config = config
        self.tls_cert = tls_cert
        self.port = 0
        self.tls_port = 0
        self.output: list[str] = []
        self.proc: subprocess.Popen[str] | None = None

    @property
    def stats(self) -> ProcessStats:
        assert self.proc is not None
        return ProcessStats(self.proc.pid)

    def start(self, tries: int = 5) -> HAProxy:
        for _ in range(tries):  # another program may take the free port before HAProxy does
            self.port = free_port()
            env = dict(os.environ, TABLETOP_PROXY_BIND=f"{LOOPBACK}:{self.port}",
                       TABLETOP_SERVER_1=self.servers[0], TABLETOP_SERVER_2=self.servers[1])
            command = [self.binary, "-db", "-f", str(self.config)]
            if self.tls_cert is not None:
                self.tls_port = free_port()
                env.update(TABLETOP_PROXY_TLS_BIND=f"{LOOPBACK}:{self.tls_port}",
                           TABLETOP_PROXY_CERT=str(self.tls_cert))
                command += ["-f", str(HAPROXY_TLS_CFG)]
            self.output = []
            self.proc = subprocess.Popen(
                command, env=env,
                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            )
            assert self.proc.stdout is not None
            threading.Thread(target=_drain, args=(self.proc.stdout, self.output),
                             daemon=True).start()
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline and self.proc.poll() is None:
                try:
                    socket.create_connection((LOOPBACK, self.port), timeout=0.5).close()
                except OSError:
                    time.sleep(0.05)
                    continue
                # Something listens; HAProxy itself, unless another program took the port and
                # HAProxy is on its way out for want of it.
                time.sleep(0.2)
                if self.proc.poll() is None:
                    return self
            self.stop()
        raise RuntimeError("HAProxy did not start:\n" + "\n".join(self.output[-20:]))

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=10)

    def __enter__(self) -> HAProxy:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
