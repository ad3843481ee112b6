package dev.agentdirectory.app;

import io.micronaut.context.annotation.Requires;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** A route that logs from the pool the directory's handlers run on, to see which MDC such lines carry. */
@Controller("/test-only/log")
@Requires(property = LoggedFromAHandler.ENABLED, value = "true")
class LoggedFromAHandler {

    static final String ENABLED = "test.logged-from-a-handler";
    static final String LINE = "a line logged by a handler";

    private static final Logger LOG = LoggerFactory.getLogger(LoggedFromAHandler.class);

    @Get
    @ExecuteOn(TaskExecutors.BLOCKING)
    String log() {
        LOG.info(LINE);
        return "logged";
    }
}
