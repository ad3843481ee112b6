package dev.agentdirectory.app.metrics;

import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.search.IndexMark;
import dev.agentdirectory.core.search.IndexUpdate;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchHits;
import dev.agentdirectory.core.search.StandingCounts;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

/**
 * Times every search on its way to the index, whichever door it came through (REST or MCP), with the registry's
 * monotonic clock: the core measures no time for it. Browsing and text queries are timed apart, since a browse
 * ranks without scoring.
 */
public final class TimedSearchIndex implements SearchIndex {

    private final SearchIndex index;
    private final Timer text;
    private final Timer browse;

    public TimedSearchIndex(SearchIndex index, MeterRegistry registry) {
        this.index = index;
        this.text = timer(registry, "text");
        this.browse = timer(registry, "browse");
    }

    private static Timer timer(MeterRegistry registry, String mode) {
        return Timer.builder(MetricNames.SEARCH)
                .description("Searches answered by the search index, REST and MCP alike")
                .tag("mode", mode)
                .publishPercentileHistogram()
                .minimumExpectedValue(Duration.ofMillis(1))
                .maximumExpectedValue(Duration.ofSeconds(10))
                .register(registry);
    }

    @Override
    public SearchHits search(SearchCriteria criteria) {
        return (criteria.isBrowse() ? browse : text).record(() -> index.search(criteria));
    }

    @Override
    public Optional<IndexMark> mark() {
        return index.mark();
    }

    @Override
    public void apply(IndexUpdate update) {
        index.apply(update);
    }

    @Override
    public void clear() {
        index.clear();
    }

    @Override
    public StandingCounts countByStanding(Instant now) {
        return index.countByStanding(now);
    }
}
