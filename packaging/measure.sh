#!/usr/bin/env bash
# Benchmark of the Linux package: builds the bundle and the .deb (timing each), then prints the
# figures as JSON (.deb size, installed size, frozen start to the first window, build times).
#
#   packaging/measure.sh [--no-build] [RUNS]
# Long (a few minutes on 2 cores): run it in the background with a log file.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-$root/.venv/bin/python}
bundle_s=0
deb_s=0
if [ "${1:-}" = "--no-build" ]; then
    shift
else
    started=$(date +%s)
    (cd "$root" && "$python" -m PyInstaller --noconfirm --clean --log-level WARN \
        --distpath build/dist --workpath build/pyinstaller packaging/tabletop-desktop.spec) >&2
    bundle_s=$(($(date +%s) - started))
    started=$(date +%s)
    "$root/packaging/linux/build-deb.sh" --no-bundle >&2
    deb_s=$(($(date +%s) - started))
fi
version=$(cd "$root" && "$python" -c 'import tabletop_desktop; print(tabletop_desktop.__version__)')
deb=$(ls "$root"/dist/tabletop-desktop_"$version"_*.deb | head -1)
exec "$python" "$root/packaging/measure.py" --deb "$deb" --runs "${1:-5}" --source "$python" \
    --build "bundle=$bundle_s" --build "deb=$deb_s"
