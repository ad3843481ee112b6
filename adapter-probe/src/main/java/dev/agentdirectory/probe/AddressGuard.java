package dev.agentdirectory.probe;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/** Refuses addresses a public probe must never reach (SSRF): loopback, private, link-local, reserved. */
public final class AddressGuard {

    private static final List<AddressRange> REFUSED_IPV4 = List.of(
            AddressRange.of("\"this network\"", "0.0.0.0/8"),
            AddressRange.of("private", "10.0.0.0/8"),
            AddressRange.of("carrier-grade NAT", "100.64.0.0/10"),
            AddressRange.of("loopback", "127.0.0.0/8"),
            AddressRange.of("link-local, cloud metadata", "169.254.0.0/16"),
            AddressRange.of("private", "172.16.0.0/12"),
            AddressRange.of("IETF protocol assignments", "192.0.0.0/24"),
            AddressRange.of("documentation", "192.0.2.0/24"),
            AddressRange.of("6to4 relay anycast", "192.88.99.0/24"),
            AddressRange.of("private", "192.168.0.0/16"),
            AddressRange.of("benchmarking", "198.18.0.0/15"),
            AddressRange.of("documentation", "198.51.100.0/24"),
            AddressRange.of("documentation", "203.0.113.0/24"),
            AddressRange.of("multicast", "224.0.0.0/4"),
            AddressRange.of("reserved, broadcast", "240.0.0.0/4"));

    private static final List<AddressRange> REFUSED_IPV6 = List.of(
            AddressRange.of("unspecified", "::/128"),
            AddressRange.of("loopback", "::1/128"),
            AddressRange.of("discard-only", "100::/64"),
            AddressRange.of("Teredo", "2001::/32"),
            AddressRange.of("documentation", "2001:db8::/32"),
            AddressRange.of("documentation", "3fff::/20"),
            AddressRange.of("local-use NAT64", "64:ff9b:1::/48"),
            AddressRange.of("unique local", "fc00::/7"),
            AddressRange.of("link-local", "fe80::/10"),
            AddressRange.of("site-local", "fec0::/10"),
            AddressRange.of("multicast", "ff00::/8"));

    /** IPv6 forms that carry an IPv4 address, and where it sits, so "::ffff:127.0.0.1" is judged as 127.0.0.1. */
    private static final List<Embedding> IPV4_EMBEDDINGS = List.of(
            new Embedding(AddressRange.of("IPv4-mapped", "::ffff:0:0/96"), 12),
            new Embedding(AddressRange.of("IPv4-compatible", "::/96"), 12),
            new Embedding(AddressRange.of("IPv4-translated", "::ffff:0:0:0/96"), 12),
            new Embedding(AddressRange.of("NAT64", "64:ff9b::/96"), 12),
            new Embedding(AddressRange.of("6to4", "2002::/16"), 2));

    private final Predicate<InetAddress> exempt;

    /** {@code allowPrivateNetworks} lets every address through: for tests and private deployments only. */
    public AddressGuard(boolean allowPrivateNetworks) {
        this(address -> allowPrivateNetworks);
    }

    /** Refuses as usual, except the addresses {@code exempt} accepts (a test fixture's own address). */
    AddressGuard(Predicate<InetAddress> exempt) {
        this.exempt = exempt;
    }

    /** Why the address is refused, or empty when a probe may connect to it. */
    public Optional<String> refusalOf(InetAddress address) {
        if (exempt.test(address)) {
            return Optional.empty();
        }
        byte[] bytes = address.getAddress();
        if (bytes.length == 4) {
            return rangeOf(REFUSED_IPV4, bytes).map(range -> address.getHostAddress() + " is " + describe(range));
        }
        Optional<String> refusal = rangeOf(REFUSED_IPV6, bytes)
                .map(range -> address.getHostAddress() + " is " + describe(range));
        if (refusal.isPresent()) {
            return refusal;
        }
        for (Embedding embedding : IPV4_EMBEDDINGS) {
            if (embedding.range().contains(bytes)) {
                return embeddedRefusal(address, embedding, Arrays.copyOfRange(bytes, embedding.offset(), embedding.offset() + 4));
            }
        }
        return Optional.empty();
    }

    private static Optional<String> embeddedRefusal(InetAddress address, Embedding embedding, byte[] ipv4) {
        return rangeOf(REFUSED_IPV4, ipv4).map(range -> address.getHostAddress() + " is " + embedding.range().name()
                + " for " + ipv4Text(ipv4) + ", which is " + describe(range));
    }

    private static Optional<AddressRange> rangeOf(List<AddressRange> ranges, byte[] address) {
        return ranges.stream().filter(range -> range.contains(address)).findFirst();
    }

    private static String describe(AddressRange range) {
        return range.name() + " (" + range.cidr() + ")";
    }

    private static String ipv4Text(byte[] ipv4) {
        try {
            return InetAddress.getByAddress(ipv4).getHostAddress();
        } catch (UnknownHostException e) {
            throw new IllegalStateException("four bytes are always an IPv4 address", e);
        }
    }

    private record Embedding(AddressRange range, int offset) {
    }
}
