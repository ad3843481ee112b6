package dev.agentdirectory.core.service;

import dev.agentdirectory.core.error.BusyException;
import dev.agentdirectory.core.search.SearchCriteria;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Semaphore;
import java.util.function.Supplier;

/**
 * Pages that reach past the first {@link #DEPTH} results take turns. Ranking that deep holds the place of every
 * result above the page in memory, and costs ten times a first page or more at 100,000 listings; a few clients asking
 * for such pages side by side took every core and much of the heap, and every other search waited behind them
 * (docs/performance.md, "Deep pages"). One such page is ranked at a time; another asked for meanwhile is refused at
 * once, to be asked again shortly, rather than kept waiting on a thread that every search shares.
 */
final class DeepPages {

    /** How deep a page may reach and still be served beside any other. */
    static final int DEPTH = 10_000;

    static final Duration RETRY_AFTER = Duration.ofSeconds(1);

    private final Semaphore turn = new Semaphore(1);

    <T> T serve(SearchCriteria criteria, Supplier<T> search) {
        if ((long) criteria.offset() + criteria.limit() <= DEPTH) {
            return search.get();
        }
        if (!turn.tryAcquire()) {
            throw new BusyException(String.format(Locale.ROOT, "Pages past the first %,d results are served one at a "
                    + "time, and another is being served; ask again in a second", DEPTH), RETRY_AFTER);
        }
        try {
            return search.get();
        } finally {
            turn.release();
        }
    }
}
