package dev.agentdirectory.http.accept;

import dev.agentdirectory.http.error.ErrorSentences;
import dev.agentdirectory.http.wire.ErrorDetail;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
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
import java.util.Optional;

/**
 * Two gaps in the framework's content negotiation, mended at the edge:
 * <ul>
 *   <li>A range of one type's subtypes ({@code application/*}, {@code text/*}) accepts what the routes produce
 *       under it, as RFC 9110 has it. The framework matches an Accept header against a route's media types by name,
 *       with {@code *}{@code /*} as the one wildcard, and answered 406 to {@code Accept: application/*} on every JSON
 *       route. Before routing, each media type the routes produce that such a range accepts, and that the header
 *       does not name, is added to the header with the range's q-value.</li>
 *   <li>A media type the header refuses ({@code q=0}) is refused: the framework ignores q-values, and served JSON
 *       to {@code Accept: application/json;q=0}. A route that answers in one media type, and finds the header
 *       refusing it, answers 406 as the framework does when no route's type is named.</li>
 *   <li>An answer's Content-Type is its route's media type, never the Accept header's entry for it.</li>
 * </ul>
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
public class ContentNegotiationFilter {

    private final Router router;
    private final ErrorSentences sentences;
    private volatile List<String> produced;

    public ContentNegotiationFilter(Router router, ErrorSentences sentences) {
        this.router = router;
        this.sentences = sentences;
    }

    @RequestFilter
    @PreMatching
    public void acceptWhatTheRangesCover(MutableHttpRequest<?> request) {
        String accept = accept(request);
        if (!AcceptHeader.hasTypeRange(accept)) {
            return;
        }
        request.getHeaders().set(HttpHeaders.ACCEPT, AcceptHeader.naming(accept, produced()));
    }

    @RequestFilter
    public @Nullable HttpResponse<ErrorDetail> refuseWhatTheHeaderRefuses(HttpRequest<?> request) {
        String accept = accept(request);
        if (accept.isBlank()) {
            return null;
        }
        return routeType(request)
                .filter(type -> AcceptHeader.quality(accept, type.getName().toLowerCase(Locale.ROOT)) == 0)
                .map(type -> HttpResponse.<ErrorDetail>status(HttpStatus.NOT_ACCEPTABLE)
                        .contentType(MediaType.APPLICATION_JSON_TYPE)
                        .body(new ErrorDetail(sentences.sentenceFor(HttpStatus.NOT_ACCEPTABLE))))
                .orElse(null);
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
        routeType(request).ifPresent(type -> response.contentType(new MediaType(type.getName())));
    }

    /** Every Accept header field of the request as one list. */
    private static String accept(HttpRequest<?> request) {
        return String.join(",", request.getHeaders().getAll(HttpHeaders.ACCEPT));
    }

    /** The one media type the request's route answers in, if it names one and no range. */
    private static Optional<MediaType> routeType(HttpRequest<?> request) {
        return RouteAttributes.getRouteMatch(request)
                .map(route -> route.getRouteInfo().getProduces())
                .filter(types -> types.size() == 1 && !types.get(0).getName().contains("*"))
                .map(types -> types.get(0));
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
