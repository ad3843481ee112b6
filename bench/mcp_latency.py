#!/usr/bin/env python3
"""One client, N sequential searches through POST /search and through the MCP tool `search`, on one kept-alive
connection each, alternating so both see the same machine load. Prints mean, p50 and p99 per door.

  python3 bench/mcp_latency.py http://127.0.0.1:8080 [N]

Start the service with DIRECTORY_RATE_LIMIT_ENABLED=false (1,000 searches exceed the default per-client limit).
"""
import http.client
import json
import statistics
import sys
import time
import urllib.parse

BASE = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080"
N = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
QUERIES = ["weather forecast", "send a message to a slack channel", "convert pdf to markdown", "postgres database",
           "read this paragraph out loud", "github issues", "calendar", "translate text", "web search", "maps"]


def connect():
    url = urllib.parse.urlparse(BASE)
    return http.client.HTTPConnection(url.hostname, url.port or 80)


def timed(conn, path, body, headers):
    start = time.perf_counter()
    conn.request("POST", path, body=json.dumps(body), headers=headers)
    response = conn.getresponse()
    payload = response.read()
    elapsed = time.perf_counter() - start
    if response.status != 200:
        sys.exit("%s answered %s: %s" % (path, response.status, payload[:200]))
    return elapsed, json.loads(payload)


def main():
    rest, mcp = connect(), connect()
    rest_headers = {"Content-Type": "application/json"}
    mcp_headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream",
                   "MCP-Protocol-Version": "2025-11-25"}
    timed(mcp, "/mcp", {"jsonrpc": "2.0", "id": 0, "method": "initialize",
                        "params": {"protocolVersion": "2025-11-25", "capabilities": {},
                                   "clientInfo": {"name": "bench", "version": "1"}}}, mcp_headers)
    times = {"POST /search": [], "MCP tools/call search": []}
    for i in range(N + 50):  # the first 50 of each warm up and are not counted
        query = QUERIES[i % len(QUERIES)]
        r, _ = timed(rest, "/search", {"query": query}, rest_headers)
        m, answer = timed(mcp, "/mcp", {"jsonrpc": "2.0", "id": i + 1, "method": "tools/call",
                                        "params": {"name": "search", "arguments": {"query": query}}}, mcp_headers)
        if answer["result"].get("isError"):
            sys.exit("the MCP search failed: %s" % answer)
        if i >= 50:
            times["POST /search"].append(r)
            times["MCP tools/call search"].append(m)
    print("| door | calls | mean ms | p50 ms | p99 ms |")
    print("|---|---|---|---|---|")
    for door, samples in times.items():
        samples.sort()
        print("| %s | %d | %.2f | %.2f | %.2f |" % (door, len(samples), 1000 * statistics.mean(samples),
                                                    1000 * samples[len(samples) // 2],
                                                    1000 * samples[int(len(samples) * 0.99) - 1]))


if __name__ == "__main__":
    main()
