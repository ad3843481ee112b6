#!/usr/bin/env python3
"""Sends SIGTERM to the real jar while registrations and background re-probes are in flight, and checks the
drain: every request in flight is answered, a new connection is refused, the process exits within the bound,
nothing in its log says it was cut off, and the registrations it answered are there after a restart.

  python3 .ci/drain_test.py --jar app-micronaut/target/agent-directory.jar --port 18182

Every probe goes to a local host that takes 2 s to answer, so requests and re-probes are surely in flight
when the signal lands. The store is H2, or PostgreSQL when DATASOURCES_DEFAULT_URL says so.
"""
import argparse
import shutil
import sys
import tempfile
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from service import DEAD_URL, Service, call, store_name

PROBE_SECONDS = 2
# Re-probe healthy listings as soon as possible, so that the re-prober is busy when the signal lands.
BUSY_REPROBER = {"DIRECTORY_REPROBE_INTERVAL": "200ms", "DIRECTORY_REPROBE_HEALTHY_INTERVAL": "100ms",
                 "DIRECTORY_REPROBE_BATCH_SIZE": "2",
                 # Were the listener on event loops of its own, those would now end at once when the server stops,
                 # before the graceful shutdown closes the listener: the race application.yml rules out, made sure.
                 "MICRONAUT_SERVER_NETTY_PARENT_SHUTDOWN_QUIET_PERIOD": "0ms"}


class SlowHost(BaseHTTPRequestHandler):
    def do_GET(self):
        time.sleep(PROBE_SECONDS)
        body = b'{"name": "slow", "tools": []}'
        try:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except OSError:
            pass  # the prober gave up: a service cut off without a drain does that

    def log_message(self, *args):
        pass


def register(base, word, url):
    return call(base, "POST", "/services", {"name": f"Drain {word}", "description": "Outlives a SIGTERM.",
                                            "service_type": "mcp_server", "mcp_doc_url": url})


def answer(base, word, url):
    try:
        return register(base, word, url)
    except OSError as error:
        return "no answer", repr(error)


def found(base, word, listing_id):
    _, page = call(base, "POST", "/search", {"query": word, "limit": 25})
    return any(result["id"] == listing_id for result in page["results"])


def main():
    sys.stdout.reconfigure(line_buffering=True)  # progress shows as it comes, also in a CI log
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jar", required=True)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--max-exit-seconds", type=float, default=15 + 5,
                        help="the configured grace period (15 s) and time to close the store")
    args = parser.parse_args()

    host = ThreadingHTTPServer(("127.0.0.1", 0), SlowHost)
    threading.Thread(target=host.serve_forever, daemon=True).start()
    slow_url = f"http://127.0.0.1:{host.server_address[1]}/mcp.json"
    work = tempfile.mkdtemp(prefix="drain-test-")
    service = Service(args.jar, args.port, work, BUSY_REPROBER)
    failures = []
    try:
        service.start()
        with ThreadPoolExecutor(args.clients) as pool:
            list(pool.map(lambda _: register(service.base, "warmup", slow_url), range(args.clients)))
            time.sleep(1)  # the re-prober now claims these listings again and again
            words = [f"d{uuid.uuid4().hex}" for _ in range(args.clients)]
            in_flight = [pool.submit(answer, service.base, word, slow_url) for word in words]
            time.sleep(PROBE_SECONDS / 2)
            began = time.monotonic()
            service.process.terminate()
            time.sleep(0.5)
            try:
                status, _ = register(service.base, "late", DEAD_URL)
                failures.append(f"a request sent after SIGTERM was answered: HTTP {status}")
            except OSError:
                pass  # refused, as it should be
            answers = [future.result() for future in in_flight]
        service.process.wait(args.max_exit_seconds)
        exit_seconds = time.monotonic() - began
        answered = [(word, body["id"]) for word, (status, body) in zip(words, answers) if status == 201]
        if len(answered) != len(words):
            failures.append(f"requests in flight at SIGTERM: {[status for status, _ in answers]}, all 201 expected")
        log = service.log_tail(400)
        signs = [sign for sign in ("Timeout hit in graceful shutdown", "Exception", "ERROR") if sign in log]
        if signs:
            # The line before the first sign names who logged it; the lines after are its stack trace.
            lines = log.splitlines(True)
            first = next(i for i, line in enumerate(lines) if any(s in line for s in signs))
            failures.append(f"the shutdown log says {signs}; from the line before the first of them:\n"
                            + "".join(lines[max(first - 1, 0):first + 40]))

        service.start()
        missing = [listing_id for word, listing_id in answered if not found(service.base, word, listing_id)]
        if missing:
            failures.append(f"registrations answered during the drain and gone after restart: {missing}")
        service.terminate()
        print(f"drain test ({store_name()}): {len(answered)}/{len(words)} registrations in flight at SIGTERM "
              f"answered 201 and kept, a new request refused, exit {exit_seconds:.1f} s after SIGTERM")
    except Exception as error:  # the process may be left running: stop it, and say why
        failures.append(repr(error))
        if service.process and service.process.poll() is None:
            service.kill()
    finally:
        host.shutdown()
        shutil.rmtree(work, ignore_errors=True)
    for failure in failures:
        print("FAIL", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
