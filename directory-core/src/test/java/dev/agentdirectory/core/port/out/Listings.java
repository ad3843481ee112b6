package dev.agentdirectory.core.port.out;

import dev.agentdirectory.core.health.Health;
import dev.agentdirectory.core.listing.ApiKey;
import dev.agentdirectory.core.listing.Listing;
import dev.agentdirectory.core.listing.ListingDetails;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.ReportCounters;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.listing.Tags;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.probe.CheckStatus;
import dev.agentdirectory.core.probe.DocumentText;
import dev.agentdirectory.core.probe.ProbeReason;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import java.net.URI;
import java.time.Instant;
import java.util.List;

/** Listings for store tests, with times at millisecond precision because databases keep only microseconds. */
public final class Listings {

    public static final Instant T0 = Instant.parse("2025-03-01T10:15:30.123Z");

    private Listings() {
    }

    /** A healthy MCP server listing with its optional fields empty, due for a probe at {@code nextProbeAt}. */
    public static Listing dueAt(String id, Instant nextProbeAt) {
        ListingDetails details = new ListingDetails("Weather " + id, "Forecasts for " + id,
                URI.create("https://" + id + ".example.com/mcp.json"), null, Tags.NONE, null);
        return new Listing(new ListingId(id), ServiceType.MCP_SERVER, details, ApiKey.generate().hash(), T0,
                Health.unprobed(nextProbeAt), ReportCounters.NONE, DocumentText.NONE, Embedding.NONE);
    }

    public static Listing minimal(String id) {
        return dueAt(id, T0);
    }

    /** An agent skill listing with every field set, failing, and reported. */
    public static Listing complete(String id) {
        ListingDetails details = new ListingDetails("PDF tools", "Splits, merges and OCRs PDF files.",
                URI.create("https://skills.example.org/pdf/SKILL.md?v=2"), "Needs poppler-utils on the PATH.",
                new Tags(List.of("pdf", "ocr", "documents")), "owner@example.org");
        Health health = new Health(CheckStatus.UNREACHABLE, 4, T0.plusSeconds(60), T0.plusSeconds(3600), true,
                ProbeReason.httpStatus(404), T0.plusMillis(7), T0.plusSeconds(7200), 2, T0.plusSeconds(7200));
        return new Listing(new ListingId(id), ServiceType.AGENT_SKILL, details, ApiKey.generate().hash(),
                T0.minusMillis(999), health, new ReportCounters(5, 2),
                new DocumentText("Skill Review. Reviews pull requests: style, tests and naming"),
                Embedding.of("test-model", new float[] {0.25f, -1.5f, 3e-7f, 42f, -0f, 1f, 0.5f, -0.125f}));
    }

    public static ListingDetails otherDetails() {
        return new ListingDetails("Renamed", "A new description.", URI.create("http://renamed.example.net/"),
                "Python 3.12", new Tags(List.of("zeta", "alpha")), null);
    }

    public static Health failingHealth() {
        return new Health(CheckStatus.INVALID, 2, T0.plusSeconds(10), T0.plusSeconds(20), true,
                ProbeReason.of(ProbeReasonKind.NOT_JSON_OBJECT), null, T0.plusSeconds(80), 0, null);
    }

    /** A failing health whose last probe came out as it did for {@code reason}. */
    public static Health failingFor(ProbeReason reason) {
        return new Health(CheckStatus.UNREACHABLE, 1, T0.plusSeconds(30), T0.plusSeconds(30), true, reason, null,
                T0.plusSeconds(90), 0, null);
    }
}
