package dev.agentdirectory.probe;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/** The instant a whole probe must end by, on the monotonic clock, and the budget it was set with. */
record Deadline(long startNanos, Duration budget) {

    static Deadline after(Duration budget) {
        return new Deadline(System.nanoTime(), budget);
    }

    /** Never below a millisecond, because HttpClient reads a zero timeout as "wait forever". */
    Duration remaining() {
        long left = startNanos + budget.toNanos() - System.nanoTime();
        return Duration.ofNanos(Math.max(left, TimeUnit.MILLISECONDS.toNanos(1)));
    }

    Duration elapsed() {
        return Duration.ofNanos(System.nanoTime() - startNanos);
    }

    boolean passed() {
        return elapsed().compareTo(budget) >= 0;
    }
}
