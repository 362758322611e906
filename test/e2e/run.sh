#!/usr/bin/env bash
# Builds the app and runs the Playwright suite in headless Chromium (Debian's package: Playwright
# cannot download its own browser on these machines).
set -euo pipefail
cd "$(dirname "$0")/../.."
source test/e2e/ensure-chromium.sh
npm run build
npx playwright test "$@"
