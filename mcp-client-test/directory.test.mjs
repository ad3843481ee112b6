// The official MCP TypeScript SDK's client against a running directory. DIRECTORY_URL names it; the
// directory must be started with DIRECTORY_PROBE_ALLOW_PRIVATE_NETWORKS=true (the listings point at a
// fixture server on 127.0.0.1) and DIRECTORY_RATE_LIMIT_ENABLED=false.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const BASE = process.env.DIRECTORY_URL ?? 'http://127.0.0.1:8080';
const ENDPOINT = new URL('/mcp', BASE);
const WORD = `zephyrine${Date.now()}`;

let fixture;
let fixtureUrl;
let client;
let transport;

function json(result) {
  assert.notEqual(result.isError, true, JSON.stringify(result.content));
  return result.structuredContent;
}

function errorText(result) {
  assert.equal(result.isError, true, JSON.stringify(result));
  return result.content.map((part) => part.text).join('\n');
}

function rawPost(body, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode, text }));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

before(async () => {
  fixture = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ name: 'Fixture', description: 'A listed MCP server', tools: [] }));
  });
  await new Promise((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  fixtureUrl = `http://127.0.0.1:${fixture.address().port}/mcp.json`;
  client = new Client({ name: 'directory-test', version: '1.0.0' });
  transport = new StreamableHTTPClientTransport(ENDPOINT);
  await client.connect(transport);
});

after(async () => {
  await client?.close();
  fixture?.close();
});

test('the client connects at the latest revision and gets the directory instructions', () => {
  assert.equal(transport.protocolVersion, '2025-11-25');
  assert.equal(client.getServerVersion().name, 'agent-service-directory');
  assert.match(client.getInstructions(), /report_service/);
  assert.ok(client.getServerCapabilities().tools);
  assert.ok(client.getServerCapabilities().resources);
});

test('the five tools are listed with schemas, titles and hints', async () => {
  const { tools } = await client.listTools();
  const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
  assert.deepEqual(Object.keys(byName).sort(),
    ['deregister_service', 'register_service', 'report_service', 'search', 'update_service']);
  for (const tool of tools) {
    assert.equal(tool.inputSchema.type, 'object');
    assert.equal(tool.outputSchema.type, 'object');
    assert.ok(tool.title && tool.description && tool.annotations, tool.name);
  }
  assert.equal(byName.search.annotations.readOnlyHint, true);
  assert.equal(byName.deregister_service.annotations.destructiveHint, true);
  assert.equal(byName.report_service.annotations.openWorldHint, true);
  assert.equal(byName.register_service.inputSchema.properties.name.maxLength, 120);
  assert.equal(byName.search.inputSchema.properties.limit.maximum, 25);
  assert.deepEqual(byName.report_service.inputSchema.properties.issue.enum,
    ['unreachable', 'invalid_response', 'other']);
});

test('the directory skill is a markdown resource', async () => {
  const { resources } = await client.listResources();
  const own = resources.find((resource) => resource.uri.endsWith('/.well-known/skill.md'));
  assert.ok(own, JSON.stringify(resources));
  assert.ok(resources.some((resource) => resource.uri.endsWith('/skills/creating-agent-services.md')));
  const { contents } = await client.readResource({ uri: own.uri });
  assert.equal(contents[0].mimeType, 'text/markdown');
  assert.match(contents[0].text, /^---\nname: agent-service-directory/);
});

test('a listing is registered, found, updated, reported and deregistered through the tools', async () => {
  const registered = json(await client.callTool({
    name: 'register_service',
    arguments: { name: `Weather ${WORD}`, description: 'Forecasts for any city.', service_type: 'mcp_server',
      mcp_doc_url: fixtureUrl, tags: ['Weather', 'forecast'] },
  }));
  assert.match(registered.api_key, /^asd_/);
  const id = registered.id;

  const found = json(await client.callTool({ name: 'search', arguments: { query: WORD } }));
  assert.deepEqual(found.results.map((result) => result.id), [id]);
  assert.deepEqual(found.results[0].tags, ['weather', 'forecast']);

  const wrongKey = await client.callTool({
    name: 'update_service', arguments: { service_id: id, api_key: 'asd_not-the-key', name: 'Stolen' },
  });
  assert.equal(errorText(wrongKey), 'Invalid API key');

  const updated = json(await client.callTool({
    name: 'update_service', arguments: { service_id: id, api_key: registered.api_key, name: `Tides ${WORD}` },
  }));
  assert.equal(updated.name, `Tides ${WORD}`);
  assert.equal(updated.service_type, 'mcp_server');

  const report = json(await client.callTool({
    name: 'report_service', arguments: { service_id: id, issue: 'unreachable', details: 'timed out' },
  }));
  assert.deepEqual(report, { service_id: id, last_check_status: 'ok', substantiated: false,
    last_check_reason: 'The URL answered with a document of the kind the listing needs.' });

  const deleted = json(await client.callTool({
    name: 'deregister_service', arguments: { service_id: id, api_key: registered.api_key },
  }));
  assert.deepEqual(deleted, { id, deleted: true });
  const gone = json(await client.callTool({ name: 'search', arguments: { query: WORD } }));
  assert.equal(gone.total, 0);
  const again = await client.callTool({
    name: 'deregister_service', arguments: { service_id: id, api_key: registered.api_key },
  });
  assert.equal(errorText(again), 'Service not found');
});

test('invalid arguments come back as an error result naming every invalid field', async () => {
  const result = await client.callTool({
    name: 'register_service',
    arguments: { name: '', description: 'd', service_type: 'mcp_server', mcp_doc_url: 'ftp://example.com/x',
      tags: ['ok', '', 5] },
  });
  const text = errorText(result);
  const items = JSON.parse(text.slice(text.indexOf('[')));
  assert.deepEqual(items.map((item) => `${item.loc.join('.')}:${item.type}`).sort(),
    ['mcp_doc_url:url_scheme', 'name:string_too_short', 'tags.1:string_too_short', 'tags.2:string_type']);
});

test('an unknown tool is a JSON-RPC invalid-params error', async () => {
  await assert.rejects(client.callTool({ name: 'no_such_tool', arguments: {} }), (error) => error.code === -32602);
});

for (const revision of ['2025-06-18', '2025-03-26']) {
  test(`a client asking for ${revision} gets ${revision}`, async () => {
    const answer = await rawPost({ jsonrpc: '2.0', id: 1, method: 'initialize',
      params: { protocolVersion: revision, capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
    assert.equal(answer.status, 200);
    assert.equal(JSON.parse(answer.text).result.protocolVersion, revision);
  });
}

test('a request from a foreign Host or Origin is refused with 403', async () => {
  const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
  assert.equal((await rawPost(ping, { host: 'attacker.example' })).status, 403);
  assert.equal((await rawPost(ping, { origin: 'https://attacker.example' })).status, 403);
  assert.equal((await rawPost(ping)).status, 200);
});

test('an unsupported protocol version header is a 400', async () => {
  const answer = await rawPost({ jsonrpc: '2.0', id: 1, method: 'ping' }, { 'mcp-protocol-version': '2024-01-01' });
  assert.equal(answer.status, 400);
});
