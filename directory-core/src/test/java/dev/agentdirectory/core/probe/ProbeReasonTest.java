package dev.agentdirectory.core.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class ProbeReasonTest {

    @Test
    void everyKindHasACodeOfItsOwnThatNamesItAgain() {
        Set<String> codes = Arrays.stream(ProbeReasonKind.values()).map(ProbeReasonKind::code)
                .collect(Collectors.toSet());

        assertEquals(ProbeReasonKind.values().length, codes.size());
        for (ProbeReasonKind kind : ProbeReasonKind.values()) {
            assertEquals(Optional.of(kind), ProbeReasonKind.fromCode(kind.code()));
        }
    }

    @Test
    void aCodeThisVersionDoesNotKnowNamesNoKind() {
        assertEquals(Optional.empty(), ProbeReasonKind.fromCode("solar_flare"));
    }

    @ParameterizedTest
    @EnumSource(value = ProbeReasonKind.class, names = {"HTTP_STATUS", "THROTTLED"})
    void aKindThatCarriesAStatusNeedsOne(ProbeReasonKind kind) {
        assertThrows(IllegalArgumentException.class, () -> ProbeReason.of(kind));
        assertThrows(IllegalArgumentException.class, () -> new ProbeReason(kind, 99));
        assertThrows(IllegalArgumentException.class, () -> new ProbeReason(kind, 600));
    }

    @ParameterizedTest
    @EnumSource(value = ProbeReasonKind.class, names = {"HTTP_STATUS", "THROTTLED"}, mode = EnumSource.Mode.EXCLUDE)
    void anyOtherKindTakesNoStatus(ProbeReasonKind kind) {
        assertThrows(IllegalArgumentException.class, () -> new ProbeReason(kind, 404));
    }

    @ParameterizedTest
    @ValueSource(ints = {100, 302, 404, 599})
    void theSentenceNamesTheStatus(int status) {
        assertTrue(ProbeReason.httpStatus(status).sentence().contains("HTTP status " + status));
    }

    @ParameterizedTest
    @EnumSource(value = ProbeReasonKind.class, names = {"HTTP_STATUS", "THROTTLED"}, mode = EnumSource.Mode.EXCLUDE)
    void everySentenceIsWholeAndStatesNoPlaceholder(ProbeReasonKind kind) {
        String sentence = ProbeReason.of(kind).sentence();

        assertTrue(Character.isUpperCase(sentence.charAt(0)) && sentence.endsWith("."), sentence);
        assertFalse(sentence.contains("%"), sentence);
    }

    @Test
    void theFiguresInTheSentencesAreTheProbesBounds() {
        assertEquals("The host did not answer within 5 s (3 s to connect); check that it is up and answers quickly.",
                ProbeReason.of(ProbeReasonKind.TIMEOUT).sentence());
        assertTrue(ProbeReason.of(ProbeReasonKind.BODY_TOO_LARGE).sentence().contains("larger than 1 MiB"));
        assertTrue(ProbeReason.of(ProbeReasonKind.TOO_MANY_REDIRECTS).sentence().contains("more than 3 times"));
    }

    @Test
    void anObservationCarriesOnlyTheKindsItsSourceSees() {
        assertThrows(IllegalArgumentException.class,
                () -> new ProbeObservation.Failed(ProbeReasonKind.PRIVATE_ADDRESS, "10.0.0.1"));
        assertThrows(IllegalArgumentException.class,
                () -> new ProbeObservation.Refused(ProbeReasonKind.TIMEOUT, "slow"));
        assertThrows(IllegalArgumentException.class,
                () -> new ProbeObservation.Refused(ProbeReasonKind.OK, "fine"));
    }
}
