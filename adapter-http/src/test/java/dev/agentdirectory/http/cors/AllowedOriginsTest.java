package dev.agentdirectory.http.cors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class AllowedOriginsTest {

    @Test
    void aStarAllowsEveryOriginWithAStar() {
        AllowedOrigins any = AllowedOrigins.parse("s", List.of("*"));

        assertEquals(Optional.of("*"), any.allowOrigin("https://agent.example"));
        assertEquals(Optional.of("*"), any.allowOrigin("null"));
    }

    @Test
    void listedOriginsAreAllowedAsTheBrowserWroteThemAndOthersAreNot() {
        AllowedOrigins listed = AllowedOrigins.parse("s", List.of(" https://Reader.example ", "http://localhost:3000"));

        assertEquals(Optional.of("https://reader.example"), listed.allowOrigin("https://reader.example"));
        assertEquals(Optional.of("http://localhost:3000"), listed.allowOrigin("http://localhost:3000"));
        assertEquals(Optional.empty(), listed.allowOrigin("http://localhost:3001"));
        assertEquals(Optional.empty(), listed.allowOrigin("https://reader.example.evil"));
    }

    @Test
    void nothingListedAllowsNothing() {
        assertEquals(Optional.empty(), AllowedOrigins.parse("s", List.of("")).allowOrigin("https://a.example"));
        assertEquals(Optional.empty(), AllowedOrigins.parse("s", List.of()).allowOrigin("https://a.example"));
    }

    @Test
    void whatIsNotAnOriginIsRefusedNamingTheSetting() {
        for (String notAnOrigin : List.of("https://a.example/", "https://a.example/app", "a.example", "ftp://a.example",
                "https://user@a.example", "https://a.example?x", "https://*.example")) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> AllowedOrigins.parse("directory.cors.public-origins", List.of(notAnOrigin)), notAnOrigin);

            assertTrue(refused.getMessage().startsWith("directory.cors.public-origins: " + notAnOrigin), notAnOrigin);
        }
    }

    @Test
    void aStarBesideOtherOriginsIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> AllowedOrigins.parse("s", List.of("*", "https://a.example")));
    }
}
