#!/usr/bin/env sh
# Creates (or refreshes) the project's own virtual environment in .venv and installs the app in it
# with its test extras. Idempotent: when pyproject.toml has not changed since the last run it only
# checks that the environment is there, which takes well under a second.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/.venv"
stamp="$venv/.setup-stamp"
python=${PYTHON:-python3}

if ! command -v "$python" >/dev/null 2>&1; then
    echo "Python 3.11 or newer is needed (no '$python' on the PATH)." >&2
    exit 1
fi
"$python" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' || {
    echo "Python 3.11 or newer is needed; '$python' is $("$python" --version 2>&1)." >&2
    exit 1
}

# The translation catalogues (resources/translations/*.ts) compiled to the .qm files the app loads
# (build products, not committed): only when one is missing or older than its .ts.
build_translations() {
    for ts in "$root"/resources/translations/*.ts; do
        [ -f "$ts" ] || continue
        qm="${ts%.ts}.qm"
        if [ ! -f "$qm" ] || [ "$ts" -nt "$qm" ]; then
            "$venv/bin/python" "$root/scripts/build_translations.py"
            return
        fi
    done
}

want=$(cat "$root/pyproject.toml" "$root/scripts/setup.sh" | cksum | cut -d' ' -f1)
if [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
    build_translations
    exit 0
fi

echo "Setting up the virtual environment in .venv (first run only)..."
[ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet -e "$root[test,build,dev]"
echo "$want" > "$stamp"
build_translations
