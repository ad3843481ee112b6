package dev.agentdirectory.core.port.in;

import dev.agentdirectory.core.error.InvalidRequestException;

/** Lists a new service, with no human step: validates, probes the URL once, indexes, issues a key. */
public interface RegisterListingUseCase {

    /** @throws InvalidRequestException listing every rule the command breaks */
    Registration register(RegisterCommand command);
}
