package dev.agentdirectory.app;

import io.micronaut.context.env.Environment;
import io.micronaut.runtime.Micronaut;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
        BackgroundLoad.settleAll(Duration.ofSeconds(30));
        super.handleStartupException(environment, failure);
    }

    /**
     * The framework's sentence for a setting whose value it cannot convert, found on a later line of a message: the
     * first lines name only the bean and the parameter it could not make ("Failed to inject value for parameter
     * [port]"). The setting's name, its value, the type and why.
     */
    private static final Pattern UNCONVERTIBLE = Pattern.compile("Error resolving property value \\[(?:\\$\\{)?"
            + "([^:}\\]]+)[^\\]]*]\\. Unable to convert value \\[(.*?)] to target type \\[(\\w+)](?: due to: (.*))?");

    /**
     * The innermost cause's message and kind, then the messages that led to it, outermost first; or, when the
     * failure is a setting the framework could not convert, which setting, its value, and why.
     */
    static String describe(Throwable failure) {
        List<Throwable> chain = Causes.chain(failure);
        for (Throwable cause : chain) {
            Matcher unconvertible = UNCONVERTIBLE.matcher(cause.getMessage() == null ? "" : cause.getMessage());
            if (unconvertible.find()) {
                return "The directory could not start: the setting " + unconvertible.group(1) + " is "
                        + unconvertible.group(2) + ", which is not a valid " + unconvertible.group(3)
                        + (unconvertible.group(4) == null ? "" : ": " + unconvertible.group(4).strip());
            }
        }
        Throwable root = chain.get(chain.size() - 1);
        StringBuilder line = new StringBuilder("The directory could not start: ")
                .append(Causes.firstLine(root)).append(" (").append(root.getClass().getSimpleName()).append(')');
        List<String> context = chain.subList(0, chain.size() - 1).stream().map(Causes::firstLine)
                .filter(message -> !message.isBlank()).distinct().toList();
        if (!context.isEmpty()) {
            line.append(", while: ").append(String.join(" / ", context));
        }
        return line.toString();
    }
}
