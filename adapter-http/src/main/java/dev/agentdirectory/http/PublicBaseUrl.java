package dev.agentdirectory.http;

import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.net.URI;

/** {@code directory.public-base-url}, read once: the absolute base of every URL the directory tells agents. */
@Singleton
public class PublicBaseUrl {

    private final String base;

    public PublicBaseUrl(@Value("${directory.public-base-url:`http://localhost:8080`}") String value) {
        this.base = value.endsWith("/") ? value.substring(0, value.length() - 1) : value;
        URI uri;
        try {
            uri = URI.create(base);
        } catch (IllegalArgumentException e) {
            uri = null;
        }
        if (uri == null || uri.getHost() == null || !("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))
                || uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new IllegalArgumentException("directory.public-base-url: " + value + " is not an absolute http or "
                    + "https URL (such as https://directory.example.com); the URLs the directory tells agents are "
                    + "built on it");
        }
    }

    /** The absolute URL of a path of this service ({@code path} starts with a slash). */
    public String resolve(String path) {
        return base + path;
    }

    public URI uri() {
        return URI.create(base);
    }
}
