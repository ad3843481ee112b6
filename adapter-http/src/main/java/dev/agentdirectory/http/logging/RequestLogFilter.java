package dev.agentdirectory.http.logging;

import dev.agentdirectory.http.ratelimit.ClientAddress;
import io.micronaut.context.propagation.slf4j.MdcPropagationContext;
import io.micronaut.core.order.Ordered;
import io.micronaut.core.propagation.MutablePropagatedContext;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.http.server.annotation.PreMatching;
import io.micronaut.web.router.RouteAttributes;
import io.micronaut.web.router.UriRouteInfo;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * Gives every request its {@link RequestId}: in the MDC of every line logged while it is handled, in the
 * {@code X-Request-Id} header of its answer, and in one line logged when it is answered (logger
 * {@value #LOGGER}). That line names the route template, never the path, query, headers or body, so neither a key
 * nor an owner contact can reach it.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
public class RequestLogFilter implements Ordered {

    public static final String LOGGER = "dev.agentdirectory.http.requests";

    private static final Logger LOG = LoggerFactory.getLogger(LOGGER);
    private static final String STARTED = RequestLogFilter.class.getName() + ".started";

    private final ClientAddress clients;

    public RequestLogFilter(ClientAddress clients) {
        this.clients = clients;
    }

    @PreMatching
    @RequestFilter
    public void assign(HttpRequest<?> request, MutablePropagatedContext context) {
        RequestId id = RequestId.honouring(request.getHeaders().get(RequestId.HEADER));
        request.setAttribute(STARTED, new Started(id, System.nanoTime()));
        context.add(new MdcPropagationContext(Map.of(RequestId.MDC_KEY, id.value())));
    }

    @ResponseFilter
    public void answer(HttpRequest<?> request, MutableHttpResponse<?> response) {
        finish(request, response);
    }

    /**
     * The framework runs pre-matching response filters only for answers given before routing (a preflight's, for
     * one) and the others only once a route was looked up; between the two every answer is seen, and the first
     * to see it logs it.
     */
    @PreMatching
    @ResponseFilter
    public void answerBeforeRouting(HttpRequest<?> request, MutableHttpResponse<?> response) {
        finish(request, response);
    }

    private void finish(HttpRequest<?> request, MutableHttpResponse<?> response) {
        request.getAttribute(STARTED, Started.class).ifPresent(started -> {
            request.removeAttribute(STARTED, Started.class);
            response.header(RequestId.HEADER, started.id().value());
            if (LOG.isInfoEnabled()) {
                log(request, response, started);
            }
        });
    }

    private void log(HttpRequest<?> request, MutableHttpResponse<?> response, Started started) {
        String route = RouteAttributes.getRouteInfo(request)
                .filter(UriRouteInfo.class::isInstance)
                .map(info -> ((UriRouteInfo<?, ?>) info).getUriMatchTemplate().toPathString())
                .orElse("(no route)");
        long millis = (System.nanoTime() - started.nanos()) / 1_000_000;
        try (MDC.MDCCloseable ignored = MDC.putCloseable(RequestId.MDC_KEY, started.id().value())) {
            LOG.atInfo()
                    .addKeyValue("method", request.getMethodName())
                    .addKeyValue("route", route)
                    .addKeyValue("status", response.code())
                    .addKeyValue("duration_ms", millis)
                    .addKeyValue("client", clients.of(request))
                    .log("{} {} {} {} ms", request.getMethodName(), route, response.code(), millis);
        }
    }

    /** First, so that the id is in place before any other filter logs or answers. */
    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE;
    }

    private record Started(RequestId id, long nanos) {
    }
}
