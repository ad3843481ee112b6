#!/usr/bin/env bash
# Search and registration at scale, in one run on this machine (docs/performance.md):
#   bench/scale.sh N [HEAP]      e.g. bench/scale.sh 100000 256m
# Loads N listings made from the corpus straight into a fresh data directory (or, with BENCH_POSTGRES_URL, USER and
# PASSWORD set, into that PostgreSQL database), starts the jar on it (the first start builds the index), then
# measures over HTTP: the static /.well-known/mcp.json and POST /search under load (32 connections, same run),
# one-client search latency, registration with 8 clients (probe refused at once) as fast as they are answered and
# then at a fixed rate (BENCH_RATE a second, default 250; bench/PacedRegistrations.java), RSS, and the restart to the
# first answered search. Needs the jar (mvn -q -DskipTests package), a JDK, python3, wrk, and the corpus folder
# (CORPUS).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

N=${1:?usage: bench/scale.sh N [HEAP]}
HEAP=${2:-256m}
SECONDS_EACH=${BENCH_SECONDS:-15}
WARMUP_SECONDS=${BENCH_WARMUP_SECONDS:-30}
LOADER_JAR=app-micronaut/target/agent-directory.jar
one_instance
bench_settings "$WORK/data"
if [ -n "${BENCH_POSTGRES_URL:-}" ]; then
  export DATASOURCES_DEFAULT_URL=$BENCH_POSTGRES_URL DATASOURCES_DEFAULT_USERNAME=${BENCH_POSTGRES_USER:-} \
    DATASOURCES_DEFAULT_PASSWORD=${BENCH_POSTGRES_PASSWORD:-}
fi
wrk_run() { # $1 connections, $2 threads, $3 path, $4 lua script or "": prints "requests/s p50 p99"
  local script=()
  [ -n "$4" ] && script=(-s "$4")
  wrk -t"$2" -c"$1" -d"${SECONDS_EACH}s" --latency "${script[@]}" "http://127.0.0.1:$PORT$3" > "$WORK/wrk.out"
  awk '/Requests\/sec/{rps=$2} /^ +50%/{p50=$2} /^ +99%/{p99=$2} /Non-2xx/{bad=$NF}
       END {printf "%s req/s, p50 %s, p99 %s%s\n", rps, p50, p99, bad ? ", non-2xx " bad : ""}' "$WORK/wrk.out"
}

python3 bench/make_lua.py "$CORPUS" "$WORK"
echo "== $N listings, heap $HEAP, $(nproc) cores, jar $(( $(stat -c %s "$JAR") / 1048576 )) MiB"
began=$(now_ms)
java -cp "$LOADER_JAR" dev.agentdirectory.app.bench.BenchmarkLoader "$CORPUS/listings.jsonl" "$N" > /dev/null
echo "load (JDBC, not HTTP): $(( $(now_ms) - began )) ms"

start
echo "first start, to the first answered search: $STARTED_MS ms"
began=$(now_ms)
until search "" | grep -q "\"total\":$N[,}]"; do sleep 0.2; done
echo "index built from the store (counted from the first answer): $(( $(now_ms) - began )) ms"
grep -o 'Search index opened.*' "$WORK/server.log" | tail -1 || true

quiet "$PID"
# The JIT compiles for a minute or so after start, on one of the two cores: warm up before measuring.
SECONDS_EACH=$WARMUP_SECONDS wrk_run 16 2 /search "$WORK/search.lua" > /dev/null
SECONDS_EACH=$WARMUP_SECONDS wrk_run 16 2 /.well-known/mcp.json '' > /dev/null
echo "static GET /.well-known/mcp.json, 32 connections: $(wrk_run 32 2 /.well-known/mcp.json '')"
echo "POST /search, 32 connections:                    $(wrk_run 32 2 /search "$WORK/search.lua")"
echo "POST /search, one client:                         $(wrk_run 1 1 /search "$WORK/search.lua")"
echo "RSS after the search load: $(memory)"
echo "POST /services, 8 clients, first 15 s (probe refused): $(wrk_run 8 2 /services "$WORK/register.lua")"
# The write path (H2, Lucene indexing, the prober) is compiled while it runs: warm it up as search was.
SECONDS_EACH=$(( WARMUP_SECONDS * 3 )) wrk_run 8 2 /services "$WORK/register.lua" > /dev/null
echo "POST /services, 8 clients, warm (probe refused):  $(wrk_run 8 2 /services "$WORK/register.lua")"
echo "POST /services at a fixed rate: $(java bench/PacedRegistrations.java "http://127.0.0.1:$PORT" \
  "${BENCH_RATE:-250}" "$SECONDS_EACH")"
echo "RSS after registrations: $(memory)"

stop
start
echo "restart, to the first answered search: $STARTED_MS ms"
grep -o 'Search index opened.*' "$WORK/server.log" | tail -1 || true
echo "RSS after restart: $(memory)"
stop

# The same restart with the class-data archive the image makes (AppCDS; README, "Faster starts"): a training start
# records the classes it loads, and later starts map them instead of loading and verifying them again.
JAVA_OPTS="-Xmx$HEAP ${JAVA_OPTS:-}" sh deploy/class-archive.sh "$JAR" "$WORK/classes.jsa" > /dev/null
JAVA_OPTS="${JAVA_OPTS:-} -XX:SharedArchiveFile=$WORK/classes.jsa" start
echo "restart with a class-data archive, to the first answered search: $STARTED_MS ms"
echo "RSS after restart with the archive: $(memory)"
stop
