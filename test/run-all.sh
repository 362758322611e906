#!/usr/bin/env bash
# Every test: lint, formatting and types, unit and integration tests on SQLite and on a throwaway
# PostgreSQL cluster (the search contract on a throwaway SolrCloud too), then the production build,
# its size budgets and the browser tests on it.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== lint and formatting" && npm run lint && npm run format:check
echo "== copy-paste check (jscpd, test/budgets/duplication.json)" && npm run check:duplication
echo "== typecheck" && npm run typecheck
# Beside a SolrCloud too: the search contract runs on both engines (test/solr/with-solr.sh), and
# last, alone, searches keep answering while a node of three (two copies of each shard) stops.
echo "== unit and integration tests (SQLite and PostgreSQL; search on FTS5 and SolrCloud)" &&
  SOLR_NODES=3 SOLR_REPLICAS=2 bash test/pg/with-postgres.sh bash test/solr/with-solr.sh npx vitest run
echo "== production build" && npm run build
echo "== size budgets: gzip JavaScript per page, HTML of an award page" && npx tsx test/budgets/check.ts
# Beside a PostgreSQL cluster too: the several-instances test shares one store between servers;
# and a SolrCloud: one journey runs on it (test/e2e/solr-engine.spec.ts).
echo "== end-to-end tests (Chromium)" &&
  E2E_SKIP_BUILD=1 bash test/pg/with-postgres.sh bash test/solr/with-solr.sh bash test/e2e/run.sh
