package dev.agentdirectory.http.cors;

import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The origins a group of routes is open to: {@code *} for any, or origins written out in full. */
record AllowedOrigins(boolean any, List<String> origins) {

    AllowedOrigins {
        origins = List.copyOf(origins);
    }

    static AllowedOrigins parse(String setting, List<String> values) {
        List<String> written = values.stream().map(String::strip).filter(value -> !value.isEmpty()).toList();
        if (written.contains("*")) {
            if (written.size() > 1) {
                throw new IllegalArgumentException(setting + ": '*' allows every origin, so list nothing beside it");
            }
            return new AllowedOrigins(true, List.of());
        }
        return new AllowedOrigins(false, written.stream().map(origin -> normalized(setting, origin)).toList());
    }

    /** The value of Access-Control-Allow-Origin for this origin, or empty when it is not allowed. */
    Optional<String> allowOrigin(String origin) {
        if (any) {
            return Optional.of("*");
        }
        return origins.contains(origin.toLowerCase(Locale.ROOT)) ? Optional.of(origin) : Optional.empty();
    }

    private static String normalized(String setting, String origin) {
        URI uri;
        try {
            uri = URI.create(origin);
        } catch (IllegalArgumentException e) {
            throw notAnOrigin(setting, origin);
        }
        boolean bare = uri.getRawPath() == null || uri.getRawPath().isEmpty();
        if (!"http".equals(uri.getScheme()) && !"https".equals(uri.getScheme()) || uri.getHost() == null || !bare
                || uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
            throw notAnOrigin(setting, origin);
        }
        return origin.toLowerCase(Locale.ROOT);
    }

    private static IllegalArgumentException notAnOrigin(String setting, String origin) {
        return new IllegalArgumentException(setting + ": " + origin
                + " is not an origin; write scheme://host or scheme://host:port, or * for any");
    }
}
