package dev.agentdirectory.http;

import dev.agentdirectory.core.Directory;
import dev.agentdirectory.core.port.in.DeregisterListingUseCase;
import dev.agentdirectory.core.port.in.ReadChangesUseCase;
import dev.agentdirectory.core.port.in.RegisterListingUseCase;
import dev.agentdirectory.core.port.in.ReportListingUseCase;
import dev.agentdirectory.core.port.in.SearchListingsUseCase;
import dev.agentdirectory.core.port.in.UpdateListingUseCase;
import dev.agentdirectory.core.port.in.ViewListingUseCase;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;

/** The use cases the controllers call, taken from whichever {@link Directory} the application wired. */
@Factory
public class DirectoryUseCases {

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
    ViewListingUseCase listings(Directory directory) {
        return directory.listings();
    }

    @Singleton
    ReportListingUseCase reports(Directory directory) {
        return directory.reports();
    }

    @Singleton
    ReadChangesUseCase changes(Directory directory) {
        return directory.changes();
    }
}
