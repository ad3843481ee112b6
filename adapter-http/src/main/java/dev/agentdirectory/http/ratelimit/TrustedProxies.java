package dev.agentdirectory.http.ratelimit;

import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Optional;

/** The address ranges (CIDR, or single addresses) of the proxies whose {@code X-Forwarded-For} is believed. */
final class TrustedProxies {

    private final List<Range> ranges;

    TrustedProxies(List<String> cidrs) {
        this.ranges = cidrs.stream().map(String::strip).filter(cidr -> !cidr.isEmpty()).map(Range::parse).toList();
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
            byte[] network = literal(slash < 0 ? cidr : cidr.substring(0, slash));
            int prefix = slash < 0 ? network.length * 8 : Integer.parseInt(cidr.substring(slash + 1));
            if (prefix < 0 || prefix > network.length * 8) {
                throw new IllegalArgumentException("not a CIDR range: " + cidr);
            }
            return new Range(network, prefix);
        }

        boolean contains(InetAddress address) {
            byte[] bytes = address.getAddress();
            if (bytes.length != network.length) {
                return false;
            }
            int shift = bytes.length * 8 - prefix;
            return new BigInteger(1, bytes).shiftRight(shift).equals(new BigInteger(1, network).shiftRight(shift));
        }

        private static byte[] literal(String text) {
            return ipLiteral(text).orElseThrow(() -> new IllegalArgumentException(
                    "a trusted proxy is an IP address or CIDR range, not " + text)).getAddress();
        }
    }
}
