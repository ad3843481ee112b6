package dev.agentdirectory.http.mcp;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.http.PublicBaseUrl;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpRequest;
import java.util.List;
import org.junit.jupiter.api.Test;

class OriginGuardTest {

    private final OriginGuard guard = new OriginGuard(new PublicBaseUrl("https://directory.example.com"),
            List.of("internal.lb:8443"),
            List.of("https://console.example.com"));

    private static boolean refused(OriginGuard guard, String host, String origin) {
        MutableHttpRequest<String> request = HttpRequest.POST("/mcp", "{}").header("Host", host);
        if (origin != null) {
            request.header("Origin", origin);
        }
        return guard.refusal(request).isPresent();
    }

    @Test
    void thePublicHostAndTheLoopbackNamesAreAllowed() {
        assertFalse(refused(guard, "directory.example.com", null));
        assertFalse(refused(guard, "DIRECTORY.example.com", "https://directory.example.com"));
        assertFalse(refused(guard, "localhost:8080", "http://localhost:3000"));
        assertFalse(refused(guard, "127.0.0.1:18080", null));
        assertFalse(refused(guard, "[::1]:8080", null));
    }

    @Test
    void aHostRebindingToUsIsRefused() {
        assertTrue(refused(guard, "attacker.example", null));
        assertTrue(refused(guard, "directory.example.com.attacker.example", null));
    }

    @Test
    void aForeignOriginIsRefusedEvenOnAnAllowedHost() {
        assertTrue(refused(guard, "directory.example.com", "https://attacker.example"));
        assertTrue(refused(guard, "localhost:8080", "null"));
    }

    @Test
    void configuredHostsAndOriginsAreAllowed() {
        assertFalse(refused(guard, "internal.lb:8443", "https://console.example.com"));
        assertTrue(refused(guard, "internal.lb:9000", null));
    }
}
