#!/usr/bin/env bash
# Lints an OpenAPI document, a file or a URL such as a running directory's /openapi.json, with Redocly CLI as
# pinned by openapi-lint/package-lock.json and the rules of openapi-lint/redocly.yaml. Starts no server; exits
# non-zero when the document has an error. Needs Node.js 20 or later with npm; installs the linter on first use.
set -euo pipefail

if [ $# -ne 1 ]; then
  echo "usage: $0 <openapi.json file or URL>" >&2
  exit 2
fi
LINT_DIR=$(cd "$(dirname "$0")/../openapi-lint" && pwd)

if [ ! -x "$LINT_DIR/node_modules/.bin/redocly" ]; then
  (cd "$LINT_DIR" && npm ci --no-audit --no-fund --loglevel=error)
fi

REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true \
  "$LINT_DIR/node_modules/.bin/redocly" lint --config "$LINT_DIR/redocly.yaml" "$1"
