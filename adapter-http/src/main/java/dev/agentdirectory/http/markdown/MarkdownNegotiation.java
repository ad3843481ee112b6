package dev.agentdirectory.http.markdown;

import java.util.Locale;

/**
 * The interface declares {@code text/html} for the markdown endpoints; a client whose Accept header prefers
 * {@code text/markdown} gets that instead.
 */
final class MarkdownNegotiation {

    static final String HTML = "text/html; charset=utf-8";
    static final String MARKDOWN = "text/markdown; charset=utf-8";

    private MarkdownNegotiation() {
    }

    static String contentType(String accept) {
        if (accept == null) {
            return HTML;
        }
        return quality(accept, "text/markdown") > quality(accept, "text/html") ? MARKDOWN : HTML;
    }

    /** The q-value the Accept header gives a media type, counting wildcards; 0 when it is not acceptable. */
    static double quality(String accept, String mediaType) {
        double best = 0;
        int bestSpecificity = -1;
        for (String range : accept.split(",")) {
            String[] parts = range.trim().split(";", -1); // -1: ";;;" is one empty type, not no parts at all
            String type = parts[0].trim().toLowerCase(Locale.ROOT);
            int specificity = type.equals(mediaType) ? 2 : type.equals("text/*") ? 1 : type.equals("*/*") ? 0 : -1;
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
