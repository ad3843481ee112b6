package dev.agentdirectory.probe;

import java.net.InetAddress;
import java.net.UnknownHostException;

/** A named block of addresses in CIDR form, matched with byte arithmetic. */
record AddressRange(String name, String cidr, byte[] prefix, int bits) {

    /** Parses a CIDR made of an IP literal; only ever called with constants, so no DNS lookup happens. */
    static AddressRange of(String name, String cidr) {
        int slash = cidr.indexOf('/');
        String literal = cidr.substring(0, slash);
        try {
            byte[] prefix = InetAddress.getByName(literal).getAddress();
            // The JDK turns "::ffff:a.b.c.d" into an IPv4 address; keep the 16-byte form the CIDR names.
            if (literal.contains(":") && prefix.length == 4) {
                prefix = mapped(prefix);
            }
            return new AddressRange(name, cidr, prefix, Integer.parseInt(cidr.substring(slash + 1)));
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("cidr: not an IP literal: " + cidr, e);
        }
    }

    boolean contains(byte[] address) {
        if (address.length != prefix.length) {
            return false;
        }
        int whole = bits / 8;
        for (int i = 0; i < whole; i++) {
            if (address[i] != prefix[i]) {
                return false;
            }
        }
        int rest = bits % 8;
        int mask = (0xff << (8 - rest)) & 0xff;
        return rest == 0 || (address[whole] & mask) == (prefix[whole] & mask);
    }

    private static byte[] mapped(byte[] ipv4) {
        byte[] ipv6 = new byte[16];
        ipv6[10] = (byte) 0xff;
        ipv6[11] = (byte) 0xff;
        System.arraycopy(ipv4, 0, ipv6, 12, 4);
        return ipv6;
    }
}
