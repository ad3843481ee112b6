package dev.agentdirectory.http.wire;

import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.PublicListing;
import io.swagger.v3.oas.annotations.media.DiscriminatorMapping;
import io.swagger.v3.oas.annotations.media.Schema;

/** A listing as agents see it, in the shape of its {@code service_type}. Never carries the owner's contact. */
@Schema(oneOf = {McpServerResult.class, AgentSkillResult.class}, discriminatorProperty = "service_type",
        discriminatorMapping = {
                @DiscriminatorMapping(value = "mcp_server", schema = McpServerResult.class),
                @DiscriminatorMapping(value = "agent_skill", schema = AgentSkillResult.class)})
public sealed interface ListingResult permits McpServerResult, AgentSkillResult {

    static ListingResult from(Listing listing) {
        return from(PublicListing.of(listing));
    }

    static ListingResult from(PublicListing listing) {
        return switch (listing.type()) {
            case MCP_SERVER -> McpServerResult.from(listing);
            case AGENT_SKILL -> AgentSkillResult.from(listing);
        };
    }
}
