package dev.agentdirectory.probe;

import java.net.InetAddress;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Keeps each host's share of probes small whatever the number of listings that name it: at most
 * {@code concurrent} requests at once and {@code perMinute} a minute (a token bucket). A host is an IP address,
 * because many names can point at one machine. Over either limit the request is not made: the host is not at fault.
 */
final class HostGate {

    private static final long MINUTE = TimeUnit.MINUTES.toNanos(1);
    /** Past this many hosts, idle ones with a full bucket are forgotten, so the map stays small. */
    private static final int SWEEP_ABOVE = 1024;

    private final int concurrent;
    private final int perMinute;
    private final LongSupplier nanoTime;
    private final Map<InetAddress, Host> hosts = new HashMap<>();

    HostGate(int concurrent, int perMinute) {
        this(concurrent, perMinute, System::nanoTime);
    }

    HostGate(int concurrent, int perMinute, LongSupplier nanoTime) {
        this.concurrent = concurrent;
        this.perMinute = perMinute;
        this.nanoTime = nanoTime;
    }

    /** A pass for one request to {@code address}; close it when the request is over. */
    synchronized Pass enter(InetAddress address) throws NoCapacity {
        long now = nanoTime.getAsLong();
        if (hosts.size() > SWEEP_ABOVE) {
            hosts.values().removeIf(host -> host.inFlight == 0 && host.tokens(now) >= perMinute);
        }
        Host host = hosts.computeIfAbsent(address, key -> new Host(perMinute, now));
        if (host.inFlight >= concurrent) {
            throw new NoCapacity(address.getHostAddress() + " already has " + concurrent + " probes in flight");
        }
        if (host.tokens(now) < 1) {
            throw new NoCapacity(address.getHostAddress() + " has had its " + perMinute + " probes this minute");
        }
        host.spend(now);
        return () -> leave(host);
    }

    private synchronized void leave(Host host) {
        host.inFlight--;
    }

    /** Permission for one request; closing it twice is a bug, so it is only closed by try-with-resources. */
    interface Pass extends AutoCloseable {
        @Override
        void close();
    }

    private final class Host {

        private double tokens;
        private long refilledAt;
        private int inFlight;

        Host(double tokens, long now) {
            this.tokens = tokens;
            this.refilledAt = now;
        }

        double tokens(long now) {
            tokens = Math.min(perMinute, tokens + (double) (now - refilledAt) * perMinute / MINUTE);
            refilledAt = now;
            return tokens;
        }

        void spend(long now) {
            tokens(now);
            tokens -= 1;
            inFlight++;
        }
    }
}
