#!/usr/bin/env bash
# Generates a TypeScript client from a running directory's served OpenAPI document (openapi-typescript, pinned by
# openapi-client-check/package-lock.json), type-checks a program that uses it under `tsc --strict`, and runs that
# program against the same directory: the document's types must fit real use and real answers. The directory must
# allow probes of private addresses (the program registers a listing whose document is the directory's own).
set -euo pipefail

if [ $# -ne 1 ]; then
  echo "usage: $0 <base URL of a running directory>" >&2
  exit 2
fi
BASE_URL=$1
CHECK_DIR=$(cd "$(dirname "$0")/../openapi-client-check" && pwd)
cd "$CHECK_DIR"

if [ ! -x node_modules/.bin/openapi-typescript ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
# openapi-typescript makes every property with a default required unless told otherwise, request bodies included;
# the document's defaults are what the server fills in, so the client may leave those fields out.
node_modules/.bin/openapi-typescript "$BASE_URL/openapi.json" --default-non-nullable false -o generated/schema.d.ts
node_modules/.bin/tsc -p .
node build/client.js "$BASE_URL"
