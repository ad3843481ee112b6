package dev.agentdirectory.http;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.memory.InMemoryListingStore;
import dev.agentdirectory.core.memory.InMemorySearchIndex;
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
        Directory directory = Directory.builder()
                .store(new InMemoryListingStore())
                .searchIndex(new InMemorySearchIndex())
                .prober(prober)
                .clock(clock)
                .build();
        directory.indexFollower().follow();
        return directory;
    }
}
