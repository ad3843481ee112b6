package dev.agentdirectory.http.fuzz;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class PathAndMethodFuzzTest extends AgainstFuzzServer {

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
