package dev.agentdirectory.http.ratelimit;

import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Optional;

/** The address ranges (CIDR, or single addresses) of the proxies whose {@code X-Forwarded-For} is believed. */
final class TrustedProxies {

    private final List<Range> ranges;

    static final String SETTING = "directory.rate-limit.trusted-proxies";

    TrustedProxies(List<String> cidrs) {
        this.ranges = cidrs.stream().map(String::strip).filter(cidr -> !cidr.isEmpty()).map(Range::parse).toList();
    }

    private static IllegalArgumentException notARange(String text) {
        return new IllegalArgumentException(SETTING + ": " + text + " is not an IP address or a CIDR range "
                + "(such as 10.0.0.7 or 10.0.0.0/8); a proxy's host name is never looked up");
    }

    /** An IP address written out, never looked up by name; empty for anything else. */
    static Optional<InetAddress> ipLiteral(String text) {
        if (text.isEmpty() || !text.matches("[0-9a-fA-F:.]+")) {
            return Optional.empty();
        }
        try {
            return Optional.of(InetAddress.getByName(text));
        } catch (UnknownHostException e) {
            return Optional.empty();
        }
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
