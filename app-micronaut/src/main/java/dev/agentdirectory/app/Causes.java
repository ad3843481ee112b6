package dev.agentdirectory.app;

import java.util.ArrayList;
import java.util.List;

/** A failure's chain of causes, read for a log line: a start that failed, background work that keeps failing. */
final class Causes {

    private Causes() {
    }

    /** The failure and its causes, outermost first; a cause met twice (a cycle) ends the chain. */
    static List<Throwable> chain(Throwable failure) {
        List<Throwable> chain = new ArrayList<>();
        for (Throwable cause = failure; cause != null && !chain.contains(cause); cause = cause.getCause()) {
            chain.add(cause);
        }
        return chain;
    }

    static Throwable innermost(Throwable failure) {
        List<Throwable> chain = chain(failure);
        return chain.get(chain.size() - 1);
    }

    /** The first line of a throwable's message, stripped; empty when it has none. */
    static String firstLine(Throwable throwable) {
        String message = throwable.getMessage() == null ? "" : throwable.getMessage().strip();
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end).strip();
    }
}
