package dev.agentdirectory.http.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.agentdirectory.core.port.in.SearchListingsUseCase;
import dev.agentdirectory.core.port.in.SearchQuery;
import dev.agentdirectory.core.port.in.SearchResult;
import dev.agentdirectory.http.PublicBaseUrl;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpRequest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PageControllerTest {

    private final List<SearchQuery> searches = new ArrayList<>();
    private final SearchListingsUseCase search = query -> {
        searches.add(query);
        return new SearchResult(List.of(), query.limit(), query.offset(), 0);
    };
    private final PageController controller = new PageController(search, new PublicBaseUrl("https://d.example"));

    private static HttpRequest<?> get(String q, String offset) {
        return get(List.of(q), List.of(offset));
    }

    private static HttpRequest<?> get(List<CharSequence> q, List<CharSequence> offset) {
        MutableHttpRequest<?> request = HttpRequest.GET("/");
        request.getParameters().add("q", q).add("offset", offset);
        return request;
    }

    @Test
    void eachRequestMakesExactlyOneSearchForOnePage() {
        HttpResponse<String> answer = controller.page(get("tides", "20"));

        assertEquals(200, answer.code());
        assertEquals(1, searches.size());
        assertEquals("tides", searches.get(0).query());
        assertEquals(10, searches.get(0).limit());
        assertEquals(20, searches.get(0).offset());
    }

    @Test
    void theFirstOfRepeatedParametersCounts() {
        controller.page(get(List.of("tides", "waves"), List.of("10", "x")));

        assertEquals("tides", searches.get(0).query());
        assertEquals(10, searches.get(0).offset());
    }

    @Test
    void aSearchOfBadParametersIsStillAValidOne() {
        HttpResponse<String> answer = controller.page(get("a".repeat(900), "-1"));

        assertEquals(500, searches.get(0).query().length());
        assertEquals(0, searches.get(0).offset());
        assertTrue(answer.body().contains("cannot be negative"));
    }
}
