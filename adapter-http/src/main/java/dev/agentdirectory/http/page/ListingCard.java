package dev.agentdirectory.http.page;

import static dev.agentdirectory.http.page.Html.escape;

import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.search.SearchHit;
import java.util.stream.Collectors;

/**
 * One search result: its kind, its health as search ranked it, its tags and its URL. Every field was written by
 * whoever registered the listing: each is escaped, marked {@code dir="auto"} so right-to-left overrides stay
 * inside it, and the URL is linked only when it is http or https.
 */
final class ListingCard {

    private ListingCard() {
    }

    static String render(SearchHit hit, int position) {
        PublicListing listing = hit.listing();
        String id = "result-" + position;
        StringBuilder card = new StringBuilder()
                .append("<li><article class=\"listing\" aria-labelledby=\"").append(id).append("\">\n")
                .append("<h3 id=\"").append(id).append("\" dir=\"auto\">").append(escape(listing.name()))
                .append("</h3>\n")
                .append("<p class=\"facts\"><span class=\"kind\">").append(kind(listing.type())).append("</span> ")
                .append(health(hit.standing())).append("</p>\n")
                .append("<p class=\"description\" dir=\"auto\">").append(escape(listing.description()))
                .append("</p>\n");
        if (listing.setupRequirements() != null && !listing.setupRequirements().isBlank()) {
            card.append("<p class=\"setup\"><strong>Setup:</strong> <span dir=\"auto\">")
                    .append(escape(listing.setupRequirements())).append("</span></p>\n");
        }
        if (!listing.tags().isEmpty()) {
            card.append("<ul class=\"tags\" aria-label=\"Tags\">")
                    .append(listing.tags().stream().map(tag -> "<li dir=\"auto\">" + escape(tag) + "</li>")
                            .collect(Collectors.joining()))
                    .append("</ul>\n");
        }
        return card.append("<p class=\"url\">").append(urlLabel(listing.type())).append(": ")
                .append(link(listing.url().toString())).append("</p>\n</article></li>\n").toString();
    }

    private static String kind(ServiceType type) {
        return switch (type) {
            case MCP_SERVER -> "MCP server";
            case AGENT_SKILL -> "Agent skill";
        };
    }

    /** In words, not colour alone: the band search ranked the listing in, and what it means. */
    private static String health(Standing standing) {
        Health health = switch (standing) {
            case HEALTHY -> new Health("ok", "its latest check passed");
            case UNHEALTHY -> new Health("failing", "its latest check failed");
            case DEMOTED -> new Health("demoted", "it failed check after check, so it ranks below the rest");
        };
        return "<span class=\"health health-" + health.label() + "\">Health: <strong>" + health.label()
                + "</strong> (" + health.meaning() + ")</span>";
    }

    private record Health(String label, String meaning) {
    }

    private static String urlLabel(ServiceType type) {
        return switch (type) {
            case MCP_SERVER -> "MCP document";
            case AGENT_SKILL -> "Skill markdown";
        };
    }

    private static String link(String url) {
        String shown = "<code>" + escape(url) + "</code>";
        boolean web = url.regionMatches(true, 0, "https://", 0, 8) || url.regionMatches(true, 0, "http://", 0, 7);
        return web ? "<a href=\"" + escape(url) + "\" rel=\"nofollow ugc noopener noreferrer\">" + shown + "</a>"
                : shown;
    }
}
