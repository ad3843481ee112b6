package dev.agentdirectory.http.fuzz;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

class PathAndMethodFuzzTest {

    private static FuzzServer server;

    @BeforeContainer
    static void start() {
        server = FuzzServer.start();
    }

    @AfterContainer
    static void stop() {
        server.close();
    }

    @Property(tries = 800)
    void anyMethodOnEveryRouteIsAnsweredWithoutAServerErrorInTheContractsShapes(
            @ForAll("withOddMethods") FuzzRequest request) {
        ResponseRules.check(request, server.http.send(request));
    }

    @Property(tries = 1000)
    void oddSpellingsOfEveryPathAreAnsweredWithoutAServerErrorInTheContractsShapes(
            @ForAll("withOddPaths") FuzzRequest request) {
        ResponseRules.check(request, server.http.send(request));
    }

    @Provide
    Arbitrary<FuzzRequest> withOddMethods() {
        return Combinators.combine(Route.anyRequest(server.listing), OddPaths.methods())
                .as((request, method) -> request.to(method, request.target()));
    }

    @Provide
    Arbitrary<FuzzRequest> withOddPaths() {
        return Combinators.combine(Route.anyRequest(server.listing), OddPaths.bends())
                .as((request, bend) -> request.to(request.method(), bend.apply(request.target())));
    }
}
