package dev.agentdirectory.persistence.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.agentdirectory.core.probe.ProbeReason;
import dev.agentdirectory.core.probe.ProbeReasonKind;
import org.junit.jupiter.api.Test;

class ProbeReasonColumnsTest {

    @Test
    void aReasonIsKeptAsItsCodeWithTheStatusOnlyForAKindThatCarriesOne() {
        assertEquals("http_status", ProbeReasonColumns.code(ProbeReason.httpStatus(404)));
        assertEquals(404, ProbeReasonColumns.httpStatus(ProbeReason.httpStatus(404)));
        assertEquals("dns_failure", ProbeReasonColumns.code(ProbeReason.of(ProbeReasonKind.DNS_FAILURE)));
        assertNull(ProbeReasonColumns.httpStatus(ProbeReason.of(ProbeReasonKind.DNS_FAILURE)));
    }

    @Test
    void noReasonIsKeptAsNoCodeAndReadsBackAsNone() {
        assertNull(ProbeReasonColumns.code(null));
        assertNull(ProbeReasonColumns.httpStatus(null));
        assertNull(ProbeReasonColumns.read(null, null));
    }

    @Test
    void aCodeThisVersionDoesNotKnowReadsAsNoReason() {
        assertNull(ProbeReasonColumns.read("solar_flare", 503));
    }
}
