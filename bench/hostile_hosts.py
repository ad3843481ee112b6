#!/usr/bin/env python3
"""Misbehaving hosts for measuring the prober (docs/probing.md). Python 3 standard library only.

  hostile_hosts.py flood ADDRESS PORT    answers every request with a status line and endless header lines
  hostile_hosts.py count PORT DELAY_MS   answers {} after a delay; prints the number of requests on SIGTERM/^C
  hostile_hosts.py silent PORT [HOSTS]   accepts connections and never answers, on 127.0.1.1 to 127.0.1.HOSTS
"""
import os
import signal
import socketserver
import sys
import threading
import time

requests = 0
lock = threading.Lock()


class Flood(socketserver.BaseRequestHandler):
    def handle(self):
        chunk = b"".join(b"X-Flood-%d: %s\r\n" % (i, b"a" * 100) for i in range(500))
        try:
            self.request.sendall(b"HTTP/1.1 200 OK\r\n")
            while True:
                self.request.sendall(chunk)
        except OSError:
            pass


class Count(socketserver.StreamRequestHandler):
    delay = 0.0

    def handle(self):
        global requests
        line = self.rfile.readline()
        while self.rfile.readline() not in (b"\r\n", b"\n", b""):
            pass
        if not line:
            return
        with lock:
            requests += 1
        time.sleep(Count.delay)
        self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n"
                         b"Connection: close\r\n\r\n{}")


class Silent(socketserver.BaseRequestHandler):
    def handle(self):
        try:
            while self.request.recv(4096):
                pass
        except OSError:
            pass


class Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 512


def main():
    mode = sys.argv[1]
    if mode == "flood":
        server = Server((sys.argv[2], int(sys.argv[3])), Flood)
    elif mode == "count":
        Count.delay = int(sys.argv[3]) / 1000
        server = Server(("127.0.0.1", int(sys.argv[2])), Count)
    else:
        hosts = int(sys.argv[3]) if len(sys.argv) > 3 else 1
        servers = [Server(("127.0.1.%d" % i, int(sys.argv[2])), Silent) for i in range(1, hosts + 1)]
        for other in servers[1:]:
            threading.Thread(target=other.serve_forever, daemon=True).start()
        server = servers[0]

    def stop(*_):
        print(requests, flush=True)
        os._exit(0)  # serve_forever and the handler threads would keep a plain exit waiting

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    server.serve_forever()


if __name__ == "__main__":
    main()
