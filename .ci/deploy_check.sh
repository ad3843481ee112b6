#!/usr/bin/env bash
# Checks the deployment files on a machine without a Docker engine, by doing here what the engine would do:
#  1. deploy/compose.yaml parses as YAML and has the services, ports and environment the deployment needs;
#  2. deploy/nginx.conf passes `nginx -t` (with the compose service names replaced by local addresses, since
#     nothing resolves `app1` here);
#  3. the Dockerfile's build stage is mirrored: its package command runs in a copy of the build context filtered
#     by .dockerignore (offline, from the local Maven repository) and must produce the jar the runtime stage copies;
#  4. the runtime stage's training start (deploy/class-archive.sh) writes the jar's class archive, as root; then the
#     jar runs twice, as the image's unprivileged uid, with the Dockerfile's entrypoint and the environment
#     compose gives the instances (the database URL pointing at a local PostgreSQL 15 instead of `db`), each maps
#     that archive, and each answers the Dockerfile's HEALTHCHECK command;
#  5. nginx, with that configuration, balances over both: it passes Host, X-Request-Id and X-Forwarded-For as the
#     instances expect, spreads requests over both, keeps /metrics (which each instance serves) from the public, and
#     answers JSON when neither answers.
# What it cannot check here: that the images build and run under Docker (base image tags, layers, the cache
# mount, VOLUME, the network's fixed address), and compose's own validation of the file.
# Installs what it needs (python3-yaml, nginx, PostgreSQL) with apt-get where missing; CI runs it as root.
set -euo pipefail
cd "$(dirname "$0")/.."

LB_PORT=${DEPLOY_CHECK_LB_PORT:-18480}
APP_PORTS=("${DEPLOY_CHECK_APP1_PORT:-18481}" "${DEPLOY_CHECK_APP2_PORT:-18482}")
WORK=$(mktemp -d)
APP_PIDS=()
NGINX_PID=
PG_NAME=
PG_STARTED=
APT_UPDATED=

cleanup() {
  for pid in "${APP_PIDS[@]}" $NGINX_PID; do
    if kill -0 "$pid" 2>/dev/null; then kill "$pid"; wait "$pid" 2>/dev/null || true; fi
  done
  if [ -n "$PG_NAME" ]; then
    as_postgres -c "'DROP DATABASE IF EXISTS $PG_NAME WITH (FORCE)'" -c "'DROP ROLE IF EXISTS $PG_NAME'" || true
  fi
  if [ -n "$PG_STARTED" ]; then pg_ctlcluster $PG_STARTED stop || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

ok() { echo "ok: $*"; }
fail() { echo "FAILED: $*" >&2; exit 1; }
apt_install() {
  if [ -z "$APT_UPDATED" ]; then apt-get update -q; APT_UPDATED=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@"
}
as_postgres() { (cd / && su postgres -c "psql -q -X -v ON_ERROR_STOP=1 $*"); }

python3 -c 'import yaml' 2>/dev/null || apt_install python3-yaml
command -v nginx > /dev/null || apt_install nginx
command -v pg_ctlcluster > /dev/null || apt_install postgresql

echo "== 1. compose file, Dockerfile and nginx configuration, read statically"
# Writes $WORK/facts.sh (the Dockerfile's commands and paths), $WORK/app.env (one instance's environment, as
# compose interpolates it with no variables set) and $WORK/nginx.conf (the configuration on local addresses).
python3 - "$WORK" "$LB_PORT" "${APP_PORTS[@]}" <<'PY'
import ipaddress, json, re, shlex, sys
from pathlib import Path
import yaml

work, lb_port, app_ports = Path(sys.argv[1]), sys.argv[2], sys.argv[3:]

def check(condition, message):
    if not condition:
        sys.exit("FAILED: " + message)

def interpolate(value):
    """Compose's ${VAR:-default} with no variable set: the default."""
    return re.sub(r"\$\{[A-Za-z_][A-Za-z0-9_]*:-([^}]*)\}", r"\1", str(value))

compose = yaml.safe_load(Path("deploy/compose.yaml").read_text())
services = compose["services"]
check(set(services) == {"db", "app1", "app2", "lb"}, f"services are db, app1, app2, lb: {sorted(services)}")
check(re.fullmatch(r"postgres:15(\.\d+)*", services["db"]["image"]), "db runs PostgreSQL 15")
db_env = {k: interpolate(v) for k, v in services["db"]["environment"].items()}
check("pg_isready" in services["db"]["healthcheck"]["test"], "db has a readiness health check")

lb = services["lb"]
check(lb["ports"] == ["8080:80"], f"the balancer publishes 8080:80: {lb['ports']}")
check(lb["volumes"] == ["./nginx.conf:/etc/nginx/nginx.conf:ro"], "the balancer runs deploy/nginx.conf")
lb_address = lb["networks"]["backend"]["ipv4_address"]
subnet = compose["networks"]["backend"]["ipam"]["config"][0]["subnet"]
check(ipaddress.ip_address(lb_address) in ipaddress.ip_network(subnet), f"{lb_address} is in {subnet}")

required = {"DATASOURCES_DEFAULT_URL", "DATASOURCES_DEFAULT_USERNAME", "DATASOURCES_DEFAULT_PASSWORD",
            "DIRECTORY_PUBLIC_BASE_URL", "DIRECTORY_RATE_LIMIT_TRUSTED_PROXIES"}
env = None
for name in ("app1", "app2"):
    app = services[name]
    check(app["build"] == {"context": "..", "dockerfile": "Dockerfile"}, f"{name} builds the project's Dockerfile")
    check(app["depends_on"]["db"]["condition"] == "service_healthy", f"{name} waits for a healthy database")
    check(lb["depends_on"][name]["condition"] == "service_healthy", f"the balancer waits for a healthy {name}")
    app_env = {k: interpolate(v) for k, v in app["environment"].items()}
    check(required <= set(app_env), f"{name} sets {sorted(required - set(app_env))}")
    check(app_env["DATASOURCES_DEFAULT_URL"] == f"jdbc:postgresql://db:5432/{db_env['POSTGRES_DB']}",
          f"{name} uses the db service's database")
    check(app_env["DATASOURCES_DEFAULT_USERNAME"] == db_env["POSTGRES_USER"]
          and app_env["DATASOURCES_DEFAULT_PASSWORD"] == db_env["POSTGRES_PASSWORD"], f"{name} uses db's credentials")
    check(app_env["DIRECTORY_PUBLIC_BASE_URL"] == "http://localhost:8080", f"{name}'s base URL is the balancer's")
    check(app_env["DIRECTORY_RATE_LIMIT_TRUSTED_PROXIES"] == lb_address, f"{name} trusts the balancer's address")
    check(env in (None, app_env), "both instances have the same environment")
    env = app_env
print(f"ok: compose: db (PostgreSQL 15), app1 and app2 on it, lb on 8080 at {lb_address}, trusted as the proxy")

# The Dockerfile, instruction by instruction (continuation lines joined, comments dropped).
lines = re.sub(r"\\\n", " ", "\n".join(l for l in Path("Dockerfile").read_text().splitlines()
                                       if not l.lstrip().startswith("#"))).splitlines()
stages, current = [], None
for line in (l.strip() for l in lines if l.strip()):
    word, _, rest = line.partition(" ")
    if word.upper() == "FROM":
        current = {"from": rest.split()[0], "as": rest.split()[-1] if " AS " in rest.upper() else None,
                   "steps": []}
        stages.append(current)
    else:
        current["steps"].append((word.upper(), rest.strip()))
check(len(stages) == 2, "two stages: build and runtime")
build, runtime = stages
check(build["from"].startswith("maven:") and "temurin-17" in build["from"], "the build stage is Maven on JDK 17")
check(re.fullmatch(r"eclipse-temurin:17[^ ]*-jre[^ ]*", runtime["from"]), "the runtime stage is a JRE 17")

def steps(stage, word):
    return [rest for w, rest in stage["steps"] if w == word]

build_dir = steps(build, "WORKDIR")[-1]
runs = [re.sub(r"--mount=\S+\s*", "", r) for r in steps(build, "RUN")]
check(len(runs) == 1, "the build stage runs one command")
readme_command = re.search(r"^(mvn [^&\n]*?package)\s*&&", Path("README.md").read_text(), re.M).group(1)
check(runs[0] == readme_command, f"the build runs the README's package command: {runs[0]!r} vs {readme_command!r}")
copies = [shlex.split(c) for c in steps(runtime, "COPY")]
check(len(copies) == 2 and all(c[0] == f"--from={build['as']}" for c in copies),
      "the runtime copies two files from the build: the jar and the class archive's training script")
jar_source, jar_target = copies[0][1], copies[0][2]
check(jar_source.startswith(build_dir + "/"), f"{jar_source} is in the build's {build_dir}")
script_source, script_target = copies[1][1], copies[1][2]
check(script_source == f"{build_dir}/deploy/class-archive.sh", f"the second copy is the training script: {script_source}")
archive_runs = [r for r in steps(runtime, "RUN") if script_target in r]
check(len(archive_runs) == 1 and archive_runs[0] == f"sh {script_target} {jar_target} {Path(jar_target).with_suffix('.jsa')}",
      f"the runtime makes the jar's class archive beside it: {archive_runs}")
archive = str(Path(jar_target).with_suffix(".jsa"))
user = steps(runtime, "USER")[-1]
check(re.fullmatch(r"[1-9]\d*:[1-9]\d*", user), f"the runtime runs as a numeric non-root uid:gid: {user}")
image_env = dict(kv.split("=", 1) for e in steps(runtime, "ENV") for kv in shlex.split(e))
check(steps(runtime, "VOLUME") == [image_env["DIRECTORY_DATA_DIR"]], "the data dir is the volume")
check(steps(runtime, "EXPOSE") == ["8080"], "the image exposes 8080")
check(re.search(r"(^| )-Xms\d+[mM]( |$)", image_env.get("JAVA_OPTS", "")),
      "the image starts the heap small, whatever the host's memory (-Xms in JAVA_OPTS)")
check(all(f" {flag} " in f" {image_env.get('JAVA_OPTS', '')} "
          for flag in ("-XX:MaxHeapFreeRatio=40", "-XX:+UseAdaptiveSizePolicyWithSystemGC")),
      "the image lets the heap shrink after the first start's index build (README, \"Heap after the first start\")")
health = steps(runtime, "HEALTHCHECK")[-1]
check(" CMD " in f" {health} ", "HEALTHCHECK runs a command")
health_command = health.split(" CMD ", 1)[1] if not health.startswith("CMD ") else health[4:]
entrypoint = json.loads(steps(runtime, "ENTRYPOINT")[-1])
check(entrypoint[:2] == ["sh", "-c"] and jar_target in entrypoint[2], "the entrypoint runs the copied jar")
check(f"-XX:SharedArchiveFile={archive} " in entrypoint[2], "the entrypoint starts the JVM with the class archive")

facts = {"BUILD_COMMAND": runs[0], "JAR_IN_CONTEXT": jar_source[len(build_dir) + 1:], "JAR_IN_IMAGE": jar_target,
         "RUN_UID": user.split(":")[0], "RUN_GID": user.split(":")[1], "HEALTH_COMMAND": health_command,
         "ENTRYPOINT_SCRIPT": entrypoint[2], "JAVA_OPTS": image_env.get("JAVA_OPTS", ""),
         "SCRIPT_IN_IMAGE": script_target, "ARCHIVE_IN_IMAGE": archive,
         "PG_DB": db_env["POSTGRES_DB"], "PG_PASSWORD": db_env["POSTGRES_PASSWORD"]}
(work / "facts.sh").write_text("".join(f"{k}={shlex.quote(v)}\n" for k, v in facts.items()))
(work / "app.env").write_text("".join(f"{k}={v}\n" for k, v in env.items()))
print(f"ok: Dockerfile: {build['from']} runs {runs[0]!r}; {runtime['from']} runs {jar_target} as {user}")

# nginx: its upstream is exactly the compose instances; the copy runs on local ports.
conf = Path("deploy/nginx.conf").read_text()
upstream = re.findall(r"^\s*server\s+([^\s;{]+)[^;{\n]*;", conf, re.M)
check(upstream == ["app1:8080", "app2:8080"], f"nginx balances over app1:8080 and app2:8080: {upstream}")
for header in ("Host $http_host", "X-Forwarded-For $proxy_add_x_forwarded_for", "X-Request-Id"):
    check(f"proxy_set_header {header}" in conf, f"nginx passes {header}")
local = conf
for name, port in zip(("app1", "app2"), app_ports):
    local = local.replace(f"server {name}:8080", f"server 127.0.0.1:{port}")
check(local.count("listen 80;") == 1, "nginx listens on 80")
local = local.replace("listen 80;", f"listen 127.0.0.1:{lb_port};")
(work / "nginx.conf").write_text(local)

# The build context as Docker sends it: every file not excluded by .dockerignore (last matching pattern wins).
patterns = []
for raw in Path(".dockerignore").read_text().splitlines():
    raw = raw.strip()
    if raw and not raw.startswith("#"):
        negate, pattern = raw.startswith("!"), raw.lstrip("!").strip("/")
        regex = re.escape(pattern).replace(r"\*\*/", "(.*/)?").replace(r"\*\*", ".*") \
            .replace(r"\*", "[^/]*").replace(r"\?", "[^/]")
        patterns.append((negate, re.compile(regex + "$")))

def excluded(path):
    parts = path.split("/")
    result = False
    for negate, regex in patterns:
        if any(regex.match("/".join(parts[:i])) for i in range(1, len(parts) + 1)):
            result = not negate
    return result

context = work / "context"
count = 0
for file in Path(".").rglob("*"):
    relative = file.as_posix()
    if file.is_file() and not excluded(relative):
        (context / relative).parent.mkdir(parents=True, exist_ok=True)
        (context / relative).write_bytes(file.read_bytes())
        count += 1
print(f"ok: build context: {count} files after .dockerignore")
PY
# shellcheck source=/dev/null
. "$WORK/facts.sh"

cp "$WORK/nginx.conf" "$WORK/nginx-test.conf"
nginx -t -q -c "$WORK/nginx-test.conf" -e "$WORK/nginx-error.log" -g "pid $WORK/nginx.pid;" \
  || fail "nginx -t on deploy/nginx.conf (upstreams on 127.0.0.1)"
ok "nginx $(nginx -v 2>&1 | sed 's/.*\///') -t accepts deploy/nginx.conf (app1, app2 and port 80 replaced by local ports)"

echo "== 2. the build stage, mirrored: $BUILD_COMMAND -o, in the filtered context"
(cd "$WORK/context" && $BUILD_COMMAND -o) || fail "the build stage's command"
[ -f "$WORK/context/$JAR_IN_CONTEXT" ] || fail "the build did not produce $JAR_IN_CONTEXT, which the runtime copies"
mkdir -p "$WORK/image$(dirname "$JAR_IN_IMAGE")"
install -m 0644 "$WORK/context/$JAR_IN_CONTEXT" "$WORK/image$JAR_IN_IMAGE"
chmod 0755 "$WORK" "$WORK/image" "$WORK/image$(dirname "$JAR_IN_IMAGE")"
ok "the build produced $JAR_IN_CONTEXT ($(du -h "$WORK/image$JAR_IN_IMAGE" | cut -f1)), copied as $JAR_IN_IMAGE"
install -m 0644 deploy/class-archive.sh "$WORK/image$SCRIPT_IN_IMAGE"
JAVA_OPTS="$JAVA_OPTS" sh "$WORK/image$SCRIPT_IN_IMAGE" "$WORK/image$JAR_IN_IMAGE" "$WORK/image$ARCHIVE_IN_IMAGE" \
  || fail "the runtime's training start (class-archive.sh)"
ok "the runtime's training start wrote $ARCHIVE_IN_IMAGE ($(du -h "$WORK/image$ARCHIVE_IN_IMAGE" | cut -f1)), as root"

echo "== 3. PostgreSQL for the instances"
read -r PG_VERSION PG_CLUSTER PG_PORT PG_STATUS _ < <(pg_lsclusters -h | head -1)
if [ "$PG_STATUS" != online ]; then
  pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" start
  PG_STARTED="$PG_VERSION $PG_CLUSTER"
fi
PG_NAME="deploy_check_$$"
as_postgres <<SQL
CREATE ROLE $PG_NAME LOGIN PASSWORD '$PG_PASSWORD';
CREATE DATABASE $PG_NAME OWNER $PG_NAME;
SQL
ok "PostgreSQL $PG_VERSION on port $PG_PORT, database and role $PG_NAME with compose's password"

echo "== 4. two instances as uid $RUN_UID, with compose's environment and the image's entrypoint"
JAVA_BIN=$(dirname "$(readlink -f "$(command -v java)")")
IMAGE_APP_DIR=$(dirname "$JAR_IN_IMAGE")
for i in 0 1; do
  data="$WORK/data$i"
  mkdir -p "$data" && chown "$RUN_UID:$RUN_GID" "$data"
  # Compose's environment, but the database here and nginx here (127.0.0.1) as the trusted proxy.
  mapfile -t app_env < <(sed -e "s|jdbc:postgresql://db:5432/$PG_DB|jdbc:postgresql://127.0.0.1:$PG_PORT/$PG_NAME|" \
    -e "s|^DATASOURCES_DEFAULT_USERNAME=.*|DATASOURCES_DEFAULT_USERNAME=$PG_NAME|" \
    -e "s|^DIRECTORY_RATE_LIMIT_TRUSTED_PROXIES=.*|DIRECTORY_RATE_LIMIT_TRUSTED_PROXIES=127.0.0.1|" "$WORK/app.env")
  setpriv --reuid="$RUN_UID" --regid="$RUN_GID" --clear-groups \
    env -i PATH="$JAVA_BIN:/usr/bin:/bin" HOME=/nonexistent JAVA_OPTS="$JAVA_OPTS" DIRECTORY_DATA_DIR="$data" \
    MICRONAUT_SERVER_PORT="${APP_PORTS[$i]}" "${app_env[@]}" \
    sh -c "cd $WORK/image && ${ENTRYPOINT_SCRIPT//$IMAGE_APP_DIR\//$WORK/image$IMAGE_APP_DIR/}" \
    > "$WORK/app$i.log" 2>&1 &
  APP_PIDS+=($!)
done
for i in 0 1; do
  healthy=
  for _ in $(seq 1 90); do
    if setpriv --reuid="$RUN_UID" --regid="$RUN_GID" --clear-groups \
      env -i PATH=/usr/bin:/bin MICRONAUT_SERVER_PORT="${APP_PORTS[$i]}" sh -c "$HEALTH_COMMAND" 2> /dev/null; then
      healthy=1; break
    fi
    kill -0 "${APP_PIDS[$i]}" 2>/dev/null || break
    sleep 1
  done
  [ -n "$healthy" ] || { tail -40 "$WORK/app$i.log"; fail "instance $((i + 1)) did not pass the HEALTHCHECK"; }
  java_pid=$(pgrep -P "${APP_PIDS[$i]}" java || echo "${APP_PIDS[$i]}")
  [ "$(ps -o uid= -p "$java_pid" | tr -d ' ')" = "$RUN_UID" ] || fail "instance $((i + 1)) does not run as $RUN_UID"
  grep -q "$WORK/image$ARCHIVE_IN_IMAGE" "/proc/$java_pid/maps" \
    || fail "instance $((i + 1)) did not map the class archive (made by another JVM or jar?)"
  ok "instance $((i + 1)) runs as uid $RUN_UID on PostgreSQL with the class archive mapped, and passes the HEALTHCHECK: $HEALTH_COMMAND"
done

echo "== 5. nginx in front of both"
nginx -c "$WORK/nginx.conf" -e "$WORK/nginx-error.log" -g "daemon off; pid $WORK/nginx.pid;" \
  > "$WORK/nginx-access.log" 2>&1 &
NGINX_PID=$!
LB="http://127.0.0.1:$LB_PORT"
for _ in $(seq 1 20); do curl -fs -o /dev/null "$LB/.well-known/mcp.json" && break; sleep 0.5; done

for _ in 1 2 3 4; do curl -fs -o /dev/null "$LB/.well-known/mcp.json" || fail "GET through nginx"; done
for port in "${APP_PORTS[@]}"; do
  grep -q "127.0.0.1:$port" "$WORK/nginx-access.log" || fail "nginx sent nothing to the instance on $port"
done
ok "nginx spreads requests over both instances"

registered=$(curl -fs -H 'Content-Type: application/json' "$LB/services" -d '{"name": "Deploy check",
  "description": "A listing registered through the balancer.", "service_type": "mcp_server",
  "mcp_doc_url": "https://deploy-check.example.invalid/mcp.json"}') || fail "registration through nginx"
id=$(python3 -c 'import json, sys; print(json.load(sys.stdin)["id"])' <<< "$registered")
for port in "${APP_PORTS[@]}"; do
  curl -fs -o /dev/null "http://127.0.0.1:$port/services/$id" || fail "the instance on $port does not see $id"
done
ok "a listing registered through nginx is read by id from each instance (one database)"

answer=$(curl -fs -D - -o /dev/null -H 'X-Request-Id: deploy-check-1' "$LB/.well-known/mcp.json")
grep -qi '^x-request-id: deploy-check-1' <<< "$answer" || fail "X-Request-Id did not come back through nginx"
generated=$(curl -fs -D - -o /dev/null "$LB/.well-known/mcp.json" | grep -i '^x-request-id:' | tr -d '\r' | cut -d' ' -f2)
[[ "$generated" =~ ^[0-9a-f]{32}$ ]] || fail "nginx gave no request id of its own: '$generated'"
grep -q "$generated" "$WORK/nginx-access.log" || fail "nginx's access log lacks the id it passed on"
grep -q "\"request_id\":\"$generated\"" "$WORK"/app*.log || fail "no instance logged nginx's request id"
ok "X-Request-Id: the caller's comes back; else nginx's own, in its log and the instance's JSON log"

curl -fs -o /dev/null --interface 127.0.0.2 -H 'X-Forwarded-For: 203.0.113.9' -H 'X-Request-Id: deploy-check-xff' \
  "$LB/.well-known/mcp.json" || fail "GET from 127.0.0.2 through nginx"
grep -h '"request_id":"deploy-check-xff"' "$WORK"/app*.log | grep -q '{"client":"127.0.0.2"}' \
  || { grep -h deploy-check-xff "$WORK"/app*.log; fail "the instance did not count the client nginx saw"; }
ok "X-Forwarded-For: the instance counts the client nginx saw (127.0.0.2), not a forged hop nor nginx"

mcp=$(curl -s -o /dev/null -w '%{http_code}' -H 'Host: localhost:8080' -H 'Content-Type: application/json' \
  -H 'Accept: application/json, text/event-stream' "$LB/mcp" \
  -d '{"jsonrpc": "2.0", "id": 1, "method": "ping"}')
[ "$mcp" = 200 ] || fail "MCP through nginx with the public Host answered $mcp (is Host passed on?)"
ok "MCP through nginx: the public base URL's Host reaches the instance's DNS-rebinding guard"

scraped=$(curl -fs "http://127.0.0.1:${APP_PORTS[0]}/metrics") || fail "GET /metrics from the instance on ${APP_PORTS[0]}"
grep -q '^directory_probes_total{' <<< "$scraped" || fail "the instance's /metrics has no directory_probes_total"
for path in /metrics /metrics/ /METRICS //metrics /%6detrics '/metrics?x=1'; do
  blocked=$(curl -s --path-as-is -o /dev/null -w '%{http_code} %{content_type}' "$LB$path")
  [ "$blocked" = "404 application/json" ] || fail "nginx answered $blocked for $path, which must not reach /metrics"
done
ok "/metrics: each instance serves it; nginx answers a JSON 404 for it, however the path is spelled"

for pid in "${APP_PIDS[@]}"; do kill "$pid"; wait "$pid" 2>/dev/null || true; done
down=$(curl -s -w '\n%{http_code} %{content_type}' "$LB/.well-known/mcp.json")
[ "$(tail -1 <<< "$down")" = "503 application/json" ] || fail "with no instance, nginx answered: $down"
ok "with no instance up, nginx answers 503 $(head -1 <<< "$down")"

echo "deploy check passed"
