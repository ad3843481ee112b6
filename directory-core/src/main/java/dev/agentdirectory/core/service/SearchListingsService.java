package dev.agentdirectory.core.service;

import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.meaning.SemanticQueries;
import dev.agentdirectory.core.port.in.SearchListingsUseCase;
import dev.agentdirectory.core.port.in.SearchQuery;
import dev.agentdirectory.core.port.in.SearchResult;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.port.out.TextEmbedder;
import dev.agentdirectory.core.rules.SearchRules;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchHits;
import java.time.Clock;
import java.util.Optional;

/**
 * The index ranks, counts and supplies the page: a search never reads the store. An index just reopened is waited for
 * until it has caught up with the store (see {@link IndexFollower#awaitCaughtUp()}). With an embedder, a query that
 * describes a need in a sentence (see {@link SemanticQueries}) is embedded first and searched by meaning too. Pages
 * past the first 10,000 results take turns ({@link DeepPages}).
 */
public final class SearchListingsService implements SearchListingsUseCase {

    private static final System.Logger LOG = System.getLogger(SearchListingsService.class.getName());

    private final SearchIndex index;
    private final IndexFollower follower;
    private final Optional<TextEmbedder> embedder;
    private final Clock clock;
    private final DeepPages deepPages = new DeepPages();

    SearchListingsService(SearchIndex index, IndexFollower follower, Optional<TextEmbedder> embedder, Clock clock) {
        this.index = index;
        this.follower = follower;
        this.embedder = embedder;
        this.clock = clock;
    }

    @Override
    public SearchResult search(SearchQuery query) {
        SearchCriteria criteria = withMeaning(SearchRules.check(query, clock.instant()));
        follower.awaitCaughtUp();
        SearchHits hits = deepPages.serve(criteria, () -> index.search(criteria));
        return new SearchResult(hits.hits(), criteria.limit(), criteria.offset(), hits.total());
    }

    private SearchCriteria withMeaning(SearchCriteria criteria) {
        if (embedder.isEmpty() || criteria.isBrowse() || !SemanticQueries.searchesByMeaning(criteria.text())) {
            return criteria;
        }
        TextEmbedder model = embedder.get();
        return criteria.withMeaning(spelled -> {
            try {
                return model.ofQuery(spelled);
            } catch (RuntimeException e) {
                // The words alone still give an answer; a failing model must not fail every sentence query.
                LOG.log(System.Logger.Level.WARNING, "A query could not be embedded; it is searched by its words only",
                        e);
                return Embedding.NONE;
            }
        });
    }
}
