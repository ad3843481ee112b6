package dev.agentdirectory.http.page;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.port.in.SearchResult;
import dev.agentdirectory.core.search.SearchHit;
import dev.agentdirectory.http.PublicBaseUrl;
import java.net.URI;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SearchPageTest {

    private static final AgentLinks LINKS = AgentLinks.at(new PublicBaseUrl("https://directory.example.org/"));

    private static SearchHit hit(String name, ServiceType type, Standing standing, String url, List<String> tags) {
        return new SearchHit(new PublicListing(ListingId.issue(), type, name, "About " + name, URI.create(url),
                type == ServiceType.AGENT_SKILL ? "An HTTP client" : null, tags), standing);
    }

    private static SearchHit tides(int n) {
        return hit("Tides " + n, ServiceType.MCP_SERVER, Standing.HEALTHY, "https://tides.example/" + n, List.of());
    }

    private static String render(String q, String offset, List<SearchHit> hits, int total) {
        PageRequest request = PageRequest.read(q, offset);
        return SearchPage.render(request, new SearchResult(hits, 10, request.offset(), total), LINKS);
    }

    @Test
    void aScriptInAListingIsShownAsTextNeverAsMarkup() {
        String page = render("x", null, List.of(hit("<script>alert(1)</script>", ServiceType.MCP_SERVER,
                Standing.HEALTHY, "https://evil.example/?a='onmouseover='alert(2)",
                List.of("<img src=x onerror=alert(3)>"))), 1);

        assertFalse(page.contains("<script"));
        assertFalse(page.contains("<img"));
        assertTrue(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        assertTrue(page.contains("&lt;img src=x onerror=alert(3)&gt;"));
        assertTrue(page.contains("href=\"https://evil.example/?a=&#39;onmouseover=&#39;alert(2)\""));
    }

    @Test
    void theQueryIsEscapedInTheTitleTheSearchBoxAndTheSummary() {
        String page = render("\"><script>alert(1)</script>", null, List.of(), 0);

        assertFalse(page.contains("<script"));
        assertTrue(page.contains("value=\"&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\""));
        assertTrue(page.contains("<title>“&quot;&gt;&lt;script&gt;"));
    }

    @Test
    void eachResultShowsItsKindItsHealthItsTagsAndItsUrl() {
        String page = render("tides", null, List.of(
                hit("Harbour", ServiceType.MCP_SERVER, Standing.HEALTHY, "https://h.example/mcp.json", List.of("tides")),
                hit("Reading", ServiceType.AGENT_SKILL, Standing.UNHEALTHY, "https://r.example/s.md", List.of()),
                hit("Gone", ServiceType.MCP_SERVER, Standing.DEMOTED, "https://g.example/mcp.json", List.of())), 3);

        assertTrue(page.contains("MCP server"));
        assertTrue(page.contains("Agent skill"));
        assertTrue(page.contains("Health: <strong>ok</strong>"));
        assertTrue(page.contains("Health: <strong>failing</strong>"));
        assertTrue(page.contains("Health: <strong>demoted</strong>"));
        assertTrue(page.contains("<li dir=\"auto\">tides</li>"));
        assertTrue(page.contains("<strong>Setup:</strong> <span dir=\"auto\">An HTTP client</span>"));
        assertTrue(page.contains("href=\"https://h.example/mcp.json\" rel=\"nofollow ugc noopener noreferrer\""));
    }

    @Test
    void aUrlThatIsNotHttpIsShownButNotLinked() {
        String page = render("", null, List.of(hit("Odd", ServiceType.MCP_SERVER, Standing.HEALTHY,
                "javascript:alert(1)", List.of())), 1);

        assertTrue(page.contains("<code>javascript:alert(1)</code>"));
        assertFalse(page.contains("href=\"javascript:"));
    }

    @Test
    void aMiddlePageLinksToThePagesBeforeAndAfterItWithTheQueryInTheAddress() {
        String page = render("sea tides", "10", IntStream.range(10, 20).mapToObj(SearchPageTest::tides).toList(), 25);

        assertTrue(page.contains("Results 11–20 of 25 for “sea tides”"));
        assertTrue(page.contains("<a rel=\"prev\" href=\"?q=sea+tides\">Previous page</a>"));
        assertTrue(page.contains("<a rel=\"next\" href=\"?q=sea+tides&amp;offset=20\">Next page</a>"));
        assertTrue(page.contains("<ol class=\"results\" start=\"11\""));
    }

    @Test
    void theFirstPageHasNoPreviousLinkAndTheLastNoNextLink() {
        String first = render("tides", null, IntStream.range(0, 10).mapToObj(SearchPageTest::tides).toList(), 12);
        String last = render("tides", "10", IntStream.range(10, 12).mapToObj(SearchPageTest::tides).toList(), 12);

        assertFalse(first.contains("rel=\"prev\""));
        assertTrue(first.contains("rel=\"next\""));
        assertTrue(last.contains("rel=\"prev\""));
        assertFalse(last.contains("rel=\"next\""));
    }

    @Test
    void anOffsetPastTheEndSaysSoAndLinksToTheLastPage() {
        String page = render("tides", "500", List.of(), 23);

        assertTrue(page.contains("There are no results this far: 23 matches for “tides”."));
        assertTrue(page.contains("<a rel=\"prev\" href=\"?q=tides&amp;offset=20\">Last page</a>"));
        assertFalse(page.contains("rel=\"next\""));
    }

    @Test
    void browsingPastTheEndCountsListingsNotMatches() {
        assertTrue(render("", "20", List.of(), 1).contains("There are no results this far: the directory has 1 listing."));
    }

    @Test
    void nothingFoundIsSaidInWords() {
        assertTrue(render("zebra", null, List.of(), 0).contains("No listing matches “zebra”."));
        assertTrue(render("", null, List.of(), 0).contains("The directory has no listings yet."));
    }

    @Test
    void aBadParameterIsExplainedOnThePageItself() {
        String page = render("tides", "-3", List.of(tides(0)), 1);

        assertTrue(page.contains("<p class=\"notice\" role=\"note\">The offset cannot be negative"));
        assertTrue(page.contains("Results 1–1 of 1"));
    }

    @Test
    void theAgentsPanelNamesTheEndpointAndDocumentsAtThePublicBaseUrl() {
        String page = render("", null, List.of(), 0);

        assertTrue(page.contains("<h2 id=\"agents-title\">For agents</h2>"));
        assertTrue(page.contains("<code id=\"mcp-endpoint\">https://directory.example.org/mcp</code>"));
        assertTrue(page.contains("href=\"https://directory.example.org/openapi.json\""));
        assertTrue(page.contains("href=\"https://directory.example.org/.well-known/mcp.json\""));
        assertTrue(page.contains("href=\"https://directory.example.org/.well-known/skill.md\""));
        assertTrue(page.contains("&quot;url&quot;: &quot;https://directory.example.org/mcp&quot;"));
    }

    @Test
    void thePageIsAccessibleMarkupWithoutScript() {
        String page = render("", null, List.of(tides(0)), 1);

        assertTrue(page.startsWith("<!doctype html>\n<html lang=\"en\">"));
        assertTrue(page.contains("<label for=\"q\">Search listings</label>"));
        assertTrue(page.contains("<input type=\"search\" id=\"q\" name=\"q\""));
        assertTrue(page.contains("<main>") && page.contains("<header>") && page.contains("<h1>"));
        assertTrue(page.contains(":focus-visible"));
        assertFalse(page.contains("<script"));
    }
}
