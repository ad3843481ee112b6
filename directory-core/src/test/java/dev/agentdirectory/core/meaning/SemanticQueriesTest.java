package dev.agentdirectory.core.meaning;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SemanticQueriesTest {

    @ParameterizedTest
    @ValueSource(strings = {"read this paragraph out loud", "charge a customer's credit card and issue an invoice",
            "do I need an umbrella tomorrow", "slack notifications", "kubernets pod logs"})
    void aNeedDescribedInASentenceIsSearchedByMeaning(String query) {
        assertTrue(SemanticQueries.searchesByMeaning(query));
    }

    @ParameterizedTest
    @ValueSource(strings = {"postgres", "Terraform!", "please help me with my database", "what do you need", "",
            "   "})
    void oneMeaningfulWordIsSearchedByItsWordOnly(String query) {
        assertFalse(SemanticQueries.searchesByMeaning(query));
    }
}
