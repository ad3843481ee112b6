package dev.agentdirectory.probe;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/** The instant a whole probe must end by, on the monotonic clock. */
record Deadline(long atNanos) {

    static Deadline after(Duration budget) {
        return new Deadline(System.nanoTime() + budget.toNanos());
    }

    /** Never below a millisecond, because HttpClient reads a zero timeout as "wait forever". */
    Duration remaining() {
        return Duration.ofNanos(Math.max(atNanos - System.nanoTime(), TimeUnit.MILLISECONDS.toNanos(1)));
    }

    boolean passed() {
        return System.nanoTime() - atNanos >= 0;
    }
}
