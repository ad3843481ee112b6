package dev.agentdirectory.http.ratelimit;

import io.micronaut.http.HttpRequest;

/** The client a request is counted against: its peer address (X-Forwarded-For is not trusted). */
public final class ClientAddress {

    private ClientAddress() {
    }

    public static String of(HttpRequest<?> request) {
        return request.getRemoteAddress().getAddress().getHostAddress();
    }
}
