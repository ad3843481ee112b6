package dev.agentdirectory.core.port.in;

/** Free-text search over the visible listings; a blank query browses them all, healthy and newest first. */
public interface SearchListingsUseCase {

    /** @throws dev.agentdirectory.core.error.InvalidRequestException for a query, limit or offset out of range */
    SearchResult search(SearchQuery query);
}
