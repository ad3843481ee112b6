package dev.agentdirectory.core.port.out;

import dev.agentdirectory.core.search.IndexMark;
import dev.agentdirectory.core.search.IndexUpdate;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchHits;
import dev.agentdirectory.core.search.StandingCounts;
import java.time.Instant;
import java.util.Optional;

/**
 * Full-text search over listings: a view of the store, fed in order from its change log. Semantics every
 * implementation keeps:
 * <ul>
 *   <li>matching is on name, tags and description (name weighs most, then tags), case-insensitive; a query
 *       matches a listing that contains any of its meaningful words, and listings matching more and rarer
 *       words rank higher;</li>
 *   <li>a query searched by meaning ({@link SearchCriteria#meaning()}) also matches the
 *       {@link dev.agentdirectory.core.meaning.ScoreFusion#DEPTH} visible listings whose embeddings (of the query's
 *       model) are nearest its own, and each band's ranking by words is fused with its ranking by meaning;</li>
 *   <li>results come in {@link dev.agentdirectory.core.health.Standing} bands (every healthy match before every
 *       failing one, then demoted ones); relevance orders within a band, newest first in browse mode (blank
 *       text: every visible listing); the id breaks remaining ties, so paging is stable;</li>
 *   <li>listings hidden at {@code criteria.now()} are neither returned nor counted;</li>
 *   <li>any text is just text: query syntax characters never fail a search;</li>
 *   <li>an applied update is visible to the very next search, and the result page comes from the index
 *       alone.</li>
 * </ul>
 */
public interface SearchIndex {

    /**
     * How far this index has followed the store; empty for a new index or one that cannot resume. After an
     * {@link #apply} failed, how far what it still holds goes: an index that lost updates it had not made durable
     * answers the mark it last made durable, and the follower resumes from there.
     */
    Optional<IndexMark> mark();

    /** Applies the update as one step: a search sees all of it or none of it. */
    void apply(IndexUpdate update);

    /** Drops every listing and the mark, before a full rebuild. */
    void clear();

    SearchHits search(SearchCriteria criteria);

    /** How many listings stand in each band at {@code now}, with those hidden at {@code now} apart. */
    StandingCounts countByStanding(Instant now);
}
