package dev.agentdirectory.http.api;

import dev.agentdirectory.http.cors.PublicRead;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Produces;
import io.swagger.v3.oas.annotations.Hidden;

/** Serves the OpenAPI document, as generated from these controllers and completed for this instance. */
@Controller
public class OpenApiController {

    public static final String PATH = "/openapi.json";

    private final byte[] document;

    public OpenApiController(OpenApiDocument document) {
        this.document = document.json();
    }

    @PublicRead
    @Get(PATH)
    @Produces(MediaType.APPLICATION_JSON)
    @Hidden
    public HttpResponse<byte[]> openApi() {
        return HttpResponse.ok(document);
    }
}
