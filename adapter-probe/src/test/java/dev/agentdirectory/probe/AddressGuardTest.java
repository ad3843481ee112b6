package dev.agentdirectory.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class AddressGuardTest {

    private final AddressGuard guard = new AddressGuard(false);

    @Test
    void ipv4LoopbackIsRefused() {
        assertRefused("127.0.0.1", "127.0.0.2", "127.255.255.254");
    }

    @Test
    void ipv6LoopbackIsRefused() {
        assertRefused("::1");
    }

    @Test
    void ipv4MappedLoopbackIsRefusedInBothJdkForms() throws UnknownHostException {
        assertRefused("::ffff:127.0.0.1");
        byte[] mapped = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, (byte) 0xff, (byte) 0xff, 127, 0, 0, 1};
        assertTrue(guard.refusalOf(Inet6Address.getByAddress(null, mapped, -1)).isPresent());
    }

    @Test
    void ipv4CompatibleAndTranslatedLoopbackAreRefused() {
        assertRefused("::127.0.0.1", "::ffff:0:127.0.0.1");
    }

    @Test
    void privateIpv4RangesAreRefused() {
        assertRefused("10.0.0.1", "10.255.255.255", "172.16.0.1", "172.31.255.255", "192.168.1.1");
    }

    @Test
    void theEdgesOfPrivateIpv4RangesAreHonoured() {
        assertAllowed("172.15.255.255", "172.32.0.1", "11.0.0.1", "192.169.0.1");
    }

    @Test
    void carrierGradeNatIsRefused() {
        assertRefused("100.64.0.1", "100.127.255.254");
        assertAllowed("100.63.255.255", "100.128.0.1");
    }

    @Test
    void thisNetworkIsRefused() {
        assertRefused("0.0.0.0", "0.1.2.3");
    }

    @Test
    void theUnspecifiedIpv6AddressIsRefused() {
        assertRefused("::");
    }

    @Test
    void linkLocalIpv4IncludingCloudMetadataIsRefused() {
        assertRefused("169.254.169.254", "169.254.0.1");
    }

    @Test
    void uniqueLocalIpv6IsRefused() {
        assertRefused("fd00::1", "fc00::1");
    }

    @Test
    void linkLocalAndSiteLocalIpv6AreRefused() {
        assertRefused("fe80::1", "febf::1", "fec0::1");
    }

    @Test
    void multicastIsRefused() {
        assertRefused("224.0.0.1", "239.255.255.250", "ff02::1", "ff05::2");
    }

    @Test
    void broadcastAndTheReservedClassEAreRefused() {
        assertRefused("255.255.255.255", "240.0.0.1");
    }

    @Test
    void benchmarkingDocumentationAndProtocolRangesAreRefused() {
        assertRefused("198.18.0.1", "198.19.255.255", "192.0.0.8", "192.0.2.1", "198.51.100.1", "203.0.113.1",
                "192.88.99.1", "2001:db8::1", "3fff::1", "100::1", "2001:0:4136:e378::1");
    }

    @Test
    void nat64FormsOfRefusedAddressesAreRefused() {
        assertRefused("64:ff9b::a9fe:a9fe", "64:ff9b::10.0.0.1", "64:ff9b:1::1");
    }

    @Test
    void sixToFourFormsOfRefusedAddressesAreRefused() {
        assertRefused("2002:7f00:1::1", "2002:c0a8:101::1", "2002:a9fe:a9fe::1");
    }

    @Test
    void embeddedFormsOfPublicAddressesAreAllowed() {
        assertAllowed("64:ff9b::5db8:d822", "2002:5db8:d822::1");
    }

    @Test
    void publicAddressesAreAllowed() {
        assertAllowed("93.184.216.34", "8.8.8.8", "1.1.1.1", "2606:4700::1111", "2a00:1450:4001::1");
    }

    @Test
    void theRefusalNamesTheAddressAndItsRange() {
        assertEquals(Optional.of("169.254.169.254 is link-local, cloud metadata (169.254.0.0/16)"),
                guard.refusalOf(address("169.254.169.254")));
    }

    @Test
    void allowingPrivateNetworksLetsEveryAddressThrough() {
        AddressGuard open = new AddressGuard(true);
        for (String literal : List.of("127.0.0.1", "::1", "10.0.0.1", "169.254.169.254", "fd00::1", "0.0.0.0")) {
            assertEquals(Optional.empty(), open.refusalOf(address(literal)), literal);
        }
    }

    @Test
    void anExemptAddressPassesWhileItsNeighboursStayRefused() {
        AddressGuard fixtureOnly = new AddressGuard(address -> address.getHostAddress().equals("127.0.0.1"));

        assertEquals(Optional.empty(), fixtureOnly.refusalOf(address("127.0.0.1")));
        assertTrue(fixtureOnly.refusalOf(address("127.0.0.2")).isPresent());
    }

    private void assertRefused(String... literals) {
        for (String literal : literals) {
            assertTrue(guard.refusalOf(address(literal)).isPresent(), literal + " should be refused");
        }
    }

    private void assertAllowed(String... literals) {
        for (String literal : literals) {
            assertEquals(Optional.empty(), guard.refusalOf(address(literal)), literal + " should be allowed");
        }
    }

    private static InetAddress address(String literal) {
        try {
            return InetAddress.getByName(literal);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(literal, e);
        }
    }
}
