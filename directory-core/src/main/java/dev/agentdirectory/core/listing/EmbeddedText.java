package dev.agentdirectory.core.listing;

/**
 * The text of a listing that is embedded: what its owner wrote to be found by (name, tags, description). What its
 * document says is left out, so that a probe never costs an embedding; a change to any of these three parts makes
 * the stored embedding stale (see {@link dev.agentdirectory.core.port.out.ListingStore#updateDetails}).
 */
public final class EmbeddedText {

    private EmbeddedText() {
    }

    public static String of(ListingDetails details) {
        StringBuilder text = new StringBuilder(details.name()).append(". ").append(details.description());
        if (!details.tags().values().isEmpty()) {
            text.append(" Tags: ").append(String.join(" ", details.tags().values()));
        }
        return text.toString();
    }

    /** Whether two versions of a listing's details embed to the same text. */
    public static boolean same(ListingDetails a, ListingDetails b) {
        return a.name().equals(b.name()) && a.tags().equals(b.tags()) && a.description().equals(b.description());
    }
}
