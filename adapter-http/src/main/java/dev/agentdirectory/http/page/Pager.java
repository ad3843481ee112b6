package dev.agentdirectory.http.page;

import static dev.agentdirectory.http.page.Html.escape;

import dev.agentdirectory.core.port.in.SearchResult;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * The line that says which results these are, and the links to the pages around them. Links are relative
 * ({@code ?q=…&offset=…}), so the page works under any path a proxy serves it at.
 */
final class Pager {

    private static final int SIZE = PageRequest.PAGE_SIZE;

    private Pager() {
    }

    static String summary(PageRequest request, SearchResult result) {
        String subject = request.isBrowse() ? "" : " for “" + escape(request.query()) + "”";
        if (result.total() == 0) {
            return request.isBrowse() ? "The directory has no listings yet."
                    : "No listing matches “" + escape(request.query()) + "”.";
        }
        if (result.hits().isEmpty()) {
            return "There are no results this far: " + (request.isBrowse()
                    ? "the directory has " + count(result.total(), "listing", "listings")
                    : count(result.total(), "match", "matches") + subject) + ".";
        }
        String order = request.isBrowse() ? ", healthy first, newest first" : ", best first";
        return "Results " + (result.offset() + 1) + "–" + (result.offset() + result.hits().size()) + " of "
                + result.total() + subject + order + ".";
    }

    static String navigation(PageRequest request, SearchResult result) {
        StringBuilder links = new StringBuilder();
        if (result.offset() > 0 && result.total() > 0) {
            int previous = result.hits().isEmpty() ? lastPage(result.total()) : Math.max(0, result.offset() - SIZE);
            String label = result.hits().isEmpty() ? "Last page" : "Previous page";
            links.append("<a rel=\"prev\" href=\"").append(escape(href(request.query(), previous))).append("\">")
                    .append(label).append("</a>\n");
        }
        if (!result.hits().isEmpty() && (long) result.offset() + result.hits().size() < result.total()) {
            links.append("<a rel=\"next\" href=\"")
                    .append(escape(href(request.query(), result.offset() + result.hits().size()))).append("\">")
                    .append("Next page</a>\n");
        }
        if (links.isEmpty()) {
            return "";
        }
        return "<nav class=\"pages\" aria-label=\"Result pages\">\n" + links + "</nav>\n";
    }

    /** The address of one page of one search: the shareable form of what the search box submits. */
    static String href(String query, int offset) {
        String q = "?q=" + URLEncoder.encode(query, StandardCharsets.UTF_8);
        return offset == 0 ? q : q + "&offset=" + offset;
    }

    private static int lastPage(int total) {
        return (total - 1) / SIZE * SIZE;
    }

    private static String count(int count, String one, String many) {
        return count + " " + (count == 1 ? one : many);
    }
}
