#!/usr/bin/env bash
# Builds the one-folder bundle with PyInstaller and packs it into a Debian package:
#   dist/tabletop-desktop_<version>_<arch>.deb
# installing the app under /opt/tabletop-desktop, /usr/bin/tabletop-desktop, a desktop entry,
# AppStream metadata, hicolor icons and the saved-game MIME type.
#
#   packaging/linux/build-deb.sh              # build the bundle, then the .deb
#   packaging/linux/build-deb.sh --no-bundle  # reuse build/dist/tabletop-desktop
# Environment: PYTHON (default .venv/bin/python), OUT_DIR (default dist).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
python=${PYTHON:-$root/.venv/bin/python}
out_dir=${OUT_DIR:-$root/dist}
bundle_dir=$root/build/dist/tabletop-desktop
app_id=io.github.tabletopdesktop.TabletopDesktop
pkg=tabletop-desktop

if [ "${1:-}" != "--no-bundle" ]; then
    echo "== PyInstaller bundle"
    started=$(date +%s)
    (cd "$root" && "$python" -m PyInstaller --noconfirm --clean --log-level WARN \
        --distpath build/dist --workpath build/pyinstaller packaging/tabletop-desktop.spec)
    echo "bundle built in $(( $(date +%s) - started )) s"
fi
[ -x "$bundle_dir/tabletop-desktop" ] || { echo "No bundle in $bundle_dir" >&2; exit 1; }

echo "== Licence notices, copyright file, RUNPATH"
command -v patchelf >/dev/null || { echo "patchelf is needed (apt-get install patchelf)" >&2; exit 1; }
"$python" "$here/../third_party.py" "$bundle_dir" "$root/build/pyinstaller/tabletop-desktop/bundled-binaries.json" \
    "$root/build/deb-copyright"

version=$(cd "$root" && "$python" -c 'import tabletop_desktop; print(tabletop_desktop.__version__)')
arch=$(dpkg --print-architecture)
metainfo=$here/$app_id.metainfo.xml
grep -q "<release version=\"$version\"" "$metainfo" || {
    echo "$metainfo has no <release version=\"$version\">: add one for this version." >&2
    exit 1
}

echo "== Validating the desktop entry and AppStream metadata"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$here/$pkg.desktop"
else
    echo "desktop-file-validate not installed: skipped" >&2
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net "$metainfo"
else
    echo "appstreamcli not installed: skipped" >&2
fi

echo "== Staging the package tree"
stage=$root/build/deb/$pkg
rm -rf "$stage"
mkdir -p "$stage/DEBIAN" "$stage/opt" "$stage/usr/bin" "$stage/usr/share/applications" \
    "$stage/usr/share/metainfo" "$stage/usr/share/mime/packages" "$stage/usr/share/doc/$pkg" \
    "$stage/usr/share/icons"
cp -a "$bundle_dir" "$stage/opt/$pkg"
ln -s "/opt/$pkg/tabletop-desktop" "$stage/usr/bin/tabletop-desktop"
install -m 644 "$here/$pkg.desktop" "$stage/usr/share/applications/"
install -m 644 "$metainfo" "$stage/usr/share/metainfo/"
install -m 644 "$here/tabletop-desktop-mime.xml" "$stage/usr/share/mime/packages/$pkg.xml"
cp -r "$root/resources/icons/hicolor" "$stage/usr/share/icons/"
install -D -m 644 "$root/resources/icons/tabletop-desktop.svg" \
    "$stage/usr/share/icons/hicolor/scalable/apps/tabletop-desktop.svg"
install -D -m 644 "$root/resources/icons/tabletop-desktop-save.svg" \
    "$stage/usr/share/icons/hicolor/scalable/mimetypes/application-x-tabletop-desktop-save.svg"
# Machine-readable (DEP-5): every bundled library by origin and licence, from third_party.py.
install -m 644 "$root/build/deb-copyright" "$stage/usr/share/doc/$pkg/copyright"
install -m 755 "$here/postinst" "$here/postrm" "$stage/DEBIAN/"
# Modes independent of the umask of whoever cloned the repository.
chmod -R u+rwX,go+rX,go-w "$stage"

# Dependencies, like dpkg-shlibdeps: the system libraries the bundle's binaries link but do not
# carry (libc, libGL, ...), mapped to the Debian packages that hold them. The Wayland plugin's
# libraries are only recommended: without them Qt falls back to X11. readelf: binutils, which
# PyInstaller needs anyway to strip the binaries.
libs_needed_by() {  # libs_needed_by FILE...: NEEDED entries, one a line
    readelf -d "$@" 2>/dev/null | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort -u
}
package_of() {  # package_of SONAME: the installed package holding it
    local path real
    path=$(awk -v lib="$1" '$1 == lib { print $NF; exit }' <<<"$ld_cache")
    [ -n "$path" ] || return 1
    real=$(readlink -f "$path")
    for candidate in "$path" "$real" "/usr$path" "/usr$real" "${path#/usr}" "${real#/usr}"; do
        dpkg -S "$candidate" 2>/dev/null | head -1 | cut -d: -f1 && return 0
    done
    return 1
}
packages_for() {  # packages_for SONAME...: comma-separated package list
    local lib pkg list=()
    for lib in "$@"; do
        pkg=$(package_of "$lib") || { echo "no package found for $lib" >&2; continue; }
        [ "$pkg" = libc6 ] && pkg="libc6 (>= ${libc:-2.31})"
        list+=("$pkg")
    done
    printf '%s\n' "${list[@]}" | sort -u | paste -sd, | sed 's/,/, /g'
}
libc=$(dpkg-query -W -f='${Version}' libc6 2>/dev/null | sed 's/-.*//')
ld_cache=$(ldconfig -p 2>/dev/null || /sbin/ldconfig -p)
bundled=$(find "$bundle_dir" -name '*.so*' -printf '%f\n' | sort -u)
mapfile -t other_files < <(find "$bundle_dir" -type f \( -name '*.so*' -o -name tabletop-desktop \) | grep -Evi 'wayland|WlShell')
mapfile -t system_libs < <(comm -23 <(libs_needed_by "${other_files[@]}") <(echo "$bundled"))
depends=$(packages_for "${system_libs[@]}")
[ -n "$depends" ] || depends="libc6 (>= ${libc:-2.31}), libgl1, libegl1, libxcb1"
# The build machine may lack the Wayland libraries, so these are named rather than looked up.
recommends="libwayland-client0, libwayland-cursor0, libwayland-egl1"
echo "Depends: $depends"
echo "Recommends: $recommends"
installed_kb=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat > "$stage/DEBIAN/control" <<CONTROL
Package: $pkg
Version: $version
Architecture: $arch
Maintainer: Tabletop Desktop developers <maintainers@tabletop-desktop.invalid>
Installed-Size: $installed_kb
Depends: $depends
Recommends: ${recommends:+$recommends, }fonts-dejavu-core | fonts-liberation2, shared-mime-info, desktop-file-utils
Section: games
Priority: optional
Description: Modern tabletop classics against local bots
 Tabletop Desktop brings tabletop classics to your desktop: lines of coloured
 tiles in Qwirkle, dice and score sheets in Qwixx, and word cards in Quiddler,
 against people at the same screen or bots from beginner to expert. Everything
 runs on your own computer; no account and no network are needed.
CONTROL

echo "== dpkg-deb"
mkdir -p "$out_dir"
deb=$out_dir/${pkg}_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb"
echo "built $deb ($(du -k "$deb" | cut -f1) KiB, installed $installed_kb KiB)"
