package dev.agentdirectory.app;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.core.joran.spi.JoranException;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.slf4j.LoggerFactory;

/**
 * Runs work with the application's own logback.xml in a format ({@code LOG_FORMAT}: {@code json} or {@code text})
 * at the given root level, with request lines on, and answers what it wrote to standard output, line by line; the
 * default configuration is back afterwards.
 */
final class LogCapture {

    static final String JSON = "json";
    static final String TEXT = "text";

    private LogCapture() {
    }

    interface Work {
        void run() throws Exception;
    }

    static List<String> capture(String format, Level rootLevel, Work work) throws Exception {
        PrintStream original = System.out;
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        System.setProperty("LOG_FORMAT", format);
        System.setProperty("LOG_REQUESTS", "info");
        try {
            System.setOut(new PrintStream(written, true, StandardCharsets.UTF_8));
            configure().getLogger(Logger.ROOT_LOGGER_NAME).setLevel(rootLevel);
            work.run();
        } finally {
            System.clearProperty("LOG_FORMAT");
            System.clearProperty("LOG_REQUESTS");
            configure();
            System.setOut(original);
        }
        return written.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private static LoggerContext configure() throws JoranException {
        LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
        context.reset();
        JoranConfigurator configurator = new JoranConfigurator();
        configurator.setContext(context);
        configurator.doConfigure(LogCapture.class.getResource("/logback.xml"));
        return context;
    }
}
