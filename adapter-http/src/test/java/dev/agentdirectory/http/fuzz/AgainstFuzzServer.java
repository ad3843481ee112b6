package dev.agentdirectory.http.fuzz;

import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * A fuzz suite's properties run against one {@link FuzzServer}, started before the first and closed after the last.
 * jqwik runs containers one after the other, so the suites that extend this take turns with the one field.
 */
abstract class AgainstFuzzServer {

    static FuzzServer server;

    @BeforeContainer
    static void start() {
        server = FuzzServer.start();
    }

    @AfterContainer
    static void stop() {
        server.close();
    }
}
