#!/usr/bin/env bash
# Packaging test (run by .ci/run after ./test.sh): builds the PyInstaller bundle and the .deb,
# unpacks the package into a temporary root, checks its contents, desktop entry, AppStream
# metadata and saved-game MIME type, then runs the installed app's --self-test offscreen and
# once more on a real X11 display under Xvfb, and prints the package's figures as JSON.
# Prints one PASS/FAIL line per check and exits non-zero if any failed.
#
#   packaging/ci-check.sh [--no-build] [--install]
#     --no-build  reuse dist/*.deb from an earlier run
#     --install   also install the package with dpkg (root only), check what postinst set up,
#                 run /usr/bin/tabletop-desktop, then remove it again and check the clean-up
#
# Missing Debian packages (Xvfb, the xcb libraries, the validators) are installed with apt-get
# when running as root. Artefacts (screenshots, result.json, figures.json) go to build/ci-check/.
set -uo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-$root/.venv/bin/python}
work=$root/build/ci-check
failed=()
passed=0

pass() { echo "PASS: $*"; passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed+=("$1"); }
check() {  # check NAME COMMAND...: PASS if the command succeeds
    local name=$1
    shift
    if "$@"; then pass "$name"; else fail "$name"; fi
}

no_build=0
install=0
for arg in "$@"; do
    case $arg in
        --no-build) no_build=1 ;;
        --install) install=1 ;;
        *) echo "unknown argument: $arg" >&2; exit 2 ;;
    esac
done

apt_packages=(binutils patchelf xvfb xauth libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0
    libgl1 libegl1 libfontconfig1 desktop-file-utils appstream shared-mime-info)

missing_tools() {
    local tool
    for tool in readelf strip patchelf xvfb-run xauth desktop-file-validate appstreamcli update-mime-database; do
        command -v "$tool" >/dev/null || echo "$tool"
    done
    # One read of the cache: `ldconfig -p | grep -q` can fail by SIGPIPE under pipefail.
    local cache
    cache=$(ldconfig -p 2>/dev/null || /sbin/ldconfig -p)
    for lib in libxcb-cursor.so.0 libxcb-icccm.so.4 libxcb-keysyms.so.1 libxkbcommon-x11.so.0; do
        grep -qF "$lib " <<<"$cache" || echo "$lib"
    done
}

echo "== Packaging check in $work"
rm -rf "$work"
mkdir -p "$work"

if [ -n "$(missing_tools)" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "Installing: ${apt_packages[*]}"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq >"$work/apt.log" 2>&1 &&
            apt-get install -y -qq --no-install-recommends "${apt_packages[@]}" >>"$work/apt.log" 2>&1 ||
            { echo "apt-get failed; see $work/apt.log"; tail -5 "$work/apt.log"; }
    fi
fi
missing=$(missing_tools | tr '\n' ' ')
check "tools present (${missing:-all})" test -z "$missing"

"$root/scripts/setup.sh" >/dev/null

# --- build -----------------------------------------------------------------------------------
version=$(cd "$root" && "$python" -c 'import tabletop_desktop; print(tabletop_desktop.__version__)')
bundle_s=0
deb_s=0
if [ $no_build = 0 ]; then
    started=$(date +%s)
    if (cd "$root" && "$python" -m PyInstaller --noconfirm --clean --log-level WARN \
        --distpath build/dist --workpath build/pyinstaller packaging/tabletop-desktop.spec) \
        >"$work/pyinstaller.log" 2>&1; then
        bundle_s=$(($(date +%s) - started))
        pass "PyInstaller bundle built in ${bundle_s} s"
    else
        tail -20 "$work/pyinstaller.log"
        fail "PyInstaller bundle (see $work/pyinstaller.log)"
    fi
    started=$(date +%s)
    if "$root/packaging/linux/build-deb.sh" --no-bundle >"$work/build-deb.log" 2>&1; then
        deb_s=$(($(date +%s) - started))
        pass ".deb built in ${deb_s} s"
    else
        tail -20 "$work/build-deb.log"
        fail ".deb build (see $work/build-deb.log)"
    fi
fi
deb=$(ls "$root"/dist/tabletop-desktop_"$version"_*.deb 2>/dev/null | head -1)
if [ -z "$deb" ]; then
    fail "no dist/tabletop-desktop_${version}_*.deb"
    echo "PACKAGING: FAIL (${failed[*]})"
    exit 1
fi

# --- the package -------------------------------------------------------------------------------
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' >"$work/contents.txt"
has() { grep -qx "$1" "$work/contents.txt"; }
needed=(/opt/tabletop-desktop/tabletop-desktop /usr/bin/tabletop-desktop
    /usr/share/applications/tabletop-desktop.desktop
    /usr/share/metainfo/io.github.tabletopdesktop.TabletopDesktop.metainfo.xml
    /usr/share/mime/packages/tabletop-desktop.xml
    /usr/share/icons/hicolor/scalable/apps/tabletop-desktop.svg
    /usr/share/icons/hicolor/scalable/mimetypes/application-x-tabletop-desktop-save.svg)
for size in 16 24 32 48 64 128 256 512; do
    needed+=("/usr/share/icons/hicolor/${size}x${size}/apps/tabletop-desktop.png"
        "/usr/share/icons/hicolor/${size}x${size}/mimetypes/application-x-tabletop-desktop-save.png")
done
absent=()
for path in "${needed[@]}"; do has "$path" || absent+=("$path"); done
check "package holds the app, launcher, desktop entry, metainfo, MIME type and ${#needed[@]} icons" \
    test ${#absent[@]} -eq 0
[ ${#absent[@]} -eq 0 ] || printf '  missing: %s\n' "${absent[@]}"
check "control: Version $version, Section games, Depends set" bash -c \
    "[ \"\$(dpkg-deb -f '$deb' Version)\" = '$version' ] && [ \"\$(dpkg-deb -f '$deb' Section)\" = games ] && [ -n \"\$(dpkg-deb -f '$deb' Depends)\" ]"
check "postinst and postrm are executable maintainer scripts" bash -c \
    "dpkg-deb -I '$deb' | grep -q ' postinst' && dpkg-deb -I '$deb' | grep -q ' postrm'"

unpacked=$work/root
mkdir -p "$unpacked"
check "dpkg-deb -x unpacks the package" dpkg-deb -x "$deb" "$unpacked"
app=$unpacked/opt/tabletop-desktop/tabletop-desktop
qt=$unpacked/opt/tabletop-desktop/_internal/PySide6/Qt
kept=(plugins/platforms/libqxcb.so plugins/platforms/libqoffscreen.so plugins/platforms/libqwayland.so
    plugins/imageformats/libqsvg.so plugins/iconengines/libqsvgicon.so
    plugins/printsupport/libcupsprintersupport.so lib/libQt6UiTools.so.6 lib/libQt6Svg.so.6
    lib/libQt6PrintSupport.so.6)
lost=()
for path in "${kept[@]}"; do [ -e "$qt/$path" ] || lost+=("$path"); done
check "bundle keeps the Qt plugins and libraries the app needs" test ${#lost[@]} -eq 0
[ ${#lost[@]} -eq 0 ] || printf '  missing: %s\n' "${lost[@]}"
internal=$unpacked/opt/tabletop-desktop/_internal
unwanted=$(cd "$qt" && ls -d qml plugins/qmltooling plugins/sqldrivers \
    lib/libQt6Quick.so.6 lib/libQt6Qml.so.6 lib/libQt6Pdf.so.6 2>/dev/null | tr '\n' ' ')
check "bundle leaves out unused Qt parts (${unwanted:-none found})" test -z "$unwanted"
# Of Qt's own translations only Italian's standard dialogs (the app's catalogues have the rest).
qt_catalogues=$(cd "$qt" && ls translations 2>/dev/null | tr '\n' ' ')
check "Qt's translations in the bundle are Italian's only (${qt_catalogues:-none})" \
    test "$qt_catalogues" = "qtbase_it.qm "
app_catalogues=$(cd "$internal" && ls resources/translations 2>/dev/null | tr '\n' ' ')
check "the app's catalogues are in the bundle (${app_catalogues:-none})" bash -c \
    "for code in is it fy ml; do [ -f '$internal/resources/translations/tabletop_desktop_'\$code.qm ] || exit 1; done"
heavy=$(cd "$internal" && find . \( -name 'libcups.so*' -o -name 'libgnutls*' -o -name 'libkrb5*' \
    -o -name 'libavahi*' \
    -o -name '_codecs_[cjkht]*' -o -name '*.ico' -o -name '*.icns' \
    -o -path '*wayland-shell-integration/lib*-shell*' ! -name 'libxdg-shell.so' \) 2>/dev/null \
    | grep -v 'xdg-shell' | tr '\n' ' ')
check "bundle leaves out CUPS's own libraries, CJK codecs, foreign icons (${heavy:-none found})" \
    test -z "$heavy"
check "Depends names the system's libcups2 for printing" bash -c \
    "dpkg-deb -f '$deb' Depends | grep -q libcups2"
foreign=$(find "$unpacked/opt/tabletop-desktop" -type f \( -name '*.so*' -o -name tabletop-desktop \) \
    -exec sh -c 'readelf -d "$1" 2>/dev/null | grep -E "R(UN)?PATH" | grep -v "\[\$ORIGIN[^]]*\]$" \
    | sed "s|^|$1: |"' _ {} \; | head -3)
check "no binary keeps a RUNPATH outside the bundle${foreign:+ ($foreign)}" test -z "$foreign"
check "every bundled library has a licence notice (THIRD-PARTY.md)" "$python" - "$internal" <<'PY'
import pathlib, sys
internal = pathlib.Path(sys.argv[1])
index = (internal / "resources/licenses/THIRD-PARTY.md").read_text()
listed = {line.split("|")[1].strip() for line in index.splitlines() if line.startswith("| ")}
libs = [p for p in internal.rglob("*.so*") if p.is_file() and not p.is_symlink()]
missing = [str(p.relative_to(internal)) for p in libs if str(p.relative_to(internal)) not in listed]
notices = list((internal / "resources/licenses/third-party").glob("*.txt"))
print(f"  {len(libs)} libraries, {len(notices)} notices, unlisted: {missing[:5]}")
sys.exit(bool(missing) or len(notices) < 5)
PY
check "copyright file is machine-readable (DEP-5)" bash -c \
    "head -1 '$unpacked/usr/share/doc/tabletop-desktop/copyright' | grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' && grep -c '^Files:' '$unpacked/usr/share/doc/tabletop-desktop/copyright' | grep -qv '^1$'"
check "launcher /usr/bin/tabletop-desktop points at the app" bash -c \
    "[ \"\$(readlink '$unpacked/usr/bin/tabletop-desktop')\" = /opt/tabletop-desktop/tabletop-desktop ]"
check "desktop-file-validate" desktop-file-validate "$unpacked/usr/share/applications/tabletop-desktop.desktop"
check "appstreamcli validate --no-net" appstreamcli validate --no-net \
    "$unpacked/usr/share/metainfo/io.github.tabletopdesktop.TabletopDesktop.metainfo.xml"
check "desktop entry opens saved games (MimeType, %f)" bash -c \
    "grep -qx 'MimeType=application/x-tabletop-desktop-save;' '$unpacked/usr/share/applications/tabletop-desktop.desktop' && grep -q '^Exec=tabletop-desktop %f$' '$unpacked/usr/share/applications/tabletop-desktop.desktop'"
mime=$work/mime
mkdir -p "$mime/packages"
cp "$unpacked/usr/share/mime/packages/tabletop-desktop.xml" "$mime/packages/"
check "shared-mime-info maps *.tabletop to application/x-tabletop-desktop-save" bash -c \
    "update-mime-database '$mime' >/dev/null 2>&1 && grep -q 'application/x-tabletop-desktop-save:\*\.tabletop' '$mime/globs2'"

# --- the installed app -----------------------------------------------------------------------------
check "--version prints 'Tabletop Desktop $version'" bash -c \
    "[ \"\$('$app' --version)\" = 'Tabletop Desktop $version' ]"

self_test() {  # self_test NAME PLATFORM [WRAPPER...]: run --self-test, then read result.json
    # (SELF_TEST_ARGS: more arguments for the app, such as --language ml)
    local name=$1 platform=$2
    shift 2
    local out=$work/self-test-$name
    mkdir -p "$out"
    local started=$(date +%s)
    QT_QPA_PLATFORM=$platform TABLETOP_DESKTOP_HOME=$work/home-$name \
        timeout 1500 "$@" "$app" --self-test "$out/result" ${SELF_TEST_ARGS:-} >"$out/log.txt" 2>&1
    local code=$?
    local verdict
    verdict=$("$python" - "$out/result/result.json" <<'PY'
import json, sys
try:
    result = json.load(open(sys.argv[1], encoding="utf-8"))
except (OSError, ValueError) as exc:
    print(f"no readable result.json ({exc})")
    sys.exit(1)
bad = [c["name"] for c in result.get("checks", []) if not c.get("ok")]
print(f"{len(result.get('checks', []))} checks, ok={result.get('ok')}" + (f", failed: {bad}" if bad else ""))
sys.exit(0 if result.get("ok") is True and result.get("checks") and not bad else 1)
PY
    )
    local ok=$?
    local took=$(($(date +%s) - started))
    if [ $code -eq 0 ] && [ $ok -eq 0 ]; then
        pass "self-test of the installed app, $name ($verdict; ${took} s)"
    else
        tail -15 "$out/log.txt"
        fail "self-test of the installed app, $name (exit $code; $verdict)"
    fi
}
# A saved game given on the command line (what double-clicking a .tabletop file does) opens:
# with two bot seats the game goes on at once, so the autosave soon names its players.
opened=$work/open-saved
mkdir -p "$opened"
if (cd "$root" && TABLETOP_DESKTOP_HOME=$opened/maker QT_QPA_PLATFORM=offscreen "$python" - "$opened/game.tabletop" <<'PY'
import sys

from tabletop_desktop.engine.registry import game
from tabletop_desktop.engine.replay import GameRecord
from tabletop_desktop.storage.saves import GameSetup, SavedGame, SeatSetup, save_game

info = game("qwirkle")
options = {spec.key: spec.default for spec in info.options}
seats = [SeatSetup("Saved Ada", "bot", "casual"), SeatSetup("Saved Bo", "bot", "beginner")]
state = info.engine().new_game(len(seats), 7, options)
record = GameRecord("qwirkle", 7, len(seats), options, [])
save_game(sys.argv[1], SavedGame.from_state(GameSetup("qwirkle", seats, options, 7), record, state))
PY
); then
    QT_QPA_PLATFORM=offscreen TABLETOP_DESKTOP_HOME=$opened/home "$app" "$opened/game.tabletop" \
        >"$opened/log.txt" 2>&1 &
    app_pid=$!
    autosaves=$opened/home/state/autosaves  # one autosave per game in progress
    for _ in $(seq 60); do
        grep -qs '"Saved Bo"' "$autosaves"/*.tabletop && break
        kill -0 $app_pid 2>/dev/null || break
        sleep 0.5
    done
    kill $app_pid 2>/dev/null
    wait $app_pid 2>/dev/null
    check "the installed app opens a saved game given as its argument" \
        grep -qs '"Saved Bo"' "$autosaves"/*.tabletop
else
    fail "making a saved game to open"
fi
self_test offscreen offscreen
# In Malayalam, the language that needs the bundled font: the catalogues and the font are in
# the bundle, and every screen is built in a language other than the source.
SELF_TEST_ARGS="--language ml" self_test offscreen-malayalam offscreen
if command -v xvfb-run >/dev/null; then
    self_test xvfb-x11 xcb xvfb-run -a -s "-screen 0 1600x1000x24"
else
    fail "self-test under Xvfb (xvfb-run is not installed)"
fi

# --- a real installation (optional) ---------------------------------------------------------------
if [ $install = 1 ]; then
    if [ "$(id -u)" != 0 ]; then
        fail "--install needs root"
    elif dpkg -s tabletop-desktop >/dev/null 2>&1; then
        fail "--install: tabletop-desktop is already installed here; not touching it"
    else
        if command -v apt-get >/dev/null; then
            DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$deb" >"$work/install.log" 2>&1
        else
            dpkg -i "$deb" >"$work/install.log" 2>&1
        fi
        check "dpkg installs the package (see $work/install.log)" bash -c \
            "dpkg-query -W -f='\${Status}' tabletop-desktop | grep -q 'install ok installed'"
        check "installed /usr/bin/tabletop-desktop runs" bash -c \
            "[ \"\$(/usr/bin/tabletop-desktop --version)\" = 'Tabletop Desktop $version' ]"
        check "postinst registered *.tabletop in the MIME database" \
            grep -q 'application/x-tabletop-desktop-save:\*\.tabletop' /usr/share/mime/globs2
        check "postinst registered the app for saved games" \
            grep -q '^application/x-tabletop-desktop-save=.*tabletop-desktop.desktop' \
            /usr/share/applications/mimeinfo.cache
        # Purge: with maintainer scripts, a plain removal leaves the package in "config-files".
        dpkg --purge tabletop-desktop >>"$work/install.log" 2>&1
        check "dpkg purges the package, its files and its MIME type" bash -c \
            "! dpkg -s tabletop-desktop >/dev/null 2>&1 && [ ! -e /opt/tabletop-desktop ] && [ ! -e /usr/bin/tabletop-desktop ] && ! grep -q tabletop-desktop /usr/share/mime/globs2 && ! grep -q tabletop-desktop /usr/share/applications/mimeinfo.cache"
    fi
fi

# --- figures ------------------------------------------------------------------------------------
if "$python" "$root/packaging/measure.py" --deb "$deb" --root "$unpacked" --runs 5 \
    --build "bundle=$bundle_s" --build "deb=$deb_s" >"$work/figures.json"; then
    cat "$work/figures.json"
    read -r deb_mb installed_mb startup <<<"$("$python" -c '
import json, sys
f = json.load(open(sys.argv[1]))
print(f["deb_mb"], f["installed_mb"], f["start_to_first_window_s"]["median"])' "$work/figures.json")"
    check ".deb size ${deb_mb} MB <= 45 MB" "$python" -c "import sys; sys.exit(not $deb_mb <= 45)"
    check "installed size ${installed_mb} MB <= 150 MB" "$python" -c "import sys; sys.exit(not $installed_mb <= 150)"
    # Start-up depends on the machine's load: reported, not enforced.
    echo "INFO: start to first window (median of 5, offscreen) ${startup} s (target 0.8 s)"
else
    fail "figures (packaging/measure.py)"
fi

echo
if [ ${#failed[@]} -eq 0 ]; then
    echo "PACKAGING: PASS ($passed checks)"
else
    echo "PACKAGING: FAIL (${#failed[@]} failed, $passed passed: ${failed[*]})"
    exit 1
fi
