package dev.agentdirectory.http.logging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class RequestIdTest {

    @Test
    void aPlainTokenFromTheCallerIsKept() {
        for (String token : new String[] {"0f3c9a1b2c3d4e5f60718293a4b5c6d7", "3e1f2a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b",
                "req-42", "trace:span.1_2"}) {
            assertEquals(token, RequestId.honouring(token).value());
        }
    }

    @Test
    void anythingElseIsReplacedByAGeneratedId() {
        for (String odd : new String[] {null, "", "two words", "line\nbreak", "quote\"", "{\"json\": 1}",
                "x".repeat(129), "caf\u00e9"}) {
            String id = RequestId.honouring(odd).value();

            assertTrue(id.matches("[0-9a-f]{32}"), id);
        }
    }

    @Test
    void generatedIdsDiffer() {
        String[] ids = new String[1000];
        Arrays.setAll(ids, i -> RequestId.generated().value());

        assertEquals(ids.length, Arrays.stream(ids).distinct().count());
        assertNotEquals(ids[0], ids[1]);
    }

    @Test
    void aRequestIdIsNeverBuiltFromAnOddValue() {
        assertThrows(IllegalArgumentException.class, () -> new RequestId("a b"));
    }
}
