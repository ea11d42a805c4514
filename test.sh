#!/usr/bin/env sh
# Sets up what is needed (first run only) and runs the whole test suite offscreen.
# Extra arguments go to pytest, e.g. `./test.sh -k qwirkle` or `./test.sh -m slow`.
set -eu
root=$(cd "$(dirname "$0")" && pwd)
"$root/scripts/setup.sh"
cd "$root"
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"
exec "$root/.venv/bin/python" -m pytest -n 2 --dist loadfile -q "$@"
