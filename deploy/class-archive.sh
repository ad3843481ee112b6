#!/bin/sh
# Makes the jar's application class-data archive (AppCDS; README, "Faster starts"):
#   deploy/class-archive.sh JAR ARCHIVE
# One training start on an empty data directory serves each kind of request a start serves first (the well-known
# document and skill, a search by words, a search by meaning, a registration, a read, the MCP endpoint) and is stopped as an
# operator stops it; the JVM writes the classes it loaded to ARCHIVE as it exits. Later starts given
# -XX:SharedArchiveFile=ARCHIVE map those classes instead of loading and verifying them again. The archive belongs
# to this jar and this JVM: made by another, the JVM ignores it and starts the slow way. JAVA_OPTS are passed on,
# so the training start runs with the options the real ones will.
set -eu
JAR=${1:?usage: class-archive.sh JAR ARCHIVE}
ARCHIVE=${2:?usage: class-archive.sh JAR ARCHIVE}
PORT=${TRAINING_PORT:-18079}
DATA=$(mktemp -d)
BASE="http://127.0.0.1:$PORT"
trap 'rm -rf "$DATA"' EXIT

# DJL_CACHE_DIR: the tokenizer's native library is unpacked with the rest of the training start's files, not into
# root's home, where in an image it would stay as a layer no start reads.
# shellcheck disable=SC2086 # JAVA_OPTS is a list of options
DIRECTORY_DATA_DIR="$DATA/data" MICRONAUT_SERVER_PORT=$PORT DIRECTORY_PUBLIC_BASE_URL="$BASE" DIRECTORY_REPROBE_ENABLED=false \
  DJL_CACHE_DIR="$DATA/djl" \
  java ${JAVA_OPTS:-} -XX:ArchiveClassesAtExit="$ARCHIVE" -jar "$JAR" > "$DATA/training.log" 2>&1 &
PID=$!
post() { curl -fsS -o "$DATA/answer.json" -H 'Content-Type: application/json' -H 'Accept: application/json' "$BASE$1" -d "$2"; }

tries=0
until curl -fsS -o /dev/null "$BASE/.well-known/mcp.json" 2> /dev/null; do
  tries=$((tries + 1))
  if [ "$tries" -gt 600 ] || ! kill -0 "$PID" 2> /dev/null; then
    cat "$DATA/training.log" >&2
    echo "class-archive.sh: the training start did not answer" >&2
    exit 1
  fi
  sleep 0.2
done
post /search '{"query": "weather"}'
post /search '{"query": "read this paragraph out loud"}'
post /services '{"name": "Training server", "description": "Registered by the class archive training start.",
  "service_type": "mcp_server", "mcp_doc_url": "http://127.0.0.1:9/mcp.json", "tags": ["training"]}'
id=$(sed 's/.*"id" *: *"\([^"]*\)".*/\1/' "$DATA/answer.json")
curl -fsS -o /dev/null "$BASE/services/$id"
curl -fsS -o /dev/null "$BASE/.well-known/skill.md"
post /mcp '{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18",
  "capabilities": {}, "clientInfo": {"name": "class-archive", "version": "1"}}}'

kill "$PID"
wait "$PID" || true
if [ ! -s "$ARCHIVE" ]; then
  cat "$DATA/training.log" >&2
  echo "class-archive.sh: the JVM wrote no archive to $ARCHIVE" >&2
  exit 1
fi
echo "class-archive.sh: $(wc -c < "$ARCHIVE") bytes of classes archived in $ARCHIVE"
