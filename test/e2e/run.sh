#!/usr/bin/env bash
# Builds the app and runs the Playwright suite in headless Chromium (Debian's package: Playwright
# cannot download its own browser on these machines).
set -euo pipefail
cd "$(dirname "$0")/../.."
source test/e2e/ensure-chromium.sh
# E2E_SKIP_BUILD=1: the build is there already (npm test builds once for the budgets and this).
[ "${E2E_SKIP_BUILD:-}" = 1 ] || npm run build
npx playwright test "$@"
