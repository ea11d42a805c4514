#!/usr/bin/env sh
# Sets up what is needed (first run only) and starts Tabletop Desktop.
set -eu
root=$(cd "$(dirname "$0")" && pwd)
"$root/scripts/setup.sh"
exec "$root/.venv/bin/python" -m tabletop_desktop "$@"
