package dev.agentdirectory.core.port.in;

import java.util.function.BooleanSupplier;

/**
 * Embeds listings off the request path: a registration or an update answers at once, and the listing is found by
 * meaning as soon as a round of this embeds it (until then, by its words).
 */
public interface EmbedListingsUseCase {

    /**
     * Embeds up to {@code max} listings that have no embedding of the current model, one after another, and
     * answers how many it embedded. Once {@code stop} answers true it embeds no more.
     */
    int embedAwaiting(int max, BooleanSupplier stop);

    /** How many listings await an embedding of the current model. */
    long awaiting();
}
