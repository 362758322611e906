#!/usr/bin/env bash
# Every test: lint, formatting and types, unit and integration tests on SQLite and on a throwaway
# PostgreSQL cluster (the search contract on a throwaway SolrCloud too), then the production build,
# its size budgets and the browser tests on it. Each part prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."

# step NAME COMMAND…: runs a part and prints how long it took.
step() {
  local name=$1 started=$SECONDS
  shift
  echo "== $name"
  "$@"
  echo "== $name: $((SECONDS - started)) s"
}

# Two parts at once, each writing to its own log, shown when both are done (the checks and the
# type check are single-threaded, and the machines have two cores).
together() {
  local logs
  logs=$(mktemp -d)
  ("$1" >"$logs/a" 2>&1) &
  local a=$!
  ("$2" >"$logs/b" 2>&1) &
  local b=$!
  local failed=0
  wait "$a" || failed=1
  wait "$b" || failed=1
  cat "$logs/a" "$logs/b"
  rm -rf "$logs"
  return "$failed"
}

checks() {
  step "lint and formatting" bash -c 'npm run -s lint && npm run -s format:check'
  step "copy-paste check (jscpd, test/budgets/duplication.json)" npm run -s check:duplication
  step "import circles among app/, server/ and sites/ (dpdm)" npm run -s check:circles
}
types_and_build() {
  step "typecheck" npm run -s typecheck
  step "production build" npm run -s build
}

started=$SECONDS
together checks types_and_build
# Beside a SolrCloud too: the search contract runs on both engines (test/solr/with-solr.sh), and
# last, alone, searches keep answering while a node of three (two copies of each shard) stops.
step "unit and integration tests (SQLite and PostgreSQL; search on FTS5 and SolrCloud)" \
  env SOLR_NODES=3 SOLR_REPLICAS=2 bash test/pg/with-postgres.sh bash test/solr/with-solr.sh npx vitest run
step "size budgets: gzip JavaScript per page, HTML of an award page" npx tsx test/budgets/check.ts
# Beside a PostgreSQL cluster too: the several-instances test shares one store between servers;
# and a SolrCloud: one journey runs on it (test/e2e/solr-engine.spec.ts).
step "end-to-end tests (Chromium)" \
  env E2E_SKIP_BUILD=1 bash test/pg/with-postgres.sh bash test/solr/with-solr.sh bash test/e2e/run.sh
echo "== all tests: $((SECONDS - started)) s"
