package dev.agentdirectory.http.ratelimit;

import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;

/** The address ranges (CIDR, or single addresses) of the proxies whose {@code X-Forwarded-For} is believed. */
final class TrustedProxies {

    private final List<Range> ranges;

    TrustedProxies(List<String> cidrs) {
        this.ranges = cidrs.stream().map(String::strip).filter(cidr -> !cidr.isEmpty()).map(Range::parse).toList();
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
            if (!text.matches("[0-9a-fA-F:.]+")) {
                throw new IllegalArgumentException("a trusted proxy is an IP address or CIDR range, not " + text);
            }
            try {
                return InetAddress.getByName(text).getAddress(); // a literal: no lookup happens
            } catch (UnknownHostException e) {
                throw new IllegalArgumentException("not an IP address: " + text, e);
            }
        }
    }
}
