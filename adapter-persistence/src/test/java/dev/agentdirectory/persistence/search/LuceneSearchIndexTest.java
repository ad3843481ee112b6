package dev.agentdirectory.persistence.search;

import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.port.out.SearchIndexContract;
import org.junit.jupiter.api.AfterEach;

class LuceneSearchIndexTest extends SearchIndexContract {

    private LuceneSearchIndex index;

    @Override
    protected SearchIndex index() {
        index = LuceneSearchIndex.inMemory();
        return index;
    }

    @AfterEach
    void close() {
        index.close();
    }
}
