package dev.agentdirectory.http.markdown;

import dev.agentdirectory.http.accept.AcceptHeader;

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
        return AcceptHeader.quality(accept, "text/markdown") > AcceptHeader.quality(accept, "text/html")
                ? MARKDOWN : HTML;
    }
}
