package dev.agentdirectory.core.listing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class ListingIdTest {

    @Test
    void anIssuedIdCouldBeIssued() {
        assertTrue(ListingId.issue().couldBeIssued());
    }

    @Test
    void idsIssuedBeforeTheyWereInTimeOrderCouldStillBeIssued() {
        assertTrue(new ListingId(UUID.randomUUID().toString()).couldBeIssued());
    }

    @Test
    void twoIssuedIdsDiffer() {
        assertNotEquals(ListingId.issue(), ListingId.issue());
    }

    @Test
    void anIssuedIdIsAVersion7UuidOfTheMillisecondItWasIssuedIn() throws InterruptedException {
        // More than 4,096 ids in a millisecond, as another test issues, run the counter a few milliseconds ahead.
        Thread.sleep(50);
        long before = System.currentTimeMillis();
        UUID id = UUID.fromString(ListingId.issue().value());
        long after = System.currentTimeMillis();

        assertEquals(7, id.version());
        assertEquals(2, id.variant());
        long millis = id.getMostSignificantBits() >>> 16;
        assertTrue(millis >= before && millis <= after, millis + " not in [" + before + ", " + after + "]");
    }

    @Test
    void idsSortInTheOrderTheyWereIssuedEvenManyInOneMillisecond() {
        List<ListingId> issued = IntStream.range(0, 20_000).mapToObj(i -> ListingId.issue()).toList();

        assertEquals(issued, issued.stream().sorted().toList());
    }

    @Test
    void idsIssuedInARowDoNotShareTheirRandomBits() {
        Set<Long> randomHalves = new HashSet<>();
        for (int i = 0; i < 1_000; i++) {
            randomHalves.add(UUID.fromString(ListingId.issue().value()).getLeastSignificantBits());
        }
        assertEquals(1_000, randomHalves.size());
    }

    @Test
    void arbitraryTextCouldNotBeIssued() {
        for (String text : new String[] {"", "x", "x".repeat(5000), "a\u0000b", "../../etc/passwd",
                "5F0C1E2A-0000-4000-8000-000000000000", "5f0c1e2a00004000800000000000000000"}) {
            assertFalse(new ListingId(text).couldBeIssued(), text);
        }
    }
}
