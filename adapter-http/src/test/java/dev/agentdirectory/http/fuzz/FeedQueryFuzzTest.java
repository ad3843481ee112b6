package dev.agentdirectory.http.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class FeedQueryFuzzTest extends AgainstFuzzServer {

    @Property(tries = 800)
    void theChangeFeedAnswersAnyQueryWithAPageARefusalOrAResyncInTheContractsShapes(
            @ForAll("feedQueries") FuzzRequest request) {
        Reply reply = server.http.send(request);

        ResponseRules.check(request, reply);
        // 413: a query that makes the request line longer than its bound
        assertTrue(Set.of(200, 410, 413, 422).contains(reply.status()), request + " answered " + reply.status());
    }

    @Provide
    Arbitrary<FuzzRequest> feedQueries() {
        return Route.CHANGES.requests(server.listing);
    }
}
