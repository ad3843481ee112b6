package dev.agentdirectory.persistence.search;

/**
 * How much a query word counts where it matches: in the name, the tags, the description or what the listing's
 * document says it does; as the near miss of a word no listing contains ({@code typo}); as a word the
 * {@link SearchVocabulary} relates to it ({@code related}). Of a word's matches in several fields the best counts
 * fully and the others by {@code otherFields}, so repeating a word across fields cannot outweigh matching more of
 * the query's words.
 */
record RelevanceWeights(float name, float tags, float description, float document, float typo, float related,
                        float otherFields) {

    /**
     * Tuned on the shared relevance corpus (see CorpusRelevance in the tests); a plateau, not a peak. The corpus has no
     * documents (its URLs are unreachable), so the document's weight is set, not tuned: below the description, which
     * the owner wrote to be searched, since tool descriptions are longer and say more in passing.
     */
    static final RelevanceWeights DEFAULT = new RelevanceWeights(1.5f, 1.25f, 1f, 0.75f, 1.5f, 0.3f, 0.3f);

    float of(ListingText field) {
        return switch (field) {
            case NAME -> name;
            case TAGS -> tags;
            case DESCRIPTION -> description;
            case DOCUMENT -> document;
        };
    }
}
