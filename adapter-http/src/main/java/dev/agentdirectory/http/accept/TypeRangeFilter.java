package dev.agentdirectory.http.accept;

import io.micronaut.http.HttpHeaders;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpRequest;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.http.server.annotation.PreMatching;
import io.micronaut.web.router.Router;
import java.util.List;
import java.util.Locale;

/**
 * Lets a range of one type's subtypes ({@code application/*}, {@code text/*}) accept what the routes produce under
 * it, as RFC 9110 has it. The framework matches an Accept header against a route's media types by name, with
 * {@code *}{@code /*} as the one wildcard, and answers 406 to {@code Accept: application/*} on every JSON route.
 * Before routing, each media type the routes produce that such a range accepts, and that the header does not name,
 * is added to the header with the range's q-value.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
public class TypeRangeFilter {

    private final Router router;
    private volatile List<String> produced;

    public TypeRangeFilter(Router router) {
        this.router = router;
    }

    @RequestFilter
    @PreMatching
    public void acceptWhatTheRangesCover(MutableHttpRequest<?> request) {
        String accept = String.join(",", request.getHeaders().getAll(HttpHeaders.ACCEPT));
        if (!AcceptHeader.hasTypeRange(accept)) {
            return;
        }
        request.getHeaders().set(HttpHeaders.ACCEPT, AcceptHeader.naming(accept, produced()));
    }

    /** Every media type a route names, read once the routes are all known. */
    private List<String> produced() {
        List<String> types = produced;
        if (types == null) {
            types = router.uriRoutes()
                    .flatMap(route -> route.getProduces().stream())
                    .map(MediaType::getName)
                    .map(name -> name.toLowerCase(Locale.ROOT))
                    .filter(name -> !name.contains("*"))
                    .distinct()
                    .toList();
            produced = types;
        }
        return types;
    }
}
