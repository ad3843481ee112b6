package dev.agentdirectory.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.probe.ProbeObservation;
import dev.agentdirectory.core.probe.ProbeObservation.Answered;
import dev.agentdirectory.core.probe.ProbeObservation.Failed;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class HostileHeadTest {

    private final HttpProber prober = new HttpProber(new AddressGuard(true));
    private final List<RawServer> servers = new ArrayList<>();

    @AfterEach
    void close() throws Exception {
        prober.close();
        for (RawServer server : servers) {
            server.close();
        }
    }

    private RawServer start(RawServer server) {
        servers.add(server);
        return server;
    }

    @Test
    void anEndlessStreamOfHeaderLinesEndsTheProbeAtOnceWithAFailure() {
        RawServer flood = start(RawServer.endlessHeaders());
        long start = System.nanoTime();

        Failed failed = assertInstanceOf(Failed.class, prober.probe(flood.url()));

        assertEquals(ProbeReasonKind.MALFORMED_ANSWER, failed.kind());
        assertTrue(failed.detail().startsWith("MessageConstraintException"), failed.detail());
        assertTrue(Duration.ofNanos(System.nanoTime() - start).compareTo(Duration.ofSeconds(2)) < 0);
    }

    @Test
    void sixHostsFloodingHeadersAtOnceAllEndQuickly() throws Exception {
        ExecutorService callers = Executors.newFixedThreadPool(6);
        List<Future<ProbeObservation>> probes = new ArrayList<>();
        long start = System.nanoTime();
        for (int i = 0; i < 6; i++) {
            RawServer flood = start(RawServer.endlessHeaders("127.0.0." + (10 + i)));
            probes.add(callers.submit(() -> prober.probe(flood.url())));
        }

        for (Future<ProbeObservation> probe : probes) {
            assertInstanceOf(Failed.class, probe.get());
        }
        callers.shutdown();
        assertTrue(Duration.ofNanos(System.nanoTime() - start).compareTo(Duration.ofSeconds(3)) < 0);
    }

    @Test
    void oneHeaderLineLongerThanTheLimitFails() {
        RawServer server = start(RawServer.head(1, 8 * 1024 + 1));

        Failed failed = assertInstanceOf(Failed.class, prober.probe(server.url()));

        assertEquals(ProbeReasonKind.MALFORMED_ANSWER, failed.kind());
        assertTrue(failed.detail().contains("line length"), failed.detail());
    }

    @Test
    void moreHeaderLinesThanTheLimitFail() {
        RawServer server = start(RawServer.head(100, 20));

        Failed failed = assertInstanceOf(Failed.class, prober.probe(server.url()));

        assertTrue(failed.detail().contains("header count"), failed.detail());
    }

    @Test
    void aHeadOfFewLinesThatAddUpToMoreThanTheByteLimitFails() {
        RawServer server = start(RawServer.head(10, 7 * 1024));

        Failed failed = assertInstanceOf(Failed.class, prober.probe(server.url()));

        assertTrue(failed.detail().contains("longer than 65536 bytes"), failed.detail());
    }

    @Test
    void aLargeHeadWithinEveryLimitIsRead() {
        RawServer server = start(RawServer.head(90, 600));

        Answered answer = assertInstanceOf(Answered.class, prober.probe(server.url()));

        assertEquals(200, answer.status());
    }
}
