#!/usr/bin/env bash
# Search throughput of two builds on the same data, measured side by side (docs/performance.md):
#   bench/compare.sh N JAR_A JAR_B [ROUNDS]      e.g. bench/compare.sh 100000 old.jar app-micronaut/target/agent-directory.jar
# Loads N listings made from the corpus once, copies the store, and starts both jars at once, each on its copy (each
# builds its own index from the store). Once both have gone quiet and are warm, search load (32 connections, the
# query mix of bench/scale.sh) goes to A and B in turns of 5 s, ROUNDS times (default 10), each round's first side
# alternating: the shared machine's drift from minute to minute then falls on both alike, which separate runs of
# bench/scale.sh cannot promise. Prints requests/s and the server's CPU time per search for each; then, in turns the
# same way, one client's latency (the median of the rounds' p50 and p99, and their range). Needs python3, wrk
# and the corpus folder (CORPUS). JAVA_OPTS goes to both sides, JAVA_OPTS_A and JAVA_OPTS_B to one each: the same jar
# twice compares launch options (JAVA_OPTS_B=-XX:+UseParallelGC bench/compare.sh 100000 app.jar app.jar), and JAVA_A
# and JAVA_B name the java each side runs on (default: java), to compare JVMs. Ends with
# each side's resident memory after the load. Each side builds its own index, and two builds of one store need not
# come out alike (docs/performance.md, "The query embedded on a spare core"): BENCH_DATA=DIR starts both on copies
# of DIR instead, a data directory of N listings whose index is built (bench/restarted.sh makes one), for builds of
# one index format.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

N=${1:?usage: bench/compare.sh N JAR_A JAR_B [ROUNDS]}
JAR_A=${2:?}
JAR_B=${3:?}
ROUNDS=${4:-10}
HEAP=${BENCH_HEAP:-256m}
CORPUS=${CORPUS:-../shared/corpus}
LOADER_JAR=app-micronaut/target/agent-directory.jar
WORK=$(mktemp -d)
PIDS=()
trap 'for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null; done; rm -rf "$WORK"' EXIT

search() { curl -fs -H 'Content-Type: application/json' -d "{\"query\": \"$2\"}" "http://127.0.0.1:$1/search"; }
cpu_ms() { awk -v hz="$(getconf CLK_TCK)" '{print ($14 + $15) * 1000 / hz}' "/proc/$1/stat"; }
start() { # $1 jar, $2 data folder, $3 port, $4 that side's JVM options, $5 its java; appends the process to PIDS
  DIRECTORY_DATA_DIR="$2" MICRONAUT_SERVER_PORT=$3 DIRECTORY_RATE_LIMIT_ENABLED=false DIRECTORY_REPROBE_ENABLED=false \
    DIRECTORY_PROBE_ALLOW_PRIVATE_NETWORKS=true "$5" -Xmx"$HEAP" ${JAVA_OPTS:-} $4 -jar "$1" >> "$2.log" 2>&1 &
  PIDS+=($!)
}

python3 bench/make_lua.py "$CORPUS" "$WORK"
if [ -n "${BENCH_DATA:-}" ]; then
  # Both sides on copies of one data directory, its index included: the same segments and graph for both.
  cp -r "$BENCH_DATA" "$WORK/a" && cp -r "$BENCH_DATA" "$WORK/b"
else
  DIRECTORY_DATA_DIR="$WORK/a" java -cp "$LOADER_JAR" dev.agentdirectory.app.bench.BenchmarkLoader \
    "$CORPUS/listings.jsonl" "$N" > /dev/null
  mkdir -p "$WORK/b" && cp "$WORK"/a/*.db "$WORK/b/"
fi
start "$JAR_A" "$WORK/a" 18095 "${JAVA_OPTS_A:-}" "${JAVA_A:-java}"
start "$JAR_B" "$WORK/b" 18096 "${JAVA_OPTS_B:-}" "${JAVA_B:-java}"
for port in 18095 18096; do
  until search "$port" "" 2>/dev/null | grep -q "\"total\":$N[,}]"; do sleep 0.5; done
done
quiet "${PIDS[0]}"; quiet "${PIDS[1]}"
for port in 18095 18096; do wrk -t2 -c16 -d30s -s "$WORK/search.lua" "http://127.0.0.1:$port/search" > /dev/null; done

# Calls $1 SIDE PORT PID for each side, ROUNDS times: A then B, then B then A, so that a drift within a round, or an
# edge for whichever goes second, falls on both alike.
in_turns() {
  local round side order
  for round in $(seq "$ROUNDS"); do
    order="A B"; [ $(( round % 2 )) -eq 0 ] && order="B A"
    for side in $order; do
      if [ "$side" = A ]; then "$1" A 18095 "${PIDS[0]}"; else "$1" B 18096 "${PIDS[1]}"; fi
    done
  done
}
declare -A served cpu latencies
served=([A]=0 [B]=0); cpu=([A]=0 [B]=0); latencies=([A]="" [B]="")
many_clients() { # 32 connections: the searches served and the server's CPU time
  local before after
  before=$(cpu_ms "$3")
  wrk -t2 -c32 -d5s -s "$WORK/search.lua" "http://127.0.0.1:$2/search" > "$WORK/wrk.out"
  after=$(cpu_ms "$3")
  served[$1]=$(( served[$1] + $(awk '/requests in/{print $1}' "$WORK/wrk.out") ))
  cpu[$1]=$(awk -v c="${cpu[$1]}" -v b="$before" -v a="$after" 'BEGIN {print c + a - b}')
}
one_client() { # the round's median and 99th percentile latency, in ms
  wrk -t1 -c1 -d5s --latency -s "$WORK/search.lua" "http://127.0.0.1:$2/search" > "$WORK/wrk.out"
  latencies[$1]+="$(awk 'function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; return v * 1000 }
    / 50%/ {p50 = ms($2)} / 99%/ {p99 = ms($2)} END {print p50, p99}' "$WORK/wrk.out")"$'\n'
}
in_turns many_clients
in_turns one_client
echo "== $N listings, heap $HEAP, $ROUNDS rounds of 5 s each, 32 connections"
for side in A B; do
  jar=$JAR_A; [ "$side" = B ] && jar=$JAR_B
  awk -v s="$side" -v j="$jar" -v n="${served[$side]}" -v c="${cpu[$side]}" -v t=$(( ROUNDS * 5 )) \
    'BEGIN {printf "%s (%s): %.0f searches/s, %.2f ms of server CPU per search\n", s, j, n / t, c / n}'
done
echo "== one client, $ROUNDS rounds of 5 s each: the median of the rounds' p50 and p99, and the rounds' range"
for side in A B; do
  printf '%s' "${latencies[$side]}" | sort -n -k1 | awk -v s="$side" '{p50[NR] = $1} END {printf "%s: p50 %.2f ms (%.2f-%.2f)", s, p50[int((NR + 1) / 2)], p50[1], p50[NR]}'
  printf '%s' "${latencies[$side]}" | sort -n -k2 | awk '{p99[NR] = $2} END {printf ", p99 %.2f ms (%.2f-%.2f)\n", p99[int((NR + 1) / 2)], p99[1], p99[NR]}'
done
for side in A B; do # what each process holds after the search load: its heap, native memory and the index's mapped files
  pid=${PIDS[0]}; [ "$side" = B ] && pid=${PIDS[1]}
  awk -v s="$side" '/^Rss:/ {r = $2} /^Pss_Anon:/ {a = $2} /^Pss_File:/ {f = $2}
    END {printf "%s: RSS %.0f MB (anonymous %.0f MB, file-backed %.0f MB)\n", s, r / 1024, a / 1024, f / 1024}' \
    "/proc/$pid/smaps_rollup"
done
