#!/usr/bin/env bash
# Search served by a restarted instance, and where its memory goes (docs/performance.md):
#   bench/restarted.sh DATA_DIR N [HEAP]      e.g. bench/restarted.sh /var/tmp/bench-100k 100000 256m
# bench/scale.sh measures right after the first start has built the index, while Lucene may still merge; this
# measures what an instance serves once restarted on an index already built, as every later start is. If DATA_DIR
# does not exist, N listings made from the corpus are loaded into it and the jar is started once to build the
# index. Then the jar starts on it (JAVA_OPTS passed on), warms up for 60 s with 32 connections, and measures one
# client for 10 s and 32 connections for 15 s (the query mix of bench/scale.sh). It ends with the process's resident
# memory: anonymous and file-backed, the part of it that is the Java heap, and the heap's live objects after a full
# collection. Needs the jar (mvn -q -DskipTests package), python3, wrk, jcmd and the corpus folder (CORPUS).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

DATA=${1:?usage: bench/restarted.sh DATA_DIR N [HEAP]}
N=${2:?usage: bench/restarted.sh DATA_DIR N [HEAP]}
HEAP=${3:-256m}
one_instance
bench_settings "$DATA"
serving() { # start, then return once every listing is searchable and the process has gone quiet
  start
  until search "" | grep -q "\"total\":$N[,}]"; do sleep 0.5; done
  quiet "$PID"
}
latency() { # $1 connections, $2 seconds: prints "requests/s p50 p99"
  wrk -t"$(( $1 > 1 ? 2 : 1 ))" -c"$1" -d"$2s" --latency -s "$WORK/search.lua" "http://127.0.0.1:$PORT/search" |
    awk '/Requests\/sec/{rps=$2} /^ +50%/{p50=$2} /^ +99%/{p99=$2} END {printf "%s req/s, p50 %s, p99 %s\n", rps, p50, p99}'
}
# The resident part of the mappings within the heap's address range (its generations' bounds, as the JVM reports
# them): what the collector has touched so far, live objects or not.
heap_rss_mib() {
  local range; range=$(jcmd "$PID" GC.heap_info | grep -o '\[0x[0-9a-f, x]*)' | tr '\n' ' ')
  python3 - "$PID" "$range" <<'EOF'
import re, sys
bounds = [int(x, 16) for x in re.findall(r"0x[0-9a-f]+", sys.argv[2])]
low, high, total, inside = min(bounds), max(bounds), 0, False
for line in open(f"/proc/{sys.argv[1]}/smaps"):
    mapping = re.match(r"^([0-9a-f]+)-([0-9a-f]+) ", line)
    if mapping:
        inside = int(mapping.group(1), 16) >= low and int(mapping.group(2), 16) <= high
    elif inside and line.startswith("Rss:"):
        total += int(line.split()[1])
print(total // 1024)
EOF
}

python3 bench/make_lua.py "$CORPUS" "$WORK"
if [ ! -d "$DATA" ]; then
  java -cp app-micronaut/target/agent-directory.jar dev.agentdirectory.app.bench.BenchmarkLoader \
    "$CORPUS/listings.jsonl" "$N" > /dev/null
  serving && stop
fi
serving
echo "== $N listings restarted on $DATA, heap $HEAP, JAVA_OPTS ${JAVA_OPTS:-none}"
echo "first answered search: $STARTED_MS ms"
wrk -t2 -c32 -d60s -s "$WORK/search.lua" "http://127.0.0.1:$PORT/search" > /dev/null
echo "search, one client: $(latency 1 10)"
echo "search, 32 connections: $(latency 32 15)"
echo "RSS $(memory), of it the heap $(heap_rss_mib) MiB"
jcmd "$PID" GC.run > /dev/null
jcmd "$PID" GC.heap_info | awk '/used/ && !/space/ && !/Metaspace/ {sub(/^ +/, ""); print "after a full collection: " $0}'
