package dev.agentdirectory.http.cors;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.server.HttpServerConfiguration;
import io.micronaut.http.server.util.HttpHostResolver;
import jakarta.inject.Singleton;
import java.net.URI;

/**
 * The framework's guard against drive-by-localhost attacks, with the framework's own rules: a page of a
 * non-local origin may not call a server reached as {@code localhost} or {@code 127.x}, unless
 * {@code micronaut.server.cors.localhost-pass-through} is set. The framework's CORS filter refuses such requests
 * too, but only after a preflight would have allowed them; asking here first keeps the preflight and the request
 * in agreement, and the refusal says why.
 */
@Singleton
class LocalhostGuard {

    private final HttpHostResolver hosts;
    private final boolean passThrough;

    LocalhostGuard(HttpHostResolver hosts, HttpServerConfiguration.CorsConfiguration framework) {
        this.hosts = hosts;
        this.passThrough = framework.isLocalhostPassThrough();
    }

    boolean refuses(HttpRequest<?> request, String origin) {
        return !passThrough && isLocalHost(hosts.resolve(request)) && !isLocalOrigin(origin);
    }

    private static boolean isLocalHost(String host) {
        return host.startsWith("http://localhost") || host.startsWith("https://localhost")
                || host.startsWith("http://127.") || host.startsWith("https://127.");
    }

    private static boolean isLocalOrigin(String origin) {
        try {
            String host = URI.create(origin).getHost();
            return "localhost".equals(host) || "127.0.0.1".equals(host);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
