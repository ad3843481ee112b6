-- Pages past the first 20,000 results, for bench/deep_pages.sh: browsing, a common word and a sentence.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local bodies = {
  '{"query": "", "offset": 99970, "limit": 25}',
  '{"query": "mcp server", "offset": 60000, "limit": 25}',
  '{"query": "weather forecast for a city", "offset": 20000, "limit": 25}',
}
local sent = 0
request = function()
  sent = sent + 1
  return wrk.format(nil, "/search", nil, bodies[(sent % #bodies) + 1])
end
