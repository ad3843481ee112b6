package dev.agentdirectory.http.wire;

import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.port.in.OwnedListing;
import io.swagger.v3.oas.annotations.media.DiscriminatorMapping;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * A listing as agents see it, in the shape of its {@code service_type}, with {@code owner} only for its owner. Never
 * carries the owner's contact.
 */
@Schema(oneOf = {McpServerResult.class, AgentSkillResult.class}, discriminatorProperty = "service_type",
        discriminatorMapping = {
                @DiscriminatorMapping(value = "mcp_server", schema = McpServerResult.class),
                @DiscriminatorMapping(value = "agent_skill", schema = AgentSkillResult.class)})
public sealed interface ListingResult permits McpServerResult, AgentSkillResult {

    String OWNER = "Only in GET /services/{service_id} with the listing's key in X-API-Key: what its owner may know. "
            + "Never in search results or any other answer.";

    static ListingResult from(Listing listing) {
        return from(PublicListing.of(listing));
    }

    static ListingResult from(PublicListing listing) {
        return from(listing, null);
    }

    /** The listing in its shape, with what its owner may know of it. */
    static ListingResult from(OwnedListing owned) {
        return from(owned.listing(), OwnerView.from(owned));
    }

    private static ListingResult from(PublicListing listing, OwnerView owner) {
        return switch (listing.type()) {
            case MCP_SERVER -> McpServerResult.from(listing, owner);
            case AGENT_SKILL -> AgentSkillResult.from(listing, owner);
        };
    }
}
