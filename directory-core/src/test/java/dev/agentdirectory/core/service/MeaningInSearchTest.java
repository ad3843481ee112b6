package dev.agentdirectory.core.service;

import static dev.agentdirectory.core.service.DirectoryFixture.idOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.listing.ListingId;
import dev.agentdirectory.core.meaning.Embedding;
import dev.agentdirectory.core.port.in.EmbedListingsUseCase;
import dev.agentdirectory.core.port.in.Registration;
import dev.agentdirectory.core.port.in.SearchQuery;
import dev.agentdirectory.core.port.in.UpdateCommand;
import dev.agentdirectory.core.port.out.ConceptEmbedder;
import dev.agentdirectory.core.port.out.TextEmbedder;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A sentence finds a listing by what it means, once the embedder has been by; a single word by its word. */
class MeaningInSearchTest {

    private static final String READ_ALOUD = "read this paragraph out loud for me";

    private final DirectoryFixture fixture = new DirectoryFixture();
    private final ConceptEmbedder model = new ConceptEmbedder();
    private final Directory directory = fixture.withEmbedder(model);
    private final EmbedListingsUseCase embedding = directory.embedding().orElseThrow();

    private Registration speakify() {
        return directory.registration().register(fixture.nextServer("Speakify", "Turns text into natural speech."));
    }

    private List<ListingId> found(String query) {
        return directory.search().search(SearchQuery.of(query)).hits().stream().map(hit -> hit.listing().id())
                .toList();
    }

    private int embedAll() {
        return embedding.embedAwaiting(100, () -> false);
    }

    @Test
    void registeringAnswersWithoutEmbeddingAndTheListingAwaitsTheEmbedder() {
        speakify();

        assertEquals(0, model.calls());
        assertEquals(1, embedding.awaiting());
        assertEquals(List.of(), found(READ_ALOUD), "until embedded, found by its words only");
    }

    @Test
    void onceEmbeddedAListingIsFoundByASentenceSharingNoWordWithIt() {
        Registration speakify = speakify();

        assertEquals(1, embedAll());

        assertEquals(0, embedding.awaiting());
        assertEquals(List.of(idOf(speakify)), found(READ_ALOUD));
    }

    @Test
    void newWordsAreEmbeddedAgainAndTheOldMeaningNoLongerFindsTheListingFirst() {
        Registration helper = speakify();
        Registration other = directory.registration().register(fixture.nextServer("Narrator", "Spoken voice."));
        embedAll();

        directory.updates().update(idOf(helper), helper.apiKey().value(),
                UpdateCommand.nothing().withName("Forecasts").withDescription("Rain or sunny, every day."));

        assertEquals(1, embedding.awaiting());
        assertEquals(1, embedAll());
        assertEquals(idOf(other), found(READ_ALOUD).get(0));
        assertEquals(idOf(helper), found("will it rain tomorrow, should I take an umbrella").get(0));
    }

    @Test
    void aChangeThatKeepsTheWordsKeepsTheEmbedding() {
        Registration speakify = speakify();
        embedAll();

        directory.updates().update(idOf(speakify), speakify.apiKey().value(),
                UpdateCommand.nothing().withMcpDocUrl(fixture.nextUrl()));

        assertEquals(0, embedding.awaiting());
    }

    @Test
    void aSingleWordIsSearchedByItsWordAndCostsNoEmbedding() {
        speakify();
        embedAll();
        int calls = model.calls();

        assertEquals(List.of(), found("loud"));
        assertEquals(1, found("speech").size());
        assertEquals(calls, model.calls());
    }

    @Test
    void listingsEmbeddedByAnotherModelAreEmbeddedAgain() {
        speakify();
        embedAll();

        Directory upgraded = fixture.withEmbedder(new ConceptEmbedder("concepts-v2"));

        assertEquals(1, upgraded.embedding().orElseThrow().awaiting());
        assertEquals(List.of(), upgraded.search().search(SearchQuery.of(READ_ALOUD)).hits());
        assertEquals(1, upgraded.embedding().orElseThrow().embedAwaiting(10, () -> false));
        assertEquals(1, upgraded.search().search(SearchQuery.of(READ_ALOUD)).hits().size());
    }

    @Test
    void aModelThatFailsOnAQueryLeavesTheSearchToItsWords() {
        Directory failing = fixture.withEmbedder(new TextEmbedder() {
            @Override
            public String model() {
                return ConceptEmbedder.MODEL;
            }

            @Override
            public Embedding ofListing(String text) {
                return ConceptEmbedder.embed(text);
            }

            @Override
            public Embedding ofQuery(String text) {
                throw new IllegalStateException("the model is out of memory");
            }
        });
        Registration speakify = failing.registration().register(
                fixture.nextServer("Speakify", "Reads a paragraph aloud as natural speech."));
        failing.embedding().orElseThrow().embedAwaiting(10, () -> false);

        assertEquals(List.of(idOf(speakify)), failing.search().search(SearchQuery.of(READ_ALOUD)).hits().stream()
                .map(hit -> hit.listing().id()).toList());
    }

    @Test
    void aRoundStopsWhenAsked() {
        speakify();
        directory.registration().register(fixture.nextServer("Narrator", "Spoken voice."));

        assertEquals(0, embedding.embedAwaiting(10, () -> true));
        assertEquals(2, embedding.awaiting());
        assertTrue(directory.embedding().isPresent());
    }

    @Test
    void aDirectoryWithoutAModelHasNoEmbedder() {
        assertTrue(fixture.directory.embedding().isEmpty());
    }
}
