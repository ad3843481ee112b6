package dev.agentdirectory.core.listing;

import dev.agentdirectory.core.error.Violation;
import dev.agentdirectory.core.error.ViolationType;
import dev.agentdirectory.core.error.Violations;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A listing's URL must be an absolute http or https RFC 3986 URI with a host and no user-info, at most
 * {@link ListingLimits#URL_MAX} characters. {@link URI} refuses spaces and template placeholders such as
 * {@code {PORT}}, which is what we want.
 */
final class UrlRules {

    private UrlRules() {
    }

    /** Answers the parsed URL, or null after recording why it is not acceptable. */
    static URI check(Violations violations, String field, String value) {
        String text = value.strip();
        if (text.isEmpty()) {
            violations.add(parsing(field, value, "input is empty"));
            return null;
        }
        if (text.length() > ListingLimits.URL_MAX) {
            violations.add(new Violation(List.of(field), ViolationType.STRING_TOO_LONG,
                    "URL should have at most " + ListingLimits.URL_MAX + " characters", value,
                    Map.of("max_length", ListingLimits.URL_MAX)));
            return null;
        }
        URI uri;
        try {
            uri = new URI(text);
        } catch (URISyntaxException e) {
            violations.add(parsing(field, value, e.getReason().toLowerCase(Locale.ROOT)));
            return null;
        }
        if (uri.getScheme() == null) {
            violations.add(parsing(field, value, "relative URL without a base"));
            return null;
        }
        String scheme = uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            violations.add(new Violation(List.of(field), ViolationType.URL_SCHEME,
                    "URL scheme should be 'http' or 'https'", value, Map.of("expected_schemes", "'http' or 'https'")));
            return null;
        }
        if (uri.getRawUserInfo() != null || (uri.getRawAuthority() != null && uri.getRawAuthority().contains("@"))) {
            violations.valueError(field, "URL must not contain user-info (user:password@)", value);
            return null;
        }
        if (uri.getHost() == null || uri.getHost().isEmpty()) {
            violations.add(parsing(field, value, "empty host"));
            return null;
        }
        return uri;
    }

    private static Violation parsing(String field, String value, String reason) {
        return new Violation(List.of(field), ViolationType.URL_PARSING, "Input should be a valid URL, " + reason,
                value, Map.of("error", reason));
    }
}
