# Helpers the benchmark scripts share; sourced, not run.

# Waits until process $1 uses under 10% of a core over 2 s, at most 3 minutes: after a rebuild, Lucene merges the
# segments it wrote for a while, and the figures should measure serving, not building.
quiet() {
  local ticks=$(( $(getconf CLK_TCK) * 2 / 10 )) before after waited=0
  while [ "$waited" -lt 90 ]; do
    before=$(awk '{print $14 + $15}' "/proc/$1/stat"); sleep 2
    after=$(awk '{print $14 + $15}' "/proc/$1/stat")
    [ $(( after - before )) -le "$ticks" ] && return 0
    waited=$(( waited + 1 ))
  done
}

# The functions below serve the scripts that start one instance of the jar themselves, on $PORT, with $HEAP, $JAR
# and $WORK set: they keep the process in PID.

# Sets what such a script runs with: the port, the corpus and the jar (BENCH_PORT, CORPUS, BENCH_JAR override them),
# and a scratch folder WORK; on exit, the instance is stopped and WORK removed.
one_instance() {
  PORT=${BENCH_PORT:-18095}
  CORPUS=${CORPUS:-../shared/corpus}
  JAR=${BENCH_JAR:-app-micronaut/target/agent-directory.jar}   # the jar measured (BENCH_JAR: an older build)
  WORK=$(mktemp -d)
  PID=
  trap '[ -n "$PID" ] && kill "$PID" 2>/dev/null; rm -rf "$WORK"' EXIT
}
# The instance's settings, its data directory $1: no rate limits or re-probes, and probes may reach loopback.
bench_settings() {
  export DIRECTORY_DATA_DIR="$1" MICRONAUT_SERVER_PORT=$PORT DIRECTORY_RATE_LIMIT_ENABLED=false \
    DIRECTORY_REPROBE_ENABLED=false DIRECTORY_PROBE_ALLOW_PRIVATE_NETWORKS=true
}
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
search() { curl -fs -H 'Content-Type: application/json' -d "{\"query\": \"$1\"}" "http://127.0.0.1:$PORT/search"; }
# Resident memory, and how much of it is the process's own (heap, metaspace, code, stacks: "anon") and how much is
# file pages mapped in (the index, the JVM's libraries: the kernel can drop and re-read these).
memory() {
  awk '/^VmRSS/{r=$2} /^RssAnon/{a=$2} /^RssFile/{f=$2}
       END {printf "%d MiB (anon %d, file %d)\n", r / 1024, a / 1024, f / 1024}' "/proc/$PID/status"
}
start() { # sets PID and STARTED_MS, the milliseconds to the first answered search
  local began; began=$(now_ms)
  java -Xmx"$HEAP" ${JAVA_OPTS:-} -jar "$JAR" >> "$WORK/server.log" 2>&1 &
  PID=$!
  until search "weather" > /dev/null 2>&1; do sleep 0.05; done
  STARTED_MS=$(( $(now_ms) - began ))
}
stop() { kill "$PID"; wait "$PID" 2>/dev/null || true; PID=; }
