"""The built jar as a child process, and JSON calls to it: shared by crash_test.py and drain_test.py.

The store is the jar's default (H2 in the data directory) unless DATASOURCES_DEFAULT_URL in the environment
names a PostgreSQL database; the tests pass their environment on to the jar.
"""
import csv
import json
import os
import signal
import subprocess
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

# Refused at once on loopback, so registration probes cost nothing and every listing starts "unreachable".
DEAD_URL = "http://127.0.0.1:9/mcp.json"


def store_name():
    url = os.environ.get("DATASOURCES_DEFAULT_URL", "")
    return "postgresql" if url.startswith("jdbc:postgresql:") else "h2"


class Service:
    def __init__(self, jar, port, work_dir, extra_env=None):
        self.jar = jar
        self.port = port
        self.data_dir = os.path.join(work_dir, "data")
        self.log_path = os.path.join(work_dir, "server.log")
        self.base = f"http://127.0.0.1:{port}"
        self.env = dict(os.environ, MICRONAUT_SERVER_PORT=str(port), DIRECTORY_DATA_DIR=self.data_dir,
                        DIRECTORY_PUBLIC_BASE_URL=self.base, DIRECTORY_PROBE_ALLOW_PRIVATE_NETWORKS="true",
                        DIRECTORY_RATE_LIMIT_ENABLED="false", **(extra_env or {}))
        self.process = None
        os.makedirs(work_dir, exist_ok=True)

    def start(self, timeout=90):
        with open(self.log_path, "a") as log:
            self.process = subprocess.Popen(["java", "-jar", self.jar], env=self.env, stdout=log,
                                            stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the service exited at start; log: {self.log_path}\n{self.log_tail()}")
            try:
                call(self.base, "GET", "/.well-known/mcp.json", timeout=2)
                return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError(f"the service did not answer within {timeout} s\n{self.log_tail()}")

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def terminate(self, timeout=60):
        """Sends SIGTERM and answers how many seconds the process took to exit."""
        began = time.monotonic()
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise RuntimeError(f"the service did not exit within {timeout} s of SIGTERM")
        return time.monotonic() - began

    def log_tail(self, lines=40):
        with open(self.log_path, errors="replace") as log:
            return "".join(log.readlines()[-lines:])

    def report_counts(self):
        """reports_received per listing id, read from the store itself: the API never shows the counters.
        With H2 the service must be stopped first (the embedded database is locked while it runs)."""
        if store_name() == "postgresql":
            return _postgres_report_counts()
        return _h2_report_counts(self.jar, self.data_dir)


def call(base, method, path, body=None, key=None, timeout=20):
    """Answers (status, parsed JSON body); raises OSError when no answer came (refused, reset, timed out)."""
    request = urllib.request.Request(base + path, method=method,
                                     data=None if body is None else json.dumps(body).encode())
    request.add_header("Content-Type", "application/json")
    if key is not None:
        request.add_header("X-API-Key", key)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        raw = error.read()
        try:
            return error.code, json.loads(raw or b"null")
        except ValueError:
            return error.code, raw.decode(errors="replace")


def _postgres_report_counts():
    target = urllib.parse.urlsplit(os.environ["DATASOURCES_DEFAULT_URL"][len("jdbc:"):])
    env = dict(os.environ, PGPASSWORD=os.environ.get("DATASOURCES_DEFAULT_PASSWORD", ""))
    out = subprocess.run(["psql", "-h", target.hostname or "localhost", "-p", str(target.port or 5432),
                          "-U", os.environ.get("DATASOURCES_DEFAULT_USERNAME", "postgres"),
                          "-d", target.path.lstrip("/"), "-At", "-F", ",",
                          "-c", "SELECT id, reports_received FROM listings"],
                         env=env, check=True, capture_output=True, text=True).stdout
    return {row[0]: int(row[1]) for row in csv.reader(out.splitlines())}


def _h2_report_counts(jar, data_dir):
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "counts.csv")
        url = f"jdbc:h2:file:{data_dir}/directory;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE"
        subprocess.run(["java", "-cp", jar, "org.h2.tools.Shell", "-url", url, "-user", "sa", "-password", "",
                        "-sql", f"CALL CSVWRITE('{out}', 'SELECT id, reports_received FROM listings')"],
                       check=True, capture_output=True)
        with open(out, newline="") as counts:
            rows = csv.reader(counts)
            next(rows)  # the header
            return {row[0]: int(row[1]) for row in rows}
