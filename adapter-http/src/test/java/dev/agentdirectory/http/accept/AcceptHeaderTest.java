package dev.agentdirectory.http.accept;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class AcceptHeaderTest {

    @Test
    void aRangeOfTheTypesSubtypesAcceptsIt() {
        assertEquals(0.5, AcceptHeader.quality("application/*;q=0.5", "application/json"));
        assertEquals(0, AcceptHeader.quality("application/*", "text/html"));
    }

    @Test
    void theMostSpecificRangeSaysHowMuch() {
        assertEquals(0, AcceptHeader.quality("application/json;q=0, application/*", "application/json"));
        assertEquals(0.2, AcceptHeader.quality("*/*, application/*;q=0.2", "application/json"));
        assertEquals(1, AcceptHeader.quality("*/*", "application/json"));
    }

    @Test
    void aQValueOutsideZeroToOneAcceptsNothing() {
        assertEquals(0, AcceptHeader.quality("application/*;q=1.5", "application/json"));
        assertEquals(0, AcceptHeader.quality("application/*;q=x", "application/json"));
    }

    @Test
    void onlyARangeOfOneTypesSubtypesIsATypeRange() {
        assertTrue(AcceptHeader.hasTypeRange("text/html, application/*;q=0.1"));
        assertFalse(AcceptHeader.hasTypeRange("*/*"));
        assertFalse(AcceptHeader.hasTypeRange("application/json, */*;q=0.8"));
        assertFalse(AcceptHeader.hasTypeRange("/*"));
    }

    @Test
    void theTypesARangeAcceptsAreNamedWithItsQValue() {
        assertEquals("application/*;q=0.5, application/json;q=0.5",
                AcceptHeader.naming("application/*;q=0.5", List.of("application/json", "text/html")));
    }

    @Test
    void aTypeTheHeaderNamesOrRefusesIsNotAdded() {
        List<String> json = List.of("application/json");

        assertEquals("application/json;q=0, application/*",
                AcceptHeader.naming("application/json;q=0, application/*", json));
        assertEquals("Application/JSON, application/*", AcceptHeader.naming("Application/JSON, application/*", json));
    }
}
