-- wrk script: POST /search with a rotating set of realistic agent queries.
local queries = {
  "postgres", "run SQL against a MySQL database", "send a slack message", "web scraping to json",
  "github pull requests", "kubernetes cluster management", "pdf text extraction", "weather forecast",
  "browser automation with playwright", "vector database for embeddings", "", "stripe payments",
}
local i = 0
request = function()
  i = i + 1
  local q = queries[(i % #queries) + 1]
  local body = string.format('{"query": "%s", "limit": 10}', q)
  return wrk.format("POST", "/search", {["Content-Type"] = "application/json"}, body)
end
