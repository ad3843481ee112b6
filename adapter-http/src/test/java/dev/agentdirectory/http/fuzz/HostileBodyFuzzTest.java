package dev.agentdirectory.http.fuzz;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class HostileBodyFuzzTest extends AgainstFuzzServer {

    @Property(tries = 1200)
    void searchAnswersAnyBodyWithoutAServerErrorInTheContractsShapes(@ForAll("searches") FuzzRequest request) {
        ResponseRules.check(request, server.http.send(request));
    }

    @Property(tries = 1200)
    void registrationAnswersAnyBodyWithoutAServerErrorInTheContractsShapes(@ForAll("registrations") FuzzRequest request) {
        ResponseRules.check(request, server.http.send(request));
    }

    @Property(tries = 1000)
    void updateAnswersAnyBodyWithoutAServerErrorInTheContractsShapes(@ForAll("updates") FuzzRequest request) {
        ResponseRules.check(request, server.http.send(request));
    }

    @Property(tries = 1000)
    void reportAnswersAnyBodyWithoutAServerErrorInTheContractsShapes(@ForAll("reports") FuzzRequest request) {
        ResponseRules.check(request, server.http.send(request));
    }

    @Provide
    Arbitrary<FuzzRequest> searches() {
        return Route.SEARCH.requests(server.listing, true);
    }

    @Provide
    Arbitrary<FuzzRequest> registrations() {
        return Route.REGISTER.requests(server.listing, true);
    }

    @Provide
    Arbitrary<FuzzRequest> updates() {
        return Route.UPDATE.requests(server.listing, true);
    }

    @Provide
    Arbitrary<FuzzRequest> reports() {
        return Route.REPORT.requests(server.listing, true);
    }
}
