package dev.agentdirectory.core.meaning;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SemanticQueriesTest {

    @ParameterizedTest
    @ValueSource(strings = {"read this paragraph out loud", "charge a customer's credit card and issue an invoice",
            "turn off the living room lamp", "send a Slack message to a channel"})
    void aNeedDescribedInASentenceIsSearchedByMeaning(String query) {
        assertTrue(SemanticQueries.searchesByMeaning(query));
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgres", "google search api", "kubernets pod logs", "do I need an umbrella",
            "please help me with my database", "", "   "})
    void aFewWordsNamingWhatIsWantedAreSearchedByTheirWordsOnly(String query) {
        assertFalse(SemanticQueries.searchesByMeaning(query));
    }
}
