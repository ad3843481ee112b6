package dev.agentdirectory.http;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.memory.InMemoryListingStore;
import dev.agentdirectory.core.memory.InMemorySearchIndex;
import dev.agentdirectory.core.port.in.DeregisterListingUseCase;
import dev.agentdirectory.core.port.in.RegisterListingUseCase;
import dev.agentdirectory.core.port.in.ReportListingUseCase;
import dev.agentdirectory.core.port.in.SearchListingsUseCase;
import dev.agentdirectory.core.port.in.UpdateListingUseCase;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import java.time.Clock;

@Factory
public class InMemoryDirectoryFactory {

    @Singleton
    Clock clock() {
        return Clock.systemUTC();
    }

    @Singleton
    ScriptedProber prober() {
        return new ScriptedProber();
    }

    @Singleton
    Directory directory(ScriptedProber prober, Clock clock) {
        return Directory.builder()
                .store(new InMemoryListingStore())
                .searchIndex(new InMemorySearchIndex())
                .prober(prober)
                .clock(clock)
                .build();
    }

    @Singleton
    RegisterListingUseCase registration(Directory directory) {
        return directory.registration();
    }

    @Singleton
    UpdateListingUseCase updates(Directory directory) {
        return directory.updates();
    }

    @Singleton
    DeregisterListingUseCase deregistration(Directory directory) {
        return directory.deregistration();
    }

    @Singleton
    SearchListingsUseCase search(Directory directory) {
        return directory.search();
    }

    @Singleton
    ReportListingUseCase reports(Directory directory) {
        return directory.reports();
    }
}
