#!/usr/bin/env python3
"""Kills the real jar with SIGKILL under concurrent writes, restarts it, and checks that every write it
acknowledged is still there: a 201 is a promise.

  python3 .ci/crash_test.py --jar app-micronaut/target/agent-directory.jar --port 18181 --runs 2
  python3 .ci/crash_test.py --jar ... --port 18181 --throughput    # registrations per second, no kill

Each client thread registers listings (each named by a unique random word), and patches, reports and
deletes its own, until the process is killed under it. After a restart, the listings written last first (a
search answered too soon after the restart would miss them): every acknowledged registration is
found by its word and its key works; every listing holds its last acknowledged description, or one sent
after it whose answer the kill swallowed; every acknowledged delete is gone; and, read from the store once
the service is stopped again, every report counter counts at least the acknowledged reports. The store is
H2, or PostgreSQL when DATASOURCES_DEFAULT_URL says so. Exit status 1 if anything acknowledged was lost.
"""
import argparse
import itertools
import random
import shutil
import string
import sys
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from service import DEAD_URL, Service, call, store_name

WRITES = ("register", "patch", "delete", "report")
ACKNOWLEDGED = itertools.count()  # the order of acknowledged writes, across clients


@dataclass
class Listing:
    id: str
    key: str
    word: str
    description: str  # the last acknowledged one
    unanswered: list = field(default_factory=list)  # descriptions sent after it, whose answer never came
    deleted: bool = False
    delete_unanswered: bool = False
    reports_acked: int = 0
    reports_sent: int = 0
    last_ack: int = 0  # when its last write was acknowledged, in ACKNOWLEDGED's order


class Client(threading.Thread):
    """One sequential client: it alone writes to its listings, so it knows what each one must hold."""

    def __init__(self, base, stop, register_only):
        super().__init__(daemon=True)
        self.base, self.stop, self.register_only = base, stop, register_only
        self.random = random.Random()
        self.listings = []
        self.acks = Counter()
        self.unexpected = []
        self.revision = 0
        self.acked = 0  # the ACKNOWLEDGED number of its last acknowledged write

    def run(self):
        while not self.stop.is_set():
            try:
                self.step()
            except OSError:
                return  # no answer: the process is gone, and that request's fate is unknown

    def step(self):
        live = [listing for listing in self.listings if not (listing.deleted or listing.delete_unanswered)]
        roll = self.random.random()
        if self.register_only or not live or roll < 0.4:
            self.register()
        elif roll < 0.7:
            self.patch(self.random.choice(live))
        elif roll < 0.9:
            self.report(self.random.choice(live))
        else:
            self.delete(self.random.choice(live))

    def register(self):
        word = "q" + "".join(self.random.choices(string.ascii_lowercase, k=11))
        description = f"Listing {word}, first version."
        status, body = call(self.base, "POST", "/services", {
            "name": f"Crash {word}", "description": description, "service_type": "mcp_server",
            "mcp_doc_url": DEAD_URL})
        if self.expect("register", status, 201, body):
            self.listings.append(Listing(body["id"], body["api_key"], word, description, last_ack=self.acked))

    def patch(self, listing):
        self.revision += 1
        description = f"Listing {listing.word}, revision {self.revision}."
        try:
            status, body = call(self.base, "PATCH", f"/services/{listing.id}", {"description": description},
                                key=listing.key)
        except OSError:
            listing.unanswered.append(description)
            raise
        if self.expect("patch", status, 200, body):
            listing.description = description
            listing.unanswered.clear()
            listing.last_ack = self.acked

    def report(self, listing):
        listing.reports_sent += 1
        status, body = call(self.base, "POST", "/report", {"service_id": listing.id, "issue": "unreachable"})
        if self.expect("report", status, 200, body):
            listing.reports_acked += 1

    def delete(self, listing):
        try:
            status, body = call(self.base, "DELETE", f"/services/{listing.id}", key=listing.key)
        except OSError:
            listing.delete_unanswered = True
            raise
        if self.expect("delete", status, 200, body):
            listing.deleted = True
            listing.last_ack = self.acked

    def expect(self, write, status, wanted, body):
        if status == wanted:
            self.acks[write] += 1
            self.acked = next(ACKNOWLEDGED)
            return True
        self.unexpected.append(f"{write}: HTTP {status} {body}")
        return False


def lost_writes(base, listing):
    """What of this listing's acknowledged writes the restarted service no longer has."""
    _, found = call(base, "POST", "/search", {"query": listing.word, "limit": 25})
    hit = next((result for result in found["results"] if result["id"] == listing.id), None)
    if listing.deleted:
        status, _ = call(base, "DELETE", f"/services/{listing.id}", key=listing.key)
        return ["delete"] if hit is not None or status != 404 else []
    if listing.delete_unanswered:
        return []  # either outcome keeps the promise
    if hit is None:
        return ["register"]
    lost = []
    if hit["description"] != listing.description and hit["description"] not in listing.unanswered:
        lost.append("patch")
    status, _ = call(base, "PATCH", f"/services/{listing.id}", {}, key=listing.key)
    if status != 200:
        lost.append("key")
    return lost


def lost_reports(service, listings, problems):
    counts = service.report_counts()
    lost = 0
    for listing in listings:
        if listing.deleted or listing.delete_unanswered or listing.id not in counts:
            continue  # a missing listing is already counted as a lost registration
        lost += max(0, listing.reports_acked - counts[listing.id])
        if counts[listing.id] > listing.reports_sent:
            problems.append(f"{listing.id}: {counts[listing.id]} reports counted, {listing.reports_sent} sent")
    return lost


def load(service, clients, seconds, register_only):
    stop = threading.Event()
    threads = [Client(service.base, stop, register_only) for _ in range(clients)]
    for thread in threads:
        thread.start()
    time.sleep(seconds)
    return stop, threads


def crash_run(args, number, work):
    service = Service(args.jar, args.port, work)
    service.start()
    stop, clients = load(service, args.clients, args.seconds, register_only=False)
    service.kill()
    stop.set()
    for client in clients:
        client.join()
    acks = sum((client.acks for client in clients), Counter())
    # The writes acknowledged last are checked first: they are the ones a restart is likeliest to have lost, and the
    # first searches after a restart are the ones answered soonest after it.
    listings = sorted((listing for client in clients for listing in client.listings),
                      key=lambda listing: listing.last_ack, reverse=True)
    problems = [note for client in clients for note in client.unexpected]

    service.start()
    with ThreadPoolExecutor(args.clients) as pool:
        lost = Counter(write for writes in pool.map(lambda l: lost_writes(service.base, l), listings)
                       for write in writes)
    exit_seconds = service.terminate()
    lost["report"] += lost_reports(service, listings, problems)

    print(f"run {number}/{args.runs} ({store_name()}): {sum(acks.values())} writes acknowledged in "
          f"{args.seconds} s by {args.clients} clients ("
          + ", ".join(f"{acks[w]} {w}" for w in WRITES) + "); lost: "
          + ", ".join(f"{lost[w]} {w}" for w in WRITES + ("key",))
          + f"; SIGTERM after restart: exit in {exit_seconds:.1f} s")
    for problem in problems[:10]:
        print("  unexpected:", problem)
    return sum(acks.values()), sum(lost.values()), len(problems)


def throughput(args, work):
    service = Service(args.jar, args.port, work)
    service.start()
    for seconds in (args.warmup, args.seconds):  # the JIT compiles the hot paths during the first
        stop, clients = load(service, args.clients, seconds, register_only=True)
        stop.set()
        for client in clients:
            client.join()
    service.terminate()
    registered = sum(client.acks["register"] for client in clients)
    print(f"throughput ({store_name()}): {registered} registrations in {args.seconds} s by {args.clients} "
          f"clients: {registered / args.seconds:.0f}/s")
    return 0


def main():
    sys.stdout.reconfigure(line_buffering=True)  # progress shows as it comes, also in a CI log
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jar", required=True)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--throughput", action="store_true", help="measure registrations per second, no kill")
    parser.add_argument("--warmup", type=float, default=10.0, help="seconds of load before --throughput measures")
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="crash-test-")
    try:
        if args.throughput:
            return throughput(args, work)
        acked = lost = problems = 0
        for number in range(1, args.runs + 1):
            run_acked, run_lost, run_problems = crash_run(args, number, f"{work}/run{number}")
            acked, lost, problems = acked + run_acked, lost + run_lost, problems + run_problems
        print(f"crash test ({store_name()}): {args.runs} runs, {acked} acknowledged writes, {lost} lost"
              + (f", {problems} unexpected answers" if problems else ""))
        return 1 if lost or problems else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
