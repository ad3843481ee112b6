package dev.agentdirectory.http.ratelimit;

import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The address ranges (CIDR, or single addresses) of the proxies whose {@code X-Forwarded-For} is believed. */
final class TrustedProxies {

    private final List<Range> ranges;

    static final String SETTING = "directory.rate-limit.trusted-proxies";

    private static final Pattern BRACKETED_V6 = Pattern.compile("\\[([0-9a-fA-F:.]+)](?::[0-9]{1,5})?");
    private static final Pattern V4_WITH_PORT = Pattern.compile("([0-9.]+):[0-9]{1,5}");

    TrustedProxies(List<String> cidrs) {
        this.ranges = cidrs.stream().map(String::strip).filter(cidr -> !cidr.isEmpty()).map(Range::parse).toList();
    }

    private static IllegalArgumentException notARange(String text) {
        return new IllegalArgumentException(SETTING + ": " + text + " is not an IP address or a CIDR range "
                + "(such as 10.0.0.7 or 10.0.0.0/8); a proxy's host name is never looked up");
    }

    /**
     * An IP address written out, never looked up by name; empty for anything else. IPv4 is digits and dots; IPv6 has
     * a colon, and Java reads a text with one as an IPv6 literal or refuses it. A text of hex letters without a
     * colon ({@code face}, {@code dead.beef}) looked like an address to the check before and was a host name to Java,
     * looked up in DNS on the request's thread.
     */
    static Optional<InetAddress> ipLiteral(String text) {
        if (!(text.matches("[0-9.]+") || (text.contains(":") && text.matches("[0-9a-fA-F:.]+")))) {
            return Optional.empty();
        }
        try {
            return Optional.of(InetAddress.getByName(text));
        } catch (UnknownHostException e) {
            return Optional.empty();
        }
    }

    /**
     * The address of one {@code X-Forwarded-For} hop as balancers write it: an address, or one with its port
     * ({@code 203.0.113.7:5678}, {@code [2001:db8::1]:443}); a hop with a port was unreadable, and every client behind
     * a balancer that writes ports was counted as the balancer.
     */
    static Optional<InetAddress> hop(String text) {
        Matcher bracketed = BRACKETED_V6.matcher(text);
        if (bracketed.matches()) {
            return ipLiteral(bracketed.group(1));
        }
        Matcher withPort = V4_WITH_PORT.matcher(text);
        return ipLiteral(withPort.matches() ? withPort.group(1) : text);
    }

    boolean trusts(InetAddress address) {
        return ranges.stream().anyMatch(range -> range.contains(address));
    }

    private record Range(byte[] network, int prefix) {

        static Range parse(String cidr) {
            int slash = cidr.indexOf('/');
            byte[] network = ipLiteral(slash < 0 ? cidr : cidr.substring(0, slash))
                    .orElseThrow(() -> notARange(cidr)).getAddress();
            String bits = slash < 0 ? String.valueOf(network.length * 8) : cidr.substring(slash + 1);
            if (!bits.matches("[0-9]{1,3}") || Integer.parseInt(bits) > network.length * 8) {
                throw notARange(cidr);
            }
            return new Range(network, Integer.parseInt(bits));
        }

        boolean contains(InetAddress address) {
            byte[] bytes = address.getAddress();
            if (bytes.length != network.length) {
                return false;
            }
            int shift = bytes.length * 8 - prefix;
            return new BigInteger(1, bytes).shiftRight(shift).equals(new BigInteger(1, network).shiftRight(shift));
        }
    }
}
