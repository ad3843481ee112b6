package dev.agentdirectory.app;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * How background work that fails and tries again on its schedule is logged. The index follows the store four times a
 * second and the embedder twice: while the database was down, each try logged its warning with the whole cause chain
 * and its stacks, about 90 lines a second. Now the first failure is logged with its stack; while the work goes on
 * failing, a line a minute, without the stack, says how often it failed since and why it failed last; a failure after a
 * minute without one starts over.
 */
final class RetriedFailures {

    static final Duration REMINDER = Duration.ofMinutes(1);

    /** What to log: the line, and whether with the cause's stack. */
    record Entry(String line, boolean withStack) {
    }

    private static final class Run {
        long lastFailure;
        long lastLogged;
        int sinceLogged;
    }

    private final Map<String, Run> runs = new HashMap<>();
    private final LongSupplier nanoTime;

    RetriedFailures(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
    }

    /** The entry to log for this failure of the work that logs {@code message}, or none while it is repeated. */
    synchronized Optional<Entry> failed(String message, Throwable cause) {
        long now = nanoTime.getAsLong();
        Run run = runs.get(message);
        if (run == null || now - run.lastFailure > REMINDER.toNanos()) {
            run = new Run();
            run.lastFailure = now;
            run.lastLogged = now;
            runs.put(message, run);
            return Optional.of(new Entry(message, true));
        }
        run.lastFailure = now;
        run.sinceLogged++;
        if (now - run.lastLogged < REMINDER.toNanos()) {
            return Optional.empty();
        }
        Entry entry = new Entry(message + " (still failing: " + run.sinceLogged + " more times since the last line; "
                + "the latest: " + innermost(cause) + ")", false);
        run.lastLogged = now;
        run.sinceLogged = 0;
        return Optional.of(entry);
    }

    private static String innermost(Throwable failure) {
        Throwable root = Causes.innermost(failure);
        String message = Causes.firstLine(root);
        return root.getClass().getSimpleName() + (message.isEmpty() ? "" : ": " + message);
    }
}
