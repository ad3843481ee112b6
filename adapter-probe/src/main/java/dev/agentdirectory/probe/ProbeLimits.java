package dev.agentdirectory.probe;

/**
 * How much the prober may do at once and how much of an answer it reads, so that no listed host, and no
 * number of listings, can turn it against this service or against another host.
 *
 * @param maxConcurrent     probes running at once, on the prober's own threads and connections
 * @param maxQueued         probes waiting for a slot; more are not attempted (0: none wait)
 * @param perHostConcurrent probes of one host (IP address) at once; more are not attempted
 * @param perHostPerMinute  requests to one host a minute, across all listings and redirects
 * @param maxHeaderCount    header lines in a response head
 * @param maxLineLength     characters in the status line or one header line
 * @param maxHeadBytes      bytes read before the response head ends
 * @param dnsThreads        host name lookups at once
 */
public record ProbeLimits(int maxConcurrent, int maxQueued, int perHostConcurrent, int perHostPerMinute,
                          int maxHeaderCount, int maxLineLength, int maxHeadBytes, int dnsThreads) {

    public static final ProbeLimits DEFAULTS = new ProbeLimits(32, 16, 2, 30, 100, 8 * 1024, 64 * 1024, 4);

    public ProbeLimits {
        positive("maxConcurrent", maxConcurrent);
        positive("perHostConcurrent", perHostConcurrent);
        positive("perHostPerMinute", perHostPerMinute);
        positive("maxHeaderCount", maxHeaderCount);
        positive("maxLineLength", maxLineLength);
        positive("maxHeadBytes", maxHeadBytes);
        positive("dnsThreads", dnsThreads);
        if (maxQueued < 0) {
            throw new IllegalArgumentException("maxQueued must not be negative");
        }
    }

    private static void positive(String name, int value) {
        if (value < 1) {
            throw new IllegalArgumentException(name + " must be at least 1");
        }
    }
}
