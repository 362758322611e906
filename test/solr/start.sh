#!/usr/bin/env bash
# Starts the test SolrCloud (two nodes and an embedded ZooKeeper, ./src/main/java) in the
# background and prints, once every node answers, two lines: SOLR_URL=<each node's base URL,
# comma-separated> and SOLR_CONTROL=<the address that stops and starts a node>. Maven resolves
# Solr 9.10.1 into ~/.m2 the first time (a few hundred MB), offline after that.
# Usage: start.sh PIDFILE [NODES]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
pidfile="$1"
nodes="${2:-2}"
cd "$here"
if ! command -v java >/dev/null || ! command -v mvn >/dev/null; then
  echo "start.sh: java and mvn are needed to start SolrCloud" >&2
  exit 3
fi
offline=()
[ -f target/classpath.txt ] && [ -d target/classes/portal ] && offline=(-o)
if [ ! -d target/classes/portal ] || [ src/main/java/portal/solr/TestCluster.java -nt target/classes/portal/solr/TestCluster.class ] || [ pom.xml -nt target/classpath.txt ]; then
  mvn -B -q "${offline[@]}" compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt >&2
fi
log="$(mktemp -t solr-cluster.XXXXXX)"
java -Xmx${SOLR_HEAP:-1g} -Dlog4j2.level=warn -Dsolr.log.level=WARN \
  -cp "target/classes:$(cat target/classpath.txt)" portal.solr.TestCluster \
  "$here/../../server/search/solr/configset" "$nodes" </dev/null >"$log" 2>&1 &
echo $! >"$pidfile"
for _ in $(seq 1 240); do
  if grep -q 'SOLR_CONTROL=' "$log" 2>/dev/null; then
    grep -oE 'SOLR_(URL|CONTROL)=.*' "$log"
    exit 0
  fi
  if ! kill -0 "$(cat "$pidfile")" 2>/dev/null; then
    echo "start.sh: SolrCloud did not start:" >&2
    tail -40 "$log" >&2
    exit 1
  fi
  sleep 0.5
done
echo "start.sh: SolrCloud did not answer within 120 s; its log: $log" >&2
exit 1
