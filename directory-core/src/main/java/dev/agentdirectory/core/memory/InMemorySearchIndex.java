package dev.agentdirectory.core.memory;

import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.search.IndexMark;
import dev.agentdirectory.core.search.IndexUpdate;
import dev.agentdirectory.core.search.IndexedListing;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchHit;
import dev.agentdirectory.core.search.SearchHits;
import dev.agentdirectory.core.search.StandingCounts;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A search index in memory that keeps the {@link SearchIndex} semantics with a linear scan: fine for tests and
 * for embedding with a few thousand listings. Each query word scores by field (name 3, tags 2, description 1, what
 * the listing's document says 0.75),
 * weighted by how rare the word is; a word of five letters or more also matches at one typo, for half the score.
 */
public final class InMemorySearchIndex implements SearchIndex {

    private static final double NAME_WEIGHT = 3;
    private static final double TAG_WEIGHT = 2;
    private static final double DESCRIPTION_WEIGHT = 1;
    private static final double DOCUMENT_WEIGHT = 0.75;
    private static final double TYPO_FACTOR = 0.5;
    private static final int TYPO_MIN_LENGTH = 5;

    private record Entry(IndexedListing listing, Set<String> name, Set<String> tags, Set<String> description,
                         Set<String> document) {
        static Entry of(IndexedListing listing) {
            return new Entry(listing, Set.copyOf(SimpleTextAnalyzer.terms(listing.listing().name())),
                    Set.copyOf(SimpleTextAnalyzer.terms(String.join(" ", listing.listing().tags()))),
                    Set.copyOf(SimpleTextAnalyzer.terms(listing.listing().description())),
                    Set.copyOf(SimpleTextAnalyzer.terms(listing.document().text())));
        }

        boolean contains(String term) {
            return name.contains(term) || tags.contains(term) || description.contains(term) || document.contains(term);
        }
    }

    private record Scored(IndexedListing listing, double score) {
    }

    private final Map<ListingId, Entry> entries = new ConcurrentHashMap<>();
    private volatile IndexMark mark;

    @Override
    public Optional<IndexMark> mark() {
        return Optional.ofNullable(mark);
    }

    @Override
    public synchronized void apply(IndexUpdate update) {
        update.puts().forEach(listing -> entries.put(listing.id(), Entry.of(listing)));
        update.removes().forEach(entries::remove);
        mark = update.markAfter();
    }

    @Override
    public synchronized void clear() {
        entries.clear();
        mark = null;
    }

    @Override
    public SearchHits search(SearchCriteria criteria) {
        List<Entry> visible = entries.values().stream()
                .filter(entry -> entry.listing().isVisibleAt(criteria.now()))
                .toList();
        Set<String> queryTerms = new LinkedHashSet<>(SimpleTextAnalyzer.terms(criteria.text()));
        List<Scored> matches = criteria.isBrowse()
                ? visible.stream().map(entry -> new Scored(entry.listing(), 0)).toList()
                : visible.stream().map(entry -> new Scored(entry.listing(), score(entry, queryTerms, visible)))
                        .filter(scored -> scored.score() > 0)
                        .toList();
        Comparator<Scored> order = Comparator.comparing((Scored scored) -> scored.listing().standing());
        order = criteria.isBrowse()
                ? order.thenComparing((Scored scored) -> scored.listing().registeredAt(), Comparator.reverseOrder())
                : order.thenComparing(Scored::score, Comparator.reverseOrder());
        order = order.thenComparing(scored -> scored.listing().id());
        List<SearchHit> page = matches.stream()
                .sorted(order)
                .skip(criteria.offset())
                .limit(criteria.limit())
                .map(scored -> new SearchHit(scored.listing().listing(), scored.listing().standing()))
                .toList();
        return new SearchHits(page, matches.size());
    }

    @Override
    public StandingCounts countByStanding(Instant now) {
        int[] visible = new int[Standing.values().length];
        int hidden = 0;
        for (Entry entry : entries.values()) {
            if (entry.listing().isVisibleAt(now)) {
                visible[entry.listing().standing().ordinal()]++;
            } else {
                hidden++;
            }
        }
        return new StandingCounts(visible[Standing.HEALTHY.ordinal()], visible[Standing.UNHEALTHY.ordinal()],
                visible[Standing.DEMOTED.ordinal()], hidden);
    }

    private static double score(Entry entry, Set<String> queryTerms, List<Entry> all) {
        double score = 0;
        for (String term : queryTerms) {
            double exact = fieldScore(entry, Set.of(term));
            double typo = 0;
            if (exact == 0 && term.length() >= TYPO_MIN_LENGTH) {
                typo = TYPO_FACTOR * fieldScore(entry, nearTerms(entry, term));
            }
            if (exact + typo > 0) {
                score += (exact + typo) * rarity(term, all);
            }
        }
        return score;
    }

    private static Set<String> nearTerms(Entry entry, String term) {
        Set<String> near = new HashSet<>();
        for (Set<String> field : List.of(entry.name(), entry.tags(), entry.description(), entry.document())) {
            field.stream().filter(candidate -> SimpleTextAnalyzer.withinOneEdit(candidate, term)).forEach(near::add);
        }
        return near;
    }

    private static double fieldScore(Entry entry, Set<String> terms) {
        double score = 0;
        for (String term : terms) {
            score += (entry.name().contains(term) ? NAME_WEIGHT : 0)
                    + (entry.tags().contains(term) ? TAG_WEIGHT : 0)
                    + (entry.description().contains(term) ? DESCRIPTION_WEIGHT : 0)
                    + (entry.document().contains(term) ? DOCUMENT_WEIGHT : 0);
        }
        return Math.min(score, NAME_WEIGHT + TAG_WEIGHT + DESCRIPTION_WEIGHT + DOCUMENT_WEIGHT);
    }

    /** Inverse document frequency: a word few listings contain says more about a match. */
    private static double rarity(String term, List<Entry> all) {
        long containing = all.stream().filter(entry -> entry.contains(term)).count();
        return Math.log(1 + (all.size() + 1.0) / (containing + 1.0));
    }
}
