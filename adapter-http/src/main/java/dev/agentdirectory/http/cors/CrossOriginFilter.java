package dev.agentdirectory.http.cors;

import dev.agentdirectory.http.wire.ErrorDetail;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.http.server.annotation.PreMatching;
import io.micronaut.http.server.cors.CorsFilter;
import io.micronaut.web.router.RouteAttributes;
import io.micronaut.web.router.RouteInfo;
import io.micronaut.web.router.RouteMatch;
import io.micronaut.web.router.Router;
import io.micronaut.web.router.UriRouteMatch;
import java.util.Optional;

/**
 * CORS by route, as {@link CrossOriginPolicy} decides: answers preflights, refuses cross-origin requests the
 * policy does not allow with a JSON 403, and tells the browser which answers a page may read. The framework's
 * own CORS configurations are chosen by origin alone and cannot tell a read route from a write route on one
 * path, so they stay off; its drive-by-localhost guard stays on behind this filter.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
public class CrossOriginFilter implements Ordered {

    static final String EXPOSED_HEADERS = HttpHeaders.RETRY_AFTER + ", X-Request-Id";
    private static final String ALLOWED = CrossOriginFilter.class.getName() + ".allowOrigin";

    private final CrossOriginPolicy policy;
    private final Router router;

    public CrossOriginFilter(CrossOriginPolicy policy, Router router) {
        this.policy = policy;
        this.router = router;
    }

    @PreMatching
    @RequestFilter
    @Nullable
    public HttpResponse<?> preflight(HttpRequest<?> request) {
        String origin = request.getHeaders().get(HttpHeaders.ORIGIN);
        String requested = request.getHeaders().get(HttpHeaders.ACCESS_CONTROL_REQUEST_METHOD);
        if (request.getMethod() != HttpMethod.OPTIONS || origin == null || requested == null) {
            return null;
        }
        HttpMethod method = HttpMethod.parse(requested.strip());
        Optional<UriRouteMatch<Object, Object>> route = router.findAny(request).stream()
                .filter(match -> match.getHttpMethod() == method && method != HttpMethod.CUSTOM).findFirst();
        if (route.isEmpty()) {
            return null; // no such route: the framework answers 404 or 405
        }
        CrossOriginVerdict verdict = policy.decide(request, origin, route.get().getRouteInfo(), method);
        if (verdict instanceof CrossOriginVerdict.Refused refused) {
            return refusal(refused);
        }
        MutableHttpResponse<?> answer = HttpResponse.ok()
                .header(HttpHeaders.ACCESS_CONTROL_ALLOW_ORIGIN, ((CrossOriginVerdict.Allowed) verdict).allowOrigin())
                .header(HttpHeaders.ACCESS_CONTROL_ALLOW_METHODS, method.name())
                .header(HttpHeaders.ACCESS_CONTROL_MAX_AGE, Long.toString(policy.maxAgeSeconds()))
                .header(HttpHeaders.VARY, HttpHeaders.ORIGIN + ", " + HttpHeaders.ACCESS_CONTROL_REQUEST_METHOD
                        + ", " + HttpHeaders.ACCESS_CONTROL_REQUEST_HEADERS);
        String headers = request.getHeaders().get(HttpHeaders.ACCESS_CONTROL_REQUEST_HEADERS);
        if (headers != null && !headers.isBlank()) {
            answer.header(HttpHeaders.ACCESS_CONTROL_ALLOW_HEADERS, headers.strip());
        }
        return answer;
    }

    @RequestFilter
    @Nullable
    public HttpResponse<?> request(HttpRequest<?> request) {
        String origin = request.getHeaders().get(HttpHeaders.ORIGIN);
        Optional<RouteInfo<?>> route = RouteAttributes.getRouteMatch(request).<RouteInfo<?>>map(RouteMatch::getRouteInfo)
                .filter(info -> !info.isErrorRoute());
        if (origin == null || route.isEmpty() || CrossOriginPolicy.sameOrigin(request, origin)) {
            return null;
        }
        CrossOriginVerdict verdict = policy.decide(request, origin, route.get(), request.getMethod());
        if (verdict instanceof CrossOriginVerdict.Refused refused) {
            return refused.routeRefusesItself() ? null : refusal(refused);
        }
        request.setAttribute(ALLOWED, ((CrossOriginVerdict.Allowed) verdict).allowOrigin());
        return null;
    }

    @ResponseFilter
    public void expose(HttpRequest<?> request, MutableHttpResponse<?> response) {
        request.getAttribute(ALLOWED, String.class).ifPresent(allowOrigin -> {
            response.header(HttpHeaders.ACCESS_CONTROL_ALLOW_ORIGIN, allowOrigin)
                    .header(HttpHeaders.ACCESS_CONTROL_EXPOSE_HEADERS, EXPOSED_HEADERS);
            response.getHeaders().add(HttpHeaders.VARY, HttpHeaders.ORIGIN);
        });
    }

    private static HttpResponse<?> refusal(CrossOriginVerdict.Refused refused) {
        return HttpResponse.status(HttpStatus.FORBIDDEN).contentType(MediaType.APPLICATION_JSON_TYPE)
                .body(new ErrorDetail(refused.detail()));
    }

    /** Before the framework's CORS filter, so that its drive-by-localhost refusal never precedes this one. */
    @Override
    public int getOrder() {
        return CorsFilter.CORS_FILTER_ORDER - 1;
    }
}
