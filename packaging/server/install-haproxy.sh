#!/usr/bin/env sh
# Makes sure HAProxy is on this machine for the loopback proxy test (tests/packaging/test_proxy.py)
# and the two-process network benchmark: run by .ci/run before the tests. When `haproxy` is
# missing and this runs as root with apt-get, it installs Debian's package; otherwise it says what
# is missing and leaves the machine as it is (the test then skips and says why). Never fails the
# run: the tests decide what a missing proxy means.
set -u
if command -v haproxy >/dev/null 2>&1; then
    echo "HAProxy: $(haproxy -v 2>/dev/null | head -1)"
    exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log=${TMPDIR:-/tmp}/tabletop-desktop-haproxy-apt.log
    echo "Installing HAProxy with apt-get (log: $log)"
    export DEBIAN_FRONTEND=noninteractive
    # The package only: its maintainer script would start the system's own haproxy service, which
    # the tests do not need (they start their own on free loopback ports); policy-rc.d says no.
    policy=/usr/sbin/policy-rc.d
    made_policy=0
    if [ ! -e "$policy" ]; then
        printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && made_policy=1
    fi
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends haproxy; } >"$log" 2>&1 ||
        { echo "apt-get could not install haproxy:"; tail -5 "$log"; }
    [ $made_policy = 1 ] && rm -f "$policy"
fi
if command -v haproxy >/dev/null 2>&1; then
    echo "HAProxy: $(haproxy -v 2>/dev/null | head -1)"
else
    echo "HAProxy is not installed (needs root and apt-get, or install it yourself):" \
        "the proxy test will be skipped."
fi
exit 0
