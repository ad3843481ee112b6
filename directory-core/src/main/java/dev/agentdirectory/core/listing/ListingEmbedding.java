package dev.agentdirectory.core.listing;

import dev.agentdirectory.core.meaning.Embedding;

/**
 * The embedding of a listing's text as it was when read ({@code embeddedFrom}): kept only while the listing still
 * has that text.
 */
public record ListingEmbedding(ListingId id, ListingDetails embeddedFrom, Embedding embedding) {
}
