package dev.agentdirectory.core.rules;

import dev.agentdirectory.core.error.Field;
import dev.agentdirectory.core.error.ViolationKind;
import dev.agentdirectory.core.listing.ListingLimits;
import java.net.IDN;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A listing's URL must be an absolute http or https RFC 3986 URI with a host and no user-info, at most
 * {@link ListingLimits#URL_MAX} characters. {@link URI} refuses spaces and template placeholders such as
 * {@code {PORT}}, which is what we want.
 *
 * <p>A URL written with letters beyond ASCII (an international domain name, a path in another script) is taken in
 * its RFC 3986 form, as browsers and Pydantic take it: the host in IDNA ASCII ({@code xn--}), every other letter
 * beyond ASCII as its UTF-8 bytes percent-encoded. That form is what is kept, shown and probed, so that any HTTP
 * client can fetch it (docs/interface.md, "Listings and keys").
 */
final class UrlRules {

    static final List<String> SCHEMES = List.of("http", "https");

    private static final int MAX_PORT = 65_535;
    // scheme "://", then the authority (no user-info: that is refused below) up to the path, query or fragment
    /**
     * A dotted-number host with a part that begins with a zero. Java reads {@code 0177.0.0.1} as 177.0.0.1, a public
     * address the probe reaches; curl, browsers (WHATWG) and Pydantic read it as octal, 127.0.0.1: the directory would
     * vouch, with an ok probe, for a URL that sends the agents who fetch it to their own machine or network.
     */
    private static final Pattern LEADING_ZERO_IPV4 = Pattern.compile("[0-9.]*(?<![0-9])0[0-9][0-9.]*");
    private static final Pattern AUTHORITY = Pattern.compile("^([A-Za-z][A-Za-z0-9+.-]*://)([^/?#@]*)");

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
            uri = new URI(withAsciiHost(text));
        } catch (URISyntaxException e) {
            violations.add(field, ViolationKind.NOT_A_URL, value, e.getReason().toLowerCase(Locale.ROOT));
            return null;
        } catch (IllegalArgumentException e) {
            violations.add(field, ViolationKind.NOT_A_URL, value, "invalid international domain name");
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
            violations.add(field, ViolationKind.NOT_A_URL, value, whyNoHost(uri.getRawAuthority()));
            return null;
        }
        if (LEADING_ZERO_IPV4.matcher(uri.getHost()).matches()) {
            violations.add(field, ViolationKind.NOT_A_URL, value, "invalid IPv4 address: a part with a leading zero "
                    + "is octal to some clients and decimal to others");
            return null;
        }
        if (uri.getPort() > MAX_PORT) {
            // Java's parser takes any number of digits; a TCP port is 16 bits, as Pydantic's URL parser checks.
            violations.add(field, ViolationKind.NOT_A_URL, value, "invalid port number");
            return null;
        }
        URI ascii = URI.create(uri.toASCIIString());
        if (ascii.toString().length() > ListingLimits.URL_MAX) {
            violations.add(field, ViolationKind.TOO_LONG, value, ListingLimits.URL_MAX);
            return null;
        }
        return ascii;
    }

    /**
     * The URL with its host in IDNA ASCII, if it was written with letters beyond ASCII; anything else is left as it
     * is, for {@link URI} to judge. Throws IllegalArgumentException for a host that is no domain name.
     */
    private static String withAsciiHost(String text) {
        Matcher authority = AUTHORITY.matcher(text);
        if (!authority.find() || authority.group(2).chars().allMatch(c -> c < 0x80)
                || authority.group(2).startsWith("[") || text.startsWith("@", authority.end())) {
            return text; // ASCII, an IPv6 address, or user-info, which is refused as such
        }
        HostAndPort hostAndPort = HostAndPort.of(authority.group(2));
        return authority.group(1) + IDN.toASCII(hostAndPort.host(), IDN.USE_STD3_ASCII_RULES)
                + (hostAndPort.port() == null ? "" : ":" + hostAndPort.port()) + text.substring(authority.end());
    }

    /**
     * Why {@link URI} found no host in an authority: it reads one it cannot take as a host name (an underscore, a
     * label that begins with a hyphen, a port that is not a number) as a registry name, and names none.
     */
    private static String whyNoHost(String authority) {
        if (authority == null || authority.isEmpty()) {
            return "empty host";
        }
        HostAndPort hostAndPort = HostAndPort.of(authority);
        if (hostAndPort.port() != null && !hostAndPort.port().chars().allMatch(UrlRules::isDigit)) {
            return "invalid port number";
        }
        if (hostAndPort.host().isEmpty()) {
            return "empty host";
        }
        if (hostAndPort.host().chars().allMatch(c -> isDigit(c) || c == '.')) {
            return "invalid IPv4 address";
        }
        return "invalid domain name";
    }

    /** An authority without user-info, split at its last colon; {@code port} is null when there is no colon. */
    private record HostAndPort(String host, String port) {

        static HostAndPort of(String authority) {
            int colon = authority.lastIndexOf(':');
            return colon < 0 ? new HostAndPort(authority, null)
                    : new HostAndPort(authority.substring(0, colon), authority.substring(colon + 1));
        }
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
