#!/usr/bin/env bash
# Search relevance through the API, from scratch (docs/relevance.md):
#   bench/relevance.sh
# Builds the jar, starts it on a fresh data directory, registers the whole corpus through POST /services (8 clients,
# one probe each: the corpus's URLs are unreachable from here, so every listing ranks as equally unhealthy), runs
# the judged dev queries through POST /search and prints nDCG@10, MRR@10 and Recall@10 per query kind with the
# corpus's own evaluator. Needs Maven, python3 and ../shared/corpus beside the repository (CORPUS overrides it).
# BENCH_JAR skips the build and measures that jar instead.
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
DIRECTORY_DATA_DIR="$WORK/data" MICRONAUT_SERVER_PORT=$PORT DIRECTORY_RATE_LIMIT_ENABLED=false \
  DIRECTORY_REPROBE_ENABLED=false java ${JAVA_OPTS:-} -jar "$JAR" > "$WORK/server.log" 2>&1 &
PID=$!
until curl -fs "http://127.0.0.1:$PORT/.well-known/mcp.json" > /dev/null; do
  kill -0 "$PID" 2>/dev/null || { cat "$WORK/server.log"; exit 1; }
  sleep 0.1
done

began=$(date +%s%N)
python3 "$CORPUS/eval.py" --base "http://127.0.0.1:$PORT" --load --reload --mapping "$WORK/map.json" \
  --split dev --workers 8
echo "corpus registered through the API ($(wc -l < "$CORPUS/listings.jsonl") listings, 8 clients) and the dev" \
  "queries run: $(( ($(date +%s%N) - began) / 1000000 )) ms"
