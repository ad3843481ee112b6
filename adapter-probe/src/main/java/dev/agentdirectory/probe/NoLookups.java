package dev.agentdirectory.probe;

import java.net.InetAddress;
import java.net.UnknownHostException;
import org.apache.hc.client5.http.DnsResolver;

/**
 * The HTTP client's resolver, which never resolves: every target the prober hands over already carries the
 * address the guard checked, so any lookup here would be a second one (DNS rebinding) and fails instead.
 */
final class NoLookups implements DnsResolver {

    @Override
    public InetAddress[] resolve(String host) throws UnknownHostException {
        throw new UnknownHostException(host + ": the prober connects only to addresses its guard checked");
    }

    @Override
    public String resolveCanonicalHostname(String host) throws UnknownHostException {
        throw new UnknownHostException(host + ": the prober connects only to addresses its guard checked");
    }
}
