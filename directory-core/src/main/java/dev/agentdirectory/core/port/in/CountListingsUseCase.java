package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.search.StandingCounts;

/** How many listings stand in each band now, as this instance's search index sees them. */
public interface CountListingsUseCase {

    StandingCounts countByStanding();
}
