package dev.agentdirectory.http.ratelimit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.InetAddress;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ClientAddressTest {

    private static String client(ClientAddress clients, String peer, String... forwardedFor) throws Exception {
        return clients.of(InetAddress.getByName(peer), List.of(forwardedFor));
    }

    private final ClientAddress noProxies = new ClientAddress(List.of());
    private final ClientAddress behindProxies = new ClientAddress(List.of("10.0.0.0/8", "2001:db8:ffff::1"));

    @Test
    void anIpv4ClientIsCountedByItsAddress() throws Exception {
        assertEquals("203.0.113.9", client(noProxies, "203.0.113.9"));
    }

    @Test
    void anIpv6ClientIsCountedByItsSlash64() throws Exception {
        assertEquals(client(noProxies, "2001:db8:1:2::1"), client(noProxies, "2001:db8:1:2:ffff:ffff:ffff:ffff"));
        assertEquals("20010db800010002::/64", client(noProxies, "2001:db8:1:2::1"));
    }

    @Test
    void forwardedForIsIgnoredFromAPeerThatIsNotATrustedProxy() throws Exception {
        assertEquals("203.0.113.9", client(noProxies, "203.0.113.9", "198.51.100.1"));
    }

    @Test
    void behindTrustedProxiesTheNearestUntrustedHopIsTheClient() throws Exception {
        assertEquals("198.51.100.1", client(behindProxies, "10.1.2.3", "192.0.2.66, 198.51.100.1, 10.9.9.9"));
        assertEquals("198.51.100.1", client(behindProxies, "2001:db8:ffff::1", "192.0.2.66", "198.51.100.1"));
    }

    @Test
    void anUnreadableHopCountsTheLastReadableOne() throws Exception {
        assertEquals("10.1.2.3", client(behindProxies, "10.1.2.3", "not-an-address"));
    }

    @Test
    void aHopWithItsPortIsCountedByItsAddress() throws Exception {
        assertEquals("203.0.113.7", client(behindProxies, "10.1.2.3", "203.0.113.7:5678"));
        assertEquals("20010db800000000::/64", client(behindProxies, "10.1.2.3", "[2001:db8::1]:443"));
        assertEquals("20010db800000000::/64", client(behindProxies, "10.1.2.3", "[2001:db8::1]"));
    }

    @Test
    void aHopOfHexLettersIsNoAddressAndIsNeverLookedUp() throws Exception {
        assertEquals(Optional.empty(), TrustedProxies.ipLiteral("face"));
        assertEquals(Optional.empty(), TrustedProxies.ipLiteral("dead.beef"));
        assertEquals("10.1.2.3", client(behindProxies, "10.1.2.3", "cafe.de"));
        assertThrows(IllegalArgumentException.class, () -> new ClientAddress(List.of("face/32")));
    }

    @Test
    void aTrustedProxyThatIsNotAnAddressIsAConfigurationError() throws Exception {
        assertThrows(IllegalArgumentException.class, () -> new ClientAddress(List.of("proxy.example.com")));
    }
}
