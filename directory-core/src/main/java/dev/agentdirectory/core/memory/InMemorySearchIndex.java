package dev.agentdirectory.core.memory;

import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.meaning.MeaningFeedback;
import dev.agentdirectory.core.meaning.ScoreFusion;
import dev.agentdirectory.core.meaning.SemanticQueries;
import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.search.IndexMark;
import dev.agentdirectory.core.search.IndexUpdate;
import dev.agentdirectory.core.search.IndexedListing;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchHit;
import dev.agentdirectory.core.search.SearchHits;
import dev.agentdirectory.core.search.StandingCounts;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * A search index in memory that keeps the {@link SearchIndex} semantics with a linear scan: fine for tests and
 * for embedding with a few thousand listings. Each query word scores by field (name 3, tags 2, description 1, what
 * the listing's document says 0.75),
 * weighted by how rare the word is; a word of five letters or more also matches at one typo, for half the score.
 * A query searched by meaning is embedded as typed (no spelling is corrected) and also finds the listings nearest
 * it, by exact cosine similarity, fused with the ranking by words band by band ({@link ScoreFusion}), twice: the second
 * time nearest the query refined by the first fusion's first listings ({@link MeaningFeedback}).
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

    /**
     * Replaced whole by each update, never changed in place: a search reads one map, so it sees all of an update or
     * none of it, as {@link SearchIndex#apply} promises (it read a map that a concurrent update was filling).
     */
    private volatile Map<ListingId, Entry> entries = Map.of();
    private volatile IndexMark mark;

    @Override
    public Optional<IndexMark> mark() {
        return Optional.ofNullable(mark);
    }

    @Override
    public synchronized void apply(IndexUpdate update) {
        Map<ListingId, Entry> next = new HashMap<>(entries);
        update.puts().forEach(listing -> next.put(listing.id(), Entry.of(listing)));
        update.removes().forEach(next::remove);
        entries = next;
        mark = update.markAfter();
    }

    @Override
    public synchronized void clear() {
        entries = Map.of();
        mark = null;
    }

    @Override
    public SearchHits search(SearchCriteria criteria) {
        Map<ListingId, Entry> entries = this.entries;
        List<Entry> visible = entries.values().stream()
                .filter(entry -> entry.listing().isVisibleAt(criteria.now()))
                .toList();
        Embedding meaning = criteria.isSearchedByMeaning() ? criteria.meaning().of(criteria.text()) : Embedding.NONE;
        List<IndexedListing> ordered = criteria.isBrowse() ? browse(visible)
                : meaning.isEmpty() ? byWords(visible, criteria.text())
                : byWordsAndMeaning(visible, criteria.text(), meaning, entries);
        List<SearchHit> page = ordered.stream()
                .skip(criteria.offset())
                .limit(criteria.limit())
                .map(listing -> new SearchHit(listing.listing(), listing.standing()))
                .toList();
        return new SearchHits(page, ordered.size());
    }

    private static List<IndexedListing> browse(List<Entry> visible) {
        return visible.stream()
                .map(Entry::listing)
                .sorted(Comparator.comparing(IndexedListing::standing)
                        .thenComparing(IndexedListing::registeredAt, Comparator.reverseOrder())
                        .thenComparing(IndexedListing::id))
                .toList();
    }

    private static List<IndexedListing> byWords(List<Entry> visible, String text) {
        return byWords(scored(visible, text));
    }

    private static List<IndexedListing> byWords(List<Scored> scored) {
        return scored.stream()
                .sorted(Comparator.comparing((Scored match) -> match.listing().standing())
                        .thenComparing(Scored::score, Comparator.reverseOrder())
                        .thenComparing(match -> match.listing().id()))
                .map(Scored::listing)
                .toList();
    }

    /**
     * Band by band, the ranking by words fused with the listings nearest in meaning (see {@link ScoreFusion}), the
     * query's meaning refined by the first listings of a first fusion ({@link MeaningFeedback}).
     */
    private static List<IndexedListing> byWordsAndMeaning(List<Entry> visible, String text, Embedding meaning,
                                                          Map<ListingId, Entry> entries) {
        List<Scored> scored = scored(visible, text);
        List<IndexedListing> byWords = byWords(scored);
        Map<ListingId, Double> wordScores = new HashMap<>();
        scored.forEach(match -> wordScores.put(match.listing().id(), match.score()));
        List<String> meaningful = SimpleTextAnalyzer.terms(text).stream().distinct()
                .filter(SemanticQueries::isMeaningful).toList();
        Map<Standing, Double> wordWeights = new EnumMap<>(Standing.class);
        for (Standing band : Standing.values()) {
            List<IndexedListing> wordsInBand = inBand(byWords, band);
            Entry first = wordsInBand.isEmpty() ? null : entries.get(wordsInBand.get(0).id());
            wordWeights.put(band, ScoreFusion.wordWeight(first == null ? 0 : covered(first, meaningful),
                    meaningful.size()));
        }
        List<IndexedListing> firstFusion = fused(byWords, nearest(visible, meaning), scores(wordScores, meaning),
                wordWeights);
        Embedding refined = MeaningFeedback.refine(meaning,
                firstFusion.stream().map(IndexedListing::embedding).toList());
        return refined.equals(meaning) ? firstFusion
                : fused(byWords, nearest(visible, refined), scores(wordScores, refined), wordWeights);
    }

    private static ScoreFusion.Scores<IndexedListing> scores(Map<ListingId, Double> wordScores, Embedding meaning) {
        return new ScoreFusion.Scores<>() {
            @Override
            public double byWords(IndexedListing listing) {
                return wordScores.getOrDefault(listing.id(), 0.0);
            }

            @Override
            public OptionalDouble similarity(IndexedListing listing) {
                return meaning.isComparableWith(listing.embedding())
                        ? OptionalDouble.of(listing.embedding().similarity(meaning)) : OptionalDouble.empty();
            }
        };
    }

    private static List<IndexedListing> nearest(List<Entry> visible, Embedding meaning) {
        return visible.stream()
                .map(Entry::listing)
                .filter(listing -> meaning.isComparableWith(listing.embedding()))
                .sorted(Comparator.comparing((IndexedListing listing) -> listing.embedding().similarity(meaning),
                        Comparator.reverseOrder()).thenComparing(IndexedListing::id))
                .limit(ScoreFusion.DEPTH)
                .toList();
    }

    private static List<IndexedListing> fused(List<IndexedListing> byWords, List<IndexedListing> nearest,
                                              ScoreFusion.Scores<IndexedListing> scores,
                                              Map<Standing, Double> wordWeights) {
        List<IndexedListing> ordered = new ArrayList<>();
        for (Standing band : Standing.values()) {
            ordered.addAll(ScoreFusion.ordered(inBand(byWords, band), inBand(nearest, band), scores,
                    wordWeights.get(band), Comparator.comparing(IndexedListing::id)));
        }
        return ordered;
    }

    /** How many of {@code terms} the listing holds, as typed or one edit away. */
    private static int covered(Entry entry, List<String> terms) {
        return (int) terms.stream().filter(term -> termScore(entry, term) > 0).count();
    }

    private static List<IndexedListing> inBand(List<IndexedListing> listings, Standing band) {
        return listings.stream().filter(listing -> listing.standing() == band).toList();
    }

    private static List<Scored> scored(List<Entry> visible, String text) {
        Set<String> queryTerms = new LinkedHashSet<>(SimpleTextAnalyzer.terms(text));
        return visible.stream()
                .map(entry -> new Scored(entry.listing(), score(entry, queryTerms, visible)))
                .filter(scored -> scored.score() > 0)
                .toList();
    }

    @Override
    public StandingCounts countByStanding(Instant now) {
        int[] visible = new int[Standing.values().length];
        int hidden = 0;
        for (Entry entry : entries.values()) { // one update's map, read whole
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
            double matched = termScore(entry, term);
            if (matched > 0) {
                score += matched * rarity(term, all);
            }
        }
        return score;
    }

    /** How well the listing holds one query word: as typed, or else, discounted, one edit away. */
    private static double termScore(Entry entry, String term) {
        double exact = fieldScore(entry, Set.of(term));
        if (exact == 0 && term.length() >= TYPO_MIN_LENGTH) {
            return TYPO_FACTOR * fieldScore(entry, nearTerms(entry, term));
        }
        return exact;
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
