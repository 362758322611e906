#!/usr/bin/env bash
# Serves the production build for the end-to-end tests as `npm run serve` does (compiled, on node
# alone), on a fresh app database each run and the starter-corpus content index.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=var/e2e
rm -rf "$dir/app.sqlite"* && mkdir -p "$dir"
export NODE_ENV=production HOST=127.0.0.1 DATABASE_URL="$dir/app.sqlite" MAIL_OUTBOX="$dir/outbox"
exec node build/server/http/main.js
