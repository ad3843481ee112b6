package dev.agentdirectory.http.accept;

import java.util.List;
import java.util.Locale;

/** What an Accept header (RFC 9110, section 12.5.1) says of one media type. */
public final class AcceptHeader {

    private AcceptHeader() {
    }

    /**
     * The q-value the header gives a media type ({@code type/subtype}, lower case): that of the most specific range
     * that matches it, the type itself before {@code type/*} before {@code *}{@code /*}; 0 when none does, or the one
     * that does says 0.
     */
    public static double quality(String accept, String mediaType) {
        String typeRange = mediaType.substring(0, mediaType.indexOf('/') + 1) + "*";
        double best = 0;
        int bestSpecificity = -1;
        for (String range : accept.split(",")) {
            String[] parts = range.trim().split(";", -1); // -1: ";;;" is one empty type, not no parts at all
            String type = parts[0].trim().toLowerCase(Locale.ROOT);
            int specificity = type.equals(mediaType) ? 2 : type.equals(typeRange) ? 1 : type.equals("*/*") ? 0 : -1;
            if (specificity < 0 || specificity < bestSpecificity) {
                continue;
            }
            double q = 1;
            for (int i = 1; i < parts.length; i++) {
                String parameter = parts[i].trim();
                if (parameter.startsWith("q=")) {
                    q = qValue(parameter.substring(2));
                }
            }
            best = specificity > bestSpecificity ? q : Math.max(best, q);
            bestSpecificity = specificity;
        }
        return best;
    }

    /**
     * The header with each of the media types (lower case) that it accepts through a range, and does not name,
     * added by name with the range's q-value; a type it refuses (q=0) is not added.
     */
    static String naming(String accept, List<String> mediaTypes) {
        StringBuilder named = new StringBuilder(accept);
        String lowerCase = accept.toLowerCase(Locale.ROOT);
        for (String mediaType : mediaTypes) {
            double q = quality(accept, mediaType);
            if (q > 0 && !lowerCase.contains(mediaType)) {
                named.append(", ").append(mediaType).append(";q=").append(q);
            }
        }
        return named.toString();
    }

    /** Whether the header holds a range of one type's subtypes, such as {@code application/*}. */
    static boolean hasTypeRange(String accept) {
        for (int at = accept.indexOf("/*"); at >= 0; at = accept.indexOf("/*", at + 2)) {
            if (at > 0 && accept.charAt(at - 1) != '*') {
                return true;
            }
        }
        return false;
    }

    /** RFC 9110 allows 0 to 1; anything else (NaN, 1.5, -1, garbage) counts as not acceptable. */
    private static double qValue(String text) {
        try {
            double q = Double.parseDouble(text.trim());
            return q >= 0 && q <= 1 ? q : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
