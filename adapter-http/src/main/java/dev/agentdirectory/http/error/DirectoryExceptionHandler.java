package dev.agentdirectory.http.error;

import dev.agentdirectory.core.error.BusyException;
import dev.agentdirectory.core.error.DirectoryException;
import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.InvalidApiKeyException;
import dev.agentdirectory.core.error.InvalidRequestException;
import dev.agentdirectory.core.error.ListingNotFoundException;
import dev.agentdirectory.core.error.ResyncNeededException;
import dev.agentdirectory.core.error.StoreUnavailableException;
import dev.agentdirectory.http.ApiKeyHeader;
import dev.agentdirectory.http.wire.ErrorDetail;
import dev.agentdirectory.http.wire.HttpValidationError;
import dev.agentdirectory.http.wire.ValidationErrorItem;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import jakarta.inject.Singleton;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The one place where the domain's failures become HTTP answers. */
@Produces
@Singleton
public class DirectoryExceptionHandler implements ExceptionHandler<DirectoryException, HttpResponse<?>> {

    /**
     * How long a client is asked to wait while the store is unavailable: a database restarting or failing over is
     * back within seconds or minutes, and each attempt may cost the service a connection timeout's wait.
     */
    private static final String STORE_RETRY_AFTER_SECONDS = "5";

    private static final Logger LOG = LoggerFactory.getLogger(DirectoryExceptionHandler.class);

    @Override
    public HttpResponse<?> handle(HttpRequest request, DirectoryException exception) {
        if (exception instanceof InvalidRequestException invalid) {
            // A GET reads its command from the query string; every other route, from its body.
            String root = request.getMethod() == HttpMethod.GET ? "query" : "body";
            return HttpResponse.status(HttpStatus.UNPROCESSABLE_ENTITY).body(new HttpValidationError(
                    invalid.violations().stream().map(violation -> violation.field() == Field.API_KEY
                            ? ValidationErrorItem.missing(ApiKeyHeader.LOCATION)
                            : ValidationErrorItem.of(violation, root)).toList()));
        }
        if (exception instanceof ListingNotFoundException) {
            return HttpResponse.notFound(new ErrorDetail(exception.getMessage()));
        }
        if (exception instanceof InvalidApiKeyException) {
            return HttpResponse.unauthorized().body(new ErrorDetail(exception.getMessage()));
        }
        if (exception instanceof StoreUnavailableException) {
            LOG.warn("{} {} answered 503: the store is unavailable ({})", request.getMethod(), request.getPath(),
                    String.valueOf(exception.getCause()));
            return unavailable(STORE_RETRY_AFTER_SECONDS, exception);
        }
        if (exception instanceof BusyException busy) {
            return unavailable(String.valueOf(Math.max(1, busy.retryAfter().toSeconds())), exception);
        }
        if (exception instanceof ResyncNeededException) {
            return HttpResponse.status(HttpStatus.GONE).body(new ErrorDetail(exception.getMessage()));
        }
        throw new IllegalStateException("unmapped domain failure: " + exception.getClass().getName());
    }

    private static HttpResponse<?> unavailable(String retryAfterSeconds, DirectoryException exception) {
        return HttpResponse.status(HttpStatus.SERVICE_UNAVAILABLE)
                .header(HttpHeaders.RETRY_AFTER, retryAfterSeconds)
                .body(new ErrorDetail(exception.getMessage()));
    }
}
