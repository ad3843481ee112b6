package dev.agentdirectory.http.accept;

import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.http.server.annotation.PreMatching;
import io.micronaut.web.router.RouteAttributes;
import io.micronaut.web.router.Router;
import java.util.List;
import java.util.Locale;

/**
 * Two gaps in the framework's content negotiation, mended at the edge:
 * <ul>
 *   <li>A range of one type's subtypes ({@code application/*}, {@code text/*}) accepts what the routes produce
 *       under it, as RFC 9110 has it. The framework matches an Accept header against a route's media types by name,
 *       with {@code *}{@code /*} as the one wildcard, and answered 406 to {@code Accept: application/*} on every JSON
 *       route. Before routing, each media type the routes produce that such a range accepts, and that the header
 *       does not name, is added to the header with the range's q-value.</li>
 *   <li>An answer's Content-Type is its route's media type, never the Accept header's entry for it.</li>
 * </ul>
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
public class ContentNegotiationFilter {

    private final Router router;
    private volatile List<String> produced;

    public ContentNegotiationFilter(Router router) {
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

    /**
     * Left to itself, the framework picks an answer's Content-Type as it writes the body, after the filters: the
     * Accept header's own entry for the chosen type, parameters and all ({@code application/json;q=0.5}, sent or
     * named above, came back as the Content-Type), and none at all for HEAD. A route that produces one media type
     * answers with that type, without parameters, as GET and HEAD alike.
     */
    @ResponseFilter
    public void contentTypeOfTheRoute(HttpRequest<?> request, MutableHttpResponse<?> response) {
        if (response.getContentType().isPresent()
                || (response.getBody().isEmpty() && request.getMethod() != HttpMethod.HEAD)) {
            return;
        }
        RouteAttributes.getRouteMatch(request)
                .map(route -> route.getRouteInfo().getProduces())
                .filter(types -> types.size() == 1 && !types.get(0).getName().contains("*"))
                .ifPresent(types -> response.contentType(new MediaType(types.get(0).getName())));
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
