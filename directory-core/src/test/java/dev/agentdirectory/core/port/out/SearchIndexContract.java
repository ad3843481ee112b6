package dev.agentdirectory.core.port.out;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.health.Standing;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.listing.PublicListing;
import dev.agentdirectory.core.listing.ServiceType;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.meaning.ScoreFusion;
import dev.agentdirectory.core.probe.DocumentText;
import dev.agentdirectory.core.search.IndexMark;
import dev.agentdirectory.core.search.IndexUpdate;
import dev.agentdirectory.core.search.IndexedListing;
import dev.agentdirectory.core.search.SearchCriteria;
import dev.agentdirectory.core.search.SearchHit;
import dev.agentdirectory.core.search.SearchHits;
import dev.agentdirectory.core.search.StandingCounts;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What every {@link SearchIndex} does; each implementation's test extends this class. */
public abstract class SearchIndexContract {

    private static final Instant NOW = Instant.parse("2025-06-01T12:00:00Z");
    private static final Instant T0 = NOW.minus(Duration.ofDays(30));

    private static final IndexMark MARK = new IndexMark("test-log", 1);

    private SearchIndex index;

    /** An index with no listings in it, for one test. */
    protected abstract SearchIndex index();

    @BeforeEach
    void emptyIndex() {
        index = index();
    }

    @Test
    void aWordOfTheNameFindsTheListing() {
        put(listing("a", "Weather Forecasts", "Daily outlooks."));
        put(listing("b", "Calendar", "Plans meetings."));

        assertEquals(ids("a"), search("weather"));
    }

    @Test
    void matchingIgnoresCase() {
        put(listing("a", "PostgreSQL Admin", "Manages the DATABASE."));

        assertEquals(ids("a"), search("postgresql"));
        assertEquals(ids("a"), search("Database"));
    }

    @Test
    void aWordInTheNameOutranksItInTheTagsWhichOutranksItInTheDescription() {
        put(listing("a", "Drum Tuner", "Tunes xylophone instruments."));
        put(listing("b", "Marimba Tuner", "Tunes instruments.", "xylophone"));
        put(listing("c", "Xylophone Tuner", "Tunes instruments."));

        assertEquals(ids("c", "b", "a"), search("xylophone"));
    }

    @Test
    void aWordOfWhatTheDocumentSaysFindsTheListing() {
        put(documented(listing("a", "Chat Bridge", "Connects agents to people."), "send slack message. Posts."));
        put(listing("b", "Calendar", "Plans meetings."));

        assertEquals(ids("a"), search("slack"));
        assertEquals(ids("a"), search("post"));
    }

    @Test
    void aWordInTheDescriptionOutranksItInWhatTheDocumentSays() {
        put(documented(listing("a", "Chat Bridge", "Connects agents to people."), "send slack message"));
        put(listing("b", "Messenger", "Slack for agents."));

        assertEquals(ids("b", "a"), search("slack"));
    }

    @Test
    void whatTheDocumentSaysIsNeverPartOfTheResult() {
        IndexedListing documented = documented(listing("a", "Chat Bridge", "Connects people."), "send slack message");
        put(documented);

        assertEquals(List.of(new SearchHit(documented.listing(), Standing.HEALTHY)),
                index.search(criteria("slack", 0, 10)).hits());
    }

    @Test
    void aSentenceMatchesListingsContainingAnyOfItsMeaningfulWords() {
        put(listing("a", "Weather Forecasts", "Daily outlooks."));
        put(listing("b", "Paris Guide", "Museums and cafes."));
        put(listing("c", "Guitar Tuner", "Tunes strings."));

        assertEquals(ids("a", "b"), sorted(search("can you please tell me the weather in Paris")));
    }

    @Test
    void listingsMatchingMoreOfTheWordsRankHigher() {
        put(listing("a", "PDF Viewer", "Opens documents."));
        put(listing("b", "Markdown to PDF", "Converts markdown documents."));
        put(listing("c", "Spreadsheet Tools", "Edits tables."));

        assertEquals(ids("b", "a"), search("markdown pdf"));
    }

    @Test
    void aWordFindsItsOtherEnglishForms() {
        put(listing("a", "Piano Tunes", "Plays songs."));
        put(listing("b", "Schema Explorer", "Browses a database."));

        assertEquals(ids("a"), search("tuning"));
        assertEquals(ids("b"), search("databases"));
    }

    @Test
    void accentedAndFullWidthLettersMatchAsTheirPlainLetters() {
        put(listing("a", "Résumé Tools", "Formats documents."));
        put(listing("b", "Resume Tools", "Formats documents."));
        put(listing("c", "Weather", "Forecasts."));

        assertEquals(ids("a", "b"), search("resume"), "the same word, not a near miss ranked below it");
        assertEquals(ids("a", "b"), search("RÉSUMÉ"));
        assertEquals(ids("c"), search("Ｗｅａｔｈｅｒ"));
    }

    /** Near misses are looked up only for words no listing holds: a word read apart would bring them in. */
    @Test
    void anAccentWrittenAsASeparateMarkIsTheAccentedLetterNotANearMiss() {
        put(listing("a", "Naïve Bayes", "Classifies text."));
        put(listing("b", "Native Apps", "Builds apps."));
        put(listing("c", "Crème Tools", "Makes desserts."));
        put(listing("d", "Crime Maps", "Shows statistics."));

        assertEquals(ids("a"), search("nai\u0308ve"));
        assertEquals(search("naïve"), search("nai\u0308ve"));
        assertEquals(ids("c"), search("cre\u0300me"));
        assertEquals(ids("a"), search("Nai\u0308ve"), "and as a listing's own text");
    }

    @Test
    void invisibleCharactersInsideAWordLeaveItTheSameWordNotANearMiss() {
        put(listing("a", "Post\u00adgres Tools", "Runs SQL."));
        put(listing("b", "Postagres Mock", "Pretends to run SQL."));

        List<ListingId> plain = search("postgres");

        assertEquals(ids("a"), plain.subList(0, 1));
        for (String query : List.of("post\u00adgres", "post\u200dgres", "post\u2060gres", "postgres\u202c")) {
            assertEquals(plain, search(query), query);
        }
    }

    @Test
    void aOneLetterTypoStillFindsTheWord() {
        put(listing("a", "Xylophonic Studio", "Records music."));
        put(listing("b", "Calendar", "Plans meetings."));

        assertEquals(ids("a"), search("xylophonik"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"", "*", "?", ":", "(", ")", "[", "]", "{", "}", "^", "~", "!", "\\", "/", "+", "-",
            "&&", "||", "AND OR NOT", "\"unclosed", "*:*", "(*)", "[* TO *]", "{!lucene}", "\\\\", "~~~", "^^^"})
    void querySyntaxIsJustTextThatNoListingContains(String text) {
        put(listing("a", "Weather Forecasts", "Daily outlooks."));

        assertEquals(new Page(List.of(), 0), page(criteria(text, 0, 10)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"weather*", "weather?", "name:weather", "(weather", "weather)", "[weather]",
            "{weather}", "weather^9", "weather~2", "!weather", "\\weather", "weather/", "+weather", "-weather",
            "weather && ||", "\"weather", "NOT weather", "weather AND OR"})
    void wordsAmongQuerySyntaxStillMatch(String text) {
        put(listing("a", "Weather Forecasts", "Daily outlooks."));
        put(listing("b", "Calendar", "Plans meetings."));

        assertEquals(ids("a"), search(text));
    }

    @Test
    void everyHealthyMatchRanksAboveEveryUnhealthyOneAboveEveryDemotedOne() {
        put(listing("x", "Weather", "Weather forecasts, weather maps.", Standing.DEMOTED, "weather"));
        put(listing("y", "Weather Maps", "Radar.", Standing.UNHEALTHY));
        put(listing("z", "Outlooks", "Mentions the weather once, in passing.", Standing.HEALTHY));

        assertEquals(ids("z", "y", "x"), search("weather"));
    }

    @Test
    void hiddenListingsAreNeitherReturnedNorCounted() {
        put(listing("a", "Weather Forecasts", "Daily outlooks."));
        put(hiddenFrom(listing("b", "Weather Maps", "Radar."), NOW));
        put(hiddenFrom(listing("c", "Weather Alerts", "Storms."), NOW.minusSeconds(3600)));

        assertEquals(new Page(ids("a"), 1), page(criteria("weather", 0, 10)));
        assertEquals(new Page(ids("a"), 1), page(criteria("", 0, 10)));
    }

    @Test
    void aListingIsFoundUntilTheMomentItIsHidden() {
        put(hiddenFrom(listing("a", "Weather Forecasts", "Daily outlooks."), NOW.plusNanos(1)));

        assertEquals(ids("a"), search("weather"));
        assertEquals(new Page(List.of(), 0), page(criteriaAt(NOW.plusNanos(1))));
    }

    @Test
    void theCountsByStandingSetHiddenListingsApartFromTheDemotedOnesStillShown() {
        put(listing("a", "Weather", "Forecasts."));
        put(listing("b", "Tides", "Tables.", Standing.HEALTHY));
        put(listing("c", "Radar", "Maps.", Standing.UNHEALTHY));
        put(hiddenFrom(listing("d", "Alerts", "Storms.", Standing.DEMOTED), NOW.plusSeconds(1)));
        put(hiddenFrom(listing("e", "Almanac", "Old.", Standing.DEMOTED), NOW));
        put(listing("f", "Gone", "Soon.", Standing.UNHEALTHY));
        remove(new ListingId("f"));

        assertEquals(new StandingCounts(2, 1, 1, 1), index.countByStanding(NOW));
        assertEquals(new StandingCounts(2, 1, 0, 2), index.countByStanding(NOW.plusSeconds(1)));
    }

    @Test
    void anEmptyIndexCountsNoListings() {
        assertEquals(new StandingCounts(0, 0, 0, 0), index.countByStanding(NOW));
    }

    @Test
    void browsingListsEveryVisibleListingNewestFirstWithinEachBand() {
        put(registered(listing("a", "Alpha", "One.", Standing.UNHEALTHY), T0.plusSeconds(30)));
        put(registered(listing("b", "Beta", "Two."), T0.plusSeconds(10)));
        put(registered(listing("c", "Gamma", "Three.", Standing.DEMOTED), T0.plusSeconds(40)));
        put(registered(listing("d", "Delta", "Four."), T0.plusSeconds(20)));
        put(registered(listing("e", "Epsilon", "Five.", Standing.UNHEALTHY), T0.plusSeconds(5)));
        put(hiddenFrom(listing("f", "Zeta", "Six."), NOW));

        assertEquals(new Page(ids("d", "b", "a", "e", "c"), 5), page(criteria(" ", 0, 10)));
    }

    @Test
    void equalMatchesAreOrderedByIdSoPagesNeitherOverlapNorSkip() {
        for (String id : List.of("g", "c", "e", "a", "f", "b", "d")) {
            put(listing(id, "Weather Station", "Reports conditions."));
        }

        for (String text : List.of("weather", "")) {
            List<String> paged = new ArrayList<>();
            for (int offset = 0; offset < 7; offset += 3) {
                SearchHits page = index.search(criteria(text, offset, 3));
                assertEquals(7, page.total());
                page.hits().forEach(hit -> paged.add(hit.listing().id().value()));
            }
            assertEquals(List.of("a", "b", "c", "d", "e", "f", "g"), paged);
        }
    }

    @Test
    void theTotalCountsEveryMatchNotJustThePage() {
        IntStream.range(0, 12).forEach(i -> put(listing("w" + i, "Weather " + i, "Forecasts.")));
        put(listing("other", "Calendar", "Plans meetings."));

        assertEquals(12, index.search(criteria("weather", 0, 5)).total());
        assertEquals(13, index.search(criteria("", 0, 5)).total());
    }

    @Test
    void anOffsetPastTheEndGivesNoIdsAndTheTrueTotal() {
        IntStream.range(0, 4).forEach(i -> put(listing("w" + i, "Weather " + i, "Forecasts.")));

        for (String text : List.of("weather", "")) {
            assertEquals(new Page(List.of(), 4), page(criteria(text, 4, 10)));
            assertEquals(new Page(List.of(), 4), page(criteria(text, 1000, 25)));
            assertEquals(new Page(List.of(), 4), page(criteria(text, Integer.MAX_VALUE, 25)));
        }
    }

    @Test
    void anOffsetPastTheEndOfASearchByMeaningGivesNoIdsAndTheTrueTotal() {
        IntStream.range(0, 4).forEach(i -> put(embedded(listing("w" + i, "Weather " + i, "Forecasts."))));
        put(embedded(listing("r", "Rain radar", "Shows showers.")));
        put(embedded(listing("t", "Tide tables", "High and low water.")));
        int total = page(meaning("weather forecast", 0, 25)).total();

        for (int offset : List.of(total, total + 1, total + 1000, Integer.MAX_VALUE)) {
            assertEquals(new Page(List.of(), total), page(meaning("weather forecast", offset, 25)), "offset " + offset);
        }
    }

    @Test
    void theLastPageHoldsWhatRemains() {
        IntStream.range(0, 5).forEach(i -> put(listing("w" + i, "Weather " + i, "Forecasts.")));

        assertEquals(new Page(ids("w3", "w4"), 5), page(criteria("", 3, Integer.MAX_VALUE)));
    }

    @Test
    void putReplacesWhatWasIndexedUnderTheSameId() {
        put(listing("a", "Weather Forecasts", "Daily outlooks."));
        put(listing("a", "Calendar", "Plans meetings."));

        assertEquals(List.of(), search("weather"));
        assertEquals(ids("a"), search("calendar"));
        assertEquals(1, index.search(criteria("", 0, 10)).total());
    }

    @Test
    void removeTakesTheListingOutAndIgnoresUnknownIds() {
        put(listing("a", "Weather Forecasts", "Daily outlooks."));
        put(listing("b", "Weather Maps", "Radar."));

        remove(new ListingId("a"));
        remove(new ListingId("unknown"));

        assertEquals(ids("b"), search("weather"));
        assertEquals(new Page(ids("b"), 1), page(criteria("", 0, 10)));
    }

    @Test
    void theResultPageCarriesEachListingAsIndexedWithItsBand() {
        IndexedListing skill = new IndexedListing(new PublicListing(new ListingId("s"), ServiceType.AGENT_SKILL,
                "Weather Skill", "Forecasts, with ümlauts and emoji 🌦.", URI.create("https://s.example/SKILL.md?x=1"),
                "An API key for the weather service.", List.of("weather", "forecast", "alerts")), DocumentText.NONE,
                Standing.UNHEALTHY, T0, null);
        IndexedListing server = listing("m", "Weather Server", "Radar.");
        put(skill);
        put(server);

        assertEquals(List.of(new SearchHit(server.listing(), Standing.HEALTHY),
                new SearchHit(skill.listing(), Standing.UNHEALTHY)), index.search(criteria("weather", 0, 10)).hits());
    }

    @Test
    void theMarkIsTheOneTheLastUpdateReached() {
        assertEquals(Optional.empty(), index.mark());
        index.apply(new IndexUpdate(List.of(listing("a", "Weather", "Radar.")), List.of(), new IndexMark("log", 7)));
        index.apply(new IndexUpdate(List.of(), List.of(), new IndexMark("log", 9)));

        assertEquals(Optional.of(new IndexMark("log", 9)), index.mark());
    }

    @Test
    void clearDropsEverythingAndTheMark() {
        put(listing("a", "Weather Forecasts", "Daily outlooks."));
        put(listing("b", "Weather Maps", "Radar."));

        index.clear();
        assertEquals(Optional.empty(), index.mark());
        index.apply(new IndexUpdate(List.of(listing("c", "Weather Alerts", "Storms."),
                listing("d", "Calendar", "Plans.")), List.of(), null));

        assertEquals(ids("c"), search("weather"));
        assertEquals(new Page(ids("c", "d"), 2), page(criteria("", 0, 10)));
    }

    @Test
    void aQueryAsLongAsAllowedOfWordsNearManyListingWordsStillAnswers() {
        List<String> words = IntStream.range(0, 300).mapToObj(i -> "k" + letters(i, 7)).toList();
        String text = String.join(" ", words);
        put(listing("a", text, text, words.toArray(String[]::new)));
        String nearMisses = words.stream().limit(55).map(word -> "k" + word.substring(2) + "q")
                .collect(Collectors.joining(" "));

        SearchHits hits = index.search(criteria(nearMisses.substring(0, Math.min(500, nearMisses.length())), 0, 10));

        assertTrue(hits.total() <= 1);
    }

    @Test
    void concurrentWritesAreEachVisibleToTheWritersNextSearch() throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> writers = new ArrayList<>();
            for (int thread = 0; thread < 8; thread++) {
                int first = thread * 25;
                writers.add(threads.submit(() -> {
                    for (int i = first; i < first + 25; i++) {
                        // Doubled, two words differ in two letters, never one typo apart; "x" stops stemming.
                        String word = "z" + letters(i, 3) + letters(i, 3) + "x";
                        put(listing("id" + i, "Tool " + word, "Does things."));
                        assertEquals(ids("id" + i), search(word));
                    }
                }));
            }
            for (Future<?> writer : writers) {
                writer.get();
            }
        } finally {
            threads.shutdown();
        }

        assertEquals(200, index.search(criteria("", 0, 10)).total());
    }


    // Search by meaning: the core embeds a sentence query and hands the embedding over in the criteria.

    @Test
    void aQueryWithAMeaningFindsTheNearestListingsThatShareNoWordWithIt() {
        put(embedded(listing("tts", "Speakify", "Turns text into natural speech")));
        put(embedded(listing("pg", "Pg Tool", "Runs SQL on postgres")));

        Page page = page(meaning("read this paragraph out loud", 0, 25));

        assertEquals("tts", page.ids().get(0).value());
        assertEquals(2, page.total(), "without a word in common, the nearest listings are the matches");
    }

    @Test
    void withoutAMeaningTheSameQueryFindsOnlyListingsSharingAWord() {
        put(embedded(listing("tts", "Speakify", "Turns text into natural speech")));

        assertEquals(List.of(), search("read this paragraph out loud"));
    }

    @Test
    void aQueryWhoseMeaningCannotBeHadIsSearchedByItsWordsAlone() {
        put(embedded(listing("tts", "Speakify", "Turns text into natural speech")));
        put(embedded(listing("para", "Paragraph Counter", "Counts paragraphs")));

        Page page = page(criteria("read this paragraph out loud", 0, 25).withMeaning(spelled -> Embedding.NONE));

        assertEquals(ids("para"), page.ids());
        assertEquals(1, page.total());
    }

    @Test
    void theTotalCountsTheWordMatchesAndTheListingsFoundByMeaningAloneOnce() {
        put(embedded(listing("a", "Speakify", "Reads paragraphs aloud as speech")));
        put(embedded(listing("b", "Narrator", "Spoken audio")));
        put(listing("c", "Paragraph Counter", "Counts paragraphs"));

        Page page = page(meaning("read this paragraph out loud", 0, 25));

        assertEquals(sorted(ids("a", "b", "c")), sorted(page.ids()));
        assertEquals(3, page.total());
    }

    @Test
    void aListingMatchingByWordsAndByMeaningRanksAboveOneMatchingByEitherAlone() {
        put(embedded(listing("words", "Paragraph Tools", "Paragraph paragraph formatting")));
        put(embedded(listing("meaning", "Narrator", "Spoken voice audio")));
        put(embedded(listing("both", "Paragraph Reader", "Reads a paragraph aloud as speech")));

        assertEquals("both", page(meaning("read this paragraph out loud", 0, 25)).ids().get(0).value());
    }

    @Test
    void aSentenceThatItsBestMatchByWordsBarelyCoversIsLedByItsMeaning() {
        put(embedded(listing("words", "Paragraph Counter", "Counts paragraphs")));
        put(embedded(listing("meaning", "Narrator", "Spoken voice audio")));

        assertEquals(ids("meaning", "words"), page(meaning("read this paragraph out loud", 0, 25)).ids(),
                "the best match by words holds one meaningful word of the sentence");
    }

    @Test
    void aListingAwaitingItsEmbeddingRanksAsNearInMeaningAsItIsInWords() {
        put(listing("new", "Paragraph Counter", "Counts paragraphs"));
        put(embedded(listing("meaning", "Narrator", "Spoken voice audio")));

        assertEquals(ids("new", "meaning"), page(meaning("read this paragraph out loud", 0, 25)).ids(),
                "the best match by words, not yet embedded, is not taken to be far in meaning");
    }

    @Test
    void aQueryThatItsBestMatchByWordsHoldsWholeIsLedByItsWords() {
        put(listing("words", "Paragraph Voice Tools", "Formats text"));
        put(embedded(listing("meaning", "Narrator", "Spoken audio")));

        assertEquals(ids("words", "meaning"), page(meaning("paragraph voice", 0, 25)).ids());
    }

    @Test
    void meaningNeverLiftsAListingAboveItsBand() {
        put(embedded(listing("failing", "Speakify", "Speech audio voice", Standing.UNHEALTHY)));
        put(embedded(listing("healthy", "Forecasts", "Weather")));

        Page page = page(meaning("read this paragraph out loud in a voice", 0, 25));

        assertEquals(ids("healthy", "failing"), page.ids());
    }

    @Test
    void hiddenListingsAreNotFoundByMeaningEither() {
        put(hiddenFrom(embedded(listing("tts", "Speakify", "Speech")), NOW));

        assertEquals(0, page(meaning("read this paragraph out loud", 0, 25)).total());
    }

    @Test
    void listingsEmbeddedByAnotherModelAreFoundByTheirWordsOnly() {
        IndexedListing other = listing("tts", "Speakify", "Speech");
        put(withEmbedding(other, Embedding.of("another-model", ConceptEmbedder.embed("speech").vector())));

        assertEquals(0, page(meaning("read this paragraph out loud", 0, 25)).total());
    }

    @Test
    void atMostTheFusionDepthOfListingsAreFoundByMeaningAlone() {
        for (int i = 0; i < ScoreFusion.DEPTH + 5; i++) {
            put(embedded(listing("m" + letters(i, 3), "Narrator " + letters(i, 3), "Spoken audio voice")));
        }

        assertEquals(ScoreFusion.DEPTH, page(meaning("read this paragraph out loud", 0, 25)).total());
    }

    @Test
    void pagesOfAFusedRankingNeitherOverlapNorSkip() {
        for (int i = 0; i < 30; i++) {
            put(embedded(listing("w" + letters(i, 3), "Paragraph " + letters(i, 3), "Paragraph tools")));
        }
        for (int i = 0; i < 10; i++) {
            put(embedded(listing("m" + letters(i, 3), "Narrator " + letters(i, 3), "Spoken audio voice")));
        }
        List<ListingId> seen = new ArrayList<>();
        int total = -1;
        for (int offset = 0; offset < 60; offset += 7) {
            Page page = page(meaning("read this paragraph out loud", offset, 7));
            seen.addAll(page.ids());
            total = page.total();
        }
        assertEquals(40, total, "30 by words, and the 10 nearest in meaning that share no word");
        assertEquals(40, seen.size());
        assertEquals(40, Set.copyOf(seen).size());
    }

    @Test
    void aFusedRankingIsOneOrderWhateverThePageSize() {
        // The "Paragraph" listings lead by words; each narrator holds the word once, in a longer description than the
        // last, so they trail by words, each by its own score, and are the nearest in meaning.
        for (int i = 0; i < 40; i++) {
            put(embedded(listing("w" + letters(i, 3), "Paragraph " + letters(i, 3), "Paragraph formatting tools")));
        }
        for (int i = 0; i < 15; i++) {
            put(embedded(listing("n" + letters(i, 3), "Narrator " + letters(i, 3),
                    "Says a paragraph " + "aloud in a spoken voice ".repeat(i + 1))));
        }
        String query = "read this paragraph out loud";
        List<ListingId> whole = page(meaning(query, 0, 55)).ids();

        for (int size : List.of(1, 7, 25)) {
            List<ListingId> paged = new ArrayList<>();
            for (int offset = 0; offset < 55; offset += size) {
                paged.addAll(page(meaning(query, offset, size)).ids());
            }
            assertEquals(whole, paged, "pages of " + size);
        }
    }

    @Test
    void listingsEquallyNearInMeaningAreOrderedByIdWhateverOrderTheyCameIn() {
        for (String id : List.of("d", "b", "e", "a", "c")) {
            put(embedded(listing(id, "Narrator", "Spoken audio voice")));
        }

        assertEquals(ids("a", "b", "c", "d", "e"), page(meaning("read this paragraph out loud", 0, 25)).ids());
    }

    @Test
    void theMeaningSearchedIsTheQueryMovedTowardTheListingsItsFirstFusionRanksFirst() {
        // Three listings hold a word of "loud rain" and mean weather alone; "nearest" means the query as typed, half
        // speech and half weather, and "alike" leans to weather as the first three do.
        for (String name : List.of("alpha", "beta", "gamma")) {
            put(withEmbedding(listing(name, "Rain " + name, "Rain alerts"), ConceptEmbedder.embed("forecast umbrella")));
        }
        put(withEmbedding(listing("nearest", "Narrator", "Tells stories"), ConceptEmbedder.embed("voice rain")));
        put(withEmbedding(listing("alike", "Helper", "Assists"), ConceptEmbedder.embed("voice forecast umbrella")));

        List<ListingId> ranked = page(meaning("loud rain", 0, 25)).ids();

        assertEquals(5, ranked.size());
        assertTrue(ranked.indexOf(new ListingId("alike")) < ranked.indexOf(new ListingId("nearest")),
                "refined by its first listings, the query finds the one like them nearer: " + ranked);
    }

    @Test
    void aSentenceWithoutAnEmbeddingToBeHadIsRankedAndCountedByItsWordsAlone() {
        put(embedded(listing("one", "Paragraph Tools", "Paragraph formatting")));
        put(embedded(listing("two", "Narrator", "Reads a paragraph out loud", Standing.UNHEALTHY)));
        put(embedded(listing("three", "Speakify", "Spoken voice audio")));
        SearchCriteria sentence = criteria("read this paragraph out loud", 0, 25);

        Page unembedded = page(sentence.withMeaning(spelled -> Embedding.NONE));

        assertEquals(page(sentence), unembedded);
        assertEquals(ids("one", "two"), unembedded.ids());
    }

    @Test
    void anEmbeddingReplacedByAPutIsTheOneSearched() {
        put(embedded(listing("x", "Helper", "Speech")));
        put(embedded(listing("y", "Narrator", "Spoken")));
        SearchCriteria rainy = meaning("will it rain tomorrow, should I take an umbrella", 0, 25);

        put(embedded(listing("x", "Helper", "Sunny days")));

        assertEquals(ids("x", "y"), page(rainy).ids());
    }

    @Test
    void aSearchSeesAllOfAnUpdateOrNoneOfIt() throws Exception {
        List<IndexedListing> many = IntStream.range(0, 2000)
                .mapToObj(i -> listing("l" + letters(i, 4), "Tool " + letters(i, 4), "A tool.")).toList();
        ExecutorService searcher = Executors.newSingleThreadExecutor();
        try {
            Future<Set<Integer>> totals = searcher.submit(() -> {
                Set<Integer> seen = new TreeSet<>();
                while (!seen.contains(many.size())) {
                    seen.add(index.search(criteria("", 0, 1)).total());
                }
                return seen;
            });
            index.apply(new IndexUpdate(many, List.of(), MARK));

            assertEquals(Set.of(0, many.size()), totals.get(30, TimeUnit.SECONDS),
                    "totals a search saw while the update was applied");
        } finally {
            searcher.shutdownNow();
        }
    }

    private List<ListingId> search(String text) {
        return page(criteria(text, 0, 25)).ids();
    }

    /** A page as ids, so that assertions read as the ranking they check. */
    private record Page(List<ListingId> ids, int total) {
    }

    private Page page(SearchCriteria criteria) {
        SearchHits hits = index.search(criteria);
        return new Page(hits.hits().stream().map(hit -> hit.listing().id()).toList(), hits.total());
    }

    private void put(IndexedListing listing) {
        index.apply(new IndexUpdate(List.of(listing), List.of(), MARK));
    }

    private void remove(ListingId id) {
        index.apply(new IndexUpdate(List.of(), List.of(id), MARK));
    }

    private static SearchCriteria criteria(String text, int offset, int limit) {
        return new SearchCriteria(text, offset, limit, NOW);
    }

    private static SearchCriteria meaning(String text, int offset, int limit) {
        return criteria(text, offset, limit).withMeaning(ConceptEmbedder::embed);
    }

    private static SearchCriteria criteriaAt(Instant now) {
        return new SearchCriteria("weather", 0, 10, now);
    }

    private static List<ListingId> ids(String... ids) {
        return List.of(ids).stream().map(ListingId::new).toList();
    }

    private static List<ListingId> sorted(List<ListingId> ids) {
        return ids.stream().sorted().toList();
    }

    /** {@code value} as {@code width} lowercase letters, so test words carry no digits for analyzers to split. */
    private static String letters(int value, int width) {
        char[] letters = new char[width];
        for (int i = width - 1; i >= 0; i--) {
            letters[i] = (char) ('a' + value % 26);
            value /= 26;
        }
        return new String(letters);
    }

    private static IndexedListing listing(String id, String name, String description, String... tags) {
        return listing(id, name, description, Standing.HEALTHY, tags);
    }

    private static IndexedListing listing(String id, String name, String description, Standing standing,
                                          String... tags) {
        return new IndexedListing(new PublicListing(new ListingId(id), ServiceType.MCP_SERVER, name, description,
                URI.create("https://" + id + ".example/mcp.json"), null, List.of(tags)), DocumentText.NONE, standing, T0,
                null);
    }

    private static IndexedListing documented(IndexedListing listing, String document) {
        return new IndexedListing(listing.listing(), new DocumentText(document), listing.standing(),
                listing.registeredAt(), listing.hiddenFrom());
    }

    /** The listing with the embedding of its name, description and tags. */
    private static IndexedListing embedded(IndexedListing listing) {
        PublicListing shown = listing.listing();
        return withEmbedding(listing, ConceptEmbedder.embed(
                shown.name() + " " + shown.description() + " " + String.join(" ", shown.tags())));
    }

    private static IndexedListing withEmbedding(IndexedListing listing, Embedding embedding) {
        return new IndexedListing(listing.listing(), listing.document(), listing.standing(), listing.registeredAt(),
                listing.hiddenFrom(), embedding);
    }

    private static IndexedListing hiddenFrom(IndexedListing listing, Instant hiddenFrom) {
        return new IndexedListing(listing.listing(), listing.document(), listing.standing(), listing.registeredAt(),
                hiddenFrom, listing.embedding());
    }

    private static IndexedListing registered(IndexedListing listing, Instant registeredAt) {
        return new IndexedListing(listing.listing(), listing.document(), listing.standing(), registeredAt,
                listing.hiddenFrom());
    }
}
