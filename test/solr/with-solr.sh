#!/usr/bin/env bash
# Runs a command beside a throwaway SolrCloud (two nodes, embedded ZooKeeper: ./start.sh):
#   bash test/solr/with-solr.sh npx vitest run server/search
# The command sees SOLR_URL=http://127.0.0.1:PORT/solr and SOLR_PID (the cluster's JVM); the
# cluster is stopped and its data removed when the command ends, however it ends. Without Java 17
# and Maven the command runs without SolrCloud and the search contract says loudly that it
# skipped the Solr half; in CI (CI set) that is a failure.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash test/solr/with-solr.sh <command...>" >&2
  exit 2
fi
here="$(cd "$(dirname "$0")" && pwd)"

# As root on Debian, a missing Java or Maven is installed, as with-postgres.sh does for PostgreSQL.
if { ! command -v java >/dev/null || ! command -v mvn >/dev/null; } &&
  [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "with-solr: installing Java 17 and Maven: apt-get install -y openjdk-17-jdk-headless maven" >&2
  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y openjdk-17-jdk-headless maven || true
fi
if ! command -v java >/dev/null || ! command -v mvn >/dev/null; then
  if [ -n "${CI:-}" ]; then
    echo "with-solr: Java 17 and Maven are required in CI (the search contract runs on SolrCloud)." >&2
    exit 1
  fi
  echo "with-solr: !!! no java or mvn here: running WITHOUT SolrCloud (its half of the search contract is skipped)" >&2
  exec "$@"
fi

pidfile="$(mktemp -t solr-pid.XXXXXX)"
cleanup() {
  local status=$?
  if [ -s "$pidfile" ]; then
    kill "$(cat "$pidfile")" 2>/dev/null || true
    # The JVM's shutdown hook stops the nodes and removes their data.
    for _ in $(seq 1 60); do kill -0 "$(cat "$pidfile")" 2>/dev/null || break; sleep 0.5; done
  fi
  rm -f "$pidfile"
  exit "$status"
}
trap cleanup EXIT INT TERM

echo "with-solr: starting SolrCloud (2 nodes)" >&2
SOLR_URL="$(bash "$here/start.sh" "$pidfile" 2)"
SOLR_PID="$(cat "$pidfile")"
export SOLR_URL SOLR_PID
echo "with-solr: SolrCloud at $SOLR_URL" >&2
"$@"
