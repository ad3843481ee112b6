package dev.agentdirectory.http.cors;

import dev.agentdirectory.http.mcp.McpController;
import dev.agentdirectory.http.mcp.OriginGuard;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.web.router.RouteInfo;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Which web pages may call which route. Public read routes ({@link PublicRead}) are open to
 * {@code directory.cors.public-origins}, any origin by default: they need no credential, so a page can read
 * nothing through them that it could not fetch anyway. Write routes are open to
 * {@code directory.cors.write-origins}, none by default. The MCP endpoint is open to exactly the origins its
 * {@link OriginGuard} accepts, so CORS never widens what the guard against DNS rebinding lets through.
 * Created at start, so that a setting that is not an origin stops the start rather than the first request.
 */
@Context
public class CrossOriginPolicy {

    private final AllowedOrigins publicOrigins;
    private final AllowedOrigins writeOrigins;
    private final Duration maxAge;
    private final OriginGuard mcpGuard;
    private final LocalhostGuard localhost;

    CrossOriginPolicy(@Value("${directory.cors.public-origins:*}") List<String> publicOrigins,
                      @Value("${directory.cors.write-origins:}") List<String> writeOrigins,
                      @Value("${directory.cors.max-age:1h}") Duration maxAge,
                      OriginGuard mcpGuard, LocalhostGuard localhost) {
        this.publicOrigins = AllowedOrigins.parse("directory.cors.public-origins", publicOrigins);
        this.writeOrigins = AllowedOrigins.parse("directory.cors.write-origins", writeOrigins);
        this.maxAge = maxAge;
        this.mcpGuard = mcpGuard;
        this.localhost = localhost;
    }

    CrossOriginVerdict decide(HttpRequest<?> request, String origin, RouteInfo<?> route, HttpMethod method) {
        if (localhost.refuses(request, origin)) {
            return new CrossOriginVerdict.Refused("Cross-origin request refused: a page from " + origin
                    + " may not call a directory reached as localhost", false);
        }
        Optional<String> allowOrigin;
        boolean mcp = route.getDeclaringType() == McpController.class;
        if (mcp) {
            allowOrigin = mcpGuard.refusal(request).isEmpty() ? Optional.of(origin) : Optional.empty();
        } else if (route.getAnnotationMetadata().hasAnnotation(PublicRead.class)) {
            allowOrigin = publicOrigins.allowOrigin(origin);
        } else {
            allowOrigin = writeOrigins.allowOrigin(origin);
        }
        return allowOrigin.<CrossOriginVerdict>map(CrossOriginVerdict.Allowed::new).orElseGet(() ->
                new CrossOriginVerdict.Refused("Cross-origin request refused: " + method + " " + request.getPath()
                        + " is not open to web pages from " + origin, mcp));
    }

    /**
     * A request whose Origin names the host it was sent to is not cross-origin: browsers send Origin on their
     * own pages' POSTs too.
     */
    static boolean sameOrigin(HttpRequest<?> request, String origin) {
        String host = request.getHeaders().get("Host");
        int scheme = origin.indexOf("://");
        return host != null && scheme > 0 && origin.substring(scheme + 3).equalsIgnoreCase(host.strip());
    }

    long maxAgeSeconds() {
        return maxAge.toSeconds();
    }
}
