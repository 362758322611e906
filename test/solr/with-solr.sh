#!/usr/bin/env bash
# Runs a command beside a throwaway SolrCloud (embedded ZooKeeper: ./start.sh):
#   bash test/solr/with-solr.sh npx vitest run server/search
#   SOLR_NODES=3 SOLR_REPLICAS=2 bash test/solr/with-solr.sh npx vitest run server/search/solr
# SOLR_NODES (default 2) is the number of nodes; SOLR_REPLICAS (default 1, at most SOLR_NODES) is
# passed on for the collections the command creates (`npm run search:solr-ingest` reads it).
# The command sees:
#   SOLR_URL        every node's base URL, comma-separated (http://127.0.0.1:PORT/solr,...)
#   SOLR_STOP_NODE  a shell command that stops the last node (never the first), to lose a node
#                   mid-traffic; SOLR_START_NODE starts it again (both need two nodes or more)
#   SOLR_PID        the cluster's JVM
# The cluster is stopped and its data removed when the command ends, however it ends. Without
# Java 17 and Maven the command runs without SolrCloud and the search contract says loudly that it
# skipped the Solr half; in CI (CI set) that is a failure. SOLR_STOP_NODE needs curl.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash test/solr/with-solr.sh <command...>" >&2
  exit 2
fi
here="$(cd "$(dirname "$0")" && pwd)"

nodes="${SOLR_NODES:-2}"
replicas="${SOLR_REPLICAS:-1}"
if ! [[ "$nodes" =~ ^[1-9]$ ]]; then
  echo "with-solr: SOLR_NODES is a number of nodes from 1 to 9, not '$nodes'" >&2
  exit 2
fi
if ! [[ "$replicas" =~ ^[1-9]$ ]] || [ "$replicas" -gt "$nodes" ]; then
  echo "with-solr: SOLR_REPLICAS is a number from 1 to SOLR_NODES ($nodes), not '$replicas':" \
    "each copy of a shard needs a node of its own" >&2
  exit 2
fi

# As root on Debian, what is missing is installed, as with-postgres.sh does for PostgreSQL.
missing() { ! command -v java >/dev/null || ! command -v mvn >/dev/null; }
if { missing || ! command -v curl >/dev/null; } && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "with-solr: installing Java 17, Maven and curl: apt-get install -y openjdk-17-jdk-headless maven curl" >&2
  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y openjdk-17-jdk-headless maven curl || true
fi
if missing; then
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

echo "with-solr: starting SolrCloud ($nodes nodes; collections with $replicas replicas)" >&2
started="$(bash "$here/start.sh" "$pidfile" "$nodes")"
SOLR_URL="$(sed -n 's/^SOLR_URL=//p' <<<"$started")"
control="$(sed -n 's/^SOLR_CONTROL=//p' <<<"$started")"
SOLR_PID="$(cat "$pidfile")"
SOLR_NODES="$nodes"
SOLR_REPLICAS="$replicas"
export SOLR_URL SOLR_PID SOLR_NODES SOLR_REPLICAS
unset SOLR_STOP_NODE SOLR_START_NODE
if [ "$nodes" -gt 1 ] && command -v curl >/dev/null; then
  SOLR_STOP_NODE="curl -fsS -X POST $control/nodes/$nodes/stop"
  SOLR_START_NODE="curl -fsS -X POST $control/nodes/$nodes/start"
  export SOLR_STOP_NODE SOLR_START_NODE
elif [ "$nodes" -gt 1 ]; then
  echo "with-solr: no curl here: SOLR_STOP_NODE is not set (apt-get install curl)" >&2
fi
echo "with-solr: SolrCloud at $SOLR_URL" >&2
"$@"
