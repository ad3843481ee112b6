#!/usr/bin/env bash
# Search relevance through the API, from scratch (docs/relevance.md):
#   bench/relevance.sh [OTHER_JAR...]
# Builds the jar, starts it on a fresh data directory, registers the whole corpus through POST /services (8 clients,
# one probe each: the corpus's URLs are unreachable from here, so every listing ranks as equally unhealthy), runs
# the judged dev queries through POST /search and prints nDCG@10, MRR@10 and Recall@10 per query kind with the
# corpus's own evaluator, once every listing is embedded for search by meaning. Needs Maven, python3 and ../shared/corpus beside the repository (CORPUS overrides it).
# BENCH_JAR skips the build and measures that jar instead. Jars given as arguments are then each started in turn on
# the same data, once the first has stopped, and measured on the same queries: the listings, their ids and order and
# (for builds of one index format) the index itself are the same for all, so the figures differ only by what each
# build does with them (a paired comparison, free of the spread between runs that registering in parallel brings).
set -euo pipefail
cd "$(dirname "$0")/.."

PORT=${BENCH_PORT:-18097}
CORPUS=${CORPUS:-../shared/corpus}
JAR=${BENCH_JAR:-app-micronaut/target/agent-directory.jar}
WORK=$(mktemp -d)
PID=
trap '[ -n "$PID" ] && kill "$PID" 2>/dev/null; rm -rf "$WORK"' EXIT

if [ -z "${BENCH_JAR:-}" ]; then
  mvn -q -B -DskipTests package
fi
start() {
  DIRECTORY_DATA_DIR="$WORK/data" MICRONAUT_SERVER_PORT=$PORT DIRECTORY_RATE_LIMIT_ENABLED=false \
    DIRECTORY_REPROBE_ENABLED=false java ${JAVA_OPTS:-} -jar "$1" > "$WORK/server.log" 2>&1 &
  PID=$!
  until curl -fs "http://127.0.0.1:$PORT/.well-known/mcp.json" > /dev/null; do
    kill -0 "$PID" 2>/dev/null || { cat "$WORK/server.log"; exit 1; }
    sleep 0.1
  done
}
start "$JAR"

ms_since() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }
awaiting() {
  curl -fs "http://127.0.0.1:$PORT/metrics" | awk '/^directory_listings_awaiting_embedding /{print int($2)}'
}

# The loader runs one query of its own; its figures are not the benchmark's.
head -1 "$CORPUS/queries-dev.jsonl" > "$WORK/one-query.jsonl"
began=$(date +%s%N)
python3 "$CORPUS/eval.py" --base "http://127.0.0.1:$PORT" --load --reload --mapping "$WORK/map.json" \
  --queries "$WORK/one-query.jsonl" --workers 8 > "$WORK/load.out"
echo "corpus registered through the API ($(wc -l < "$CORPUS/listings.jsonl") listings, 8 clients): $(ms_since "$began") ms"

# Listings are embedded off the request path: the queries run once none awaits it (none ever does when search by
# meaning is off).
loaded=$(date +%s%N)
until [ "$(awaiting)" = "0" ]; do
  kill -0 "$PID" 2>/dev/null || { cat "$WORK/server.log"; exit 1; }
  sleep 1
done
echo "every listing embedded $(ms_since "$loaded") ms after the last registration"

evaluate() {
  echo "== $1"
  python3 "$CORPUS/eval.py" --base "http://127.0.0.1:$PORT" --mapping "$WORK/map.json" --split dev
}
evaluate "$JAR"
for other in "$@"; do
  kill "$PID"
  wait "$PID" || true
  start "$other"
  until [ "$(awaiting)" = "0" ]; do
    kill -0 "$PID" 2>/dev/null || { cat "$WORK/server.log"; exit 1; }
    sleep 1
  done
  evaluate "$other"
done
