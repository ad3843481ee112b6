package dev.agentdirectory.http.mcp;

import dev.agentdirectory.http.PublicBaseUrl;
import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpRequest;
import io.modelcontextprotocol.server.transport.DefaultServerTransportSecurityValidator;
import io.modelcontextprotocol.server.transport.ServerTransportSecurityException;
import jakarta.inject.Singleton;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Refuses MCP requests whose {@code Host}, or {@code Origin} when a browser sent one, names neither this
 * directory's public base URL nor a loopback name (DNS rebinding). Deployments behind a proxy that rewrites
 * the host add theirs with {@code directory.mcp.allowed-hosts} and {@code directory.mcp.allowed-origins}.
 */
@Singleton
public class OriginGuard {

    private static final List<String> LOOPBACK = List.of("localhost", "127.0.0.1", "[::1]");

    private final DefaultServerTransportSecurityValidator validator;

    public OriginGuard(PublicBaseUrl publicBaseUrl,
                       @Value("${directory.mcp.allowed-hosts:}") List<String> extraHosts,
                       @Value("${directory.mcp.allowed-origins:}") List<String> extraOrigins) {
        URI base = publicBaseUrl.uri();
        String baseHost = base.getHost().toLowerCase(Locale.ROOT);
        List<String> hosts = new ArrayList<>();
        List<String> origins = new ArrayList<>();
        hosts.add(baseHost + (base.getPort() < 0 ? "" : ":" + base.getPort()));
        origins.add(base.getScheme() + "://" + hosts.get(0));
        for (String loopback : LOOPBACK) {
            hosts.add(loopback);
            hosts.add(loopback + ":*");
            origins.add("http://" + loopback + ":*");
            origins.add("https://" + loopback + ":*");
        }
        extraHosts.stream().filter(host -> !host.isBlank()).map(OriginGuard::lower).forEach(hosts::add);
        extraOrigins.stream().filter(origin -> !origin.isBlank()).map(OriginGuard::lower).forEach(origins::add);
        this.validator = DefaultServerTransportSecurityValidator.builder()
                .allowedHosts(hosts).allowedOrigins(origins).build();
    }

    /** The reason to refuse the request, or empty when its Host and Origin are allowed. */
    public Optional<String> refusal(HttpRequest<?> request) {
        Map<String, List<String>> headers = Map.of(
                "Host", values(request, "Host"),
                "Origin", request.getHeaders().contains("Origin") ? values(request, "Origin") : List.of(""));
        try {
            validator.validateHeaders(headers);
            return Optional.empty();
        } catch (ServerTransportSecurityException e) {
            return Optional.of(e.getMessage());
        }
    }

    private static List<String> values(HttpRequest<?> request, String name) {
        return request.getHeaders().getAll(name).stream().map(OriginGuard::lower).toList();
    }

    private static String lower(String value) {
        return value.strip().toLowerCase(Locale.ROOT);
    }
}
