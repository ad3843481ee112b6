package dev.agentdirectory.core.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.agentdirectory.core.error.BusyException;
import dev.agentdirectory.core.search.SearchCriteria;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** Each search below asks for another while it is being ranked, as a second client would meanwhile. */
class DeepPagesTest {

    private static final Instant NOW = Instant.parse("2026-01-01T00:00:00Z");

    private final DeepPages deepPages = new DeepPages();

    private static SearchCriteria page(int offset, int limit) {
        return new SearchCriteria("weather", offset, limit, NOW);
    }

    @Test
    void pagesWithinTheFirstTenThousandResultsAreServedSideBySide() {
        String served = deepPages.serve(page(9_975, 25),
                () -> deepPages.serve(page(9_975, 25), () -> "both served"));

        assertEquals("both served", served);
    }

    @Test
    void aPagePastTheFirstTenThousandWhileAnotherIsRankedIsRefusedAsBusyForASecond() {
        BusyException refused = assertThrows(BusyException.class, () -> deepPages.serve(page(9_976, 25),
                () -> deepPages.serve(page(50_000, 10), () -> "second deep page")));

        assertEquals(Duration.ofSeconds(1), refused.retryAfter());
        assertEquals("Pages past the first 10,000 results are served one at a time, and another is being served; "
                + "ask again in a second", refused.getMessage());
    }

    @Test
    void aShallowPageIsServedWhileADeepOneIsRanked() {
        String served = deepPages.serve(page(50_000, 10), () -> deepPages.serve(page(0, 10), () -> "first page"));

        assertEquals("first page", served);
    }

    @Test
    void theTurnPassesOnOnceTheDeepPageIsServedOrFails() {
        deepPages.serve(page(50_000, 10), () -> "served");
        assertThrows(IllegalStateException.class, () -> deepPages.serve(page(50_000, 10), () -> {
            throw new IllegalStateException("the index failed");
        }));

        assertEquals("served again", deepPages.serve(page(50_000, 10), () -> "served again"));
    }
}
