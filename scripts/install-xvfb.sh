#!/usr/bin/env sh
# Makes sure Xvfb and the libraries of Qt's X11 window are on this machine for the tests that run
# the real app on a virtual screen (tests/app/test_self_test_xvfb.py, tests/app/test_network_xvfb.py):
# run by .ci/run before the tests. When Xvfb is missing and this runs as root with apt-get, it
# installs Debian's packages; otherwise it says what is missing and leaves the machine as it is
# (those tests then skip and say why). Never fails the run.
set -u
if command -v Xvfb >/dev/null 2>&1 && command -v xvfb-run >/dev/null 2>&1; then
    echo "Xvfb: $(command -v Xvfb)"
    exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log=${TMPDIR:-/tmp}/tabletop-desktop-xvfb-apt.log
    echo "Installing Xvfb with apt-get (log: $log)"
    export DEBIAN_FRONTEND=noninteractive
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends xvfb xauth \
        libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0 libgl1 libegl1 \
        libfontconfig1; } >"$log" 2>&1 ||
        { echo "apt-get could not install Xvfb:"; tail -5 "$log"; }
fi
if command -v Xvfb >/dev/null 2>&1; then
    echo "Xvfb: $(command -v Xvfb)"
else
    echo "Xvfb is not installed (needs root and apt-get, or install it yourself):" \
        "the tests on a virtual screen will be skipped."
fi
exit 0
