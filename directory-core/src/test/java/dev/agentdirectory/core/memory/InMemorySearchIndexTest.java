package dev.agentdirectory.core.memory;

import dev.agentdirectory.core.port.out.SearchIndex;
import dev.agentdirectory.core.port.out.SearchIndexContract;

class InMemorySearchIndexTest extends SearchIndexContract {

    @Override
    protected SearchIndex index() {
        return new InMemorySearchIndex();
    }
}
