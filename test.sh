#!/usr/bin/env sh
# Sets up what is needed (first run only), type-checks the code (mypy, configured in
# pyproject.toml) and runs the whole test suite offscreen; a type error fails the run before any
# test starts. Extra arguments go to pytest, e.g. `./test.sh -k qwirkle` or `./test.sh -m slow`.
set -eu
root=$(cd "$(dirname "$0")" && pwd)
"$root/scripts/setup.sh"
cd "$root"
echo "Type check: mypy over engine/, session/ and views/common/"
"$root/.venv/bin/python" -m mypy
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
exec "$root/.venv/bin/python" -m pytest -n 2 --dist loadfile -q "$@"
