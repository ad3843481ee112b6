package dev.agentdirectory.core.meaning;

/**
 * How a search finds the meaning of its query, when the query is searched by meaning at all. The index calls it with
 * the query as the index spells it: a misspelt word ("kubernets") replaced by the word of the listings it was near
 * ("kubernetes"), since a model places a misspelt word far from the word meant. An index that corrects nothing passes
 * the text as typed.
 */
@FunctionalInterface
public interface QueryMeaning {

    /** Not searched by meaning. */
    QueryMeaning NONE = spelled -> Embedding.NONE;

    /** The embedding of the query as spelled; {@link Embedding#NONE} when there is none to be had. */
    Embedding of(String spelled);
}
