package dev.agentdirectory.persistence.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.agentdirectory.core.listing.ListingId;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class IdOrderTest {

    @Test
    void issuedIdsKeepTheirTextOrder() {
        // Ids in time order, and random ones as issued before ids were in time order: a store holds both.
        List<ListingId> ids = IntStream.range(0, 2_000)
                .mapToObj(i -> i % 2 == 0 ? ListingId.issue() : new ListingId(UUID.randomUUID().toString()))
                .toList();

        assertEquals(ids.stream().sorted().toList(),
                ids.stream().sorted(Comparator.comparingLong(IdOrder::of)).toList());
    }

    @Test
    void otherIdsKeepTheOrderOfTheirFirstEightCharacters() {
        List<ListingId> ids = List.of("w9", "a", "w10", "zz", "b", "w1", "ab").stream().map(ListingId::new).toList();

        assertEquals(ids.stream().sorted().toList(),
                ids.stream().sorted(Comparator.comparingLong(IdOrder::of)).toList());
    }

    @Test
    void idsFromEitherEndOfTheRangeCompareAsTheirTextDoes() {
        ListingId low = new ListingId("00000000-0000-4000-8000-000000000000");
        ListingId high = new ListingId("ffffffff-ffff-4fff-bfff-ffffffffffff");

        assertEquals(-1, Long.signum(Long.compare(IdOrder.of(low), IdOrder.of(high))));
    }
}
