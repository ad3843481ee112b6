package dev.agentdirectory.http.page;

import dev.agentdirectory.core.port.in.SearchListingsUseCase;
import dev.agentdirectory.core.port.in.SearchResult;
import dev.agentdirectory.http.PublicBaseUrl;
import dev.agentdirectory.http.RequestExecutors;
import dev.agentdirectory.http.cors.PublicRead;
import dev.agentdirectory.http.ratelimit.LimitedAction;
import dev.agentdirectory.http.ratelimit.RateLimited;
import io.micronaut.http.HttpHeaders;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Produces;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Hidden;

/**
 * The page for people: {@code GET /?q=…&offset=…}, one search per request, rendered on the server with no script.
 * It is not part of the API contract, so the OpenAPI document leaves it out; it spends the search rate limit.
 */
@Controller
@ExecuteOn(RequestExecutors.SEARCH)
public class PageController {

    static final String CACHE_CONTROL = "public, max-age=60";
    private static final String HTML = MediaType.TEXT_HTML + ";charset=utf-8";

    private final SearchListingsUseCase search;
    private final AgentLinks links;

    public PageController(SearchListingsUseCase search, PublicBaseUrl baseUrl) {
        this.search = search;
        this.links = AgentLinks.at(baseUrl);
    }

    @PublicRead
    @Get
    @Produces(MediaType.TEXT_HTML)
    @RateLimited(LimitedAction.SEARCH)
    @Hidden
    public HttpResponse<String> page(HttpRequest<?> request) {
        PageRequest asked = PageRequest.read(request.getParameters().getFirst("q").orElse(null),
                request.getParameters().getFirst("offset").orElse(null));
        SearchResult result = search.search(asked.searchQuery());
        return HttpResponse.ok(SearchPage.render(asked, result, links))
                .header(HttpHeaders.CONTENT_TYPE, HTML)
                .header(HttpHeaders.CACHE_CONTROL, CACHE_CONTROL)
                // A shared cache must not hand an answer without CORS headers to a page of another origin.
                .header(HttpHeaders.VARY, HttpHeaders.ORIGIN)
                .header("Content-Security-Policy", PageStyle.CONTENT_SECURITY_POLICY)
                .header("X-Content-Type-Options", "nosniff")
                .header("Referrer-Policy", "same-origin");
    }
}
