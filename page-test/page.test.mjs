// The page for people at GET /, in headless Chromium with JavaScript off, against a running directory.
// DIRECTORY_URL names it; the directory must be started with DIRECTORY_PROBE_ALLOW_PRIVATE_NETWORKS=true (the
// listings point at a fixture server on 127.0.0.1), DIRECTORY_RATE_LIMIT_ENABLED=false, and a report cooldown
// of 0s (two reports demote a failing listing). CHROMIUM_PATH names the browser (default /usr/bin/chromium);
// Playwright never downloads one. Screenshots go to SCREENSHOT_DIR.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const BASE = process.env.DIRECTORY_URL ?? 'http://127.0.0.1:8080';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? path.resolve('target', 'page-screenshots');
const WORD = `lanternfish${Date.now()}`;
const HEALTHY = 10;
const TOTAL = HEALTHY + 2;

let fixture;
let fixtureBase;
let browser;
let page;
const problems = [];

async function api(method, route, body) {
  const response = await fetch(new URL(route, BASE), {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  assert.ok(response.ok, `${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

function register(name, kind, url, tags) {
  const urlField = kind === 'mcp_server' ? 'mcp_doc_url' : 'skill_url';
  return api('POST', '/services', {
    name, description: `Finds lanterns by the sea (${WORD}).`, service_type: kind, [urlField]: url, tags,
  });
}

before(async () => {
  fixture = http.createServer((request, response) => {
    if (request.url.startsWith('/broken/')) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('down');
    } else if (request.url.endsWith('.md')) {
      response.writeHead(200, { 'content-type': 'text/markdown' });
      response.end('# Lantern skill\nLight the lantern, then look.\n');
    } else {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ name: 'Lantern', tools: [] }));
    }
  });
  await new Promise((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  fixtureBase = `http://127.0.0.1:${fixture.address().port}`;

  await register(`<script>alert("owned")</script> Lantern ${WORD}`, 'mcp_server', `${fixtureBase}/ok/script.json`,
    ['<b>bold</b>']);
  await register(`Lantern skill ${WORD}`, 'agent_skill', `${fixtureBase}/ok/skill.md`, ['skills']);
  for (let i = 3; i <= HEALTHY; i += 1) {
    await register(`Lantern ${i} ${WORD}`, 'mcp_server', `${fixtureBase}/ok/${i}.json`, ['lanterns', `n${i}`]);
  }
  await register(`Failing lantern ${WORD}`, 'mcp_server', `${fixtureBase}/broken/failing.json`, ['broken']);
  const demoted = await register(`Demoted lantern ${WORD}`, 'mcp_server', `${fixtureBase}/broken/demoted.json`, []);
  for (let i = 0; i < 2; i += 1) {
    const report = await api('POST', '/report', { service_id: demoted.id, issue: 'unreachable' });
    assert.equal(report.substantiated, true, JSON.stringify(report));
  }

  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1000, height: 1400 } });
  page = await context.newPage();
  page.on('dialog', (dialog) => problems.push(`a dialog opened: ${dialog.message()}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
});

after(async () => {
  await browser?.close();
  fixture?.close();
});

test('a search typed into the box is submitted, shown and kept in the address', async () => {
  const answer = await page.goto(new URL('/', BASE).href);
  assert.equal(answer.status(), 200);
  assert.match(answer.headers()['content-type'], /^text\/html/);
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Agent Service Directory');
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');

  await page.getByLabel('Search listings').fill(WORD);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === WORD);

  assert.equal(await page.getByLabel('Search listings').inputValue(), WORD);
  assert.match(await page.locator('#summary').textContent(), new RegExp(`^Results 1–10 of ${TOTAL} for “${WORD}”`));
  assert.equal(await page.locator('article.listing').count(), 10);
  assert.equal(await page.locator('.health-ok').count(), 10);
  assert.ok(await page.getByText('Agent skill', { exact: true }).count() >= 1);
  assert.ok(await page.getByText('MCP server', { exact: true }).count() >= 1);
  assert.equal(await page.locator('.tags li', { hasText: 'lanterns' }).count(), HEALTHY - 2);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'search.png'), fullPage: true });
});

test('a listing named with a script shows the script as text and runs nothing', async () => {
  const heading = page.getByRole('heading', { name: `<script>alert("owned")</script> Lantern ${WORD}` });
  assert.equal(await heading.count(), 1);
  assert.equal(await page.locator('.tags li', { hasText: '<b>bold</b>' }).count(), 1);
  assert.equal(await page.locator('script').count(), 0);
  assert.equal(await page.locator('b').count(), 0);
  assert.deepEqual(problems, []);
});

test('the next page has the failing and the demoted listing, and the previous page comes back', async () => {
  await page.getByRole('link', { name: 'Next page' }).click();
  await page.waitForURL((url) => url.searchParams.get('offset') === '10' && url.searchParams.get('q') === WORD);

  assert.match(await page.locator('#summary').textContent(), new RegExp(`^Results 11–${TOTAL} of ${TOTAL}`));
  const health = await page.locator('.health strong').allTextContents();
  assert.deepEqual(health, ['failing', 'demoted']);
  assert.equal(await page.getByRole('link', { name: 'Next page' }).count(), 0);
  await page.screenshot({ path: path.join(SCREENSHOTS, 'search-page-2.png'), fullPage: true });

  await page.getByRole('link', { name: 'Previous page' }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === WORD && !url.searchParams.has('offset'));
  assert.match(await page.locator('#summary').textContent(), /^Results 1–10 /);
  assert.equal(await page.getByRole('link', { name: 'Previous page' }).count(), 0);
});

test('the panel for agents names what the well-known document names, and its links are served', async () => {
  const wellKnown = await (await fetch(new URL('/.well-known/mcp.json', BASE))).json();
  const panel = page.getByRole('complementary', { name: 'For agents' });

  assert.equal(await panel.locator('#mcp-endpoint').textContent(), wellKnown.mcp_endpoint);
  assert.match(await panel.locator('pre').textContent(), new RegExp(`"url": "${wellKnown.mcp_endpoint}"`));
  const openApi = await panel.getByRole('link', { name: wellKnown.openapi_url }).getAttribute('href');
  assert.equal(openApi, wellKnown.openapi_url);
  for (const link of await panel.getByRole('link').all()) {
    const served = await fetch(new URL(new URL(await link.getAttribute('href')).pathname, BASE));
    assert.equal(served.status, 200, await link.getAttribute('href'));
  }
});

test('a bad offset in a link gives the page with a sentence, not an error', async () => {
  const answer = await page.goto(new URL(`/?q=${WORD}&offset=-3`, BASE).href);

  assert.equal(answer.status(), 200);
  assert.match(await page.getByRole('note').textContent(), /cannot be negative/);
  assert.match(await page.locator('#summary').textContent(), /^Results 1–10 /);
});

test('the focused control is outlined and the style sheet was allowed by the page policy', async () => {
  await page.getByLabel('Search listings').focus();
  await page.keyboard.press('Tab');
  const outline = await page.getByRole('button', { name: 'Search' })
    .evaluate((button) => getComputedStyle(button).outlineStyle);

  assert.equal(outline, 'solid');
  assert.deepEqual(problems, []);
});
