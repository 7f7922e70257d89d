#!/usr/bin/env bash
# The browser suite of boardkit-web: the playground page in headless Chromium,
# driven over WebDriver (chromedriver), played by clicking. Installs chromium
# and chromium-driver with apt-get when they are missing; if they are still
# missing the suite fails (under CI=true as everywhere: it never skips).
# Screenshots of each game are saved under target/web-screenshots/.
set -euo pipefail
cd "$(dirname "$0")/.."

export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"

have_browser() { [ -x "$CHROMIUM" ] && [ -x "$CHROMEDRIVER" ]; }

if ! have_browser; then
    echo "suite-web: $CHROMIUM or $CHROMEDRIVER missing: installing chromium and chromium-driver"
    if command -v apt-get >/dev/null 2>&1; then
        SUDO=""
        [ "$(id -u)" -eq 0 ] || SUDO="sudo"
        $SUDO apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver
    fi
fi
if ! have_browser; then
    echo "suite-web: FAILED: no Chromium and ChromeDriver at $CHROMIUM and $CHROMEDRIVER (CI=${CI:-})" >&2
    exit 1
fi
"$CHROMIUM" --version
"$CHROMEDRIVER" --version

# Two browsers at a time: each test has its own server, driver and profile.
cargo test -p boardkit-web --test browser -- --ignored --test-threads=2
echo "suite-web: screenshots in target/web-screenshots/:"
ls target/web-screenshots/
