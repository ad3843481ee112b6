package dev.agentdirectory.core.listing;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ListingIdTest {

    @Test
    void aRandomIdCouldBeIssued() {
        assertTrue(ListingId.random().couldBeIssued());
    }

    @Test
    void twoRandomIdsDiffer() {
        assertNotEquals(ListingId.random(), ListingId.random());
    }

    @Test
    void arbitraryTextCouldNotBeIssued() {
        for (String text : new String[] {"", "x", "x".repeat(5000), "a\u0000b", "../../etc/passwd",
                "5F0C1E2A-0000-4000-8000-000000000000", "5f0c1e2a00004000800000000000000000"}) {
            assertFalse(new ListingId(text).couldBeIssued(), text);
        }
    }
}
