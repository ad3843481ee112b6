package dev.agentdirectory.core.probe;

import java.util.Objects;

/**
 * What a listing's own document says it does, as its last good probe read it: for an MCP server, the names and
 * descriptions of its tools, prompts and resources; for a skill, its front matter and headings. Searched beside
 * the owner's description, so that a server is found by what its tools do. Never shown: an owner controls it only
 * through the document itself. At most {@link #MAX_LENGTH} characters.
 */
public record DocumentText(String text) {

    /** A few KB per listing: enough for a few dozen tool descriptions, small beside the index. */
    public static final int MAX_LENGTH = 4_000;

    /** Nothing read yet, or a document that says nothing the rules take. */
    public static final DocumentText NONE = new DocumentText("");

    public DocumentText {
        Objects.requireNonNull(text, "text");
        if (text.length() > MAX_LENGTH) {
            throw new IllegalArgumentException("text: longer than " + MAX_LENGTH + " characters");
        }
    }

    /** Null reads as {@link #NONE}, as a store with no text keeps it. */
    public static DocumentText ofNullable(String text) {
        return text == null || text.isEmpty() ? NONE : new DocumentText(text);
    }

    public boolean isEmpty() {
        return text.isEmpty();
    }
}
