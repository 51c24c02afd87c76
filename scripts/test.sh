#!/usr/bin/env bash
# Installs everything the tests need on a fresh Debian machine, then runs every test:
# lint (type errors included), build, unit, route (PGlite, and PostgreSQL when TEST_DATABASE_URL is set)
# and browser tests in Debian's Chromium, and prints where the time went.
set -euo pipefail
cd "$(dirname "$0")/.."
# The run's total is counted from here, install included (the budget in docs/testing.md).
export SIGNET_RUN_STARTED_MS="$(date +%s%3N)"

apt_install() {
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@"
}

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# Browser tests run Chromium's headless shell (docs/decisions/014); the bench runs the full browser.
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
# pdfsig and pdftotext check sealed documents; qpdf --check their structure.
command -v pdfsig >/dev/null 2>&1 && command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
# A CJK font so zh-CN pages render real glyphs in screenshots.
fc-list 2>/dev/null | grep -qi 'wenquanyi\|noto sans cjk' || missing+=(fonts-wqy-microhei)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  apt_install "${missing[@]}"
fi

# npm, the build and every test run on the project's Node 24, whatever the system's Node is.
source scripts/project-node.sh
use_project_node
echo "Node.js $(node -v) ($(command -v node)) runs npm ci and every test"
npm ci --no-audit --no-fund
export PATH="$PWD/node_modules/.bin:$PATH"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  node scripts/check-database.mjs "$TEST_DATABASE_URL"
fi
export SIGNET_INSTALL_ENDED_MS="$(date +%s%3N)"
# Lint (type errors included), build, unit, server (per database) and browser tests, side by side where they
# can, then each phase's time, the slowest test files and the total (scripts/test-run/).
npm run validate
