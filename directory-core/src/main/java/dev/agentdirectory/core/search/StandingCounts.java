package dev.agentdirectory.core.search;

/**
 * How many listings a search index holds in each band: {@code healthy}, {@code unhealthy} and {@code demoted} count
 * the listings search shows, {@code hidden} the demoted ones it no longer shows.
 */
public record StandingCounts(int healthy, int unhealthy, int demoted, int hidden) {

    public StandingCounts {
        if (healthy < 0 || unhealthy < 0 || demoted < 0 || hidden < 0) {
            throw new IllegalArgumentException("counts must not be negative: " + healthy + ", " + unhealthy + ", "
                    + demoted + ", " + hidden);
        }
    }

    public int total() {
        return healthy + unhealthy + demoted + hidden;
    }
}
