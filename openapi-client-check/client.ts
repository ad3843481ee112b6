// A client generated from the directory's served OpenAPI document, used as an application would use it. It compiles
// under `tsc --strict` only if the document's types fit this use, and it exits non-zero if a real answer does not
// match what the types promise.
import assert from "node:assert/strict";
import createClient from "openapi-fetch";
import type { components, paths } from "./generated/schema.js";

type ValidationError = components["schemas"]["ValidationError"];
type OwnerView = components["schemas"]["OwnerView"];

const baseUrl = process.argv[2];
const client = createClient<paths>({ baseUrl });
const unique = `lanternfish${Date.now()}`;

function locOf(error: ValidationError): (string | number)[] {
  return error.loc;
}

const registered = await client.POST("/services", {
  body: {
    name: `Lantern ${unique}`,
    description: "Finds lanterns by the sea.",
    service_type: "mcp_server",
    mcp_doc_url: `${baseUrl}/.well-known/mcp.json`,
    tags: ["lanterns"],
  },
});
assert.equal(registered.response.status, 201);
const { id, api_key: apiKey, note } = registered.data!;
assert.ok(id && apiKey && typeof note === "string");

const found = await client.POST("/search", { body: { query: unique, limit: 5 } });
assert.equal(found.response.status, 200);
const results = found.data!.results;
assert.equal(found.data!.total, 1);
const first = results[0];
assert.equal(first.id, id);
if (first.service_type === "mcp_server") {
  assert.equal(first.mcp_doc_url, `${baseUrl}/.well-known/mcp.json`);
} else {
  assert.fail("an mcp_server was registered");
}
assert.equal(first.owner, undefined);

const publicView = await client.GET("/services/{service_id}", { params: { path: { service_id: id } } });
assert.equal(publicView.response.status, 200);
assert.equal(publicView.data!.owner, undefined);

const ownerView = await client.GET("/services/{service_id}", {
  params: { path: { service_id: id } },
  headers: { "X-API-Key": apiKey },
});
assert.equal(ownerView.response.status, 200);
const owner: OwnerView = ownerView.data!.owner!;
assert.equal(owner.last_check_status, "ok");
assert.equal(typeof owner.consecutive_failures, "number");
assert.equal(typeof owner.demoted, "boolean");

const wrongKey = await client.GET("/services/{service_id}", {
  params: { path: { service_id: id } },
  headers: { "X-API-Key": "not-the-key" },
});
assert.equal(wrongKey.response.status, 401);
assert.equal(typeof wrongKey.error!.detail, "string");

const invalid = await client.POST("/services", {
  body: { name: "", description: "x", service_type: "mcp_server", mcp_doc_url: "not a url" },
});
assert.equal(invalid.response.status, 422);
const violations = invalid.error!.detail!;
assert.ok(Array.isArray(violations) && violations.length >= 2);
for (const violation of violations) {
  assert.ok(locOf(violation).every((part) => typeof part === "string" || typeof part === "number"));
  assert.equal(typeof violation.msg, "string");
}

const updated = await client.PATCH("/services/{service_id}", {
  params: { path: { service_id: id } },
  headers: { "X-API-Key": apiKey },
  body: { tags: ["lanterns", "sea"] },
});
assert.equal(updated.response.status, 200);
assert.deepEqual(updated.data!.tags, ["lanterns", "sea"]);

const report = await client.POST("/report", { body: { service_id: id, issue: "unreachable" } });
assert.equal(report.response.status, 200);
assert.equal(typeof report.data!.substantiated, "boolean");

const deleted = await client.DELETE("/services/{service_id}", {
  params: { path: { service_id: id } },
  headers: { "X-API-Key": apiKey },
});
assert.equal(deleted.response.status, 200);

let cursor: string | undefined;
const seen = new Map<string, boolean>();
for (let page = 0; page < 100; page++) {
  const feed = await client.GET("/services", { params: { query: { cursor, limit: 500 } } });
  assert.equal(feed.response.status, 200);
  for (const change of feed.data!.changes) {
    seen.set(change.id, change.deleted);
  }
  cursor = feed.data!.next_cursor;
  if (!feed.data!.has_more) {
    break;
  }
}
assert.equal(seen.get(id), true, "the deleted listing is a tombstone in the feed");

const badCursor = await client.GET("/services", { params: { query: { cursor: "%%%" } } });
assert.equal(badCursor.response.status, 422);
const cursorViolations = badCursor.error!.detail!;
assert.ok(Array.isArray(cursorViolations) && cursorViolations.length === 1);
assert.deepEqual(cursorViolations[0].loc, ["query", "cursor"]);

console.log("the generated client compiled strictly and every answer matched its types");
