#!/usr/bin/env bash
# Reproducible benchmark of the built jar on this machine: start time, corpus load (registration with a probe
# each), search relevance on the dev queries, search latency and throughput under load, RSS, and the index
# rebuild at restart with the whole corpus. Needs: the jar (mvn -q -DskipTests package), python3, wrk
# (apt-get install -y wrk), ../shared/corpus beside the repository. JAVA_OPTS passes JVM options (e.g. -Xmx256m).
set -euo pipefail
cd "$(dirname "$0")/.."

PORT=${BENCH_PORT:-18090}
JAR=app-micronaut/target/agent-directory.jar
CORPUS=../shared/corpus
WORK=$(mktemp -d)
PID=
trap '[ -n "$PID" ] && kill "$PID" 2>/dev/null; rm -rf "$WORK"' EXIT

start() {
  local began
  began=$(date +%s%N)
  DIRECTORY_DATA_DIR="$WORK/data" MICRONAUT_SERVER_PORT=$PORT DIRECTORY_RATE_LIMIT_ENABLED=false \
    DIRECTORY_REPROBE_ENABLED=false java ${JAVA_OPTS:-} -jar "$JAR" >> "$WORK/server.log" 2>&1 &
  PID=$!
  until curl -fs "http://127.0.0.1:$PORT/.well-known/mcp.json" > /dev/null; do sleep 0.05; done
  echo "first answer after start: $(( ($(date +%s%N) - began) / 1000000 )) ms"
}
rss() { echo "RSS $1: $(( $(awk '/VmRSS/{print $2}' /proc/$PID/status) / 1024 )) MiB"; }
stop() { kill "$PID"; wait "$PID" 2>/dev/null || true; PID=; }

echo "jar: $(( $(stat -c %s "$JAR") / 1024 / 1024 )) MiB"
start
sleep 1; rss "after start, empty"

began=$(date +%s%N)
python3 "$CORPUS/eval.py" --base "http://127.0.0.1:$PORT" --load --reload --mapping "$WORK/map.json" \
  --split dev --workers 8 | tail -1
echo "corpus load ($(wc -l < "$CORPUS/listings.jsonl") registrations, 8 clients) and dev evaluation:" \
  "$(( ($(date +%s%N) - began) / 1000000 )) ms"
rss "with the corpus loaded"

echo "search load: wrk, 2 threads, 16 connections, 20 s"
wrk -t2 -c16 -d20s --latency -s bench/search.lua "http://127.0.0.1:$PORT" | sed -n '/Latency Distribution/,/Transfer/p'
rss "after the search load"

stop
start
grep -o 'Search index rebuilt.*' "$WORK/server.log" | tail -1
rss "after restart with the corpus"
