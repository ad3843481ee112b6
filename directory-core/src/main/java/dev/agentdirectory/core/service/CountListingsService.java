package dev.agentdirectory.core.service;

import dev.agentdirectory.core.port.in.CountListingsUseCase;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.search.StandingCounts;
import java.time.Clock;

/** Counts from the index, like search: the store is never scanned for it. */
public final class CountListingsService implements CountListingsUseCase {

    private final SearchIndex index;
    private final Clock clock;

    CountListingsService(SearchIndex index, Clock clock) {
        this.index = index;
        this.clock = clock;
    }

    @Override
    public StandingCounts countByStanding() {
        return index.countByStanding(clock.instant());
    }
}
