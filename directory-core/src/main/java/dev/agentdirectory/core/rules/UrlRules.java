package dev.agentdirectory.core.rules;

import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.listing.ListingLimits;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;

/**
 * A listing's URL must be an absolute http or https RFC 3986 URI with a host and no user-info, at most
 * {@link ListingLimits#URL_MAX} characters. {@link URI} refuses spaces and template placeholders such as
 * {@code {PORT}}, which is what we want.
 */
final class UrlRules {

    static final List<String> SCHEMES = List.of("http", "https");

    private static final int MAX_PORT = 65_535;

    private UrlRules() {
    }

    /** Answers the parsed URL, or null after recording why it is not acceptable. */
    static URI check(Violations violations, Field field, String value) {
        String text = Characters.strip(value);
        if (text.isEmpty()) {
            violations.add(field, ViolationKind.NOT_A_URL, value, "input is empty");
            return null;
        }
        if (Characters.count(text) > ListingLimits.URL_MAX) {
            violations.add(field, ViolationKind.TOO_LONG, value, ListingLimits.URL_MAX);
            return null;
        }
        URI uri;
        try {
            uri = new URI(text);
        } catch (URISyntaxException e) {
            violations.add(field, ViolationKind.NOT_A_URL, value, e.getReason().toLowerCase(Locale.ROOT));
            return null;
        }
        if (uri.getScheme() == null) {
            violations.add(field, ViolationKind.NOT_A_URL, value, "relative URL without a base");
            return null;
        }
        if (!SCHEMES.contains(uri.getScheme().toLowerCase(Locale.ROOT))) {
            violations.add(field, ViolationKind.URL_SCHEME, value, SCHEMES);
            return null;
        }
        if (uri.getRawUserInfo() != null || (uri.getRawAuthority() != null && uri.getRawAuthority().contains("@"))) {
            violations.add(field, ViolationKind.URL_WITH_CREDENTIALS, value, null);
            return null;
        }
        if (uri.getHost() == null || uri.getHost().isEmpty()) {
            violations.add(field, ViolationKind.NOT_A_URL, value, "empty host");
            return null;
        }
        if (uri.getPort() > MAX_PORT) {
            // Java's parser takes any number of digits; a TCP port is 16 bits, as Pydantic's URL parser checks.
            violations.add(field, ViolationKind.NOT_A_URL, value, "invalid port number");
            return null;
        }
        return uri;
    }
}
