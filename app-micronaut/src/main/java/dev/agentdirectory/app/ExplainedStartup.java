package dev.agentdirectory.app;

import io.micronaut.context.env.Environment;
import io.micronaut.runtime.Micronaut;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Starts the application as {@link Micronaut} does and, when the start fails, says first in one line what failed at
 * the bottom of it: the framework's own report gives the outermost exception's message above its stack, and the
 * cause an operator can act on ("No space left on device", "Connection refused") is often a dozen causes down.
 */
final class ExplainedStartup extends Micronaut {

    private static final Logger LOG = LoggerFactory.getLogger(ExplainedStartup.class);

    @Override
    protected void handleStartupException(Environment environment, Throwable failure) {
        LOG.error(describe(failure));
        super.handleStartupException(environment, failure);
    }

    /** The innermost cause's message and kind, then the messages that led to it, outermost first. */
    static String describe(Throwable failure) {
        List<Throwable> chain = new ArrayList<>();
        for (Throwable cause = failure; cause != null && !chain.contains(cause); cause = cause.getCause()) {
            chain.add(cause);
        }
        Throwable root = chain.get(chain.size() - 1);
        StringBuilder line = new StringBuilder("The directory could not start: ")
                .append(firstLine(root)).append(" (").append(root.getClass().getSimpleName()).append(')');
        List<String> context = chain.subList(0, chain.size() - 1).stream().map(ExplainedStartup::firstLine)
                .filter(message -> !message.isBlank()).distinct().toList();
        if (!context.isEmpty()) {
            line.append(", while: ").append(String.join(" / ", context));
        }
        return line.toString();
    }

    private static String firstLine(Throwable throwable) {
        String message = throwable.getMessage() == null ? "" : throwable.getMessage().strip();
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end).strip();
    }
}
