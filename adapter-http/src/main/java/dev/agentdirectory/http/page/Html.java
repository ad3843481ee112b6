package dev.agentdirectory.http.page;

/**
 * Escapes text for an HTML element or a double-quoted attribute. Listing names, descriptions, tags and URLs come
 * from anyone who registers, so every value the page shows passes through here. Characters HTML forbids (control
 * characters, lone surrogates, noncharacters) become U+FFFD so the document stays well-formed.
 */
final class Html {

    private static final char REPLACEMENT = '\ufffd';

    private Html() {
    }

    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < text.length()
                            && Character.isLowSurrogate(text.charAt(i + 1))) {
                        out.append(c).append(text.charAt(++i));
                    } else {
                        out.append(allowed(c) ? c : REPLACEMENT);
                    }
                }
            }
        }
        return out.toString();
    }

    private static boolean allowed(char c) {
        if (c == '\t' || c == '\n' || c == '\r') {
            return true;
        }
        boolean control = c < 0x20 || (c >= 0x7f && c <= 0x9f);
        return !control && !Character.isSurrogate(c) && c != '\ufffe' && c != '\uffff';
    }
}
