#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster:
#   bash test/pg/with-postgres.sh npx vitest run server/db server/users server/events
# The command sees TEST_DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres. The cluster
# lives in a temporary folder and is stopped and removed when the command ends, however it ends.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash test/pg/with-postgres.sh <command...>" >&2
  exit 2
fi

DEFAULT_PG_BIN=/usr/lib/postgresql/15/bin
PG_BIN="${PG_BIN:-$DEFAULT_PG_BIN}"
if [ ! -x "$PG_BIN/initdb" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
  if [ "$PG_BIN" = "$DEFAULT_PG_BIN" ] && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    echo "with-postgres: PostgreSQL server binaries not found in $PG_BIN." >&2
    echo "with-postgres: installing them: apt-get update && apt-get install -y postgresql" >&2
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
  fi
  if [ ! -x "$PG_BIN/initdb" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
    echo "with-postgres: PostgreSQL 15 server binaries not found in $PG_BIN." >&2
    echo "Install them as root with: apt-get update && apt-get install -y postgresql" >&2
    echo "or set PG_BIN to the folder that holds initdb and pg_ctl." >&2
    exit 1
  fi
fi

# initdb refuses to run as root: as root, run the server as the postgres user.
if [ "$(id -u)" -eq 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "with-postgres: as root, a 'postgres' user is needed (the postgresql package adds it)." >&2
    exit 1
  fi
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

free_port() {
  node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => {
    console.log(s.address().port); s.close() })"
}

PG_DIR="$(mktemp -d "${TMPDIR:-/tmp}/pg-test.XXXXXX")"
STARTED=0
cleanup() {
  local status=$?
  if [ "$STARTED" -eq 1 ]; then
    as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_DIR"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ "$(id -u)" -eq 0 ]; then chown postgres: "$PG_DIR"; fi
chmod 700 "$PG_DIR"
if ! as_pg test -w "$PG_DIR"; then
  echo "with-postgres: the postgres user cannot write to $PG_DIR." >&2
  echo "Set TMPDIR to a folder that the postgres user can reach." >&2
  exit 1
fi

as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust --encoding=UTF8 --no-sync \
  >"$PG_DIR/initdb.log" 2>&1 || { cat "$PG_DIR/initdb.log" >&2; exit 1; }

# Another process may take the port between choosing and starting: try a few.
for attempt in 1 2 3 4 5; do
  PORT="$(free_port)"
  if as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 30 \
    -o "-p $PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null; then
    STARTED=1
    break
  fi
  echo "with-postgres: could not start on port $PORT (attempt $attempt)" >&2
done
if [ "$STARTED" -ne 1 ]; then
  cat "$PG_DIR/server.log" >&2 || true
  exit 1
fi

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
PG_VERSION="$("$PG_BIN/postgres" --version | awk '{print $3}')"
echo "with-postgres: PostgreSQL $PG_VERSION on port $PORT" >&2

"$@"
