#!/usr/bin/env bash
# macOS: builds "Tabletop Desktop.app" with PyInstaller (the spec's BUNDLE step writes the
# Info.plist with the bundle id, the .icns and the .tabletop document type) and packs it into
#   dist/TabletopDesktop-<version>-macos-<arch>.dmg
# with an /Applications link to drag the app onto. Runs on macOS only (hdiutil).
#
#   packaging/macos/make-dmg.sh              # build the app, then the disk image
#   packaging/macos/make-dmg.sh --no-bundle  # reuse dist/Tabletop Desktop.app
# Environment: PYTHON (default .venv/bin/python), CODESIGN_IDENTITY (optional: sign the app;
# without it the app is ad-hoc signed, which runs locally but is not notarised).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
python=${PYTHON:-$root/.venv/bin/python}
app_name="Tabletop Desktop"

if [ "$(uname -s)" != "Darwin" ]; then
    echo "make-dmg.sh needs macOS (hdiutil, codesign)." >&2
    exit 1
fi

if [ "${1:-}" != "--no-bundle" ]; then
    (cd "$root" && "$python" -m PyInstaller --noconfirm --clean --log-level WARN \
        --distpath dist --workpath build/pyinstaller packaging/tabletop-desktop.spec)
fi
app="$root/dist/$app_name.app"
[ -d "$app" ] || { echo "No app bundle at $app" >&2; exit 1; }

plist="$app/Contents/Info.plist"
for key in CFBundleIdentifier CFBundleDocumentTypes UTExportedTypeDeclarations CFBundleIconFile; do
    /usr/libexec/PlistBuddy -c "Print :$key" "$plist" >/dev/null || {
        echo "Info.plist lacks $key" >&2
        exit 1
    }
done
[ -f "$app/Contents/Resources/tabletop-desktop-save.icns" ] || {
    echo "the saved-game icon is missing from Contents/Resources" >&2
    exit 1
}

codesign --force --deep --sign "${CODESIGN_IDENTITY:--}" "$app"

version=$(cd "$root" && "$python" -c 'import tabletop_desktop; print(tabletop_desktop.__version__)')
arch=$(uname -m)
dmg="$root/dist/TabletopDesktop-$version-macos-$arch.dmg"
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
hdiutil create -volname "$app_name" -srcfolder "$staging" -fs HFS+ -format UDZO \
    -imagekey zlib-level=9 "$dmg"
hdiutil verify "$dmg"
echo "built $dmg ($(du -k "$dmg" | cut -f1) KiB)"
