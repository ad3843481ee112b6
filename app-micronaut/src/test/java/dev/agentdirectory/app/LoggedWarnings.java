package dev.agentdirectory.app;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import org.slf4j.LoggerFactory;

/** The warnings and errors one logger (and the loggers under it) writes while some work runs. */
final class LoggedWarnings {

    private LoggedWarnings() {
    }

    interface Work {
        void run() throws Exception;
    }

    /** The messages of level WARN or above that {@code loggerName} logged during {@code work}, in order. */
    static List<String> during(String loggerName, Work work) throws Exception {
        Logger logger = (Logger) LoggerFactory.getLogger(loggerName);
        ListAppender<ILoggingEvent> logged = new ListAppender<>();
        logged.start();
        logger.addAppender(logged);
        try {
            work.run();
        } finally {
            logger.detachAppender(logged);
        }
        return logged.list.stream()
                .filter(event -> event.getLevel().isGreaterOrEqual(Level.WARN))
                .map(ILoggingEvent::getFormattedMessage)
                .toList();
    }
}
