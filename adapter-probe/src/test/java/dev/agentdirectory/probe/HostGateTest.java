package dev.agentdirectory.probe;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.InetAddress;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class HostGateTest {

    private final AtomicLong now = new AtomicLong();
    private final HostGate gate = new HostGate(2, 3, now::get);
    private final InetAddress host = address("192.0.2.1");
    private final InetAddress other = address("192.0.2.2");

    @Test
    void aThirdRequestToAHostWithTwoInFlightIsNotMade() throws Exception {
        gate.enter(host);
        gate.enter(host);

        assertThrows(NoCapacity.class, () -> gate.enter(host));
    }

    @Test
    void aRequestThatEndedFreesItsPlace() throws Exception {
        gate.enter(host).close();
        gate.enter(host);

        assertDoesNotThrow(() -> gate.enter(host));
    }

    @Test
    void aHostsRequestsAMinuteAreCapped() throws Exception {
        for (int i = 0; i < 3; i++) {
            gate.enter(host).close();
        }

        assertThrows(NoCapacity.class, () -> gate.enter(host));
    }

    @Test
    void anotherHostHasItsOwnShare() throws Exception {
        for (int i = 0; i < 3; i++) {
            gate.enter(host).close();
        }

        assertDoesNotThrow(() -> gate.enter(other));
    }

    @Test
    void theShareComesBackOverTheMinute() throws Exception {
        for (int i = 0; i < 3; i++) {
            gate.enter(host).close();
        }
        now.addAndGet(TimeUnit.SECONDS.toNanos(20));

        gate.enter(host).close();
        assertThrows(NoCapacity.class, () -> gate.enter(host));
    }

    private static InetAddress address(String literal) {
        try {
            return InetAddress.getByName(literal);
        } catch (java.net.UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }
}
