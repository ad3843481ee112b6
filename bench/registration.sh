#!/usr/bin/env bash
# Registration's slowest writes, and the embedded file's size after them (docs/durability.md, "What it costs a write"):
#   bench/registration.sh DATA_DIR [IDLE_SECONDS]      e.g. bench/registration.sh /var/tmp/bench-100k 300
# Starts the jar (JAVA_OPTS and DIRECTORY_* settings passed on) on a copy of DATA_DIR, a data directory filled and
# indexed before (bench/restarted.sh makes one), so that every run starts from the same file. 8 clients register for
# three rounds of 20 s each (each probe refused at once), as fast as they are answered; then registrations at a fixed
# rate (BENCH_RATE a second, default 250, for 30 s; bench/PacedRegistrations.java), each one's latency counted from
# when it was due; then, while the embedder embeds the new listings and after it, the file's size, its chunk fill and
# the listings awaiting an embedding are read from /metrics every 30 s for IDLE_SECONDS (default 300). Needs the jar
# (mvn -q -DskipTests package), a JDK, python3, wrk and the corpus folder (CORPUS).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh

SOURCE=${1:?usage: bench/registration.sh DATA_DIR [IDLE_SECONDS]}
IDLE=${2:-300}
HEAP=${BENCH_HEAP:-256m}
one_instance
cp -r "$SOURCE" "$WORK/data"
bench_settings "$WORK/data"
file_state() {
  curl -fs "http://127.0.0.1:$PORT/metrics" | awk '/^directory_store_file_bytes /{f = $2 / 1048576}
    /^directory_store_chunk_fill_ratio /{c = $2} /^directory_listings_awaiting_embedding /{a = $2}
    END {printf "file %.0f MiB, chunk fill %.2f, awaiting an embedding %d\n", f, c, a}'
}

python3 bench/make_lua.py "$CORPUS" "$WORK"
start
quiet "$PID"
echo "== registration on a copy of $SOURCE, heap $HEAP, JAVA_OPTS ${JAVA_OPTS:-none}; $(file_state)"
for round in 1 2 3; do
  wrk -t2 -c8 -d20s --latency -s "$WORK/register.lua" "http://127.0.0.1:$PORT/services" |
    awk -v round="$round" '/Requests\/sec/{rps=$2} /^ +50%/{p50=$2} /^ +99%/{p99=$2} /Non-2xx/{bad=$NF}
      END {printf "POST /services, 8 clients, round %s: %s req/s, p50 %s, p99 %s%s\n", round, rps, p50, p99,
           bad ? ", non-2xx " bad : ""}'
done
echo "POST /services at a fixed rate: $(java bench/PacedRegistrations.java "http://127.0.0.1:$PORT" "${BENCH_RATE:-250}" 30)"
for waited in $(seq 0 30 "$IDLE"); do
  [ "$waited" -gt 0 ] && sleep 30
  echo "${waited} s after: $(file_state)"
done
