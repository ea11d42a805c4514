"""`./test.sh`, the README's test command, type-checks before it tests: it runs mypy (configured
in pyproject.toml over engine/, session/ and views/common/ at least) and stops when mypy fails.
Checked on a copy of the script whose set-up and Python are stand-ins that write down how they
were called."""

from __future__ import annotations

import shutil
import subprocess
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run_test_command(tmp_path: Path, mypy_exit: int) -> tuple[int, list[str], str]:
    root = tmp_path / "clone"
    (root / "scripts").mkdir(parents=True)
    (root / ".venv" / "bin").mkdir(parents=True)
    shutil.copy(ROOT / "test.sh", root / "test.sh")
    calls = root / "calls"
    stand_ins = {
        root / "scripts" / "setup.sh": "#!/bin/sh\nexit 0\n",
        root / ".venv" / "bin" / "python": (
            "#!/bin/sh\n"
            f'echo "$*" >> "{calls}"\n'
            f'case "$1 $2" in "-m mypy") exit {mypy_exit};; esac\n'
            "exit 0\n"
        ),
    }
    for path, text in stand_ins.items():
        path.write_text(text, encoding="utf-8")
        path.chmod(0o755)
    run = subprocess.run(["sh", str(root / "test.sh"), "-k", "qwirkle"], capture_output=True,
                         text=True, timeout=60)
    made = calls.read_text(encoding="utf-8").splitlines() if calls.exists() else []
    return run.returncode, made, run.stdout


def test_the_test_command_type_checks_before_the_tests(tmp_path):
    code, calls, out = _run_test_command(tmp_path, mypy_exit=0)
    assert code == 0
    assert calls == ["-m mypy", "-m pytest -n 2 --dist loadfile -q -k qwirkle"]
    assert out.startswith("Type check: mypy")


def test_a_type_error_stops_the_test_command_before_the_tests(tmp_path):
    code, calls, _ = _run_test_command(tmp_path, mypy_exit=1)
    assert code == 1
    assert calls == ["-m mypy"]


def test_mypy_is_configured_over_the_engine_session_and_common_views():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    files = config["tool"]["mypy"]["files"]
    for package in ("engine", "session", "views/common"):
        assert f"tabletop_desktop/{package}" in files
    dev = config["project"]["optional-dependencies"]["dev"]
    assert any(requirement.startswith("mypy") for requirement in dev)
