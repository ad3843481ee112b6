package dev.agentdirectory.core.memory;

import dev.agentdirectory.core.port.out.ListingStore;
import dev.agentdirectory.core.port.out.ListingStoreContract;

class InMemoryListingStoreTest extends ListingStoreContract {

    @Override
    protected ListingStore store() {
        return new InMemoryListingStore();
    }
}
