#!/usr/bin/env bash
# Every test: types, unit and integration tests on SQLite and on a throwaway PostgreSQL cluster,
# then the browser tests on the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck" && npm run typecheck
echo "== unit and integration tests (SQLite and PostgreSQL)" && bash test/pg/with-postgres.sh npx vitest run
# Beside a PostgreSQL cluster too: the several-instances test shares one store between servers.
echo "== end-to-end tests (Chromium)" && bash test/pg/with-postgres.sh bash test/e2e/run.sh
