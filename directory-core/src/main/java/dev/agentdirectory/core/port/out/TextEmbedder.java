package dev.agentdirectory.core.port.out;

import dev.agentdirectory.core.meaning.Embedding;

/**
 * A sentence-embedding model, run in process. Listings are embedded off the request path (see
 * {@link dev.agentdirectory.core.port.in.EmbedListingsUseCase}); a query is embedded while its search waits, so
 * {@link #ofQuery} is the cost a search pays. Both give embeddings of {@link #model()}.
 */
public interface TextEmbedder {

    /** The model's name, kept with each embedding: a listing embedded by another model is embedded again. */
    String model();

    /** The embedding of a listing's text. */
    Embedding ofListing(String text);

    /** The embedding of a query, which some models phrase differently from the texts they are compared with. */
    Embedding ofQuery(String text);
}
