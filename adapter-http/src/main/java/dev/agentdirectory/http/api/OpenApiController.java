package dev.agentdirectory.http.api;

import dev.agentdirectory.http.cors.PublicRead;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Produces;
import io.swagger.v3.oas.annotations.Hidden;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Serves the OpenAPI document that micronaut-openapi generated from these controllers at build time. */
@Controller
public class OpenApiController {

    static final String PATH = "/openapi.json";
    private static final String RESOURCE = "META-INF/swagger/openapi.json";

    private final byte[] document;

    public OpenApiController() {
        try (InputStream in = OpenApiController.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the build did not generate " + RESOURCE);
            }
            document = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @PublicRead
    @Get(PATH)
    @Produces(MediaType.APPLICATION_JSON)
    @Hidden
    public HttpResponse<byte[]> openApi() {
        return HttpResponse.ok(document);
    }
}
