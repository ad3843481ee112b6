package dev.agentdirectory.http.page;

import static dev.agentdirectory.http.page.Html.escape;

import dev.agentdirectory.core.listing.ListingLimits;
import dev.agentdirectory.core.port.in.SearchResult;
import java.util.stream.Collectors;

/** The whole document: the search box, what was found, the links between pages, and the panel for agents. */
final class SearchPage {

    private SearchPage() {
    }

    static String render(PageRequest request, SearchResult result, AgentLinks links) {
        String title = request.isBrowse() ? "Agent Service Directory"
                : "“" + escape(request.query()) + "” – Agent Service Directory";
        return """
                <!doctype html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <title>%s</title>
                <meta name="description" content="Search a public directory of MCP servers and agent skills.">
                <link rel="service-desc" type="application/json" href="%s">
                <style>%s</style>
                </head>
                <body>
                <a class="skip" href="#results-title">Skip to the results</a>
                <header>
                <h1>Agent Service Directory</h1>
                <p>A public directory of MCP servers and agent skills, kept honest by probing every listing.</p>
                </header>
                <main>
                <form method="get" role="search" aria-label="Listings">
                <label for="q">Search listings</label>
                <input type="search" id="q" name="q" value="%s" maxlength="%d" placeholder="for example: weather forecasts">
                <button type="submit">Search</button>
                </form>
                %s<h2 id="results-title">%s</h2>
                <p id="summary">%s</p>
                %s%s</main>
                %s</body>
                </html>
                """.formatted(title, escape(links.openApi()), PageStyle.CSS, escape(request.query()),
                ListingLimits.QUERY_MAX, notices(request), request.isBrowse() ? "Listings" : "Results",
                Pager.summary(request, result), results(result), Pager.navigation(request, result),
                AgentsPanel.render(links));
    }

    private static String notices(PageRequest request) {
        return request.notices().stream().map(notice -> "<p class=\"notice\" role=\"note\">" + escape(notice) + "</p>\n")
                .collect(Collectors.joining());
    }

    private static String results(SearchResult result) {
        if (result.hits().isEmpty()) {
            return "";
        }
        StringBuilder list = new StringBuilder("<ol class=\"results\" start=\"").append(result.offset() + 1)
                .append("\" aria-labelledby=\"results-title\">\n");
        for (int i = 0; i < result.hits().size(); i++) {
            list.append(ListingCard.render(result.hits().get(i), result.offset() + i + 1));
        }
        return list.append("</ol>\n").toString();
    }
}
