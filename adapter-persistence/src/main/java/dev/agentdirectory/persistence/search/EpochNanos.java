package dev.agentdirectory.persistence.search;

import java.time.Instant;

/** Instants as sortable longs, exact to the nanosecond between the years 1677 and 2262 and clamped outside. */
final class EpochNanos {

    private static final long NANOS_PER_SECOND = 1_000_000_000L;

    private EpochNanos() {
    }

    static long of(Instant instant) {
        try {
            return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), NANOS_PER_SECOND), instant.getNano());
        } catch (ArithmeticException outOfRange) {
            return instant.getEpochSecond() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
    }
}
