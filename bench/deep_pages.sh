#!/usr/bin/env bash
# Ordinary searches while other clients ask for deep pages (docs/performance.md, "Deep pages"):
#   bench/deep_pages.sh DATA_DIR N JAR...      e.g. bench/deep_pages.sh /var/tmp/bench-100k 100000 old.jar new.jar
# DATA_DIR holds N listings with their index built (bench/restarted.sh makes one). Each jar in turn starts on it
# (HEAP, default 256m, and JAVA_OPTS passed on) and warms up with 16 connections of the query mix of
# bench/scale.sh for 20 s; then one client searches with that mix for 10 s alone, and for 25 s while 32 connections
# ask for pages past the first 20,000 results (the empty query at offset 99,970, "mcp server" at 60,000, a sentence at
# 20,000; bench/deep.lua). Prints the one client's figures both times, the deep pages answered (and refused) a
# second, and the full collections in that minute. Needs python3, wrk and the corpus folder (CORPUS).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

DATA=${1:?usage: bench/deep_pages.sh DATA_DIR N JAR...}
N=${2:?usage: bench/deep_pages.sh DATA_DIR N JAR...}
shift 2
HEAP=${HEAP:-256m}
one_instance
bench_settings "$DATA"
python3 bench/make_lua.py "$CORPUS" "$WORK" > /dev/null
summary() { # $1 label, $2 wrk output
  awk -v label="$1" '/Requests\/sec/{rps=$2} /Non-2xx/{refused=$NF} /^ +50%/{p50=$2} /^ +99%/{p99=$2}
    END {printf "%s: %s req/s%s, p50 %s, p99 %s\n", label, rps, refused ? " (" refused " refused)" : "", p50, p99}' "$2"
}
for JAR in "$@"; do
  echo "== $JAR"
  JAVA_OPTS="${JAVA_OPTS:-} -Xlog:gc:file=$WORK/gc.log" start
  until search "" | grep -q "\"total\":$N[,}]"; do sleep 0.5; done
  wrk -t2 -c16 -d20s -s "$WORK/search.lua" "http://127.0.0.1:$PORT/search" > /dev/null
  wrk -t1 -c1 -d10s --latency -s "$WORK/search.lua" "http://127.0.0.1:$PORT/search" > "$WORK/alone.out"
  summary "one client, alone" "$WORK/alone.out"
  wrk -t1 -c1 -d25s --latency -s "$WORK/search.lua" "http://127.0.0.1:$PORT/search" > "$WORK/beside.out" &
  beside=$!
  wrk -t2 -c32 -d25s --latency -s bench/deep.lua "http://127.0.0.1:$PORT/search" > "$WORK/deep.out"
  wait "$beside"
  summary "one client, beside the deep pages" "$WORK/beside.out"
  summary "deep pages, 32 connections" "$WORK/deep.out"
  echo "full collections: $(grep -c 'Pause Full' "$WORK/gc.log" || true), RSS $(memory)"
  stop
  rm -f "$WORK/gc.log"
done
